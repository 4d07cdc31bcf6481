// Loads the module in Node, synchronously at import (or require): the API works at once, and
// init() and `ready` resolve at once, for code written for browsers too. Node's zlib inflates
// the module from the deflate copy the browser entry carries (module.js, written by wasm/build).
import { inflateRawSync } from 'node:zlib';
import { deflated } from './module.js';
import { setInstance } from './raw.js';

const compiled = new WebAssembly.Module(inflateRawSync(Buffer.from(deflated, 'base64')));
setInstance(new WebAssembly.Instance(compiled, {}));

/** Already resolved in Node: the module is loaded when the package is. */
export const ready = Promise.resolve();

/** The `ready` promise, for code that runs in browsers too. */
export function init() {
  return ready;
}
