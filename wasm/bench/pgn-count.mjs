// The module's PGN reading in V8, to be counted rather than timed: the lichess games the
// repository's PGN tests read, given to the module's `pgn_read` ROUNDS times (the text encoded
// into the module and the records decoded out, as readPgn does a batch). Run under callgrind
// with V8's optimising compiler alone and no helper threads, the count barely moves from run to
// run (±0.3 %), where timings on a shared machine move by ±15 %; the difference of two counts
// (41 rounds and 1) is the cost of 40 rounds, Node's start-up taken out:
//
//   valgrind --tool=callgrind node --no-liftoff --single-threaded wasm/bench/pgn-count.mjs 41
//   valgrind --tool=callgrind node --no-liftoff --single-threaded wasm/bench/pgn-count.mjs 1
//
// usage: node wasm/bench/pgn-count.mjs [rounds] [package directory]    (default: 1, wasm/pkg,
//        after `bash wasm/build`)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const rounds = Number(process.argv[2] ?? 1);
if (!Number.isInteger(rounds) || rounds < 0) {
  console.error(`pgn-count.mjs: the rounds are a whole number, not ${process.argv[2]}`);
  process.exit(2);
}
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const pkg = resolve(process.argv[3] ?? here('../pkg'));
// The package's own entry loads the module (in Node, its CommonJS files, which the ES module
// entry re-exports: one instance); its internal `call` runs one operation.
const require = createRequire(pathToFileURL(`${pkg}/`));
require('./node.cjs');
const { call } = require('./lib/raw.cjs');
const pgn = readFileSync(here('../../chess-core/tests/data/pgn/lichess-db-100k.pgn'), 'utf8');
const input = `1\t1\t${Number.MAX_SAFE_INTEGER}\n${pgn}`;
let bytes = 0;
for (let round = 0; round < rounds; round++) bytes += call('pgn_read', input).length;
console.log(`${rounds} rounds, ${bytes} characters of records`);
