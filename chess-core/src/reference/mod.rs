//! Reference implementations: the same answers as the main API, computed another way, for tests
//! to hold the fast path to and for benchmarks to compare it with. Not what an engine calls, so a
//! build has it only with chess-core's feature `reference`.
//!
//! - [`walk`]: slider attacks by walking the board square by square, no tables.
//! - [`x88`]: "does this piece attack that square" through the 0x88 attack-vector and step tables
//!   (Bruce Moreland, 2000), and [`x88::Board`], a whole move generator (and SEE) on a 16×8 array,
//!   independent of the bitboards.
//! - [`perft_make_unmake`]: perft by make and unmake on one position instead of copy-make.
//! - [`san_by_listing`]: SAN with the pieces to tell apart, and mate, found in the list of legal
//!   moves.
//! - The slider-table variants this build did not select are reached through
//!   [`TableVariant`](crate::attacks::TableVariant)'s methods, with the feature `all-variants`.
//!
//! ```
//! use chess_core::reference::{perft_make_unmake, walk, x88};
//! use chess_core::{attacks, perft, Bitboard, Occupancy, Position, Square};
//!
//! let occupied = Bitboard::from_iter([Square::E2, Square::E5]);
//! let fast = attacks::rook_attacks(Square::E4, &Occupancy::from(occupied));
//! assert_eq!(fast, walk::rook_attacks(Square::E4, occupied));
//!
//! let mut position = Position::default();
//! assert_eq!(perft_make_unmake(&mut position, 3), perft::perft(&position, 3));
//! assert_eq!(x88::Board::from(&position).perft(3), 8_902);
//! ```

use crate::{Bitboard, Move, Position, San};

pub mod walk;
pub mod x88;

/// [`perft`](crate::perft::perft) again, playing with [`make`](Position::make) and [`unmake`](Position::unmake) on one
/// position instead of copying it for each move: the same count, for comparing the two ways.
pub fn perft_make_unmake(position: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        _ => {
            let mut nodes = 0;
            for mv in position.legal_moves() {
                let undo = position.make_unchecked(mv);
                nodes += perft_make_unmake(position, depth - 1);
                position.unmake(mv, undo);
            }
            nodes
        }
    }
}

/// [`Position::san`] again, as the definition reads: the other pieces of the mover's kind that
/// could go to its square are those of `legal` going there (castling aside), and the move gets
/// its `+` or `#` if it is in `legal`, by playing it and counting the legal moves left.
/// `Position::san` finds the same without listing the moves; the tests hold the two equal, and
/// `bench/benches/san.rs` times them.
///
/// `legal` must be this position's legal moves.
///
/// ```
/// use chess_core::Position;
/// use chess_core::reference::san_by_listing;
/// let position: Position = "r3k3/1P6/8/8/8/8/3N1N2/R3K3 w Q - 0 1".parse().unwrap();
/// let legal = position.legal_moves();
/// for &mv in &legal {
///     assert_eq!(san_by_listing(&position, mv, &legal), position.san(mv));
/// }
/// ```
#[must_use]
pub fn san_by_listing(position: &Position, mv: Move, legal: &[Move]) -> San {
    let mut san = position.san_text(mv, |piece, from, to| {
        legal
            .iter()
            .filter(|other| {
                other.to() == to
                    && other.from() != from
                    && !other.is_castling()
                    && position.piece_at(other.from()).map(|(_, kind)| kind) == Some(piece)
            })
            .map(|other| other.from())
            .collect::<Bitboard>()
    });
    if legal.contains(&mv) {
        let mut after = *position;
        after.play_unchecked(mv);
        if after.is_check() {
            san.push(if after.count_legal_moves() == 0 {
                b'#'
            } else {
                b'+'
            });
        }
    }
    san
}
