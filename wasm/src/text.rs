//! Reading what JavaScript passes in, with the messages the `chess-tables` command prints, and
//! writing what goes back.

use alloc::format;
use alloc::string::String;
use chess_core::{Color, Move, Piece, Position, PositionBuilder, Square, Variant};

use crate::fen::{Fen, decimal};

/// A word as the command quotes it in a message: in backticks, escaped as Rust's `escape_debug`
/// escapes ASCII (quotes, backslash, control characters); other characters are kept as they are
/// (the command also escapes the unprintable ones, whose tables would cost this module 2 KB).
pub fn quote(word: &str) -> String {
    let mut out = String::with_capacity(word.len() + 2);
    out.push('`');
    for c in word.chars() {
        match c {
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\n' => out.push_str("\\n"),
            '\0' => out.push_str("\\0"),
            '\\' | '\'' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\x01'..='\x1f' | '\x7f' => {
                out.push_str("\\u{");
                for shift in [4, 0] {
                    let digit = (u32::from(c) >> shift) & 0xf;
                    if shift == 0 || digit != 0 {
                        out.push(char::from_digit(digit, 16).unwrap_or('0'));
                    }
                }
                out.push('}');
            }
            _ => out.push(c),
        }
    }
    out.push('`');
    out
}

/// `variant` by name (`standard`, `chess960` or `auto`).
pub fn variant(name: &str) -> Result<Variant, String> {
    name.parse()
        .map_err(|error| format!("{} is not a variant: {error}", quote(name)))
}

/// `fen` read as `variant` says, as the command's `--fen` and `--variant` read it: standard chess
/// refuses the castling rights it cannot have (a king off e1 or e8, a rook off a corner), and a
/// position no game reaches (too much material, an impossible check) is accepted, as chess.js and
/// chessops accept a composed position (the published perft suites hold some).
pub fn position(fen: &str, variant: Variant) -> Result<Position, String> {
    Position::from_fen_permissive(fen, variant).map_err(|error| format!("{}: {error}", quote(fen)))
}

/// `fen` as standard chess, the castling rights standard chess cannot have dropped rather than
/// refused (chess.js's `skipValidation`), and otherwise read as [`position`] reads it.
pub fn position_dropping_castling(fen: &str) -> Result<Position, String> {
    let refused = |error| format!("{}: {error}", quote(fen));
    let read = Position::from_fen_permissive(fen, Variant::Auto).map_err(refused)?;
    let mut builder = PositionBuilder::from(&read);
    builder.drop_non_standard_castling();
    builder
        .set_variant(Variant::Standard)
        .build_permissive()
        .map_err(refused)
}

/// A position the JavaScript side kept: `variant` (`standard` or `chess960`) and a FEN this
/// module wrote, so read without the checks a user's FEN gets.
pub fn kept(variant: &str, fen: &str) -> Result<Position, String> {
    let variant = match variant {
        "chess960" => Variant::Chess960,
        _ => Variant::Standard,
    };
    Position::from_fen_permissive(fen, variant).map_err(|error| format!("{}: {error}", quote(fen)))
}

/// A move of `position` in UCI or SAN, as the command reads `--moves`.
pub fn legal_move(position: &Position, word: &str) -> Result<Move, String> {
    position.parse_any_move(word).map_err(|error| {
        let fen = Fen::of(position);
        format!("{} (in {}): {error}", quote(word), fen.as_str())
    })
}

/// A square by name (`e4`).
pub fn square(word: &str) -> Result<Square, String> {
    word.parse()
        .map_err(|error| format!("{} is not a square: {error}", quote(word)))
}

/// `w` or `b`.
pub fn color(word: &str) -> Result<Color, String> {
    match word {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err(format!("{} is not a colour: w or b", quote(word))),
    }
}

/// A piece's letter as chess.js writes it: lower case, whatever the colour.
pub fn letter(piece: Piece) -> char {
    piece.fen_letter(Color::Black)
}

/// Appends `square`'s name.
pub fn push_square(out: &mut String, square: Square) {
    out.push(square.file().to_char());
    out.push(square.rank().to_char());
}

/// Appends `value` in decimal, without the formatting machinery.
pub fn push_number(out: &mut String, value: u64) {
    let (digits, at) = decimal(value);
    for &digit in &digits[at..] {
        out.push(char::from(digit));
    }
}

#[cfg(test)]
mod tests {
    use super::quote;

    #[test]
    fn quote_escapes_ascii_as_escape_debug_does() {
        for byte in 0u8..=0x7f {
            let word = format!("a{}b", char::from(byte));
            assert_eq!(
                quote(&word),
                format!("`{}`", word.escape_debug()),
                "{byte:#x}"
            );
        }
        assert_eq!(quote("é€"), "`é€`");
    }
}
