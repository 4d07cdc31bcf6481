// Games do not leak the module's memory: 50,000 of them, freed or left to the garbage collector
// (the package registers each with a FinalizationRegistry), leave the WebAssembly memory where a
// warm-up left it. The games are made in a child `node --expose-gc` (memory-child.mjs) so that
// collection can be forced; WebAssembly memory never shrinks, so growth is what is measured.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Game } from 'chess-tables';

const child = fileURLToPath(new URL('./memory-child.mjs', import.meta.url));

function run(mode) {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['--expose-gc', child, mode, '50000'], {
    encoding: 'utf8',
  });
  assert.equal(status, 0, stderr);
  return JSON.parse(stdout);
}

// One game holds a few kilobytes; 50,000 kept would be well over 100 MB. Allow a little slack for
// the allocator.
const SLACK = 2 * 65536;

test('50,000 games freed with free(): the memory stays flat', () => {
  const { warm, end } = run('free');
  assert.ok(end <= warm + SLACK, `memory grew from ${warm} to ${end} bytes`);
});

test('50,000 games left to the garbage collector: the memory stays flat', () => {
  const { warm, end } = run('collect');
  assert.ok(end <= warm + SLACK, `memory grew from ${warm} to ${end} bytes`);
});

test('a freed game throws when used; freeing twice does nothing', () => {
  const game = new Game();
  game.play('e4');
  game.free();
  for (const use of [() => game.fen(), () => game.moves(), () => game.play('e5'), () => game.undo()]) {
    assert.throws(use, Error);
  }
  game.free();
  game[Symbol.dispose]();
  // Other games are untouched.
  const other = new Game();
  other.play('d4');
  assert.equal(other.history().join(' '), 'd4');
  other.free();
});
