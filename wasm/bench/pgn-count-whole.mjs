// Reading a PGN database in V8, counted rather than timed, for the package and for chessops
// alike: a corpus read ROUNDS times, as wasm/bench/pgn.mjs reads it (ours: readPgn and each
// game's history; chessops: its PgnParser, each main-line move played with parseSan and play).
// Under callgrind with no helper threads the counts barely move from run to run; the difference
// of two counts (41 rounds and 1) is the cost of 40 rounds, Node's start-up taken out, and its
// ratio between the two readers is the speed ratio that pgn.mjs times, without the machine's
// noise:
//
//   valgrind --tool=callgrind node --no-liftoff --single-threaded wasm/bench/pgn-count-whole.mjs ours 41 twic
//   valgrind --tool=callgrind node --no-liftoff --single-threaded wasm/bench/pgn-count-whole.mjs ours 1 twic
//   (the same with chessops)
//
// The corpus is a name or PGN files (several are read as one database):
//   lichess  rated blitz and bullet games with a clock comment after every move, the file the
//            repository's PGN tests read (chess-core/tests/data/pgn/lichess-db-100k.pgn, which
//            is pgn-reader's lichess sample); the default
//   twic     The Week in Chess 1599, over-the-board games without comments: pgn-reader's sample
//            twic1599_100k.pgn, in Cargo's registry once the workspace's dev-dependencies are
//            fetched (`cargo fetch`)
//   pychess  pychess's lessons and puzzles (lichess studies and mates in 2 to 4: a few plies a
//            game, comments and variations), from Debian's package as `bash wasm/pgn-files DIR`
//            extracts it under target/debian-pgn
// A game either reader refuses (an illegal move: pychess's files have one or two) is counted
// and passed over; the line printed says how many games, plies and refusals a round has.
//
// usage: node wasm/bench/pgn-count-whole.mjs ours|chessops [rounds] [lichess|twic|pychess|FILE...]
//        (after `bash wasm/build` and `npm ci` in wasm/; default: 1 round of lichess)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWithChessops, readWithPackage } from './readers.mjs';

const [reader, roundsText = '1', ...corpus] = process.argv.slice(2);
const rounds = Number(roundsText);
if (!['ours', 'chessops'].includes(reader) || !Number.isInteger(rounds) || rounds < 0) {
  console.error('usage: node wasm/bench/pgn-count-whole.mjs ours|chessops [rounds] [lichess|twic|pychess|FILE...]');
  process.exit(2);
}
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The files in `dir` whose names `keep` accepts, or none if there is no such directory. */
function filesIn(dir, keep = () => true) {
  try {
    return readdirSync(dir).filter(keep).sort().map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/** The files of a corpus named, or the name itself (a file). */
function files(name) {
  if (name === 'lichess') return [join(root, 'chess-core/tests/data/pgn/lichess-db-100k.pgn')];
  if (name === 'twic') {
    const registry = join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'registry/src');
    const found = filesIn(registry).flatMap((index) => filesIn(index, (crate) => crate.startsWith('pgn-reader-0.29.')))
      .map((crate) => join(crate, 'benches/twic1599_100k.pgn')).filter(existsSync);
    if (found.length === 0) throw new Error(`no pgn-reader 0.29 in ${registry}: \`cargo fetch\` first`);
    return found.slice(-1);
  }
  if (name === 'pychess') {
    const learn = join(process.env.CARGO_TARGET_DIR ?? join(root, 'target'), 'debian-pgn/tree/usr/share/pychess/learn');
    const found = ['lessons', 'puzzles'].flatMap((dir) => filesIn(join(learn, dir), (file) => file.endsWith('.pgn')));
    if (found.length === 0) throw new Error(`no pychess files in ${learn}: \`bash wasm/pgn-files DIR\` first`);
    return found;
  }
  return [name];
}

const pgn = (corpus.length > 0 ? corpus : ['lichess']).flatMap(files)
  .map((file) => readFileSync(file, 'utf8')).join('\n\n');
const read = reader === 'ours' ? readWithPackage : readWithChessops;
let count = { games: 0, plies: 0, errors: 0 };
for (let round = 0; round < rounds; round++) count = read(pgn);
console.log(`${reader}: ${rounds} rounds of ${count.games} games, ${count.plies} plies, ${count.errors} refused`);
