// The board API, headers and comments side by side with chess.js 1.4.0: random edits (put,
// remove) of the suites' positions, clear(), load() and reset(), the headers a game starts with
// and those set, comments set and taken back; and the package's loading: init() and `ready`, the
// CommonJS entries (require) against the ES modules, and the browser entry in a Node without the
// node condition.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import * as esm from 'chess-tables';
import { Game, Chess as ChessAlias, validateFen, DEFAULT_POSITION, SQUARES, init, ready } from 'chess-tables';
import { Chess } from 'chess.js';
import { random, suites, START } from './env.mjs';

const TYPES = ['p', 'n', 'b', 'r', 'q', 'k'];

test('put() and remove() on random boards, as chess.js', (t) => {
  const rng = random(0xb0a2d);
  const fens = suites().flatMap((suite) => (suite.file === 'fischer.epd' ? [] : suite.records.map((r) => r.fen)));
  let legal = 0;
  for (let i = 0; i < 300; i++) {
    const fen = rng.pick(fens);
    const game = new Game(fen);
    const ref = new Chess(fen);
    for (let edit = 0; edit < 6; edit++) {
      const square = rng.pick(SQUARES);
      const where = `edit ${edit} of ${fen}: ${square}`;
      if (rng.chance(0.5)) {
        const piece = { type: rng.pick(TYPES), color: rng.pick(['w', 'b']) };
        assert.equal(game.put(piece, square), ref.put(piece, square), `put ${JSON.stringify(piece)} on ${where}`);
      } else {
        assert.deepEqual(game.remove(square), ref.remove(square), `remove ${where}`);
      }
      assert.deepEqual(game.board(), ref.board(), where);
      assert.deepEqual(game.get(square), ref.get(square), where);
      const fields = (fen) => fen.split(' ').slice(0, 3).join(' ');
      if (validateFen(game.fen()).ok) {
        legal++;
        assert.equal(game.fen(), ref.fen(), where);
        assert.deepEqual(game.moves().sort(), ref.moves().sort(), `moves after ${where}`);
        assert.equal(game.isCheck(), ref.isCheck(), where);
      } else {
        assert.equal(fields(game.fen()), fields(ref.fen()), where);
        assert.throws(() => game.moves(), Error, 'no legal moves on a board that is no position');
      }
    }
  }
  t.diagnostic(`${legal} legal positions after an edit`);
  assert.ok(legal > 500);
});

test('put() refuses what chess.js refuses', () => {
  const game = new Game();
  const ref = new Chess();
  for (const [piece, square] of [
    [{ type: 'k', color: 'w' }, 'd4'], // a second white king
    [{ type: 'x', color: 'w' }, 'd4'],
    [{ type: 'q', color: 'w' }, 'z9'],
  ]) {
    assert.equal(game.put(piece, square), false);
    assert.equal(ref.put(piece, square), false);
  }
  assert.equal(game.put({ type: 'q', color: 'x' }, 'd4'), false, 'and a colour that is none');
  assert.equal(game.fen(), START);
});

test('clear(), load(), reset() and the headers, as chess.js', () => {
  const game = new Game();
  const ref = new Chess();
  assert.deepEqual(game.getHeaders(), ref.getHeaders());
  game.header('White', 'Morphy', 'Black', 'Duke');
  ref.header('White', 'Morphy', 'Black', 'Duke');
  assert.deepEqual(game.getHeaders(), ref.getHeaders());
  assert.deepEqual(game.setHeader('Event', 'Opera'), ref.setHeader('Event', 'Opera'));
  assert.equal(game.removeHeader('Event'), ref.removeHeader('Event'));
  assert.equal(game.removeHeader('Annotator'), false);
  assert.deepEqual(game.getHeaders(), ref.getHeaders());
  const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
  game.load(fen);
  ref.load(fen);
  assert.deepEqual(game.getHeaders(), ref.getHeaders(), 'load() resets the headers and names the FEN');
  game.header('Site', 'Paris');
  ref.header('Site', 'Paris');
  game.load(fen, { preserveHeaders: true });
  ref.load(fen, { preserveHeaders: true });
  assert.deepEqual(game.getHeaders(), ref.getHeaders());
  game.clear();
  ref.clear();
  assert.equal(game.fen(), ref.fen());
  assert.deepEqual(game.getHeaders(), ref.getHeaders());
  assert.deepEqual(game.board(), ref.board());
  for (const [piece, square] of [[{ type: 'k', color: 'w' }, 'e1'], [{ type: 'k', color: 'b' }, 'e8'], [{ type: 'r', color: 'w' }, 'a1']]) {
    game.put(piece, square);
    ref.put(piece, square);
  }
  assert.equal(game.fen(), ref.fen());
  assert.deepEqual(game.moves().sort(), ref.moves().sort());
  assert.deepEqual(game.getHeaders(), ref.getHeaders());
  game.reset();
  ref.reset();
  assert.equal(game.fen(), DEFAULT_POSITION);
  assert.deepEqual(game.getHeaders(), ref.getHeaders());
  assert.deepEqual(game.history(), []);
});

test('comments, as chess.js', () => {
  const game = new Game();
  const ref = new Chess();
  const both = (run) => {
    const ours = run(game);
    assert.deepEqual(ours, run(ref));
    return ours;
  };
  both((g) => g.setComment('the start'));
  for (const [san, comment] of [['e4', 'best by test'], ['e5', null], ['Nf3', 'a {brace}'], ['Nc6', 'develops']]) {
    both((g) => g.move(san).san);
    if (comment !== null) both((g) => g.setComment(comment));
    both((g) => g.getComment());
  }
  both((g) => g.getComments());
  both((g) => g.removeComment());
  both((g) => g.getComment());
  both((g) => g.getComments());
  both((g) => g.removeComments());
  both((g) => g.getComments());
});

test('validateFen() says what new Game() says', () => {
  assert.deepEqual(validateFen(START), { ok: true });
  for (const fen of ['', '8/8 w', '8/8/8/8/8/8/8/8 w - - 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1']) {
    const result = validateFen(fen);
    assert.equal(result.ok, false, fen);
    assert.throws(() => new Game(fen), { message: result.error });
  }
  assert.equal(ChessAlias, Game, 'Chess is chess.js\'s name for Game');
});

test('moves as chess.js takes them: SAN, UCI, objects; a bad one throws and changes nothing', () => {
  const game = new Game('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
  assert.throws(() => game.move({ from: 'b7', to: 'b8' }), Error, 'a promotion needs its piece');
  assert.equal(game.move({ from: 'b7', to: 'b8', promotion: 'n' }).san, 'b8=N');
  game.undo();
  assert.equal(game.move('b7b8r').promotion, 'r');
  game.undo();
  assert.equal(game.move({ from: 'e1', to: 'd2', promotion: 'q' }).san, 'Kd2', 'a promotion given to another move is ignored');
  assert.throws(() => game.move(null), Error);
  assert.throws(() => game.move({ from: 'e1', to: 'e3' }), /`e1e3`/);
  assert.deepEqual(game.history(), ['Kd2']);
});

test('the CommonJS entries export what the ES modules export, and work', () => {
  const require = createRequire(import.meta.url);
  const cjs = require('chess-tables');
  assert.deepEqual(Object.keys(cjs).sort(), Object.keys(esm).sort());
  const game = new cjs.Game();
  game.move('e4');
  assert.equal(game.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(cjs.perft(START, 3), 8902);
  const inspect = require('chess-tables/inspect');
  assert.equal(inspect.attacks('knight', 'a1'), 0x20400n);
  assert.equal(inspect.PIECES.length, 7);
});

test('init() and ready resolve at once in Node', async () => {
  assert.equal(await init(), undefined);
  assert.equal(await ready, undefined);
});

test('the browser entry (no node condition): the API throws until init() resolves', () => {
  const script = `
    const entry = await import(${JSON.stringify(import.meta.resolve('chess-tables').replace(/node\.js$/, 'index.js'))});
    let before;
    try { new entry.Game(); } catch (error) { before = error.message; }
    await entry.init();
    const game = new entry.Game();
    game.move('e4');
    console.log(JSON.stringify({ before, after: game.fen(), same: (await entry.ready) === undefined }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: process.cwd() });
  assert.equal(run.status, 0, run.stderr);
  const { before, after, same } = JSON.parse(run.stdout);
  assert.match(before, /await init\(\)/);
  assert.equal(after, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.ok(same);
});
