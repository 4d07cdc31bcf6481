//! Parsing the words a user types: squares, bitboards, numbers, piece names.

use chess_core::{Bitboard, Color, Piece, Square};

use crate::{Failure, bad};

/// A square name such as `e4`.
pub fn square(word: &str) -> Result<Square, Failure> {
    word.parse()
        .map_err(|error| bad(format!("`{word}` is not a square: {error}")))
}

/// A `0x` hexadecimal bitboard.
pub fn bitboard(word: &str) -> Result<Bitboard, Failure> {
    word.parse()
        .map_err(|error| bad(format!("`{word}` is not a bitboard: {error}")))
}

/// A line state 0..=255, written in decimal, `0x` hexadecimal or `0b` binary.
pub fn state(word: &str) -> Result<u8, Failure> {
    let digits = word.replace('_', "");
    let parsed = if let Some(hex) = digits.strip_prefix("0x") {
        u8::from_str_radix(hex, 16)
    } else if let Some(binary) = digits.strip_prefix("0b") {
        u8::from_str_radix(binary, 2)
    } else {
        digits.parse()
    };
    parsed.map_err(|_| {
        bad(format!(
            "`{word}` is not a line state from 0 to 255 (0x00 to 0xff)"
        ))
    })
}

/// A piece as the `attacks` command names it: the colour matters only for pawns.
pub fn attacker(word: &str) -> Option<(Piece, Color)> {
    Some(match word {
        "rook" => (Piece::Rook, Color::White),
        "bishop" => (Piece::Bishop, Color::White),
        "queen" => (Piece::Queen, Color::White),
        "knight" => (Piece::Knight, Color::White),
        "king" => (Piece::King, Color::White),
        "wpawn" => (Piece::Pawn, Color::White),
        "bpawn" => (Piece::Pawn, Color::Black),
        _ => return None,
    })
}

/// Fails when arguments are left over after a command that takes no more.
pub fn expect_no_more(rest: &[String], command: &str) -> Result<(), Failure> {
    match rest.first() {
        Some(extra) => Err(bad(format!("`{command}` takes no argument `{extra}`"))),
        None => Ok(()),
    }
}
