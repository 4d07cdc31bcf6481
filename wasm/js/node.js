// Loads the module in Node, synchronously at import (or require): the API works at once, and
// init() and `ready` resolve at once, for code written for browsers too. Node's own brotli
// decoder unpacks the module (module-node.js, written by wasm/build): a millisecond, where the
// LZMA the browser entry carries takes tens of milliseconds to decode in JavaScript.
import { brotliDecompressSync } from 'node:zlib';
import { brotli } from './module-node.js';
import { setInstance } from './raw.js';

const compiled = new WebAssembly.Module(brotliDecompressSync(Buffer.from(brotli, 'base64')));
setInstance(new WebAssembly.Instance(compiled, {}));

/** Already resolved in Node: the module is loaded when the package is. */
export const ready = Promise.resolve();

/** The `ready` promise, for code that runs in browsers too. */
export function init() {
  return ready;
}
