// The module's ABI as JavaScript calls it: text in, text out, through the two buffers the module
// owns (wasm/src/abi.rs). An operation is an export `name() -> length`: call(name, input) writes
// the input as UTF-8 into the module's input buffer, runs the operation and returns its answer as
// a string, or throws an Error whose message is the module's (a negative length says so).

let wasm = null; // the instance's exports
let bytes = new Uint8Array(0); // a view of the module's memory, renewed when the memory grows
const decoder = new TextDecoder();
const encoder = new TextEncoder();
/** The characters of a long text encoded at a time (see write). */
const PIECE = 4096;

const waiting = [];

/** Makes `instance` (the chess-tables module, instantiated) the one call() runs. */
export function setInstance(instance) {
  wasm = instance.exports;
  for (const run of waiting.splice(0)) run();
}

/** The bytes of `base64`, by the browser's own decoder where it has one. */
export function fromBase64(base64) {
  if (Uint8Array.fromBase64) return Uint8Array.fromBase64(base64);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Runs `run` once the module is loaded (at once if it is). */
export function whenLoaded(run) {
  if (wasm === null) waiting.push(run);
  else run();
}

/** The instance's exports, or null before it is loaded (for tests that watch its memory). */
export function instanceExports() {
  return wasm;
}

function memory() {
  if (bytes.buffer !== wasm.memory.buffer) bytes = new Uint8Array(wasm.memory.buffer);
  return bytes;
}

/** Writes `input` into the module's input buffer. */
function write(input) {
  const length = input.length;
  // A long text (a batch of PGN) goes to the encoder, several times faster than the loop below,
  // in room for the most it can take (three bytes a UTF-16 unit), then cut to what it took. In
  // pieces: V8 copies a text that is all ASCII, and encodes any other a character at a time
  // (five times slower), so that one accented name costs its piece, not the batch.
  if (length > 256) {
    const room = wasm.io_input(3 * length);
    const view = memory().subarray(room);
    let written = 0;
    for (let at = 0, end; at < length; at = end) {
      end = Math.min(at + PIECE, length);
      // (Never between the two halves of a surrogate pair.)
      if ((input.charCodeAt(end - 1) & 0xfc00) === 0xd800) end++;
      written += encoder.encodeInto(input.slice(at, end), view.subarray(written)).written;
    }
    wasm.io_input_used(written);
    return;
  }
  let at = wasm.io_input(length);
  const view = memory();
  // Nearly every input is ASCII (FENs, moves): copied a char at a time, which for short texts is
  // cheaper than an encoder call; anything else goes through TextEncoder.
  for (let i = 0; i < length; i++) {
    const code = input.charCodeAt(i);
    if (code > 0x7f) {
      const encoded = encoder.encode(input);
      at = wasm.io_input(encoded.length);
      memory().set(encoded, at);
      return;
    }
    view[at + i] = code;
  }
}

/** Runs the operation `name` over `input` (a string): its answer, or an Error with its message. */
export function call(name, input = '') {
  if (wasm === null) {
    throw new Error('chess-tables is not loaded: `await init()` waits for it, or rejects with why it failed');
  }
  write(input);
  const length = wasm[name]();
  const at = wasm.io_output();
  const text = decoder.decode(memory().subarray(at, at + Math.abs(length)));
  if (length < 0) throw new Error(text);
  return text;
}
