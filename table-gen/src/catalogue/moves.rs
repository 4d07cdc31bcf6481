//! The tables move generation reads besides the sliders': leaper attacks, rays, between and
//! line, and the 0x88 attack-vector, step and between tables.

use super::Table;
use crate::{Axis, Direction, Element, TableVariant, leapers, rays, x88};

pub(super) fn leaper_tables() -> Vec<Table> {
    let squares = "Four entries a line: line k holds squares 4k..4k+3.";
    vec![
        Table::new(
            "KNIGHT_ATTACKS",
            "leapers.rs",
            "Knight attacks by square.",
            format!("Square → the squares a knight there attacks. {squares}"),
            Element::Bitboard,
            &[Axis::Square],
            leapers::knight_attacks(),
        ),
        Table::new(
            "KING_ATTACKS",
            "leapers.rs",
            "King attacks by square.",
            format!("Square → the squares a king there attacks. {squares}"),
            Element::Bitboard,
            &[Axis::Square],
            leapers::king_attacks(),
        ),
        Table::new(
            "PAWN_ATTACKS",
            "leapers.rs",
            "Pawn attacks by colour (white 0) and square.",
            "`[colour][square]` → the squares a pawn of that colour (0 white, 1 black) attacks \
             there: diagonally forward, toward rank 8 for white and rank 1 for black.",
            Element::Bitboard,
            &[Axis::Color, Axis::Square],
            super::bitboards(&leapers::pawn_attacks()),
        ),
    ]
}

pub(super) fn ray_tables() -> Vec<Table> {
    let names = Direction::ALL.map(Direction::name);
    vec![
        Table::new(
            "RAYS",
            "rays.rs",
            "Rays by direction and square.",
            format!(
                "`[direction][square]` → the squares from the square (exclusive) to the edge. \
                 Directions in order: {}. The first four run toward higher squares, so their \
                 nearest blocker is the lowest set bit (`first_one`); the last four toward lower \
                 squares (`last_one`). Direction d + 4 is the opposite of d.",
                names.join(", ")
            ),
            Element::Bitboard,
            &[Axis::Direction, Axis::Square],
            super::bitboards(&rays::rays()),
        ),
        // The compact and byte variants compute between (`X88_BETWEEN`) and line (the square's
        // rank, file and diagonal masks) instead.
        Table::new(
            "BETWEEN",
            "rays.rs",
            "Squares strictly between two aligned squares.",
            "`[a][b]` → the squares strictly between `a` and `b` when they share a rank, file or \
             diagonal; 0 otherwise.",
            Element::Bitboard,
            &[Axis::Square, Axis::Square],
            super::bitboards(&rays::between()),
        )
        .read_by(&[TableVariant::Full]),
        Table::new(
            "LINE",
            "rays.rs",
            "The whole line through two aligned squares.",
            "`[a][b]` → the whole line through `a` and `b`, edge to edge and both included, when \
             they share a rank, file or diagonal; 0 otherwise and when `a == b`.",
            Element::Bitboard,
            &[Axis::Square, Axis::Square],
            super::bitboards(&rays::line()),
        )
        .read_by(&[TableVariant::Full]),
    ]
}

pub(super) fn x88_tables() -> Vec<Table> {
    let mut tables = vec![Table::new(
        "X88_OFFSET",
        "x88.rs",
        "Added to a 0x88 difference to index the 0x88 tables.",
        "Added to a 0x88 difference `to - from` (−119..=119; 0x88 index = 16 × rank + file) to \
         index `X88_ATTACKS` and `X88_STEPS`.",
        Element::Number,
        &[],
        [x88::OFFSET as u64],
    )];
    for (name, bit) in x88::KINDS {
        let what = name.to_lowercase().replace('_', " ");
        tables.push(Table::new(
            format!("X88_{name}"),
            "x88.rs",
            format!("The `X88_ATTACKS` bit for {what}."),
            format!("The bit of `X88_ATTACKS` for {what}."),
            Element::KindSet,
            &[],
            [u64::from(bit)],
        ));
    }
    tables.push(Table::new(
        "X88_ATTACKS",
        "x88.rs",
        "0x88 attack vectors: attacker kinds by difference + offset.",
        "`difference + X88_OFFSET` → the set of attacker kinds (`X88_WHITE_PAWN` …) that could \
         attack from `from` to `to` on an empty board. Sliders still need the path checked.",
        Element::KindSet,
        &[Axis::X88Difference],
        super::bytes(&x88::attack_vectors()),
    ));
    tables.push(Table::new(
        "X88_STEPS",
        "x88.rs",
        "0x88 unit steps by difference + offset.",
        "`difference + X88_OFFSET` → the 0x88 unit step from `from` toward `to` (±1, ±15, ±16, \
         ±17) when they share a rank, file or diagonal; 0 otherwise.",
        Element::Step,
        &[Axis::X88Difference],
        x88::steps().map(|step| u64::from(step as u8)),
    ));
    // The compact and byte variants' between, in place of the 32 KiB `BETWEEN`.
    tables.push(
        Table::new(
            "X88_BETWEEN",
            "x88.rs",
            "Squares between two aligned squares, by 0x88 difference + offset.",
            "`difference + X88_OFFSET` → for two squares `from` and `to` that share a rank, \
             file or diagonal, the squares strictly between them as seen from `from`: bits \
             `k × step mod 64`, k = 1 … distance − 1, `step` the signed unit step on the \
             a1 = 0 board (±1, ±7, ±8, ±9). Rotated left by `from` it is `BETWEEN[from][to]`; 0 \
             for squares not aligned or next to each other.",
            Element::Bitboard,
            &[Axis::X88Difference],
            x88::between(),
        )
        .read_by(&[TableVariant::Compact, TableVariant::Byte]),
    );
    tables
}
