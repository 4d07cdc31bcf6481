// The API both entries share, over the module wasm-bindgen generates from wasm/src: a Game class,
// moves as plain objects, exceptions for bad input and BigInt for 64-bit values. The Rust side
// answers each call with one string of tab-separated records (cheaper than building objects
// across the boundary); the functions here name the fields.

/** Instantiates the module beside `url`: fetched in a browser, read from disk in Node. */
export async function load(init, url) {
  if (url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    await init({ module_or_path: await readFile(url) });
  } else {
    await init({ module_or_path: url });
  }
}

/** chess-tables' API over `core`, an instantiated module (with the look-ups when it has them). */
export function bind(core) {
  const lines = (text) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));
  // Text goes to the module through String(): wasm-bindgen's string passing takes anything else
  // (a number for a FEN) for a string and reads out of bounds, a trap rather than an Error naming
  // the input.
  const optional = (value) => (value === undefined || value === null ? undefined : String(value));

  /** The slider tables this build looks up: 'full', 'compact' or 'byte'. */
  const tableVariant = core.tableVariant();

  /** The kinds of outcome(), in the order chess-core lists them. */
  const OUTCOMES = Object.freeze(core.outcomeKinds().split('\t'));

  /** The deepest perft() and perftDivide() take. */
  const MAX_PERFT_DEPTH = core.maxPerftDepth();

  const PIECE_NAMES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

  /** A move from its record (see record() in wasm/src/game.rs), played by `color`. */
  function move(record, color) {
    const first = record.indexOf('\t');
    const second = record.indexOf('\t', first + 1);
    const uci = record.slice(0, first);
    const san = record.slice(first + 1, second);
    const facts = record.slice(second + 1);
    return {
      uci,
      san,
      from: uci.slice(0, 2),
      to: uci.slice(2, 4),
      color,
      piece: PIECE_NAMES[facts[0]],
      captured: PIECE_NAMES[facts[1]] ?? null,
      promotion: PIECE_NAMES[uci[4]] ?? null,
      check: facts.includes('+'),
      checkmate: san.endsWith('#'),
      castling: facts.includes('o'),
      enPassant: facts.includes('e'),
    };
  }

  /** A game: a position, the moves that led to it, and what they make of it. */
  class Game {
    #core;
    #freed = false;

    /**
     * The start position, or `fen` (X-FEN or Shredder-FEN for Chess960). `options.variant`:
     * 'auto' (the default: Chess960 when the castling rights say so), 'standard' (rights standard
     * chess cannot have are dropped) or 'chess960' (castling is king-takes-rook whatever the rights
     * look like).
     */
    constructor(fen, options = {}) {
      this.#core = new core.GameCore(optional(fen), optional(options.variant));
    }

    fen() { return this.#core.fen(); }
    startFen() { return this.#core.startFen(); }
    turn() { return this.#core.turn(); }
    variant() { return this.#core.variant(); }
    moves() {
      const color = this.#core.turn();
      return lines(this.#core.moves()).map((record) => move(record, color));
    }

    play(text) {
      const color = this.#core.turn();
      return move(this.#core.play(String(text)), color);
    }

    undo() {
      const record = this.#core.undo();
      return record === undefined ? null : move(record, this.#core.turn());
    }

    history() {
      const text = this.#core.history();
      return text === '' ? [] : text.split(' ');
    }

    isCheck() { return this.#core.isCheck(); }

    outcome() {
      const text = this.#core.outcome();
      if (text === '') return null;
      const [kind, winner] = text.split('\t');
      return { kind, winner: winner || null };
    }

    hash() { return this.#core.hash(); }
    see(text) { return this.#core.see(String(text)); }

    pieces() {
      return lines(this.#core.pieces()).map((line) => {
        const [square, color, piece] = line.split('\t');
        return { square, color, piece };
      });
    }

    pgn() { return this.#core.pgn(); }

    /** Frees the game's memory in the module now, rather than when it is collected. */
    free() {
      if (this.#freed) return; // a second free() (a `using` after an explicit one) does nothing
      this.#freed = true;
      this.#core.free();
    }

    [Symbol.dispose ?? Symbol.for('Symbol.dispose')]() { this.free(); }
  }

  // A fraction is refused here, as JavaScript writes it; the module refuses the other depths.
  const wholeDepth = (depth) => {
    if (typeof depth === 'number' && !Number.isInteger(depth)) {
      throw new Error(`depth ${depth} is out of range: 0 to ${MAX_PERFT_DEPTH}`);
    }
    return depth;
  };

  /** The number of leaf nodes of the legal move tree of `fen` to `depth`. */
  function perft(fen, depth, options = {}) {
    return core.perft(String(fen), wholeDepth(depth), optional(options.variant));
  }

  /** perft below each legal move of `fen`: [{ uci, nodes }]. */
  function perftDivide(fen, depth, options = {}) {
    const records = core.perftDivide(String(fen), wholeDepth(depth), optional(options.variant));
    return lines(records).map((line) => {
      const [uci, nodes] = line.split('\t');
      return { uci, nodes: Number(nodes) };
    });
  }

  const api = { Game, perft, perftDivide, MAX_PERFT_DEPTH, OUTCOMES, tableVariant };
  if (core.attacks === undefined) return api;

  // The look-ups and the catalogue: in the inspect entry's module only.
  /** The pieces the attack look-ups take: name (for attacks()) and label, rook first. */
  const PIECES = Object.freeze(
    core.attackerNames().split('\t').map((entry) => {
      const [name, label, lines] = entry.split(':');
      return Object.freeze({ name, label, lines: Object.freeze(lines === '' ? [] : lines.split(',')) });
    }),
  );

  /** The lines slider attacks are read along, in occupancy-plane order. */
  const LINES = Object.freeze(core.lineNames().split('\t'));

  /** The squares `piece` (a PIECES name) on `square` attacks, given the occupied squares. */
  function attacks(piece, square, occupancy = 0n) {
    return core.attacks(String(piece), square, BigInt.asUintN(64, occupancy));
  }

  /** How the table look-up along `line` (a LINES name) through `square` reads its table. */
  function lineLookup(line, square, occupancy = 0n) {
    const fields = core.lineLookup(String(line), square, BigInt.asUintN(64, occupancy)).split('\t');
    const [table, plane, shift, length, state, row, column, entry, entryText, attacked] = fields;
    return {
      table,
      plane: BigInt(plane),
      shift: Number(shift),
      length: Number(length),
      state: Number(state),
      row: Number(row),
      column: Number(column),
      entry: BigInt(entry),
      entryText,
      attacks: BigInt(attacked),
    };
  }

  /** For each bit 0..63 of `line`'s occupancy plane, the square (a1 = 0 … h8 = 63) it stands for. */
  function planeSquares(line) {
    return core.planeSquares(String(line)).split(' ').map(Number);
  }

  /** The tables this build reads: name, summary, element type and axes. */
  function tables() {
    return lines(core.tables()).map((line) => {
      const [name, summary, element, axes] = line.split('\t');
      return {
        name,
        summary,
        element,
        axes: (axes === '' ? [] : axes.split(',')).map((axis) => {
          const [axisName, size] = axis.split(':');
          return { name: axisName, size: Number(size) };
        }),
      };
    });
  }

  /** One entry of table `name` at `index` (one number for each axis): its value and its text. */
  function tableEntry(name, ...index) {
    const [value, text] = core.tableEntry(String(name), Float64Array.from(index)).split('\t');
    return { value: BigInt(value), text };
  }

  return { ...api, PIECES, LINES, attacks, lineLookup, planeSquares, tables, tableEntry };
}
