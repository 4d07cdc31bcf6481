//! A small static evaluation: material, and where each piece stands. Enough to play sensible
//! moves; the point of this example is the search around it.

use chess_core::{Color, Piece, Position};

/// Above every evaluation: a score of `MATE - n` is mate in `n` plies.
pub const MATE: i32 = 30_000;
/// Scores this close to `MATE` (or to `-MATE`) are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;

/// Centipawns a piece is worth, by [`Piece::index`] (the king's is never counted).
const VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// The position's worth for the side to move, in centipawns.
pub fn evaluate(position: &Position) -> i32 {
    let white = material_and_placement(position, Color::White)
        - material_and_placement(position, Color::Black);
    match position.side_to_move() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// What `color`'s pieces are worth where they stand. Inlined into `evaluate` once per colour, so
/// that the colour is a constant in each copy (its squares seen from its side without a test).
#[inline(always)]
fn material_and_placement(position: &Position, color: Color) -> i32 {
    let mut worth = 0;
    for piece in Piece::ALL {
        let table = &TABLES[piece.index()];
        for square in position.pieces(color, piece) {
            worth += table[square.relative_to(color).index()];
        }
    }
    worth
}

/// Each piece's worth on each square, seen from its owner's side (rank 1 its back rank), by
/// [`Piece::index`] then [`Square::index`]: its value and [`placement`] added up at compile
/// time, so that evaluating is a look-up a piece.
const TABLES: [[i32; 64]; 6] = {
    let mut tables = [[0; 64]; 6];
    let mut piece = 0;
    while piece < 6 {
        let mut square = 0;
        while square < 64 {
            let bonus = placement(Piece::ALL[piece], (square % 8) as i32, (square / 8) as i32);
            tables[piece][square] = VALUES[piece] + bonus;
            square += 1;
        }
        piece += 1;
    }
    tables
};

/// A bonus for standing on `file` and `rank` (0 to 7), seen from the piece's owner's side.
const fn placement(piece: Piece, file: i32, rank: i32) -> i32 {
    // 0 on the edge, 3 in the four centre squares.
    let (across, up) = ((2 * file - 7).abs(), (2 * rank - 7).abs());
    let farther = if across > up { across } else { up };
    let centre = 3 - farther / 2;
    match piece {
        Piece::Pawn => 6 * rank + if file >= 2 && file <= 5 { 2 * rank } else { 0 },
        Piece::Knight => 10 * centre - 15,
        Piece::Bishop | Piece::Queen => 4 * centre,
        Piece::Rook => 10 * (rank == 6) as i32,
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
