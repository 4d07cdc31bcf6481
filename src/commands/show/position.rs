//! `chess-tables show position`: a position drawn for people, with what FEN alone does not say at
//! a glance: the hash, check, the game's outcome and the legal moves.

use std::fmt::Write;

use chess_core::{File, Outcome, Position, Rank, Square};

use crate::input;
use crate::output::Failure;

/// `show position [FEN] [--moves "…"]`: the position after the moves (UCI or SAN), with the
/// outcome judged over the moves played (repetition included).
pub fn run(start: Position, moves: Option<&str>) -> Result<String, Failure> {
    let (position, history) = input::play_game(start, moves.unwrap_or(""))?;
    Ok(text(&position, history.outcome(&position)))
}

/// The board (rank 8 on top, FEN's piece letters, `.` for empty), then one fact a line.
pub fn text(position: &Position, outcome: Option<Outcome>) -> String {
    let mut text = String::new();
    for rank in Rank::ALL.iter().rev() {
        let squares: Vec<String> = File::ALL
            .iter()
            .map(|&file| match position.piece_at(Square::new(file, *rank)) {
                Some((color, piece)) => piece.fen_letter(color).to_string(),
                None => ".".to_string(),
            })
            .collect();
        let _ = writeln!(text, "{} {}", rank.to_char(), squares.join(" "));
    }
    text += "  a b c d e f g h\n\n";

    let castling = position.castling_rights();
    let en_passant = position
        .en_passant()
        .map_or_else(|| "-".to_string(), |square| square.to_string());
    let checkers: Vec<String> = position
        .checkers()
        .into_iter()
        .map(|s| s.to_string())
        .collect();
    let check = if checkers.is_empty() {
        "no".to_string()
    } else {
        format!("yes, from {}", checkers.join(" "))
    };
    let moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    let move_list = match (moves.is_empty(), checkers.is_empty()) {
        (false, _) => moves.join(" "),
        (true, false) => "none: checkmate".to_string(),
        (true, true) => "none: stalemate".to_string(),
    };
    let _ = writeln!(text, "fen: {position}");
    let _ = writeln!(text, "side to move: {}", position.side_to_move());
    let _ = writeln!(text, "castling: {castling}");
    let _ = writeln!(text, "en passant: {en_passant}");
    let _ = writeln!(text, "hash: {:#018x}", position.hash());
    let _ = writeln!(text, "in check: {check}");
    let outcome = outcome.map_or_else(|| "none".to_string(), |outcome| outcome.to_string());
    let _ = writeln!(text, "outcome: {outcome}");
    let _ = writeln!(text, "legal moves ({}): {move_list}", moves.len());
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position() {
        let text = text(&Position::default(), None);
        assert!(
            text.starts_with("8 r n b q k b n r\n7 p p p p p p p p\n6 . . . . . . . .\n"),
            "{text}"
        );
        assert!(
            text.contains("1 R N B Q K B N R\n  a b c d e f g h\n\n"),
            "{text}"
        );
        assert!(text.contains(
            "fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\
             side to move: white\ncastling: KQkq\nen passant: -\nhash: 0x"
        ));
        assert!(
            text.contains("in check: no\noutcome: none\nlegal moves (20): "),
            "{text}"
        );
    }

    #[test]
    fn checkmate_names_the_checker() {
        // Fool's mate.
        let position: Position = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
            .parse()
            .unwrap();
        let text = text(&position, position.outcome());
        assert!(
            text.contains("in check: yes, from h4\noutcome: checkmate\n"),
            "{text}"
        );
        assert!(
            text.ends_with("legal moves (0): none: checkmate\n"),
            "{text}"
        );
    }
}
