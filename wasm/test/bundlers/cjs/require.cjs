// CommonJS: `require('chess-tables')` gives a working module at once (Node instantiates the
// WebAssembly synchronously), so a game is played on the next line, without `await init()`.
'use strict';
const assert = require('node:assert/strict');
const { Game, Chess, init } = require('chess-tables');

const game = new Game();
const move = game.move('e4');
assert.equal(move.san, 'e4');
assert.equal(move.from, 'e2');
assert.equal(move.to, 'e4');
assert.equal(game.fen().split(' ').slice(0, 2).join(' '), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b');
// chess.js's name for the same class.
assert.equal(new Chess().move('d4').san, 'd4');
// The table inspector's entry loads the same way.
const inspect = require('chess-tables/inspect');
assert.equal(new inspect.Game().move('Nf3').san, 'Nf3');
// `init()` exists for code shared with browsers, and resolves.
init().then(() => console.log('ok    require: a game played right after require()'));
