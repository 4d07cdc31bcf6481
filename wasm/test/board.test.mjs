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
import { Game, Chess as ChessAlias, validateFen, DEFAULT_POSITION, SQUARES, init, ready, readPgn } from 'chess-tables';
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
        assert.deepEqual(game.moves(), ref.moves(), `moves after ${where}, in chess.js's order`);
        assert.equal(game.isCheck(), ref.isCheck(), where);
      } else {
        assert.equal(fields(game.fen()), fields(ref.fen()), where);
        // chess.js lists the moves of a board with a king missing as if the king were not needed;
        // a board that is no position has none here (wasm/js/README.md, differences).
        assert.deepEqual(game.moves(), [], 'no legal moves on a board that is no position');
        assert.equal(game.inCheck(), false);
        assert.equal(game.isGameOver(), true);
      }
    }
  }
  t.diagnostic(`${legal} legal positions after an edit`);
  assert.ok(legal > 500);
});

test('setCastlingRights() and fen({ forceEnpassantSquare }) on random games, as chess.js', (t) => {
  const rng = random(0xca571e);
  const fens = suites().flatMap((suite) => (suite.file === 'fischer.epd' ? [] : suite.records.map((r) => r.fen)));
  let changed = 0;
  let forced = 0;
  for (let i = 0; i < 300; i++) {
    const fen = rng.chance(0.3) ? START : rng.pick(fens);
    const game = new Game(fen);
    const ref = new Chess(fen);
    // A few random moves, so that rights are lost and double steps made on the way.
    for (let ply = 0, plies = rng.below(40); ply < plies && !ref.isGameOver(); ply++) {
      const san = rng.pick(ref.moves());
      ref.move(san);
      game.move(san);
      assert.equal(game.fen({ forceEnpassantSquare: true }), ref.fen({ forceEnpassantSquare: true }), `forced FEN after ${san} from ${fen}`);
      if (game.fen({ forceEnpassantSquare: true }).split(' ')[3] !== '-') forced++;
    }
    for (let edit = 0; edit < 3; edit++) {
      const color = rng.pick(['w', 'b']);
      const rights = {};
      for (const side of ['k', 'q']) if (rng.chance(0.7)) rights[side] = rng.chance(0.5);
      const where = `setCastlingRights(${color}, ${JSON.stringify(rights)}) in ${ref.fen()}`;
      const before = game.fen();
      assert.equal(game.setCastlingRights(color, rights), ref.setCastlingRights(color, rights), where);
      for (const c of ['w', 'b']) assert.deepEqual(game.getCastlingRights(c), ref.getCastlingRights(c), where);
      assert.equal(game.fen(), ref.fen(), where);
      assert.deepEqual(game.moves().sort(), ref.moves().sort(), `moves after ${where}`);
      if (game.fen() !== before) changed++;
    }
  }
  t.diagnostic(`${changed} rights changed, ${forced} forced FENs with an en-passant square`);
  assert.ok(changed > 50 && forced >= 5);
});

test('fen({ forceEnpassantSquare }) names the square a pinned pawn may not take on, as chess.js', () => {
  // After d4 the black pawn on e4 could take en passant but for the queen on h4 behind it.
  for (const fen of ['8/8/8/8/k3p2Q/8/3P4/3K4 w - - 0 1', '8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1']) {
    const game = new Game(fen);
    const ref = new Chess(fen);
    if (game.turn() === 'w') {
      game.move('d4');
      ref.move('d4');
    }
    assert.equal(game.fen(), ref.fen());
    assert.equal(game.fen().split(' ')[3], '-');
    assert.equal(game.fen({ forceEnpassantSquare: true }), ref.fen({ forceEnpassantSquare: true }));
    assert.equal(game.fen({ forceEnpassantSquare: true }).split(' ')[3], 'd3');
  }
});

test('fen({ forceEnpassantSquare }) of a game read from PGN, before anything replays it, as chess.js', () => {
  // A game read keeps its moves unplayed until asked: the forced square comes from its last move.
  for (const pgn of ['1. e4 *', '1. e4 Nf6 2. e5 d5 *', '[FEN "8/8/8/8/k3p2Q/8/3P4/3K4 w - - 0 1"]\n\n1. d4 *']) {
    const ref = new Chess();
    ref.loadPgn(pgn);
    const [read] = [...readPgn(pgn)];
    const loaded = new Game();
    loaded.loadPgn(pgn);
    for (const game of [read, loaded]) {
      assert.equal(game.fen({ forceEnpassantSquare: true }), ref.fen({ forceEnpassantSquare: true }), pgn);
    }
  }
});

test('setCastlingRights() grants a Chess960 right by its rook, and refuses a colour that is none', () => {
  const game = new Game('nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w - - 0 1', { variant: 'chess960' });
  assert.equal(game.setCastlingRights('w', { k: true }), true);
  assert.deepEqual(game.getCastlingRights('w'), { k: true, q: false });
  assert.deepEqual(game.getCastlingRights('b'), { k: false, q: false });
  assert.equal(game.setCastlingRights('b', { q: true, k: true }), true);
  assert.deepEqual(game.getCastlingRights('b'), { k: true, q: true });
  assert.equal(game.setCastlingRights('w', { k: false }), true);
  assert.deepEqual(game.getCastlingRights('w'), { k: false, q: false });
  assert.equal(game.setCastlingRights('x', { k: true }), false);
  // The standard king on e1 without its rook on h1 gets no king-side right.
  const standard = new Game('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
  assert.equal(standard.setCastlingRights('w', { k: true, q: true }), false);
  assert.deepEqual(standard.getCastlingRights('w'), { k: false, q: true });
  assert.equal(standard.fen(), '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1');
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
  assert.throws(() => game.move({ from: 'e1', to: 'e3' }), /`e1e3`/);
  assert.deepEqual(game.history(), ['Kd2']);
  const ref = new Chess(game.fen());
  assert.deepEqual({ ...game.move(null) }, { ...ref.move(null) }, 'a null move, as chess.js makes it');
  assert.equal(game.fen(), ref.fen());
  assert.equal(game.move('--').san, '--');
  assert.deepEqual(game.history(), ['Kd2', '--', '--']);
  assert.equal(game.undo().san, '--');
  assert.throws(() => new Game('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1').move(null), /Null move not allowed when in check/);
});

test('the CommonJS entries export what the ES modules export, and work', () => {
  const require = createRequire(import.meta.url);
  const cjs = require('chess-tables');
  assert.deepEqual(Object.keys(cjs).sort(), Object.keys(esm).sort());
  assert.equal(cjs.Game, esm.Game, 'one instance for require and import in one process');
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

test('the browser entries (no node condition): ready at import and at require, init() and ready resolved', () => {
  const entry = (file) => JSON.stringify(import.meta.resolve('chess-tables').replace(/node\.js$/, file));
  const play = `const game = new entry.Game(); game.move('e4');
    Promise.all([entry.init(), entry.ready]).then((done) => console.log(JSON.stringify({ fen: game.fen(), done })));`;
  const scripts = {
    'index.js (import)': ['--input-type=module', '-e', `const entry = await import(${entry('index.js')}); ${play}`],
    'index.cjs (require)': ['--input-type=commonjs', '-e', `const entry = require(require('node:url').fileURLToPath(${entry('index.cjs')})); ${play}`],
  };
  for (const [name, args] of Object.entries(scripts)) {
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: process.cwd() });
    assert.equal(run.status, 0, `${name}: ${run.stderr}`);
    const { fen, done } = JSON.parse(run.stdout);
    assert.equal(fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', name);
    assert.deepEqual(done, [null, null], name); // undefined, as JSON writes it in an array
  }
});

test('index.cjs where a browser refuses to compile synchronously (an older Chromium): loads asynchronously, init() waits', () => {
  const index = JSON.stringify(import.meta.resolve('chess-tables').replace(/node\.js$/, 'index.cjs'));
  const script = `
    // Chromium before 2025 throws a RangeError for a module over 4 KB compiled on the main thread.
    WebAssembly.Module = function () { throw new RangeError('WebAssembly.Compile is disallowed on the main thread'); };
    const entry = require(require('node:url').fileURLToPath(${index}));
    let before;
    try { new entry.Game('8/8/8/8/8/8/8/K6k w - - 0 1'); } catch (error) { before = error.message; }
    entry.init().then(() => console.log(JSON.stringify({ before, after: new entry.Game().move('e4').after })));`;
  const run = spawnSync(process.execPath, ['--input-type=commonjs', '-e', script], { encoding: 'utf8', cwd: process.cwd() });
  assert.equal(run.status, 0, run.stderr);
  const { before, after } = JSON.parse(run.stdout);
  assert.match(before, /not loaded: `await init\(\)`/);
  assert.equal(after, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
});

test('standard chess unless asked: rights standard chess cannot have are refused, dropped with skipValidation', () => {
  const fen = 'r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1'; // a rook on g1, none on h1
  assert.throws(() => new Game(fen), /not one of standard chess/);
  assert.equal(validateFen(fen).ok, false);
  const dropped = new Game(fen, { skipValidation: true });
  assert.equal(dropped.variant(), 'standard');
  assert.equal(dropped.fen(), 'r3k2r/8/8/8/8/8/8/R3K1R1 w Qkq - 0 1');
  // chess.js keeps the K it cannot use; the moves are the same.
  assert.deepEqual(dropped.moves(), new Chess(fen).moves());
  assert.ok(!dropped.moves().includes('O-O'));
  const game = new Game(fen, { variant: 'chess960' });
  assert.equal(game.variant(), 'chess960');
  assert.ok(game.moves().includes('O-O'), 'Chess960 castles with the g1 rook');
  assert.equal(new Game(fen, { variant: 'auto' }).variant(), 'chess960');
  // A board that is no position, kept as chess.js keeps it with skipValidation.
  const kingless = new Game('8/8/8/8/8/8/8/4K3 w - - 0 1', { skipValidation: true });
  assert.equal(kingless.fen(), new Chess('8/8/8/8/8/8/8/4K3 w - - 0 1', { skipValidation: true }).fen());
  assert.deepEqual(kingless.moves(), []);
});

test('put() and remove() after moves keep the moves, as chess.js keeps its history', () => {
  const game = new Game();
  const ref = new Chess();
  for (const san of ['e4', 'e5', 'Nf3']) {
    game.move(san);
    ref.move(san);
  }
  assert.equal(game.put({ type: 'q', color: 'w' }, 'd4'), ref.put({ type: 'q', color: 'w' }, 'd4'));
  assert.deepEqual(game.remove('h7'), ref.remove('h7'));
  assert.equal(game.fen(), ref.fen());
  assert.deepEqual(game.history(), ref.history());
  assert.deepEqual(game.moves(), ref.moves());
  assert.equal(game.getHeaders().FEN, ref.getHeaders().FEN, 'no SetUp and FEN tags for an edit after moves');
  game.remove('e8');
  ref.remove('e8');
  assert.equal(game.fen(), ref.fen());
  assert.deepEqual(game.moves(), [], 'a king missing: no position, no moves');
  assert.deepEqual(game.history(), ref.history());
});

test("move() reads what chess.js's permissive and strict readings read, as they read it", (t) => {
  const rng = random(0x5a7);
  const fens = suites().flatMap((suite) => (suite.file === 'fischer.epd' ? [] : suite.records.map((r) => r.fen)));
  /** What chess.js makes of `text` at `fen`: the SAN played, or null for an error. */
  const outcome = (make, text, options) => {
    try {
      return make().move(text, options).san;
    } catch {
      return null;
    }
  };
  let compared = 0;
  let taken = 0;
  for (let i = 0; i < 150; i++) {
    const fen = rng.pick(fens);
    for (const m of new Chess(fen).moves({ verbose: true })) {
      if (!rng.chance(0.3)) continue;
      const piece = m.piece.toUpperCase();
      const promotion = m.promotion ?? '';
      const forms = [
        m.san, m.lan, `${m.from}-${m.to}${promotion}`, `${piece}${m.from}-${m.to}`, `${piece}${m.from}x${m.to}`,
        `${m.from}x${m.to}`, `${m.to}${promotion}`, `${piece}${m.from[0]}${m.to}`, `${piece}${m.from[1]}${m.to}`,
        `${m.from}-${m.to}=${promotion.toUpperCase()}`, m.san.replace(/^O-O/, '0-0'), `${m.san}!?`, m.san.toLowerCase(),
      ];
      for (const form of forms) {
        for (const options of [undefined, { strict: true }]) {
          const theirs = outcome(() => new Chess(fen), form, options);
          const ours = outcome(() => new Game(fen), form, options);
          assert.equal(ours, theirs, `move(${JSON.stringify(form)}, ${JSON.stringify(options)}) at ${fen}`);
          compared++;
          if (theirs !== null) taken++;
        }
      }
    }
  }
  t.diagnostic(`${compared} move texts, ${taken} taken by chess.js, read alike`);
  assert.ok(compared > 3000);
});
