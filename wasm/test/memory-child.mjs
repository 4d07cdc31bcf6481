// Run by memory.test.mjs as `node --expose-gc memory-child.mjs free|collect N`: makes N games,
// each with a few moves played, and either frees each (`free`) or drops it for the garbage
// collector and the package's FinalizationRegistry (`collect`). Prints the module's memory, in
// bytes, after a warm-up and at the end, as JSON.
import { Game } from 'chess-tables';

const [mode, count] = [process.argv[2], Number(process.argv[3])];
// The module's own memory: the entry keeps its wasm-bindgen module, whose init() answers with
// the instance's exports once instantiated.
const { default: init } = await import(new URL('./core/chess_tables.js', import.meta.resolve('chess-tables')));
const { memory } = await init();

async function collect() {
  // Finalizers run after a collection, in later turns of the event loop.
  for (let i = 0; i < 3; i++) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

async function games(n) {
  for (let i = 0; i < n; i++) {
    const game = new Game();
    for (const move of ['e4', 'e5', 'Nf3', 'Nc6']) game.play(move);
    game.moves();
    if (mode === 'free') game.free();
    if (i % 1000 === 999) await collect();
  }
  await collect();
}

await games(5000);
const warm = memory.buffer.byteLength;
await games(count);
console.log(JSON.stringify({ warm, end: memory.buffer.byteLength }));
