// The package's types as a TypeScript author meets them: both entries, by package name, in a
// strict project (wasm/check runs `tsc -p test/tsconfig.json` over it; nothing runs it).
import { Game, perft, perftDivide, MAX_PERFT_DEPTH, OUTCOMES, tableVariant } from 'chess-tables';
import type { Color, Move, Outcome, OutcomeKind, Piece, Variant } from 'chess-tables';
import * as inspect from 'chess-tables/inspect';
import type { LineLookup, Table } from 'chess-tables/inspect';

/** Takes the values below so that none is unused. */
declare function use(...values: unknown[]): void;

const variant: Variant = 'chess960';
const game = new Game(undefined, { variant: 'auto' });
const other = new Game('8/8/4k3/8/8/3K4/8/8 w - - 0 1', { variant });
const moves: Move[] = game.moves();
const first: Move | undefined = moves[0];
if (first) {
  const san: string = first.san;
  const piece: Piece = first.piece;
  const captured: Piece | null = first.captured;
  const color: Color = first.color;
  const flags: boolean[] = [first.check, first.checkmate, first.castling, first.enPassant];
  use(san, piece, captured, color, flags, first.uci, first.from, first.to, first.promotion);
}
const played: Move = game.play('e4');
const undone: Move | null = game.undo();
const outcome: Outcome | null = game.outcome();
const kind: OutcomeKind | undefined = outcome?.kind;
const winner: Color | null | undefined = outcome?.winner;
const hash: bigint = game.hash();
const see: number = game.see('e4');
const history: string[] = game.history();
const square: string | undefined = game.pieces()[0]?.square;
const texts: string[] = [game.fen(), game.startFen(), game.pgn(), game.turn(), game.variant()];
const check: boolean = game.isCheck();
const count: number = perft(game.fen(), 2, { variant: 'standard' }) + MAX_PERFT_DEPTH;
const divided: number[] = perftDivide(game.fen(), 2).map((entry) => entry.nodes);
const kinds: readonly OutcomeKind[] = OUTCOMES;
const tables: 'full' | 'compact' | 'byte' = tableVariant;
use(played, undone, kind, winner, hash, see, history, square, texts, check, count);
use(divided, kinds, tables);
other.free();
game.free();

// The inspect entry: everything the main entry has, and the look-ups.
const again = new inspect.Game();
again.free();
const attacked: bigint = inspect.attacks(inspect.PIECES[0]?.name ?? 'rook', 'e4', 0x24n << 24n);
const byNumber: bigint = inspect.attacks('knight', 28);
const lines: readonly string[] = inspect.PIECES.flatMap((piece) => piece.lines);
const lookup: LineLookup = inspect.lineLookup(inspect.LINES[0] ?? 'rank', 28, 0n);
const plane: bigint = lookup.plane;
const squares: number[] = inspect.planeSquares('file');
const catalogue: Table[] = inspect.tables();
const sizes: number[] = catalogue.flatMap((table) => table.axes.map((axis) => axis.size));
const entry: { value: bigint; text: string } = inspect.tableEntry('KNIGHT_ATTACKS', 28);
const inspectVariant: 'full' | 'compact' | 'byte' = inspect.tableVariant;
use(attacked, byNumber, lines, plane, squares, sizes, entry, inspectVariant);
use(inspect.perft(inspect.MAX_PERFT_DEPTH > 0 ? 'x' : 'y', 1), inspect.OUTCOMES);

// Mistakes the types catch.
// @ts-expect-error: the variant is one of three names
new Game(undefined, { variant: 'crazyhouse' });
// @ts-expect-error: occupancy is a bigint
inspect.attacks('rook', 'e4', 5);
// @ts-expect-error: a move's piece is a name, not a letter
const letter: 'p' = first!.piece;
use(letter);
