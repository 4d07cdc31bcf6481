//! The four occupancy planes of the rotated-bitboard method.
//!
//! A plane packs the 64 squares into the 64 bits of a word so that every line of one kind (ranks,
//! files, or one of the two diagonal directions) occupies a contiguous run of bits. The state of a
//! line is then one shift and one mask away: `(plane >> shift) & mask`, bit i of the state being the
//! i-th square of the line.
//!
//! - normal: the ordinary bitboard; lines are ranks, a1..h1 first.
//! - rotated 90: the board turned a quarter clockwise (a1 → a8, a8 → h8, h8 → h1, as Hyatt's
//!   `r90R_map`), so the h-file becomes the first rank and the a-file the eighth; each file is read
//!   from rank 1 (bit 0 of its state) to rank 8.
//! - a1h8: the 15 diagonals parallel to a1–h8 (file − rank constant), from a8 alone to h1 alone,
//!   each read from its lowest rank upward.
//! - a8h1: the 15 diagonals parallel to a8–h1 (file + rank constant), from a1 alone to h8 alone,
//!   each read from its lowest file rightward.

use crate::geometry::square;

/// One packing of the board into bits, built from its lines laid end to end.
#[derive(Clone, Debug)]
pub struct Plane {
    /// Short name used in generated identifiers: `normal`, `r90`, `a1h8`, `a8h1`.
    pub name: &'static str,
    /// The lines in packing order; each line lists its squares from bit 0 of its state upward.
    pub lines: Vec<Vec<usize>>,
    /// Square → bit index in this plane.
    pub index: [u8; 64],
    /// Bit index in this plane → square (the inverse of `index`).
    pub square: [u8; 64],
    /// Square → how far the plane is shifted right to bring the square's line to bit 0.
    pub shift: [u8; 64],
    /// Square → number of squares on its line (1..=8).
    pub length: [u8; 64],
}

impl Plane {
    fn from_lines(name: &'static str, lines: Vec<Vec<usize>>) -> Plane {
        let mut plane = Plane {
            name,
            lines: Vec::new(),
            index: [0; 64],
            square: [0; 64],
            shift: [0; 64],
            length: [0; 64],
        };
        let mut offset = 0;
        for line in &lines {
            for (position, &sq) in line.iter().enumerate() {
                plane.index[sq] = (offset + position) as u8;
                plane.square[offset + position] = sq as u8;
                plane.shift[sq] = offset as u8;
                plane.length[sq] = line.len() as u8;
            }
            offset += line.len();
        }
        assert_eq!(
            offset, 64,
            "the lines of plane {name} must cover the board once"
        );
        plane.lines = lines;
        plane
    }

    /// Square → the mask of its line's state bits, `(1 << length) - 1`.
    pub fn mask(&self) -> [u8; 64] {
        self.length.map(|length| ((1u16 << length) - 1) as u8)
    }

    /// The position of `sq` on its line: the bit of the line state that stands for it.
    pub fn position(&self, sq: usize) -> usize {
        usize::from(self.index[sq] - self.shift[sq])
    }

    /// The line through `sq` in this plane.
    pub fn line_of(&self, sq: usize) -> &[usize] {
        let start = usize::from(self.shift[sq]);
        let line_start = self.square[start] as usize;
        self.lines
            .iter()
            .find(|line| line[0] == line_start)
            .expect("every shift points at the start of a line")
    }
}

/// The normal plane: ranks, in square order.
pub fn normal() -> Plane {
    let lines = (0..8)
        .map(|rank| (0..8).filter_map(|file| square(file, rank)).collect())
        .collect();
    Plane::from_lines("normal", lines)
}

/// The plane rotated 90 degrees clockwise: files, from the h-file to the a-file.
pub fn rotated_90() -> Plane {
    let lines = (0..8)
        .rev()
        .map(|file| (0..8).filter_map(|rank| square(file, rank)).collect())
        .collect();
    Plane::from_lines("r90", lines)
}

/// The plane rotated 45 degrees for diagonals parallel to a1–h8.
pub fn rotated_a1h8() -> Plane {
    let lines = (-7..=7)
        .map(|difference| {
            (0..8)
                .filter_map(|rank| square(rank + difference, rank))
                .collect::<Vec<_>>()
        })
        .collect();
    Plane::from_lines("a1h8", lines)
}

/// The plane rotated 45 degrees for diagonals parallel to a8–h1.
pub fn rotated_a8h1() -> Plane {
    let lines = (0..=14)
        .map(|sum| {
            (0..8)
                .filter_map(|file| square(file, sum - file))
                .collect::<Vec<_>>()
        })
        .collect();
    Plane::from_lines("a8h1", lines)
}

/// All four planes: normal, rotated 90, a1h8, a8h1.
pub fn all() -> [Plane; 4] {
    [normal(), rotated_90(), rotated_a1h8(), rotated_a8h1()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{file_of, rank_of};

    #[test]
    fn index_and_square_are_inverse_bijections() {
        for plane in all() {
            let mut seen = [false; 64];
            for sq in 0..64 {
                let bit = usize::from(plane.index[sq]);
                assert!(!seen[bit], "{}: bit {bit} used twice", plane.name);
                seen[bit] = true;
                assert_eq!(usize::from(plane.square[bit]), sq, "{}", plane.name);
            }
        }
    }

    #[test]
    fn normal_plane_is_the_identity() {
        let plane = normal();
        assert!((0..64).all(|sq| usize::from(plane.index[sq]) == sq));
    }

    #[test]
    fn rotated_90_turns_the_board_clockwise() {
        let plane = rotated_90();
        let at = |name: &str| {
            let bytes = name.as_bytes();
            square(i32::from(bytes[0] - b'a'), i32::from(bytes[1] - b'1')).unwrap()
        };
        // The corners go round: a1 → a8 → h8 → h1 → a1.
        assert_eq!(usize::from(plane.index[at("a1")]), at("a8"));
        assert_eq!(usize::from(plane.index[at("a8")]), at("h8"));
        assert_eq!(usize::from(plane.index[at("h8")]), at("h1"));
        assert_eq!(usize::from(plane.index[at("h1")]), at("a1"));
    }

    #[test]
    fn every_line_is_contiguous_and_consistent() {
        for plane in all() {
            for sq in 0..64 {
                let line = plane.line_of(sq);
                assert_eq!(line.len(), usize::from(plane.length[sq]));
                assert_eq!(line[plane.position(sq)], sq);
                for (position, &other) in line.iter().enumerate() {
                    let bit = usize::from(plane.shift[sq]) + position;
                    assert_eq!(usize::from(plane.index[other]), bit, "{}", plane.name);
                }
            }
        }
    }

    #[test]
    fn diagonal_lengths_match_the_board() {
        let a1h8 = rotated_a1h8();
        let a8h1 = rotated_a8h1();
        for sq in 0..64 {
            let (file, rank) = (file_of(sq), rank_of(sq));
            assert_eq!(i32::from(a1h8.length[sq]), 8 - (file - rank).abs());
            assert_eq!(i32::from(a8h1.length[sq]), 8 - (file + rank - 7).abs());
            for &other in a1h8.line_of(sq) {
                assert_eq!(file_of(other) - rank_of(other), file - rank);
            }
            for &other in a8h1.line_of(sq) {
                assert_eq!(file_of(other) + rank_of(other), file + rank);
            }
        }
        assert_eq!(a1h8.mask()[0], 0xff);
        assert_eq!(a1h8.mask()[56], 0x01);
        assert_eq!(a8h1.mask()[0], 0x01);
        assert_eq!(a8h1.mask()[7], 0xff);
    }
}
