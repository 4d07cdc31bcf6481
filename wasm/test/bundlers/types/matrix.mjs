// The package's .d.ts files under each TypeScript version pinned in package.json, each module
// resolution a project may use, with and without skipLibCheck, in strict mode: every cell must
// compile esm.mts (and, where the resolution tells CommonJS from ES modules, the same code as a
// CommonJS module, cjs.cts, which this script writes from esm.mts: its imports compile to
// `require`, resolved through the `require` condition).
//
// usage: node types/matrix.mjs   (from the project the package is installed in)

import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = path.join(here, '..', 'node_modules');
// The oldest TypeScript the package supports, the last 5.x, and the current one (7, the native
// compiler). 'bundler' exists from TypeScript 5.0.
const COMPILERS = [
  { name: 'typescript-4.7', resolutions: ['node16', 'nodenext'] },
  { name: 'typescript', resolutions: ['node16', 'nodenext', 'bundler'] },
  { name: 'typescript-7', resolutions: ['node16', 'nodenext', 'bundler'] },
];

const cjs = path.join(here, 'cjs.cts');
writeFileSync(cjs, readFileSync(path.join(here, 'esm.mts'), 'utf8'));
let failed = 0;
let cells = 0;
for (const { name, resolutions } of COMPILERS) {
  const tsc = path.join(modules, name, 'bin', 'tsc');
  const { version } = JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8'));
  for (const resolution of resolutions) {
    for (const skipLibCheck of [false, true]) {
      const bundler = resolution === 'bundler';
      const config = path.join(here, `tsconfig.${version}.${resolution}.${skipLibCheck}.json`);
      const compilerOptions = {
        strict: true,
        module: bundler ? 'esnext' : resolution,
        moduleResolution: resolution,
        target: 'es2020',
        lib: ['es2020', 'dom'],
        types: [],
        noEmit: true,
        skipLibCheck,
      };
      writeFileSync(config, JSON.stringify({ compilerOptions, files: bundler ? ['esm.mts'] : ['esm.mts', 'cjs.cts'] }));
      const started = Date.now();
      const run = spawnSync(process.execPath, [tsc, '-p', config], { encoding: 'utf8' });
      rmSync(config);
      const label = `TypeScript ${version}, ${resolution}, skipLibCheck ${skipLibCheck}`;
      cells++;
      if (run.status === 0) {
        console.log(`ok    ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } else {
        failed++;
        console.log(`FAIL  ${label}:\n${(run.stdout + run.stderr).trim().replace(/^/gm, '        ')}`);
      }
    }
  }
}
rmSync(cjs);
console.log(`types: ${cells - failed} of ${cells} TypeScript configurations compile`);
process.exitCode = failed ? 1 : 0;
