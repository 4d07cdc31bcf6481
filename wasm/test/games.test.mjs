// Random games played through chess-tables and checked at every move against a reference:
// standard chess against chess.js 1.4.0, Chess960 against chessops 0.15.1 (chess.js has no
// Chess960: it reads no Shredder-FEN castling and castles only with the king on e1/e8 and the
// rooks on the a- and h-files). Checked at each position: the legal moves (as SAN, and for
// chess.js every verbose Move's fields), the moves from a square and of a piece, the FEN, the
// board (board(), get(), ascii(), attackers(), isAttacked()), chess.js's flags (isCheck,
// isCheckmate, isStalemate, isDraw, isInsufficientMaterial, isThreefoldRepetition,
// isDrawByFiftyMoves, isGameOver), turn() and moveNumber(), the outcome (checkmate, stalemate,
// insufficient material, the seventy-five- and fifty-move rules, fivefold and threefold
// repetition), undo(), the FEN read back and its hash; at each game's end: history() (and
// history({ verbose })) and pgn() read back by the reference.
//
// The FEN's en-passant square is written only when an en-passant capture is legal, by all three.
// The one convention where chess-tables and the references write the same position differently,
// compared by rule rather than ignored:
// - Chess960 castling rights: chess-tables writes rook files (Shredder-FEN, HAha), chessops
//   KQkq for the outermost rook (X-FEN); both are compared as the set of rook squares.
// The fifty-move rule is the outcome from a half-move clock of 100 on (chess.js's
// isDrawByFiftyMoves), unless the position is mate, stalemate or dead; from 150 on it is the
// seventy-five-move rule. Fivefold repetition (counted here, as neither reference reports it)
// comes before the fifty-move rule and threefold repetition, which a player must claim.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, OUTCOMES } from 'chess-tables';
import { Chess } from 'chess.js';
import { Chess as Position } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';
import { parseUci, makeSquare } from 'chessops/util';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { START, random, suites } from './env.mjs';

/** A Move's fields as a plain object (chess.js's Move and ours are different classes). */
function fields(move) {
  const plain = {};
  for (const key of ['color', 'from', 'to', 'piece', 'captured', 'promotion', 'flags', 'san', 'lan', 'before', 'after']) {
    if (move[key] !== undefined) plain[key] = move[key];
  }
  return plain;
}

/** `fen` with its castling field as the set of rook squares the rights name. */
function rookSquares(fen) {
  const fields = fen.split(' ');
  if (fields[2] === '-') return fen;
  const ranks = fields[0].split('/').map((rank) => rank.replace(/\d/g, (n) => '.'.repeat(n)));
  const rooks = [...fields[2]].map((letter) => {
    const white = letter === letter.toUpperCase();
    const row = ranks[white ? 7 : 0];
    const rook = white ? 'R' : 'r';
    let file;
    if (letter.toLowerCase() === 'k') file = row.lastIndexOf(rook);
    else if (letter.toLowerCase() === 'q') file = row.indexOf(rook);
    else file = letter.toLowerCase().charCodeAt(0) - 97;
    return `${'abcdefgh'[file]}${white ? 1 : 8}`;
  });
  fields[2] = rooks.sort().join(',');
  return fields.join(' ');
}

/** A move to play: mostly random, sometimes a capture or the reverse of our last move. */
function choose(rng, moves, history, lastOwn) {
  const captures = moves.filter((m) => m.captured);
  if (lastOwn && rng.chance(0.3)) {
    const back = moves.find((m) => m.from === lastOwn.to && m.to === lastOwn.from && !m.captured);
    if (back) return back;
  }
  if (captures.length > 0 && rng.chance(0.4)) return rng.pick(captures);
  const mates = moves.filter((m) => m.san.endsWith('#'));
  if (mates.length > 0 && rng.chance(0.5)) return rng.pick(mates);
  return rng.pick(moves);
}

/** Checks at every step that do not need a reference. */
function checkOwn(game, fen, moves) {
  assert.equal(game.fen(), fen);
  const again = new Game(fen, { variant: game.variant() });
  try {
    assert.equal(again.fen(), fen, 'FEN read back');
    // The Polyglot key counts an en-passant file a pawn stands beside even when the capture is
    // not legal, which the FEN leaves out: read back, only such a position's key differs.
    const last = game.history({ verbose: true }).at(-1);
    if (!last?.isBigPawn() || fen.split(' ')[3] !== '-') {
      assert.equal(again.hash(), game.hash(), `hash of ${fen} read back`);
    }
    assert.deepEqual(
      again.moves({ verbose: true }).map((m) => m.uci),
      moves.map((m) => m.uci),
    );
  } finally {
    again.free();
  }
  assert.deepEqual(game.moves(), moves.map((m) => m.san));
  for (const m of moves) {
    assert.equal(m.color, game.turn());
    assert.equal(m.before, fen);
    assert.equal(m.lan, m.uci);
    assert.equal(m.isCapture(), m.flags.includes('c'));
  }
  // chessground's destinations: the moves' squares, a promotion once.
  const dests = new Map();
  for (const m of moves) {
    if (!dests.has(m.from)) dests.set(m.from, new Set());
    dests.get(m.from).add(m.to);
  }
  const ours = game.dests();
  assert.deepEqual([...ours.keys()].sort(), [...dests.keys()].sort());
  for (const [from, to] of ours) assert.deepEqual(to.slice().sort(), [...dests.get(from)].sort(), from);
}

/** Plays `m` and checks undo() gives back the position and the move. */
function playAndUndo(game, m) {
  const before = game.fen();
  const played = game.move(m.uci);
  assert.deepEqual(played, m, `move(${m.uci}) in ${before}`);
  const fen = game.fen();
  assert.equal(fen, m.after);
  assert.deepEqual(game.undo(), m, `undo of ${m.uci}`);
  assert.equal(game.fen(), before, `undo of ${m.uci}`);
  const object = { from: m.from, to: m.to, ...(m.promotion ? { promotion: m.promotion } : {}) };
  const castling960 = m.flags.includes('k') || m.flags.includes('q');
  assert.deepEqual(castling960 ? game.play(m.san) : game.move(object), m, `move(${JSON.stringify(object)}) in ${before}`);
  assert.deepEqual(game.undo(), m);
  assert.deepEqual(game.play(m.san), m, `play(${m.san}) in ${before}`);
  assert.equal(game.fen(), fen);
}

const counted = Object.fromEntries(OUTCOMES.map((kind) => [kind, 0]));

/** `fen` without its clocks: the key repetition is counted by. */
const withoutClocks = (fen) => fen.split(' ').slice(0, 4).join(' ');

/** chess.js's outcome, with the automatic draws it does not report: `seen` counts positions. */
function expectedOutcome(ref, seen) {
  if (ref.isCheckmate()) return { kind: 'checkmate', winner: ref.turn() === 'w' ? 'b' : 'w' };
  if (ref.isStalemate()) return { kind: 'stalemate', winner: null };
  if (ref.isInsufficientMaterial()) return { kind: 'insufficient material', winner: null };
  if (Number(ref.fen().split(' ')[4]) >= 150) return { kind: 'seventy-five-move rule', winner: null };
  if (seen.get(withoutClocks(ref.fen())) >= 5) return { kind: 'fivefold repetition', winner: null };
  if (ref.isDrawByFiftyMoves()) return { kind: 'fifty-move rule', winner: null };
  if (ref.isThreefoldRepetition()) return { kind: 'threefold repetition', winner: null };
  return null;
}

const SQUARES = Array.from({ length: 64 }, (_, i) => 'abcdefgh'[i % 8] + (8 - Math.floor(i / 8)));
const FLAGS = ['isCheck', 'inCheck', 'isCheckmate', 'isStalemate', 'isDraw', 'isInsufficientMaterial',
  'isThreefoldRepetition', 'isDrawByFiftyMoves', 'isGameOver', 'turn', 'moveNumber'];

/** The board API against chess.js's at one position; `rng` picks the squares looked at. */
function checkBoard(rng, game, ref, where) {
  for (const flag of FLAGS) assert.equal(game[flag](), ref[flag](), `${flag}() after ${where}`);
  assert.deepEqual(game.board(), ref.board(), `board() after ${where}`);
  assert.equal(game.ascii(), ref.ascii());
  for (const color of ['w', 'b']) assert.deepEqual(game.getCastlingRights(color), ref.getCastlingRights(color));
  for (let i = 0; i < 4; i++) {
    const square = rng.pick(SQUARES);
    assert.deepEqual(game.get(square), ref.get(square), `get(${square}) after ${where}`);
    // (chess.js's SAN strings of moves({ square }) are disambiguated among that square's moves
    // alone, `Bb5` where two bishops reach b5: its verbose moves' SAN is right.)
    const fromSquare = ref.moves({ square, verbose: true }).map((m) => m.san);
    assert.deepEqual(game.moves({ square }), fromSquare, `moves({ square: ${square} }) after ${where}, in chess.js's order`);
    for (const color of ['w', 'b']) {
      assert.deepEqual(game.attackers(square, color), ref.attackers(square, color), `attackers(${square}, ${color}) after ${where}, in order`);
      assert.equal(game.isAttacked(square, color), ref.isAttacked(square, color));
    }
    assert.deepEqual(game.attackers(square), ref.attackers(square));
    assert.equal(game.squareColor(square), ref.squareColor(square));
  }
  const piece = rng.pick(['p', 'n', 'b', 'r', 'q', 'k']);
  const ofPiece = ref.moves({ piece, verbose: true }).map((m) => m.san);
  assert.deepEqual(game.moves({ piece }), ofPiece, `moves({ piece: ${piece} }) after ${where}, in order`);
  // Names that are no square: chess.js answers false and [], not an error.
  assert.equal(game.isAttacked('e9', 'w'), ref.isAttacked('e9', 'w'));
  assert.deepEqual(game.attackers('z1'), ref.attackers('z1'));
  assert.deepEqual(game.findPiece({ type: piece, color: 'w' }), ref.findPiece({ type: piece, color: 'w' }));
}

function standardGame(rng, fen, plies) {
  const game = new Game(fen, { variant: 'standard' });
  const ref = new Chess(fen);
  const seen = new Map();
  const sans = [];
  const last = {};
  try {
    for (let ply = 0; ; ply++) {
      const key = withoutClocks(ref.fen());
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const moves = game.moves({ verbose: true });
      const where = context(sans, fen);
      checkOwn(game, game.fen(), moves);
      assert.equal(game.fen(), ref.fen(), `FEN after ${where}`);
      assert.deepEqual(moves.map((m) => m.san), ref.moves(), `moves after ${where}, in chess.js's order`);
      // chess.js's verbose moves write each one's FEN after: 0.5 ms a position, so every move's
      // fields (and the board API) are compared every 4th position; the move played, at every one.
      if (ply % 4 === 0) {
        const bySan = new Map(moves.map((m) => [m.san, fields(m)]));
        for (const r of ref.moves({ verbose: true })) {
          assert.deepEqual(bySan.get(r.san), fields(r), `move ${r.san} after ${where}`);
        }
        checkBoard(rng, game, ref, where);
      }
      assert.equal(game.isCheck(), ref.isCheck(), `check after ${where}`);
      const outcome = game.outcome();
      assert.deepEqual(outcome, expectedOutcome(ref, seen), `outcome after ${where}`);
      assert.equal(outcome !== null && outcome.winner === null, ref.isDraw() && !ref.isCheckmate());
      assert.equal(game.isGameOver(), ref.isGameOver());
      if (outcome) counted[outcome.kind]++;
      if (moves.length === 0 || outcome?.kind === 'insufficient material' || ply >= plies) break;
      const m = choose(rng, moves, sans, last[game.turn()]);
      last[game.turn()] = m;
      playAndUndo(game, m);
      assert.deepEqual(fields(m), fields(ref.move(m.san)), `move ${m.san} after ${where}`);
      sans.push(m.san);
    }
    assert.deepEqual(game.history(), sans);
    assert.deepEqual(ref.history(), sans);
    assert.deepEqual(game.history({ verbose: true }).map(fields), ref.history({ verbose: true }).map(fields));
    // pgn() as chess.js writes it, byte for byte, with a comment set now and then (a game that
    // starts from a FEN gets chess.js's SetUp and FEN tags).
    if (rng.below(3) === 0) {
      game.setComment(`after ${sans.length} plies`);
      ref.setComment(`after ${sans.length} plies`);
    }
    assert.equal(game.pgn(), ref.pgn(), `pgn() of ${context(sans, fen)}`);
    assert.equal(game.pgn({ maxWidth: 30, newline: '\r\n' }), ref.pgn({ maxWidth: 30, newline: '\r\n' }));
    const replay = new Chess();
    replay.loadPgn(game.pgn());
    assert.equal(replay.fen(), ref.fen(), `pgn() of ${context(sans, fen)} read by chess.js`);
    assert.deepEqual(replay.history(), sans);
  } finally {
    game.free();
  }
  return sans.length;
}

const context = (sans, fen) => `${sans.join(' ')} (from ${fen})`;

/** The outcome chessops sees, repetition counted over `seen` (FEN without clocks → count). */
function opsOutcome(pos, seen) {
  if (pos.isCheckmate()) return { kind: 'checkmate', winner: pos.turn === 'white' ? 'b' : 'w' };
  if (pos.isStalemate()) return { kind: 'stalemate', winner: null };
  if (pos.isInsufficientMaterial()) return { kind: 'insufficient material', winner: null };
  const count = seen.get(makeFen(pos.toSetup(), { epd: true }));
  if (pos.halfmoves >= 150) return { kind: 'seventy-five-move rule', winner: null };
  if (count >= 5) return { kind: 'fivefold repetition', winner: null };
  if (pos.halfmoves >= 100) return { kind: 'fifty-move rule', winner: null };
  if (count >= 3) return { kind: 'threefold repetition', winner: null };
  return null;
}

/** chessops' legal moves of `pos` as SAN. */
function opsSans(pos) {
  const sans = [];
  for (const [from, dests] of pos.allDests()) {
    const pawn = pos.board.get(from).role === 'pawn';
    for (const to of dests) {
      const last = to < 8 || to >= 56;
      const promotions = pawn && last ? ['queen', 'rook', 'bishop', 'knight'] : [undefined];
      for (const promotion of promotions) sans.push(makeSan(pos, { from, to, promotion }));
    }
  }
  return sans.sort();
}

function chess960Game(rng, fen, plies) {
  const game = new Game(fen, { variant: 'chess960' });
  assert.equal(game.variant(), 'chess960');
  const pos = Position.fromSetup(parseFen(fen).unwrap()).unwrap();
  const seen = new Map();
  const sans = [];
  const last = {};
  try {
    for (let ply = 0; ; ply++) {
      const key = makeFen(pos.toSetup(), { epd: true });
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const moves = game.moves({ verbose: true });
      const where = context(sans, fen);
      checkOwn(game, game.fen(), moves);
      assert.equal(
        rookSquares(game.fen()),
        rookSquares(makeFen(pos.toSetup())),
        `FEN after ${where}`,
      );
      assert.deepEqual(moves.map((m) => m.san).sort(), opsSans(pos), `moves after ${where}`);
      for (const m of moves) {
        const move = parseUci(m.uci);
        assert.equal(makeSan(pos, move), m.san, `${m.uci} after ${where}`);
        const castling = m.isKingsideCastle() || m.isQueensideCastle();
        assert.equal(castling, pos.board.get(move.from).role === 'king' && pos.board.rook.has(move.to) && pos.board[pos.turn].has(move.to));
        assert.equal(makeSquare(move.from), m.from);
      }
      assert.equal(game.isCheck(), pos.isCheck(), `check after ${where}`);
      const outcome = game.outcome();
      assert.deepEqual(outcome, opsOutcome(pos, seen), `outcome after ${where}`);
      if (outcome) counted[outcome.kind]++;
      if (moves.length === 0 || outcome?.kind === 'insufficient material' || ply >= plies) break;
      const m = choose(rng, moves, sans, last[game.turn()]);
      last[game.turn()] = m;
      playAndUndo(game, m);
      pos.play(parseUci(m.uci));
      sans.push(m.san);
    }
    assert.deepEqual(game.history(), sans);
    const pgn = parsePgn(game.pgn())[0];
    assert.equal(pgn.headers.get('Variant'), 'Chess960');
    const replay = startingPosition(pgn.headers).unwrap();
    for (const node of pgn.moves.mainline()) replay.play(parseSan(replay, node.san));
    assert.equal(makeFen(replay.toSetup()), makeFen(pos.toSetup()), `pgn() of ${context(sans, fen)}`);
  } finally {
    game.free();
  }
  return sans.length;
}

test('the Polyglot key of the start position and of the Polyglot documentation lines, in hex as chess.js types hash()', () => {
  const key = (game) => BigInt(`0x${game.hash()}`);
  const game = new Game();
  assert.equal(game.hash(), '463b96181691fc9c');
  assert.equal(key(game), 0x463b96181691fc9cn);
  const keys = {
    e4: 0x823c9b50fd114196n,
    d5: 0x0756b94461c50fb0n,
    e5: 0x662fafb965db29d4n,
    f5: 0x22a48b5a8e47ff78n,
    Ke2: 0x652a607ca3f242c1n,
    Kf7: 0x00fdd303c946bdd9n,
  };
  for (const [san, key] of Object.entries(keys)) {
    game.play(san);
    assert.equal(game.hash(), key.toString(16), `after ${game.history().join(' ')}`);
  }
  assert.equal(game.hash(), 'fdd303c946bdd9', 'without leading zeros, as chess.js writes its keys');
  const other = new Game();
  for (const san of ['a4', 'b5', 'h4', 'b4', 'c4']) other.play(san);
  assert.equal(key(other), 0x3c8123ea7b067637n);
  other.play('bxc3');
  other.play('Ra3');
  assert.equal(key(other), 0x5c3f9b829b279560n);
  assert.equal(key(new Game(START)), 0x463b96181691fc9cn);
});

test('the Polyglot key counts an en-passant file the FEN leaves out (the capture is pinned)', () => {
  const game = new Game('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1');
  game.move('e4');
  assert.equal(game.fen(), '8/2p5/3p4/KP5r/1R2Pp1k/8/6P1/8 b - - 0 1', 'fxe3 would leave the king to the rook');
  const withFile = new Game('8/2p5/3p4/KP5r/1R2Pp1k/8/6P1/8 b - e3 0 1');
  assert.equal(withFile.fen(), game.fen());
  assert.equal(game.hash(), withFile.hash());
  assert.notEqual(game.hash(), new Game(game.fen()).hash());
});

test('the README example: e4 e5', () => {
  const game = new Game();
  game.move('e4');
  game.move('e7e5');
  assert.equal(game.moves().length, 29);
  assert.equal(game.fen(), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  assert.equal(game.outcome(), null);
  assert.equal(game.undo().san, 'e5');
  assert.equal(game.undo().san, 'e4');
  assert.equal(game.undo(), null);
  assert.equal(game.fen(), START);
});

test('200 random standard games against chess.js, every move', (t) => {
  const rng = random(0x5eed1);
  const positions = suites()
    .flatMap((suite) => suite.records)
    .filter((r) => r.file !== 'fischer.epd')
    .map((r) => r.fen);
  let plies = 0;
  for (let i = 0; i < 200; i++) {
    const fen = i % 2 === 0 ? START : positions[rng.below(positions.length)];
    plies += standardGame(rng, fen, i % 2 === 0 ? 150 : 180);
  }
  t.diagnostic(`${plies} plies`);
  assert.ok(plies > 10000, `${plies} plies`);
});

test('100 random Chess960 games against chessops, every move', (t) => {
  const rng = random(960);
  const starts = suites().find((s) => s.file === 'fischer.epd').records.map((r) => r.fen);
  let plies = 0;
  for (let i = 0; i < 100; i++) plies += chess960Game(rng, starts[rng.below(starts.length)], 150);
  t.diagnostic(`${plies} plies`);
  assert.ok(plies > 5000, `${plies} plies`);
});

test('the automatic draws: seventy-five moves and fivefold repetition', () => {
  const quiet = new Game('8/8/4k3/8/8/3K4/8/R7 w - - 149 105');
  assert.deepEqual(quiet.outcome(), { kind: 'fifty-move rule', winner: null });
  quiet.play('Ra2');
  assert.deepEqual(quiet.outcome(), { kind: 'seventy-five-move rule', winner: null });
  const game = new Game();
  const outcomes = [];
  for (let i = 0; i < 4; i++) {
    for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) game.play(san);
    outcomes.push(game.outcome()?.kind ?? null);
  }
  assert.deepEqual(outcomes, [null, 'threefold repetition', 'threefold repetition', 'fivefold repetition']);
});

test('every outcome was reached by the random games', (t) => {
  t.diagnostic(JSON.stringify(counted));
  // The automatic draws are rare in random play; the test above reaches them.
  const rare = ['seventy-five-move rule', 'fivefold repetition'];
  for (const kind of OUTCOMES.filter((kind) => !rare.includes(kind))) {
    assert.ok(counted[kind] > 0, `${kind}: ${JSON.stringify(counted)}`);
  }
});
