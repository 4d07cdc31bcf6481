// Reading a PGN database in V8, counted rather than timed, for the package and for chessops
// alike: the lichess games the repository's PGN tests read, ROUNDS times, as wasm/bench/pgn.mjs
// reads them (ours: readPgn and each game's history; chessops: its PgnParser, each main-line
// move played with parseSan and play). Under callgrind with no helper threads the counts barely
// move from run to run; the difference of two counts (41 rounds and 1) is the cost of 40
// rounds, Node's start-up taken out, and its ratio between the two readers is the speed ratio
// that pgn.mjs times, without the machine's noise:
//
//   valgrind --tool=callgrind node --no-liftoff --single-threaded wasm/bench/pgn-count-whole.mjs ours 41
//   valgrind --tool=callgrind node --no-liftoff --single-threaded wasm/bench/pgn-count-whole.mjs ours 1
//   (the same with chessops)
//
// usage: node wasm/bench/pgn-count-whole.mjs ours|chessops [rounds]   (after `bash wasm/build`
//        and `npm ci` in wasm/; default 1 round)
import { readFileSync } from 'node:fs';
import { readWithChessops, readWithPackage } from './readers.mjs';

const [reader, roundsText = '1'] = process.argv.slice(2);
const rounds = Number(roundsText);
if (!['ours', 'chessops'].includes(reader) || !Number.isInteger(rounds) || rounds < 0) {
  console.error('usage: node wasm/bench/pgn-count-whole.mjs ours|chessops [rounds]');
  process.exit(2);
}
const pgn = readFileSync(new URL('../../chess-core/tests/data/pgn/lichess-db-100k.pgn', import.meta.url), 'utf8');

let plies = 0;
const read = reader === 'ours' ? readWithPackage : readWithChessops;
for (let round = 0; round < rounds; round++) plies += read(pgn).plies;
console.log(`${reader}: ${rounds} rounds, ${plies} plies`);
