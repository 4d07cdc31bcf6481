// chess-tables: chess-core's legal moves, SAN, FEN, outcome, hashing and perft, as WebAssembly.
// This entry loads its module (core/, bound by wasm-bindgen) and gives the API of api.js.
import init, * as core from './core/chess_tables.js';
import { bind, load } from './api.js';

await load(init, new URL('./core/chess_tables_bg.wasm', import.meta.url));

export const { Game, perft, perftDivide, MAX_PERFT_DEPTH, OUTCOMES, tableVariant } = bind(core);
