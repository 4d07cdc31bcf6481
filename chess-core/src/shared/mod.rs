//! The types table-gen compiles too: the words the generator and this crate describe the tables
//! in. `table-gen/src/shared` links to this directory, so each type has one definition, which the
//! generator writes `generated/` with and this crate reads it with (cozy-chess shares a `types`
//! crate between its build script and its library the same way; chess-core has no dependencies,
//! so it shares the source files instead).
//!
//! Nothing here names anything outside this directory, and nothing here needs `std`.

mod direction;
mod layout;
mod variant;

pub use direction::Direction;
pub use layout::{Axis, Element};
pub use variant::TableVariant;
