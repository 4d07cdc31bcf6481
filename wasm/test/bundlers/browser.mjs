// Opens each built app (wasm/check-bundlers) in headless Chromium and checks that it played 1. e4
// as the package's Node entry plays it, with no request failed, no 4xx/5xx answer, no uncaught
// error and no console error.
//
// usage: node browser.mjs NAME=DIR[,PAGE] | NAME=URL ...   (from the project the package is installed in)
//   NAME  a label; DIR  served as the site's root on 127.0.0.1; PAGE  the path opened
//   (default /index.html); URL  a page already served (a dev server's)
// env:   CHROMIUM_BIN  the browser (default /usr/bin/chromium)

import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
// The reference: the same package through its `node` condition.
import { Game } from 'chess-tables';

const BROWSER = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.map': 'application/json',
};

const reference = new Game();
const referenceMove = JSON.stringify(reference.move('e4'));
const referenceFen = reference.fen();
// Independent of the package: the board and the side to move after 1. e4.
const [board, turn] = referenceFen.split(' ');
const { san, from, to, piece, color } = JSON.parse(referenceMove);
if (board !== 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR' || turn !== 'b') {
  throw new Error(`the Node entry plays 1. e4 into ${referenceFen}`);
}
if ([san, from, to, piece, color].join(' ') !== 'e4 e2 e4 p w') {
  throw new Error(`the Node entry's verbose move for 1. e4 is ${referenceMove}`);
}

/** Serves `root` on 127.0.0.1 (a free port); resolves to the server. */
function serve(root) {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const file = path.join(root, decodeURIComponent(url.pathname));
    try {
      if (!file.startsWith(root) || !(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function check(context, name, root, page) {
  const server = root.startsWith('http') ? null : await serve(path.resolve(root));
  const url = server ? `http://127.0.0.1:${server.address().port}${page}` : root;
  const problems = [];
  const tab = await context.newPage();
  tab.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  tab.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  tab.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  const requests = [];
  tab.on('request', (request) => requests.push(new URL(request.url()).pathname));
  try {
    await tab.goto(url);
    await tab.waitForSelector('body[data-done]', { state: 'attached', timeout: 10_000 });
    const text = (id) => tab.locator(`#${id}`).textContent();
    const [fen, move, error] = [await text('fen'), await text('move'), await text('error')];
    if (error) problems.push(`the app caught: ${error}`);
    if (fen !== referenceFen) problems.push(`FEN ${JSON.stringify(fen)}, expected ${referenceFen}`);
    if (move !== referenceMove) problems.push(`move ${move}, expected ${referenceMove}`);
  } catch (error) {
    problems.push(String(error.message ?? error).split('\n')[0]);
  } finally {
    await tab.close();
    server?.close();
  }
  const loaded = requests.join(' ');
  if (problems.length === 0) {
    console.log(`ok    ${name}: played e4 (loaded ${loaded})`);
  } else {
    console.log(`FAIL  ${name} (loaded ${loaded}):\n${problems.map((p) => `        ${p}`).join('\n')}`);
  }
  return problems.length === 0;
}

const apps = process.argv.slice(2).map((argument) => {
  const at = argument.indexOf('=');
  const [name, rest] = [argument.slice(0, at), argument.slice(at + 1)];
  const [root, page = '/index.html'] = rest.split(',');
  return { name, root, page };
});
const userDataDir = await mkdtemp(path.join(tmpdir(), 'chess-tables-bundlers-chromium-'));
let failed = 0;
try {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: BROWSER,
    headless: true,
    args: BROWSER_ARGS,
  });
  try {
    for (const { name, root, page } of apps) {
      if (!(await check(context, name, root, page))) failed++;
    }
  } finally {
    await context.close();
  }
} finally {
  await rm(userDataDir, { recursive: true, force: true });
}
console.log(`browser: ${apps.length - failed} of ${apps.length} apps played the move`);
process.exitCode = failed ? 1 : 0;
