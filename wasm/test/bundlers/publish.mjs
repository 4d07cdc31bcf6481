// The packed package is ready to publish: its licence texts and README are in the tarball, its
// package.json has the fields npm's page and resolvers read, and every file its exports name is
// packed, with `types` first and `default` last among each set of conditions (resolvers take the
// first condition that matches, in the order written).
//
// usage: node publish.mjs TARBALL

import { execFileSync } from 'node:child_process';

const tarball = process.argv[2];
const files = new Set(
  execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((entry) => entry.replace(/^package\//, '')),
);
const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
const problems = [];
const expect = (ok, problem) => ok || problems.push(problem);

for (const file of ['LICENSE-MIT', 'LICENSE-APACHE', 'README.md', 'package.json']) {
  expect(files.has(file), `${file} is not in the tarball`);
}
expect(manifest.license === 'MIT OR Apache-2.0', `license is ${manifest.license}`);
for (const field of ['name', 'version', 'description', 'keywords', 'exports', 'files', 'engines']) {
  expect(manifest[field] !== undefined, `package.json has no ${field}`);
}
expect(typeof manifest.sideEffects === 'boolean' || Array.isArray(manifest.sideEffects), 'package.json says nothing of sideEffects');
expect(/^\d+\.\d+\.\d+/.test(manifest.version), `version ${manifest.version} is not semver`);
if (manifest.repository === undefined) {
  console.log('note  package.json has no repository (wasm/build found no public git remote)');
} else {
  // The form npm stores, so that `npm publish` has nothing to rewrite.
  expect(/^git\+(https|ssh):\/\//.test(manifest.repository.url), `repository.url ${manifest.repository.url} is not git+https:// or git+ssh://`);
  expect(manifest.repository.directory === 'wasm', 'repository.directory is not wasm');
}

/** Checks one `exports` target: a path in the tarball, or conditions to walk. */
function walk(target, where) {
  if (typeof target === 'string') {
    expect(files.has(target.replace(/^\.\//, '')), `${where} names ${target}, not in the tarball`);
    return;
  }
  const conditions = Object.keys(target);
  if (conditions.includes('types')) expect(conditions[0] === 'types', `${where}: types is not the first condition`);
  if (conditions.includes('default')) expect(conditions.at(-1) === 'default', `${where}: default is not the last condition`);
  for (const condition of conditions) walk(target[condition], `${where}.${condition}`);
}
for (const [subpath, target] of Object.entries(manifest.exports)) walk(target, `exports["${subpath}"]`);
for (const field of ['main', 'module', 'types']) {
  if (manifest[field]) expect(files.has(manifest[field].replace(/^\.\//, '')), `${field} names ${manifest[field]}, not in the tarball`);
}

if (problems.length) {
  console.log(`FAIL  the tarball is not ready to publish:\n        ${problems.join('\n        ')}`);
  process.exit(1);
}
console.log(`ok    ${manifest.name}@${manifest.version}: ${files.size} files, licences, README and exports in order`);
