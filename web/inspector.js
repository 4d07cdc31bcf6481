// The table inspector: loads chess.wasm (the chess-wasm crate) and draws what its exports answer.
// No framework and no build step. See ../wasm/src/lib.rs for the calling conventions: every call
// returns a status (0 = OK, otherwise the message is in the output buffer), numbers are read
// afterwards with value(i), text goes through the input and output buffers in linear memory.

const FILES = "abcdefgh";
const squareName = (sq) => FILES[sq % 8] + (Math.floor(sq / 8) + 1);
const squareIndex = (name) => FILES.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
const hex64 = (b) => "0x" + b.toString(16).padStart(16, "0");
const bit = (b, i) => ((b >> BigInt(i)) & 1n) === 1n;

// Pieces in the order the wasm numbers them (and `chess-tables attacks` names them).
const PIECES = [
  { name: "rook", glyph: "♖", lines: [0, 1] },
  { name: "bishop", glyph: "♗", lines: [2, 3] },
  { name: "queen", glyph: "♕", lines: [0, 1, 2, 3] },
  { name: "knight", glyph: "♘", lines: [] },
  { name: "king", glyph: "♔", lines: [] },
  { name: "white pawn", glyph: "♙", lines: [] },
  { name: "black pawn", glyph: "♟", lines: [] },
];
// Lines by the wasm's number, each with the plane it is read from.
const LINES = [
  { name: "rank", plane: "normal plane" },
  { name: "file", plane: "rotated-90 plane" },
  { name: "a1h8 diagonal", plane: "a1h8 plane (45°)" },
  { name: "a8h1 diagonal", plane: "a8h1 plane (45°)" },
];

/** A failed call: the wasm's status code and message. */
class ChessError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The wasm instance behind a small wrapper that turns statuses into exceptions. */
class Chess {
  constructor(exports) {
    this.x = exports;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  /** Calls export `name`; throws a ChessError when it fails. */
  call(name, ...args) {
    const status = this.x[name](...args);
    if (status !== 0) throw new ChessError(status, this.text());
  }

  /** Numeric result `i` of the last call, as an unsigned BigInt (wasm hands back an i64). */
  value(i) {
    return BigInt.asUintN(64, this.x.value(i));
  }

  /** The last call's text, or its error message. */
  text() {
    const bytes = new Uint8Array(this.x.memory.buffer, this.x.output_ptr() >>> 0, this.x.output_len() >>> 0);
    return this.decoder.decode(bytes);
  }

  /** Writes `text` into the input buffer and returns its length in bytes (what the wasm checks). */
  input(text) {
    const bytes = this.encoder.encode(text);
    const capacity = this.x.input_capacity() >>> 0;
    new Uint8Array(this.x.memory.buffer, this.x.input_ptr() >>> 0, capacity).set(bytes.subarray(0, capacity));
    return bytes.length;
  }
}

const $ = (selector) => document.querySelector(selector);

/** An element with a class and optional text. */
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A small 8×8 board of `bits`, rank 8 on top. */
function miniBoard(bits, className = "mini") {
  const board = el("div", `board ${className}`);
  for (let row = 7; row >= 0; row--) {
    for (let file = 0; file < 8; file++) {
      const cell = el("div", "cell");
      const sq = row * 8 + file;
      cell.title = squareName(sq);
      if (bit(bits, sq)) cell.classList.add("on");
      if ((row + file) % 2 === 0) cell.classList.add("dark");
      board.append(cell);
    }
  }
  return board;
}

const state = { piece: 0, square: 28, occupancy: 0n, variant: "", fenOccupied: 0n };
let chess;
let planeSquares; // planeSquares[line][bit]: the square that bit of the line's plane stands for

async function main() {
  try {
    const { instance } = await WebAssembly.instantiateStreaming(fetch("chess.wasm"), {});
    chess = new Chess(instance.exports);
  } catch (error) {
    $("#load-error").hidden = false;
    $("#load-error").textContent = `Could not load chess.wasm (run web/build first): ${error.message}`;
    document.documentElement.dataset.ready = "error";
    return;
  }

  chess.call("table_variant");
  state.variant = chess.text();
  $("#variant").textContent = state.variant;
  $("#variant").dataset.variant = state.variant;

  planeSquares = LINES.map((_, line) =>
    Array.from({ length: 64 }, (_, b) => {
      chess.call("plane_square", line, b);
      return Number(chess.value(0));
    }),
  );
  setUpTables();

  buildBoard();
  const squareSelect = $("#square");
  for (let sq = 0; sq < 64; sq++) squareSelect.append(new Option(squareName(sq), sq));
  const maxDepth = chess.x.max_perft_depth();
  for (let depth = 1; depth <= maxDepth; depth++) $("#perft-depth").append(new Option(depth, depth));
  $("#perft-depth").value = Math.min(3, maxDepth);

  $("#piece").addEventListener("change", (e) => {
    state.piece = Number(e.target.value);
    render();
  });
  squareSelect.addEventListener("change", (e) => {
    state.square = Number(e.target.value);
    render();
  });
  $("#clear-blockers").addEventListener("click", () => {
    state.occupancy = 0n;
    render();
  });
  $("#occupancy").addEventListener("change", (e) => {
    const text = e.target.value.trim().replaceAll("_", "");
    if (/^(0x)?[0-9a-f]{1,16}$/i.test(text)) {
      state.occupancy = BigInt(text.startsWith("0x") || text.startsWith("0X") ? text : "0x" + text);
    }
    render();
  });
  $("#fen-form").addEventListener("submit", (e) => {
    e.preventDefault();
    showPosition();
  });
  $("#fen-blockers").addEventListener("click", () => {
    state.occupancy = state.fenOccupied;
    render();
  });
  $("#perft-run").addEventListener("click", runPerft);
  buildPlayBoard();
  $("#take-back").addEventListener("click", () => {
    game.moves.pop();
    showGame();
  });
  $("#restart").addEventListener("click", () => {
    game.moves = [];
    showGame();
  });

  render();
  showPosition();
  document.documentElement.dataset.ready = "true";
}

/** Fills `board` with 64 square buttons, rank 8 on top; a click calls `onClick(square index)`. */
function squareButtons(board, onClick) {
  for (let row = 7; row >= 0; row--) {
    for (let file = 0; file < 8; file++) {
      const sq = row * 8 + file;
      const button = el("button", (row + file) % 2 === 0 ? "cell dark" : "cell");
      button.type = "button";
      button.dataset.square = squareName(sq);
      button.dataset.index = String(sq);
      button.setAttribute("aria-label", squareName(sq));
      button.addEventListener("click", () => onClick(sq));
      board.append(button);
    }
  }
}

/** The main board: a click places the piece or toggles a blocker. */
function buildBoard() {
  squareButtons($("#board"), (sq) => {
    if (document.querySelector('input[name="click-mode"]:checked').value === "piece") {
      state.square = sq;
    } else {
      state.occupancy ^= 1n << BigInt(sq);
    }
    render();
  });
}

/** Redraws the board, the attack set and the planes from `state`. */
function render() {
  const { piece, square, occupancy } = state;
  $("#piece").value = piece;
  $("#square").value = square;
  $("#occupancy").value = hex64(occupancy);

  chess.call("piece_attacks", piece, square, occupancy);
  const attacks = chess.value(0);
  $("#attack-set").textContent = hex64(attacks);
  $("#attack-set").dataset.bitboard = hex64(attacks);
  const attacked = [];
  for (const button of $("#board").children) {
    const sq = Number(button.dataset.index);
    button.classList.toggle("attacked", bit(attacks, sq));
    button.classList.toggle("blocker", bit(occupancy, sq));
    button.classList.toggle("piece", sq === square);
    button.textContent = sq === square ? PIECES[piece].glyph : "";
    if (bit(attacks, sq)) attacked.push(squareName(sq));
  }
  $("#attack-squares").textContent = attacked.length ? attacked.join(" ") : "none";

  const planes = $("#planes");
  planes.replaceChildren(...LINES.map((_, line) => planeCard(line)));
}

/** One plane: its bits, the line through the piece's square, the state and the entry it selects. */
function planeCard(line) {
  const { piece, square, occupancy } = state;
  chess.call("line_table_lookup", line, square, occupancy);
  const table = chess.text();
  const [plane, shift, lineState, row, column, entry, attacks, length] = Array.from(
    { length: 8 },
    (_, i) => chess.value(i),
  );
  const from = Number(shift);
  const to = from + Number(length);
  const used = PIECES[piece].lines.includes(line);

  const card = el("article", used ? "plane used" : "plane");
  Object.assign(card.dataset, {
    line: String(line),
    state: String(lineState),
    entry: hex64(entry),
    attacks: hex64(attacks),
  });
  const heading = el("h3", "", `${LINES[line].plane}: the ${LINES[line].name} of ${squareName(square)}`);
  heading.append(el("span", "note", used ? ` (the ${PIECES[piece].name} looks this up)` : " (not used by this piece)"));
  card.append(heading);

  const bits = el("div", "bits");
  for (let r = 7; r >= 0; r--) {
    for (let c = 0; c < 8; c++) {
      const b = r * 8 + c;
      const cell = el("div", "bit");
      if (bit(plane, b)) cell.classList.add("on");
      if (b >= from && b < to) cell.classList.add("line");
      if (planeSquares[line][b] === square) cell.classList.add("self");
      cell.title = `bit ${b}: ${squareName(planeSquares[line][b])}`;
      cell.append(el("span", "value", bit(plane, b) ? "1" : "0"), el("span", "label", squareName(planeSquares[line][b])));
      bits.append(cell);
    }
  }
  card.append(bits);

  const mask = (1n << length) - 1n;
  const stateBits = lineState.toString(2).padStart(Number(length), "0");
  const facts = el("dl", "facts");
  const fact = (term, description) => facts.append(el("dt", "", term), el("dd", "", description));
  fact("plane", hex64(plane));
  fact("line bits", `${from}–${to - 1} (length ${length})`);
  fact("state", `(plane >> ${shift}) & 0x${mask.toString(16)} = 0b${stateBits} = ${lineState}`);
  fact("entry", `${table}[${row}][${column}] = 0x${entry.toString(16)}`);
  card.append(facts);

  // The byte table holds the 8-bit attack set along the line, not a bitboard: draw it as a line.
  if (state.variant === "byte") {
    const strip = el("div", "strip");
    for (let i = 0; i < 8; i++) {
      const cell = el("div", bit(entry, i) ? "bit on" : "bit", String(i));
      if (BigInt(i) === row) cell.classList.add("self"); // the row is the piece's place on the line
      cell.title = `place ${i} on the line`;
      strip.append(cell);
    }
    card.append(el("p", "caption", "the entry: attacked places on the line, place 0 first"), strip);
  } else {
    card.append(el("p", "caption", "the entry"), miniBoard(entry));
  }
  card.append(el("p", "caption", `attacked along the line: ${hex64(attacks)}`));
  return card;
}

/** Parses the FEN box: its position written back, its legal moves, or the error. */
function showPosition() {
  const error = $("#fen-error");
  const fen = $("#fen").value;
  try {
    chess.call("parse_fen", chess.input(fen));
    const normalized = chess.text();
    state.fenOccupied = chess.value(0);
    chess.call("legal_moves", chess.input(fen));
    const count = chess.value(0);
    const moves = chess.text();
    error.hidden = true;
    $("#fen-normalized").textContent = `Read as: ${normalized}`;
    $("#move-count").textContent = String(count);
    $("#move-count").dataset.count = String(count);
    $("#moves").textContent = moves || "(none)";
    $("#fen-blockers").disabled = false;
    // A new game starts from the position read.
    game.start = normalized;
    game.moves = [];
    showGame();
  } catch (e) {
    if (!(e instanceof ChessError)) throw e;
    error.hidden = false;
    error.textContent = e.message;
    $("#fen-normalized").textContent = "";
    $("#move-count").textContent = "–";
    $("#move-count").dataset.count = "";
    $("#moves").textContent = "";
    $("#fen-blockers").disabled = true;
  }
}

// The game on the play board: the start FEN and the moves played (UCI). The wasm keeps no
// state: `game` replays them on every call and answers with everything the board needs.
const game = { start: "", moves: [], legal: [], selected: null, board: "" };
const GLYPHS = { K: "♔", Q: "♕", R: "♖", B: "♗", N: "♘", P: "♙", k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };
const OUTCOMES = ["none", "checkmate", "stalemate", "insufficient material", "fifty-move rule", "threefold repetition"];

/** The play board: a click selects a piece or plays the selected one to the square. */
function buildPlayBoard() {
  squareButtons($("#play-board"), (sq) => clickSquare(squareName(sq)));
}

/** Replays the game through the wasm and draws it: board, SAN list, status, legal moves. */
function showGame() {
  game.selected = null;
  $("#promotion").hidden = true;
  const errorLine = $("#game-error");
  let lines;
  try {
    chess.call("game", chess.input(`${game.start}\n${game.moves.join(" ")}`));
    lines = chess.text().split("\n");
    errorLine.hidden = true;
  } catch (e) {
    if (!(e instanceof ChessError)) throw e;
    // Only a game longer than the buffers can fail here: keep the moves that were accepted.
    errorLine.hidden = false;
    errorLine.textContent = e.message;
    game.moves.pop();
    return;
  }
  const [fen, board, san, outcome, legal] = lines;
  const [plies, , outcomeCode, side, checkers] = [0, 1, 2, 3, 4].map((i) => chess.value(i));
  game.board = board;
  game.legal = legal
    ? legal.split(" ").map((word) => {
        const [uci, sanText] = word.split(":");
        return { uci, san: sanText, from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci.slice(4) };
      })
    : [];

  $("#game-fen").textContent = fen;
  const list = $("#san-list");
  const sans = san ? san.split(" ") : [];
  list.dataset.san = sans.join(" ");
  list.dataset.plies = String(plies);
  // Numbered by full moves, as a score sheet: the first move is black's when the FEN says so.
  const blackFirst = game.start.split(" ")[1] === "b";
  const firstNumber = Number(game.start.split(" ")[5]) || 1;
  const items = [];
  let index = 0;
  if (blackFirst && sans.length) items.push(["…", sans[index++]]);
  while (index < sans.length) items.push([sans[index++], sans[index++]]);
  list.start = firstNumber;
  list.replaceChildren(...items.map(([white, black]) => el("li", "", black ? `${white} ${black}` : white)));

  const status = $("#game-status");
  status.dataset.outcome = outcome;
  const mover = side === 0n ? "White" : "Black";
  const other = side === 0n ? "Black" : "White";
  if (outcome === "checkmate") status.textContent = `Checkmate: ${other.toLowerCase()} wins`;
  else if (outcome !== "none") status.textContent = `Draw: ${outcome}`;
  else status.textContent = `${mover} to move${checkers ? ", in check" : ""}`;
  status.title = `outcome ${outcomeCode}: ${OUTCOMES[Number(outcomeCode)] ?? outcome}`;

  const last = game.moves.length ? lastMoveSquares() : [];
  for (const button of $("#play-board").children) {
    const sq = squareIndex(button.dataset.square);
    const letter = board[sq];
    button.textContent = letter === "." ? "" : GLYPHS[letter];
    button.dataset.piece = letter;
    button.classList.toggle("last", last.includes(button.dataset.square));
    button.classList.toggle("check", checkers !== 0n && letter === (side === 0n ? "K" : "k"));
    button.classList.remove("selected", "target");
  }
}

/** The from and to squares of the last move played (the moves are kept in UCI). */
function lastMoveSquares() {
  const uci = game.moves.at(-1);
  return [uci.slice(0, 2), uci.slice(2, 4)];
}

/** A click on the play board: selects a piece that can move, or plays the selected one there. */
function clickSquare(square) {
  if (game.selected) {
    const moves = game.legal.filter((m) => m.from === game.selected && m.to === square);
    if (moves.length === 1) return play(moves[0]);
    if (moves.length > 1) return choosePromotion(moves);
  }
  const movable = game.legal.some((m) => m.from === square);
  game.selected = movable && game.selected !== square ? square : null;
  $("#promotion").hidden = true;
  for (const button of $("#play-board").children) {
    const here = button.dataset.square;
    button.classList.toggle("selected", here === game.selected);
    button.classList.toggle("target", game.legal.some((m) => m.from === game.selected && m.to === here));
  }
}

/** Several moves from one square to another are a promotion: one button per piece. */
function choosePromotion(moves) {
  const holder = $("#promotion");
  const white = game.board[squareIndex(moves[0].from)] === "P";
  const buttons = moves.map((move) => {
    const button = el("button", "", GLYPHS[white ? move.promotion.toUpperCase() : move.promotion]);
    button.type = "button";
    button.dataset.promotion = move.promotion;
    button.title = move.san;
    button.setAttribute("aria-label", `promote: ${move.san}`);
    button.addEventListener("click", () => play(move));
    return button;
  });
  holder.replaceChildren(el("span", "", "Promote to"), ...buttons);
  holder.hidden = false;
}

function play(move) {
  game.moves.push(move.uci);
  showGame();
}

/** perft for depths 1..N, one depth at a time, letting the page draw between them. */
async function runPerft() {
  const button = $("#perft-run");
  const status = $("#perft-status");
  const body = $("#perft-results tbody");
  const fen = $("#fen").value;
  const depth = Number($("#perft-depth").value);
  body.replaceChildren();
  button.disabled = true;
  $("#perft-results").dataset.state = "running";
  try {
    for (let d = 1; d <= depth; d++) {
      status.textContent = `depth ${d}…`;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const start = performance.now();
      chess.call("perft", chess.input(fen), d);
      const nodes = chess.value(0);
      const ms = performance.now() - start;
      const row = el("tr");
      row.dataset.depth = String(d);
      const cell = el("td", "", nodes.toLocaleString("en"));
      cell.dataset.nodes = String(nodes);
      row.append(el("td", "", String(d)), cell, el("td", "", `${ms.toFixed(1)} ms`));
      body.append(row);
    }
    status.textContent = "done";
  } catch (e) {
    if (!(e instanceof ChessError)) throw e;
    status.textContent = e.message;
  } finally {
    button.disabled = false;
    $("#perft-results").dataset.state = "done";
  }
}

main();

/** The catalogue of this build's tables, read once: name, summary, element, axes and lengths. */
function catalogue() {
  chess.call("table_count");
  const count = Number(chess.value(0));
  return Array.from({ length: count }, (_, number) => {
    chess.call("table_info", number);
    const [name, summary, element, axes] = chess.text().split("\t");
    const names = axes ? axes.split(",") : [];
    const lengths = names.map((_, i) => Number(chess.value(1 + i)));
    return { number, name, summary, element, axes: names, lengths };
  });
}

/** The tables section: a table picker, one number input per index, and the entry read. */
function setUpTables() {
  const tables = catalogue();
  const select = $("#table");
  for (const table of tables) {
    const option = el("option", "", table.name);
    option.value = table.number;
    select.append(option);
  }
  const showIndices = () => {
    const table = tables[Number(select.value)];
    $("#table-summary").textContent = table.summary;
    const holder = $("#table-indices");
    holder.replaceChildren();
    table.axes.forEach((axis, i) => {
      const label = el("label", "", `${axis} `);
      const input = el("input");
      input.type = "number";
      input.min = 0;
      input.max = table.lengths[i] - 1;
      input.value = 0;
      input.dataset.axis = i;
      input.addEventListener("input", showEntry);
      label.append(input);
      holder.append(label);
    });
    showEntry();
  };
  const showEntry = () => {
    const table = tables[Number(select.value)];
    const index = [...document.querySelectorAll("#table-indices input")].map((input) => Number(input.value));
    const output = $("#table-entry");
    try {
      chess.call("table_entry", table.number, index[0] ?? 0, index[1] ?? 0);
      output.textContent = `${table.name}${index.map((i) => `[${i}]`).join("")} = ${chess.text()}`;
      output.dataset.entry = chess.text();
      $("#table-board").replaceChildren(chess.value(1) === 1n ? miniBoard(chess.value(0)) : "");
    } catch (error) {
      output.textContent = error.message;
      output.dataset.entry = "";
      $("#table-board").replaceChildren();
    }
  };
  select.addEventListener("change", showIndices);
  showIndices();
}
