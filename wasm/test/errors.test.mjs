// Bad input of every kind throws an Error whose message is one line: the line the chess-tables
// command prints on stderr for the same input (without its `chess-tables: ` prefix, and without
// the `move 1 ` or `line 1: ` it puts before a move's or a line's message), or, where the command
// has no such input, a line that names it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, perft, perftDivide, MAX_PERFT_DEPTH } from 'chess-tables';
import * as inspect from 'chess-tables/inspect';
import { Chess } from 'chess.js';
import { START, cliError } from './env.mjs';

/** The Error `run` throws; fails unless it is an Error with a one-line message. */
function thrown(run) {
  let error;
  try {
    run();
  } catch (caught) {
    error = caught;
  }
  assert.ok(error instanceof Error, `not an Error: ${error}`);
  assert.ok(!error.message.includes('\n'), `more than one line: ${error.message}`);
  return error.message;
}

const BAD_FENS = [
  '',
  '8/8 w',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1', // a piece letter
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1', // a short rank
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', // the side
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1', // castling
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1', // en passant
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1', // an impossible en passant
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1', // the half-move clock
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 65536', // the move number (0 reads as 1)
  '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1', // the side not to move in check
  '8/8/8/8/8/8/8/8 w - - 0 1', // no kings
  'P3k3/8/8/8/8/8/8/4K3 w - - 0 1', // a pawn on the back rank
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra',
];

test('a bad FEN: the message of `chess-tables perft 1 --fen FEN`', () => {
  for (const fen of BAD_FENS) {
    const expected = cliError(['perft', '1', '--fen', fen]);
    assert.ok(expected.includes(`\`${fen}\``), expected);
    assert.equal(thrown(() => new Game(fen)), expected, fen);
    assert.equal(thrown(() => new Game(fen, { variant: 'standard' })), expected, fen);
    assert.equal(thrown(() => perft(fen, 1)), expected, fen);
    assert.equal(thrown(() => perftDivide(fen, 1)), expected, fen);
    assert.equal(thrown(() => new inspect.Game(fen)), expected, fen);
  }
});

test('a bad Chess960 FEN: the message of `chess-tables perft 1 --variant chess960 --fen FEN`', () => {
  for (const fen of ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x', BAD_FENS[5], BAD_FENS[10]]) {
    const expected = cliError(['perft', '1', '--variant', 'chess960', '--fen', fen]);
    assert.equal(thrown(() => new Game(fen, { variant: 'chess960' })), expected, fen);
    assert.equal(thrown(() => perft(fen, 1, { variant: 'chess960' })), expected, fen);
  }
});

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const AMBIGUOUS = '4k3/8/8/8/8/8/4K3/R6R w - - 0 1'; // Rd1: from a1 or h1

test('an illegal, malformed or ambiguous move: the message of `show position FEN --moves WORD`', () => {
  const cases = [
    [START, 'e5'],
    [START, 'Nf3x'],
    [START, 'e9e4'],
    [START, 'xyz'],
    [START, 'Nbd2'],
    [START, 'O-O'],
    [START, 'e2e5'],
    [START, 'e7e5'],
    [AFTER_E4, 'e4'],
    [AMBIGUOUS, 'Rd1'],
    [AMBIGUOUS, 'Rb2'],
    ['4k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a8=K'],
    ['4k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a7a8'],
  ];
  for (const [fen, word] of cases) {
    // What chess.js's permissive reading takes (`Nbd2` for Nd2, `a7a8` for a8=N) is played as it
    // plays it (board.test.mjs), not refused.
    let taken = null;
    try {
      taken = new Chess(fen).move(word).san;
    } catch {
      // refused by chess.js too
    }
    if (taken !== null) {
      assert.equal(new Game(fen).move(word).san, taken, `${word} in ${fen}, as chess.js reads it`);
      continue;
    }
    const line = cliError(['show', 'position', fen, '--moves', word]);
    assert.ok(line.startsWith('move 1 '), line);
    const expected = line.slice('move 1 '.length);
    const game = new Game(fen);
    assert.equal(thrown(() => game.play(word)), expected, `${word} in ${fen}`);
    assert.equal(thrown(() => game.see(word)), expected, `see(${word}) in ${fen}`);
    assert.equal(game.fen(), fen, 'a refused move changes nothing');
    assert.deepEqual(game.history(), []);
    game.free();
  }
  const ambiguous = thrown(() => new Game(AMBIGUOUS).play('Rd1'));
  assert.match(ambiguous, /ambiguous/);
  // An empty word is no move to the command (`--moves ""` plays none); to play(), a malformed one.
  assert.equal(thrown(() => new Game().play('')), thrown(() => new Game().play('xyz')).replace('`xyz`', '``'));
});

test('a bad variant name: one line naming it', () => {
  for (const variant of ['foo', 'Standard', '']) {
    for (const run of [
      () => new Game(START, { variant }),
      () => perft(START, 1, { variant }),
      () => perftDivide(START, 1, { variant }),
    ]) {
      const message = thrown(run);
      assert.ok(message.includes(`\`${variant}\``), message);
      assert.match(message, /standard, chess960 or auto/);
    }
  }
});

test('a perft depth out of range: one line naming it', () => {
  for (const depth of [MAX_PERFT_DEPTH + 1, 1000, -1, 1.5, NaN]) {
    for (const run of [() => perft(START, depth), () => perftDivide(START, depth)]) {
      const message = thrown(run);
      assert.ok(message.includes(`depth ${depth} `), message);
    }
  }
});

test('not a string where text is wanted: an Error, not a broken module', () => {
  assert.match(thrown(() => new Game(42)), /`42`/);
  assert.match(thrown(() => perft(42, 1)), /`42`/);
  assert.match(thrown(() => new Game(START, { variant: 7 })), /`7`/);
  assert.match(thrown(() => inspect.attacks(7, 'e4')), /`7`/);
  // The module still works.
  assert.equal(perft(START, 2), 400);
});

test('inspect: a bad piece, square or bitboard: the message of `chess-tables attacks`', () => {
  const cases = [
    ['foo', 'e4'],
    ['pawn', 'e4'],
    ['rook', 'e9'],
    ['rook', 'i1'],
    ['rook', 'e44'],
    ['Rook', 'e4'],
  ];
  for (const [piece, square] of cases) {
    const line = cliError(['attacks'], `${piece} ${square} 0x0\n`);
    assert.ok(line.startsWith('line 1: '), line);
    assert.equal(thrown(() => inspect.attacks(piece, square, 0n)), line.slice('line 1: '.length));
  }
  for (const square of [64, -1, 1.5, null, {}]) {
    const message = thrown(() => inspect.attacks('rook', square));
    assert.match(message, /a square is a name \(e4\) or a number/);
  }
});

test('inspect: a bad line, table name or table index: one line naming it', () => {
  for (const run of [() => inspect.lineLookup('diagonal', 'e4'), () => inspect.planeSquares('diagonal')]) {
    assert.match(thrown(run), /^`diagonal` is not a line: one of rank, file, a1h8, a8h1$/);
  }
  assert.match(thrown(() => inspect.lineLookup('rank', 'z9')), /`z9` is not a square/);
  assert.match(thrown(() => inspect.tableEntry('no_such_table', 1)), /`no_such_table`/);
  const knight = inspect.tables().find((table) => table.name.toLowerCase() === 'knight_attacks');
  assert.ok(knight, 'KNIGHT_ATTACKS in every build');
  for (const index of [[64], [], [1, 2], [-1], [1.5]]) {
    const message = thrown(() => inspect.tableEntry(knight.name, ...index));
    assert.ok(message.startsWith(`${knight.name} has no entry at [${index.join(', ')}]`), message);
  }
});
