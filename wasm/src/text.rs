//! Reading what JavaScript passes in, with the messages the `chess-tables` command prints, and
//! writing what goes back.

use chess_core::{Color, Move, Piece, Position, PositionBuilder, Square, Variant};

/// A word as the command quotes it in a message: in backticks, control characters escaped.
pub fn quote(word: &str) -> String {
    format!("`{}`", word.escape_debug())
}

/// `variant` by name (`standard`, `chess960` or `auto`).
pub fn variant(name: &str) -> Result<Variant, String> {
    name.parse()
        .map_err(|error| format!("{} is not a variant: {error}", quote(name)))
}

/// `fen` read as `variant` says, as the command's `--fen`, `--variant` and `--permissive` read
/// it: standard chess refuses no rights but drops those it cannot have, and a position no game
/// reaches (too much material, an impossible check) is accepted, as chess.js and chessops accept
/// a composed position (the published perft suites hold some).
pub fn position(fen: &str, variant: Variant) -> Result<Position, String> {
    let refused = |error| format!("{}: {error}", quote(fen));
    let read = Position::from_fen_permissive(fen, variant).map_err(refused)?;
    if variant != Variant::Standard {
        return Ok(read);
    }
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
    position
        .parse_any_move(word)
        .map_err(|error| format!("{} (in {position}): {error}", quote(word)))
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
pub fn push_number(out: &mut String, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    for &digit in &digits[at..] {
        out.push(char::from(digit));
    }
}
