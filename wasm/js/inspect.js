// chess-tables/inspect: everything the main entry has, and the attack look-ups and the table
// catalogue, for pages that show how a rotated-bitboard look-up reads its table. Its own module
// (inspect/), so that the main entry's stays small.
import init, * as core from './inspect/chess_tables.js';
import { bind, load } from './api.js';

await load(init, new URL('./inspect/chess_tables_bg.wasm', import.meta.url));

export const {
  Game,
  perft,
  perftDivide,
  MAX_PERFT_DEPTH,
  OUTCOMES,
  tableVariant,
  PIECES,
  LINES,
  attacks,
  lineLookup,
  planeSquares,
  tables,
  tableEntry,
} = bind(core);
