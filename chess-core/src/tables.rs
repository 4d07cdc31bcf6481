//! The generated tables, each placed once in a `static`.
//!
//! `generated/` holds them as `const` items (see each item's doc there for how to index it). A
//! `const` is copied into every codegen unit that indexes it, so every lookup in this crate goes
//! through these statics instead: one copy in the binary (a test of the command-line tool checks).
//!
//! Every table variant is declared here whatever the cargo features; the features choose which one
//! [`crate::attacks`] looks up, and the linker drops the statics nothing reads.

// The large consts are read once each, right below, into statics; nothing else indexes them.
#[allow(clippy::large_const_arrays)]
mod generated {
    include!("../generated/planes.rs");
    include!("../generated/rank_attacks.rs");
    include!("../generated/file_attacks.rs");
    include!("../generated/diag_a1h8_attacks.rs");
    include!("../generated/diag_a8h1_attacks.rs");
    include!("../generated/compact_attacks.rs");
    include!("../generated/first_rank_attacks.rs");
    include!("../generated/leapers.rs");
    include!("../generated/rays.rs");
    include!("../generated/x88.rs");
    include!("../generated/zobrist.rs");
}

pub use generated::{
    X88_BISHOP, X88_BLACK_PAWN, X88_KING, X88_KNIGHT, X88_OFFSET, X88_QUEEN, X88_ROOK,
    X88_WHITE_PAWN, ZOBRIST_WHITE_TO_MOVE,
};

macro_rules! statics {
    ($($name:ident: $ty:ty = $doc:literal;)*) => {
        $(
            #[doc = $doc]
            #[doc = ""]
            #[doc = concat!("The generated `", stringify!($name), "`; its doc in `generated/` says how to index it.")]
            pub static $name: $ty = generated::$name;
        )*
    };
}

statics! {
    NORMAL_INDEX: [u8; 64] = "Square → bit of the normal plane (the identity).";
    NORMAL_SQUARE: [u8; 64] = "Bit of the normal plane → square (the identity).";
    NORMAL_SHIFT: [u8; 64] = "Square → shift of its rank in the normal plane.";
    R90_INDEX: [u8; 64] = "Square → bit of the plane rotated 90 degrees.";
    R90_SQUARE: [u8; 64] = "Bit of the plane rotated 90 degrees → square.";
    R90_SHIFT: [u8; 64] = "Square → shift of its file in the plane rotated 90 degrees.";
    A1H8_INDEX: [u8; 64] = "Square → bit of the a1h8 plane.";
    A1H8_SQUARE: [u8; 64] = "Bit of the a1h8 plane → square.";
    A1H8_SHIFT: [u8; 64] = "Square → shift of its a1h8 diagonal.";
    A1H8_LENGTH: [u8; 64] = "Square → length of its a1h8 diagonal.";
    A1H8_MASK: [u8; 64] = "Square → state mask of its a1h8 diagonal.";
    A8H1_INDEX: [u8; 64] = "Square → bit of the a8h1 plane.";
    A8H1_SQUARE: [u8; 64] = "Bit of the a8h1 plane → square.";
    A8H1_SHIFT: [u8; 64] = "Square → shift of its a8h1 diagonal.";
    A8H1_LENGTH: [u8; 64] = "Square → length of its a8h1 diagonal.";
    A8H1_MASK: [u8; 64] = "Square → state mask of its a8h1 diagonal.";
    RANK_ATTACKS: [[u64; 256]; 64] = "Rank attacks by square and rank state.";
    FILE_ATTACKS: [[u64; 256]; 64] = "File attacks by square and file state (rotated 90).";
    DIAG_A1H8_ATTACKS: [[u64; 256]; 64] = "Attacks along a1h8 diagonals by square and state.";
    DIAG_A8H1_ATTACKS: [[u64; 256]; 64] = "Attacks along a8h1 diagonals by square and state.";
    COMPACT_RANK_ATTACKS: [[u64; 64]; 64] = "Rank attacks by square and the rank's 6 inner bits.";
    COMPACT_FILE_ATTACKS: [[u64; 64]; 64] = "File attacks by square and the file's 6 inner bits.";
    COMPACT_DIAG_A1H8_ATTACKS: [[u64; 64]; 64] = "a1h8 diagonal attacks by square and 6 inner bits.";
    COMPACT_DIAG_A8H1_ATTACKS: [[u64; 64]; 64] = "a8h1 diagonal attacks by square and 6 inner bits.";
    FIRST_RANK_ATTACKS: [[u8; 64]; 8] = "Line attack sets by position on a line and 6 inner bits.";
    KNIGHT_ATTACKS: [u64; 64] = "Knight attacks by square.";
    KING_ATTACKS: [u64; 64] = "King attacks by square.";
    PAWN_ATTACKS: [[u64; 64]; 2] = "Pawn attacks by colour (white 0) and square.";
    RAYS: [[u64; 64]; 8] = "Rays by direction and square.";
    BETWEEN: [[u64; 64]; 64] = "Squares strictly between two aligned squares.";
    LINE: [[u64; 64]; 64] = "The whole line through two aligned squares.";
    X88_ATTACKS: [u8; 240] = "0x88 attack vectors: attacker kinds by difference + offset.";
    X88_STEPS: [i8; 240] = "0x88 unit steps by difference + offset.";
    ZOBRIST_PIECES: [[u64; 64]; 12] = "Zobrist keys by colour × 6 + piece and square.";
    ZOBRIST_CASTLING: [u64; 16] = "Zobrist keys by castling-rights set.";
    ZOBRIST_EN_PASSANT: [u64; 8] = "Zobrist keys by en-passant file.";
}
