//! WebAssembly exports over chess-core for the table inspector in `web/`: plain `extern "C"`
//! functions, no wasm-bindgen and no JavaScript glue beyond what `web/inspector.js` writes by hand.
//!
//! Conventions, the same for every export:
//! - Numbers go in as `u32` (square a1 = 0 … h8 = 63, piece, line, depth, text length) or `u64`
//!   (an occupancy bitboard: a JS `BigInt`, bit i = square i).
//! - Each call returns a status: [`OK`], or an error code ([`BAD_ARGUMENT`], [`BAD_FEN`],
//!   [`BAD_TEXT`], [`BAD_MOVE`]) with a one-line message in the output buffer. Nothing traps or
//!   panics.
//! - Numeric results are read after the call with [`value`]`(i)` (a `u64`, so a `BigInt`); text
//!   results (a move list, a table name) are in the output buffer: UTF-8 bytes at [`output_ptr`],
//!   [`output_len`] of them.
//! - Text comes in through the input buffer: the caller writes UTF-8 at [`input_ptr`], at most
//!   [`input_capacity`] bytes, and passes the length.
//!
//! A game is played without state in the module: the caller keeps the start FEN and the moves, and
//! [`game`] replays them on each call (checking each) and answers with the position reached, the
//! moves in SAN, the outcome and the legal moves, each with its SAN.
//!
//! Pieces are numbered as the `chess-tables attacks` command names them, in its order: 0 rook,
//! 1 bishop, 2 queen, 3 knight, 4 king, 5 white pawn, 6 black pawn. Lines (and the planes they are
//! read from) are 0 rank (normal plane), 1 file (rotated 90), 2 a1h8 diagonal, 3 a8h1 diagonal.

// In the browser there is no std to speak of; without it the .wasm holds no allocator and no
// panic machinery, so its size is chess-core's code and tables plus this layer. Host builds (the
// tests) keep std.
#![cfg_attr(target_arch = "wasm32", no_std)]

use core::fmt::{self, Write};
use core::sync::atomic::{AtomicU8, AtomicU64, AtomicUsize, Ordering::Relaxed};

use chess_core::attacks::{self, Line, TABLE_VARIANT};
use chess_core::inspect::{self, Table, line_lookup};
use chess_core::tables::{A1H8_SQUARE, A8H1_SQUARE, NORMAL_SQUARE, R90_SQUARE};
use chess_core::{
    AnyMoveError, Color, FenError, History, Occupancy, Outcome, Piece, Position, Square, perft,
};

/// No input reaches a panic (every number is checked before it indexes anything); if one did, the
/// module would trap.
#[cfg(target_arch = "wasm32")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}

/// The call succeeded.
pub const OK: u32 = 0;
/// A number was out of range: square, piece, line, plane bit or perft depth.
pub const BAD_ARGUMENT: u32 = 1;
/// The FEN was refused; the message says which rule it broke.
pub const BAD_FEN: u32 = 2;
/// The input text was longer than the input buffer or not UTF-8, or the answer did not fit the
/// output buffer.
pub const BAD_TEXT: u32 = 3;
/// A move of a game was refused (malformed, illegal or ambiguous); the message says which.
pub const BAD_MOVE: u32 = 4;

/// Bytes the input buffer holds: a FEN (under 100) and a game of some 600 half-moves in UCI.
pub const INPUT_CAPACITY: usize = 4096;
/// Bytes the output buffer holds: a game's SAN (at most 8 bytes a move of the input's 5) and the
/// legal moves with their SAN (at most 218 of at most 14 bytes, `e7e8q:e8=Q+ `).
pub const OUTPUT_CAPACITY: usize = 16384;
/// The positions a game keeps for finding repetitions (as `chess-tables show position`).
const GAME_HISTORY: usize = 128;
/// How many numeric results a call can leave for [`value`].
pub const VALUES: usize = 8;
/// The deepest perft the page may ask for: depth 5 is at most a few seconds in a browser.
pub const MAX_PERFT_DEPTH: u32 = 5;

/// The pieces by number, with the colour a pawn needs (ignored by the others).
const PIECES: [(Piece, Color); 7] = [
    (Piece::Rook, Color::White),
    (Piece::Bishop, Color::White),
    (Piece::Queen, Color::White),
    (Piece::Knight, Color::White),
    (Piece::King, Color::White),
    (Piece::Pawn, Color::White),
    (Piece::Pawn, Color::Black),
];

// What JS reads and writes. Atomics, so that safe code may share them (wasm32-unknown-unknown has
// one thread: they are plain loads and stores there). They never move, so the addresses handed to
// JS stay valid; JS touches them only between calls.
static INPUT: [AtomicU8; INPUT_CAPACITY] = [const { AtomicU8::new(0) }; INPUT_CAPACITY];
static OUTPUT: [AtomicU8; OUTPUT_CAPACITY] = [const { AtomicU8::new(0) }; OUTPUT_CAPACITY];
static OUTPUT_LEN: AtomicUsize = AtomicUsize::new(0);
static VALUE: [AtomicU64; VALUES] = [const { AtomicU64::new(0) }; VALUES];

/// One call's answer while it is being made: its text (or error message) and its numbers.
struct Reply {
    text: [u8; OUTPUT_CAPACITY],
    len: usize,
    values: [u64; VALUES],
}

impl Write for Reply {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        let room = self.text.get_mut(self.len..end).ok_or(fmt::Error)?;
        room.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Why a call failed: its status code and message.
#[derive(Debug)]
enum Error {
    Argument {
        what: &'static str,
        value: u32,
        limit: u32,
    },
    Fen(FenError),
    InputLength(u32),
    InputUtf8,
    OutputFull,
    /// Move `number` of a game, the bytes `word` of the input buffer, and why it was refused.
    Move {
        number: usize,
        word: core::ops::Range<usize>,
        error: AnyMoveError,
    },
}

impl Error {
    fn code(&self) -> u32 {
        match self {
            Error::Argument { .. } => BAD_ARGUMENT,
            Error::Fen(_) => BAD_FEN,
            Error::InputLength(_) | Error::InputUtf8 | Error::OutputFull => BAD_TEXT,
            Error::Move { .. } => BAD_MOVE,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Argument { what, value, limit } => {
                write!(f, "{what} {value} is out of range: 0 to {limit}")
            }
            Error::Fen(error) => write!(f, "{error}"),
            Error::InputLength(len) => {
                write!(
                    f,
                    "input of {len} bytes exceeds the buffer's {INPUT_CAPACITY}"
                )
            }
            Error::InputUtf8 => f.write_str("input is not UTF-8"),
            Error::OutputFull => write!(
                f,
                "answer exceeds the output buffer's {OUTPUT_CAPACITY} bytes"
            ),
            Error::Move {
                number,
                word,
                error,
            } => {
                // The word is still in the input buffer, which only the caller writes.
                let mut bytes = [0; INPUT_CAPACITY];
                for (byte, cell) in bytes.iter_mut().zip(&INPUT[word.clone()]) {
                    *byte = cell.load(Relaxed);
                }
                let word = core::str::from_utf8(&bytes[..word.len()]).unwrap_or("?");
                write!(f, "move {number} `{}`: {error}", word.escape_debug())
            }
        }
    }
}

impl From<fmt::Error> for Error {
    fn from(_: fmt::Error) -> Error {
        Error::OutputFull
    }
}

/// Runs one call: lets `call` fill a reply, on failure replaces its text with the message, and
/// publishes it to the output buffer and values. Returns the status.
fn answer(call: impl FnOnce(&mut Reply) -> Result<(), Error>) -> u32 {
    let mut reply = Reply {
        text: [0; OUTPUT_CAPACITY],
        len: 0,
        values: [0; VALUES],
    };
    let status = match call(&mut reply) {
        Ok(()) => OK,
        Err(error) => {
            reply.len = 0;
            reply.values = [0; VALUES];
            // Every message is far shorter than the buffer, so this write cannot fail.
            let _ = write!(reply, "{error}");
            error.code()
        }
    };
    for (cell, &byte) in OUTPUT.iter().zip(&reply.text).take(reply.len) {
        cell.store(byte, Relaxed);
    }
    OUTPUT_LEN.store(reply.len, Relaxed);
    for (cell, &value) in VALUE.iter().zip(&reply.values) {
        cell.store(value, Relaxed);
    }
    status
}

/// `value` as an index below `limit`, or the error naming `what` it was.
fn index(what: &'static str, value: u32, limit: usize) -> Result<usize, Error> {
    usize::try_from(value)
        .ok()
        .filter(|&i| i < limit)
        .ok_or(Error::Argument {
            what,
            value,
            limit: (limit - 1) as u32,
        })
}

fn square(value: u32) -> Result<Square, Error> {
    Ok(Square::ALL[index("square", value, 64)?])
}

fn line(value: u32) -> Result<Line, Error> {
    Ok(Line::ALL[index("line", value, 4)?])
}

/// The text the caller wrote into the input buffer, `len` bytes of it, handed to `read`.
fn read_input<T>(len: u32, read: impl FnOnce(&str) -> Result<T, Error>) -> Result<T, Error> {
    let bytes: [u8; INPUT_CAPACITY] = core::array::from_fn(|i| INPUT[i].load(Relaxed));
    let bytes = bytes.get(..len as usize).ok_or(Error::InputLength(len))?;
    read(core::str::from_utf8(bytes).map_err(|_| Error::InputUtf8)?)
}

/// The FEN the caller wrote into the input buffer, `len` bytes of it, parsed.
fn position(len: u32) -> Result<Position, Error> {
    read_input(len, parse_fen_text)
}

fn parse_fen_text(fen: &str) -> Result<Position, Error> {
    fen.trim().parse().map_err(Error::Fen)
}

/// A game read from the input text (its first line the start FEN, empty for the start position;
/// the rest its moves in UCI or SAN, separated by spaces): the position reached and the positions
/// passed through.
struct Game {
    position: Position,
    history: History<GAME_HISTORY>,
}

/// Replays the game of `text`, calling `played` with each move and the position before it.
fn replay(
    text: &str,
    mut played: impl FnMut(&Position, chess_core::Move) -> Result<(), Error>,
) -> Result<Game, Error> {
    let (fen, moves) = text.split_once('\n').unwrap_or((text, ""));
    let mut position = match fen.trim() {
        "" => Position::default(),
        fen => parse_fen_text(fen)?,
    };
    let mut history = History::new();
    history.push(&position);
    let start = fen.len() + 1;
    for (index, word) in moves.split_ascii_whitespace().enumerate() {
        let mv = position.parse_any_move(word).map_err(|error| {
            // Where the word lies in the input buffer, for the message.
            let at = start + (word.as_ptr() as usize - moves.as_ptr() as usize);
            Error::Move {
                number: index + 1,
                word: at..at + word.len(),
                error,
            }
        })?;
        played(&position, mv)?;
        position.play(mv);
        history.push(&position);
    }
    Ok(Game { position, history })
}

/// The number [`game`] gives an outcome: 0 none, then in the order of `show position`'s list.
fn outcome_code(outcome: Option<Outcome>) -> u64 {
    match outcome {
        None => 0,
        Some(Outcome::Checkmate { .. }) => 1,
        Some(Outcome::Stalemate) => 2,
        Some(Outcome::InsufficientMaterial) => 3,
        Some(Outcome::FiftyMoveRule) => 4,
        Some(Outcome::ThreefoldRepetition) => 5,
        Some(_) => 6,
    }
}

// SAFETY (every `no_mangle` below): the attribute is unsafe because two items exported under one
// symbol name would clash at link time (or one would silently replace the other); each name here
// is exported once, and none is a symbol a C or Rust runtime defines.

/// The address of the input buffer, where the caller writes text (a FEN).
#[unsafe(no_mangle)]
pub extern "C" fn input_ptr() -> usize {
    INPUT.as_ptr() as usize
}

/// How many bytes the input buffer holds.
#[unsafe(no_mangle)]
pub extern "C" fn input_capacity() -> usize {
    INPUT_CAPACITY
}

/// The address of the output buffer: the last call's text, or its error message.
#[unsafe(no_mangle)]
pub extern "C" fn output_ptr() -> usize {
    OUTPUT.as_ptr() as usize
}

/// How many bytes of the output buffer the last call wrote.
#[unsafe(no_mangle)]
pub extern "C" fn output_len() -> usize {
    OUTPUT_LEN.load(Relaxed)
}

/// How many bytes the output buffer holds.
#[unsafe(no_mangle)]
pub extern "C" fn output_capacity() -> usize {
    OUTPUT_CAPACITY
}

/// The last call's numeric result `index` (0 past the last one).
#[unsafe(no_mangle)]
pub extern "C" fn value(index: u32) -> u64 {
    VALUE
        .get(index as usize)
        .map_or(0, |value| value.load(Relaxed))
}

/// Text: the slider tables this build looks up, `full`, `compact` or `byte`.
#[unsafe(no_mangle)]
pub extern "C" fn table_variant() -> u32 {
    answer(|reply| Ok(reply.write_str(TABLE_VARIANT.name())?))
}

/// The deepest [`perft()`] accepts.
#[unsafe(no_mangle)]
pub extern "C" fn max_perft_depth() -> u32 {
    MAX_PERFT_DEPTH
}

/// Value 0: the squares `piece` on `square` attacks, given the occupied squares.
#[unsafe(no_mangle)]
pub extern "C" fn piece_attacks(piece: u32, square: u32, occupancy: u64) -> u32 {
    answer(|reply| {
        let (piece, color) = PIECES[index("piece", piece, PIECES.len())?];
        let occupancy = Occupancy::from(chess_core::Bitboard(occupancy));
        reply.values[0] = attacks::piece_attacks(color, piece, self::square(square)?, &occupancy).0;
        Ok(())
    })
}

/// The table look-up along `line` through `square`. Text: the table's name. Values: 0 the plane,
/// 1 the shift, 2 the state, 3 the row and 4 the column of the entry, 5 the entry, 6 the squares
/// attacked along the line, 7 the line's length (its bits in the plane are `shift..shift+length`).
#[unsafe(no_mangle)]
pub extern "C" fn line_table_lookup(line: u32, square: u32, occupancy: u64) -> u32 {
    answer(|reply| {
        let (line, square) = (self::line(line)?, self::square(square)?);
        let lookup = line_lookup(
            line,
            square,
            &Occupancy::from(chess_core::Bitboard(occupancy)),
        );
        reply.write_str(lookup.table.name())?;
        let state = lookup.state;
        reply.values = [
            state.plane,
            state.shift.into(),
            state.state.into(),
            lookup.row as u64,
            lookup.column as u64,
            lookup.entry.value() as u64,
            lookup.attacks.0,
            state.length.into(),
        ];
        Ok(())
    })
}

/// Value 0: how many tables this build holds (chess-core's catalogue of the tables its table
/// variant reads); [`table_info`] and [`table_entry`] take a number below it.
#[unsafe(no_mangle)]
pub extern "C" fn table_count() -> u32 {
    answer(|reply| {
        reply.values[0] = inspect::this_build().len() as u64;
        Ok(())
    })
}

fn table(number: u32) -> Result<&'static Table, Error> {
    let tables = inspect::this_build();
    Ok(tables[index("table", number, tables.len())?])
}

/// Table `number` of the catalogue. Text: its name, what it holds, its element and its axes
/// (names, comma-separated), separated by tabs. Values: 0 the number of axes, 1 and 2 their
/// lengths.
#[unsafe(no_mangle)]
pub extern "C" fn table_info(number: u32) -> u32 {
    answer(|reply| {
        let table = table(number)?;
        write!(
            reply,
            "{}\t{}\t{:?}\t",
            table.name(),
            table.summary(),
            table.element()
        )?;
        for (i, axis) in table.axes().iter().enumerate() {
            write!(reply, "{}{}", if i == 0 { "" } else { "," }, axis.name())?;
            reply.values[1 + i] = axis.size() as u64;
        }
        reply.values[0] = table.axes().len() as u64;
        Ok(())
    })
}

/// One entry of table `number`, at `first` (and `second`, for a table of two indices; ignored
/// otherwise). Text: the entry as `generated/` writes it. Value 0: its bits (a step is
/// sign-extended), value 1: 1 if it is a bitboard.
#[unsafe(no_mangle)]
pub extern "C" fn table_entry(number: u32, first: u32, second: u32) -> u32 {
    answer(|reply| {
        let table = table(number)?;
        let wanted = [first as usize, second as usize];
        let index = &wanted[..table.axes().len()];
        for (&value, axis) in index.iter().zip(table.axes()) {
            self::index(axis.name(), value as u32, axis.size())?;
        }
        // Every index is in range now, so the entry is there.
        let entry = table.entry(index).ok_or(Error::Argument {
            what: "index",
            value: first,
            limit: (table.len() - 1) as u32,
        })?;
        write!(reply, "{entry}")?;
        reply.values[0] = entry.value() as u64;
        reply.values[1] = u64::from(entry.bitboard().is_some());
        Ok(())
    })
}

/// Value 0: the square that bit `bit` of `line`'s plane stands for.
#[unsafe(no_mangle)]
pub extern "C" fn plane_square(line: u32, bit: u32) -> u32 {
    answer(|reply| {
        let squares = match self::line(line)? {
            Line::Rank => &NORMAL_SQUARE,
            Line::File => &R90_SQUARE,
            Line::DiagonalA1H8 => &A1H8_SQUARE,
            Line::DiagonalA8H1 => &A8H1_SQUARE,
        };
        reply.values[0] = squares[index("plane bit", bit, 64)?].into();
        Ok(())
    })
}

/// Reads the FEN of `len` bytes in the input buffer. Text: the position's FEN as chess-core writes
/// it. Values: 0 the occupied squares, 1 the number of legal moves.
#[unsafe(no_mangle)]
pub extern "C" fn parse_fen(len: u32) -> u32 {
    answer(|reply| {
        let position = position(len)?;
        write!(reply, "{position}")?;
        reply.values[0] = position.occupied().0;
        reply.values[1] = position.count_legal_moves() as u64;
        Ok(())
    })
}

/// The legal moves of the FEN of `len` bytes in the input buffer. Text: UCI moves separated by
/// spaces. Value 0: how many.
#[unsafe(no_mangle)]
pub extern "C" fn legal_moves(len: u32) -> u32 {
    answer(|reply| {
        let moves = position(len)?.legal_moves();
        for (i, mv) in moves.iter().enumerate() {
            write!(reply, "{}{mv}", if i == 0 { "" } else { " " })?;
        }
        reply.values[0] = moves.len() as u64;
        Ok(())
    })
}

/// Value 0: perft of the FEN of `len` bytes in the input buffer to `depth` (at most
/// [`MAX_PERFT_DEPTH`]).
#[unsafe(no_mangle)]
pub extern "C" fn perft(len: u32, depth: u32) -> u32 {
    answer(|reply| {
        let position = position(len)?;
        index("perft depth", depth, MAX_PERFT_DEPTH as usize + 1)?;
        reply.values[0] = perft::perft(&position, depth);
        Ok(())
    })
}

/// A game: the input holds the start FEN on its first line (empty for the start position) and the
/// moves played, in UCI or SAN, space-separated, on the next. Each move is checked as it is
/// replayed; a refused one fails the call with [`BAD_MOVE`] and a message naming its number.
///
/// Text, five lines: the FEN reached; the 64 squares from a1 to h8, each a FEN piece letter or `.`;
/// the moves played in SAN, space-separated; the outcome (`none`, `checkmate`, `stalemate`,
/// `insufficient material`, `fifty-move rule`, `threefold repetition`, repetition counted over the
/// moves played); the legal moves as `uci:san` words, space-separated, in the generator's order.
///
/// Values: 0 the moves played, 1 the legal moves, 2 the outcome (0 none, 1 checkmate, 2
/// stalemate, 3 insufficient material, 4 fifty-move rule, 5 threefold repetition), 3 the side to
/// move (0 white, 1 black), 4 the squares of the pieces giving check.
#[unsafe(no_mangle)]
pub extern "C" fn game(len: u32) -> u32 {
    answer(|reply| {
        // The SAN of the moves played goes on the third line: keep it aside while replaying.
        let mut san = Reply {
            text: [0; OUTPUT_CAPACITY],
            len: 0,
            values: [0; VALUES],
        };
        let mut plies = 0;
        let game = read_input(len, |text| {
            replay(text, |position, mv| {
                let space = if plies == 0 { "" } else { " " };
                plies += 1;
                Ok(write!(san, "{space}{}", position.san(mv))?)
            })
        })?;
        let position = &game.position;
        writeln!(reply, "{position}")?;
        for square in Square::ALL {
            let letter = position
                .piece_at(square)
                .map_or('.', |(color, piece)| piece.fen_letter(color));
            reply.write_char(letter)?;
        }
        reply.write_char('\n')?;
        let san = core::str::from_utf8(&san.text[..san.len]).map_err(|_| Error::OutputFull)?;
        writeln!(reply, "{san}")?;
        let outcome = game.history.outcome(position);
        match outcome {
            Some(outcome) => writeln!(reply, "{outcome}")?,
            None => writeln!(reply, "none")?,
        }
        let moves = position.legal_moves();
        for (i, &mv) in moves.iter().enumerate() {
            let space = if i == 0 { "" } else { " " };
            write!(reply, "{space}{mv}:{}", position.san(mv))?;
        }
        reply.values[..5].copy_from_slice(&[
            plies,
            moves.len() as u64,
            outcome_code(outcome),
            position.side_to_move() as u64,
            position.checkers().0,
        ]);
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_core::attacks::TableVariant;
    use std::sync::{Mutex, MutexGuard, PoisonError};

    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    /// The buffers are shared statics and the tests run on several threads: one at a time.
    fn serial() -> MutexGuard<'static, ()> {
        static LOCK: Mutex<()> = Mutex::new(());
        LOCK.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// What JS does: writes the bytes into the input buffer, returns their length.
    fn input_bytes(bytes: &[u8]) -> u32 {
        assert!(bytes.len() <= input_capacity());
        for (cell, &byte) in INPUT.iter().zip(bytes) {
            cell.store(byte, Relaxed);
        }
        bytes.len() as u32
    }

    fn input(text: &str) -> u32 {
        input_bytes(text.as_bytes())
    }

    /// What JS does: reads the output buffer as text.
    fn output() -> String {
        let bytes: Vec<u8> = OUTPUT[..output_len()]
            .iter()
            .map(|cell| cell.load(Relaxed))
            .collect();
        String::from_utf8(bytes).unwrap()
    }

    /// Checks that a call failed with `code` and left `message` and no numbers.
    fn refused(status: u32, code: u32, message: &str) {
        assert_eq!(status, code);
        assert_eq!(output(), message);
        assert_eq!(value(0), 0);
    }

    #[test]
    fn buffers_are_where_the_exports_say() {
        let _serial = serial();
        assert_eq!(input_capacity(), INPUT_CAPACITY);
        assert_eq!(output_capacity(), OUTPUT_CAPACITY);
        assert_ne!(input_ptr(), 0);
        assert_eq!(output_ptr(), output_ptr());
        assert_eq!(table_variant(), OK);
        assert!(["full", "compact", "byte"].contains(&output().as_str()));
    }

    #[test]
    fn attacks_match_the_command_line_example() {
        let _serial = serial();
        // README: `echo "rook e4 0x0000001000201000" | chess-tables attacks` → 0x00000010ef101000
        assert_eq!(piece_attacks(0, 28, 0x0000_0010_0020_1000), OK);
        assert_eq!(value(0), 0x0000_0010_ef10_1000);
        assert_eq!(output_len(), 0);
        // Black pawn on e4 attacks d3 and f3; knight on a1 attacks b3 and c2.
        assert_eq!(piece_attacks(6, 28, 0), OK);
        assert_eq!(value(0), 1 << 19 | 1 << 21);
        assert_eq!(piece_attacks(3, 0, u64::MAX), OK);
        assert_eq!(value(0), 1 << 17 | 1 << 10);
        assert_eq!(value(VALUES as u32), 0);
        assert_eq!(value(u32::MAX), 0);
    }

    #[test]
    fn out_of_range_numbers_are_refused_with_a_message() {
        let _serial = serial();
        let wrong = |status, message| refused(status, BAD_ARGUMENT, message);
        wrong(piece_attacks(7, 0, 0), "piece 7 is out of range: 0 to 6");
        wrong(
            piece_attacks(0, 64, 0),
            "square 64 is out of range: 0 to 63",
        );
        let message = "square 4294967295 is out of range: 0 to 63";
        wrong(piece_attacks(0, u32::MAX, 0), message);
        wrong(line_table_lookup(4, 0, 0), "line 4 is out of range: 0 to 3");
        wrong(
            line_table_lookup(0, 99, 0),
            "square 99 is out of range: 0 to 63",
        );
        wrong(plane_square(0, 64), "plane bit 64 is out of range: 0 to 63");
        let kings = input("8/8/8/8/8/8/8/K1k5 w - - 0 1");
        wrong(perft(kings, 6), "perft depth 6 is out of range: 0 to 5");
        assert_eq!(perft(kings, max_perft_depth()), OK);
    }

    #[test]
    fn line_lookups_add_up_to_the_queen() {
        let _serial = serial();
        let occupancy = 0x0042_0010_0820_1400_u64;
        for square in 0..64 {
            let mut union = 0;
            for line in 0..4 {
                assert_eq!(line_table_lookup(line, square, occupancy), OK);
                let (plane, shift, state, length) = (value(0), value(1), value(2), value(7));
                assert_eq!(state, plane >> shift & ((1 << length) - 1));
                // A row per square, but the byte table's row is the square's place on the line.
                match TABLE_VARIANT {
                    TableVariant::Byte => assert!(value(3) < length),
                    _ => assert_eq!(value(3), u64::from(square)),
                }
                union |= value(6);
                assert!(!output().is_empty());
            }
            assert_eq!(piece_attacks(2, square, occupancy), OK);
            assert_eq!(value(0), union);
        }
        assert_eq!(line_table_lookup(0, 28, 0x0000_0000_2400_0000), OK);
        assert_eq!((value(1), value(2), value(7)), (24, 0x24, 8));
    }

    #[test]
    fn the_catalogue_of_this_build_reads_every_entry() {
        let _serial = serial();
        assert_eq!(table_count(), OK);
        let count = value(0) as u32;
        assert_eq!(count as usize, inspect::this_build().len());
        let mut names = Vec::new();
        for number in 0..count {
            assert_eq!(table_info(number), OK);
            let info = output();
            let fields: Vec<&str> = info.split('\t').collect();
            assert_eq!(fields.len(), 4, "{info}");
            names.push(fields[0].to_string());
            let axes = value(0) as usize;
            let lengths = [value(1) as u32, value(2) as u32];
            let last = lengths.map(|len| len.saturating_sub(1));
            for index in [[0, 0], last] {
                assert_eq!(table_entry(number, index[0], index[1]), OK, "{info}");
                let expected = inspect::table(fields[0])
                    .and_then(|table| table.entry(&index.map(|i| i as usize)[..axes]))
                    .unwrap();
                assert_eq!(output(), expected.to_string());
            }
            if axes > 0 {
                let message = format!(
                    "{} {} is out of range",
                    fields[3].split(',').next().unwrap(),
                    lengths[0]
                );
                assert_eq!(table_entry(number, lengths[0], 0), BAD_ARGUMENT);
                assert!(output().starts_with(&message), "{}", output());
            }
        }
        // The variant's own slider tables are there, and no other variant's.
        let slider = match TABLE_VARIANT {
            TableVariant::Full => "RANK_ATTACKS",
            TableVariant::Compact => "COMPACT_RANK_ATTACKS",
            TableVariant::Byte => "FIRST_RANK_ATTACKS",
        };
        assert!(names.iter().any(|name| name == slider));
        let others = ["RANK_ATTACKS", "COMPACT_RANK_ATTACKS", "FIRST_RANK_ATTACKS"];
        assert_eq!(
            names
                .iter()
                .filter(|name| others.contains(&name.as_str()))
                .count(),
            1
        );
        assert_eq!(table_info(count), BAD_ARGUMENT);
        assert!(output().starts_with(&format!("table {count} is out of range")));
    }

    #[test]
    fn plane_squares_are_a_permutation() {
        let _serial = serial();
        for line in 0..4 {
            let mut seen = 0_u64;
            for bit in 0..64 {
                assert_eq!(plane_square(line, bit), OK);
                seen |= 1 << value(0);
            }
            assert_eq!(seen, u64::MAX);
        }
        assert_eq!(plane_square(0, 28), OK);
        assert_eq!(value(0), 28);
    }

    #[test]
    fn fen_moves_and_perft() {
        let _serial = serial();
        assert_eq!(parse_fen(input(&format!("  {KIWIPETE}\n"))), OK);
        assert_eq!(output(), KIWIPETE);
        assert_eq!(value(1), 48);
        assert_eq!(legal_moves(input(KIWIPETE)), OK);
        assert_eq!(value(0), 48);
        let text = output();
        assert_eq!(text.split(' ').count(), 48);
        assert!(text.contains("e1g1") && text.contains("e5f7"));
        let len = input(KIWIPETE);
        let counts: Vec<u64> = (0..=3)
            .map(|depth| (perft(len, depth), value(0)).1)
            .collect();
        assert_eq!(counts, [1, 48, 2039, 97_862]);
        assert_eq!(legal_moves(input("7k/8/8/8/8/8/8/K6q w - - 0 1")), OK);
        assert_eq!(output(), "a1a2 a1b2");
    }

    #[test]
    fn the_longest_move_list_fits() {
        let _serial = serial();
        // 218 legal moves, the most known.
        let fen = "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1";
        assert_eq!(legal_moves(input(fen)), OK);
        assert_eq!(value(0), 218);
        assert_eq!(output().split(' ').count(), 218);
    }

    #[test]
    fn bad_text_is_refused_with_a_message() {
        let _serial = serial();
        let message = "FEN placement has 4 ranks, not 8";
        refused(parse_fen(input("8/8/8/8 w - - 0 1")), BAD_FEN, message);
        let bad_side = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
        let message = "FEN side to move must be w or b";
        refused(perft(input(bad_side), 1), BAD_FEN, message);
        assert_eq!(legal_moves(input("")), BAD_FEN);
        let message = "input of 4097 bytes exceeds the buffer's 4096";
        refused(parse_fen(INPUT_CAPACITY as u32 + 1), BAD_TEXT, message);
        assert_eq!(parse_fen(u32::MAX), BAD_TEXT);
        refused(
            parse_fen(input_bytes(&[0xc3, 0x28])),
            BAD_TEXT,
            "input is not UTF-8",
        );
    }

    /// The five lines of a game's text.
    fn game_lines(text: &str) -> [String; 5] {
        assert_eq!(game(input(text)), OK, "{text:?}: {}", output());
        let text = output();
        let lines: Vec<String> = text.split('\n').map(String::from).collect();
        lines
            .try_into()
            .unwrap_or_else(|lines| panic!("five lines: {lines:?}"))
    }

    /// The legal moves of `position` as [`game`] writes them.
    fn uci_and_san(position: &Position) -> String {
        let moves: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|&mv| format!("{mv}:{}", position.san(mv)))
            .collect();
        moves.join(" ")
    }

    #[test]
    fn a_game_is_replayed_with_its_san_outcome_and_moves() {
        let _serial = serial();
        let [fen, board, san, outcome, moves] = game_lines("\ne2e4 e5 Nf3");
        let position: Position = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
            .parse()
            .unwrap();
        assert_eq!(fen, position.to_string());
        assert_eq!(board.len(), 64);
        assert_eq!(&board[..8], "RNBQKB.R");
        assert_eq!(&board[21..22], "N"); // f3
        assert_eq!(&board[56..], "rnbqkbnr");
        assert_eq!((san.as_str(), outcome.as_str()), ("e4 e5 Nf3", "none"));
        assert_eq!(moves, uci_and_san(&position));
        assert_eq!(
            (value(0), value(1), value(2), value(3), value(4)),
            (3, 29, 0, 1, 0)
        );

        // No moves at all, and the start position named by its FEN.
        let [fen, _, san, _, moves] = game_lines("");
        assert_eq!(fen, Position::default().to_string());
        assert_eq!(san, "");
        assert_eq!(moves, uci_and_san(&Position::default()));
        let start = Position::default().to_string();
        assert_eq!(game_lines(&format!("{start}\n"))[0], start);
    }

    #[test]
    fn mate_promotion_castling_and_repetition() {
        let _serial = serial();
        let [_, _, san, outcome, moves] = game_lines("\nf3 e5 g4 Qh4#");
        assert_eq!(
            (san.as_str(), outcome.as_str(), moves.as_str()),
            ("f3 e5 g4 Qh4#", "checkmate", "")
        );
        assert_eq!((value(1), value(2), value(3), value(4)), (0, 1, 0, 1 << 31));

        let [fen, board, san, _, moves] =
            game_lines("4k3/1P4P1/8/8/8/8/8/4K3 w - - 0 1\nb7b8q Kd7 g8=N");
        assert_eq!(san, "b8=Q+ Kd7 g8=N");
        assert_eq!((&board[57..58], &board[62..63]), ("Q", "N"));
        assert_eq!(fen, "1Q4N1/3k4/8/8/8/8/8/4K3 b - - 0 2");
        assert!(
            moves.contains("d7e6:Ke6") && !moves.contains("d7d8"),
            "{moves}"
        );
        assert_eq!(value(2), 0);

        let [_, board, san, _, _] = game_lines(&format!("{KIWIPETE}\ne1g1 O-O-O"));
        assert_eq!(san, "O-O O-O-O");
        assert_eq!(&board[..8], "R....RK.");
        assert_eq!(&board[56..], "..kr...r");

        let [_, _, _, outcome, _] = game_lines("\nNf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        assert_eq!((outcome.as_str(), value(2)), ("threefold repetition", 5));
        let [_, _, _, outcome, _] = game_lines("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1\nQf7f8");
        assert_eq!((outcome.as_str(), value(2)), ("checkmate", 1));
        let [_, _, _, outcome, _] = game_lines("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\nQf7");
        assert_eq!((outcome.as_str(), value(2)), ("stalemate", 2));
    }

    #[test]
    fn a_refused_move_names_its_number_and_why() {
        let _serial = serial();
        refused(
            game(input("\ne4 e5 e4")),
            BAD_MOVE,
            "move 3 `e4`: illegal: not a legal move in this position",
        );
        refused(
            game(input("\ne4\n  Zz9")),
            BAD_MOVE,
            "move 2 `Zz9`: malformed: neither UCI (e2e4, e7e8q) nor SAN (Nf3, exd5, e8=Q, O-O)",
        );
        let message = "move 1 `Nd2`: ambiguous";
        assert_eq!(
            game(input("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1\nNd2")),
            BAD_MOVE
        );
        assert!(output().starts_with(message), "{}", output());
        refused(
            game(input("8/8/8/8 w - - 0 1\ne4")),
            BAD_FEN,
            "FEN placement has 4 ranks, not 8",
        );
        refused(
            game(input_bytes(b"\ne4 \xff")),
            BAD_TEXT,
            "input is not UTF-8",
        );
    }

    #[test]
    fn the_longest_game_and_move_list_fit() {
        let _serial = serial();
        // 218 legal moves, each with its SAN.
        let fen = "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1";
        let [.., moves] = game_lines(&format!("{fen}\n"));
        assert_eq!(moves.split(' ').count(), 218);
        // A full input buffer of knight moves back and forth: 2 bytes of SAN from 5 of UCI.
        let shuffle = " g1f3 g8f6 f3g1 f6g8".repeat(INPUT_CAPACITY / 20);
        let text = format!("\n{}", &shuffle[1..]);
        assert!(text.len() <= INPUT_CAPACITY);
        assert_eq!(game(input(&text)), OK, "{}", output());
        assert_eq!(value(0) as usize, 4 * (INPUT_CAPACITY / 20));
        let full = format!("\n{}", " e7e8q".repeat(INPUT_CAPACITY / 6 + 1)); // malformed at move 1
        assert_eq!(game(input(&full[..INPUT_CAPACITY])), BAD_MOVE);
    }
}
