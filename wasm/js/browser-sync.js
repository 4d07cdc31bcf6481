// Loads the module for `require` in a browser bundle (the package's index.cjs), where there is no
// top-level await: synchronously at require, so `new Chess()` works on the next line. The module
// comes inlined as it is (module-raw.js: the .wasm in base64, compressed only by the server's
// gzip or brotli), because browsers have no synchronous decompressor. Chromium compiles a module
// this size synchronously on the main thread since 2025 (up to 8 MB), Firefox and Safari always
// have; an older Chromium refuses, and then the module loads asynchronously and init() and
// `ready` wait for it, as they do for every loader of asynchronous packages.
import { raw } from './module-raw.js';
import { fromBase64, setInstance } from './raw.js';

function load() {
  const bytes = fromBase64(raw);
  let module;
  try {
    module = new WebAssembly.Module(bytes);
  } catch (error) {
    if (!(error instanceof RangeError)) return Promise.reject(error);
    return WebAssembly.instantiate(bytes, {}).then(({ instance }) => setInstance(instance));
  }
  setInstance(new WebAssembly.Instance(module, {}));
  return Promise.resolve();
}

/** Resolved once the module is loaded: at require, or later in a browser that compiles asynchronously only. */
export const ready = load();
// A failure (a browser without WebAssembly) rejects init() and `ready` for whoever awaits
// them, without an unhandled rejection for a page that never does.
ready.catch(() => {});

/** The `ready` promise. */
export function init() {
  return ready;
}
