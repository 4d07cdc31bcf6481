// Reading a PGN database, every SAN checked, in one Node run: chess-tables's readPgn against
// chessops (its streaming PgnParser, each main-line move played with parseSan and play) and
// chess.js (loadPgn, one game at a time). The database is real games (the lichess games the
// repository's PGN tests read: rated blitz and bullet with clock comments) repeated to at least
// 20 MB. The number of plies read must agree, or it fails. Our reading is also timed alone (the
// game states pgn.js makes, before api.js makes a Game of each), to show where the time goes.
// chess.js reads a few dozen games a second, so it reads the first CHESSJS_GAMES games only, and
// rates are per game.
//
// Ours and chessops are timed in turn over several rounds (the machine's load changes between
// runs, and hits both alike within a round): the table gives each one's median time and the
// median of the rounds' ratios.
//
// usage: node wasm/bench/pgn.mjs [megabytes] [rounds]    (after `bash wasm/build` and `npm ci`
//        in wasm/; default 20 MB, 5 rounds)
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { PgnParser } from 'chessops/pgn';
import { readPgn } from '../pkg/node.js';
import { readWithChessops, readWithPackage } from './readers.mjs';
// The reading alone, without making a Game of each state: where the time of readPgn goes.
import { readGames } from '../pkg/lib/pgn.js';

const megabytes = Number(process.argv[2] ?? 20);
if (!(megabytes > 0)) {
  console.error(`pgn.mjs: the size is a number of megabytes, not ${process.argv[2]}`);
  process.exit(2);
}
const CHESSJS_GAMES = 300;
const rounds = Number(process.argv[3] ?? 5);
if (!(Number.isInteger(rounds) && rounds > 0)) {
  console.error(`pgn.mjs: the rounds are a whole number, not ${process.argv[3]}`);
  process.exit(2);
}

const source = readFileSync(new URL('../../chess-core/tests/data/pgn/lichess-db-100k.pgn', import.meta.url), 'utf8');
const unit = `${source.trim()}\n\n`;
const text = unit.repeat(Math.ceil((megabytes * 1e6) / unit.length));
const bytes = Buffer.byteLength(text);

function time(run) {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, ...result };
}

const ours = () => readWithPackage(text);

function oursStates() {
  let games = 0;
  let plies = 0;
  for (const state of readGames(text)) {
    games++;
    plies += state.plies;
  }
  return { games, plies };
}

const chessops = () => readWithChessops(text);

// chess.js reads one game a call: the games cut apart beforehand, untimed.
const firstGames = unit.split(/\n\n(?=\[Event )/).slice(0, CHESSJS_GAMES);
while (firstGames.length < CHESSJS_GAMES) firstGames.push(...firstGames.slice(0, CHESSJS_GAMES - firstGames.length));
function chessjs() {
  let plies = 0;
  for (const pgn of firstGames) {
    const chess = new Chess();
    chess.loadPgn(pgn);
    plies += chess.history().length;
  }
  return { games: firstGames.length, plies };
}
function oursOnSubset() {
  let plies = 0;
  for (const game of readPgn(firstGames.join('\n\n'))) plies += game.history().length;
  return { plies };
}

console.log(`PGN database: ${(bytes / 1e6).toFixed(1)} MB of lichess games; Node ${process.version}`);
// One warm-up of each on a slice, so that the engine's optimising tiers have compiled the code.
const slice = text.slice(0, 2e6);
for (const game of readPgn(slice.slice(0, slice.lastIndexOf('\n\n[Event ')))) void game;
new PgnParser(() => {}).parse(slice.slice(0, 1e6));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rate = (run) => (run.games / run.ms) * 1000;
const oursRuns = [];
const statesRuns = [];
const opsRuns = [];
for (let round = 0; round < rounds; round++) {
  const [oursRun, statesRun, opsRun] = [time(ours), time(oursStates), time(chessops)];
  if (oursRun.plies !== opsRun.plies || oursRun.games !== opsRun.games || statesRun.plies !== opsRun.plies) {
    throw new Error(`ours read ${oursRun.games} games, ${oursRun.plies} plies; chessops ${opsRun.games}, ${opsRun.plies}`);
  }
  oursRuns.push(oursRun);
  statesRuns.push(statesRun);
  opsRuns.push(opsRun);
  console.log(`round ${round + 1}: readPgn ${oursRun.ms.toFixed(0)} ms, reading alone ${statesRun.ms.toFixed(0)} ms, chessops ${opsRun.ms.toFixed(0)} ms: ${(opsRun.ms / oursRun.ms).toFixed(2)}× (${(opsRun.ms / statesRun.ms).toFixed(2)}×)`);
}
const jsRun = time(chessjs);
if (time(oursOnSubset).plies !== jsRun.plies) throw new Error('chess.js read other plies than ours on its games');
/** The median run of `runs` (by time), and the median of ours' rate over its rate in each round. */
const summary = (runs) => ({ ...runs[0], ms: median(runs.map((run) => run.ms)) });
const oursRun = summary(oursRuns);
const statesRun = summary(statesRuns);
const faster = (mine, runs) => median(runs.map((run, round) => rate(mine[round]) / rate(run)));
const rows = [];
for (const [label, run, theirs] of [
  ['chess-tables readPgn', oursRun, null],
  ['  its reading alone (no Game made)', statesRun, null],
  ['chessops parsePgn + play', summary(opsRuns), opsRuns],
  ['chess.js loadPgn', jsRun, null],
]) {
  const chessjs = run === jsRun;
  rows.push({
    implementation: label,
    games: run.games,
    plies: run.plies,
    ms: run.ms.toFixed(0),
    'games/s': rate(run).toFixed(0),
    'ours faster': theirs ? `${faster(oursRuns, theirs).toFixed(1)}×` : chessjs ? `${(rate(oursRun) / rate(run)).toFixed(0)}×` : '',
    'reading alone faster': theirs ? `${faster(statesRuns, theirs).toFixed(1)}×` : chessjs ? `${(rate(statesRun) / rate(run)).toFixed(0)}×` : '',
  });
}
console.table(rows);
console.log(`${rounds} rounds: median times; against chessops the median of the rounds' ratios, against chess.js (one run) the median rate's`);
console.log(`chess.js read the first ${CHESSJS_GAMES} games only (the rates are per game); ours ${(bytes / 1e6 / (oursRun.ms / 1000)).toFixed(1)} MB/s`);
