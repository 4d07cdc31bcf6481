//! The catalogue: every generated table described once, by name, file, element type, the meaning
//! of each index, which slider-table variants read it, its doc and its values. The files of
//! `generated/`, chess-core's statics and the catalogue chess-core's readers use (the `show table`
//! command, the wasm exports, the page) are all rendered from this one list, so adding a table is
//! one change here.

use crate::geometry::square_name;
use crate::planes::{self, Plane};
use crate::render::board_picture;
use crate::{Axis, Direction, Element, TableVariant};
use crate::{leapers, rays, sliders, x88, zobrist};

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

/// The four plane shifts, which a queen's look-up reads all of.
pub const PLANE_SHIFTS: Family = Family {
    name: "PLANE_SHIFTS",
    doc: "`NORMAL_SHIFT`, `R90_SHIFT`, `A1H8_SHIFT` and `A8H1_SHIFT` in one array, so that one \
          base address serves all four.",
    interleave: 0,
};

/// The two diagonal masks, which the byte variant's bishop reads both of.
pub const DIAGONALS: Family = Family {
    name: "DIAGONALS",
    doc: "`A1H8_DIAGONAL` and `A8H1_DIAGONAL` in one array, so that one base address serves both.",
    interleave: 0,
};

/// The compact variant's four tables, which a queen's look-up reads all of, one row (the
/// square's) of each: interleaved in pairs, a rook's two rows (rank, file) lie side by side, and so
/// do a bishop's two, where four separate tables put them 32 KiB apart; each pair's table stays
/// whole, so a rook's look-ups still spread over every cache set. Measured faster on x86-64 for
/// all three pieces (`bench/benches/lookups.rs`; interleaving all four by square helped the queen
/// more and the rook and bishop not at all).
pub const COMPACT_ATTACKS: Family = Family {
    name: "COMPACT_ATTACKS",
    doc: "`COMPACT_RANK_ATTACKS`, `COMPACT_FILE_ATTACKS`, `COMPACT_DIAG_A1H8_ATTACKS` and \
          `COMPACT_DIAG_A8H1_ATTACKS` interleaved in pairs: `COMPACT_ATTACKS[k / 2][sq][k % 2]` \
          is row `sq` of the k-th (rank, file, a1h8, a8h1), so that one base address serves all \
          four and a rook's two rows, or a bishop's, lie together.",
    interleave: 2,
};

impl Axis {
    /// The comment written above each row of a table whose first index this is.
    fn row_label(self, row: usize) -> String {
        match self {
            Axis::Square => format!("{} (square {row})", square_name(row)),
            Axis::Color => ["white", "black"][row].to_string(),
            Axis::ColoredPiece => format!(
                "{} {}",
                ["white", "black"][row / 6],
                ["pawn", "knight", "bishop", "rook", "queen", "king"][row % 6]
            ),
            Axis::Direction => Direction::ALL[row].name().to_string(),
            Axis::LinePosition => format!("position {row} (file {})", (b'a' + row as u8) as char),
            other => format!("{other:?} {row}"),
        }
    }

    /// The row labels of a table indexed by this first.
    pub fn row_labels(self) -> Vec<String> {
        (0..self.size()).map(|row| self.row_label(row)).collect()
    }
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

    fn read_by(mut self, variants: &'static [TableVariant]) -> Table {
        self.variants = variants;
        self
    }

    fn in_family(mut self, family: &'static Family) -> Table {
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

fn bytes(values: &[u8]) -> impl Iterator<Item = u64> + '_ {
    values.iter().map(|&value| u64::from(value))
}

fn bitboards<const N: usize>(rows: &[[u64; N]]) -> Vec<u64> {
    rows.iter().flatten().copied().collect()
}

/// Every table, in file order, and within a file in the order it is written.
pub fn tables() -> Vec<Table> {
    let [normal, r90, a1h8, a8h1] = planes::all();
    let planes = [&normal, &r90, &a1h8, &a8h1];
    let mut tables = Vec::new();
    for plane in planes {
        tables.extend(plane_tables(plane));
    }
    tables.extend(slider_tables(&planes));
    tables.extend(compact_tables(&planes));
    tables.push(first_rank_table());
    tables.extend(diagonal_tables());
    tables.extend(leaper_tables());
    tables.extend(ray_tables());
    tables.extend(x88_tables());
    tables.extend(zobrist_tables());
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

fn plane_tables(plane: &Plane) -> Vec<Table> {
    let upper = plane.name.to_uppercase();
    let what = PLANE_DESCRIPTIONS
        .iter()
        .find(|(name, _)| *name == plane.name)
        .expect("every plane is described")
        .1;
    let doc = |text: &str, values: &[u8; 64]| format!("{text}\n\n{}", board_picture(values));
    let table = |suffix: &str, summary: String, text: String, axis: Axis, element, values| {
        Table::new(
            format!("{upper}_{suffix}"),
            "planes.rs",
            summary,
            doc(&text, values),
            element,
            &[axis],
            bytes(values),
        )
    };
    let mut tables = vec![
        table(
            "INDEX",
            format!("Square → its bit in the {what}."),
            format!("Square → its bit in the {what}."),
            Axis::Square,
            Element::Bit,
            &plane.index,
        ),
        table(
            "SQUARE",
            format!("Bit of the {what} → the square it stands for."),
            format!(
                "Bit of the {what} → the square it stands for, the inverse of `{upper}_INDEX` (the \
                 picture shows, at each bit's place, that square)."
            ),
            Axis::PlaneBit,
            Element::Square,
            &plane.square,
        ),
        table(
            "SHIFT",
            format!("Square → the shift of its line in the {what}."),
            format!(
                "Square → the right shift that brings its line of the {what} to bit 0: \
                 `({} >> {upper}_SHIFT[sq]) & mask` is the line's state.",
                plane.name
            ),
            Axis::Square,
            Element::Number,
            &plane.shift,
        )
        .in_family(&PLANE_SHIFTS),
    ];
    if plane.lines.len() > 8 {
        tables.push(table(
            "LENGTH",
            format!("Square → the length of its line in the {what}."),
            format!("Square → the number of squares on its {what} line."),
            Axis::Square,
            Element::Number,
            &plane.length,
        ));
        let mask = plane.mask();
        tables.push(table(
            "MASK",
            format!("Square → the state mask of its line in the {what}."),
            format!("Square → `(1 << {upper}_LENGTH[sq]) - 1`."),
            Axis::Square,
            Element::Mask,
            &mask,
        ));
    }
    tables
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

/// The full variant's `[64][256]` tables, one per plane.
fn slider_tables(planes: &[&Plane; 4]) -> Vec<Table> {
    let lines = [
        (
            "RANK_ATTACKS",
            "rank_attacks.rs",
            "Rank attacks by square and rank state.",
            RANK_DOC,
        ),
        (
            "FILE_ATTACKS",
            "file_attacks.rs",
            "File attacks by square and file state (rotated 90).",
            FILE_DOC,
        ),
        (
            "DIAG_A1H8_ATTACKS",
            "diag_a1h8_attacks.rs",
            "Attacks along a1h8 diagonals by square and state.",
            A1H8_DOC,
        ),
        (
            "DIAG_A8H1_ATTACKS",
            "diag_a8h1_attacks.rs",
            "Attacks along a8h1 diagonals by square and state.",
            A8H1_DOC,
        ),
    ];
    planes
        .iter()
        .zip(lines)
        .map(|(plane, (name, file, summary, doc))| {
            let doc = format!(
                "{doc}\n\nAn entry holds the squares a slider on `sq` attacks along that line: every \
                 square up to and including the first occupied one on each side. The slider's own \
                 bit in the state does not matter. Four entries a line: line k of a row holds \
                 states 4k..4k+3."
            );
            Table::new(
                name,
                file,
                summary,
                doc,
                Element::Bitboard,
                &[Axis::Square, Axis::State],
                bitboards(&sliders::line_attacks(plane)),
            )
            .read_by(&[TableVariant::Full])
        })
        .collect()
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
fn compact_tables(planes: &[&Plane; 4]) -> Vec<Table> {
    let names = [
        (
            "COMPACT_RANK_ATTACKS",
            "RANK_ATTACKS",
            "Rank attacks by square and the rank's 6 inner bits.",
        ),
        (
            "COMPACT_FILE_ATTACKS",
            "FILE_ATTACKS",
            "File attacks by square and the file's 6 inner bits.",
        ),
        (
            "COMPACT_DIAG_A1H8_ATTACKS",
            "DIAG_A1H8_ATTACKS",
            "a1h8 diagonal attacks by square and 6 inner bits.",
        ),
        (
            "COMPACT_DIAG_A8H1_ATTACKS",
            "DIAG_A8H1_ATTACKS",
            "a8h1 diagonal attacks by square and 6 inner bits.",
        ),
    ];
    planes
        .iter()
        .zip(names)
        .map(|(plane, (name, full, summary))| {
            let doc = format!(
                "`{full}` without the ends of the line, `[sq][inner]`: `inner = (state >> 1) & 63`, \
                 with `state` read as for `{full}` (the unmasked byte is fine). A slider attacks the \
                 squares at the ends of its line whether they are occupied or not, so only the 6 \
                 inner bits choose the entry: 64 entries a square instead of 256. Four entries a \
                 line: line k of a row holds inner states 4k..4k+3."
            );
            Table::new(
                name,
                "compact_attacks.rs",
                summary,
                doc,
                Element::Bitboard,
                &[Axis::Square, Axis::InnerState],
                bitboards(&sliders::inner_line_attacks(plane)),
            )
            .read_by(&[TableVariant::Compact])
            .in_family(&COMPACT_ATTACKS)
        })
        .collect()
}

/// The byte variant (cargo feature `byte-tables`): one table of line attack sets for all lines.
fn first_rank_table() -> Table {
    let rows = sliders::first_rank_attacks();
    Table::new(
        "FIRST_RANK_ATTACKS",
        "first_rank_attacks.rs",
        "Line attack sets by position on a line and 6 inner bits.",
        "`[position][inner]` → the positions a slider at `position` (0..8) attacks on a line of 8 \
         squares whose inner squares (positions 1..=6) are occupied as `inner << 1` says; bit i \
         stands for position i, so on the first rank for the file. `inner = (state >> 1) & 63` for \
         the state of any line (rank, file or diagonal) read off its plane, `position` being the \
         square's place on that line; chess-core's byte variant spreads the result onto the line's \
         squares with shifts and a multiply. Positions past the end of a shorter diagonal fall \
         off the board when spread. Six entries a line: line k of a row holds inner states 6k..6k+5.",
        Element::LineBits,
        &[Axis::LinePosition, Axis::InnerState],
        rows.iter().flat_map(|row| bytes(row).collect::<Vec<_>>()),
    )
    .read_by(&[TableVariant::Byte])
}

/// The diagonal masks: the byte variant's look-up copies its byte to every rank and keeps the
/// diagonal's squares, one load instead of finding the diagonal from the square's coordinates;
/// the compact and byte variants' `line` picks the square's line that holds the other square.
fn diagonal_tables() -> Vec<Table> {
    let [a1h8, a8h1] = rays::diagonals();
    let table = |name: &str, parallel: &str, values: [u64; 64]| {
        Table::new(
            name,
            "first_rank_attacks.rs",
            format!("The {parallel} diagonal through each square."),
            format!(
                "Square → the whole diagonal parallel to {parallel} through the square, edge to \
                 edge, the square included: chess-core's byte variant spreads a diagonal's \
                 attacks onto the board by copying them to every rank and keeping these squares, \
                 and its `line` (and the compact variant's) picks among them. Four entries a \
                 line: line k holds squares 4k..4k+3."
            ),
            Element::Bitboard,
            &[Axis::Square],
            values,
        )
        .read_by(&[TableVariant::Compact, TableVariant::Byte])
        .in_family(&DIAGONALS)
    };
    vec![
        table("A1H8_DIAGONAL", "a1–h8", a1h8),
        table("A8H1_DIAGONAL", "a8–h1", a8h1),
    ]
}

fn leaper_tables() -> Vec<Table> {
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
            bitboards(&leapers::pawn_attacks()),
        ),
    ]
}

fn ray_tables() -> Vec<Table> {
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
            bitboards(&rays::rays()),
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
            bitboards(&rays::between()),
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
            bitboards(&rays::line()),
        )
        .read_by(&[TableVariant::Full]),
    ]
}

fn x88_tables() -> Vec<Table> {
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
        bytes(&x88::attack_vectors()),
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

fn zobrist_tables() -> Vec<Table> {
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
            bitboards(&keys.pieces),
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
