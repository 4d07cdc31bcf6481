// chess-tables against chess.js and chessops in one Node run: perft (start position d5, Kiwipete
// d4) and a game loop (random games asking each position's legal moves in SAN and its FEN).
// Every implementation runs the same work; the table gives medians and our speed-up over each.
// Then games dropped against games freed: 100,000 games of 20 moves made in a synchronous loop,
// left to the garbage collector or given free() (a no-op kept for code written for 0.1), the
// time of each and the growth of the process's resident memory.
//
// usage: node wasm/bench/compare.mjs [rounds] [perft|games|memory]
//        (after `bash wasm/build` and `npm ci` in wasm/); default 3 rounds, every part. The perft
//        counts and the number of positions the games pass through must agree, or it fails.

import { Chess } from 'chess.js';
import { parseFen } from 'chessops/fen';
import { Chess as OpsChess } from 'chessops/chess';
import { perft as opsPerft } from 'chessops/debug';
import { Game, perft, tableVariant } from '../pkg/node.js';

const rounds = Number(process.argv[2] ?? 3);
const only = process.argv[3];
if (only !== undefined && !['perft', 'games', 'memory'].includes(only)) {
  console.error(`compare.mjs: the part is perft, games or memory, not ${only}`);
  process.exit(2);
}
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`compare.mjs: rounds must be a whole number from 1, not ${process.argv[2]}`);
  process.exit(2);
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const GAMES = 1000;
const MAX_PLIES = 200;

/** The median of `rounds` timings of `run`, in milliseconds, and its last result. */
function time(run) {
  const times = [];
  let result;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    result = run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], result };
}

/** A small xorshift generator, so that every implementation plays the same games. */
function random(seed) {
  let state = BigInt(seed) || 1n;
  return () => {
    state ^= (state << 13n) & 0xffffffffffffffffn;
    state ^= state >> 7n;
    state ^= (state << 17n) & 0xffffffffffffffffn;
    return Number(state % 1000003n);
  };
}

/**
 * Plays GAMES random games: at each position the legal moves in SAN (sorted, so that each
 * implementation picks the same move) and the FEN, until the game ends or MAX_PLIES. Returns the
 * number of positions seen, which must agree across implementations.
 */
function gameLoop(newGame, legalSans, fen, play, over) {
  const next = random(2026);
  let positions = 0;
  for (let g = 0; g < GAMES; g++) {
    const game = newGame();
    for (let ply = 0; ply < MAX_PLIES; ply++) {
      const sans = legalSans(game);
      fen(game);
      positions++;
      if (sans.length === 0 || over(game)) break;
      sans.sort();
      play(game, sans[next() % sans.length]);
    }
    game.free?.();
  }
  return positions;
}

const ours = {
  perft: (fen, depth) => perft(fen, depth),
  games: () =>
    gameLoop(
      () => new Game(),
      (game) => game.moves(),
      (game) => game.fen(),
      (game, san) => game.move(san),
      (game) => game.outcome() !== null,
    ),
};
const chessjs = {
  perft: (fen, depth) => new Chess(fen).perft(depth),
  games: () =>
    gameLoop(
      () => new Chess(),
      (game) => game.moves(),
      (game) => game.fen(),
      (game, san) => game.move(san),
      (game) => game.isGameOver(),
    ),
};
const chessops = {
  perft: (fen, depth) => opsPerft(OpsChess.fromSetup(parseFen(fen).unwrap()).unwrap(), depth),
};

const rows = [];
/**
 * Times `part` (`perft` or `games`) with `args` in every implementation that has it, after one
 * untimed run of `warmUp` (so that the engine's optimising tiers have compiled the hot code).
 */
function compare(name, part, args, warmUp = args) {
  const implementations = [['chess-tables', ours], ['chess.js', chessjs], ['chessops', chessops]]
    .filter(([, implementation]) => part in implementation);
  if (warmUp !== null) {
    for (const [, implementation] of implementations) implementation[part](...warmUp);
  }
  const results = implementations.map(([label, implementation]) => [
    label,
    time(() => implementation[part](...args)),
  ]);
  const counts = new Set(results.map(([, { result }]) => result));
  if (counts.size !== 1) {
    const found = results.map(([label, { result }]) => `${label} ${result}`).join(', ');
    throw new Error(`${name}: the implementations disagree: ${found}`);
  }
  const ourMs = results[0][1].ms;
  for (const [label, { ms }] of results) {
    const faster = label === 'chess-tables' ? '' : `${(ms / ourMs).toFixed(1)}×`;
    rows.push({ work: name, implementation: label, 'median ms': ms.toFixed(1), 'ours faster': faster });
  }
}

console.log(`chess-tables (${tableVariant} tables), chess.js, chessops; Node ${process.version}; median of ${rounds}`);
if (only === undefined || only === 'perft') {
  compare('perft start d5', 'perft', [START, 5]);
  compare('perft Kiwipete d4', 'perft', [KIWIPETE, 4]);
}
// The game loop warms up in its own first round: a second loop of chess.js would cost a minute.
if (only === undefined || only === 'games') compare(`${GAMES} random games, SAN + FEN`, 'games', [], null);
if (rows.length > 0) console.table(rows);

/** 100,000 games of the same 20 moves in a synchronous loop, each freed or not: ms and RSS growth. */
function dropOrFree(free, count = 100_000) {
  const moves = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7'];
  const rss = process.memoryUsage().rss;
  const start = performance.now();
  let plies = 0;
  for (let i = 0; i < count; i++) {
    const game = new Game();
    for (const move of [...moves, 'Re1', 'b5', 'Bb3', 'd6', 'c3', 'O-O', 'h3', 'Nb8', 'd4', 'Nbd7']) game.move(move);
    plies += game.history().length;
    if (free) game.free();
  }
  if (plies !== 20 * count) throw new Error(`memory: ${plies} plies played, not ${20 * count}`);
  return { ms: performance.now() - start, grown: process.memoryUsage().rss - rss };
}
if (only === undefined || only === 'memory') {
  dropOrFree(false, 10_000); // warm-up
  const memory = [];
  for (let round = 0; round < rounds; round++) {
    for (const free of [false, true]) memory.push({ free, ...dropOrFree(free) });
  }
  const median = (free, key) => {
    const values = memory.filter((run) => run.free === free).map((run) => run[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  console.table([false, true].map((free) => ({
    '100,000 games of 20 moves': free ? 'free() each' : 'dropped',
    'median ms': median(free, 'ms').toFixed(0),
    'RSS growth MB': (median(free, 'grown') / 1e6).toFixed(1),
  })));
}
