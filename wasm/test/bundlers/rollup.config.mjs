// Rollup as an app sets it up for the browser: node-resolve to find packages in node_modules,
// nothing for WebAssembly.
import { nodeResolve } from '@rollup/plugin-node-resolve';

export default {
  input: 'app/main.js',
  output: { dir: 'out/rollup', format: 'es' },
  plugins: [nodeResolve()],
};
