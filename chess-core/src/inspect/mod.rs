//! Inspection, for tools, pages and tests: the catalogue of every generated table, and slider
//! look-ups laid open. Nothing on the look-up hot path ([`crate::attacks`]) reads this module, and
//! a build has it only with chess-core's feature `inspect`.
//!
//! ```
//! use chess_core::inspect;
//! // Every table of generated/, by name (any case).
//! assert!(inspect::tables().iter().any(|table| table.name() == "FIRST_RANK_ATTACKS"));
//! let steps = inspect::table("x88_steps").unwrap();
//! assert_eq!(steps.entry(&[119 + 17]).unwrap().value(), 17); // one step up and right
//! ```

mod line;
mod table;

pub use crate::shared::{Axis, Element};
pub use line::{LineLookup, LineState, line_lookup};
pub use table::{Entry, Table};

pub(crate) use table::Entries;

use crate::attacks::{TABLE_VARIANT, TableVariant};
use crate::tables::catalogue;

/// Every table this build compiles, in the order of the files of `generated/`: all of them with
/// chess-core's feature `all-variants`, otherwise those of [`this_build`].
#[cfg(feature = "all-variants")]
pub fn tables() -> &'static [&'static Table] {
    &catalogue::ALL
}

/// Every table this build compiles, in the order of the files of `generated/`: all of them with
/// chess-core's feature `all-variants`, otherwise those of [`this_build`].
#[cfg(not(feature = "all-variants"))]
pub fn tables() -> &'static [&'static Table] {
    this_build()
}

/// The table called `name` (`RANK_ATTACKS`, or `rank_attacks`).
pub fn table(name: &str) -> Option<&'static Table> {
    tables()
        .iter()
        .copied()
        .find(|table| table.name().eq_ignore_ascii_case(name))
}

/// The tables this build reads, with its [`TABLE_VARIANT`]'s
/// slider tables: what a small target's inspector can show without linking the other variants'
/// tables.
pub fn this_build() -> &'static [&'static Table] {
    match TABLE_VARIANT {
        #[cfg(not(any(feature = "compact-tables", feature = "byte-tables")))]
        TableVariant::Full => &catalogue::FULL_VARIANT,
        #[cfg(all(feature = "compact-tables", not(feature = "byte-tables")))]
        TableVariant::Compact => &catalogue::COMPACT_VARIANT,
        #[cfg(feature = "byte-tables")]
        TableVariant::Byte => &catalogue::BYTE_VARIANT,
        _ => unreachable!("TABLE_VARIANT is the selected variant"),
    }
}
