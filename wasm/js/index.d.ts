// Types of chess-tables' main entry. Squares are names ('e4'), colours 'w' and 'b', pieces
// 'p' 'n' 'b' 'r' 'q' 'k', as chess.js has them. Written for TypeScript 4.7 and later.

type File = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
type Rank = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
/** A square's name: 'a1' … 'h8'. */
export type Square = `${File}${Rank}`;
/** 'w' for white, 'b' for black. */
export type Color = 'w' | 'b';
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
/** A piece on the board, as get(), put() and remove() take and give it. */
export interface Piece {
  type: PieceSymbol;
  color: Color;
}
/** The pieces a pawn may promote to. */
export type Promotion = 'n' | 'b' | 'r' | 'q';
/** How a FEN's castling rights are read: 'standard' (the default), 'chess960', or 'auto' (Chess960 when the rights say so). */
export type Variant = 'standard' | 'chess960' | 'auto';

/** A legal move, as chess.js 1.x gives it, with its UCI beside. */
export declare class Move {
  color: Color;
  from: Square;
  /** The king's destination when castling (the rook's square in Chess960, as in UCI). */
  to: Square;
  piece: PieceSymbol;
  /** The piece taken (a pawn for en passant); absent when none. */
  captured?: PieceSymbol;
  promotion?: Promotion;
  /**
   * chess.js's flags: 'n' a plain move, 'c' a capture, 'b' a pawn's two-square push, 'e' en
   * passant, 'p' a promotion, 'k' and 'q' castling on the king's and queen's side.
   */
  flags: string;
  /** Standard algebraic notation, with + or # when it checks or mates. */
  san: string;
  /** from, to and the promotion's letter: 'e7e8q'. */
  lan: string;
  /** UCI: 'e2e4', 'e7e8q'; castling 'e1g1', or king-takes-rook 'e1h1' in Chess960; '0000' for a null move. */
  readonly uci: string;
  /** The FEN before the move. */
  before: string;
  /** The FEN after it. */
  after: string;
  isCapture(): boolean;
  isPromotion(): boolean;
  isEnPassant(): boolean;
  isKingsideCastle(): boolean;
  isQueensideCastle(): boolean;
  isBigPawn(): boolean;
}

/**
 * A move to play: SAN ('Nf3', 'e8=Q'), UCI ('g1f3', 'e7e8q'), chess.js's object form or its
 * permissive forms ('e2-e4', 'Ng1xf3'), or a null move (null, '--').
 */
export type MoveInput = string | { from: string; to: string; promotion?: string } | null;

export type DrawKind =
  | 'stalemate'
  | 'insufficient material'
  | 'fifty-move rule'
  | 'threefold repetition'
  | 'seventy-five-move rule'
  | 'fivefold repetition';
export type OutcomeKind = 'checkmate' | DrawKind;
/** How a game ended: mate, with its winner, or a draw, with none. */
export type Outcome = { kind: 'checkmate'; winner: Color } | { kind: DrawKind; winner: null };

export interface GameOptions {
  variant?: Variant;
}
/** The options of new Game(fen) and load(fen). */
export interface LoadOptions extends GameOptions {
  /** Take a FEN the rules refuse (a king missing, say) as a board that is no position, as chess.js does. */
  skipValidation?: boolean;
}

/** What toJSON() gives and Game.fromJSON() takes. */
export interface GameJSON {
  /** The start position; absent for the standard one. */
  fen?: string;
  /** 'chess960' for Chess960; absent for standard chess. */
  variant?: 'chess960' | 'standard';
  /** The moves played, in UCI. */
  moves: string[];
}

/** A square of board(): null when empty. */
export type BoardSquare = { square: Square; type: PieceSymbol; color: Color } | null;

/** A game: a position, the moves that led to it, its headers and comments. */
export declare class Game {
  /** The start position, or `fen`. Throws an Error naming the broken rule for a bad FEN. */
  constructor(fen?: string, options?: LoadOptions);
  /** The game toJSON() described. */
  static fromJSON(json: GameJSON): Game;

  /**
   * The position in FEN. The en-passant square is written when a capture there is legal; with
   * `forceEnpassantSquare`, whenever the last move was a pawn's double step.
   */
  fen(options?: { forceEnpassantSquare?: boolean }): string;
  /** The FEN the game started from. */
  startFen(): string;
  /** 'chess960' when castling is king-takes-rook, else 'standard'. */
  variant(): 'standard' | 'chess960';
  turn(): Color;
  moveNumber(): number;
  /** Starts afresh from `fen`; the headers are reset unless `preserveHeaders`. */
  load(fen: string, options?: LoadOptions & { preserveHeaders?: boolean }): void;
  /** Starts afresh from the standard start position. */
  reset(): void;
  /** Empties the board (white to move). */
  clear(options?: { preserveHeaders?: boolean }): void;

  /** The legal moves in SAN; with `square` or `piece` only those from it or of it. */
  moves(options?: { verbose?: false; square?: string; piece?: PieceSymbol }): string[];
  /** The legal moves as Move objects. */
  moves(options: { verbose: true; square?: string; piece?: PieceSymbol }): Move[];
  moves(options: { verbose?: boolean; square?: string; piece?: PieceSymbol }): string[] | Move[];
  /** chessground's `dests`: from each square a piece can move from, where it may go. */
  dests(): Map<Square, Square[]>;
  /**
   * Plays a legal move; throws an Error naming it for anything else. `strict`: only its SAN, as
   * chess.js's strict reading.
   */
  move(move: MoveInput, options?: { strict?: boolean }): Move;
  /** The same as move(). */
  play(move: MoveInput): Move;
  /** Takes the last move back; null at the start. */
  undo(): Move | null;
  /** The moves played in SAN, or as Move objects with `verbose`. */
  history(options?: { verbose?: false }): string[];
  history(options: { verbose: true }): Move[];
  history(options: { verbose?: boolean }): string[] | Move[];

  isCheck(): boolean;
  inCheck(): boolean;
  isCheckmate(): boolean;
  isStalemate(): boolean;
  isInsufficientMaterial(): boolean;
  isThreefoldRepetition(): boolean;
  isDrawByFiftyMoves(): boolean;
  /** Stalemate, insufficient material, threefold repetition or the fifty-move rule. */
  isDraw(): boolean;
  isGameOver(): boolean;
  /** null while the game goes on; repetition is judged over the moves played. */
  outcome(): Outcome | null;
  /** The position's Polyglot key in hex, without leading zeros (chess.js's type). */
  hash(): string;
  /** perft from the position (chess.js's method). */
  perft(depth: number): number;
  /** Gives the move to `color` by a null move: false when it has it already; throws in check. */
  setTurn(color: Color): boolean;
  /** Static exchange evaluation of a legal move, in centipawns. */
  see(move: MoveInput): number;
  /** The squares of `attackedBy`'s pieces (the side to move's by default) that attack `square`. */
  attackers(square: Square, attackedBy?: Color): Square[];
  isAttacked(square: Square, attackedBy: Color): boolean;

  /** The piece on `square`, or undefined. */
  get(square: Square): Piece | undefined;
  /** Puts a piece on a square; false for a second king of a colour or a bad piece or square. */
  put(piece: Piece, square: Square): boolean;
  /** Takes the piece off `square` and returns it. */
  remove(square: Square): Piece | undefined;
  /** 8 rows, rank 8 first, a file to h. */
  board(): BoardSquare[][];
  /** The board drawn in text, as chess.js's ascii(). */
  ascii(): string;
  findPiece(piece: Piece): Square[];
  squareColor(square: Square): 'light' | 'dark' | null;
  getCastlingRights(color: Color): { k: boolean; q: boolean };
  /**
   * Grants or takes away `color`'s castling rights (a side left out is kept); a right is granted
   * only while its king and rook stand for it. True when the rights are then as asked. A change
   * starts the game afresh from the new position, as put() does.
   */
  setCastlingRights(color: Color, rights: { k?: boolean; q?: boolean }): boolean;

  header(...pairs: string[]): Record<string, string>;
  setHeader(name: string, value: string): Record<string, string>;
  removeHeader(name: string): boolean;
  getHeaders(): Record<string, string>;
  /** The comment on the current position (undefined when none, typed as chess.js types it). */
  getComment(): string;
  setComment(comment: string): void;
  removeComment(): string;
  /** @deprecated chess.js's older name of removeComment(). */
  deleteComment(): string;
  getComments(): { fen: string; comment: string }[];
  removeComments(): { fen: string; comment: string }[];
  /** @deprecated chess.js's older name of removeComments(). */
  deleteComments(): { fen: string; comment: string }[];

  /** The game in PGN: chess.js's text, or the standard's export format with `exportFormat`. */
  pgn(options?: PgnOptions): string;
  /**
   * Replaces the game by the first game of `pgn`; throws a PgnError (its `game`, `ply` and
   * `text` say where) when that game is malformed or there is none.
   */
  loadPgn(pgn: string, options?: PgnReadOptions & { strict?: boolean; newlineChar?: string }): void;
  /** An independent copy. */
  clone(): Game;
  toJSON(): GameJSON;
  /** Nothing to free: a game lives in JavaScript memory. Kept for code written for 0.1. */
  free(): void;
}

/** chess.js's name for Game. */
export declare const Chess: typeof Game;
export type Chess = Game;

export interface PgnOptions {
  /** The line break (default '\n'). */
  newline?: string;
  /** The longest movetext line: 0 (one line, the default) or more, wrapped as chess.js wraps; 79 with `exportFormat`. */
  maxWidth?: number;
  /** The PGN standard's export format (79 columns, `12...`, the result from the position) instead of chess.js's text. */
  exportFormat?: boolean;
}
/** The Error of a malformed game: which game (from 1), at which ply (0: before the moves), and the text refused. */
export type PgnError = Error & { game: number; ply: number; text: string };
export interface PgnReadOptions {
  /** Keep the variations as text on the moves they replace (the default); false passes them over unread. */
  variations?: boolean;
  /** Where a malformed game's error goes, the reading going on; without it the reading throws it. */
  onError?: (error: PgnError) => void;
  /** readPgn: what a game read went on from (a malformed tag, a bad glyph, a variation with an illegal move, left out), each as an Error; the game is read all the same. */
  onWarning?: (warning: PgnError) => void;
}

/** `{ ok: true }` when `new Game(fen)` takes `fen`, else `{ ok: false, error }` with its message. */
export declare function validateFen(fen: string, options?: GameOptions): { ok: boolean; error?: string };
/** The number of leaf nodes of the legal move tree of `fen` to `depth` (0 … MAX_PERFT_DEPTH). */
export declare function perft(fen: string, depth: number, options?: GameOptions): number;
/** perft below each legal move. */
export declare function perftDivide(fen: string, depth: number, options?: GameOptions): { uci: string; nodes: number }[];
/**
 * The games of a PGN database: a string gives an iterable, a stream (a Node Readable, a web
 * ReadableStream, an async iterable of strings or bytes) an async iterable.
 */
export declare function readPgn(text: string | Uint8Array | ArrayBuffer, options?: PgnReadOptions): Iterable<Game>;
export declare function readPgn(stream: AsyncIterable<string | Uint8Array> | { getReader(): unknown }, options?: PgnReadOptions): AsyncIterable<Game>;

/**
 * Resolves once the module is loaded, which it is when the import is (with `require` in an older
 * Chromium, only later: the API throws until then); rejects if it cannot load.
 */
export declare function init(): Promise<void>;
/** The promise init() returns. */
export declare const ready: Promise<void>;

export declare const MAX_PERFT_DEPTH: number;
/** The slider tables this build reads. */
export declare const tableVariant: 'full' | 'compact' | 'byte';
/** The kinds outcome() gives, in chess-core's order. */
export declare const OUTCOMES: readonly OutcomeKind[];
/** The standard start position. */
export declare const DEFAULT_POSITION: string;
/** The squares, a8 to h1 (chess.js's order). */
export declare const SQUARES: Square[];
export declare const WHITE: 'w';
export declare const BLACK: 'b';
export declare const PAWN: 'p';
export declare const KNIGHT: 'n';
export declare const BISHOP: 'b';
export declare const ROOK: 'r';
export declare const QUEEN: 'q';
export declare const KING: 'k';
/** The Seven Tag Roster, each tag's value while unknown. */
export declare const SEVEN_TAG_ROSTER: Record<string, string>;
/** chess.js's xoroshiro128** generator over a 128-bit state. */
export declare function xoroshiro128(state: bigint): () => bigint;
