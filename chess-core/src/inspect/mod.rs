//! Inspection, for tools, pages and tests: the catalogue of every generated table, and slider
//! look-ups laid open. Nothing on the look-up hot path ([`crate::attacks`]) reads this module.
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

use crate::attacks::selected;
use crate::tables::catalogue;

/// Every generated table, in the order of the files of `generated/`.
pub fn tables() -> &'static [&'static Table] {
    &catalogue::ALL
}

/// The table called `name` (`RANK_ATTACKS`, or `rank_attacks`).
pub fn table(name: &str) -> Option<&'static Table> {
    tables()
        .iter()
        .copied()
        .find(|table| table.name().eq_ignore_ascii_case(name))
}

/// The tables this build reads, with its [`TABLE_VARIANT`](crate::attacks::TABLE_VARIANT)'s slider tables: what a small target's
/// inspector can show without linking the other variants' tables.
pub fn this_build() -> &'static [&'static Table] {
    selected::CATALOGUE
}
