// Loads the module in a browser or a bundle: no top-level await and nothing Node-only. The
// module is inlined (module.js: its LZMA compression in base64, decoded by lzma.js), so no
// bundler or server has to find a .wasm file. Instantiation starts on import; init() and `ready`
// wait for it.
import { compressed, size } from './module.js';
import { unlzma } from './lzma.js';
import { setInstance } from './raw.js';

async function load() {
  const binary = atob(compressed);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const { instance } = await WebAssembly.instantiate(unlzma(bytes, size), {});
  setInstance(instance);
}

/** Resolves once the module is loaded; the API throws until then. */
export const ready = load();
// A failure (a browser without WebAssembly, say) rejects init() and `ready` for
// whoever awaits them, without an unhandled rejection for a page that never does.
ready.catch(() => {});

/** The `ready` promise: `await init()` before the first Game. */
export function init() {
  return ready;
}
