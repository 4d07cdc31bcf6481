//! The generated tables, each placed once in a `static`.
//!
//! `generated/` holds them as `const` items (see each item's doc there for how to index it), and
//! `generated/catalogue.rs`, included here, reads each into a `static`: a `const` is copied into
//! every codegen unit that indexes it, so every lookup in this crate goes through these statics
//! instead, one copy in the binary (a test of the command-line tool checks). Tables read together
//! share one `static` array, and each one's own name is a reference into it ([`PLANE_SHIFTS`],
//! `DIAGONALS`): x86-64 needs a base register for every `static` it indexes, so a queen reading
//! four separate tables would need four. The compact variant's `COMPACT_ATTACKS` goes further and
//! interleaves its four tables in pairs by square, so that the two rows a rook reads lie together,
//! and a bishop's; those four have no static of their own. With the feature `inspect`, its
//! `catalogue` module describes every table for inspection (`inspect`).
//!
//! A build compiles the tables of the variants it compiles (each `#[cfg]` reads the features:
//! `byte-tables` beats `compact-tables` beats neither, the full tables): the one the cargo
//! features select, so that a dependent parses no other variant's tables, or all three with the
//! workspace-only feature `all-variants`. The tables every variant reads are always compiled.

include!("../generated/catalogue.rs");

/// `members[m][r]` at `[m / G][r][m % G]`: an interleaved family's array, built at compile time.
// The compact tables are the one interleaved family (table-gen's catalogue).
#[cfg_attr(
    not(any(
        feature = "all-variants",
        all(feature = "compact-tables", not(feature = "byte-tables"))
    )),
    allow(dead_code)
)]
const fn interleave<T: Copy, const M: usize, const R: usize, const G: usize, const N: usize>(
    members: [[T; R]; M],
) -> [[[T; G]; R]; N] {
    assert!(N * G == M, "whole groups");
    let mut groups = [[[members[0][0]; G]; R]; N];
    let mut member = 0;
    while member < M {
        let mut row = 0;
        while row < R {
            groups[member / G][row][member % G] = members[member][row];
            row += 1;
        }
        member += 1;
    }
    groups
}
