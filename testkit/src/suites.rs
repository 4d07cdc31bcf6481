//! The perft suites the tests, benchmarks and fuzz seeding read: `standard.epd`, `tricky.perft`
//! and `fischer.epd`. The one rule for where they are: the shared suites beside the repository
//! (`../shared/perft/`) when that directory is there, else chess-core's copies in
//! `chess-core/tests/data/` (a chess-core test keeps the two equal).

use std::path::PathBuf;

use chess_core::Position;
use chess_core::perft::Suite;

/// Every suite, standard chess first.
pub const NAMES: [&str; 3] = ["standard.epd", "tricky.perft", "fischer.epd"];

/// The repository's root directory.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The directory the suites are read from.
pub fn directory() -> PathBuf {
    let shared = root().join("../shared/perft");
    if shared.is_dir() {
        shared
    } else {
        root().join("chess-core/tests/data")
    }
}

/// Where the suite `name` (one of [`NAMES`]) is read from.
pub fn path(name: &str) -> PathBuf {
    directory().join(name)
}

/// The text of the suite `name`; panics, naming the file, when it cannot be read.
pub fn text(name: &str) -> String {
    let path = path(name);
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// One position of a suite with its published counts, read through chess-core's
/// [`Suite`](chess_core::perft::Suite).
#[derive(Clone, Debug)]
pub struct Case {
    /// `tricky.perft`'s `id`, else `<file> line <n>`.
    pub name: String,
    /// The position as the suite writes it (FEN's first four fields, and the clocks where the
    /// suite gives them).
    pub fen: String,
    pub position: Position,
    /// `(depth, nodes)`, in the order of the file.
    pub counts: Vec<(u32, u64)>,
}

/// Every position of the suite `name`; panics on a record that cannot be read.
///
/// ```
/// let tricky = chess_testkit::suites::cases("tricky.perft");
/// assert_eq!(tricky[0].name, "pos-2");
/// assert_eq!(tricky[0].counts[0], (1, 48));
/// ```
pub fn cases(name: &str) -> Vec<Case> {
    let text = text(name);
    Suite::new(&text)
        .map(|record| {
            let record = record.unwrap_or_else(|error| panic!("{name}: {error}"));
            Case {
                name: record
                    .id()
                    .map_or_else(|| format!("{name} line {}", record.line()), str::to_string),
                fen: record.fen().to_string(),
                position: *record.position(),
                counts: record.counts().collect(),
            }
        })
        .collect()
}
