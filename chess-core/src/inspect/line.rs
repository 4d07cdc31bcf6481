//! One slider look-up laid open: where the line's state comes from and which table entry it
//! selects, in any of the three table variants.

use super::{Entry, Table};
use crate::attacks::{self, Line, TABLE_VARIANT, TableVariant};
use crate::tables::catalogue;
use crate::tables::{A1H8_LENGTH, A1H8_SHIFT, A8H1_LENGTH, A8H1_SHIFT, NORMAL_SHIFT, R90_SHIFT};
use crate::{Bitboard, Occupancy, Square};

/// The state of one line through a square, and where it was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineState {
    /// The line.
    pub line: Line,
    /// The occupancy plane the state is read from.
    pub plane: u64,
    /// `plane >> shift` brings the line to bit 0.
    pub shift: u8,
    /// The number of squares on the line (8 for ranks and files, 1..=8 for diagonals).
    pub length: u8,
    /// The line's state, masked to its length: bit i for the i-th square of the line.
    pub state: u8,
}

impl LineState {
    /// Reads `line` through `square` off its plane.
    pub fn read(line: Line, square: Square, occupancy: &Occupancy) -> LineState {
        let [normal, r90, a1h8, a8h1] = occupancy.planes();
        let sq = square.index();
        let (plane, shift, length, state) = match line {
            Line::Rank => (normal, NORMAL_SHIFT[sq], 8, occupancy.rank_state(square)),
            Line::File => (r90, R90_SHIFT[sq], 8, occupancy.file_state(square)),
            Line::DiagonalA1H8 => (
                a1h8,
                A1H8_SHIFT[sq],
                A1H8_LENGTH[sq],
                occupancy.a1h8_state(square),
            ),
            Line::DiagonalA8H1 => (
                a8h1,
                A8H1_SHIFT[sq],
                A8H1_LENGTH[sq],
                occupancy.a8h1_state(square),
            ),
        };
        LineState {
            line,
            plane,
            shift,
            length,
            state,
        }
    }
}

/// The entry a table variant reads for one line, and the squares it stands for.
#[derive(Clone, Copy, Debug)]
pub struct LineLookup {
    /// The variant whose table was read.
    pub variant: TableVariant,
    /// Where the state came from.
    pub state: LineState,
    /// The table read.
    pub table: &'static Table,
    /// The entry's row: the square for the full and compact tables, the square's position on
    /// the line for the byte table.
    pub row: usize,
    /// The entry's column: the state, or its 6 inner bits.
    pub column: usize,
    /// The entry: a bitboard, or for the byte table the 8-bit set of attacked positions.
    pub entry: Entry,
    /// The squares attacked along the line.
    pub attacks: Bitboard,
}

impl LineLookup {
    /// The look-up along `line` from `square` in `variant`'s table, whatever variant the build
    /// selected. Needs chess-core's feature `all-variants`; [`line_lookup`] looks up in this
    /// build's variant.
    #[cfg(feature = "all-variants")]
    pub fn new(
        variant: TableVariant,
        line: Line,
        square: Square,
        occupancy: &Occupancy,
    ) -> LineLookup {
        LineLookup::read(variant, line, square, occupancy)
    }

    fn read(
        variant: TableVariant,
        line: Line,
        square: Square,
        occupancy: &Occupancy,
    ) -> LineLookup {
        let state = LineState::read(line, square, occupancy);
        let (table, (row, column, attacks)) = match variant {
            #[cfg(any(
                feature = "all-variants",
                not(any(feature = "compact-tables", feature = "byte-tables"))
            ))]
            TableVariant::Full => (
                match line {
                    Line::Rank => &catalogue::RANK_ATTACKS,
                    Line::File => &catalogue::FILE_ATTACKS,
                    Line::DiagonalA1H8 => &catalogue::DIAG_A1H8_ATTACKS,
                    Line::DiagonalA8H1 => &catalogue::DIAG_A8H1_ATTACKS,
                },
                attacks::full::read_line(line, square, state.state),
            ),
            #[cfg(any(
                feature = "all-variants",
                all(feature = "compact-tables", not(feature = "byte-tables"))
            ))]
            TableVariant::Compact => (
                match line {
                    Line::Rank => &catalogue::COMPACT_RANK_ATTACKS,
                    Line::File => &catalogue::COMPACT_FILE_ATTACKS,
                    Line::DiagonalA1H8 => &catalogue::COMPACT_DIAG_A1H8_ATTACKS,
                    Line::DiagonalA8H1 => &catalogue::COMPACT_DIAG_A8H1_ATTACKS,
                },
                attacks::compact::read_line(line, square, state.state),
            ),
            #[cfg(any(feature = "all-variants", feature = "byte-tables"))]
            TableVariant::Byte => (
                &catalogue::FIRST_RANK_ATTACKS,
                attacks::byte::read_line(line, square, state.state),
            ),
            #[allow(unreachable_patterns)]
            _ => unreachable!("{variant} is looked up only when this build compiles it"),
        };
        let entry = table
            .entry(&[row, column])
            .expect("a variant reads an entry inside its table");
        LineLookup {
            variant,
            state,
            table,
            row,
            column,
            entry,
            attacks,
        }
    }
}

/// One look-up along `line` from `square` with this build's table variant, laid open.
///
/// ```
/// use chess_core::attacks::Line;
/// use chess_core::{inspect, Bitboard, Occupancy, Square};
/// let occupancy = Occupancy::from(Bitboard::from_iter([Square::E4, Square::E7]));
/// let lookup = inspect::line_lookup(Line::File, Square::E4, &occupancy);
/// assert_eq!(lookup.state.state, 0b0100_1000); // ranks 4 and 7 of the e-file
/// assert_eq!(lookup.attacks, Bitboard::from_iter([Square::E1, Square::E2, Square::E3,
///                                                 Square::E5, Square::E6, Square::E7]));
/// ```
pub fn line_lookup(line: Line, square: Square, occupancy: &Occupancy) -> LineLookup {
    LineLookup::read(TABLE_VARIANT, line, square, occupancy)
}
