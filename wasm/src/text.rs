//! Reading what JavaScript passes in, with the messages the `chess-tables` command prints.

use chess_core::{Move, Position, PositionBuilder, Variant};
use wasm_bindgen::JsError;

/// The start position in FEN.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A word as the command quotes it in a message: in backticks, control characters escaped.
pub fn quote(word: &str) -> String {
    format!("`{}`", word.escape_debug())
}

/// `variant` by name (`standard`, `chess960` or `auto`; `auto` when absent).
pub fn variant(name: Option<String>) -> Result<Variant, JsError> {
    match name {
        None => Ok(Variant::Auto),
        Some(name) => name
            .parse()
            .map_err(|error| JsError::new(&format!("{} is not a variant: {error}", quote(&name)))),
    }
}

/// `fen` read as `variant` says, as the command's `--fen`, `--variant` and `--permissive` read
/// it: standard chess refuses no rights but drops those it cannot have, and a position no game
/// reaches (too much material, an impossible check) is accepted, as chess.js and chessops accept
/// a composed position (the published perft suites hold some).
pub fn position(fen: &str, variant: Variant) -> Result<Position, JsError> {
    let refused = |error| JsError::new(&format!("{}: {error}", quote(fen)));
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

/// A move of `position` in UCI or SAN, as the command reads `--moves`.
pub fn legal_move(position: &Position, word: &str) -> Result<Move, JsError> {
    position
        .parse_any_move(word)
        .map_err(|error| JsError::new(&format!("{} (in {position}): {error}", quote(word))))
}
