// An LZMA decoder for the inlined module (module.js): LZMA compresses the .wasm about 10 % better
// than deflate (5 KB of the main entry), which pays for this decoder many times over. It reads
// what `lzma.compress(data, format=FORMAT_ALONE)` of Python's lzma module writes (wasm/build):
// a 13-byte header (the lc/lp/pb properties, the dictionary size, the size), then the range-coded
// stream. The decoded size is given (the header's may say "unknown"), and the decoder stops there.
// Written from the LZMA specification (the range coder, the literal and match coders, the state
// machine of the last four distances).

/** The `size` bytes `data` (FORMAT_ALONE LZMA) decodes to. Throws on a stream that is cut short. */
export function unlzma(data, size) {
  let props = data[0];
  const lc = props % 9;
  props = (props - lc) / 9;
  const lp = props % 5;
  const pb = (props - lp) / 5;
  const out = new Uint8Array(size);
  // The probabilities, 11-bit, all starting at one half: one array, each coder at its offset.
  const IS_MATCH = 0; // 12 states x 16 position states
  const IS_REP = 192; // then 12 each: IS_REP, G0, G1, G2
  const IS_REP0_LONG = 240; // 12 x 16
  const SLOT = 432; // 4 length states x a 6-bit tree
  const SPECIAL = 688; // the distances' middle bits, slots 4 to 13
  const ALIGN = 803; // the distances' 4 low bits
  const LEN = 819; // the match lengths: choice, choice 2, 16 x low (8), 16 x mid (8), high (256)
  const REP_LEN = 1333; // the same for repeated matches
  const LITERAL = 1847; // 0x300 for each literal state
  const probs = new Uint16Array(LITERAL + (0x300 << (lc + lp))).fill(1024);

  const rc = new RangeDecoder(data, probs);
  const bit = (index) => rc.bit(index);
  function tree(base, bits) {
    let m = 1;
    for (let i = 0; i < bits; i++) m = m * 2 + rc.bit(base + m);
    return m - (1 << bits);
  }
  function reverse(base, bits) {
    let m = 1;
    let result = 0;
    for (let i = 0; i < bits; i++) {
      const b = rc.bit(base + m);
      m = m * 2 + b;
      result |= b << i;
    }
    return result;
  }
  function length(base, posState) {
    if (rc.bit(base) === 0) return tree(base + 2 + posState * 8, 3);
    if (rc.bit(base + 1) === 0) return 8 + tree(base + 130 + posState * 8, 3);
    return 16 + tree(base + 258, 8);
  }

  const pbMask = (1 << pb) - 1;
  const lpMask = (1 << lp) - 1;
  let state = 0;
  let rep0 = 0;
  let rep1 = 0;
  let rep2 = 0;
  let rep3 = 0;
  let pos = 0;
  while (pos < size) {
    const posState = pos & pbMask;
    if (bit(IS_MATCH + state * 16 + posState) === 0) {
      const previous = pos > 0 ? out[pos - 1] : 0;
      const base = LITERAL + 0x300 * (((pos & lpMask) << lc) + (previous >>> (8 - lc)));
      let symbol = 1;
      if (state >= 7) {
        // After a match: the byte at the last distance guides the coding while it agrees.
        let match = out[pos - rep0 - 1];
        while (symbol < 0x100) {
          const matchBit = (match >>> 7) & 1;
          match <<= 1;
          const b = rc.bit(base + ((1 + matchBit) << 8) + symbol);
          symbol = symbol * 2 + b;
          if (matchBit !== b) break;
        }
      }
      while (symbol < 0x100) symbol = symbol * 2 + rc.bit(base + symbol);
      out[pos++] = symbol - 0x100;
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    let len;
    if (bit(IS_REP + state) === 0) {
      // A match at a new distance.
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = length(LEN, posState);
      state = state < 7 ? 7 : 10;
      const slot = tree(SLOT + Math.min(len, 3) * 64, 6);
      if (slot < 4) {
        rep0 = slot;
      } else {
        const bits = (slot >>> 1) - 1;
        rep0 = (2 | (slot & 1)) * 2 ** bits;
        if (slot < 14) rep0 += reverse(SPECIAL + rep0 - slot, bits);
        else rep0 += rc.direct(bits - 4) * 16 + reverse(ALIGN, 4);
      }
      if (rep0 === 0xffffffff) break; // the end marker
    } else {
      // A match at one of the last four distances.
      if (bit(IS_REP + 12 + state) === 0) {
        if (bit(IS_REP0_LONG + state * 16 + posState) === 0) {
          state = state < 7 ? 9 : 11;
          out[pos] = out[pos - rep0 - 1];
          pos++;
          continue;
        }
      } else {
        let distance;
        if (bit(IS_REP + 24 + state) === 0) {
          distance = rep1;
        } else {
          if (bit(IS_REP + 36 + state) === 0) {
            distance = rep2;
          } else {
            distance = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = distance;
      }
      len = length(REP_LEN, posState);
      state = state < 7 ? 8 : 11;
    }
    if (rep0 >= pos) throw new Error('chess-tables: the inlined module is corrupt');
    for (let n = len + 2; n > 0 && pos < size; n--, pos++) out[pos] = out[pos - rep0 - 1];
  }
  if (pos < size) throw new Error('chess-tables: the inlined module is cut short');
  return out;
}

/**
 * LZMA's range decoder over `data` (past the 13-byte header), the probabilities in `probs`.
 * `range` and `code` stay non-negative numbers below 2^32 (plain arithmetic, no sign bit).
 * A class, not closures: V8 keeps its fields in registers-friendly slots, twice as fast here.
 */
class RangeDecoder {
  constructor(data, probs) {
    this.data = data;
    this.probs = probs;
    this.at = 5 + 8 + 1; // past the header, and the coder's first byte (always 0)
    this.range = 0xffffffff;
    this.code = 0;
    for (let i = 0; i < 4; i++) this.code = this.code * 256 + this.next();
  }

  next() {
    if (this.at >= this.data.length) throw new Error('chess-tables: the inlined module is cut short');
    return this.data[this.at++];
  }

  /** One bit coded with the probability at `index`, which learns from it. */
  bit(index) {
    const probs = this.probs;
    const p = probs[index];
    const bound = (this.range >>> 11) * p;
    let result;
    if (this.code < bound) {
      this.range = bound;
      probs[index] = p + ((2048 - p) >>> 5);
      result = 0;
    } else {
      this.range -= bound;
      this.code -= bound;
      probs[index] = p - (p >>> 5);
      result = 1;
    }
    if (this.range < 0x1000000) {
      this.range *= 256;
      this.code = this.code * 256 + this.next();
    }
    return result;
  }

  /** `count` bits of even odds, the first the highest. */
  direct(count) {
    let result = 0;
    for (let i = 0; i < count; i++) {
      this.range = this.range >>> 1;
      let b = 0;
      if (this.code >= this.range) {
        this.code -= this.range;
        b = 1;
      }
      result = result * 2 + b;
      if (this.range < 0x1000000) {
        this.range *= 256;
        this.code = this.code * 256 + this.next();
      }
    }
    return result;
  }
}
