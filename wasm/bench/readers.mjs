// The two ways the PGN benchmarks read a database, every SAN checked, shared so that the timed
// run (pgn.mjs) and the counted one (pgn-count-whole.mjs) read it alike: the package's readPgn
// with each game's history, and chessops's streaming PgnParser with each main-line move played
// by parseSan and play. Each returns the games and plies it read, and how many games it refused
// (passed over: ours refuses a game with an illegal move; chessops's game stops at one).
import { PgnParser, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { readPgn } from '../pkg/node.js';

export function readWithPackage(text) {
  let games = 0;
  let plies = 0;
  let errors = 0;
  for (const game of readPgn(text, { onError: () => errors++ })) {
    games++;
    plies += game.history().length;
  }
  return { games, plies, errors };
}

export function readWithChessops(text) {
  let games = 0;
  let plies = 0;
  let errors = 0;
  const parser = new PgnParser((game, error) => {
    const start = error ? undefined : startingPosition(game.headers);
    if (start === undefined || start.isErr) {
      errors++;
      return;
    }
    const pos = start.value;
    for (const node of game.moves.mainline()) {
      const move = parseSan(pos, node.san);
      if (move === undefined) {
        errors++;
        break;
      }
      pos.play(move);
      plies++;
    }
    games++;
  });
  parser.parse(text);
  return { games, plies, errors };
}
