//! The slider tables of the three variants (full, compact, byte), and the diagonal masks the
//! compact and byte variants read beside them.

use super::{Family, Table};
use crate::planes::Plane;
use crate::{Axis, Element, TableVariant, rays, sliders};

/// The two diagonal masks, which the byte variant's bishop reads both of.
pub const DIAGONALS: Family = Family {
    name: "DIAGONALS",
    doc: "`A1H8_DIAGONAL` and `A8H1_DIAGONAL` in one array, so that one base address serves both.",
    interleave: 0,
};

/// The compact variant's four tables, which a queen's look-up reads all of, one row (the
/// square's) of each: interleaved in pairs, a rook's two rows (rank, file) lie side by side, and so
/// do a bishop's two, where four separate tables put them 32 KiB apart; each pair's table stays
/// whole, so a rook's look-ups still spread over every cache set. Measured faster on x86-64 for
/// all three pieces (`bench/benches/lookups.rs`; interleaving all four by square helped the queen
/// more and the rook and bishop not at all).
pub const COMPACT_ATTACKS: Family = Family {
    name: "COMPACT_ATTACKS",
    doc: "`COMPACT_RANK_ATTACKS`, `COMPACT_FILE_ATTACKS`, `COMPACT_DIAG_A1H8_ATTACKS` and \
          `COMPACT_DIAG_A8H1_ATTACKS` interleaved in pairs: `COMPACT_ATTACKS[k / 2][sq][k % 2]` \
          is row `sq` of the k-th (rank, file, a1h8, a8h1), so that one base address serves all \
          four and a rook's two rows, or a bishop's, lie together.",
    interleave: 2,
};

/// The full variant's `[64][256]` tables, one per plane.
pub(super) fn full_tables(planes: &[&Plane; 4]) -> Vec<Table> {
    let lines = [
        (
            "RANK_ATTACKS",
            "rank_attacks.rs",
            "Rank attacks by square and rank state.",
            RANK_DOC,
        ),
        (
            "FILE_ATTACKS",
            "file_attacks.rs",
            "File attacks by square and file state (rotated 90).",
            FILE_DOC,
        ),
        (
            "DIAG_A1H8_ATTACKS",
            "diag_a1h8_attacks.rs",
            "Attacks along a1h8 diagonals by square and state.",
            A1H8_DOC,
        ),
        (
            "DIAG_A8H1_ATTACKS",
            "diag_a8h1_attacks.rs",
            "Attacks along a8h1 diagonals by square and state.",
            A8H1_DOC,
        ),
    ];
    planes
        .iter()
        .zip(lines)
        .map(|(plane, (name, file, summary, doc))| {
            let doc = format!(
                "{doc}\n\nAn entry holds the squares a slider on `sq` attacks along that line: every \
                 square up to and including the first occupied one on each side. The slider's own \
                 bit in the state does not matter. Four entries a line: line k of a row holds \
                 states 4k..4k+3."
            );
            Table::new(
                name,
                file,
                summary,
                doc,
                Element::Bitboard,
                &[Axis::Square, Axis::State],
                super::bitboards(&sliders::line_attacks(plane)),
            )
            .read_by(&[TableVariant::Full])
        })
        .collect()
}

const RANK_DOC: &str = "Rank attacks, `[sq][state]`: `state = (occupied >> NORMAL_SHIFT[sq]) & 0xff`, \
     the 8 squares of the rank, a-file at bit 0.";
const FILE_DOC: &str = "File attacks, `[sq][state]`: `state = (r90 >> R90_SHIFT[sq]) & 0xff`, \
     the 8 squares of the file read off the plane rotated 90 degrees, rank 1 at bit 0.";
const A1H8_DOC: &str = "Attacks along the diagonal parallel to a1–h8, `[sq][state]`: \
     `state = (a1h8 >> A1H8_SHIFT[sq]) & A1H8_MASK[sq]`, the diagonal's squares from its lowest \
     rank up. States beyond `A1H8_MASK[sq]` hold the entry of the masked state.";
const A8H1_DOC: &str = "Attacks along the diagonal parallel to a8–h1, `[sq][state]`: \
     `state = (a8h1 >> A8H1_SHIFT[sq]) & A8H1_MASK[sq]`, the diagonal's squares from its lowest \
     file rightward. States beyond `A8H1_MASK[sq]` hold the entry of the masked state.";

/// The compact variant (cargo feature `compact-tables`): `[64][64]` per plane, indexed by the
/// line's 6 inner bits.
pub(super) fn compact_tables(planes: &[&Plane; 4]) -> Vec<Table> {
    let names = [
        (
            "COMPACT_RANK_ATTACKS",
            "RANK_ATTACKS",
            "Rank attacks by square and the rank's 6 inner bits.",
        ),
        (
            "COMPACT_FILE_ATTACKS",
            "FILE_ATTACKS",
            "File attacks by square and the file's 6 inner bits.",
        ),
        (
            "COMPACT_DIAG_A1H8_ATTACKS",
            "DIAG_A1H8_ATTACKS",
            "a1h8 diagonal attacks by square and 6 inner bits.",
        ),
        (
            "COMPACT_DIAG_A8H1_ATTACKS",
            "DIAG_A8H1_ATTACKS",
            "a8h1 diagonal attacks by square and 6 inner bits.",
        ),
    ];
    planes
        .iter()
        .zip(names)
        .map(|(plane, (name, full, summary))| {
            let doc = format!(
                "`{full}` without the ends of the line, `[sq][inner]`: `inner = (state >> 1) & 63`, \
                 with `state` read as for `{full}` (the unmasked byte is fine). A slider attacks the \
                 squares at the ends of its line whether they are occupied or not, so only the 6 \
                 inner bits choose the entry: 64 entries a square instead of 256. Four entries a \
                 line: line k of a row holds inner states 4k..4k+3."
            );
            Table::new(
                name,
                "compact_attacks.rs",
                summary,
                doc,
                Element::Bitboard,
                &[Axis::Square, Axis::InnerState],
                super::bitboards(&sliders::inner_line_attacks(plane)),
            )
            .read_by(&[TableVariant::Compact])
            .in_family(&COMPACT_ATTACKS)
        })
        .collect()
}

/// The byte variant (cargo feature `byte-tables`): one table of line attack sets for all lines.
pub(super) fn first_rank_table() -> Table {
    let rows = sliders::first_rank_attacks();
    Table::new(
        "FIRST_RANK_ATTACKS",
        "first_rank_attacks.rs",
        "Line attack sets by position on a line and 6 inner bits.",
        "`[position][inner]` → the positions a slider at `position` (0..8) attacks on a line of 8 \
         squares whose inner squares (positions 1..=6) are occupied as `inner << 1` says; bit i \
         stands for position i, so on the first rank for the file. `inner = (state >> 1) & 63` for \
         the state of any line (rank, file or diagonal) read off its plane, `position` being the \
         square's place on that line; chess-core's byte variant spreads the result onto the line's \
         squares with shifts and a multiply. Positions past the end of a shorter diagonal fall \
         off the board when spread. Six entries a line: line k of a row holds inner states 6k..6k+5.",
        Element::LineBits,
        &[Axis::LinePosition, Axis::InnerState],
        rows.iter().flat_map(|row| super::bytes(row).collect::<Vec<_>>()),
    )
    .read_by(&[TableVariant::Byte])
}

/// The diagonal masks: the byte variant's look-up copies its byte to every rank and keeps the
/// diagonal's squares, one load instead of finding the diagonal from the square's coordinates;
/// the compact and byte variants' `line` picks the square's line that holds the other square.
pub(super) fn diagonal_tables() -> Vec<Table> {
    let [a1h8, a8h1] = rays::diagonals();
    let table = |name: &str, parallel: &str, values: [u64; 64]| {
        Table::new(
            name,
            "first_rank_attacks.rs",
            format!("The {parallel} diagonal through each square."),
            format!(
                "Square → the whole diagonal parallel to {parallel} through the square, edge to \
                 edge, the square included: chess-core's byte variant spreads a diagonal's \
                 attacks onto the board by copying them to every rank and keeping these squares, \
                 and its `line` (and the compact variant's) picks among them. Four entries a \
                 line: line k holds squares 4k..4k+3."
            ),
            Element::Bitboard,
            &[Axis::Square],
            values,
        )
        .read_by(&[TableVariant::Compact, TableVariant::Byte])
        .in_family(&DIAGONALS)
    };
    vec![
        table("A1H8_DIAGONAL", "a1–h8", a1h8),
        table("A8H1_DIAGONAL", "a8–h1", a8h1),
    ]
}
