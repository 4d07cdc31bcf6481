//! Slider attack tables indexed by square and line state (rotated bitboards: Heinz 1997,
//! Hyatt 1999).
//!
//! For a square and each of the 256 states of its line, the table holds the squares a slider on
//! that square attacks along the line: every square up to and including the first occupied one on
//! each side. The computation works on the line alone, in one dimension: positions 0..length, the
//! state's bit i telling whether position i is occupied. State bits at or beyond the line's length
//! are ignored, so entry `s` equals entry `s & mask` and any lookup is safe.

use crate::geometry::bitboard;
use crate::planes::Plane;

/// `[square][state]` → attacked squares along the square's line in `plane`.
pub fn line_attacks(plane: &Plane) -> Vec<[u64; 256]> {
    (0..64)
        .map(|sq| {
            let line = plane.line_of(sq);
            let position = plane.position(sq);
            let mut row = [0; 256];
            for (state, entry) in row.iter_mut().enumerate() {
                let positions = attacked_positions(position, line.len(), state as u8);
                *entry = bitboard(positions.into_iter().map(|p| line[p]));
            }
            row
        })
        .collect()
}

/// `[square][inner]` → the compact entry: the 6 inner bits of a line (positions 1..=6) index 64
/// states, because the squares at either end are attacked whether or not they are occupied. Entry
/// `inner` is the attack set for the state `inner << 1`, so it equals the full table's entry for
/// every state `s` with `(s >> 1) & 63 == inner`.
pub fn inner_line_attacks(plane: &Plane) -> Vec<[u64; 64]> {
    (0..64)
        .map(|sq| {
            let line = plane.line_of(sq);
            let position = plane.position(sq);
            core::array::from_fn(|inner| {
                let positions = attacked_positions(position, line.len(), (inner << 1) as u8);
                bitboard(positions.into_iter().map(|p| line[p]))
            })
        })
        .collect()
}

/// `[position][inner]` → the positions a slider at `position` attacks on a line of 8 whose inner
/// squares (positions 1..=6) are occupied as `inner << 1` says, bit i standing for position i. It is
/// the first rank's table, and serves every line once the byte is spread onto it.
pub fn first_rank_attacks() -> [[u8; 64]; 8] {
    core::array::from_fn(|position| {
        core::array::from_fn(|inner| {
            attacked_positions(position, 8, (inner << 1) as u8)
                .into_iter()
                .fold(0, |byte, p| byte | 1 << p)
        })
    })
}

/// Positions attacked from `from` on a line of `length` squares whose occupancy is `state`.
fn attacked_positions(from: usize, length: usize, state: u8) -> Vec<usize> {
    let occupied = |position: usize| state & (1 << position) != 0;
    let mut positions = Vec::new();
    for position in from + 1..length {
        positions.push(position);
        if occupied(position) {
            break;
        }
    }
    for position in (0..from).rev() {
        positions.push(position);
        if occupied(position) {
            break;
        }
    }
    positions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Direction;
    use crate::geometry::{unit_step, walk};
    use crate::planes;

    /// The naive reference: walk the board in two dimensions, direction by direction, until the
    /// edge or the first occupied square.
    fn ray_walk(from: usize, occupied: u64, directions: &[Direction]) -> u64 {
        let mut attacks = 0;
        for &direction in directions {
            for sq in walk(from, direction) {
                attacks |= 1 << sq;
                if occupied & (1 << sq) != 0 {
                    break;
                }
            }
        }
        attacks
    }

    /// The board occupancy that puts `state` on the line of `sq` in `plane`, bit by bit through
    /// the plane's inverse mapping (bits past bit 63 fall off the plane).
    fn occupancy_for_state(plane: &Plane, sq: usize, state: u8) -> u64 {
        let shift = usize::from(plane.shift[sq]);
        (0..8)
            .filter(|bit| state & (1 << bit) != 0 && shift + bit < 64)
            .fold(0, |board, bit| board | 1 << plane.square[shift + bit])
    }

    fn directions_of(plane: &Plane) -> Vec<Direction> {
        let along = |file_step: i32, rank_step: i32| {
            Direction::ALL
                .into_iter()
                .filter(|&d| {
                    unit_step(d) == (file_step, rank_step)
                        || unit_step(d) == (-file_step, -rank_step)
                })
                .collect()
        };
        match plane.name {
            "normal" => along(1, 0),
            "r90" => along(0, 1),
            "a1h8" => along(1, 1),
            "a8h1" => along(1, -1),
            other => panic!("unknown plane {other}"),
        }
    }

    #[test]
    fn every_entry_of_every_slider_table_equals_a_ray_walk() {
        for plane in planes::all() {
            let table = line_attacks(&plane);
            let directions = directions_of(&plane);
            for (sq, row) in table.iter().enumerate() {
                for state in 0..=255u8 {
                    let occupied = occupancy_for_state(&plane, sq, state);
                    assert_eq!(
                        row[usize::from(state)],
                        ray_walk(sq, occupied, &directions),
                        "plane {} square {sq} state {state:#04x}",
                        plane.name
                    );
                }
            }
        }
    }

    #[test]
    fn states_beyond_the_line_length_give_the_masked_entry() {
        for plane in planes::all() {
            let table = line_attacks(&plane);
            let mask = plane.mask();
            for sq in 0..64 {
                for state in 0..256 {
                    assert_eq!(table[sq][state], table[sq][state & usize::from(mask[sq])]);
                }
            }
        }
    }

    #[test]
    fn compact_entries_equal_the_full_entries_of_every_state_with_the_same_inner_bits() {
        for plane in planes::all() {
            let full = line_attacks(&plane);
            let compact = inner_line_attacks(&plane);
            for sq in 0..64 {
                for state in 0..256 {
                    assert_eq!(
                        compact[sq][(state >> 1) & 63],
                        full[sq][state],
                        "plane {} square {sq} state {state:#04x}",
                        plane.name
                    );
                }
            }
        }
    }

    #[test]
    fn the_first_rank_table_is_the_rank_table_of_rank_one() {
        let full = line_attacks(&planes::normal());
        let first_rank = first_rank_attacks();
        for (file, row) in first_rank.iter().enumerate() {
            for state in 0..256 {
                assert_eq!(u64::from(row[(state >> 1) & 63]), full[file][state]);
            }
        }
    }

    #[test]
    fn a_rook_on_an_empty_rank_sees_seven_squares() {
        let table = line_attacks(&planes::normal());
        assert_eq!(table[0][0], 0xfe);
        // a1 with the rank state 0b0000_0100 (c1 occupied): b1 and c1.
        assert_eq!(table[0][0b100], 0b110);
    }
}
