//! What goes into each file of `generated/`: the tables, their names and the docs that say how to
//! index them.

use crate::emit::{
    Item, LineBits, array, board_picture, render_file, scalar, square_labels, table,
};
use crate::geometry::DIRECTIONS;
use crate::planes::{self, Plane};
use crate::{leapers, rays, sliders, x88, zobrist};

/// One file of `generated/`: its name and its complete text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    pub name: &'static str,
    pub contents: String,
}

/// Every generated file, in a fixed order.
pub fn all() -> Vec<GeneratedFile> {
    let [normal, r90, a1h8, a8h1] = planes::all();
    vec![
        file("planes.rs", plane_items(&[&normal, &r90, &a1h8, &a8h1])),
        file(
            "rank_attacks.rs",
            vec![slider_table("RANK_ATTACKS", &normal, RANK_DOC)],
        ),
        file(
            "file_attacks.rs",
            vec![slider_table("FILE_ATTACKS", &r90, FILE_DOC)],
        ),
        file(
            "diag_a1h8_attacks.rs",
            vec![slider_table("DIAG_A1H8_ATTACKS", &a1h8, A1H8_DOC)],
        ),
        file(
            "diag_a8h1_attacks.rs",
            vec![slider_table("DIAG_A8H1_ATTACKS", &a8h1, A8H1_DOC)],
        ),
        file(
            "compact_attacks.rs",
            compact_items(&[&normal, &r90, &a1h8, &a8h1]),
        ),
        file("first_rank_attacks.rs", vec![first_rank_item()]),
        file("leapers.rs", leaper_items()),
        file("rays.rs", ray_items()),
        file("x88.rs", x88_items()),
        file("zobrist.rs", zobrist_items()),
    ]
}

fn file(name: &'static str, items: Vec<Item>) -> GeneratedFile {
    GeneratedFile {
        name,
        contents: render_file(&items),
    }
}

fn plane_items(planes: &[&Plane]) -> Vec<Item> {
    let mut items = Vec::new();
    for plane in planes {
        let upper = plane.name.to_uppercase();
        let what = PLANE_DESCRIPTIONS
            .iter()
            .find(|(name, _)| *name == plane.name)
            .unwrap()
            .1;
        let doc = |text: &str, values: &[u8; 64]| format!("{text}\n\n{}", board_picture(values));
        items.push(array(
            &format!("{upper}_INDEX"),
            &doc(&format!("Square → its bit in the {what}."), &plane.index),
            &plane.index,
        ));
        items.push(array(
            &format!("{upper}_SQUARE"),
            &doc(
                &format!(
                    "Bit of the {what} → the square it stands for, the inverse of \
                     `{upper}_INDEX` (the picture shows, at each bit's place, that square)."
                ),
                &plane.square,
            ),
            &plane.square,
        ));
        items.push(array(
            &format!("{upper}_SHIFT"),
            &doc(
                &format!(
                    "Square → the right shift that brings its line of the {what} to bit 0: \
                     `({} >> {upper}_SHIFT[sq]) & mask` is the line's state.",
                    plane.name
                ),
                &plane.shift,
            ),
            &plane.shift,
        ));
        if plane.lines.len() > 8 {
            items.push(array(
                &format!("{upper}_LENGTH"),
                &doc(
                    &format!("Square → the number of squares on its {what} line."),
                    &plane.length,
                ),
                &plane.length,
            ));
            let mask = plane.mask();
            items.push(array(
                &format!("{upper}_MASK"),
                &doc(&format!("Square → `(1 << {upper}_LENGTH[sq]) - 1`."), &mask),
                &mask,
            ));
        }
    }
    items
}

const PLANE_DESCRIPTIONS: [(&str, &str); 4] = [
    ("normal", "normal plane (ranks, a1 = bit 0)"),
    (
        "r90",
        "plane rotated 90 degrees clockwise (files, h-file first)",
    ),
    (
        "a1h8",
        "plane rotated 45 degrees for the diagonals parallel to a1–h8",
    ),
    (
        "a8h1",
        "plane rotated 45 degrees for the diagonals parallel to a8–h1",
    ),
];

fn slider_table(name: &str, plane: &Plane, doc: &str) -> Item {
    let rows = sliders::line_attacks(plane);
    let doc = format!(
        "{doc}\n\nAn entry holds the squares a slider on `sq` attacks along that line: every square up \
         to and including the first occupied one on each side. The slider's own bit in the state \
         does not matter. Four entries a line: line k of a row holds states 4k..4k+3."
    );
    table(name, &doc, &rows, square_labels())
}

const RANK_DOC: &str = "Rank attacks, `[sq][state]`: `state = (occupied >> NORMAL_SHIFT[sq]) & 0xff`, \
     the 8 squares of the rank, a-file at bit 0.";
const FILE_DOC: &str = "File attacks, `[sq][state]`: `state = (r90 >> R90_SHIFT[sq]) & 0xff`, \
     the 8 squares of the file read off the plane rotated 90 degrees, rank 1 at bit 0.";
const A1H8_DOC: &str = "Attacks along the diagonal parallel to a1–h8, `[sq][state]`: \
     `state = (a1h8 >> A1H8_SHIFT[sq]) & A1H8_MASK[sq]`, the diagonal's squares from its lowest \
     rank up. States beyond `A1H8_MASK[sq]` hold the entry of the masked state.";
const A8H1_DOC: &str = "Attacks along the diagonal parallel to a8–h1, `[sq][state]`: \
     `state = (a8h1 >> A8H1_SHIFT[sq]) & A8H1_MASK[sq]`, the diagonal's squares from its lowest \
     file rightward. States beyond `A8H1_MASK[sq]` hold the entry of the masked state.";

/// The compact variant (cargo feature `compact-tables`): `[64][64]` per plane, indexed by the
/// line's 6 inner bits.
fn compact_items(planes: &[&Plane]) -> Vec<Item> {
    let names = [
        "COMPACT_RANK_ATTACKS",
        "COMPACT_FILE_ATTACKS",
        "COMPACT_DIAG_A1H8_ATTACKS",
        "COMPACT_DIAG_A8H1_ATTACKS",
    ];
    let full = [
        "RANK_ATTACKS",
        "FILE_ATTACKS",
        "DIAG_A1H8_ATTACKS",
        "DIAG_A8H1_ATTACKS",
    ];
    planes
        .iter()
        .zip(names.iter().zip(full))
        .map(|(plane, (name, full))| {
            let doc = format!(
                "`{full}` without the ends of the line, `[sq][inner]`: `inner = (state >> 1) & 63`, \
                 with `state` read as for `{full}` (the unmasked byte is fine). A slider attacks the \
                 squares at the ends of its line whether they are occupied or not, so only the 6 \
                 inner bits choose the entry: 64 entries a square instead of 256. Four entries a \
                 line: line k of a row holds inner states 4k..4k+3."
            );
            table(name, &doc, &sliders::inner_line_attacks(plane), square_labels())
        })
        .collect()
}

/// The byte variant (cargo feature `byte-tables`): one table of line attack sets for all lines.
fn first_rank_item() -> Item {
    let rows: Vec<[LineBits; 64]> = sliders::first_rank_attacks()
        .iter()
        .map(|row| row.map(LineBits))
        .collect();
    let labels = (0..8)
        .map(|position| format!("position {position} (file {})", (b'a' + position) as char))
        .collect();
    table(
        "FIRST_RANK_ATTACKS",
        "`[position][inner]` → the positions a slider at `position` (0..8) attacks on a line of 8 \
         squares whose inner squares (positions 1..=6) are occupied as `inner << 1` says; bit i \
         stands for position i, so on the first rank for the file. `inner = (state >> 1) & 63` for \
         the state of any line (rank, file or diagonal) read off its plane, `position` being the \
         square's place on that line; chess-core's byte variant spreads the result onto the line's \
         squares with shifts and a multiply. Positions past the end of a shorter diagonal fall \
         off the board when spread. Six entries a line: line k of a row holds inner states 6k..6k+5.",
        &rows,
        labels,
    )
}

fn leaper_items() -> Vec<Item> {
    let squares = "Four entries a line: line k holds squares 4k..4k+3.";
    vec![
        array(
            "KNIGHT_ATTACKS",
            &format!("Square → the squares a knight there attacks. {squares}"),
            &leapers::knight_attacks(),
        ),
        array(
            "KING_ATTACKS",
            &format!("Square → the squares a king there attacks. {squares}"),
            &leapers::king_attacks(),
        ),
        table(
            "PAWN_ATTACKS",
            "`[colour][square]` → the squares a pawn of that colour (0 white, 1 black) attacks \
             there: diagonally forward, toward rank 8 for white and rank 1 for black.",
            &leapers::pawn_attacks(),
            vec!["white".into(), "black".into()],
        ),
    ]
}

fn ray_items() -> Vec<Item> {
    let names: Vec<String> = DIRECTIONS.iter().map(|d| d.name.to_string()).collect();
    vec![
        table(
            "RAYS",
            &format!(
                "`[direction][square]` → the squares from the square (exclusive) to the edge. \
                 Directions in order: {}. The first four run toward higher squares, so their \
                 nearest blocker is the lowest set bit (`first_one`); the last four toward lower \
                 squares (`last_one`). Direction d + 4 is the opposite of d.",
                names.join(", ")
            ),
            &rays::rays(),
            names,
        ),
        table(
            "BETWEEN",
            "`[a][b]` → the squares strictly between `a` and `b` when they share a rank, file or \
             diagonal; 0 otherwise.",
            &rays::between(),
            square_labels(),
        ),
        table(
            "LINE",
            "`[a][b]` → the whole line through `a` and `b`, edge to edge and both included, when \
             they share a rank, file or diagonal; 0 otherwise and when `a == b`.",
            &rays::line(),
            square_labels(),
        ),
    ]
}

fn x88_items() -> Vec<Item> {
    let mut items = vec![scalar(
        "X88_OFFSET",
        "Added to a 0x88 difference `to - from` (−119..=119; 0x88 index = 16 × rank + file) to \
         index `X88_ATTACKS` and `X88_STEPS`.",
        x88::OFFSET as u8,
    )];
    for (name, bit) in x88::KINDS {
        let doc = format!(
            "The bit of `X88_ATTACKS` for {}.",
            name.to_lowercase().replace('_', " ")
        );
        items.push(scalar(&format!("X88_{name}"), &doc, bit));
    }
    items.push(array(
        "X88_ATTACKS",
        "`difference + X88_OFFSET` → the set of attacker kinds (`X88_WHITE_PAWN` …) that could \
         attack from `from` to `to` on an empty board. Sliders still need the path checked.",
        &x88::attack_vectors(),
    ));
    items.push(array(
        "X88_STEPS",
        "`difference + X88_OFFSET` → the 0x88 unit step from `from` toward `to` (±1, ±15, ±16, \
         ±17) when they share a rank, file or diagonal; 0 otherwise.",
        &x88::steps(),
    ));
    items
}

fn zobrist_items() -> Vec<Item> {
    let keys = zobrist::keys();
    let labels = ["white", "black"]
        .iter()
        .flat_map(|color| {
            ["pawn", "knight", "bishop", "rook", "queen", "king"]
                .map(|piece| format!("{color} {piece}"))
        })
        .collect();
    let source = "The Polyglot opening-book keys (`Random64` of the Polyglot book format), so the \
                  hash is the Polyglot key.";
    vec![
        table(
            "ZOBRIST_PIECES",
            &format!(
                "`[colour × 6 + piece][square]` → the hash key of that piece there (colour 0 \
                 white, 1 black; piece 0 pawn … 5 king). {source}"
            ),
            &keys.pieces,
            labels,
        ),
        array(
            "ZOBRIST_CASTLING",
            "`[rights]` → the key of a set of castling rights (bit 0 white king side, 1 white \
             queen side, 2 black king side, 3 black queen side): the xor of the keys of its \
             rights, so a change of rights is two xors.",
            &keys.castling,
        ),
        array(
            "ZOBRIST_EN_PASSANT",
            "`[file]` → the key of an en-passant square on that file (a = 0), hashed only when a \
             pawn of the side to move stands beside the pawn that has just moved two squares.",
            &keys.en_passant,
        ),
        scalar(
            "ZOBRIST_WHITE_TO_MOVE",
            "Xored into the hash when white is to move (Polyglot's turn key).",
            keys.white_to_move,
        ),
    ]
}
