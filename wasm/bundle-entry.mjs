// Writes a browser entry of the package (index.js, inspect.js) as ONE minified ES module: the
// loader, the ABI, the API and the PGN functions of js/ bundled by esbuild (wasm/'s pinned
// devDependency), the inlined module (`module.js`, written by wasm/build) left a separate import,
// the table variant (`variant.js`, written beside it) bundled in.
// One file gzips about 1 KB smaller than the five it replaces (one header and one set of codes,
// names shortened across modules), and a browser makes one request less each.
//   node wasm/bundle-entry.mjs out.js module-dir source…
// e.g. `node wasm/bundle-entry.mjs pkg/index.js ./lib browser api` bundles js/browser.js and
// js/api.js (and what they import) with `./lib/module.js` as the module.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const [output, moduleDir, ...sources] = process.argv.slice(2);
const js = join(dirname(fileURLToPath(import.meta.url)), 'js');
const result = await build({
  stdin: { contents: sources.map((source) => `export * from './${source}.js';`).join('\n'), resolveDir: js },
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'esnext',
  legalComments: 'none',
  write: false,
  // Nothing Node-only may come in: a browser entry imports no package, `node:` or other.
  platform: 'neutral',
  plugins: [{
    name: 'module',
    setup(build) {
      build.onResolve({ filter: /^\.\/module\.js$/ }, () => ({ path: `${moduleDir}/module.js`, external: true }));
      // The table variant (a line wasm/build writes beside module.js) goes into the bundle.
      build.onResolve({ filter: /^\.\/variant\.js$/ }, () => ({ path: join(dirname(output), moduleDir, 'variant.js') }));
    },
  }],
});
writeFileSync(output, result.outputFiles[0].text);
