//! The three slider-table variants, which chess-core's cargo features choose among.

use core::fmt;

/// The slider-table variants: what a build looks slider attacks up in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableVariant {
    /// `[64][256]` tables indexed by the whole line state (the default).
    Full,
    /// `[64][64]` tables indexed by the line's 6 inner bits (feature `compact-tables`).
    Compact,
    /// One `[8][64]` byte table for every line, spread onto the board (feature `byte-tables`).
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
}

/// Its [`name`](TableVariant::name).
impl fmt::Display for TableVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
