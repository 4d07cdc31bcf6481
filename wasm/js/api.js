// chess-tables' API: a Game class with chess.js's names and meanings, perft, and the PGN reader,
// over the stateless module (raw.js). A game's state lives here, in JavaScript: the start
// position, the moves played with the FEN after each, headers and comments. Every call into the
// module takes a FEN and answers with text records (wasm/src/game.rs says their fields), so a game
// dropped by JavaScript leaves nothing behind in the module.
import { call, instanceExports } from './raw.js';
import { tableVariant } from './variant.js';
import { ReadState, readGame, readGames, writePgn } from './pgn.js';

export { tableVariant };

/** The standard start position. */
export const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** chess.js's names of the colours and the pieces. */
export const WHITE = 'w';
export const BLACK = 'b';
export const PAWN = 'p';
export const KNIGHT = 'n';
export const BISHOP = 'b';
export const ROOK = 'r';
export const QUEEN = 'q';
export const KING = 'k';

/** The ways a game ends, as outcome() names them, in chess-core's order. */
export const OUTCOMES = Object.freeze([
  'checkmate',
  'stalemate',
  'insufficient material',
  'fifty-move rule',
  'threefold repetition',
  'seventy-five-move rule',
  'fivefold repetition',
]);

/** The deepest perft() and perftDivide() take. */
export const MAX_PERFT_DEPTH = 8;

/** The squares, a8 to h1 (chess.js's order, rank by rank from black's side). */
export const SQUARES = Object.freeze(
  Array.from({ length: 64 }, (_, i) => 'abcdefgh'[i % 8] + (8 - Math.floor(i / 8))),
);
const SQUARE_INDEX = new Map(SQUARES.map((square, i) => [square, i]));
/** A null move (chess.js's `--`, or move(null)) as a ply's UCI. */
const NULL_UCI = '0000';
const PIECE_LETTERS = 'pnbrqk';
/** The Seven Tag Roster with each tag's value while unknown, in the standard's order. */
export const SEVEN_TAG_ROSTER = Object.freeze({ Event: '?', Site: '?', Date: '????.??.??', Round: '?', White: '?', Black: '?', Result: '*' });
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
const AUTOMATIC = new Set(['checkmate', 'stalemate', 'insufficient material', 'seventy-five-move rule']);
const VARIANTS = new Set(['standard', 'chess960', 'auto']);

/**
 * A variant option as the module takes it: one of three names, else the module's message.
 * Standard chess unless asked: 'chess960', or 'auto' (Chess960 when the castling rights say so).
 */
function variantName(variant) {
  if (variant === undefined || variant === null) return 'standard';
  if (VARIANTS.has(variant)) return variant;
  return call('check_variant', String(variant)); // throws, naming it
}

/** The FEN's fields: placement, side, castling, en passant, half-move clock, move number. */
const fields = (fen) => fen.split(' ');
/** What repetition compares: the FEN without its clocks (the module writes en passant only when legal). */
function repetitionKey(fen) {
  let at = -1;
  for (let i = 0; i < 4; i++) at = fen.indexOf(' ', at + 1);
  return fen.slice(0, at);
}

/** A legal move as chess.js 1.x gives it (its keys in chess.js's order), `uci` beside. */
export class Move {
  constructor(record, before, after) {
    // record: `uci san facts` (facts: piece, captured or '-', chess.js's flags); a null move's
    // UCI is `0000`, which chess.js writes as a king's move from a8 to a8.
    const first = record.indexOf('\t');
    const second = record.indexOf('\t', first + 1);
    const third = record.indexOf('\t', second + 1);
    const uci = record.slice(0, first);
    const facts = record.slice(second + 1, third < 0 ? undefined : third);
    const squares = uci === NULL_UCI ? 'a8a8' : uci;
    this.color = before[before.indexOf(' ') + 1];
    this.from = squares.slice(0, 2);
    this.to = squares.slice(2, 4);
    this.piece = facts[0];
    this.captured = facts[1] === '-' ? undefined : facts[1];
    this.promotion = uci.length > 4 ? uci[4] : undefined;
    this.flags = facts.slice(2);
    this.san = record.slice(first + 1, second);
    this.lan = squares;
    this.before = before;
    this.after = after;
  }
  /** The move in UCI (`0000` for a null move): the same as `lan` but for that. */
  get uci() { return this.flags === '-' ? NULL_UCI : this.lan; }
  isCapture() { return this.flags.includes('c'); }
  isPromotion() { return this.flags.includes('p'); }
  isEnPassant() { return this.flags.includes('e'); }
  isKingsideCastle() { return this.flags.includes('k'); }
  isQueensideCastle() { return this.flags.includes('q'); }
  isBigPawn() { return this.flags.includes('b'); }
}

/** The SAN of a record. */
function sanOf(record) {
  const first = record.indexOf('\t');
  return record.slice(first + 1, record.indexOf('\t', first + 1));
}

/** A record of the module's `uci san facts\tafter` answer, split at its last field. */
function splitAfter(line) {
  const at = line.lastIndexOf('\t');
  return [line.slice(0, at), line.slice(at + 1)];
}

/** A move played, as the module answers it (`uci san facts\tafter\thash`): a ply of a Game. */
function plyOf(line) {
  const [rest, hash] = splitAfter(line);
  const [record, fen] = splitAfter(rest);
  return { record, fen, key: repetitionKey(fen), hash };
}

/** How chess.js writes a board: rank 8 first, a file to h. */
function placementOf(fen) {
  const board = new Array(64).fill(null);
  let i = 0;
  for (const char of fen.slice(0, fen.indexOf(' '))) {
    if (char === '/') continue;
    if (char >= '1' && char <= '8') {
      i += Number(char);
    } else {
      const lower = char.toLowerCase();
      board[i++] = { type: lower, color: char === lower ? 'b' : 'w' };
    }
  }
  return board;
}

function placementText(board) {
  let text = '';
  for (let rank = 0; rank < 8; rank++) {
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const piece = board[rank * 8 + file];
      if (piece === null) {
        empty++;
        continue;
      }
      if (empty) text += empty;
      empty = 0;
      text += piece.color === 'w' ? piece.type.toUpperCase() : piece.type;
    }
    if (empty) text += empty;
    if (rank < 7) text += '/';
  }
  return text;
}

/** `color`'s back rank of `board` (as placementOf gives it), a file to h. */
const backRank = (board, color) => (color === 'w' ? board.slice(56) : board.slice(0, 8));

/** The file of `color`'s king on its back rank, or -1. */
const kingFile = (board, color) => backRank(board, color).findIndex((piece) => piece?.type === 'k' && piece.color === color);

/** Whether `board` still allows the standard castling right `letter` (chess.js's rule). */
function castlingStands(board, letter) {
  const color = letter === letter.toUpperCase() ? 'w' : 'b';
  const back = color === 'w' ? 56 : 0;
  const at = (file) => board[back + file];
  const is = (piece, type) => piece !== null && piece.type === type && piece.color === color;
  if (!is(at(4), 'k')) return false;
  const lower = letter.toLowerCase();
  if (lower === 'k') return is(at(7), 'r');
  if (lower === 'q') return is(at(0), 'r');
  return true; // a Chess960 file letter: left to the module
}

/** A game: a position, the moves that led to it, its headers and comments. */
export class Game {
  #variant = 'standard';
  #start = DEFAULT_POSITION;
  #fen = DEFAULT_POSITION;
  /** The start position's Polyglot key in hexadecimal (undefined for a board that is no position). */
  #startHash = '463b96181691fc9c';
  /** The en-passant square the loaded FEN named, kept for fen({ forceEnpassantSquare }) ('-' when none). */
  #startPassed = '-';
  /** The moves played: { record, fen (after), key (repetition), hash (Polyglot, hex), comment?, nags? }. */
  #plies = [];
  /**
   * A game read from PGN, not replayed yet: its moves, every one checked by the reader, while
   * #plies is empty, #fen the position after them; a pgn.js ReadState or the like: `plies` (how
   * many), `moves` ({ uci, san, comment?, nags?, variations? }), `sans()`. Most games of a
   * database are only read (their SAN, headers, last position): the per-ply records (FENs, keys,
   * hashes) are made by #settle() when something asks for them.
   */
  #pending = null;
  #headers = { ...SEVEN_TAG_ROSTER };
  #comment = undefined;
  #result = undefined;
  /** What the module said of #fen: { fen, status, records, verbose }. */
  #known = null;
  /** Whether the board was cleared and not set up since (no SetUp and FEN headers then, as chess.js). */
  #cleared = false;

  /**
   * The start position, or `fen` (X-FEN or Shredder-FEN for Chess960). `options.variant`:
   * 'standard' (the default: castling rights standard chess cannot have are refused, or dropped
   * with `options.skipValidation`), 'chess960' (castling is king-takes-rook) or 'auto' (Chess960
   * when the castling rights say so).
   */
  constructor(fen = DEFAULT_POSITION, options = {}) {
    // The fields start as the start position: no call into the module for it, but the same
    // Error as any call before the module is loaded (one that failed to load: init() says why).
    if (fen !== DEFAULT_POSITION || options.variant !== undefined || instanceExports() === null) {
      this.#setPosition(fen, options.variant, options.skipValidation);
    }
  }

  /**
   * Starts afresh from `fen` (read with `variant`): no moves, no comments. With `skipValidation`
   * (chess.js's option) a FEN the module refuses is kept as a board that is no position (see
   * #edit), its missing fields filled as chess.js fills them.
   */
  #setPosition(fen, variant, skipValidation = false) {
    // skipValidation reads standard chess permissively: the rights it cannot have dropped.
    const asked = variantName(variant);
    const reading = skipValidation && asked === 'standard' ? 'standard-dropping' : asked;
    let answer;
    try {
      answer = call('game_load', `${reading}\n${fen}`);
    } catch (error) {
      // chess.js fills the fields a FEN leaves off (castling, en passant, the clocks).
      const tokens = String(fen).trim().split(/\s+/);
      if (tokens.length < 2 || tokens.length > 6) throw error;
      const filled = [...tokens, ...['-', '-', '0', '1'].slice(tokens.length - 2)].join(' ');
      if (tokens.length < 4) {
        try {
          answer = call('game_load', `${reading}\n${filled}`);
        } catch {
          // the first error says what is wrong
        }
      }
      if (answer === undefined) {
        if (!skipValidation) throw error;
        this.#noPosition(filled);
        return;
      }
    }
    const [start, name, hash] = answer.split('\t');
    const named = String(fen).trim().split(/\s+/)[3];
    this.#startPassed = named !== undefined && /^[a-h][36]$/.test(named) ? named : '-';
    this.#start = this.#fen = start;
    this.#variant = name;
    this.#startHash = hash;
    this.#plies = [];
    this.#pending = null;
    this.#comment = undefined;
    this.#known = null;
    this.#cleared = false;
  }

  // ---- the position --------------------------------------------------------------------------

  /**
   * The position in FEN (Shredder-FEN castling letters where standard letters cannot say it). The
   * en-passant square is written only when a capture there is legal, as chess.js does; with
   * `forceEnpassantSquare`, whenever the last move was a pawn's double step (or the FEN loaded
   * named one).
   */
  fen({ forceEnpassantSquare = false } = {}) {
    if (!forceEnpassantSquare) return this.#fen;
    const parts = fields(this.#fen);
    if (parts[3] === '-') parts[3] = this.#passedSquare();
    return parts.join(' ');
  }

  /**
   * The square the last move's pawn passed over in a double step (or the loaded FEN's en-passant
   * square), kept where chess.js keeps it: a pawn of the side to move stands beside the pawn
   * that passed, whether or not the capture would be legal. Else '-'.
   */
  #passedSquare() {
    const last = this.#pending !== null ? this.#pending.moves.at(-1)?.uci : this.#plies.at(-1)?.record;
    let square = this.#startPassed;
    if (last !== undefined) {
      const [from, to] = [last.slice(0, 2), last.slice(2, 4)];
      square = from[0] === to[0] && Math.abs(from[1] - to[1]) === 2 ? from[0] + (Number(from[1]) + Number(to[1])) / 2 : '-';
    }
    const white = this.turn() === 'w';
    if (square === '-' || square[1] !== (white ? '6' : '3')) return '-';
    const board = placementOf(this.#fen);
    const at = (file, rank) => (file < 0 || file > 7 ? null : board[(8 - rank) * 8 + file]);
    const file = 'abcdefgh'.indexOf(square[0]);
    const [passed, start, behind] = white ? [5, 7, 6] : [4, 2, 3];
    const is = (piece, color) => piece !== null && piece.type === 'p' && piece.color === color;
    const stands = is(at(file, passed), white ? 'b' : 'w') && at(file, start) === null && at(file, behind) === null;
    const capturer = [file - 1, file + 1].some((f) => is(at(f, passed), white ? 'w' : 'b'));
    return stands && capturer ? square : '-';
  }
  /** The FEN the game started from. */
  startFen() { return this.#start; }
  /** 'standard', or 'chess960' when castling is king-takes-rook. */
  variant() { return this.#variant; }
  /** 'w' or 'b': the side to move. */
  turn() { return this.#fen[this.#fen.indexOf(' ') + 1]; }
  /** The number of the full move being played, as the FEN counts it. */
  moveNumber() { return Number(this.#fen.slice(this.#fen.lastIndexOf(' ') + 1)); }

  #input(...more) {
    return [this.#variant, this.#fen, ...more].join('\n');
  }

  /** The module's answer on the position, asked once a position (the moves when `records`). */
  #facts(records = false, verbose = false) {
    const known = this.#known;
    if (known !== null && known.fen === this.#fen && (!records || known.records !== null) && (!verbose || known.verbose)) {
      return known;
    }
    if (this.#isNoPosition()) {
      // A board that is no position (a king missing, say): no legal moves and no check, as
      // chess.js answers for an empty board; the moves, the flags and outcome() follow.
      this.#known = { fen: this.#fen, status: '0', records: [], verbose: true };
      return this.#known;
    }
    if (!records) {
      this.#known = { fen: this.#fen, status: call('game_status', this.#input()), records: null, verbose: false };
      return this.#known;
    }
    const lines = call('game_moves', this.#input(verbose ? '1' : '0')).split('\n');
    const status = lines.shift();
    this.#known = { fen: this.#fen, status, records: inChessJsOrder(lines, this.turn()), verbose };
    return this.#known;
  }

  /**
   * The legal moves: SAN strings, or Move objects with `verbose`; only those from `square` or of
   * `piece` ('p' … 'k') when given (an unknown square has none), as chess.js's moves().
   */
  moves({ verbose = false, square = undefined, piece = undefined } = {}) {
    let records = this.#facts(true, verbose).records;
    if (square !== undefined) {
      const from = String(square).toLowerCase();
      records = records.filter((record) => record.startsWith(from) && SQUARE_INDEX.has(from));
    }
    if (piece !== undefined) {
      const letter = String(piece).toLowerCase();
      records = records.filter((record) => pieceOf(record) === letter);
    }
    if (!verbose) return records.map(sanOf);
    return records.map((line) => {
      const [record, after] = splitAfter(line);
      return new Move(record, this.#fen, after);
    });
  }

  /** chessground's `dests`: a Map from each square a piece can move from to where it may go. */
  dests() {
    const dests = new Map();
    const text = call('game_dests', this.#input());
    if (text === '') return dests;
    for (const line of text.split('\n')) {
      const [from, to] = line.split('\t');
      dests.set(from, to.match(/../g));
    }
    return dests;
  }

  /**
   * Plays a legal move and returns it as a Move: SAN, UCI, `{ from, to, promotion }`, a null move
   * (`null` or `'--'`, refused in check), or, unless `strict`, the forms chess.js's permissive
   * reader takes (`e7-e5`, `Pf2-f4`, `Ng1xf3`, `Nge7` for `Ne7`, `0-0`, …). With `strict`, only
   * the move's SAN (its `+`, `#`, `!`, `?` and `=` optional, as chess.js has it). Throws an Error
   * naming it for anything else.
   */
  move(move, { strict = false } = {}) {
    this.#settle();
    if (move === null || (typeof move === 'string' && strippedSan(move) === '--')) return this.#nullMove();
    const text = typeof move === 'object' ? this.#uciOf(move) : String(move);
    let record = strict ? this.#strictRecord(text) : this.#knownRecord(text);
    let ply;
    if (record === undefined && !strict) {
      try {
        ply = plyOf(call('game_play', this.#input(text)));
      } catch (error) {
        record = typeof move === 'object' ? undefined : this.#permissiveRecord(text);
        if (record === undefined) throw error;
      }
    }
    if (record === undefined && ply === undefined) throw new Error(`\`${text}\`: not a legal move's SAN here (strict)`);
    if (ply === undefined) {
      // One of the moves the module listed here: it has only to play it.
      const [fen, hash] = call('game_after', this.#input(record.slice(0, record.indexOf('\t')))).split('\t');
      ply = { record, fen, key: repetitionKey(fen), hash };
    }
    return this.#push(ply);
  }

  /** Plays `ply` (a move's record, the FEN after it, its key and hash) and returns it as a Move. */
  #push(ply) {
    const played = new Move(ply.record, this.#fen, ply.fen);
    this.#plies.push(ply);
    this.#fen = ply.fen;
    return played;
  }

  /** chess.js's null move: the turn passes, the en-passant square goes, the clocks run. */
  #nullMove() {
    if (this.isCheck()) throw new Error('Null move not allowed when in check');
    const [placement, side, castling, , halfmoves, number] = fields(this.#fen);
    const next = `${placement} ${side === 'w' ? 'b' : 'w'} ${castling} - ${Number(halfmoves) + 1} ${Number(number) + (side === 'b' ? 1 : 0)}`;
    const [fen, , hash] = call('game_load', `${this.#variant}\n${next}`).split('\t');
    return this.#push({ record: `${NULL_UCI}\t--\tk--`, fen, key: repetitionKey(fen), hash });
  }

  /** The listed record (`uci san facts`) of a legal move, without its `after` field. */
  #legalRecords() {
    const { records, verbose } = this.#facts(true);
    return verbose ? records.map((line) => line.slice(0, line.lastIndexOf('\t'))) : records;
  }

  /** The record of the legal move whose SAN `text` is, its decorations aside (chess.js's strict reading). */
  #strictRecord(text) {
    const clean = strippedSan(text);
    return this.#legalRecords().find((record) => strippedSan(sanOf(record)) === clean);
  }

  /**
   * The record of the legal move chess.js's permissive reading finds in `text`: castling with
   * zeros, a piece letter, a from square (or its file or rank, needed or not), `x` or `-`, a to
   * square and a promotion letter, anywhere in the text.
   */
  #permissiveRecord(text) {
    let clean = strippedSan(text);
    if (clean === '0-0') clean = 'O-O';
    else if (clean === '0-0-0') clean = 'O-O-O';
    const records = this.#legalRecords();
    const inferred = inferredPiece(clean);
    const ofPiece = (record, letter) => letter === undefined || pieceOf(record) === letter;
    const strict = records.find((record) => ofPiece(record, inferred) && strippedSan(sanOf(record)) === clean);
    if (strict !== undefined) return strict;
    const parts = clean.match(/([pnbrqkPNBRQK])?([a-h][1-8])x?-?([a-h][1-8])([qrbnQRBN])?/)
      ?? clean.match(/([pnbrqkPNBRQK])?([a-h]?[1-8]?)x?-?([a-h][1-8])([qrbnQRBN])?/);
    if (parts === null) return undefined;
    const [, letter, from, to, promotion] = parts;
    const piece = letter === undefined ? inferred : letter.toLowerCase();
    const promoted = (record) => promotion === undefined || record.indexOf('\t') === 5 && record[4] === promotion.toLowerCase();
    for (const record of records) {
      if (!ofPiece(record, piece)) continue;
      const uci = record.slice(0, record.indexOf('\t'));
      if (from === '') {
        // No from square: at most the `x` of a capture left out.
        if (strippedSan(sanOf(record)).replace('x', '') === clean) return record;
      } else if (uci.slice(0, 2) === from && uci.slice(2, 4) === to && promoted(record)) {
        return record;
      } else if (from.length === 1 && uci.slice(2, 4) === to && uci.slice(0, 2).includes(from) && promoted(record)) {
        return record;
      }
    }
    return undefined;
  }

  /** The same as move(). */
  play(move) { return this.move(move); }

  /** The record (`uci san facts`) of the listed legal move `text` names as its SAN or UCI, if the module listed this position's moves. */
  #knownRecord(text) {
    const known = this.#known;
    if (known === null || known.fen !== this.#fen || known.records === null) return undefined;
    for (const line of known.records) {
      const first = line.indexOf('\t');
      const uci = first === text.length && line.startsWith(text);
      if (uci || (line.startsWith(text, first + 1) && line.charCodeAt(first + 1 + text.length) === 9)) {
        return known.verbose ? line.slice(0, line.lastIndexOf('\t')) : line;
      }
    }
    return undefined;
  }

  /** `{ from, to, promotion }` in UCI; a promotion given for a move that is none is ignored, as by chess.js. */
  #uciOf({ from, to, promotion }) {
    const uci = `${from}${to}`;
    if (promotion === undefined || promotion === null) return uci;
    const promoting = `${uci}${String(promotion).toLowerCase()}`;
    const legal = this.#facts(true).records;
    if (legal.some((record) => record.startsWith(`${uci}\t`))) return uci;
    return promoting;
  }

  /** Takes the last move back and returns it; null at the start. */
  undo() {
    this.#settle();
    const ply = this.#plies.pop();
    if (ply === undefined) return null;
    const before = this.#plies.length === 0 ? this.#start : this.#plies[this.#plies.length - 1].fen;
    this.#fen = before;
    return new Move(ply.record, before, ply.fen);
  }

  /** The moves played: SAN strings, or Move objects with `verbose`. */
  history({ verbose = false } = {}) {
    if (!verbose && this.#pending !== null) return this.#pending.sans();
    this.#settle();
    if (!verbose) return this.#plies.map((ply) => sanOf(ply.record));
    return this.#plies.map((ply, i) => new Move(ply.record, i === 0 ? this.#start : this.#plies[i - 1].fen, ply.fen));
  }

  // ---- the game's state ----------------------------------------------------------------------

  /** Whether the side to move is in check. */
  isCheck() { return this.#facts().status.includes('+'); }
  /** The same as isCheck(). */
  inCheck() { return this.isCheck(); }
  isCheckmate() {
    const { status } = this.#facts();
    return status.includes('+') && status.includes('0');
  }
  isStalemate() {
    const { status } = this.#facts();
    return !status.includes('+') && status.includes('0');
  }
  /** Neither side can mate by any series of legal moves, judged by the material alone. */
  isInsufficientMaterial() { return this.#facts().status.includes('i'); }
  /** The position has occurred three times (since the last capture or pawn move). */
  isThreefoldRepetition() { return this.#repetitions() >= 3; }
  /** A hundred half-moves without a capture or a pawn move. */
  isDrawByFiftyMoves() { return this.#halfmoves() >= 100; }
  /** Stalemate, insufficient material, threefold repetition or the fifty-move rule, as chess.js. */
  isDraw() {
    return this.isDrawByFiftyMoves() || this.isStalemate() || this.isInsufficientMaterial() || this.isThreefoldRepetition();
  }
  isGameOver() { return this.isCheckmate() || this.isDraw(); }

  #halfmoves() {
    const fen = this.#fen;
    const end = fen.lastIndexOf(' ');
    return Number(fen.slice(fen.lastIndexOf(' ', end - 1) + 1, end));
  }

  /** How many times the position has occurred, looking back as far as its half-move clock. */
  #repetitions() {
    // A position recurs 4 plies apart at the soonest, and the half-move clock bounds the look
    // back: below 8 no third occurrence fits, and a game read from PGN needs no replay to know it.
    if (this.#pending !== null && this.#halfmoves() < 8) return 1;
    this.#settle();
    const plies = this.#plies;
    const key = plies.length === 0 ? repetitionKey(this.#start) : plies[plies.length - 1].key;
    const reach = Math.min(this.#halfmoves() + 1, plies.length + 1);
    let count = 0;
    for (let back = 0; back < reach; back++) {
      const index = plies.length - 1 - back;
      if ((index < 0 ? repetitionKey(this.#start) : plies[index].key) === key) count++;
    }
    return count;
  }

  /**
   * How the game has ended, repetition included: null while it goes on, else `{ kind, winner }`,
   * `winner` the side that mated ('w' or 'b'), null for a draw. Checkmate, stalemate,
   * insufficient material and the seventy-five-move rule end it by themselves; then fivefold
   * repetition; then the draws a player may claim (the fifty-move rule, threefold repetition).
   */
  outcome() {
    const { status } = this.#facts();
    const halfmoves = this.#halfmoves();
    let kind = null;
    if (status.includes('0')) kind = status.includes('+') ? 'checkmate' : 'stalemate';
    else if (status.includes('i')) kind = 'insufficient material';
    else if (halfmoves >= 150) kind = 'seventy-five-move rule';
    else if (halfmoves >= 100) kind = 'fifty-move rule';
    if (kind === null || !AUTOMATIC.has(kind)) {
      const repetitions = this.#repetitions();
      if (repetitions >= 5) kind = 'fivefold repetition';
      else if (repetitions >= 3 && kind === null) kind = 'threefold repetition';
    }
    if (kind === null) return null;
    const winner = kind === 'checkmate' ? (this.turn() === 'w' ? 'b' : 'w') : null;
    return { kind, winner };
  }

  /**
   * The position's key, a hex string as chess.js's type has it (no leading zeros): the Polyglot
   * key of a position; of a board that is no position (a king missing), a 64-bit FNV-1a hash of
   * its FEN's first four fields, so that equal boards still have equal keys.
   */
  hash() {
    this.#settle();
    const plies = this.#plies;
    const hash = plies.length === 0 ? this.#startHash : plies[plies.length - 1].hash;
    return hash === undefined ? boardHash(repetitionKey(this.#fen)) : hash.replace(/^0+(?=.)/, '');
  }

  /** The number of leaf nodes of the legal move tree from here to `depth` (chess.js's method; see perft()). */
  perft(depth) { return perft(this.#fen, depth, { variant: this.#variant }); }

  /**
   * Gives the move to `color` by a null move (chess.js's setTurn): false when it is `color`'s
   * already; throws in check.
   */
  setTurn(color) {
    if (this.turn() === color) return false;
    this.move(null);
    return true;
  }

  /** The static exchange evaluation of a legal move (SAN or UCI), in centipawns. */
  see(move) {
    const text = typeof move === 'object' && move !== null ? this.#uciOf(move) : String(move);
    return Number(call('game_see', this.#input(text)));
  }

  /**
   * The squares of `attackedBy`'s pieces (the side to move's when absent) that attack `square`,
   * a8 first as chess.js lists them; none for a name that is no square or colour.
   */
  attackers(square, attackedBy = this.turn()) {
    if ((attackedBy !== 'w' && attackedBy !== 'b') || !SQUARE_INDEX.has(square)) return [];
    if (this.#isNoPosition()) return [];
    const text = call('game_attackers', this.#input(attackedBy, square));
    if (text === '') return [];
    return text.match(/../g).sort((a, b) => SQUARE_INDEX.get(a) - SQUARE_INDEX.get(b));
  }

  /** Whether a piece of `attackedBy` attacks `square` (false for a name that is no square). */
  isAttacked(square, attackedBy) { return this.attackers(square, attackedBy).length > 0; }

  // ---- the board -----------------------------------------------------------------------------

  /** The piece on `square` as `{ type, color }`, or undefined. */
  get(square) {
    const index = SQUARE_INDEX.get(square);
    return index === undefined ? undefined : placementOf(this.#fen)[index] ?? undefined;
  }

  /** The board as chess.js gives it: 8 rows, rank 8 first, each square `{ square, type, color }` or null. */
  board() {
    const board = placementOf(this.#fen);
    return Array.from({ length: 8 }, (_, rank) =>
      board.slice(rank * 8, rank * 8 + 8).map((piece, file) => (piece === null ? null : { square: SQUARES[rank * 8 + file], ...piece })));
  }

  /** The squares holding `{ type, color }`, a8 first. */
  findPiece({ type, color }) {
    return placementOf(this.#fen).flatMap((piece, i) => (piece !== null && piece.type === type && piece.color === color ? [SQUARES[i]] : []));
  }

  /** The board drawn in text, as chess.js's ascii(). */
  ascii() {
    const board = placementOf(this.#fen);
    let text = '   +------------------------+\n';
    for (let rank = 0; rank < 8; rank++) {
      text += ` ${8 - rank} |`;
      for (let file = 0; file < 8; file++) {
        const piece = board[rank * 8 + file];
        text += piece === null ? ' . ' : ` ${piece.color === 'w' ? piece.type.toUpperCase() : piece.type} `;
      }
      text += '|\n';
    }
    return `${text}   +------------------------+\n     a  b  c  d  e  f  g  h`;
  }

  /** 'light' or 'dark', or null for a name that is no square. */
  squareColor(square) {
    const index = SQUARE_INDEX.get(square);
    if (index === undefined) return null;
    return (Math.floor(index / 8) + (index % 8)) % 2 === 0 ? 'light' : 'dark';
  }

  /** Which castling rights `color` still has: `{ k, q }`. */
  getCastlingRights(color) {
    const rights = { k: false, q: false };
    for (const letter of fields(this.#fen)[2]) {
      const side = this.#sideOf(letter, color);
      if (side !== undefined) rights[side] = true;
    }
    return rights;
  }

  /**
   * Grants or takes away castling rights of `color`: `{ k, q }`, either left out to keep it. A
   * right is granted only while its king and rook stand where it needs them. True when `color`'s
   * rights are then as asked (chess.js's setCastlingRights). A change starts the game afresh from
   * the new position, as put() does; asking for the rights it has changes nothing.
   */
  setCastlingRights(color, rights = {}) {
    if (color !== 'w' && color !== 'b') return false;
    const parts = fields(this.#fen);
    const board = placementOf(this.#fen);
    // The field anew, in FEN's order (white's first, each colour's king side first): a right
    // kept keeps its letter; a new one is X-FEN's K or Q (the outermost rook, in Chess960 too).
    parts[2] = ['w', 'b'].flatMap((c) => ['k', 'q'].flatMap((s) => {
      const held = [...parts[2]].find((letter) => this.#sideOf(letter, c) === s);
      const wanted = c !== color || rights[s] === undefined ? held !== undefined : Boolean(rights[s]);
      if (!wanted || held !== undefined) return wanted ? [held] : [];
      return this.#castlingStands(board, c, s) ? [c === 'w' ? s.toUpperCase() : s] : [];
    })).join('') || '-';
    if (parts[2] !== fields(this.#fen)[2]) {
      const headers = this.#headers;
      try {
        this.#setPosition(parts.join(' '), this.#variant);
        this.#headers = headers;
      } catch {
        // Rights the module does not take on this board: nothing changed, and false below.
      }
    }
    const result = this.getCastlingRights(color);
    return ['k', 'q'].every((s) => rights[s] === undefined || Boolean(rights[s]) === result[s]);
  }

  /** Whether `color`'s king and a rook stand where castling to side `s` ('k' or 'q') needs them. */
  #castlingStands(board, color, s) {
    if (this.#variant === 'standard') return castlingStands(board, color === 'w' ? s.toUpperCase() : s);
    const king = kingFile(board, color);
    const rook = (piece) => piece?.type === 'r' && piece.color === color;
    return king >= 0 && backRank(board, color).some((piece, file) => rook(piece) && (s === 'k' ? file > king : file < king));
  }

  /** 'k' or 'q': the side of the king a castling letter of `color` stands for (undefined for another colour's). */
  #sideOf(letter, color) {
    const lower = letter.toLowerCase();
    if (letter === '-' || (letter === lower) === (color === 'w')) return undefined;
    if (lower === 'k' || lower === 'q') return lower;
    const king = kingFile(placementOf(this.#fen), color);
    return 'abcdefgh'.indexOf(lower) > (king < 0 ? 4 : king) ? 'k' : 'q';
  }

  /**
   * Puts `{ type, color }` on `square`; false (and nothing changed) for an unknown piece, colour
   * or square, or a second king of one colour. The moves played stay (chess.js's history): the
   * edited board is the position after the last of them; the castling rights the board no longer
   * allows are dropped.
   */
  put({ type, color }, square) {
    const index = SQUARE_INDEX.get(square);
    const letter = typeof type === 'string' ? type.toLowerCase() : '';
    if (index === undefined || letter.length !== 1 || !PIECE_LETTERS.includes(letter) || (color !== 'w' && color !== 'b')) {
      return false;
    }
    const board = placementOf(this.#fen);
    if (letter === 'k' && board.some((piece, i) => i !== index && piece !== null && piece.type === 'k' && piece.color === color)) {
      return false;
    }
    board[index] = { type: letter, color };
    this.#edit(board);
    return true;
  }

  /** Takes the piece off `square` and returns it (undefined when empty); see put(). */
  remove(square) {
    const index = SQUARE_INDEX.get(square);
    if (index === undefined) return undefined;
    const board = placementOf(this.#fen);
    const piece = board[index];
    if (piece === null) return undefined;
    board[index] = null;
    this.#edit(board);
    return piece;
  }

  /**
   * `board` with the current side, rights and clocks as the position; the moves played stay (as
   * chess.js keeps its history): the edited board is the position after the last of them.
   */
  #edit(board) {
    this.#settle();
    const kept = { plies: this.#plies, start: this.#start, startHash: this.#startHash, comment: this.#comment, cleared: this.#cleared };
    this.#place(board);
    if (kept.plies.length === 0) return;
    const last = kept.plies[kept.plies.length - 1];
    kept.plies[kept.plies.length - 1] = { ...last, fen: this.#fen, key: repetitionKey(this.#fen), hash: this.#startHash };
    this.#plies = kept.plies;
    this.#start = kept.start;
    this.#startHash = kept.startHash;
    this.#comment = kept.comment;
    this.#cleared = kept.cleared;
  }

  /** The game afresh from `board` and the current side, rights and clocks. */
  #place(board) {
    const [, side, castling, enPassant, halfmoves, number] = fields(this.#fen);
    const rights = [...castling].filter((letter) => letter !== '-' && castlingStands(board, letter)).join('') || '-';
    const fen = (rights, enPassant) => `${placementText(board)} ${side} ${rights} ${enPassant} ${halfmoves} ${number}`;
    const headers = this.#headers;
    // As it stands, else without the castling rights a Chess960 board may have lost.
    for (const candidate of [fen(rights, enPassant), fen('-', '-')]) {
      try {
        this.#setPosition(candidate, this.#variant);
        this.#headers = headers;
        return;
      } catch {
        // the next candidate
      }
    }
    // No legal position yet (a king missing, say): kept as the board stands, with no legal moves
    // until it is one.
    this.#noPosition(fen(rights, '-'));
  }

  /** Whether the current board is no position (a king missing, say): it has no key then. */
  #isNoPosition() {
    if (this.#pending !== null) return false;
    const plies = this.#plies;
    return (plies.length === 0 ? this.#startHash : plies[plies.length - 1].hash) === undefined;
  }

  /** `fen`, a board the module takes for no position, as the game's start: no moves, no check. */
  #noPosition(fen) {
    this.#start = this.#fen = fen;
    this.#startHash = undefined;
    this.#plies = [];
    this.#pending = null;
    this.#known = null;
    this.#comment = undefined;
    this.#cleared = false;
  }

  /** Starts afresh from `fen`; the headers are reset unless `preserveHeaders`. */
  load(fen, { preserveHeaders = false, variant = undefined, skipValidation = false } = {}) {
    this.#setPosition(fen, variant, skipValidation);
    if (!preserveHeaders) this.#headers = { ...SEVEN_TAG_ROSTER };
    this.#result = undefined;
  }

  /** Starts afresh from the standard start position. */
  reset() { this.load(DEFAULT_POSITION); }

  /** Empties the board (white to move); the headers are reset unless `preserveHeaders`. */
  clear({ preserveHeaders = false } = {}) {
    this.#start = this.#fen = '8/8/8/8/8/8/8/8 w - - 0 1';
    this.#startHash = undefined;
    this.#plies = [];
    this.#pending = null;
    this.#comment = undefined;
    this.#known = null;
    this.#result = undefined;
    this.#cleared = true;
    if (!preserveHeaders) this.#headers = { ...SEVEN_TAG_ROSTER };
  }

  // ---- headers and comments ------------------------------------------------------------------

  /** Sets the headers given as name, value pairs, and returns them all. */
  header(...pairs) {
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      if (typeof pairs[i] === 'string' && typeof pairs[i + 1] === 'string') this.#headers[pairs[i]] = pairs[i + 1];
    }
    return this.getHeaders();
  }

  /** Sets one header and returns them all. */
  setHeader(name, value) {
    // No value: the roster's default, or no tag (chess.js's setHeader).
    if (value === undefined || value === null) {
      if (name in SEVEN_TAG_ROSTER) this.#headers[name] = SEVEN_TAG_ROSTER[name];
      else delete this.#headers[name];
    } else this.#headers[name] = String(value);
    return this.getHeaders();
  }

  /** Removes a header (a Seven Tag Roster one goes back to its default); whether it was there. */
  removeHeader(name) {
    if (!(name in this.#headers)) return false;
    if (name in SEVEN_TAG_ROSTER) this.#headers[name] = SEVEN_TAG_ROSTER[name];
    else delete this.#headers[name];
    return true;
  }

  /** The headers, with SetUp and FEN when the game did not start from the start position. */
  getHeaders() {
    const headers = { ...this.#headers };
    if (this.#start !== DEFAULT_POSITION && !this.#cleared) Object.assign(headers, { SetUp: '1', FEN: this.#start });
    return headers;
  }

  /** The comment on the current position (on the last move played, or the game's first). */
  getComment() {
    const pending = this.#pending;
    if (pending !== null) return pending.plies === 0 ? this.#comment : pending.moves[pending.plies - 1].comment;
    return this.#plies.length === 0 ? this.#comment : this.#plies[this.#plies.length - 1].comment;
  }

  /** Sets the comment on the current position (braces become brackets, as chess.js has it). */
  setComment(comment) {
    const text = String(comment).replace(/\{/g, '[').replace(/\}/g, ']');
    this.#settle();
    if (this.#plies.length === 0) this.#comment = text;
    else this.#plies[this.#plies.length - 1].comment = text;
  }

  /** Removes the current position's comment and returns it. */
  removeComment() {
    const comment = this.getComment();
    this.#settle();
    if (this.#plies.length === 0) this.#comment = undefined;
    else delete this.#plies[this.#plies.length - 1].comment;
    return comment;
  }

  /** Every comment of the game: `[{ fen, comment }]`, in the order of the moves. */
  getComments() {
    this.#settle();
    const comments = this.#comment === undefined ? [] : [{ fen: this.#start, comment: this.#comment }];
    for (const ply of this.#plies) if (ply.comment !== undefined) comments.push({ fen: ply.fen, comment: ply.comment });
    return comments;
  }

  /** chess.js's older name of removeComment(). */
  deleteComment() { return this.removeComment(); }

  /** chess.js's older name of removeComments(). */
  deleteComments() { return this.removeComments(); }

  /** Removes every comment and returns them, as getComments() gave them. */
  removeComments() {
    const comments = this.getComments();
    this.#comment = undefined;
    for (const ply of this.#plies) delete ply.comment;
    return comments;
  }

  // ---- PGN, copies and JSON ------------------------------------------------------------------

  /**
   * The game in PGN: chess.js's text (one line unless `maxWidth`, its tag order, the Result
   * tag's token), or with `exportFormat: true` the PGN standard's export format (79 columns, the
   * result from the position when it ends the game). `newline` ends each line.
   */
  pgn(options = {}) {
    const state = this.#state();
    if (options.exportFormat) state.outcome = this.#finalOutcome();
    else state.headers = this.getHeaders();
    return writePgn(state, options);
  }

  /**
   * Replaces the game by the one PGN text holds: a text with no game (`''`) is the start position,
   * as chess.js has it; a text of two games is refused (readPgn() reads each). `newlineChar`: a
   * regular expression of what ends a line, when not `\r` or `\n` (chess.js's option). The
   * Result tag takes the game's termination marker.
   */
  loadPgn(text, { newlineChar = undefined, ...options } = {}) {
    let pgn = String(text);
    if (newlineChar !== undefined && newlineChar !== '\r?\n') pgn = pgn.replace(new RegExp(newlineChar, 'g'), '\n');
    if (pgn.trim() === '') {
      this.reset();
      return;
    }
    const states = readGames(pgn, options)[Symbol.iterator]();
    const first = states.next();
    const second = first.done ? first : states.next();
    // A comment after the result is no second game (chess.js takes it); moves or tags are.
    if (!second.done && (second.value.plies > 0 || Object.entries(second.value.headers).some(([name, value]) => SEVEN_TAG_ROSTER[name] !== value))) {
      throw new Error('loadPgn() takes one game and the text holds more: readPgn() reads each');
    }
    const state = first.done ? readGame(pgn, options) : first.value;
    // chess.js refuses what a database reader goes on from (a malformed tag, a bad glyph, a
    // variation left open or with an illegal move): so does loadPgn, with its Error.
    if (state.warnings !== undefined) throw state.warnings[0];
    this.#setState(state);
    const result = this.#result;
    if (RESULTS.includes(result) && this.#headers.Result !== result) this.#headers.Result = result;
  }

  /** An independent copy: the same moves, headers and comments. */
  clone() {
    const copy = new Game();
    copy.#variant = this.#variant;
    copy.#start = this.#start;
    copy.#fen = this.#fen;
    copy.#startHash = this.#startHash;
    copy.#plies = this.#plies.map((ply) => ({ ...ply }));
    // Shared: neither game changes the moves read (#settle makes its own plies of them).
    copy.#pending = this.#pending;
    copy.#headers = { ...this.#headers };
    copy.#comment = this.#comment;
    copy.#result = this.#result;
    copy.#known = this.#known;
    copy.#cleared = this.#cleared;
    return copy;
  }

  /** What rebuilds the game (Game.fromJSON): `{ fen, variant, moves }` (UCI), fen and variant only when not the defaults. */
  toJSON() {
    const json = {};
    if (this.#start !== DEFAULT_POSITION) json.fen = this.#start;
    if (this.#variant === 'chess960') json.variant = 'chess960';
    json.moves = this.#pending !== null
      ? this.#pending.moves.map((move) => move.uci)
      : this.#plies.map((ply) => ply.record.slice(0, ply.record.indexOf('\t')));
    return json;
  }

  /** The game toJSON() described. */
  static fromJSON({ fen = DEFAULT_POSITION, variant = undefined, moves = [] }) {
    return Game.#fromState({ start: fen, variant, moves: moves.map((uci) => ({ uci })), headers: {} });
  }

  /** The game as the PGN functions see it (pgn.js's GameState). */
  #state() {
    const state = {
      start: this.#start,
      variant: this.#variant,
      moves: (this.#pending?.moves ?? this.#plies).map((ply) => {
        const move = ply.record === undefined
          ? { uci: ply.uci, san: ply.san }
          : { uci: ply.record.slice(0, ply.record.indexOf('\t')), san: sanOf(ply.record) };
        for (const name of ['comment', 'nags', 'variations']) if (ply[name] !== undefined) move[name] = ply[name];
        return move;
      }),
      headers: { ...this.#headers },
    };
    if (this.#comment !== undefined) state.comment = this.#comment;
    if (this.#result !== undefined) state.result = this.#result;
    return state;
  }

  /**
   * The outcome PGN export writes as the result: one the position makes by itself (mate,
   * stalemate, insufficient material, the 75-move rule, fivefold repetition), not a draw a
   * player may claim (the declared result stands then). None asked when the last SAN says mate
   * (pgn.js reads it from the `#`), none for a board that is no position.
   */
  #finalOutcome() {
    const moves = this.#pending?.moves ?? this.#plies;
    const last = moves[moves.length - 1];
    if (last !== undefined && (last.san ?? sanOf(last.record)).endsWith('#')) return undefined;
    try {
      const outcome = this.outcome();
      return outcome !== null && (AUTOMATIC.has(outcome.kind) || outcome.kind === 'fivefold repetition') ? outcome : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Replaces this game by `state` (a GameState). A state the PGN reader made (its `fen`, the
   * position after the moves, and every move's SAN: the reader checked them all) is kept as it
   * is until something needs the per-ply records; any other has its moves replayed in one call.
   */
  #setState(state) {
    const read = state instanceof ReadState;
    const moves = read ? null : state.moves ?? [];
    if (read || (typeof state.fen === 'string' && typeof state.start === 'string' && moves.every((move) => typeof move.san === 'string'))) {
      this.#start = state.start;
      this.#variant = state.variant === 'chess960' ? 'chess960' : 'standard';
      this.#fen = state.fen;
      this.#startHash = undefined;
      this.#plies = [];
      this.#pending = read ? state : { plies: moves.length, moves, sans: () => moves.map((move) => move.san) };
      this.#known = null;
      this.#cleared = false;
    } else {
      this.#setPosition(state.start ?? DEFAULT_POSITION, state.variant);
      this.#replay(moves);
    }
    // A ReadState's headers are the game's as they stand (see pgn.js); others are copied,
    // without SetUp and FEN (`start` says them): no `delete`, which slows an object.
    let headers = state.headers;
    if (!read) {
      headers = { ...SEVEN_TAG_ROSTER };
      for (const [name, value] of Object.entries(state.headers ?? {})) if (name !== 'SetUp' && name !== 'FEN') headers[name] = value;
    }
    this.#headers = headers;
    this.#comment = state.comment;
    this.#result = state.result;
  }

  /** Plays `moves` (GameState moves) from the start position in one call: the plies, and #fen after them. */
  #replay(moves) {
    if (moves.length === 0) return;
    const lines = call('game_replay', this.#input(moves.map((move) => move.uci).join(' '))).split('\n');
    this.#plies = lines.map((line, i) => {
      const ply = plyOf(line);
      for (const name of ['comment', 'nags', 'variations']) if (moves[i][name] !== undefined) ply[name] = moves[i][name];
      return ply;
    });
    this.#fen = this.#plies[this.#plies.length - 1].fen;
  }

  /** Makes the plies of a game read from PGN (see #pending), the start position's hash with them. */
  #settle() {
    const moves = this.#pending?.moves;
    if (moves === undefined) return;
    this.#pending = null;
    const [start, , hash] = call('game_load', `${this.#variant}\n${this.#start}`).split('\t');
    this.#startHash = hash;
    const fen = this.#fen;
    this.#fen = start;
    try {
      this.#replay(moves);
    } catch (error) {
      this.#fen = fen;
      throw error;
    }
  }

  static #fromState(state) {
    const game = new Game();
    game.#setState(state);
    return game;
  }

  /** Nothing to free: a game lives in JavaScript memory. Kept for code written for 0.1. */
  free() {}

  [Symbol.dispose ?? Symbol.for('Symbol.dispose')]() {}

  static {
    // For pgn.js's readers (Games from GameStates) and the tests: not public API.
    Object.defineProperty(Game, Symbol.for('chess-tables.internal'), {
      value: Object.freeze({
        fromState: (state) => Game.#fromState(state),
        toState: (game) => game.#state(),
        memory: () => instanceExports().memory,
        info: () => call('module_info'),
      }),
    });
  }
}

/** chess.js's 0x88 steps of each piece, in the order its move generator tries them. */
const STEPS = {
  w: [-16, -32, -17, -15],
  b: [16, 32, 17, 15],
  n: [-18, -33, -31, -14, 18, 33, 31, 14],
  bishop: [-17, -15, 17, 15],
  r: [-16, 1, 16, -1],
  q: [-17, -16, -15, 1, 17, 16, 15, -1],
};

/**
 * Where chess.js's generator puts a move (`record`, of side `color`): by the square it leaves, a8
 * to h1, then the step it takes in the order above, nearest first, promotions to n, b, r, q;
 * castling last, king side first.
 */
function chessJsRank(record, color) {
  const third = record.indexOf('\t', record.indexOf('\t') + 1);
  const flags = record.slice(third + 3, record.indexOf('\t', third + 1) >>> 0);
  if (flags.includes('k')) return 1e7;
  if (flags.includes('q')) return 1e7 + 1;
  const piece = record[third + 1];
  const file = (at) => record.charCodeAt(at) - 97;
  const rank = (at) => 56 - record.charCodeAt(at + 1);
  const files = file(2) - file(0);
  const ranks = rank(2) - rank(0);
  const distance = piece === 'p' || piece === 'n' || piece === 'k' ? 1 : Math.max(Math.abs(files), Math.abs(ranks));
  const steps = piece === 'p' ? STEPS[color] : STEPS[piece === 'b' ? 'bishop' : piece === 'k' ? 'q' : piece];
  const step = steps.indexOf((ranks * 16 + files) / distance);
  const promotion = record.charCodeAt(4) === 9 ? 0 : 'nbrq'.indexOf(record[4]);
  return ((rank(0) * 8 + file(0)) * 8 + step) * 64 + distance * 4 + promotion;
}

/** The module's move records in the order chess.js lists the moves. */
function inChessJsOrder(records, color) {
  const ranked = records.map((record) => [chessJsRank(record, color), record]);
  ranked.sort((a, b) => a[0] - b[0]);
  return ranked.map((pair) => pair[1]);
}

/** A move's text without `=` and the `+`, `#`, `!` and `?` it ends with (chess.js's reading). */
function strippedSan(text) {
  return text.replace(/=/, '').replace(/[+#]?[?!]*$/, '');
}

/** The piece a move's text names as chess.js infers it: undefined for two squares (`g1f3`). */
function inferredPiece(text) {
  const first = text.charAt(0);
  if (first >= 'a' && first <= 'h') return /[a-h]\d.*[a-h]\d/.test(text) ? undefined : 'p';
  const lower = first.toLowerCase();
  return lower === 'o' ? 'k' : lower;
}

function pieceOf(record) {
  return record[record.indexOf('\t', record.indexOf('\t') + 1) + 1];
}

/** chess.js's name for Game. */
export const Chess = Game;

/** `{ ok: true }` when `new Game(fen)` takes `fen`, else `{ ok: false, error }` with its message. */
export function validateFen(fen, options = {}) {
  try {
    call('game_load', `${variantName(options.variant)}\n${fen}`);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error.message };
  }
}

/** A 64-bit FNV-1a hash of `text` (ASCII), in hex without leading zeros. */
function boardHash(text) {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) hash = ((hash ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash.toString(16);
}

/**
 * chess.js's xoroshiro128** generator (the one its keys come from): a function that returns the
 * next 64-bit value, a BigInt, of the 128-bit `state`.
 */
export function xoroshiro128(state) {
  const mask = 0xffffffffffffffffn;
  const rotl = (x, k) => ((x << k) | (x >> (64n - k))) & mask;
  return () => {
    let low = state & mask;
    let high = (state >> 64n) & mask;
    const result = (rotl((low * 5n) & mask, 7n) * 9n) & mask;
    high ^= low;
    low = (rotl(low, 24n) ^ high ^ (high << 16n)) & mask;
    high = rotl(high, 37n);
    state = (high << 64n) | low;
    return result;
  };
}

/** The depth as the module reads it: a fraction, NaN or infinity is refused here, by name. */
function depthText(depth) {
  const number = Number(depth);
  if (!Number.isInteger(number)) throw new Error(`depth ${depth} is out of range: 0 to ${MAX_PERFT_DEPTH}`);
  return String(number);
}

/** The number of leaf nodes of the legal move tree of `fen` to `depth`. */
export function perft(fen, depth, options = {}) {
  return Number(call('perft', `${depthText(depth)}\n${variantName(options.variant)}\n${fen}`));
}

/** perft below each legal move of `fen`: `[{ uci, nodes }]`. */
export function perftDivide(fen, depth, options = {}) {
  const text = call('perft_divide', `${depthText(depth)}\n${variantName(options.variant)}\n${fen}`);
  if (text === '') return [];
  return text.split('\n').map((line) => {
    const [uci, nodes] = line.split('\t');
    return { uci, nodes: Number(nodes) };
  });
}

/**
 * The games of a PGN database: from a string, an iterable of Games; from a stream (a Node
 * Readable, a web ReadableStream or any async iterable of strings or bytes), an async iterable.
 */
export function readPgn(input, options = {}) {
  const states = readGames(input, options);
  const fromState = Game[Symbol.for('chess-tables.internal')].fromState;
  // What a game went on from goes to `onWarning`, if given, as python-chess keeps it in a
  // game's `errors`; the game is read all the same.
  const { onWarning } = options;
  const make = (state) => {
    if (state.warnings !== undefined && onWarning !== undefined) state.warnings.forEach((w) => onWarning(w));
    return fromState(state);
  };
  if (typeof states[Symbol.asyncIterator] === 'function') {
    return (async function* games() {
      for await (const state of states) yield make(state);
    })();
  }
  return (function* games() {
    for (const state of states) yield make(state);
  })();
}
