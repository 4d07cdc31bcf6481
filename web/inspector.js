// The table inspector: draws what the npm package chess-tables answers, through its `inspect`
// entry, which web/build writes to ./pkg (the package fetches its .wasm beside itself). No
// framework and no build step. The page's lists (pieces, lines, outcome kinds, tables, the table
// variant) are the package's; the game is one of its Game objects, kept between moves.

const PACKAGE = "./pkg/inspect.js";

const FILES = "abcdefgh";
const squareName = (sq) => FILES[sq % 8] + (Math.floor(sq / 8) + 1);
const squareIndex = (name) => FILES.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
const hex64 = (b) => "0x" + b.toString(16).padStart(16, "0");
const bit = (b, i) => ((b >> BigInt(i)) & 1n) === 1n;

// Presentation only: how the package's pieces are drawn, by its names.
const GLYPHS = {
  white: { king: "♔", queen: "♕", rook: "♖", bishop: "♗", knight: "♘", pawn: "♙" },
  black: { king: "♚", queen: "♛", rook: "♜", bishop: "♝", knight: "♞", pawn: "♟" },
};
// The package's colour and piece letters (chess.js's) by the names the page shows.
const COLOR_NAMES = { w: "white", b: "black" };
const PIECE_NAMES = { k: "king", q: "queen", r: "rook", b: "bishop", n: "knight", p: "pawn" };
// The attack look-ups' pieces (the package's PIECES names): the pawns by colour.
const ATTACKER_GLYPHS = { ...GLYPHS.white, wpawn: GLYPHS.white.pawn, bpawn: GLYPHS.black.pawn };

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

let chess; // the package's exports
const state = { piece: "", square: 28, occupancy: 0n, fenOccupied: 0n };
const planeSquares = new Map(); // line name → for each bit of its plane, the square it stands for
const pieceLines = new Map(); // piece name → the lines it looks up
const tableCatalogue = new Map(); // table name → the package's description of it

async function main() {
  try {
    chess = await import(PACKAGE);
    await chess.init(); // loaded with the import; init() rejects with why if it could not be
  } catch (error) {
    $("#load-error").hidden = false;
    $("#load-error").textContent = `Could not load the chess-tables package (run web/build first): ${error.message}`;
    document.documentElement.dataset.ready = "error";
    return;
  }

  $("#variant").textContent = chess.tableVariant;
  $("#variant").dataset.variant = chess.tableVariant;
  $("#outcome-kinds").textContent = chess.OUTCOMES.join(", ");

  for (const line of chess.LINES) planeSquares.set(line, chess.planeSquares(line));
  for (const { name, lines } of chess.PIECES) pieceLines.set(name, lines);
  for (const table of chess.tables()) tableCatalogue.set(table.name, table);
  setUpTables();

  const pieceSelect = $("#piece");
  for (const { name, label } of chess.PIECES) pieceSelect.append(new Option(label, name));
  state.piece = chess.PIECES[0].name;
  buildBoard();
  const squareSelect = $("#square");
  for (let sq = 0; sq < 64; sq++) squareSelect.append(new Option(squareName(sq), sq));
  const maxDepth = Math.min(5, chess.MAX_PERFT_DEPTH);
  for (let depth = 1; depth <= maxDepth; depth++) $("#perft-depth").append(new Option(depth, depth));
  $("#perft-depth").value = Math.min(3, maxDepth);

  pieceSelect.addEventListener("change", (e) => {
    state.piece = e.target.value;
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
  $("#take-back").addEventListener("click", takeBack);
  $("#restart").addEventListener("click", restart);

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

  const attacks = chess.attacks(piece, square, occupancy);
  $("#attack-set").textContent = hex64(attacks);
  $("#attack-set").dataset.bitboard = hex64(attacks);
  const attacked = [];
  for (const button of $("#board").children) {
    const sq = Number(button.dataset.index);
    button.classList.toggle("attacked", bit(attacks, sq));
    button.classList.toggle("blocker", bit(occupancy, sq));
    button.classList.toggle("piece", sq === square);
    button.textContent = sq === square ? ATTACKER_GLYPHS[piece] ?? "●" : "";
    if (bit(attacks, sq)) attacked.push(squareName(sq));
  }
  $("#attack-squares").textContent = attacked.length ? attacked.join(" ") : "none";

  $("#planes").replaceChildren(...chess.LINES.map(planeCard));
}

/** One plane: its bits, the line through the piece's square, the state and the entry it selects. */
function planeCard(line) {
  const { piece, square, occupancy } = state;
  const look = chess.lineLookup(line, square, occupancy);
  const from = look.shift;
  const to = from + look.length;
  const used = pieceLines.get(piece).includes(line);
  const label = chess.PIECES.find((p) => p.name === piece).label;
  const squares = planeSquares.get(line);

  const card = el("article", used ? "plane used" : "plane");
  Object.assign(card.dataset, {
    line,
    state: String(look.state),
    entry: hex64(look.entry),
    attacks: hex64(look.attacks),
  });
  const heading = el("h3", "", `${line} plane: the ${line} line through ${squareName(square)}`);
  heading.append(el("span", "note", used ? ` (the ${label} looks this up)` : " (not used by this piece)"));
  card.append(heading);

  const bits = el("div", "bits");
  for (let r = 7; r >= 0; r--) {
    for (let c = 0; c < 8; c++) {
      const b = r * 8 + c;
      const cell = el("div", "bit");
      if (bit(look.plane, b)) cell.classList.add("on");
      if (b >= from && b < to) cell.classList.add("line");
      if (squares[b] === square) cell.classList.add("self");
      cell.title = `bit ${b}: ${squareName(squares[b])}`;
      cell.append(el("span", "value", bit(look.plane, b) ? "1" : "0"), el("span", "label", squareName(squares[b])));
      bits.append(cell);
    }
  }
  card.append(bits);

  const mask = (1n << BigInt(look.length)) - 1n;
  const stateBits = look.state.toString(2).padStart(look.length, "0");
  const facts = el("dl", "facts");
  const fact = (term, description) => facts.append(el("dt", "", term), el("dd", "", description));
  fact("plane", hex64(look.plane));
  fact("line bits", `${from}–${to - 1} (length ${look.length})`);
  fact("state", `(plane >> ${from}) & 0x${mask.toString(16)} = 0b${stateBits} = ${look.state}`);
  fact("entry", `${look.table}[${look.row}][${look.column}] = ${look.entryText}`);
  card.append(facts);

  // A byte table holds the 8-bit attack set along the line, not a bitboard: draw it as a line.
  if (tableCatalogue.get(look.table)?.element === "Bitboard") {
    card.append(el("p", "caption", "the entry"), miniBoard(look.entry));
  } else {
    const strip = el("div", "strip");
    for (let i = 0; i < 8; i++) {
      const cell = el("div", bit(look.entry, i) ? "bit on" : "bit", String(i));
      if (i === look.row) cell.classList.add("self"); // the row is the piece's place on the line
      cell.title = `place ${i} on the line`;
      strip.append(cell);
    }
    card.append(el("p", "caption", "the entry: attacked places on the line, place 0 first"), strip);
  }
  card.append(el("p", "caption", `attacked along the line: ${hex64(look.attacks)}`));
  return card;
}

// The game on the play board: a chess-tables Game, kept between moves (one play() a move, one
// undo() a take-back), and the moves play() answered, for marking the last one.
const game = { current: null, played: [], legal: [], selected: null };

/** Reads the FEN box into a new Game: its position written back and its legal moves, or the error. */
function showPosition() {
  const error = $("#fen-error");
  let next;
  try {
    next = new chess.Game($("#fen").value);
  } catch (e) {
    error.hidden = false;
    error.textContent = e.message;
    $("#fen-normalized").textContent = "";
    $("#move-count").textContent = "–";
    $("#move-count").dataset.count = "";
    $("#moves").textContent = "";
    $("#fen-blockers").disabled = true;
    return;
  }
  const moves = next.moves({ verbose: true });
  error.hidden = true;
  $("#fen-normalized").textContent = `Read as: ${next.fen()}`;
  $("#move-count").textContent = String(moves.length);
  $("#move-count").dataset.count = String(moves.length);
  const list = moves.flatMap((move) => [" ", Object.assign(el("span", "", move.uci), { title: move.san })]);
  $("#moves").replaceChildren(...(list.length ? list.slice(1) : ["(none)"]));
  state.fenOccupied = pieces(next).reduce((all, { square }) => all | (1n << BigInt(squareIndex(square))), 0n);
  $("#fen-blockers").disabled = false;
  // A new game starts from the position read.
  startGame(next);
}

/** The pieces of a Game's board as the page names them: { square, color: "white", piece: "king" }. */
function pieces(game) {
  return game.board().flat().filter(Boolean).map(({ square, type, color }) => ({ square, color: COLOR_NAMES[color], piece: PIECE_NAMES[type] }));
}

/** Makes `next` the game on the play board. */
function startGame(next) {
  game.current = next;
  game.played = [];
  showGame();
}

/** The play board: a click selects a piece or plays the selected one to the square. */
function buildPlayBoard() {
  squareButtons($("#play-board"), (sq) => clickSquare(squareName(sq)));
}

/** Draws the game as the Game has it: board, SAN list, status, and its legal moves for clicks. */
function showGame() {
  const current = game.current;
  game.selected = null;
  $("#promotion").hidden = true;
  game.legal = current.moves({ verbose: true });
  const turn = COLOR_NAMES[current.turn()];
  const inCheck = current.isCheck();
  const outcome = current.outcome();

  $("#game-fen").textContent = current.fen();
  const list = $("#san-list");
  const sans = current.history();
  list.dataset.san = sans.join(" ");
  list.dataset.plies = String(sans.length);
  // Numbered by full moves, as a score sheet: the first move is black's when the FEN says so.
  const [, side, , , , fullmove] = current.startFen().split(" ");
  const items = [];
  let index = 0;
  if (side === "b" && sans.length) items.push(["…", sans[index++]]);
  while (index < sans.length) items.push([sans[index++], sans[index++]]);
  list.start = Number(fullmove) || 1;
  list.replaceChildren(...items.map(([white, black]) => el("li", "", black ? `${white} ${black}` : white)));

  const status = $("#game-status");
  status.dataset.outcome = outcome?.kind ?? "none";
  const capital = (text) => text[0].toUpperCase() + text.slice(1);
  if (outcome?.winner) status.textContent = `${capital(outcome.kind)}: ${COLOR_NAMES[outcome.winner]} wins`;
  else if (outcome) status.textContent = `Draw: ${outcome.kind}`;
  else status.textContent = `${capital(turn)} to move${inCheck ? ", in check" : ""}`;

  const last = game.played.at(-1);
  const onBoard = new Map(pieces(current).map((p) => [p.square, p]));
  for (const button of $("#play-board").children) {
    const here = button.dataset.square;
    const piece = onBoard.get(here);
    button.textContent = piece ? GLYPHS[piece.color][piece.piece] : "";
    button.dataset.piece = piece ? `${piece.color} ${piece.piece}` : "";
    button.classList.toggle("last", last !== undefined && (here === last.from || here === last.to));
    button.classList.toggle("check", inCheck && piece?.piece === "king" && piece.color === turn);
    button.classList.remove("selected", "target");
  }
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
  const buttons = moves.map((move) => {
    const button = el("button", "", GLYPHS[COLOR_NAMES[move.color]][PIECE_NAMES[move.promotion]]);
    button.type = "button";
    button.dataset.promotion = PIECE_NAMES[move.promotion];
    button.title = move.san;
    button.setAttribute("aria-label", `promote: ${move.san}`);
    button.addEventListener("click", () => play(move));
    return button;
  });
  $("#promotion").replaceChildren(el("span", "", "Promote to"), ...buttons);
  $("#promotion").hidden = false;
}

/** Plays `move` (one of the Game's legal moves) on the Game. */
function play(move) {
  const errorLine = $("#game-error");
  try {
    game.played.push(game.current.play(move.uci));
    errorLine.hidden = true;
  } catch (e) {
    errorLine.hidden = false;
    errorLine.textContent = e.message;
  }
  showGame();
}

function takeBack() {
  if (game.current.undo()) game.played.pop();
  showGame();
}

/** A new Game from the same start. */
function restart() {
  startGame(new chess.Game(game.current.startFen(), { variant: game.current.variant() }));
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
      const nodes = chess.perft(fen, d);
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
    status.textContent = e.message;
  } finally {
    button.disabled = false;
    $("#perft-results").dataset.state = "done";
  }
}

/** The tables section: a table picker, one number input per axis, and the entry read. */
function setUpTables() {
  const select = $("#table");
  for (const name of tableCatalogue.keys()) select.append(new Option(name, name));
  const showIndices = () => {
    const table = tableCatalogue.get(select.value);
    $("#table-summary").textContent = table.summary;
    const holder = $("#table-indices");
    holder.replaceChildren();
    for (const axis of table.axes) {
      const label = el("label", "", `${axis.name} `);
      const input = el("input");
      input.type = "number";
      input.min = 0;
      input.max = axis.size - 1;
      input.value = 0;
      input.addEventListener("input", showEntry);
      label.append(input);
      holder.append(label);
    }
    showEntry();
  };
  const showEntry = () => {
    const table = tableCatalogue.get(select.value);
    const index = [...document.querySelectorAll("#table-indices input")].map((input) => Number(input.value));
    const output = $("#table-entry");
    try {
      const entry = chess.tableEntry(table.name, ...index);
      output.textContent = `${table.name}${index.map((i) => `[${i}]`).join("")} = ${entry.text}`;
      output.dataset.entry = entry.text;
      $("#table-board").replaceChildren(table.element === "Bitboard" ? miniBoard(entry.value) : "");
    } catch (error) {
      output.textContent = error.message;
      output.dataset.entry = "";
      $("#table-board").replaceChildren();
    }
  };
  select.addEventListener("change", showIndices);
  showIndices();
}

main();
