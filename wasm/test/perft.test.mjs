// perft() and perftDivide() against every published count of every suite in the suite directory
// (CHESS_TABLES_SUITES: standard.epd, fischer.epd — read as Chess960 — and any other .epd or
// .perft file there), each count up to a node limit so that the run stays short.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, perft, perftDivide, MAX_PERFT_DEPTH, OUTCOMES, tableVariant } from 'chess-tables';
import { START, suites } from './env.mjs';

/** Counts above this are skipped: the suites run to billions of nodes. */
const NODE_LIMIT = 2_000_000;
/** perftDivide is checked at the deepest depth whose count is at most this. */
const DIVIDE_LIMIT = 100_000;

for (const { file, records } of suites()) {
  const options = file === 'fischer.epd' ? { variant: 'chess960' } : {};
  test(`perft: ${file}`, (t) => {
    assert.ok(records.length > 0, `${file} has no records`);
    let checked = 0;
    let skipped = 0;
    for (const [i, { line, fen, counts }] of records.entries()) {
      assert.equal(perft(fen, 0, options), 1);
      let divided = null;
      for (const [depth, nodes] of counts) {
        // (tricky.perft's 32-ply "prison" is past the deepest perft() takes.)
        if (nodes > NODE_LIMIT || depth > MAX_PERFT_DEPTH) {
          skipped++;
          continue;
        }
        assert.equal(perft(fen, depth, options), nodes, `${file} line ${line}: D${depth} of ${fen}`);
        checked++;
        if (nodes <= DIVIDE_LIMIT && depth > (divided?.[0] ?? 0)) divided = [depth, nodes];
      }
      if (divided === null) continue;
      const [depth, nodes] = divided;
      const divide = perftDivide(fen, depth, options);
      const where = `${file} line ${line}: divide D${depth} of ${fen}`;
      assert.equal(divide.reduce((sum, entry) => sum + entry.nodes, 0), nodes, where);
      const game = new Game(fen, options);
      assert.deepEqual(
        divide.map((entry) => entry.uci).sort(),
        game.moves({ verbose: true }).map((m) => m.uci).sort(),
        where,
      );
      if (i < 3) {
        // Each root move's count is perft one ply less of the position after it.
        for (const { uci, nodes: below } of divide) {
          game.move(uci);
          assert.equal(perft(game.fen(), depth - 1, options), below, `${where}: ${uci}`);
          game.undo();
        }
      }
      game.free();
    }
    t.diagnostic(`${records.length} positions, ${checked} counts checked, ${skipped} over ${NODE_LIMIT} nodes or ${MAX_PERFT_DEPTH} plies skipped`);
    assert.ok(checked > 0, `no count of ${file} under ${NODE_LIMIT} nodes`);
  });
}

test('perft at the edges of its depth range', () => {
  assert.equal(MAX_PERFT_DEPTH, 8);
  assert.equal(perft(START, 0), 1);
  assert.deepEqual(perftDivide(START, 0), []);
  assert.equal(perft('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', 3), 0, 'stalemate: no moves');
  assert.deepEqual(perftDivide('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', 2), []);
  // A depth past the limit is refused before any counting (it would take hours).
  assert.throws(() => perft(START, MAX_PERFT_DEPTH + 1), /out of range/);
});

test("the constants the JavaScript states are the module's", () => {
  const [variant, depth, ...kinds] = Game[Symbol.for('chess-tables.internal')].info().split('\t');
  assert.equal(tableVariant, variant);
  assert.equal(MAX_PERFT_DEPTH, Number(depth));
  assert.deepEqual([...OUTCOMES], kinds);
});
