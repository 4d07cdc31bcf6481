// The app every bundler builds (wasm/check-bundlers), and the page without a bundler loads as it
// is: the package's browser entry, `init()`, one move, and what the page shows. No top-level
// await, so that esbuild's iife format takes it too.
import { init, Game } from 'chess-tables';

function show(id, text) {
  document.getElementById(id).textContent = text;
}

init()
  .then(() => {
    const game = new Game();
    const move = game.move('e4');
    show('fen', game.fen());
    show('move', JSON.stringify(move));
  })
  .catch((error) => show('error', String((error && error.stack) || error)))
  .finally(() => {
    document.body.dataset.done = 'true';
  });
