// Games leak nothing: a game's state lives in JavaScript and the module keeps none, so 100,000
// games made and dropped in one synchronous loop without free() leave the WebAssembly memory
// exactly where a warm-up left it, and the process's resident memory about flat. The games are
// made in a child `node --expose-gc` (memory-child.mjs) so that a collection can be forced before
// each measure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Game, validateFen } from 'chess-tables';

const child = fileURLToPath(new URL('./memory-child.mjs', import.meta.url));

test('100,000 games dropped without free(): the module memory does not grow, resident memory stays flat', (t) => {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['--expose-gc', child, '100000'], { encoding: 'utf8' });
  assert.equal(status, 0, stderr);
  const { warm, end, ms } = JSON.parse(stdout);
  t.diagnostic(`${Math.round(ms)} ms; module ${warm.wasm} -> ${end.wasm} B; resident ${warm.rss} -> ${end.rss} B`);
  assert.equal(end.wasm, warm.wasm, 'the WebAssembly memory grew');
  // Kept games would take well over 100 MB (the wasm-bindgen package took 617 MB for 100,000).
  // A collected heap leaves the resident memory within a few megabytes of where it was.
  assert.ok(end.rss - warm.rss < 32 * 1024 * 1024, `resident memory grew by ${end.rss - warm.rss} B`);
});

test('free() and [Symbol.dispose]() do nothing: the game goes on', () => {
  const game = new Game();
  game.move('e4');
  game.free();
  game.free();
  game[Symbol.dispose ?? Symbol.for('Symbol.dispose')]();
  game.move('e5');
  assert.deepEqual(game.history(), ['e4', 'e5']);
});

test('a copy is independent: clone() and toJSON()', () => {
  const game = new Game();
  game.move('e4');
  game.setComment('king pawn');
  const copy = game.clone();
  copy.move('c5');
  copy.setComment('Sicilian');
  assert.deepEqual(game.history(), ['e4']);
  assert.equal(game.getComment(), 'king pawn');
  assert.deepEqual(copy.history(), ['e4', 'c5']);
  assert.deepEqual(copy.toJSON(), { moves: ['e2e4', 'c7c5'] });
  const rebuilt = Game.fromJSON(JSON.parse(JSON.stringify(copy)));
  assert.equal(rebuilt.fen(), copy.fen());
  assert.deepEqual(rebuilt.history(), ['e4', 'c5']);
});

test('large inputs and answers reuse the module memory rather than grow it', () => {
  const memory = Game[Symbol.for('chess-tables.internal')].memory();
  const big = 'x'.repeat(300_000); // refused, and quoted whole in the message
  for (let i = 0; i < 3; i++) validateFen(big + 'y'.repeat(1000 * i));
  const before = memory.buffer.byteLength;
  for (let i = 0; i < 50; i++) {
    assert.equal(validateFen(big + 'y'.repeat(i)).ok, false);
    const game = new Game();
    game.move('e4');
    game.moves({ verbose: true });
  }
  assert.equal(memory.buffer.byteLength, before);
});
