//! perft's last ply: the legal moves counted, not listed.
//!
//! The counting copy of the generator is a free function in a module of its own, not a method of
//! `Position`, for the sake of a dependent's build: rustc puts every method of a type in the one
//! codegen unit of the type's module, and this copy and perft's children (a method) are the two
//! largest functions of the crate. Apart, LLVM optimises them at the same time on two cores; a
//! dependent's clean release build (`bench/dependent-build`) waited on them one after the other.

use super::visitor::Count;
use super::{KingSquares, Scope};
use crate::Position;

/// The number of legal moves of `position`, its king's squares found as `how` says. Out of line,
/// as it was as a method: perft calls it once a node above the leaves.
#[inline(never)]
pub(super) fn count_legal_moves(position: &Position, how: KingSquares) -> usize {
    let mut count = Count::default();
    position.generate_knowing(Scope::All, &mut count, how);
    count.total()
}
