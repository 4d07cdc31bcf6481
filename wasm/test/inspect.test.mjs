// chess-tables/inspect against the chess-tables command: attacks() against `chess-tables attacks`
// for every piece, tableEntry() against `chess-tables show table`, and the catalogue's shape.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as inspect from 'chess-tables/inspect';
import * as main from 'chess-tables';
import { EXPECT_VARIANT, cli, random } from './env.mjs';

const SQUARES = Array.from({ length: 64 }, (_, i) => 'abcdefgh'[i % 8] + (Math.floor(i / 8) + 1));
const hex = (bits) => `0x${bits.toString(16).padStart(16, '0')}`;

test('the build is the variant wasm/check built', () => {
  assert.equal(inspect.tableVariant, EXPECT_VARIANT);
  assert.equal(main.tableVariant, EXPECT_VARIANT);
  assert.deepEqual(main.OUTCOMES, inspect.OUTCOMES);
  assert.equal(main.MAX_PERFT_DEPTH, inspect.MAX_PERFT_DEPTH);
  // The main entry has no look-ups.
  assert.equal('attacks' in main, false);
  assert.equal('tables' in main, false);
});

test('attacks() of every piece against `chess-tables attacks`', () => {
  assert.deepEqual(
    inspect.PIECES.map((p) => p.name),
    ['rook', 'bishop', 'queen', 'knight', 'king', 'wpawn', 'bpawn'],
  );
  const rng = random(64);
  const word = () => BigInt(rng.below(2 ** 32)) << 32n | BigInt(rng.below(2 ** 32));
  const queries = [];
  for (const { name } of inspect.PIECES) {
    for (let square = 0; square < 64; square++) {
      for (const occupancy of [0n, ~0n & 0xffffffffffffffffn, word(), word() & word(), word() & word() & word()]) {
        queries.push([name, square, occupancy]);
      }
    }
  }
  const input = queries.map(([name, square, occupancy]) => `${name} ${SQUARES[square]} ${hex(occupancy)}\n`).join('');
  const { status, stdout, stderr } = cli(['attacks'], input);
  assert.equal(status, 0, stderr);
  const answers = stdout.trim().split('\n');
  assert.equal(answers.length, queries.length);
  queries.forEach(([name, square, occupancy], i) => {
    const expected = BigInt(answers[i]);
    assert.equal(inspect.attacks(name, square, occupancy), expected, `${name} ${square} ${hex(occupancy)}`);
    assert.equal(inspect.attacks(name, SQUARES[square], occupancy), expected);
  });
});

test('a slider attacks the union of its lines, as lineLookup() reads them', () => {
  const rng = random(7);
  for (const { name, lines } of inspect.PIECES) {
    for (let square = 0; square < 64; square++) {
      const occupancy = (BigInt(rng.below(2 ** 32)) << 32n) | BigInt(rng.below(2 ** 32));
      const union = lines.reduce((bits, line) => bits | inspect.lineLookup(line, square, occupancy).attacks, 0n);
      if (lines.length > 0) assert.equal(union, inspect.attacks(name, square, occupancy), `${name} ${square}`);
    }
  }
  const rank = inspect.lineLookup('rank', 'e4', 0x24n << 24n);
  assert.equal(rank.attacks, 0x2c000000n, 'RANK_ATTACKS[e4][0x24] as `show table` draws it');
  assert.equal(typeof rank.entryText, 'string');
});

test('planeSquares() of each line is a permutation of the 64 squares', () => {
  assert.deepEqual([...inspect.LINES], ['rank', 'file', 'a1h8', 'a8h1']);
  for (const line of inspect.LINES) {
    const squares = inspect.planeSquares(line);
    assert.deepEqual([...squares].sort((a, b) => a - b), Array.from({ length: 64 }, (_, i) => i), line);
  }
  assert.deepEqual(inspect.planeSquares('rank'), Array.from({ length: 64 }, (_, i) => i));
});

/** The command's word for index `i` along `axis`, or undefined where it takes another kind. */
function cliIndex(axis, i) {
  switch (axis.name) {
    case 'square':
      return SQUARES[i];
    case 'colour':
      return ['white', 'black'][i];
    case 'file':
      return 'abcdefgh'[i];
    case 'piece':
      return `${['white', 'black'][Math.floor(i / 6)]}-${['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'][i % 6]}`;
    case 'bit':
    case 'state':
    case 'inner':
    case 'position':
    case 'rights':
      return String(i);
    default:
      return undefined; // directions and 0x88 differences
  }
}

test('tables(): every table of this build, with its axes; tableEntry() against `show table`', (t) => {
  const tables = inspect.tables();
  assert.ok(tables.length > 0);
  const names = new Set();
  for (const table of tables) {
    assert.ok(!names.has(table.name), `${table.name} twice`);
    names.add(table.name);
    assert.ok(table.summary.length > 0 && table.element.length > 0, table.name);
    for (const axis of table.axes) assert.ok(Number.isInteger(axis.size) && axis.size > 0, `${table.name} ${axis.name}`);
  }
  const listed = cli(['show', 'table']).stdout.split('\n').filter((line) => line.startsWith('  '));
  const cliTables = new Set(listed.map((line) => line.trim().split(/\s+/)[0]));
  const rng = random(11);
  let compared = 0;
  for (const table of tables) {
    const name = table.name.toLowerCase();
    if (!cliTables.has(name)) continue;
    const indices = [
      table.axes.map(() => 0),
      table.axes.map((axis) => axis.size - 1),
      table.axes.map((axis) => rng.below(axis.size)),
      table.axes.map((axis) => rng.below(axis.size)),
    ];
    for (const index of indices) {
      const words = index.map((i, k) => cliIndex(table.axes[k], i));
      if (words.includes(undefined)) continue;
      const { status, stdout, stderr } = cli(['show', 'table', name, ...words]);
      assert.equal(status, 0, stderr);
      const [head, next] = stdout.split('\n');
      const expected = head.includes(' = ') ? head.slice(head.indexOf(' = ') + 3) : next;
      const entry = inspect.tableEntry(table.name, ...index);
      // The command follows a 0x88 kind set with the kinds' names: `0x01 (white pawn)`.
      const shown = table.element === 'KindSet' ? expected.replace(/ \([a-z, ]+\)$/, '') : expected;
      assert.equal(entry.text, shown, `${name} ${words.join(' ')}`);
      assert.equal(typeof entry.value, 'bigint');
      compared++;
    }
  }
  t.diagnostic(`${tables.length} tables, ${compared} entries compared with the command`);
  assert.ok(compared > 20, `${compared} entries compared`);
});
