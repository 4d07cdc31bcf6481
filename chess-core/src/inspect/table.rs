//! The description of one generated table: what its entries are, what each index means, and a way
//! to read any entry without knowing its Rust type.

use core::fmt;

use crate::shared::{Axis, Element};
use crate::{Bitboard, Square};

/// One generated table (or scalar) as the catalogue describes it. The descriptions are generated
/// by table-gen from the same list as the tables, in `generated/catalogue.rs`.
///
/// ```
/// use chess_core::inspect::{self, Axis, Element};
/// let table = inspect::table("rank_attacks").unwrap();
/// assert_eq!(table.name(), "RANK_ATTACKS");
/// assert_eq!(table.axes(), &[Axis::Square, Axis::State]);
/// assert_eq!(table.element(), Element::Bitboard);
/// // A rook on e4 with d4 and g4 occupied (state 0b0100_1000) sees d4, f4 and g4 on its rank.
/// let entry = table.entry(&[28, 0b0100_1000]).unwrap();
/// assert_eq!(entry.to_string(), "0x0000000068000000");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Table {
    name: &'static str,
    summary: &'static str,
    element: Element,
    axes: &'static [Axis],
    entries: Entries,
}

/// The entries of a table, flattened in index order, at their own width.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Entries {
    U8(&'static [u8]),
    I8(&'static [i8]),
    U64(&'static [u64]),
    // The compact tables are the one interleaved family (table-gen's catalogue).
    #[cfg_attr(
        not(any(
            feature = "all-variants",
            all(feature = "compact-tables", not(feature = "byte-tables"))
        )),
        allow(dead_code)
    )]
    /// Member `member` of a family of `members` tables interleaved by their first index in groups
    /// of `group` (`[member / group][row][member % group]…`, flattened in `values`).
    U64Interleaved {
        values: &'static [u64],
        member: usize,
        members: usize,
        group: usize,
    },
}

impl Entries {
    fn len(self) -> usize {
        match self {
            Entries::U8(values) => values.len(),
            Entries::I8(values) => values.len(),
            Entries::U64(values) => values.len(),
            Entries::U64Interleaved {
                values, members, ..
            } => values.len() / members,
        }
    }

    /// The entry at `flat`, in the table's own index order, widened to 64 bits; `row_len` is the
    /// number of entries under one value of the first index.
    fn bits(self, flat: usize, row_len: usize) -> u64 {
        match self {
            Entries::U8(values) => u64::from(values[flat]),
            Entries::I8(values) => values[flat] as u64,
            Entries::U64(values) => values[flat],
            Entries::U64Interleaved {
                values,
                member,
                members,
                group,
            } => {
                let rows = values.len() / members / row_len;
                let (row, within) = (flat / row_len, flat % row_len);
                let row_at = (member / group * rows + row) * group + member % group;
                values[row_at * row_len + within]
            }
        }
    }
}

impl Table {
    /// A description; only the generated catalogue makes them.
    pub(crate) const fn new(
        name: &'static str,
        summary: &'static str,
        element: Element,
        axes: &'static [Axis],
        entries: Entries,
    ) -> Table {
        Table {
            name,
            summary,
            element,
            axes,
            entries,
        }
    }

    /// The name of the `const` in `generated/` and of the static in [`crate::tables`].
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// One line saying what the table holds.
    pub fn summary(&self) -> &'static str {
        self.summary
    }

    /// What each entry is.
    pub fn element(&self) -> Element {
        self.element
    }

    /// What each index means, outermost first; empty for a scalar.
    pub fn axes(&self) -> &'static [Axis] {
        self.axes
    }

    /// The number of entries (1 for a scalar).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the table has no entries (never, for a generated one).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The entry at `index`, one value per axis; `None` if the count or a value is out of range.
    pub fn entry(&self, index: &[usize]) -> Option<Entry> {
        if index.len() != self.axes.len() {
            return None;
        }
        let mut flat = 0;
        for (&value, axis) in index.iter().zip(self.axes) {
            if value >= axis.size() {
                return None;
            }
            flat = flat * axis.size() + value;
        }
        let rows = self.axes.first().map_or(1, |axis| axis.size());
        Some(Entry {
            element: self.element,
            bits: self.entries.bits(flat, self.len() / rows),
        })
    }
}

/// One entry of a table: its bits, read as its table's [`Element`] says. `Display` writes it as
/// `generated/` does (hex bitboards and keys, binary line bits, decimal numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    element: Element,
    bits: u64,
}

impl Entry {
    /// What the entry is.
    pub fn element(self) -> Element {
        self.element
    }

    /// The entry's value: unsigned entries widened, signed ones (steps) sign-extended.
    pub fn value(self) -> i128 {
        match self.element {
            Element::Step => i128::from(self.bits as i64),
            _ => i128::from(self.bits),
        }
    }

    /// The squares of a bitboard entry.
    pub fn bitboard(self) -> Option<Bitboard> {
        (self.element == Element::Bitboard).then_some(Bitboard(self.bits))
    }

    /// The square of a square entry.
    pub fn square(self) -> Option<Square> {
        (self.element == Element::Square).then(|| Square::ALL[self.bits as usize & 63])
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.element {
            Element::Bitboard | Element::Key => write!(f, "{:#018x}", self.bits),
            Element::LineBits => write!(f, "{:#010b}", self.bits),
            Element::Mask => write!(f, "{:#04x} ({:08b})", self.bits, self.bits),
            Element::Square => write!(
                f,
                "{} ({})",
                self.bits,
                Square::ALL[self.bits as usize & 63]
            ),
            Element::KindSet => write!(f, "{:#04x}", self.bits),
            _ => write!(f, "{}", self.value()),
        }
    }
}
