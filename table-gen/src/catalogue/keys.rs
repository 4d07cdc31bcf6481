//! The Zobrist hash keys.

use super::Table;
use crate::{Axis, Element, zobrist};

pub(super) fn zobrist_tables() -> Vec<Table> {
    let keys = zobrist::keys();
    let source = "The Polyglot opening-book keys (`Random64` of the Polyglot book format), so the \
                  hash is the Polyglot key.";
    vec![
        Table::new(
            "ZOBRIST_PIECES",
            "zobrist.rs",
            "Zobrist keys by colour × 6 + piece and square.",
            format!(
                "`[colour × 6 + piece][square]` → the hash key of that piece there (colour 0 \
                 white, 1 black; piece 0 pawn … 5 king). {source}"
            ),
            Element::Key,
            &[Axis::ColoredPiece, Axis::Square],
            super::bitboards(&keys.pieces),
        ),
        Table::new(
            "ZOBRIST_CASTLING",
            "zobrist.rs",
            "Zobrist keys by castling-rights set.",
            "`[rights]` → the key of a set of castling rights (bit 0 white king side, 1 white \
             queen side, 2 black king side, 3 black queen side): the xor of the keys of its \
             rights, so a change of rights is two xors.",
            Element::Key,
            &[Axis::CastlingRights],
            keys.castling,
        ),
        Table::new(
            "ZOBRIST_EN_PASSANT",
            "zobrist.rs",
            "Zobrist keys by en-passant file.",
            "`[file]` → the key of an en-passant square on that file (a = 0), hashed only when a \
             pawn of the side to move stands beside the pawn that has just moved two squares.",
            Element::Key,
            &[Axis::File],
            keys.en_passant,
        ),
        Table::new(
            "ZOBRIST_WHITE_TO_MOVE",
            "zobrist.rs",
            "Xored into the hash when white is to move (Polyglot's turn key).",
            "Xored into the hash when white is to move (Polyglot's turn key).",
            Element::Key,
            &[],
            [keys.white_to_move],
        ),
    ]
}
