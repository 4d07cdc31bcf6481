// Run by memory.test.mjs as `node --expose-gc memory-child.mjs N`: makes N games in one
// synchronous loop, each with a few moves played and its legal moves asked, and drops each without
// free(). Prints, as JSON, the module's memory and the process's resident memory (after a
// collection) after a warm-up and at the end, and the loop's time.
import { Game } from 'chess-tables';

const count = Number(process.argv[2]);
const memory = Game[Symbol.for('chess-tables.internal')].memory();

function games(n) {
  for (let i = 0; i < n; i++) {
    const game = new Game();
    for (const move of ['e4', 'e5', 'Nf3', 'Nc6']) game.move(move);
    game.moves();
    game.outcome();
  }
}

function measure() {
  globalThis.gc();
  return { wasm: memory.buffer.byteLength, rss: process.memoryUsage().rss };
}

games(2000);
const warm = measure();
const start = performance.now();
games(count);
const ms = performance.now() - start;
console.log(JSON.stringify({ warm, end: measure(), ms }));
