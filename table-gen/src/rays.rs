//! Ray, between and line masks (CHESS 4.5's capture generator, Slate and Atkin 1977,
//! finds the first blocker on a ray).

use crate::Direction;
use crate::geometry::{bitboard, walk};

/// `[direction][square]` → squares from the square (exclusive) to the edge, in the order of
/// [`Direction::ALL`].
pub fn rays() -> [[u64; 64]; 8] {
    Direction::ALL.map(|direction| core::array::from_fn(|sq| bitboard(walk(sq, direction))))
}

/// `[diagonal][square]` → the whole diagonal through the square, edge to edge, the square
/// included: diagonal 0 parallel to a1–h8 (north-east and south-west), 1 parallel to a8–h1
/// (north-west and south-east). The byte variant masks its spread attacks with them.
pub fn diagonals() -> [[u64; 64]; 2] {
    let rays = rays();
    [1, 3].map(|direction| {
        core::array::from_fn(|sq| rays[direction][sq] | rays[direction + 4][sq] | 1 << sq)
    })
}

/// `[a][b]` → squares strictly between `a` and `b` when they share a rank, file or diagonal;
/// empty otherwise.
pub fn between() -> Vec<[u64; 64]> {
    (0..64)
        .map(|a| {
            let mut row = [0; 64];
            for direction in Direction::ALL {
                let mut passed = 0;
                for b in walk(a, direction) {
                    row[b] = passed;
                    passed |= 1 << b;
                }
            }
            row
        })
        .collect()
}

/// `[a][b]` → the whole line (edge to edge) through `a` and `b` when they share a rank, file or
/// diagonal, both included; empty otherwise and when `a == b`.
pub fn line() -> Vec<[u64; 64]> {
    let rays = rays();
    (0..64)
        .map(|a| {
            let mut row = [0; 64];
            for direction in Direction::ALL {
                let opposite = direction.opposite();
                let whole = rays[direction as usize][a] | rays[opposite as usize][a] | 1 << a;
                for b in walk(a, direction) {
                    row[b] = whole;
                }
            }
            row
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_from_a_corner() {
        let rays = rays();
        assert_eq!(rays[0][0], 0x0101_0101_0101_0100); // north from a1
        assert_eq!(rays[1][0], 0x8040_2010_0804_0200); // north-east from a1
        assert_eq!(rays[2][0], 0xfe); // east from a1
        assert_eq!(rays[4][0], 0); // south from a1
    }

    #[test]
    fn diagonals_through_a_square() {
        let [a1h8, a8h1] = diagonals();
        assert_eq!(a1h8[27], 0x8040_2010_0804_0201); // d4 is on a1-h8
        assert_eq!(a8h1[27], 0x0001_0204_0810_2040); // d4: a7 to g1
        assert_eq!(a1h8[7], 1 << 7); // h1 alone
        assert_eq!(a8h1[7], 0x0102_0408_1020_4080); // h1 to a8
        let line = line();
        // Each equals the line through the square and its diagonal neighbour, where it has one.
        for sq in 0..64 {
            let (file, rank) = (sq % 8, sq / 8);
            let neighbours = [
                (a1h8[sq], (file < 7 && rank < 7).then(|| sq + 9)),
                (a1h8[sq], (file > 0 && rank > 0).then(|| sq - 9)),
                (a8h1[sq], (file > 0 && rank < 7).then(|| sq + 7)),
                (a8h1[sq], (file < 7 && rank > 0).then(|| sq - 7)),
            ];
            for (diagonal, neighbour) in neighbours {
                if let Some(other) = neighbour {
                    assert_eq!(diagonal, line[sq][other], "{sq} {other}");
                }
            }
        }
    }

    #[test]
    fn between_and_line_agree_and_are_symmetric() {
        let (between, line) = (between(), line());
        for a in 0..64 {
            for b in 0..64 {
                assert_eq!(between[a][b], between[b][a]);
                assert_eq!(line[a][b], line[b][a]);
                let endpoints = 1u64 << a | 1 << b;
                if line[a][b] == 0 {
                    assert_eq!(between[a][b], 0);
                } else {
                    // Between lies on the line and excludes the endpoints.
                    assert_eq!(between[a][b] & !line[a][b], 0);
                    assert_eq!(between[a][b] & endpoints, 0);
                    assert_eq!(line[a][b] & endpoints, endpoints);
                }
            }
        }
        assert_eq!(between[0][63], 0x0040_2010_0804_0200);
        assert_eq!(between[0][3], 0b110);
        assert_eq!(between[0][17], 0); // a1, b3: a knight's jump, not a line
        assert_eq!(line[0][9], 0x8040_2010_0804_0201);
    }
}
