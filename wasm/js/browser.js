// Loads the module in a browser or a bundle as an ES module, ready at import: the import waits
// (a top-level await) until the module is instantiated, so `new Chess()` works on the next line.
// The module comes inlined (module.js: its deflate compression in base64), so no bundler or
// server has to find a .wasm file; the browser inflates it (DecompressionStream) and compiles it
// as it streams in (instantiateStreaming), both off JavaScript. init() and `ready` stay, already
// resolved, for code written for the async loaders of other packages. This file has no CommonJS
// twin (CommonJS has no top-level await): `require` gets browser-sync.js.
import { deflated } from './module.js';
import { fromBase64, setInstance } from './raw.js';

async function load() {
  const inflate = new DecompressionStream('deflate-raw');
  const writer = inflate.writable.getWriter();
  writer.write(fromBase64(deflated));
  writer.close();
  const wasm = new Response(inflate.readable, { headers: { 'content-type': 'application/wasm' } });
  setInstance((await WebAssembly.instantiateStreaming(wasm, {})).instance);
}

/** Resolved once the module is loaded: at import, unless loading failed. */
export const ready = load();

/** The `ready` promise. */
export function init() {
  return ready;
}

// A failure (a browser without WebAssembly or DecompressionStream) leaves the import done, the
// API throwing, and init() and `ready` rejecting with the reason, for whoever awaits them.
await ready.catch(() => {});
