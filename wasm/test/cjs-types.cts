// The CommonJS types (index.d.cts) as a CommonJS TypeScript project reads them under Node16
// resolution: `require` gives the same API (wasm/check runs tsc over it with tsconfig.cjs.json).
import chess = require('chess-tables');
import inspect = require('chess-tables/inspect');

const game: chess.Game = new chess.Game();
const move: chess.Move = game.move('e4');
const outcome: chess.Outcome | null = game.outcome();
const attacks: bigint = inspect.attacks('rook', 'a1');
export const used = [move.san, outcome, attacks];
