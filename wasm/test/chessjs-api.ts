// A program written against chess.js 1.x's types (its names, options and return types), with the
// import changed to chess-tables: `tsc -p test/tsconfig.json` (strict) compiles it with no error,
// and the same file with `from 'chess.js'` compiles against chess.js's own types, so the two
// declare the same surface for it.
import {
  BISHOP, BLACK, Chess, DEFAULT_POSITION, KING, KNIGHT, Move, PAWN, QUEEN, ROOK, SEVEN_TAG_ROSTER, SQUARES,
  WHITE, validateFen, xoroshiro128,
} from 'chess-tables';
import type { Color, Piece, PieceSymbol, Square } from 'chess-tables';

const chess = new Chess(DEFAULT_POSITION, { skipValidation: false });
chess.load('4k3/8/8/8/8/8/8/4K3 w - - 0 1', { skipValidation: true, preserveHeaders: true });
chess.reset();
chess.clear({ preserveHeaders: false });
chess.reset();
const pieces: PieceSymbol[] = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
const colors: Color[] = [WHITE, BLACK];
const squares: Square[] = SQUARES;
const roster: Record<string, string> = SEVEN_TAG_ROSTER;
const valid: { ok: boolean; error?: string } = validateFen(DEFAULT_POSITION);
const next: bigint = xoroshiro128(1n)();
const move: Move = chess.move('e4', { strict: true });
const fromObject: Move = chess.move({ from: 'e7', to: 'e5' });
const nothing: Move = chess.move(null);
const flags: string = move.flags + fromObject.lan + nothing.san;
const captured: PieceSymbol | undefined = move.captured;
const described: boolean = move.isCapture() || move.isPromotion() || move.isEnPassant() || move.isKingsideCastle() || move.isQueensideCastle() || move.isBigPawn();
const sans: string[] = chess.moves();
const verbose: Move[] = chess.moves({ verbose: true, square: 'g1' });
const ofPiece: string[] = chess.moves({ piece: 'n' });
const undone: Move | null = chess.undo();
const history: string[] = chess.history();
const verboseHistory: Move[] = chess.history({ verbose: true });
const fen: string = chess.fen({ forceEnpassantSquare: true });
const piece: Piece | undefined = chess.get('e1');
const put: boolean = chess.put({ type: 'q', color: 'w' }, 'd4');
const removed: Piece | undefined = chess.remove('d4');
const found: Square[] = chess.findPiece({ type: 'k', color: 'w' });
const attackers: Square[] = chess.attackers('e4', 'w');
const attacked: boolean = chess.isAttacked('e4', 'b');
const hash: string = chess.hash();
const states: boolean[] = [chess.isCheck(), chess.inCheck(), chess.isCheckmate(), chess.isStalemate(), chess.isInsufficientMaterial(), chess.isThreefoldRepetition(), chess.isDrawByFiftyMoves(), chess.isDraw(), chess.isGameOver()];
const pgn: string = chess.pgn({ newline: '\n', maxWidth: 72 });
chess.loadPgn(pgn, { strict: false, newlineChar: '\r?\n' });
const headers: Record<string, string> = chess.setHeader('White', 'Ann');
const headersAll: Record<string, string | null> = chess.header('Black', 'Bob');
const removedHeader: boolean = chess.removeHeader('White');
const tags: Record<string, string> = chess.getHeaders();
chess.setComment('a comment');
const comment: string = chess.getComment();
const removedComment: string = chess.removeComment() ?? chess.deleteComment();
const comments: { fen: string; comment: string }[] = chess.getComments().concat(chess.removeComments(), chess.deleteComments());
const ascii: string = chess.ascii();
const nodes: number = chess.perft(2);
const turned: boolean = chess.setTurn('b');
const turn: Color = chess.turn();
const board: ({ square: Square; type: PieceSymbol; color: Color } | null)[][] = chess.board();
const shade: 'light' | 'dark' | null = chess.squareColor('a1');
const rights: { k: boolean; q: boolean } = chess.getCastlingRights(WHITE);
const set: boolean = chess.setCastlingRights(BLACK, { [KING]: false, [QUEEN]: true });
const number: number = chess.moveNumber();

export const used = [pieces, colors, squares, roster, valid, next, flags, captured, described, sans, verbose, ofPiece, undone, history,
  verboseHistory, fen, piece, put, removed, found, attackers, attacked, hash, states, headers, headersAll, removedHeader, tags, comment,
  removedComment, comments, ascii, nodes, turned, turn, board, shade, rights, set, number];
