// Types of chess-tables/inspect: the main entry's API, and the attack look-ups and the table
// catalogue (PIECES and LINES are filled once the module has loaded: at once in Node). The
// look-ups take squares as names ('e4') or numbers, a1 = 0 … h8 = 63; bit i of a bitboard is
// square i.
export * from './index.js';

/**
 * The pieces attacks() takes, rook first: the name attacks() takes, a label for people, and the
 * lines its attacks are looked up along (none for knight, king and pawns).
 */
export const PIECES: readonly {
  name: string;
  label: string;
  lines: readonly ('rank' | 'file' | 'a1h8' | 'a8h1')[];
}[];
/** The lines a slider's attacks are read along, in occupancy-plane order. */
export const LINES: readonly ('rank' | 'file' | 'a1h8' | 'a8h1')[];

/** The squares `piece` (a PIECES name) on `square` attacks, given the occupied squares. */
export function attacks(piece: string, square: string | number, occupancy?: bigint): bigint;

/** How the rotated-bitboard look-up along `line` through `square` reads its table. */
export interface LineLookup {
  table: string;
  /** The occupancy plane the line's state is read from. */
  plane: bigint;
  /** plane >> shift brings the line to bit 0. */
  shift: number;
  /** Squares on the line. */
  length: number;
  /** The line's state: bit i for the i-th square of the line. */
  state: number;
  row: number;
  column: number;
  entry: bigint;
  /** The entry as generated/ writes it. */
  entryText: string;
  /** The squares attacked along the line. */
  attacks: bigint;
}
export function lineLookup(line: string, square: string | number, occupancy?: bigint): LineLookup;
/** For each bit of `line`'s occupancy plane, the square it stands for. */
export function planeSquares(line: string): number[];

export interface Table {
  name: string;
  summary: string;
  element: string;
  axes: { name: string; size: number }[];
}
/** The tables this build reads. */
export function tables(): Table[];
/** One entry of table `name` at `index`, one number per axis. */
export function tableEntry(name: string, ...index: number[]): { value: bigint; text: string };
