// Drives web/index.html in headless Chromium and checks what it shows against the native
// `chess-tables` command: attack sets after clicking blockers on the board, legal move counts,
// perft, a refused FEN, games played by clicking (castling, promotions, a mate; a screenshot of
// the mate goes to target/web-played.png), that those clicks are calls on one chess-tables Game
// kept between moves, and a console free of errors.
//
// usage: node test/page.test.mjs   (from web/, after web/build wrote web/pkg; see web/check)
// env:   CHESS_TABLES_BIN  the native command (default ../target/release/chess-tables from web/)
//        CHROMIUM_BIN      the browser (default /usr/bin/chromium)
//        EXPECT_VARIANT    if set, the table variant the page must report (full, compact, byte)

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CLI = path.resolve(process.env.CHESS_TABLES_BIN ?? path.join(WEB, "../target/release/chess-tables"));
const BROWSER = process.env.CHROMIUM_BIN ?? "/usr/bin/chromium";
// The played position's picture, kept by CI as an artifact.
const SCREENSHOT = path.resolve(WEB, "../target/web-played.png");
const BROWSER_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// What the tester does on the board: a piece, its square (picked from the select, or by clicking
// the board in "places the piece" mode), then blockers clicked in order (a square clicked twice
// is toggled off again).
const ATTACK_CASES = [
  { piece: "rook", square: "e4", pick: "select", clicks: ["e6", "b4", "g4", "e2", "h7", "e7", "e6"] },
  { piece: "bishop", square: "d4", pick: "click", clicks: ["f6", "b2", "a7", "g1", "e5", "e5", "c5"] },
  { piece: "queen", square: "c3", pick: "select", clicks: ["c6", "a3", "e5", "e1", "h3", "b2", "c4"] },
  { piece: "queen", square: "h8", pick: "click", clicks: ["h1", "a1", "a8", "d4"] },
  { piece: "rook", square: "a1", pick: "select", clicks: [] },
  { piece: "knight", square: "g1", pick: "select", clicks: ["e2", "f3"] },
  { piece: "king", square: "e8", pick: "click", clicks: ["d8", "e7"] },
  { piece: "wpawn", square: "b2", pick: "select", clicks: ["a3"] },
  { piece: "bpawn", square: "h7", pick: "select", clicks: ["g6", "h6"] },
];

const FEN_CASES = [
  { name: "Kiwipete", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 3 },
  { name: "position 3", fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", depth: 3 },
  { name: "position 4", fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", depth: 2 },
];
const BAD_FEN = "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const failures = [];
function check(label, actual, expected) {
  if (actual === expected) {
    console.log(`ok    ${label}: ${actual}`);
  } else {
    failures.push(label);
    console.log(`FAIL  ${label}: the page shows ${actual}, expected ${expected}`);
  }
}

const squareIndex = (name) => "abcdefgh".indexOf(name[0]) + 8 * (Number(name[1]) - 1);
const hex64 = (b) => "0x" + b.toString(16).padStart(16, "0");

/** Runs the native command; returns its stdout, or its whole result when `allowFailure`. */
function native(args, input = "", allowFailure = false) {
  const result = spawnSync(CLI, args, { input, encoding: "utf8" });
  if (result.error) throw new Error(`cannot run ${CLI}: ${result.error.message}`);
  if (allowFailure) return result;
  if (result.status !== 0) {
    throw new Error(`${CLI} ${args.join(" ")} exited with ${result.status}: ${result.stderr.trim()}`);
  }
  return result.stdout;
}

function nativePerft(fen, depth) {
  const lines = native(["perft", String(depth), "--fen", fen]).trim().split("\n");
  const match = /^Nodes searched: (\d+)$/.exec(lines.at(-1));
  if (!match) throw new Error(`unexpected perft output: ${lines.at(-1)}`);
  return match[1];
}

/** A static server for web/ on 127.0.0.1, on a port the system picks. */
async function serve() {
  const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm" };
  const server = http.createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    const file = path.join(WEB, urlPath === "/" ? "index.html" : urlPath);
    if (!file.startsWith(WEB + path.sep) || !types[path.extname(file)]) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { "content-type": types[path.extname(file)] }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

async function testAttacks(page) {
  const board = (square) => page.locator(`#board [data-square="${square}"]`);
  const queries = [];
  for (const c of ATTACK_CASES) {
    await page.click("#clear-blockers");
    await page.locator("#piece").selectOption(c.piece); // the option's value is the package's name
    if (c.pick === "select") {
      await page.locator("#square").selectOption({ label: c.square });
    } else {
      await page.check('input[name="click-mode"][value="piece"]');
      await board(c.square).click();
      await page.check('input[name="click-mode"][value="blocker"]');
    }
    let expected = 0n;
    for (const square of c.clicks) {
      await board(square).click();
      expected ^= 1n << BigInt(squareIndex(square));
    }
    const label = `${c.piece} ${c.square} after clicking ${c.clicks.join(" ") || "nothing"}`;
    check(`${label}: square select`, await page.locator("#square option:checked").textContent(), c.square);
    const occupancy = await page.inputValue("#occupancy");
    check(`${label}: occupancy`, occupancy, hex64(expected));
    const attacks = await page.getAttribute("#attack-set", "data-bitboard");
    check(`${label}: attack set shown as text`, await page.textContent("#attack-set"), attacks);

    // The per-line look-ups the planes section shows add up to the attack set for a slider, and
    // the rank's state is the rank's byte of the occupancy.
    const lines = await page.$$eval("#planes .plane.used", (cards) =>
      cards.map((card) => ({ line: card.dataset.line, attacks: card.dataset.attacks })),
    );
    if (lines.length > 0) {
      const union = lines.reduce((all, line) => all | BigInt(line.attacks), 0n);
      check(`${label}: union of the ${lines.length} line look-ups`, hex64(union), attacks);
    }
    const rankState = await page.getAttribute('#planes .plane[data-line="rank"]', "data-state");
    const rank = Math.floor(squareIndex(c.square) / 8);
    check(`${label}: rank state`, rankState, String((expected >> BigInt(8 * rank)) & 0xffn));
    queries.push({ label, query: `${c.piece} ${c.square} ${occupancy}`, shown: attacks });
  }

  const answers = native(["attacks"], queries.map((q) => q.query + "\n").join("")).trim().split("\n");
  queries.forEach((q, i) => check(`${q.label}: attack set vs \`chess-tables attacks\``, q.shown, answers[i]));
}

async function testPositions(page) {
  for (const { name, fen, depth } of FEN_CASES) {
    await page.fill("#fen", fen);
    await page.click("#parse");
    check(`${name}: FEN error hidden`, await page.isHidden("#fen-error"), true);
    const count = await page.getAttribute("#move-count", "data-count");
    check(`${name}: legal moves vs \`chess-tables perft 1\``, count, nativePerft(fen, 1));
    const moves = (await page.textContent("#moves")).trim().split(/\s+/);
    check(`${name}: moves listed`, String(moves.length), count);
    check(`${name}: moves are UCI`, moves.every((m) => /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(m)), true);

    await page.selectOption("#perft-depth", String(depth));
    await page.click("#perft-run");
    await page.waitForSelector('#perft-results[data-state="done"]');
    for (let d = 1; d <= depth; d++) {
      const nodes = await page.getAttribute(`#perft-results tr[data-depth="${d}"] [data-nodes]`, "data-nodes");
      check(`${name}: perft(${d}) vs \`chess-tables perft ${d}\``, nodes, nativePerft(fen, d));
    }
  }

  await page.fill("#fen", BAD_FEN);
  await page.click("#parse");
  check("bad FEN: error shown", await page.isVisible("#fen-error"), true);
  const message = (await page.textContent("#fen-error")).trim();
  const refused = native(["perft", "1", "--fen", BAD_FEN], "", true);
  check("bad FEN: refused by `chess-tables` too", refused.status, 2);
  check(`bad FEN: the page's message "${message}" is the command's`, message !== "" && refused.stderr.includes(message), true);
  check("bad FEN: no move count", await page.getAttribute("#move-count", "data-count"), "");
}

// Games played on the board by clicks: the start FEN, the clicks (from, to, and the piece a
// promotion asks for), the SAN the page must list and the outcome it must report.
const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const GAMES = [
  {
    name: "a short game with castling",
    fen: START,
    clicks: [["e2", "e4"], ["e7", "e5"], ["g1", "f3"], ["b8", "c6"], ["f1", "c4"], ["g8", "f6"], ["e1", "g1"]],
    san: "e4 e5 Nf3 Nc6 Bc4 Nf6 O-O",
    outcome: "none",
  },
  {
    name: "promotions, to a queen and to a knight",
    fen: "4k3/1P4P1/8/8/8/8/8/4K3 w - - 0 1",
    clicks: [["b7", "b8", "queen"], ["e8", "d7"], ["g7", "g8", "knight"]],
    san: "b8=Q+ Kd7 g8=N",
    outcome: "none",
  },
  {
    name: "long castling in Kiwipete",
    fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    clicks: [["e1", "c1"], ["e8", "g8"]],
    san: "O-O-O O-O",
    outcome: "none",
  },
  {
    name: "scholar's mate",
    fen: START,
    clicks: [["e2", "e4"], ["e7", "e5"], ["f1", "c4"], ["b8", "c6"], ["d1", "h5"], ["g8", "f6"], ["h5", "f7"]],
    san: "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#",
    outcome: "checkmate",
  },
];

/** The `fen:` and `outcome:` lines `chess-tables show position` prints after the moves. */
function nativeGame(fen, san) {
  const text = native(["show", "position", fen, "--moves", san]);
  const line = (key) => text.split("\n").find((l) => l.startsWith(`${key}: `)).slice(key.length + 2);
  return { fen: line("fen"), outcome: line("outcome") };
}

const PIECE_NAMES = { k: "king", q: "queen", r: "rook", b: "bishop", n: "knight", p: "pawn" };

/** The squares of a FEN, rank 8 first, as the play board names its pieces ("white king", ""). */
function fenBoard(fen) {
  const rows = fen.split(" ")[0].replace(/\d/g, (n) => ".".repeat(Number(n))).split("/");
  const name = (letter) => {
    if (letter === ".") return "";
    const color = letter === letter.toUpperCase() ? "white" : "black";
    return `${color} ${PIECE_NAMES[letter.toLowerCase()]}`;
  };
  return [...rows.join("")].map(name).join(",");
}

/** Plays each game by clicking the board, and checks the page against `chess-tables`. */
async function testGames(page) {
  const square = (name) => page.locator(`#play-board [data-square="${name}"]`);
  for (const { name, fen, clicks, san, outcome } of GAMES) {
    await page.fill("#fen", fen);
    await page.click("#parse");
    check(`${name}: a new game`, await page.getAttribute("#san-list", "data-san"), "");
    // A click on an empty square, then on a square the piece cannot reach, plays nothing.
    await square("d5").click();
    await square(clicks[0][0]).click();
    await square("a5").click();
    check(`${name}: no move played by wrong clicks`, await page.getAttribute("#san-list", "data-san"), "");
    for (const [from, to, promotion] of clicks) {
      await square(from).click();
      await square(to).click();
      check(`${name}: ${from}${to} asks for a piece only if it promotes`, await page.isVisible("#promotion"), !!promotion);
      if (promotion) {
        await page.click(`#promotion [data-promotion="${promotion}"]`);
      }
    }
    check(`${name}: SAN list`, await page.getAttribute("#san-list", "data-san"), san);
    const expected = nativeGame(fen, san);
    check(`${name}: position vs \`chess-tables show position\``, await page.textContent("#game-fen"), expected.fen);
    check(`${name}: outcome`, await page.getAttribute("#game-status", "data-outcome"), outcome);
    check(`${name}: outcome vs \`chess-tables show position\``, outcome, expected.outcome);
    const pieces = await page.$$eval("#play-board .cell", (cells) => cells.map((c) => c.dataset.piece).join(","));
    check(`${name}: the board drawn`, pieces, fenBoard(expected.fen));
  }
  const status = await page.textContent("#game-status");
  check("the game's end is said", status, "Checkmate: white wins");
  const marked = await page.$eval('#play-board [data-square="e8"]', (cell) => cell.classList.contains("check"));
  check("the mated king is marked", marked, true);
  await page.locator("#fen-section").screenshot({ path: SCREENSHOT });
  console.log(`saved ${SCREENSHOT}`);

  // Taking back the mate leaves black to move.
  await page.click("#take-back");
  check("take back", await page.textContent("#game-status"), "White to move");
  await page.click("#restart");
  check("start again", await page.getAttribute("#san-list", "data-plies"), "0");
}

// A game whose clicks are checked as calls on the package's Game: a capture taken back and
// played again, then Start again. `takeBack` marks the moves after which Take back is clicked.
const API_GAME = {
  fen: START,
  clicks: [["e2", "e4"], ["d7", "d5"], ["e4", "d5", "takeBack"], ["e4", "d5"], ["g8", "f6"]],
};

/**
 * Plays API_GAME by clicking, with a log of the page's calls on Game.prototype (the page's
 * module is the one `import()` gives the test in the page): each move is one play(uci), each
 * take-back one undo(), all on the one Game that Parse made, none made again until Start again.
 */
async function testGameCalls(page) {
  const square = (name) => page.locator(`#play-board [data-square="${name}"]`);
  await page.fill("#fen", API_GAME.fen);
  await page.click("#parse");
  // Each Game the page calls is numbered in the order of its first call: 0 is Parse's.
  await page.evaluate(async () => {
    const { Game } = await import("/pkg/inspect.js");
    const numbers = new WeakMap();
    const number = (game) => {
      if (!numbers.has(game)) numbers.set(game, numbers.count = (numbers.count ?? -1) + 1);
      return numbers.get(game);
    };
    window.gameCalls = [];
    window.gameMethods = [];
    for (const name of Object.getOwnPropertyNames(Game.prototype)) {
      const original = Game.prototype[name];
      if (name === "constructor" || typeof original !== "function") continue;
      window.gameMethods.push([name, original]);
      Game.prototype[name] = function (...args) {
        window.gameCalls.push({ name, game: number(this), args: args.map(String) });
        return original.apply(this, args);
      };
    }
  });
  const played = [];
  for (const [from, to, takeBack] of API_GAME.clicks) {
    await square(from).click();
    await square(to).click();
    played.push(from + to);
    const last = await page.$$eval("#play-board .cell.last", (cells) => cells.map((c) => c.dataset.square));
    check(`Game calls: ${from}${to} marked as the last move`, last.sort().join(" "), [from, to].sort().join(" "));
    if (takeBack) {
      await page.click("#take-back");
      played.push("undo");
      const fen = nativeGame(API_GAME.fen, await page.getAttribute("#san-list", "data-san")).fen;
      check(`Game calls: ${from}${to} taken back`, await page.textContent("#game-fen"), fen);
    }
  }
  const san = await page.getAttribute("#san-list", "data-san");
  check("Game calls: SAN list", san, "e4 d5 exd5 Nf6");
  const fen = nativeGame(API_GAME.fen, san).fen;
  check("Game calls: position vs `chess-tables show position`", await page.textContent("#game-fen"), fen);
  await page.click("#restart");
  await square("d2").click();
  await square("d4").click();
  played.push("d2d4");
  const calls = await page.evaluate(async () => {
    const { Game } = await import("/pkg/inspect.js");
    for (const [name, original] of window.gameMethods) Game.prototype[name] = original;
    return window.gameCalls;
  });

  const moves = calls.filter((c) => c.name === "play" || c.name === "undo");
  const words = moves.map((c) => (c.name === "play" ? c.args[0] : "undo"));
  check("Game calls: one play(uci) a move, one undo() a take-back", words.join(" "), played.join(" "));
  const games = (list) => [...new Set(list.map((c) => c.game))].join(" ");
  const lastOfFirst = calls.findLastIndex((c) => c.game === 0);
  check("Game calls: every call until Start again on Parse's Game", games(calls.slice(0, lastOfFirst + 1)), "0");
  check("Game calls: Start again, then one new Game", games(calls.slice(lastOfFirst + 1)), "1");
  const drawn = ["moves", "board", "history", "outcome", "fen"].filter((name) => calls.some((c) => c.name === name && c.game === 1));
  check("Game calls: the board drawn from moves(), board(), history(), outcome(), fen()", drawn.length, 5);
}

// The command-line words for index 0 of each axis, so the page's entry at all-zero indices can be
// read again with `chess-tables show table`.
const ZERO_WORDS = {
  square: ["a1"], bit: ["0"], state: ["0"], inner: ["0"], position: ["0"], colour: ["white"],
  piece: ["white-pawn"], direction: ["north"], rights: ["0"], file: ["a"],
  difference: ["h8", "a1"], // to - from = -119, the table's first entry
};

/** Every table the page lists: its entry at index 0 equals the native tool's. */
async function testTables(page) {
  const names = await page.$$eval("#table option", (options) => options.map((o) => [o.value, o.textContent]));
  check("tables listed", names.length > 20, true);
  for (const [value, name] of names) {
    await page.selectOption("#table", value);
    const axes = await page.$$eval("#table-indices label", (labels) => labels.map((l) => l.textContent.trim()));
    const shown = await page.getAttribute("#table-entry", "data-entry");
    const words = axes.flatMap((axis) => ZERO_WORDS[axis]);
    const text = native(["show", "table", name.toLowerCase(), ...words]);
    const expected = text.includes(" = ") ? text.split(" = ")[1].split("\n")[0] : text.split("\n")[1];
    // The tool adds the names of 0x88 attacker kinds after the entry.
    check(`table ${name}[0…]: page vs \`chess-tables show table\``, expected.startsWith(shown), true);
  }
  const knight = names.find(([, name]) => name === "KNIGHT_ATTACKS");
  await page.selectOption("#table", knight[0]);
  const hasBoard = await page.$$eval("#table-board .board", (boards) => boards.length);
  check("a bitboard entry drawn as a board", hasBoard, 1);
}

async function main() {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`cargo build --release\` (or set CHESS_TABLES_BIN)`);
  if (!existsSync(path.join(WEB, "pkg/inspect.js"))) throw new Error("web/pkg is missing: run web/build");

  const server = await serve();
  const userDataDir = await mkdtemp(path.join(tmpdir(), "chess-inspector-chromium-"));
  let context;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: BROWSER,
      headless: true,
      args: BROWSER_ARGS,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(30_000);
    const problems = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught exception: ${error.message}`));
    page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });

    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForSelector("html[data-ready]");
    const ready = await page.getAttribute("html", "data-ready");
    if (ready !== "true") throw new Error(`the page did not load: ${await page.textContent("#load-error")}`);

    const variant = await page.getAttribute("#variant", "data-variant");
    check("table variant shown", ["full", "compact", "byte"].includes(variant), true);
    if (process.env.EXPECT_VARIANT) check("table variant", variant, process.env.EXPECT_VARIANT);

    await testAttacks(page);
    await testPositions(page);
    await testGames(page);
    await testGameCalls(page);
    await testTables(page);

    check("console errors, uncaught exceptions and failed requests", problems.join("; ") || "none", "none");
  } finally {
    await context?.close();
    server.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`FAIL  ${error.message}`);
  process.exit(1);
}
if (failures.length > 0) {
  console.error(`FAIL  ${failures.length} check(s) failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("all page checks passed");
