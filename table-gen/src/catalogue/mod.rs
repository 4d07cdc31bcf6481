//! The catalogue: every generated table described once, by name, file, element type, the meaning
//! of each index, which slider-table variants read it, its doc and its values. The files of
//! `generated/`, chess-core's statics and the catalogue chess-core's readers use (the `show table`
//! command, the wasm exports, the page) are all rendered from this one list, so adding a table is
//! one change here.

mod keys;
mod moves;
mod planes;
mod sliders;

pub use planes::PLANE_SHIFTS;
pub use sliders::{COMPACT_ATTACKS, DIAGONALS};

use crate::{Axis, Element, TableVariant};

/// One generated table (or scalar `const`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The `const`'s name, as in `generated/` and chess-core's `tables`.
    pub name: String,
    /// The file of `generated/` it is written to.
    pub file: &'static str,
    /// One line for the catalogue and the static's doc.
    pub summary: String,
    /// The full doc comment of the `const`: how to index it and what an entry holds.
    pub doc: String,
    /// What an entry is, which also fixes its Rust type.
    pub element: Element,
    /// What each index means, outermost first; none for a scalar.
    pub axes: Vec<Axis>,
    /// The slider-table variants whose builds read it.
    pub variants: &'static [TableVariant],
    /// Every entry, flattened in index order; signed elements are stored as their bits.
    pub values: Vec<u64>,
    /// The one `static` it shares with tables read together with it, if any.
    pub family: Option<&'static Family>,
}

/// Tables of one type that chess-core reads together, placed in one `static` array (in catalogue
/// order), each member's own `static` a reference into it. x86-64 cannot index a `rip`-relative
/// address by a register, so every `static` read at a run-time index needs its own base register:
/// a queen reading four separate tables needs four, a family one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Family {
    /// The array's name in chess-core's `tables`.
    pub name: &'static str,
    /// Its doc comment.
    pub doc: &'static str,
    /// 0: the members whole, one after another (`[member][row]…`), each member's static a
    /// reference into the array. n: the members interleaved by their first index in groups of n
    /// (`[member / n][row][member % n]…`), one row of each of a group's members side by side; a
    /// member then is no reference into the array and has no static, its readers index the family.
    pub interleave: usize,
}

const EVERY_VARIANT: &[TableVariant] = &TableVariant::ALL;

impl Table {
    pub(crate) fn new(
        name: impl Into<String>,
        file: &'static str,
        summary: impl Into<String>,
        doc: impl Into<String>,
        element: Element,
        axes: &[Axis],
        values: impl IntoIterator<Item = u64>,
    ) -> Table {
        let table = Table {
            name: name.into(),
            file,
            summary: summary.into(),
            doc: doc.into(),
            element,
            axes: axes.to_vec(),
            variants: EVERY_VARIANT,
            values: values.into_iter().collect(),
            family: None,
        };
        let len: usize = table.axes.iter().map(|axis| axis.size()).product();
        assert_eq!(
            table.values.len(),
            len,
            "{}: one value per index",
            table.name
        );
        table
    }

    pub(super) fn read_by(mut self, variants: &'static [TableVariant]) -> Table {
        self.variants = variants;
        self
    }

    pub(super) fn in_family(mut self, family: &'static Family) -> Table {
        self.family = Some(family);
        self
    }

    /// The Rust type of the `const`: `u8`, `[u64; 64]`, `[[u64; 256]; 64]`, …
    pub fn rust_type(&self) -> String {
        self.axes
            .iter()
            .rev()
            .fold(self.element.rust_type().to_string(), |inner, axis| {
                format!("[{inner}; {}]", axis.size())
            })
    }
}

pub(super) fn bytes(values: &[u8]) -> impl Iterator<Item = u64> + '_ {
    values.iter().map(|&value| u64::from(value))
}

pub(super) fn bitboards<const N: usize>(rows: &[[u64; N]]) -> Vec<u64> {
    rows.iter().flatten().copied().collect()
}

/// Every table, in file order, and within a file in the order it is written.
pub fn tables() -> Vec<Table> {
    let [normal, r90, a1h8, a8h1] = crate::planes::all();
    let planes = [&normal, &r90, &a1h8, &a8h1];
    let mut tables = Vec::new();
    for plane in planes {
        tables.extend(planes::plane_tables(plane));
    }
    tables.extend(sliders::full_tables(&planes));
    tables.extend(sliders::compact_tables(&planes));
    tables.push(sliders::first_rank_table());
    tables.extend(sliders::diagonal_tables());
    tables.extend(moves::leaper_tables());
    tables.extend(moves::ray_tables());
    tables.extend(moves::x88_tables());
    tables.extend(keys::zobrist_tables());
    tables
}

/// The names of the files of `generated/` that hold tables, in order.
pub fn table_files(tables: &[Table]) -> Vec<&'static str> {
    let mut files: Vec<&'static str> = Vec::new();
    for table in tables {
        if !files.contains(&table.file) {
            files.push(table.file);
        }
    }
    files
}
