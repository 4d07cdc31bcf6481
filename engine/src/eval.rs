//! A small static evaluation: material, and where each piece stands. Enough to play sensible
//! moves; the point of this example is the search around it.

use chess_core::{Color, Piece, Position, Square};

/// Centipawns a piece is worth, by `Piece as usize` (the king's is never counted).
const VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// The position's worth for the side to move, in centipawns.
pub fn evaluate(position: &Position) -> i32 {
    let mut white = 0;
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        for piece in Piece::ALL {
            for square in position.pieces(color, piece) {
                let seen_from_own_side = relative(square, color);
                white += sign * (VALUES[piece as usize] + placement(piece, seen_from_own_side));
            }
        }
    }
    match position.side_to_move() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// The square as its owner sees it: rank 1 is always the owner's back rank.
fn relative(square: Square, color: Color) -> (i32, i32) {
    let (file, rank) = (square.file() as i32, square.rank() as i32);
    match color {
        Color::White => (file, rank),
        Color::Black => (file, 7 - rank),
    }
}

/// A bonus for standing on (`file`, `rank`), rank 0 being the owner's back rank.
fn placement(piece: Piece, (file, rank): (i32, i32)) -> i32 {
    // 0 on the edge, 3 in the four centre squares.
    let centre = 3 - (2 * file - 7).abs().max((2 * rank - 7).abs()) / 2;
    match piece {
        Piece::Pawn => 6 * rank + if (2..=5).contains(&file) { 2 * rank } else { 0 },
        Piece::Knight => 10 * centre - 15,
        Piece::Bishop | Piece::Queen => 4 * centre,
        Piece::Rook => 10 * i32::from(rank == 6),
        // Safety first: the king stays home, off the centre files, until the endgame is not
        // modelled here at all.
        Piece::King => -12 * rank - 4 * centre,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_level_and_mirrored_positions_agree() {
        assert_eq!(evaluate(&Position::default()), 0);
        let white: Position = "4k3/8/8/8/3N4/8/4P3/4K3 w - - 0 1".parse().unwrap();
        let black: Position = "4k3/4p3/8/3n4/8/8/8/4K3 b - - 0 1".parse().unwrap();
        assert_eq!(evaluate(&white), evaluate(&black));
        assert!(evaluate(&white) > 400, "a knight and a pawn up");
    }
}
