//! The generated tables, each placed once in a `static`.
//!
//! `generated/` holds them as `const` items (see each item's doc there for how to index it), and
//! `generated/catalogue.rs`, included here, reads each into a `static`: a `const` is copied into
//! every codegen unit that indexes it, so every lookup in this crate goes through these statics
//! instead, one copy in the binary (a test of the command-line tool checks). Tables read together
//! share one `static` array, and each one's own name is a reference into it ([`PLANE_SHIFTS`],
//! [`COMPACT_ATTACKS`]): x86-64 needs a base register for every `static` it indexes, so a queen
//! reading four separate tables would need four. Its `catalogue` module describes every table for
//! inspection ([`crate::inspect`]).
//!
//! Every table variant is declared here whatever the cargo features; the features choose which one
//! [`crate::attacks`] looks up, and the linker drops the statics nothing reads.

include!("../generated/catalogue.rs");
