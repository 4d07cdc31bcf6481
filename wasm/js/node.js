// Loads the module in Node, synchronously at import (or require): the API works at once, and
// init() and `ready` resolve at once, for code written for browsers too.
import { compressed, size } from './module.js';
import { unlzma } from './lzma.js';
import { setInstance } from './raw.js';

const compiled = new WebAssembly.Module(unlzma(Buffer.from(compressed, 'base64'), size));
setInstance(new WebAssembly.Instance(compiled, {}));

/** Already resolved in Node: the module is loaded when the package is. */
export const ready = Promise.resolve();

/** The `ready` promise, for code that runs in browsers too. */
export function init() {
  return ready;
}
