// The package's types as a TypeScript author meets them: both entries, by package name, in a
// strict project (wasm/check runs `tsc -p test/tsconfig.json` over it; nothing runs it).
import { Chess, Game, Move, perft, perftDivide, readPgn, validateFen, init, ready } from 'chess-tables';
import { MAX_PERFT_DEPTH, OUTCOMES, SQUARES, DEFAULT_POSITION, tableVariant } from 'chess-tables';
import type { Color, GameJSON, Outcome, OutcomeKind, Piece, PgnError, PgnReadOptions, PieceSymbol, Square, Variant } from 'chess-tables';
import * as inspect from 'chess-tables/inspect';
import type { LineLookup, Table } from 'chess-tables/inspect';

/** Takes the values below so that none is unused. */
declare function use(...values: unknown[]): void;

async function main(): Promise<void> {
  await init();
  await ready;
  const variant: Variant = 'chess960';
  const game = new Game(undefined, { variant: 'auto' });
  const other: Chess = new Chess('8/8/4k3/8/8/3K4/8/8 w - - 0 1', { variant });
  const sans: string[] = game.moves();
  const fromE2: string[] = game.moves({ square: 'e2' });
  const moves: Move[] = game.moves({ verbose: true, piece: 'n' });
  const first: Move | undefined = moves[0];
  if (first) {
    const piece: PieceSymbol = first.piece;
    const captured: PieceSymbol | undefined = first.captured;
    const color: Color = first.color;
    const from: Square = first.from;
    const flags: boolean[] = [first.isCapture(), first.isPromotion(), first.isEnPassant(), first.isBigPawn()];
    const castles: boolean = first.isKingsideCastle() || first.isQueensideCastle();
    use(piece, captured, color, from, flags, castles, first.san, first.lan, first.uci, first.before, first.after, first.flags);
  }
  const played: Move = game.move('e4');
  const object: Move = game.move({ from: 'e7', to: 'e5' });
  const again: Move = game.play('Nf3');
  const undone: Move | null = game.undo();
  const outcome: Outcome | null = game.outcome();
  if (outcome?.kind === 'checkmate') {
    const winner: Color = outcome.winner; // narrowed: never null after a mate
    use(winner);
  } else if (outcome) {
    const none: null = outcome.winner;
    use(none);
  }
  const kind: OutcomeKind | undefined = outcome?.kind;
  const hash: string = game.hash();
  const see: number = game.see('Nf3');
  const history: string[] = game.history();
  const verbose: Move[] = game.history({ verbose: true });
  const board = game.board();
  const cell = board[0]?.[0];
  const type: PieceSymbol | undefined = cell?.type;
  const got: Piece | undefined = game.get('e4');
  const put: boolean = game.put({ type: 'q', color: 'w' }, 'd4');
  const removed: Piece | undefined = game.remove('d4');
  const dests: Map<Square, Square[]> = game.dests();
  const attackers: Square[] = game.attackers('e5', 'w');
  const flags: boolean[] = [game.isCheck(), game.inCheck(), game.isCheckmate(), game.isStalemate(), game.isDraw(),
    game.isInsufficientMaterial(), game.isThreefoldRepetition(), game.isDrawByFiftyMoves(), game.isGameOver(),
    game.isAttacked('e5', 'b')];
  const texts: string[] = [game.fen(), game.fen({ forceEnpassantSquare: true }), game.startFen(), game.pgn(), game.turn(),
    game.variant(), game.ascii()];
  const granted: boolean = game.setCastlingRights('w', { k: false }) && game.setCastlingRights('b', {});
  const headers: Record<string, string> = game.setHeader('White', 'Morphy');
  game.setComment('a comment');
  const comment: string | undefined = game.getComment();
  const comments: { fen: string; comment: string }[] = game.getComments();
  const json: GameJSON = game.toJSON();
  const copy: Game = Game.fromJSON(json).clone();
  const count: number = perft(game.fen(), 2, { variant: 'standard' }) + MAX_PERFT_DEPTH + game.moveNumber();
  const divided: number[] = perftDivide(game.fen(), 2).map((entry) => entry.nodes);
  const kinds: readonly OutcomeKind[] = OUTCOMES;
  const tables: 'full' | 'compact' | 'byte' = tableVariant;
  const valid: boolean = validateFen(DEFAULT_POSITION).ok;
  const squares: readonly Square[] = SQUARES;
  for (const read of readPgn('1. e4 e5 *')) use(read.fen());
  const errors: PgnError[] = [];
  const options: PgnReadOptions = { variations: false, onError: (error) => errors.push(error) };
  for (const read of readPgn(new Uint8Array([42]), options)) use(read.pgn({ maxWidth: 0 }));
  use(errors.map((error) => `${error.game} ${error.ply} ${error.text} ${error.message}`));
  use(sans, fromE2, played, object, again, undone, kind, hash, see, history, verbose, type, got, put, removed);
  use(dests, attackers, flags, texts, granted, headers, comment, comments, copy, count, divided, kinds, tables, valid, squares);
  other.free();
  game.free();
}
use(main);

// The inspect entry: everything the main entry has, and the look-ups.
const inspected = new inspect.Game();
const attacked: bigint = inspect.attacks(inspect.PIECES[0]?.name ?? 'rook', 'e4', 0x24n << 24n);
const byNumber: bigint = inspect.attacks('knight', 28);
const lines: readonly string[] = inspect.PIECES.flatMap((piece) => piece.lines);
const lookup: LineLookup = inspect.lineLookup(inspect.LINES[0] ?? 'rank', 28, 0n);
const plane: bigint = lookup.plane;
const planeSquares: number[] = inspect.planeSquares('file');
const catalogue: Table[] = inspect.tables();
const sizes: number[] = catalogue.flatMap((table) => table.axes.map((axis) => axis.size));
const entry: { value: bigint; text: string } = inspect.tableEntry('KNIGHT_ATTACKS', 28);
const inspectVariant: 'full' | 'compact' | 'byte' = inspect.tableVariant;
use(inspected, attacked, byNumber, lines, plane, planeSquares, sizes, entry, inspectVariant);
use(inspect.perft(inspect.MAX_PERFT_DEPTH > 0 ? 'x' : 'y', 1), inspect.OUTCOMES);

// Mistakes the types catch.
// @ts-expect-error: the variant is one of three names
new Game(undefined, { variant: 'crazyhouse' });
// @ts-expect-error: occupancy is a bigint
inspect.attacks('rook', 'e4', 5);
// @ts-expect-error: a square is a file and a rank
new Game().get('e9');
// @ts-expect-error: colours are 'w' and 'b'
new Game().attackers('e4', 'white');
// @ts-expect-error: a draw has no winner
const drawn: Outcome = { kind: 'stalemate', winner: 'w' };
use(drawn);
