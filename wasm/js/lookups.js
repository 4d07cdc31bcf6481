// The attack look-ups and the table catalogue (the module of `chess-tables/inspect` only), for
// pages that show how a rotated-bitboard look-up reads its table. Squares are names ('e4') or
// numbers, a1 = 0 … h8 = 63; bit i of a bitboard is square i.
import { call, whenLoaded } from './raw.js';

const FILES = 'abcdefgh';

/** A square as the module takes it: its name, checked (the module's message when it is none). */
function squareName(square) {
  if (typeof square === 'number' && Number.isInteger(square) && square >= 0 && square < 64) {
    return FILES[square % 8] + (Math.floor(square / 8) + 1);
  }
  if (typeof square !== 'string') throw new Error('a square is a name (e4) or a number (a1 = 0 … h8 = 63)');
  return call('check_square', square);
}

const occupancyText = (occupancy) => BigInt.asUintN(64, occupancy).toString();
const lines = (text) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));
/**
 * The pieces attacks() takes, rook first: the name attacks() takes, a label for people, and the
 * lines its attacks are read along. Filled (and frozen) when the module has loaded.
 */
export const PIECES = [];
/** The lines slider attacks are read along, in occupancy-plane order; filled on load as PIECES. */
export const LINES = [];

whenLoaded(() => {
  const [pieces, lines] = call('inspect_names').split('\n');
  for (const entry of pieces.split('\t')) {
    const [name, label, along] = entry.split(':');
    PIECES.push(Object.freeze({ name, label, lines: Object.freeze(along === '' ? [] : along.split(',')) }));
  }
  LINES.push(...lines.split('\t'));
  Object.freeze(PIECES);
  Object.freeze(LINES);
});

/** The squares `piece` (a PIECES name) on `square` attacks, given the occupied squares. */
export function attacks(piece, square, occupancy = 0n) {
  return BigInt(call('inspect_attacks', `${occupancyText(occupancy)}\n${squareName(square)}\n${piece}`));
}

/** How the table look-up along `line` (a LINES name) through `square` reads its table. */
export function lineLookup(line, square, occupancy = 0n) {
  const record = call('inspect_line_lookup', `${occupancyText(occupancy)}\n${squareName(square)}\n${line}`);
  const [table, plane, shift, length, state, row, column, entry, entryText, attacked] = record.split('\t');
  return {
    table,
    plane: BigInt(plane),
    shift: Number(shift),
    length: Number(length),
    state: Number(state),
    row: Number(row),
    column: Number(column),
    entry: BigInt(entry),
    entryText,
    attacks: BigInt(attacked),
  };
}

/** For each bit 0..63 of `line`'s occupancy plane, the square (a1 = 0 … h8 = 63) it stands for. */
export function planeSquares(line) {
  return call('inspect_plane_squares', String(line)).split(' ').map(Number);
}

/** The tables this build reads: name, summary, element type and axes. */
export function tables() {
  return lines(call('inspect_tables')).map((line) => {
    const [name, summary, element, axes] = line.split('\t');
    return {
      name,
      summary,
      element,
      axes: (axes === '' ? [] : axes.split(',')).map((axis) => {
        const [axisName, size] = axis.split(':');
        return { name: axisName, size: Number(size) };
      }),
    };
  });
}

/** One entry of table `name` at `index` (one number for each axis): its value and its text. */
export function tableEntry(name, ...index) {
  const [value, text] = call('inspect_table_entry', `${index.map(String).join(',')}\n${name}`).split('\t');
  return { value: BigInt(value), text };
}
