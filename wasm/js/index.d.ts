// Types of chess-tables' main entry (index.js). Squares are names ('e4') in moves and pieces.
// Symbol.dispose (Game's `using` support) is declared by TypeScript's esnext.disposable library,
// which the reference below brings in for projects whose `lib` predates it (es2022, dom).
/// <reference lib="esnext.disposable" />

export type Color = 'white' | 'black';
export type Piece = 'pawn' | 'knight' | 'bishop' | 'rook' | 'queen' | 'king';
export type Variant = 'standard' | 'chess960' | 'auto';
export type OutcomeKind =
  | 'checkmate'
  | 'stalemate'
  | 'insufficient material'
  | 'fifty-move rule'
  | 'threefold repetition'
  | 'seventy-five-move rule'
  | 'fivefold repetition';

/** A legal move and what it does. */
export interface Move {
  /** UCI: e2e4, e7e8q; castling e1g1, or king-takes-rook e1h1 in Chess960. */
  uci: string;
  /** Standard algebraic notation, with + or # when it checks or mates. */
  san: string;
  from: string;
  to: string;
  /** The side that plays it. */
  color: Color;
  piece: Piece;
  /** The piece taken (a pawn for en passant), or null. Castling never captures. */
  captured: Piece | null;
  promotion: Piece | null;
  check: boolean;
  checkmate: boolean;
  castling: boolean;
  enPassant: boolean;
}

export interface Outcome {
  kind: OutcomeKind;
  /** The side that gave mate; null for a draw. */
  winner: Color | null;
}

export interface Options {
  /** How to read the FEN's castling rights: 'auto' (the default), 'standard' or 'chess960'. */
  variant?: Variant;
}

export class Game {
  /** The start position, or `fen`. Throws an Error naming the broken rule for a bad FEN. */
  constructor(fen?: string, options?: Options);
  fen(): string;
  /** The FEN the game started from. */
  startFen(): string;
  turn(): Color;
  /** 'chess960' when castling is king-takes-rook, else 'standard'. */
  variant(): 'standard' | 'chess960';
  /** Every legal move of the position. */
  moves(): Move[];
  /** Plays a legal move given in UCI or SAN; throws an Error for anything else. */
  play(move: string): Move;
  /** Takes the last move back; null at the start. */
  undo(): Move | null;
  /** The moves played, in SAN. */
  history(): string[];
  isCheck(): boolean;
  /** null while the game goes on; repetition is judged over the moves played. */
  outcome(): Outcome | null;
  /** The position's Polyglot key. */
  hash(): bigint;
  /** Static exchange evaluation of a legal move, in centipawns. */
  see(move: string): number;
  /** The pieces on the board, a1 first. */
  pieces(): { square: string; color: Color; piece: Piece }[];
  /** The game in PGN: FEN and SetUp tags when it did not start from the start position. */
  pgn(): string;
  /** Frees the game's memory now rather than when it is collected. */
  free(): void;
  [Symbol.dispose](): void;
}

/** The number of leaf nodes of the legal move tree of `fen` to `depth` (0 … MAX_PERFT_DEPTH). */
export function perft(fen: string, depth: number, options?: Options): number;
/** perft below each legal move. */
export function perftDivide(
  fen: string,
  depth: number,
  options?: Options,
): { uci: string; nodes: number }[];
export const MAX_PERFT_DEPTH: number;

/** The slider tables this build reads. */
export const tableVariant: 'full' | 'compact' | 'byte';
/** The kinds outcome() gives, in chess-core's order. */
export const OUTCOMES: readonly OutcomeKind[];
