// PGN in and out, over the module's PGN operations (wasm/src/pgn.rs). A game crosses between
// here and api.js's Game as a GameState: { start: fen, variant: 'standard'|'chess960',
// moves: [{ uci, san, comment?, nags?, variations? }], headers: { name: value }, comment?,
// result? }.
//
// A placeholder until the PGN operations land: pgn() writes the moves and the tags a reader needs
// to replay them; loadPgn() and readPgn() say they are not there yet.
import { call } from './raw.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** `state` in PGN. */
export function writePgn(state) {
  void call;
  const tags = [];
  if (state.variant === 'chess960') tags.push('[Variant "Chess960"]');
  if (state.start !== START) tags.push('[SetUp "1"]', `[FEN "${state.start}"]`);
  const [, side, , , , number] = state.start.split(' ');
  let fullmove = Number(number);
  let white = side === 'w';
  const words = [];
  state.moves.forEach((move, ply) => {
    if (white) words.push(`${fullmove}.`);
    else if (ply === 0) words.push(`${fullmove}...`);
    words.push(move.san);
    if (!white) fullmove++;
    white = !white;
  });
  words.push(state.result ?? '*');
  return tags.length ? `${tags.join('\n')}\n\n${words.join(' ')}` : words.join(' ');
}

/** The first game of `text` as a GameState. */
export function readGame() {
  throw new Error('loadPgn() is not in this build yet');
}

/** The games of `input` (text or a stream) as GameStates. */
export function readGames() {
  throw new Error('readPgn() is not in this build yet');
}
