// Startup in Node: a fresh process from `import` to the first legal move played, chess-tables (the
// package built into wasm/pkg, through its Node entry) against chess.js, alternating, and the
// median of each.
//   node wasm/bench/startup.mjs [runs]     (default 21 of each)
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const runs = Number(process.argv[2] ?? 21);
const pkg = fileURLToPath(new URL('../pkg/node.js', import.meta.url));
// What `import { Chess } from 'chess.js'` loads in Node (its package has no exports: its CommonJS main).
const chessjs = fileURLToPath(import.meta.resolve('chess.js'));
const script = (entry) => `
  const t0 = performance.now();
  const { Chess } = await import(${JSON.stringify(pathToFileURL(entry).href)});
  const game = new Chess();
  game.move(game.moves()[0]);
  console.log(performance.now() - t0);`;
const time = (entry) => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script(entry)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout);
};
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ours = [];
const theirs = [];
for (let i = 0; i < runs; i++) {
  ours.push(time(pkg));
  theirs.push(time(chessjs));
}
console.log(`import to the first legal move, median of ${runs} fresh processes each, alternating:`);
console.log(`  chess-tables ${median(ours).toFixed(1)} ms, chess.js ${median(theirs).toFixed(1)} ms: ${(median(theirs) / median(ours)).toFixed(2)}x`);
