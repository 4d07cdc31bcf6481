// Startup in headless Chromium: a cold page load (no cache) to the first legal move played, an app
// of chess-tables (the package built into wasm/pkg, its browser entry: `new Chess()`, `moves()`,
// `move()` at once, as a chess.js program is written) against the same app of chess.js, each bundled by esbuild
// and served gzipped from 127.0.0.1; the CPU slowed 4× (DevTools' throttling), on an unthrottled
// network and on DevTools' Fast 3G. Alternating page loads, the median of each.
//   node wasm/bench/browser-startup.mjs [runs] [package-dir…]   (default 9 of each; needs
//   /usr/bin/chromium, or CHROMIUM_BIN, and `npm ci` in wasm/); each package-dir, a build of
//   another commit (`bash wasm/build byte DIR`), is timed beside them in the same run;
//   DEBUG_STARTUP=1 prints each load's timeline (the bundle's arrival, the API ready, the move played)
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { chromium } from 'playwright-core';

const runs = Number(process.argv[2] ?? 9);
const pkg = fileURLToPath(new URL('../pkg/index.js', import.meta.url));
const others = process.argv.slice(3).map((dir) => path.resolve(dir, 'index.js'));
const work = mkdtempSync(path.join(tmpdir(), 'browser-startup-'));

/** An app that plays the first legal move and notes when, bundled as the page's one module. */
function app(name, source) {
  const file = path.join(work, `${name}.js`);
  buildSync({
    stdin: { contents: source, resolveDir: fileURLToPath(new URL('..', import.meta.url)), loader: 'js' },
    bundle: true, minify: true, format: 'esm', outfile: file, logLevel: 'error',
  });
  return gzipSync(readFileSync(file), { level: 9 });
}
const PLAY = 'window.ready1 = performance.now(); const game = new Chess(); game.move(game.moves()[0]); window.firstMove = performance.now();';
const apps = {
  'chess-tables': app('ours', `import { Chess } from ${JSON.stringify(pkg)}; ${PLAY}`),
  'chess.js': app('theirs', `import { Chess } from 'chess.js'; ${PLAY}`),
};
// Another build may be one that needed `await init()`.
others.forEach((entry, i) => {
  apps[`chess-tables:${path.basename(path.dirname(entry))}`] = app(`other${i}`, `import { init, Chess } from ${JSON.stringify(entry)}; await init(); ${PLAY}`);
});
const page = (name) => `<!doctype html><meta charset="utf-8"><script type="module" src="/${name}.js"></script>`;

const server = http.createServer((request, response) => {
  const name = decodeURIComponent(request.url.slice(1)).replace(/\.(js|html)$/, '');
  if (!(name in apps)) return response.writeHead(404).end();
  if (request.url.endsWith('.html')) return response.writeHead(200, { 'content-type': 'text/html' }).end(page(name));
  response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'no-store' });
  response.end(apps[name]);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

// DevTools' Fast 3G: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up.
const NETWORKS = {
  unthrottled: null,
  'Fast 3G': { offline: false, latency: 562.5, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
};

/** One cold load of `name`'s page: milliseconds from navigation to the first move. */
async function load(name, network) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network !== null) await cdp.send('Network.emulateNetworkConditions', network);
  await tab.goto(`${origin}/${name}.html`);
  const time = await tab.waitForFunction(() => window.firstMove, null, { timeout: 120000 }).then((handle) => handle.jsonValue());
  if (process.env.DEBUG_STARTUP) console.log(name, await tab.evaluate(() => JSON.stringify({ start: performance.getEntriesByType('resource').map((e) => [e.name.slice(-12), Math.round(e.responseEnd)]), ready: window.ready1, move: window.firstMove })));
  await context.close();
  return time;
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  console.log(`headless Chromium, CPU 4x slower, cold load to the first legal move, median of ${runs} alternating loads:`);
  const sizes = Object.entries(apps).map(([name, gz]) => `${name} ${gz.length} B`).join(', ');
  console.log(`  served gzipped (-9), one bundle each (a package's module inlined): ${sizes}`);
  for (const [label, network] of Object.entries(NETWORKS)) {
    const times = Object.fromEntries(Object.keys(apps).map((name) => [name, []]));
    for (let i = 0; i < runs; i++) for (const name of Object.keys(times)) times[name].push(await load(name, network));
    const theirs = median(times['chess.js']);
    const line = Object.keys(apps).filter((name) => name !== 'chess.js').map((name) => {
      const ours = median(times[name]);
      return `${name} ${ours.toFixed(0)} ms (chess.js / it: ${(theirs / ours).toFixed(2)}x)`;
    });
    console.log(`  ${label}: chess.js ${theirs.toFixed(0)} ms, ${line.join(', ')}`);
  }
} finally {
  await browser.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
