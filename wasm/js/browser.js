// Loads the module in a browser or a bundle: no top-level await and nothing Node-only. The
// module is inlined (module.js: its raw-deflate compression in base64), so no bundler or server
// has to find a .wasm file. Instantiation starts on import; init() and `ready` wait for it.
import { deflated } from './module.js';
import { setInstance } from './raw.js';

async function load() {
  const binary = atob(deflated);
  const compressed = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) compressed[i] = binary.charCodeAt(i);
  const stream = new Blob([compressed]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const { instance } = await WebAssembly.instantiate(await new Response(stream).arrayBuffer(), {});
  setInstance(instance);
}

/** Resolves once the module is loaded; the API throws until then. */
export const ready = load();
// A failure (a browser without 'deflate-raw' decompression, say) rejects init() and `ready` for
// whoever awaits them, without an unhandled rejection for a page that never does.
ready.catch(() => {});

/** The `ready` promise: `await init()` before the first Game. */
export function init() {
  return ready;
}
