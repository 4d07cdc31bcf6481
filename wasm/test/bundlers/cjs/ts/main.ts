// A CommonJS TypeScript program: tsc compiles the import to `require`, Node runs the result.
import { Game } from 'chess-tables';
import type { Move, Square } from 'chess-tables';

const game = new Game();
const move: Move = game.move('e4');
const to: Square = move.to;
const board = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b ';
if (move.san !== 'e4' || to !== 'e4' || !game.fen().startsWith(board)) {
  throw new Error(`1. e4 played ${JSON.stringify(move)} into ${game.fen()}`);
}
console.log(`ok    CommonJS TypeScript: ${move.san} played into ${game.fen()}`);
