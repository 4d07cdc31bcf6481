// Writes one of the package's ES modules (js/*.js) as it ships, and its CommonJS twin:
//   node wasm/package-js.mjs in.js out.js
// writes out.js and out.cjs (none for a module with a top-level await), both minified by esbuild (wasm/'s pinned devDependency: a browser
// loads them, and minifying takes a third off the gzipped JavaScript; the commented source is in
// the repository). The CommonJS file is derived line by line from the readable source, then
// minified as it is (esbuild keeps `require` and `exports`, free names); the modules keep to the
// forms below, and anything else that starts a line with import or export stops the build.
//   import { a, b as c } from './x.js';   ->  const { a, b: c } = require('./x.cjs');
//   export * from './x.js';               ->  Object.assign(exports, require('./x.cjs'));
//   export { a, b } from './x.js';        ->  the same, naming a and b
//   export function|class|const NAME …    ->  the declaration, and exports.NAME = NAME at the end
//   export { a, b };                      ->  exports.a = a; … at the end
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

/** `./x.js` becomes `./x.cjs`; a package (`node:zlib`) stays as it is. */
const target = (path) => (path.startsWith('.') ? path.replace(/\.js$/, '.cjs') : path);
const names = (list) =>
  list.split(',').map((name) => name.trim()).filter(Boolean).map((name) => name.split(/\s+as\s+/));

// `source` without its comment lines (`//` lines, and block comments whose lines hold nothing else) and
// without blank lines.
export function stripComments(source) {
  const out = [];
  let inBlock = false;
  for (const line of source.split('\n')) {
    const text = line.trim();
    if (inBlock) {
      inBlock = !text.includes('*/');
    } else if (text.startsWith('/*')) {
      inBlock = !text.includes('*/');
    } else if (text !== '' && !text.startsWith('//')) {
      out.push(line);
    }
  }
  return `${out.join('\n')}\n`;
}

export function toCommonJs(source, file = 'module') {
  const exported = [];
  const out = ["'use strict';"];
  source.split('\n').forEach((line, i) => {
    let match;
    if ((match = /^import \{([^}]*)\} from '([^']+)';$/.exec(line))) {
      const bindings = names(match[1]).map(([from, to]) => (to ? `${from}: ${to}` : from));
      out.push(`const { ${bindings.join(', ')} } = require('${target(match[2])}');`);
    } else if ((match = /^export \* from '([^']+)';$/.exec(line))) {
      out.push(`Object.assign(exports, require('${target(match[1])}'));`);
    } else if ((match = /^export \{([^}]*)\} from '([^']+)';$/.exec(line))) {
      const module = `require('${target(match[2])}')`;
      out.push(`{ const m = ${module}; ${names(match[1]).map(([from, to]) => `exports.${to ?? from} = m.${from};`).join(' ')} }`);
    } else if ((match = /^export \{([^}]*)\};$/.exec(line))) {
      exported.push(...names(match[1]).map(([from, to]) => [to ?? from, from]));
      out.push('');
    } else if ((match = /^export ((?:async )?function\*? ?|class |const |let )([A-Za-z_$][\w$]*)/.exec(line))) {
      exported.push([match[2], match[2]]);
      out.push(line.slice('export '.length));
    } else if (/^(import|export)\b/.test(line)) {
      throw new Error(`${file}:${i + 1}: a form cjs.mjs does not rewrite: ${line}`);
    } else {
      out.push(line);
    }
  });
  for (const [name, local] of exported) out.push(`exports.${name} = ${local};`);
  return `${out.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [input, output] = process.argv.slice(2);
  const source = stripComments(readFileSync(input, 'utf8'));
  // No syntax lowering (target esnext): only whitespace, names and shorter forms change.
  const minify = (code, format) => transformSync(code, { minify: true, format, target: 'esnext', legalComments: 'none' }).code;
  writeFileSync(output, minify(source, 'esm'));
  // A module with a top-level await (the browser entry's loader) can have no CommonJS twin.
  if (!/^await /m.test(source)) writeFileSync(output.replace(/\.js$/, '.cjs'), minify(toCommonJs(source, input), undefined));
}
