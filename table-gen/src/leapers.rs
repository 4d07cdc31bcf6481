//! Attack masks of the pieces that jump or step: knight, king, and pawns of each colour.

use crate::geometry::{bitboard, file_of, rank_of, square};

const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
/// Pawn capture steps, white first: a white pawn captures toward rank 8, a black one toward rank 1.
const PAWN_STEPS: [[(i32, i32); 2]; 2] = [[(-1, 1), (1, 1)], [(-1, -1), (1, -1)]];

/// The squares reached from `from` by each of `steps` that stays on the board.
fn step_mask(from: usize, steps: &[(i32, i32)]) -> u64 {
    bitboard(
        steps
            .iter()
            .filter_map(|&(df, dr)| square(file_of(from) + df, rank_of(from) + dr)),
    )
}

/// Square → squares a knight there attacks.
pub fn knight_attacks() -> [u64; 64] {
    core::array::from_fn(|sq| step_mask(sq, &KNIGHT_STEPS))
}

/// Square → squares a king there attacks.
pub fn king_attacks() -> [u64; 64] {
    core::array::from_fn(|sq| step_mask(sq, &KING_STEPS))
}

/// `[colour][square]` → squares a pawn of that colour (0 white, 1 black) attacks.
pub fn pawn_attacks() -> [[u64; 64]; 2] {
    PAWN_STEPS.map(|steps| core::array::from_fn(|sq| step_mask(sq, &steps)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_match_the_board_geometry() {
        let knight = knight_attacks();
        let king = king_attacks();
        assert_eq!(knight[0].count_ones(), 2);
        assert_eq!(knight[27].count_ones(), 8);
        assert_eq!(king[0].count_ones(), 3);
        assert_eq!(king[27].count_ones(), 8);
        let total_knight_moves: u32 = knight.iter().map(|b| b.count_ones()).sum();
        assert_eq!(total_knight_moves, 336);
        let total_king_moves: u32 = king.iter().map(|b| b.count_ones()).sum();
        assert_eq!(total_king_moves, 420);
    }

    #[test]
    fn pawns_attack_forward_diagonally_without_wrapping() {
        let pawn = pawn_attacks();
        // e4 (28): white attacks d5, f5; black attacks d3, f3.
        assert_eq!(pawn[0][28], 1 << 35 | 1 << 37);
        assert_eq!(pawn[1][28], 1 << 19 | 1 << 21);
        // a2 (8) only b3; h7 (55) black only g6.
        assert_eq!(pawn[0][8], 1 << 17);
        assert_eq!(pawn[1][55], 1 << 46);
        // Nothing beyond the last rank.
        assert!((56..64).all(|sq| pawn[0][sq] == 0));
        assert!((0..8).all(|sq| pawn[1][sq] == 0));
    }

    #[test]
    fn attacks_are_symmetric() {
        let (knight, king, pawn) = (knight_attacks(), king_attacks(), pawn_attacks());
        for a in 0..64 {
            for b in 0..64 {
                let attacks = |table: &[u64; 64], from: usize, to: usize| table[from] >> to & 1;
                assert_eq!(attacks(&knight, a, b), attacks(&knight, b, a));
                assert_eq!(attacks(&king, a, b), attacks(&king, b, a));
                assert_eq!(attacks(&pawn[0], a, b), attacks(&pawn[1], b, a));
            }
        }
    }
}
