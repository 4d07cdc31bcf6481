// The two ways the PGN benchmarks read a database, every SAN checked, shared so that the timed
// run (pgn.mjs) and the counted one (pgn-count-whole.mjs) read it alike: the package's readPgn
// with each game's history, and chessops's streaming PgnParser with each main-line move played
// by parseSan and play. Each returns the games and plies it read.
import { PgnParser, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { readPgn } from '../pkg/node.js';

export function readWithPackage(text) {
  let games = 0;
  let plies = 0;
  for (const game of readPgn(text, { onError: (error) => { throw error; } })) {
    games++;
    plies += game.history().length;
  }
  return { games, plies };
}

export function readWithChessops(text) {
  let games = 0;
  let plies = 0;
  const parser = new PgnParser((game, error) => {
    if (error) throw error;
    const pos = startingPosition(game.headers).unwrap();
    for (const node of game.moves.mainline()) {
      const move = parseSan(pos, node.san);
      if (move === undefined) throw new Error(`chessops: illegal ${node.san}`);
      pos.play(move);
      plies++;
    }
    games++;
  });
  parser.parse(text);
  return { games, plies };
}
