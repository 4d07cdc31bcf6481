//! The three slider-table variants, which chess-core's cargo features choose among. What cannot be
//! read off the tables themselves is said here once; table-gen writes `generated/table_variants.md`
//! from it and the catalogue (which tables each variant reads, and their sizes).

use core::fmt;

/// The slider-table variants: what a build looks slider attacks up in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableVariant {
    /// A table for each kind of line, indexed by square and the line's whole state (the default).
    Full,
    /// A table for each kind of line, indexed by square and the line's 6 inner bits: a slider
    /// attacks the squares at the ends of its line whether they are occupied or not.
    Compact,
    /// One table for every line, indexed by the square's position on its line and the line's 6
    /// inner bits, its byte of attacked positions laid onto the board.
    Byte,
}

impl TableVariant {
    /// All three, largest first.
    pub const ALL: [TableVariant; 3] = [
        TableVariant::Full,
        TableVariant::Compact,
        TableVariant::Byte,
    ];

    /// `"full"`, `"compact"` or `"byte"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            TableVariant::Full => "full",
            TableVariant::Compact => "compact",
            TableVariant::Byte => "byte",
        }
    }

    /// The cargo feature of chess-core that selects it; none for the default.
    #[must_use]
    pub const fn feature(self) -> Option<&'static str> {
        match self {
            TableVariant::Full => None,
            TableVariant::Compact => Some("compact-tables"),
            TableVariant::Byte => Some("byte-tables"),
        }
    }

    /// What a look-up along one line costs, past reading the line's state.
    #[must_use]
    pub const fn look_up(self) -> &'static str {
        match self {
            TableVariant::Full => "one load",
            TableVariant::Compact => "a shift, a mask, one load",
            TableVariant::Byte => "one load, then shifts and a multiply lay the byte onto the line",
        }
    }

    /// What it is for.
    #[must_use]
    pub const fn suits(self) -> &'static str {
        match self {
            TableVariant::Full => "speed",
            TableVariant::Compact => "flash of a few hundred KiB",
            TableVariant::Byte => "the smallest flash",
        }
    }
}

/// Its [`name`](TableVariant::name).
impl fmt::Display for TableVariant {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
