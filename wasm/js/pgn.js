// PGN in and out: games read by the module's operation pgn_read (wasm/src/pgn.rs, chess-core's
// PGN reader, every move checked), games written here from what the Game holds. A game crosses
// between here and api.js's Game as a GameState: { start: fen, variant: 'standard' |
// 'chess960', moves: [{ uci, san, comment?, nags?, variations? }], headers: { name: value },
// comment? (before the first move), result?, fen? (after the last move, read), outcome?
// (Game.outcome(), written) }.
//
// Reading goes a batch of games per call into the module: a text (or a stream, gathered) is cut
// at game boundaries into batches of about BATCH characters, so that a database of any size is
// read in bounded memory and the module is called once per batch, not once per game.
import { call } from './raw.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Characters of PGN per call into the module. */
const BATCH = 1 << 20;

/** The characters before a stream's new piece searched with it for a place to cut. */
const WINDOW = 64;

const UNESCAPES = { t: '\t', n: '\n', r: '\r' };

/** Free text of the records read back (`\u252;` the character U+00FC: the records are ASCII). */
function unescape(text) {
  return text.indexOf('\\') < 0 ? text
    : text.replace(/\\(u\d+;|.?)/g, (_, c) => (c[1] ? String.fromCodePoint(c.slice(1, -1)) : UNESCAPES[c] ?? c));
}

const ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
const UNKNOWN = { Date: '????.??.??', Result: '*' };
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];

/** `[name "value"]`, `\` and `"` escaped and control characters made spaces. */
function tag(name, value) {
  return `[${name} "${String(value).replace(/[\\"]/g, '\\$&').replace(/[\u0000-\u001f\u007f]/g, ' ')}"]`;
}

/**
 * The result a game's PGN ends with: its outcome's when its position ends it (`state.outcome`,
 * Game.outcome()'s value; a SAN with `#` is a mate), else the Result header or the one read.
 */
function resultOf(state) {
  const { moves = [], outcome } = state;
  const last = moves[moves.length - 1];
  if (outcome) return outcome.winner === 'w' ? '1-0' : outcome.winner === 'b' ? '0-1' : '1/2-1/2';
  if (last?.san?.endsWith('#')) return fields(state.start)[1] === (moves.length % 2 ? 'w' : 'b') ? '1-0' : '0-1';
  const declared = state.headers?.Result ?? state.result;
  return RESULTS.includes(declared) ? declared : '*';
}

function fields(fen) {
  return (fen ?? START).split(' ');
}

/** The tags chess.js writes in this order after the Seven Tag Roster (the others follow as they were set). */
const CHESSJS_TAGS = ['WhiteTitle', 'BlackTitle', 'WhiteElo', 'BlackElo', 'WhiteUSCF', 'BlackUSCF', 'WhiteNA', 'BlackNA',
  'WhiteType', 'BlackType', 'EventDate', 'EventSponsor', 'Section', 'Stage', 'Board', 'Opening', 'Variation',
  'SubVariation', 'ECO', 'NIC', 'Time', 'UTCTime', 'UTCDate', 'TimeControl', 'SetUp', 'FEN', 'Termination',
  'Annotator', 'Mode', 'PlyCount'];

/**
 * `state` in PGN. By default the text chess.js 1.x's pgn() writes, byte for byte: its tags
 * (`state.headers` as Game.getHeaders() gives them, SetUp and FEN among them) in its order, a
 * value written as it is (`"` and `\` escaped: chess.js leaves them, which no reader takes), an
 * empty line only before moves; the movetext on one line (`maxWidth` > 0 wraps it as chess.js
 * does), `5. ... Kd7` for a black move that comes first, comments as they were set, the result
 * token the Result tag's. NAGs (`$n`) and variations, which chess.js has not, follow the move they
 * annotate; a Chess960 game gets its `Variant` tag. `exportFormat: true` writes the standard's
 * export format instead (writeExportPgn: 79 columns unless `maxWidth`). `newline` ends a line.
 */
export function writePgn(state, { maxWidth = undefined, newline = '\n', exportFormat = false } = {}) {
  if (exportFormat) return writeExportPgn(state, { maxWidth: maxWidth ?? 79, newline });
  const width = Number(maxWidth) > 0 ? Number(maxWidth) : 0;
  const headers = { ...state.headers };
  if (state.variant === 'chess960') headers.Variant = 'Chess960';
  const names = [...ROSTER, ...CHESSJS_TAGS, ...Object.keys(headers)];
  const parts = [];
  for (const name of new Set(names)) {
    const value = headers[name];
    if (value) parts.push(`[${name} "${String(value).replace(/[\\"]/g, '\\$&')}"]${newline}`);
  }
  const moves = state.moves ?? [];
  if (parts.length > 0 && moves.length > 0) parts.push(newline);

  // The movetext as chess.js gathers it: a full move a string ("3. e3 {a comment} e6").
  const texts = [];
  const [, side, , , , number] = fields(state.start);
  let fullmove = Number(number) || 1;
  let white = side !== 'b';
  let text = state.comment !== undefined ? `{${state.comment}}` : '';
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    if (i === 0 && !white) text = text === '' ? `${fullmove}. ...` : `${text} ${fullmove}. ...`;
    else if (white) {
      if (text !== '') texts.push(text);
      text = `${fullmove}.`;
    }
    text += ` ${move.san}`;
    for (const nag of move.nags ?? []) text += ` $${nag}`;
    if (move.comment !== undefined) text += ` {${move.comment}}`;
    for (const variation of move.variations ?? []) text += ` (${variation})`;
    if (!white) fullmove++;
    white = !white;
  }
  if (text !== '' || moves.length === 0) texts.push(text);
  texts.push(RESULTS.includes(headers.Result) ? headers.Result : headers.Result || '*');
  if (width === 0) return parts.join('') + texts.join(' ');

  // Wrapped as chess.js wraps: a full move kept whole on a line, unless it has a comment, which
  // is broken at spaces (its runs of spaces lost).
  const strip = () => {
    if (parts[parts.length - 1] !== ' ') return false;
    parts.pop();
    return true;
  };
  let column = 0;
  texts.forEach((piece, i) => {
    if (column + piece.length > width && piece.includes('{')) {
      for (const token of piece.split(' ')) {
        if (token === '') continue;
        if (column + token.length > width) {
          while (strip()) column--;
          parts.push(newline);
          column = 0;
        }
        parts.push(token, ' ');
        column += token.length + 1;
      }
      if (strip()) column--;
      return;
    }
    if (column + piece.length > width && i !== 0) {
      strip();
      parts.push(newline);
      column = 0;
    } else if (i !== 0) {
      parts.push(' ');
      column++;
    }
    parts.push(piece);
    column += piece.length;
  });
  return parts.join('');
}

/**
 * `state` in the PGN standard's export format: the Seven Tag Roster in its
 * order, the other tags in ASCII order (`FEN` and `SetUp` from the start position, `Variant`
 * for Chess960), an empty line, then the movetext: the comment before the first move, each move
 * with its number (`12.`, and `12...` for a black move that comes first or after a comment, NAG
 * or variation), NAGs as `$n`, comments in braces, the variations that replace it, and the
 * result (`*` while the game goes on). `maxWidth`: the longest movetext line (79 by default, as
 * the standard has it; 0 for one line); `newline`: what ends a line.
 */
function writeExportPgn(state, { maxWidth = 79, newline = '\n' }) {
  const width = Number(maxWidth) > 0 ? Math.floor(Number(maxWidth)) : 0;
  const result = resultOf(state);
  const headers = { ...state.headers };
  for (const name of ['FEN', 'SetUp', 'Result']) delete headers[name];
  const start = state.start ?? START;
  if (state.variant === 'chess960') headers.Variant = 'Chess960';
  if (start !== START) Object.assign(headers, { FEN: start, SetUp: '1' });
  const lines = ROSTER.map((name) => tag(name, name === 'Result' ? result : headers[name] ?? UNKNOWN[name] ?? '?'));
  const others = Object.keys(headers).filter((name) => !ROSTER.includes(name) && /^[A-Za-z0-9]\w{0,254}$/.test(name));
  for (const name of others.sort()) if (headers[name] != null) lines.push(tag(name, headers[name]));
  lines.push('');

  // The movetext, a token at a time, a line broken before a token that would pass the width.
  let line = '';
  const word = (token) => {
    if (line !== '' && width > 0 && line.length + 1 + token.length > width) {
      lines.push(line);
      // `%` first on a line starts an escape line, which readers pass over.
      line = token[0] === '%' ? ` ${token}` : token;
    } else line = line === '' ? token : `${line} ${token}`;
  };
  // A comment or variation, a word a token; a comment loses any `}`, which would end it early.
  const words = (open, text, close) => {
    const parts = (open === '{' ? String(text).replace(/\}/g, '') : String(text)).split(/\s+/).filter(Boolean);
    parts.forEach((part, i) => word(`${i === 0 ? open : ''}${part}${i === parts.length - 1 ? close : ''}`));
    return parts.length > 0;
  };
  const [, side, , , , number] = fields(start);
  let fullmove = Number(number) || 1;
  let white = side !== 'b';
  let numbered = true;
  if (state.comment) words('{', state.comment, '}');
  for (const move of state.moves ?? []) {
    if (white) word(`${fullmove}.`);
    else if (numbered) word(`${fullmove}...`);
    word(move.san);
    const nags = move.nags ?? [];
    for (const nag of nags) word(`$${nag}`);
    const commented = move.comment ? words('{', move.comment, '}') : false;
    let varied = false;
    for (const variation of move.variations ?? []) varied = words('(', variation, ')') || varied;
    numbered = nags.length > 0 || commented || varied;
    if (!white) fullmove++;
    white = !white;
  }
  word(result);
  lines.push(line);
  return lines.join(newline);
}

/** The Error of a game the reader refused, with its `game`, `ply` and `text`. */
function gameError(fields) {
  const error = new Error(unescape(fields[4]));
  error.game = Number(fields[1]);
  error.ply = Number(fields[2]);
  error.text = unescape(fields[3]);
  return error;
}

/**
 * A GameState the reader made: its moves made objects only when `moves` is asked for (SAN and
 * UCI, and the annotations from the notes lines of the records, wasm/src/pgn/read.rs), since
 * most games of a database are read for their headers and SAN alone: sans() splits those.
 * `plies` is the number of moves; `headers` the Seven Tag Roster (its defaults for those the
 * text has not) and the other tags read, without SetUp and FEN.
 */
export class ReadState {
  #sans;
  #ucis;
  #pgn;
  #notes;
  #moves;
  #comment;

  constructor(start, variant, result, fen, headers, plies, sans, ucis, pgn, notes) {
    Object.assign(this, { start: start || START, variant, headers, result, fen, plies });
    this.#sans = sans;
    this.#ucis = ucis;
    this.#pgn = pgn;
    this.#notes = notes;
  }

  /** The SAN of each move, a new array. */
  sans() { return this.#sans === '' ? [] : this.#sans.split(' '); }

  /** The comment before the first move (ply 0's note, which comes first when there is one). */
  get comment() {
    if (this.#moves === undefined && !this.#notes.startsWith('0\t')) return undefined;
    return this.moves && this.#comment;
  }

  /** The moves as GameState moves: { uci, san, comment?, nags?, variations? }. */
  get moves() {
    if (this.#moves !== undefined) return this.#moves;
    const sans = this.sans();
    const ucis = this.#ucis.split(' ');
    const moves = sans.map((san, i) => ({ uci: ucis[i], san }));
    const notes = this.#notes;
    const end = notes.length;
    let at = 0;
    let last = 0;
    let ply = 0;
    while (at < end) {
      // `after,length` alone, a comment's range, the next ply's note (the usual one: read at
      // once), or ply \t nags \t comment [\t variation]…
      let number = 0;
      let code = notes.charCodeAt(at++);
      for (; code !== 9 && code !== 44; code = notes.charCodeAt(at++)) number = number * 10 + code - 48;
      if (code === 44) {
        let length = 0;
        for (code = notes.charCodeAt(at++); code !== 10; code = notes.charCodeAt(at++)) length = length * 10 + code - 48;
        const start = last + number;
        last = start + length;
        moves[ply++].comment = this.#pgn.slice(start, last);
        continue;
      }
      ply = number;
      let tab = notes.indexOf('\t', at);
      const nags = notes.slice(at, tab);
      at = tab + 1;
      const eol = notes.indexOf('\n', at);
      tab = notes.indexOf('\t', at);
      if (tab < 0 || tab > eol) tab = eol;
      // A comment as it stands in the PGN is its range there (`\@after,length`, from the end
      // of the last so given), not a copy.
      let comment = '';
      if (notes.startsWith('\\@', at)) {
        const comma = notes.indexOf(',', at);
        const start = last + Number(notes.slice(at + 2, comma));
        last = start + Number(notes.slice(comma + 1, tab));
        comment = this.#pgn.slice(start, last);
      } else comment = unescape(notes.slice(at, tab));
      let variations;
      while (tab < eol) {
        at = tab + 1;
        tab = notes.indexOf('\t', at);
        if (tab < 0 || tab > eol) tab = eol;
        (variations ??= []).push(unescape(notes.slice(at, tab)));
      }
      at = eol + 1;
      if (ply === 0) {
        this.#comment = comment;
        continue;
      }
      const move = moves[ply - 1];
      if (nags !== '') move.nags = nags.split(' ').map(Number);
      if (comment !== '') move.comment = comment;
      if (variations !== undefined) move.variations = variations;
    }
    this.#pgn = this.#notes = '';
    this.#moves = moves;
    return moves;
  }
}

/**
 * The GameStates of the module's records of the games of `pgn` (see wasm/src/pgn/read.rs);
 * `count.games` counts the games read, errors included. A game with an error goes to
 * `onError`, or is thrown; what a game went on from is its state's `warnings`, Errors as
 * those. Read with indexOf rather than split: a batch holds a million
 * characters.
 */
function* states(pgn, records, count, onError) {
  let at = 0;
  const end = records.length;
  /** The text from `at` to the next `stop` (a tab or a line break), and `at` past it. */
  const field = (stop) => {
    let next = records.indexOf(stop, at);
    if (next < 0) next = end;
    const text = records.slice(at, next);
    at = next + 1;
    return text;
  };
  let warnings;
  while (at < end) {
    const kind = field('\t');
    if (kind === 'W') {
      // What the game went on from (a malformed tag, a variation with an illegal move).
      (warnings ??= []).push(gameError([kind, field('\t'), field('\t'), field('\t'), field('\n')]));
      continue;
    }
    if (kind === 'E') {
      const fields = [kind, field('\t'), field('\t'), field('\t'), field('\n')];
      count.games++;
      warnings = undefined;
      const error = gameError(fields);
      if (onError === undefined) throw error;
      onError(error);
      continue;
    }
    count.games++;
    const start = field('\t');
    const variant = field('\t');
    const result = field('\t');
    const fen = field('\t');
    const tags = Number(field('\t'));
    field('\t'); // the number of notes
    const plies = Number(field('\t'));
    const length = Number(field('\n'));
    // The Seven Tag Roster first, as a Game has them (its defaults for those not read), and
    // no SetUp or FEN (`start` says them): the object the Game takes as it is.
    const headers = { Event: '?', Site: '?', Date: '????.??.??', Round: '?', White: '?', Black: '?', Result: '*' };
    for (let t = 0; t < tags; t++) {
      const name = unescape(field('\t'));
      const value = unescape(field('\n'));
      if (name !== 'SetUp' && name !== 'FEN') headers[name] = value;
    }
    const sans = field('\n');
    const ucis = field('\n');
    const notes = records.slice(at, at + length);
    at += length;
    const state = new ReadState(start, variant, result, fen, headers, plies, sans, ucis, pgn, notes);
    if (warnings !== undefined) {
      state.warnings = warnings;
      warnings = undefined;
    }
    yield state;
  }
}

/** The GameStates of the games of `pgn`, numbered from `count.games + 1`, at most `limit` of them. */
function readBatch(pgn, count, variations, onError, limit = Number.MAX_SAFE_INTEGER) {
  return states(pgn, call('pgn_read', `${count.games + 1}\t${variations ? 1 : 0}\t${limit}\n${pgn}`), count, onError);
}

function isSpace(code) {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/**
 * Whether a game starts at `at` (a `[` first on its line) right after another game's result:
 * where a text can be cut between games. (A `[` first on a line inside a comment, as lichess's
 * `[%clk …]` can be, is no tag: `%` follows it, not a letter.)
 */
function startsGame(text, at) {
  const next = text.charCodeAt(at + 1);
  if (!((next >= 65 && next <= 90) || (next >= 97 && next <= 122))) return false;
  let end = at - 1;
  while (end >= 0 && isSpace(text.charCodeAt(end))) end--;
  const tail = text.slice(Math.max(0, end - 7), end + 1);
  return tail.endsWith('1-0') || tail.endsWith('0-1') || tail.endsWith('1/2-1/2') || tail.endsWith('*');
}

/**
 * Where to cut `text` at most `limit` characters in, between two games: the last such place
 * before `limit`, else the first after it; -1 when there is none.
 */
function cut(text, limit) {
  for (let at = text.lastIndexOf('\n[', limit); at > 0; at = text.lastIndexOf('\n[', at - 1)) {
    if (startsGame(text, at + 1)) return at + 1;
  }
  for (let at = text.indexOf('\n[', limit); at >= 0; at = text.indexOf('\n[', at + 1)) {
    if (startsGame(text, at + 1)) return at + 1;
  }
  return -1;
}

function readOptions(options) {
  return { variations: options.variations !== false, onError: options.onError };
}

/**
 * The first game of `text` as a GameState; an Error naming the game, the ply and the text when
 * that game is malformed or there is none. `options.variations: false` passes variations over.
 */
export function readGame(text, options = {}) {
  const { variations } = readOptions(options);
  for (const state of readBatch(String(text), { games: 0 }, variations, undefined, 1)) return state;
  const error = new Error('game 1, ply 0: no game in the text');
  Object.assign(error, { game: 1, ply: 0, text: '' });
  throw error;
}

/** The GameStates of a whole text, a batch at a time. */
function* textStates(text, { variations, onError }) {
  const count = { games: 0 };
  let rest = text;
  while (rest.length > 0) {
    let at = rest.length > BATCH ? cut(rest, BATCH) : -1;
    if (at < 0) at = rest.length;
    yield* readBatch(rest.slice(0, at), count, variations, onError);
    rest = rest.slice(at);
  }
}

/** The chunks of a stream: a Node Readable or any async iterable, or a web ReadableStream. */
async function* chunks(input) {
  if (typeof input[Symbol.asyncIterator] === 'function') {
    yield* input;
    return;
  }
  const reader = input.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The GameStates of a stream, read as it comes: the text gathered until a batch can be cut at a
 * game boundary, so that no more than a batch (and the game that crosses its end) is held.
 */
async function* streamStates(input, { variations, onError }) {
  const decoder = new TextDecoder();
  const count = { games: 0 };
  // The text held grows by concatenation, which is cheap only while nothing reads it whole (a
  // search would copy it every time). Once a search of it found no place to cut (one game larger
  // than a batch), only each new piece is searched, with the few characters before it where a
  // boundary can straddle the two.
  let text = '';
  let searched = false;
  let tail = '';
  for await (const chunk of chunks(input)) {
    const piece = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const window = tail + piece;
    const windowStart = text.length - tail.length;
    text += piece;
    tail = window.slice(-WINDOW);
    if (text.length < BATCH) continue;
    let at = -1;
    if (!searched) {
      at = cut(text, BATCH);
      searched = at < 0;
    } else {
      const found = cut(window, 0);
      if (found >= 0) at = windowStart + found;
    }
    if (at < 0) continue;
    yield* readBatch(text.slice(0, at), count, variations, onError);
    text = text.slice(at);
    searched = false;
    tail = text.slice(-WINDOW);
  }
  text += decoder.decode();
  while (text.length > 0) {
    let at = text.length > BATCH ? cut(text, BATCH) : -1;
    if (at < 0) at = text.length;
    yield* readBatch(text.slice(0, at), count, variations, onError);
    text = text.slice(at);
  }
}

/**
 * The games of a PGN database as GameStates: from a string (or bytes), an iterable; from a
 * stream (a Node Readable, a web ReadableStream, an async iterable of strings or bytes), an async
 * iterable. A malformed game throws its Error, or goes to `options.onError(error)` and the
 * reading goes on; `options.variations: false` passes variations over unread.
 */
export function readGames(input, options = {}) {
  const read = readOptions(options);
  if (typeof input === 'string') return textStates(input, read);
  if (input instanceof Uint8Array || input instanceof ArrayBuffer) {
    return textStates(new TextDecoder().decode(input), read);
  }
  if (input !== null && typeof input === 'object'
    && (typeof input[Symbol.asyncIterator] === 'function' || typeof input.getReader === 'function')) {
    return streamStates(input, read);
  }
  throw new TypeError('readPgn() takes a string, bytes, or a stream of strings or bytes');
}
