//! The 0x88 attack-vector and step tables (Bruce Moreland, 2000).
//!
//! On a 16 × 8 board (index = 16 × rank + file) the difference `to - from` of two on-board
//! indices, −119..=119, identifies their geometric relation uniquely. Both tables are indexed by
//! `difference + 119`.

use crate::geometry::{file_of, rank_of, unit_step};
use crate::{Axis, Direction};

/// Length of the tables: differences −119..=119 plus one spare entry, for 240, the size of the
/// index chess-core reads them by.
pub const TABLE_LEN: usize = Axis::X88Difference.size();
/// Added to a difference to index the tables.
pub const OFFSET: i32 = 119;

/// The attacker kinds, one bit each, in the attack-vector table.
pub const KINDS: [(&str, u8); 7] = [
    ("WHITE_PAWN", 1 << 0),
    ("BLACK_PAWN", 1 << 1),
    ("KNIGHT", 1 << 2),
    ("BISHOP", 1 << 3),
    ("ROOK", 1 << 4),
    ("QUEEN", 1 << 5),
    ("KING", 1 << 6),
];

fn kind(name: &str) -> u8 {
    KINDS
        .iter()
        .find(|(kind, _)| *kind == name)
        .expect("a known kind")
        .1
}

/// The kinds that could attack along a (file, rank) displacement on an empty board.
fn attackers(df: i32, dr: i32) -> u8 {
    let mut kinds = 0;
    let (adf, adr) = (df.abs(), dr.abs());
    if (adf, adr) == (1, 1) {
        kinds |= if dr > 0 {
            kind("WHITE_PAWN")
        } else {
            kind("BLACK_PAWN")
        };
    }
    if (adf == 1 && adr == 2) || (adf == 2 && adr == 1) {
        kinds |= kind("KNIGHT");
    }
    if adf.max(adr) == 1 {
        kinds |= kind("KING");
    }
    if adf == adr && adf != 0 {
        kinds |= kind("BISHOP") | kind("QUEEN");
    }
    if (adf == 0) != (adr == 0) {
        kinds |= kind("ROOK") | kind("QUEEN");
    }
    kinds
}

/// The 0x88 difference of a (file, rank) displacement.
fn difference(df: i32, dr: i32) -> i32 {
    16 * dr + df
}

/// Difference + 119 → bit set of the attacker kinds that could attack along it (see [`KINDS`]).
pub fn attack_vectors() -> [u8; TABLE_LEN] {
    let mut table = [0; TABLE_LEN];
    for (df, dr) in displacements() {
        table[(difference(df, dr) + OFFSET) as usize] = attackers(df, dr);
    }
    table
}

/// Difference + 119 → the unit step that walks from `from` toward `to` when the two share a rank,
/// file or diagonal; 0 otherwise.
pub fn steps() -> [i8; TABLE_LEN] {
    let mut table = [0; TABLE_LEN];
    for (df, dr) in displacements() {
        for direction in Direction::ALL {
            let (sf, sr) = unit_step(direction);
            let distance = df.abs().max(dr.abs());
            if distance > 0 && (df, dr) == (sf * distance, sr * distance) {
                table[(difference(df, dr) + OFFSET) as usize] = difference(sf, sr) as i8;
            }
        }
    }
    table
}

/// Difference + 119 → the squares strictly between two squares that share a rank, file or
/// diagonal, seen from the first: bits `k × step mod 64` (k = 1 … distance − 1, `step` the signed
/// unit step ±1, ±7, ±8 or ±9 on the a1 = 0 board), so that rotated left by the first square it
/// is the set between them. 0 when they are not aligned or next to each other.
pub fn between() -> [u64; TABLE_LEN] {
    let mut table = [0; TABLE_LEN];
    for (df, dr) in displacements() {
        let distance = df.abs().max(dr.abs());
        let aligned = df == 0 || dr == 0 || df.abs() == dr.abs();
        if distance > 1 && aligned {
            let step = 8 * dr.signum() + df.signum();
            table[(difference(df, dr) + OFFSET) as usize] = (1..distance).fold(0, |bits, k| {
                bits | 1u64.rotate_left((k * step).rem_euclid(64) as u32)
            });
        }
    }
    table
}

/// Every displacement between two squares of the board (with repetitions).
fn displacements() -> impl Iterator<Item = (i32, i32)> {
    (0..64usize).flat_map(|from| {
        (0..64usize).map(move |to| (file_of(to) - file_of(from), rank_of(to) - rank_of(from)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_difference_identifies_one_displacement() {
        let mut seen = [None; TABLE_LEN];
        for (df, dr) in displacements() {
            let index = (difference(df, dr) + OFFSET) as usize;
            assert!(seen[index].is_none_or(|d| d == (df, dr)), "{df},{dr}");
            seen[index] = Some((df, dr));
        }
    }

    #[test]
    fn vectors_name_the_expected_pieces() {
        let table = attack_vectors();
        let at = |df: i32, dr: i32| table[(difference(df, dr) + OFFSET) as usize];
        assert_eq!(
            at(1, 1),
            kind("WHITE_PAWN") | kind("BISHOP") | kind("QUEEN") | kind("KING")
        );
        assert_eq!(
            at(-1, -1),
            kind("BLACK_PAWN") | kind("BISHOP") | kind("QUEEN") | kind("KING")
        );
        assert_eq!(at(0, 7), kind("ROOK") | kind("QUEEN"));
        assert_eq!(at(2, -1), kind("KNIGHT"));
        assert_eq!(at(3, 1), 0);
        assert_eq!(table[OFFSET as usize], 0, "a square does not attack itself");
    }

    #[test]
    fn between_rotated_to_the_first_square_equals_the_between_masks() {
        let (table, masks) = (between(), crate::rays::between());
        let x88 = |square: usize| (16 * rank_of(square) + file_of(square)) as usize;
        for a in 0..64 {
            for b in 0..64 {
                let entry = table[x88(b) + OFFSET as usize - x88(a)];
                assert_eq!(entry.rotate_left(a as u32), masks[a][b], "{a} {b}");
            }
        }
    }

    #[test]
    fn steps_point_along_the_line() {
        let table = steps();
        let at = |df: i32, dr: i32| table[(difference(df, dr) + OFFSET) as usize];
        assert_eq!(at(0, 5), 16);
        assert_eq!(at(-6, -6), -17);
        assert_eq!(at(7, -7), -15);
        assert_eq!(at(-3, 0), -1);
        assert_eq!(at(1, 2), 0);
    }
}
