// The package's types as an ES module project reads them, and (copied to cjs.cts by
// types/matrix.mjs) as a CommonJS module of that project does. wasm/check-bundlers type-checks
// this under each TypeScript version and module resolution of types/matrix.mjs; nothing runs it.
import { init, Game, Chess } from 'chess-tables';
import type { Color, Move, Outcome, PieceSymbol, Square } from 'chess-tables';
import * as inspect from 'chess-tables/inspect';

export async function firstMove(): Promise<string> {
  await init();
  const game: Game = new Chess();
  const move: Move = game.move('e4');
  const from: Square = move.from;
  const piece: PieceSymbol = move.piece;
  const color: Color = move.color;
  // @ts-expect-error: squares are a template-literal type, not any string
  const offBoard: Square = 'e9';
  const outcome: Outcome | null = game.outcome();
  // The union narrows: a checkmate has a winner, a draw none.
  const winner: Color | undefined = outcome?.kind === 'checkmate' ? outcome.winner : undefined;
  const none: null | undefined = outcome && outcome.kind !== 'checkmate' ? outcome.winner : undefined;
  const dests: Map<Square, Square[]> = game.dests();
  const again = new inspect.Game();
  return [from, piece, color, offBoard, winner, none, dests.size, again.fen()].join(' ');
}
