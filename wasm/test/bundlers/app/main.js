// The app every bundler builds (wasm/check-bundlers), and the page without a bundler loads as it
// is: the package's browser entry, one move played at once, as a chess.js program is written
// (ready at import: no init()), what the page shows, and init() still resolving for code written
// for asynchronous loaders.
import { init, Game } from 'chess-tables';

function show(id, text) {
  document.getElementById(id).textContent = text;
}
const failed = (error) => show('error', String((error && error.stack) || error));

try {
  const game = new Game();
  const move = game.move('e4');
  show('fen', game.fen());
  show('move', JSON.stringify(move));
} catch (error) {
  failed(error);
}
init()
  .catch(failed)
  .finally(() => {
    document.body.dataset.done = 'true';
  });
