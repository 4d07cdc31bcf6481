//! What a generated table is made of: its entries ([`Element`]) and its indexes ([`Axis`]).

/// What the entries of a table are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Element {
    /// A set of squares (`u64`, bit i = square i).
    Bitboard,
    /// A hash key (`u64`).
    Key,
    /// A set of positions on a line of 8 (`u8`, bit i = position i).
    LineBits,
    /// A count, shift or offset (`u8`).
    Number,
    /// A square, a1 = 0 … h8 = 63 (`u8`).
    Square,
    /// A bit of an occupancy plane, 0..64 (`u8`).
    Bit,
    /// A line-state mask (`u8`).
    Mask,
    /// A signed 0x88 step (`i8`).
    Step,
    /// A set of 0x88 attacker kinds (`u8`, the `X88_*` bits).
    KindSet,
}

impl Element {
    /// The Rust type of an entry: `u64`, `u8` or `i8`.
    #[must_use]
    pub const fn rust_type(self) -> &'static str {
        match self {
            Element::Bitboard | Element::Key => "u64",
            Element::Step => "i8",
            Element::LineBits
            | Element::Number
            | Element::Square
            | Element::Bit
            | Element::Mask
            | Element::KindSet => "u8",
        }
    }

    /// The size of an entry in bytes.
    #[must_use]
    pub const fn size(self) -> usize {
        match self {
            Element::Bitboard | Element::Key => 8,
            _ => 1,
        }
    }
}

/// What an index of a table means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Axis {
    /// A square, a1 = 0 … h8 = 63.
    Square,
    /// A bit of an occupancy plane, 0..64.
    PlaneBit,
    /// The 8-bit state of a line, 0..256.
    State,
    /// The 6 inner bits of a line's state, 0..64.
    InnerState,
    /// A position on a line of 8, 0..8.
    LinePosition,
    /// A colour: white 0, black 1.
    Color,
    /// colour × 6 + piece (pawn 0 … king 5), 0..12.
    ColoredPiece,
    /// One of the eight [`Direction`](super::Direction)s, in their order.
    Direction,
    /// A set of castling rights (bit 0 white king side, 1 white queen side, 2 black king side, 3
    /// black queen side), 0..16.
    CastlingRights,
    /// A file, a = 0.
    File,
    /// A 0x88 difference `to - from` plus `X88_OFFSET`, 0..240: the differences run from −119 to
    /// 119, and one entry is spare.
    X88Difference,
}

impl Axis {
    /// How many values the index takes.
    #[must_use]
    pub const fn size(self) -> usize {
        match self {
            Axis::Square | Axis::PlaneBit | Axis::InnerState => 64,
            Axis::State => 256,
            Axis::LinePosition | Axis::Direction | Axis::File => 8,
            Axis::Color => 2,
            Axis::ColoredPiece => 12,
            Axis::CastlingRights => 16,
            Axis::X88Difference => 240,
        }
    }

    /// A short name for the index, as a usage line writes it: `square`, `state`, …
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Axis::Square => "square",
            Axis::PlaneBit => "bit",
            Axis::State => "state",
            Axis::InnerState => "inner",
            Axis::LinePosition => "position",
            Axis::Color => "colour",
            Axis::ColoredPiece => "piece",
            Axis::Direction => "direction",
            Axis::CastlingRights => "rights",
            Axis::File => "file",
            Axis::X88Difference => "difference",
        }
    }
}
