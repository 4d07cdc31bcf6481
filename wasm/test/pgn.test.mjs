// PGN in and out against the references, on real files (the directory CHESS_TABLES_PGN that
// wasm/check fills: the repository's lichess games, studies and ECO openings, python-chess's
// test files, this directory's data/, and the lichess studies and ECO file that Debian's pychess
// and pgn-extract packages ship, when they could be fetched):
// - readPgn against chessops's parsePgn with each main-line move played by chessops: the same
//   games, moves (SAN as chessops writes it), last positions, tags, comments, NAGs and
//   variations (their moves and their nesting); a game we refuse, chessops cannot play either;
// - pgn() read back by chess.js's loadPgn and chessops's parsePgn (the same moves, tags and
//   comments), chess.js's pgn() read back by loadPgn, and our own PGN read and written again to
//   the same text;
// - streams (Node Readable, web ReadableStream, async iterables of strings and of bytes cut
//   anywhere, inside UTF-8 sequences too) read the same games as the text, across batches;
// - malformed PGN (truncated, illegal SAN, bad tags, binary noise) throws an Error naming the
//   game, the ply and the text, never a WebAssembly trap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Game, readPgn } from 'chess-tables';
import { Chess, DEFAULT_POSITION as START } from 'chess.js';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { makeSan, parseSan } from 'chessops/san';
import { makeFen } from 'chessops/fen';
import { random } from './env.mjs';

const DIR = process.env.CHESS_TABLES_PGN;
if (!DIR) throw new Error('CHESS_TABLES_PGN is not set: run the tests through wasm/check');
const FILES = readdirSync(DIR)
  .filter((name) => name.endsWith('.pgn'))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') }));

const { toState } = Game[Symbol.for('chess-tables.internal')];
const words = (text) => (text ?? '').split(/\s+/).filter(Boolean).join(' ');

/** Every game of `text` in order: a GameState, or the Error of a game we refuse. */
function ours(text, options = {}) {
  const entries = [];
  // Each game's warnings come before it: kept on the entry (`warned`) for the tests to see.
  let warned = false;
  const onWarning = () => { warned = true; };
  for (const game of readPgn(text, { ...options, onWarning, onError: (error) => entries.push(error) })) {
    entries.push({ ...toState(game), fen: game.fen(), warned });
    warned = false;
  }
  return entries;
}

/**
 * A chessops move tree from `pos` as one list: each move's SAN as chessops writes it, `(` and `)`
 * around variations; null when a move is illegal.
 */
function flatten(node, pos, strict = false) {
  const out = [];
  const children = node.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const before = pos.clone();
    const move = parseSan(before, child.data.san);
    if (move === undefined) return null;
    const line = [makeSan(before, move)];
    // `strict`: an `x` on a move that captures nothing (`Nxc6` to an empty square), which
    // chessops reads and we refuse as illegal (chess-core's SAN reading), makes it null too.
    if (strict && child.data.san.includes('x') && !line[0].includes('x')) return null;
    before.play(move);
    const rest = flatten(child, before, strict);
    if (rest === null) return null;
    if (i === 0) out.unshift(...line, ...rest);
    else out.push('(', ...line, ...rest, ')');
  }
  // The main continuation first, then the variations that replace it, as PGN writes them.
  return out;
}

/** Our variation texts read back by chessops, flattened as above from `pos`. */
function flattenText(text, pos) {
  const [game] = parsePgn(`${text} *`);
  return flatten(game.moves, pos);
}

/** A FEN without its castling field (Chess960's is X-FEN in chessops, Shredder-FEN here). */
const noCastling = (fen) => fen.split(' ').filter((_, i) => i !== 2).join(' ');

test('readPgn reads every game of the real files as chessops reads and plays it', () => {
  let games = 0;
  let variations = 0;
  for (const { name, text } of FILES) {
    let entries = ours(text);
    const theirs = parsePgn(text);
    if (entries.length !== theirs.length) {
      // chessops cuts a game with a malformed tag line in two where we read one: a tag lost
      // (a warning), or one with quotes inside its value, which we read as python-chess does
      // (`[White ""x""]` is `"x"`). The games before the first such are compared.
      const broken = entries.findIndex((entry) => entry instanceof Error || entry.warned
        || Object.values(entry.headers).some((value) => String(value).includes('"')));
      assert.ok(broken >= 0, `${name}: ${entries.length} games, chessops ${theirs.length}`);
      entries = entries.slice(0, broken);
    }
    entries.forEach((entry, index) => {
      const where = `${name}, game ${index + 1}`;
      const game = theirs[index];
      const start = startingPosition(game.headers);
      if (entry instanceof Error) {
        // A game we refuse chessops cannot play: a variant we do not play, a bad FEN, an
        // illegal move.
        assert.match(entry.message, new RegExp(`^game ${index + 1}, ply \\d+: `), where);
        const playable = start.isOk && ['standard', 'chess960', undefined].includes(start.value.rules)
          && flatten(game.moves, start.value) !== null && !/Variant "(?!Standard|Chess960|From)/i.test(text);
        assert.ok(!playable || start.value.rules !== 'chess', `${where}: we refused a game chessops plays: ${entry.message}`);
        return;
      }
      assert.ok(start.isOk, `${where}: chessops cannot start the game we read`);
      const pos = start.value;
      assert.equal(noCastling(entry.start), noCastling(makeFen(pos.toSetup())), `${where}: start`);
      for (const [tag, value] of game.headers) {
        // The start position is the game's own (`start`), not a header.
        if (tag !== 'FEN' && tag !== 'SetUp') assert.equal(entry.headers[tag], value, `${where}: ${tag}`);
      }
      assert.equal(words(entry.comment), words([...(game.comments ?? []), ...(game.moves.children[0]?.data.startingComments ?? [])].join(' ')), `${where}: first comment`);
      let node = game.moves;
      let ply = 0;
      while (node.children.length > 0) {
        const child = node.children[0];
        const move = parseSan(pos, child.data.san);
        // A move written in UCI (`g1f3`), which we read as python-chess does and chessops
        // refuses: the game is compared up to it.
        if (move === undefined && /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(child.data.san)) return;
        assert.ok(move !== undefined, `${where}: chessops refused ${child.data.san}`);
        const ourMove = entry.moves[ply];
        assert.equal(ourMove?.san, makeSan(pos, move), `${where}, ply ${ply + 1}`);
        // The variations that replace this move: their moves and nesting (one with an illegal
        // move, which chessops keeps as far as it goes, we leave out whole).
        const replacing = node.children.slice(1).filter((variation) => flatten({ children: [variation] }, pos, true) !== null);
        assert.equal((ourMove.variations ?? []).length, replacing.length, `${where}, ply ${ply + 1}: variations`);
        replacing.forEach((variation, v) => {
          const expected = flatten({ children: [variation] }, pos);
          assert.deepEqual(flattenText(ourMove.variations[v], pos), expected, `${where}, ply ${ply + 1}`);
          variations++;
        });
        pos.play(move);
        const next = child.children[0];
        const comments = [...(child.data.comments ?? []), ...(next?.data.startingComments ?? [])];
        // chessops passes over `;` comments, which we keep.
        const lineComment = comments.length === 0 && text.includes(`; ${ourMove.comment}\n`);
        if (!lineComment) assert.equal(words(ourMove.comment), words(comments.join(' ').replaceAll('}', '')), `${where}, ply ${ply + 1}: comment`);
        assert.deepEqual(ourMove.nags ?? [], child.data.nags ?? [], `${where}, ply ${ply + 1}: NAGs`);
        node = child;
        ply++;
      }
      assert.equal(entry.moves.length, ply, `${where}: moves`);
      assert.equal(noCastling(entry.fen), noCastling(makeFen(pos.toSetup())), `${where}: last position`);
      games++;
    });
  }
  assert.ok(games > 1000 && variations > 100, `${games} games, ${variations} variations compared`);
});

/** A Game read from `pgn` and its state. */
function load(pgn) {
  const game = new Game();
  game.loadPgn(pgn);
  return game;
}

test("pgn() reads back in chess.js and chessops, chess.js's pgn() reads back here", (t) => {
  let checked = 0;
  let written = 0;
  for (const { name, text } of FILES) {
    // chess.js reads a few dozen games a second: the first 30 of each file.
    const states = ours(text).filter((entry) => !(entry instanceof Error)).slice(0, 30);
    for (const state of states) {
      const where = `${name}: ${state.headers.Event ?? ''} ${state.headers.White ?? ''}`;
      const game = load(writeBack(state));
      const pgn = game.pgn({ exportFormat: true });
      // Export format: movetext lines of at most 79 characters but a token longer than a line.
      for (const line of pgn.slice(pgn.indexOf('\n\n') + 2).split('\n')) {
        assert.ok(line.length <= 79 || !line.trim().includes(' '), `${where}: ${line}`);
      }
      const sans = state.moves.map((move) => move.san);
      // Ours read by ours: the same, and written again the same text.
      assert.deepEqual(game.history(), sans, where);
      assert.equal(load(pgn).pgn({ exportFormat: true }), pgn, where);
      // chessops: the main line and its annotations.
      const [theirs] = parsePgn(pgn);
      const pos = startingPosition(theirs.headers).unwrap();
      let node = theirs.moves;
      state.moves.forEach((move, ply) => {
        const child = node.children[0];
        const played = parseSan(pos, child.data.san);
        assert.equal(makeSan(pos, played), move.san, `${where}, ply ${ply + 1}`);
        assert.equal(node.children.length - 1, (move.variations ?? []).length, `${where}, ply ${ply + 1}`);
        assert.equal(words((child.data.comments ?? []).join(' ')), words(move.comment), `${where}, ply ${ply + 1}`);
        assert.deepEqual(child.data.nags ?? [], move.nags ?? [], `${where}, ply ${ply + 1}`);
        pos.play(played);
        node = child;
      });
      // chess.js plays no Chess960, and reads no `\"` in a tag value.
      if (state.variant === 'chess960' || Object.values(state.headers).some((value) => /["\\]/.test(value))) continue;
      // chess.js reads no variations (and drops NAGs), and takes a movetext line starting with `[` (a wrapped
      // `[%clk …]` comment) for a tag: the game without variations, on one line.
      const chess = new Chess();
      const plain = load(writeBack({ ...state, moves: state.moves.map(({ variations, nags, ...move }) => move) }));
      chess.loadPgn(plain.pgn());
      assert.deepEqual(chess.history(), sans, where);
      // pgn() writes chess.js's text byte for byte, on one line and wrapped (for comments
      // chess.js reads as they stand: it makes a line break or a run of spaces one space).
      const comments1 = [state.comment, ...state.moves.map((move) => move.comment)];
      if (comments1.every((comment) => comment === undefined || !/\s\s|[\n\r\t]/.test(comment))) {
        // (chess.js read the export text, whose result a mate decides: its Result tag says it.)
        plain.setHeader('Result', chess.getHeaders().Result);
        assert.equal(plain.pgn(), chess.pgn(), where);
        for (const maxWidth of [40, 79]) assert.equal(plain.pgn({ maxWidth, newline: '\r\n' }), chess.pgn({ maxWidth, newline: '\r\n' }), where);
        written++;
      }
      const headers = chess.getHeaders();
      for (const [tag, value] of Object.entries(game.getHeaders())) if (tag !== 'Result') assert.equal(headers[tag], value, `${where}: ${tag}`);
      const comments = chess.getComments().map(({ comment }) => words(comment));
      const expected = [state.comment, ...state.moves.map((move) => move.comment)].filter(Boolean).map(words);
      assert.deepEqual(comments, expected, where);
      // chess.js's PGN (`1. ... e5`, no variations) read here: the same moves, tags and comments.
      const back = load(chess.pgn());
      assert.deepEqual(back.history(), sans, where);
      for (const [tag, value] of Object.entries(headers)) assert.equal(back.getHeaders()[tag], value, `${where}: ${tag}`);
      const backState = toState(back);
      assert.deepEqual(backState.moves.map((move) => words(move.comment)), state.moves.map((move) => words(move.comment)), where);
      checked++;
    }
  }
  t.diagnostic(`${written} of ${checked} games written as chess.js writes them, byte for byte`);
  assert.ok(checked > 200, `${checked} games through chess.js`);
  assert.ok(written > 100, `${written} games compared with chess.js's pgn()`);
});

/** A state's PGN as the reader gave it (tags, comments, NAGs, variations). */
function writeBack(state) {
  const game = Game[Symbol.for('chess-tables.internal')].fromState(state);
  return game.pgn();
}

/** A list of the games read, each as its tags and moves or its error, for comparison. */
function summary() {
  const out = [];
  const onError = (error) => out.push(`error ${error.message}`);
  const onWarning = (warning) => out.push(`warning ${warning.message}`);
  const add = (game) => out.push(`${JSON.stringify(game.getHeaders())} ${game.history().join(' ')}`);
  return { out, onError, onWarning, add };
}

test('streams read the same games as the text, across batches and cut anywhere', async () => {
  // Over 2 MB (batches are about 1 M characters), non-ASCII text, a bad game in the middle and
  // one at the end.
  const lichess = FILES.find(({ name }) => name === 'lichess-db-100k.pgn').text;
  const studies = FILES.find(({ name }) => name === 'lichess-studies.pgn').text;
  const parts = [];
  for (let i = 0; i < 20; i++) parts.push(lichess, studies);
  parts.splice(13, 0, '[Event "bad"]\n\n1. e4 e5 2. Ke3 *\n');
  parts.push('[Event "last"]\n\n1. d4 {truncated');
  const text = parts.map((part) => `${part.trim()}\n\n`).join('');
  assert.ok(text.length > 2 * (1 << 20));

  const read = async (input) => {
    const { out, onError, onWarning, add } = summary();
    const games = readPgn(input, { onError, onWarning });
    if (typeof input === 'string') for (const game of games) add(game);
    else for await (const game of games) add(game);
    return out;
  };
  const expected = await read(text);
  const errors = expected.filter((line) => line.startsWith('error '));
  assert.ok(errors.some((line) => /^error game \d+, ply 3: `Ke3`: /.test(line)), 'the bad game');
  // The comment left open costs the last game nothing: a warning, then the game.
  const last = expected[expected.length - 2];
  assert.match(last, /^warning game \d+, ply 1: `\{truncated(\\n)*`: comment without its closing \}$/);
  // Games are numbered across batches: the last one's number is the count of games.
  assert.equal(Number(/^warning game (\d+)/.exec(last)[1]), expected.length - expected.filter((line) => line.startsWith('warning ')).length);

  const bytes = new TextEncoder().encode(text);
  const rng = random(7);
  const next = () => rng.below(2 ** 31);
  const cuts = (length, most) => {
    const at = [0];
    while (at[at.length - 1] < length) at.push(Math.min(length, at[at.length - 1] + 1 + (next() % most)));
    return at;
  };
  const byteChunks = (most) => {
    const at = cuts(bytes.length, most);
    return at.slice(1).map((end, i) => bytes.subarray(at[i], end));
  };
  const textChunks = (most) => {
    const at = cuts(text.length, most);
    return at.slice(1).map((end, i) => text.slice(at[i], end));
  };
  const inputs = {
    'Node Readable of Buffers': Readable.from(byteChunks(70000).map((chunk) => Buffer.from(chunk))),
    'web ReadableStream of bytes': new ReadableStream({
      start(controller) {
        for (const chunk of byteChunks(5000)) controller.enqueue(chunk);
        controller.close();
      },
    }),
    'async iterable of strings': (async function* strings() { yield* textChunks(300000); })(),
    'async iterable of bytes cut every few bytes': (async function* few() { yield* byteChunks(7); })(),
  };
  for (const [label, input] of Object.entries(inputs)) {
    assert.deepEqual(await read(input), expected, label);
  }
  // Without onError, the first bad game throws its Error.
  await assert.rejects(async () => {
    for await (const game of readPgn(Readable.from([text]))) void game;
  }, /^Error: game \d+, ply \d+: /);
});

test('a stream whose one game is larger than many batches is read in time linear in its length', async () => {
  // 40 MB in one comment, in chunks of 64 KB: gathered and cut without looking at the same text
  // again for every chunk (which took seconds, growing with the square of the size).
  const comment = 'x'.repeat(40 << 20);
  const text = `[Event "big"]\n\n1. e4 {${comment}} e5 *\n\n[Event "next"]\n\n1. d4 *\n`;
  async function* pieces() {
    for (let at = 0; at < text.length; at += 1 << 16) yield text.slice(at, at + (1 << 16));
  }
  const start = performance.now();
  const games = [];
  for await (const game of readPgn(pieces())) games.push(game);
  const seconds = (performance.now() - start) / 1000;
  assert.deepEqual(games.map((game) => game.history()), [['e4', 'e5'], ['d4']]);
  // A linear read takes a fraction of a second; the quadratic one took 7.7 s.
  assert.ok(seconds < 3, `${seconds.toFixed(2)} s`);
});

test('malformed PGN throws an Error naming the game, the ply and the text, never a trap', () => {
  const cases = [
    ['1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Qxd7 *', 9, 'Qxd7', /illegal/],
    ['[Event "x"]\n[White "unterminated\n\n1. e4 *', 0, '[White "unterminated', /malformed tag/],
    ['[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n1. e4 *', 0, '8/8/8/8/8/8/8/8 w - - 0 1', /bad FEN tag/],
    ['[Variant "Crazyhouse"]\n\n1. e4 *', 0, 'Crazyhouse', /unsupported variant/],
    ['1. e4 e5 2. Nf3 (2. Nc3', 3, '', /variation without its closing/],
    ['1. e4 e5 ) *', 2, ')', /without an opening/],
    ['1. e4 e5 2. N *', 3, 'N', /./],
    ['1. e4 $999 *', 1, '$999', /bad annotation/],
    ['1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7 *', 8, 'Ke7', /./],
  ];
  for (const [pgn, ply, text, kind] of cases) {
    const game = new Game();
    assert.throws(() => game.loadPgn(pgn), (thrown) => {
      assert.ok(thrown instanceof Error && !(thrown instanceof WebAssembly.RuntimeError), String(thrown));
      assert.equal(thrown.game, 1, pgn);
      assert.equal(thrown.ply, ply, `${pgn}: ${thrown.message}`);
      assert.equal(thrown.text, text, pgn);
      assert.match(thrown.message, new RegExp(`^game 1, ply ${ply}: `));
      assert.match(thrown.message, kind);
      return true;
    });
  }
  // Truncated anywhere, damaged at random, or plain noise: games or Errors.
  const rng = random(25);
  const next = () => rng.below(2 ** 31);
  const real = FILES.find(({ name }) => name === 'lichess-studies.pgn').text.slice(0, 6000);
  const samples = [];
  for (let i = 0; i < 150; i++) samples.push(real.slice(0, next() % real.length));
  for (let i = 0; i < 150; i++) {
    const chars = [...real.slice(0, 1500)];
    for (let j = 0; j < 6; j++) chars[next() % chars.length] = '{}()[]"$!?;%\n\u0000\uffff'[next() % 16];
    samples.push(chars.join(''));
  }
  for (let i = 0; i < 100; i++) {
    const noise = new Uint8Array(next() % 400);
    for (let j = 0; j < noise.length; j++) noise[j] = next() & 255;
    samples.push(noise);
  }
  let read = 0;
  let refused = 0;
  for (const sample of samples) {
    for (const game of readPgn(sample, { onError: (error) => { assert.ok(error instanceof Error && 'ply' in error); refused++; } })) {
      assert.equal(load(game.pgn()).pgn(), game.pgn());
      read++;
    }
  }
  assert.ok(read > 100 && refused > 100, `${read} read, ${refused} refused`);
  // The module still works.
  const game = new Game();
  game.move('e4');
  assert.equal(game.history().join(), 'e4');
});

test('pgn({ exportFormat: true }) writes export format: the roster, comments, NAGs, `1...`, `*` while the game goes on', () => {
  const game = load('[White "Ann"]\n[Annotator "me"]\n[FEN "4k3/8/8/8/8/8/8/4K2R b K - 0 1"]\n[SetUp "1"]\n\n{A rook up} 1... Kd7 2. O-O!? (2. Rh7+ Ke6) 2... Ke6 3. Re1+ $1 {and wins} *');
  assert.equal(game.pgn({ exportFormat: true }), [
    '[Event "?"]', '[Site "?"]', '[Date "????.??.??"]', '[Round "?"]', '[White "Ann"]', '[Black "?"]',
    '[Result "*"]', '[Annotator "me"]', '[FEN "4k3/8/8/8/8/8/8/4K2R b K - 0 1"]', '[SetUp "1"]', '',
    '{A rook up} 1... Kd7 2. O-O $5 (2. Rh7+ Ke6) 2... Ke6 3. Re1+ $1 {and wins} *',
  ].join('\n'));
  assert.equal(game.pgn({ exportFormat: true, newline: '\r\n', maxWidth: 20 }).split('\r\n\r\n')[1], [
    '{A rook up} 1... Kd7', '2. O-O $5 (2. Rh7+', 'Ke6) 2... Ke6 3.', 'Re1+ $1 {and wins} *',
  ].join('\r\n'));
  // A mate ends with its result whatever the tags say; variations can be left out.
  const mate = load('[Result "*"]\n\n1. f3 e5 (1... d5) 2. g4 Qh4# *');
  assert.ok(mate.pgn({ exportFormat: true }).endsWith('\n1. f3 e5 (1... d5) 2. g4 Qh4# 0-1'), mate.pgn({ exportFormat: true }));
  const plain = new Game();
  plain.loadPgn('1. f3 e5 (1... d5) 2. g4 Qh4# *', { variations: false });
  assert.ok(plain.pgn({ exportFormat: true }).endsWith('\n1. f3 e5 2. g4 Qh4# 0-1'), plain.pgn({ exportFormat: true }));
  // The default: chess.js's text, NAGs and variations after their move.
  assert.equal(game.pgn().split('\n\n')[1], '{A rook up} 1. ... Kd7 2. O-O $5 (2. Rh7+ Ke6) Ke6 3. Re1+ $1 {and wins} *');
  assert.equal(new Game().pgn(), new Chess().pgn(), 'no moves: no empty line, as chess.js');
  const empty = new Game();
  empty.loadPgn('');
  assert.equal(empty.fen(), START, "loadPgn('') is the start position, as chess.js has it");
  assert.throws(() => empty.loadPgn('1. e4 *\n\n[Event "x"]\n\n1. d4 *'), /more/, 'a text of two games is refused, as chess.js refuses it');
});

test('a Game read from PGN (its plies made on demand) answers as the same moves played one by one', () => {
  const rng = random(25);
  let games = 0;
  for (const { name, text } of FILES) {
    for (const read of readPgn(text, { onError: () => {} })) {
      if (rng.below(8) !== 0 || games >= 300) continue;
      games++;
      const played = new Game(read.startFen(), { variant: read.variant() });
      for (const san of read.history()) played.move(san);
      const where = `${name}, game ${games}`;
      // Without any replay: the position, the SANs, the JSON.
      assert.equal(read.fen(), played.fen(), where);
      assert.deepEqual(read.toJSON(), played.toJSON(), where);
      assert.deepEqual(read.outcome(), played.outcome(), where);
      assert.equal(read.isThreefoldRepetition(), played.isThreefoldRepetition(), where);
      const copy = read.clone();
      // What needs the plies: the hash, the verbose history, undo (on the copy, then the original).
      assert.equal(read.hash(), played.hash(), where);
      assert.deepEqual(read.history({ verbose: true }).map((m) => [m.before, m.after, m.san]),
        played.history({ verbose: true }).map((m) => [m.before, m.after, m.san]), where);
      const undone = copy.undo();
      const undonePlayed = played.clone().undo();
      assert.equal(undone?.san, undonePlayed?.san, where);
      assert.equal(copy.fen(), undone === null ? read.fen() : undone.before, where);
    }
  }
  assert.ok(games > 20, `only ${games} games sampled`);
});
