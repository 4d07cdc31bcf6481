//! `chess-tables show`: draws bitboards, occupancy planes, generated table entries and positions
//! for people.

use std::fmt::Write;

use chess_core::attacks::{Line, TableVariant};
use chess_core::{Bitboard, Color, Direction, Occupancy, Square, attacks, tables, x88};

use crate::{Failure, bad, input, show_position};

/// Renders what `args` (the words after `show`) ask for.
pub fn run(args: &[String]) -> Result<String, Failure> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["bitboard", hex] => Ok(board_text(input::bitboard(hex)?)),
        ["occupancy", hex] => Ok(occupancy_text(input::bitboard(hex)?, None)),
        ["occupancy", hex, square] => Ok(occupancy_text(
            input::bitboard(hex)?,
            Some(input::square(square)?),
        )),
        ["table"] => Ok(table_list()),
        ["table", name, indices @ ..] => table_entry(name, indices),
        ["position", ..] => show_position::run(&args[1..]),
        _ => Err(bad(
            "usage: show bitboard <hex> | show occupancy <hex> [<square>] | show table <name> <index>... | show position [FEN] [--moves \"m1 m2 ...\"]",
        )),
    }
}

fn board_text(board: Bitboard) -> String {
    format!("{board:#018x}\n{board}\n")
}

/// One plane drawn in its own bit layout: row k holds bits 8k..8k+7, bit 0 bottom left.
fn plane_text(plane: u64) -> String {
    let mut text = String::new();
    for row in (0..8).rev() {
        let bits: Vec<&str> = (0..8)
            .map(|column| {
                if plane >> (row * 8 + column) & 1 != 0 {
                    "1"
                } else {
                    "."
                }
            })
            .collect();
        let _ = writeln!(
            text,
            "  bits {:>2}..{:>2}  {}",
            row * 8,
            row * 8 + 7,
            bits.join(" ")
        );
    }
    text
}

fn occupancy_text(occupied: Bitboard, square: Option<Square>) -> String {
    let occupancy = Occupancy::from(occupied);
    let mut text = board_text(occupied);
    let names = [
        "normal",
        "rotated 90 (files as ranks)",
        "rotated 45, a1h8 diagonals",
        "rotated 45, a8h1 diagonals",
    ];
    for (name, plane) in names.iter().zip(occupancy.planes()) {
        let _ = write!(text, "\n{name}: {plane:#018x}\n{}", plane_text(plane));
    }
    if let Some(square) = square {
        let _ = writeln!(
            text,
            "\nline states of {square}, and the entry each table variant reads:"
        );
        for line in Line::ALL {
            let state = TableVariant::Full.lookup(line, square, &occupancy).state;
            let _ = writeln!(text, "  {}: state {state:#04x} ({state:08b})", line.name());
            for variant in TableVariant::ALL {
                let lookup = variant.lookup(line, square, &occupancy);
                // The byte table's rows are positions on a line; the others' are squares.
                let (row, entry) = match variant {
                    TableVariant::Byte => {
                        (lookup.row.to_string(), format!("{:#010b}", lookup.entry))
                    }
                    _ => (square.to_string(), format!("{:#018x}", lookup.entry)),
                };
                let _ = writeln!(
                    text,
                    "    {:<8} {}[{row}][{:#04x}] = {entry}",
                    variant.name(),
                    lookup.table,
                    lookup.column
                );
            }
        }
        let _ = write!(
            text,
            "\nrook attacks from {square}:\n{}",
            board_text(attacks::rook_attacks(square, &occupancy))
        );
        let _ = write!(
            text,
            "\nbishop attacks from {square}:\n{}",
            board_text(attacks::bishop_attacks(square, &occupancy))
        );
    }
    text
}

/// The tables `show table` knows, with the indices each takes.
const TABLES: &[(&str, &str)] = &[
    ("rank_attacks", "<square> <state>"),
    ("file_attacks", "<square> <state>"),
    ("diag_a1h8_attacks", "<square> <state>"),
    ("diag_a8h1_attacks", "<square> <state>"),
    ("knight_attacks", "<square>"),
    ("king_attacks", "<square>"),
    ("pawn_attacks", "<white|black> <square>"),
    (
        "rays",
        "<north|north-east|east|north-west|south|south-west|west|south-east> <square>",
    ),
    ("between", "<square> <square>"),
    ("line", "<square> <square>"),
    (
        "<plane>_index",
        "<square>       (plane: normal, r90, a1h8, a8h1)",
    ),
    ("<plane>_square", "<bit 0..63>"),
    ("<plane>_shift", "<square>"),
    ("a1h8_length, a8h1_length, a1h8_mask, a8h1_mask", "<square>"),
    ("x88_attacks, x88_steps", "<from square> <to square>"),
];

fn table_list() -> String {
    let mut text = String::from("tables (show table <name> <index>...):\n");
    for (name, indices) in TABLES {
        let _ = writeln!(text, "  {name} {indices}");
    }
    text
}

fn table_entry(name: &str, indices: &[&str]) -> Result<String, Failure> {
    let usage = || {
        let indices = TABLES
            .iter()
            .find(|(table, _)| *table == name)
            .map_or("", |(_, i)| *i);
        bad(format!("usage: show table {name} {indices}"))
    };
    let title = format!("{}[{}]", name.to_uppercase(), indices.join("]["));
    let slider = |table: &[[u64; 256]; 64]| -> Result<String, Failure> {
        let [square, state] = indices else {
            return Err(usage());
        };
        let entry = table[input::square(square)?.index()][usize::from(input::state(state)?)];
        Ok(format!("{title}\n{}", board_text(Bitboard(entry))))
    };
    let per_square = |table: &[u64; 64]| -> Result<String, Failure> {
        let [square] = indices else {
            return Err(usage());
        };
        Ok(format!(
            "{title}\n{}",
            board_text(Bitboard(table[input::square(square)?.index()]))
        ))
    };
    let pair = |table: &[[u64; 64]; 64]| -> Result<String, Failure> {
        let [a, b] = indices else { return Err(usage()) };
        let entry = table[input::square(a)?.index()][input::square(b)?.index()];
        Ok(format!("{title}\n{}", board_text(Bitboard(entry))))
    };
    match name {
        "rank_attacks" => slider(&tables::RANK_ATTACKS),
        "file_attacks" => slider(&tables::FILE_ATTACKS),
        "diag_a1h8_attacks" => slider(&tables::DIAG_A1H8_ATTACKS),
        "diag_a8h1_attacks" => slider(&tables::DIAG_A8H1_ATTACKS),
        "knight_attacks" => per_square(&tables::KNIGHT_ATTACKS),
        "king_attacks" => per_square(&tables::KING_ATTACKS),
        "pawn_attacks" => {
            let [color, square] = indices else {
                return Err(usage());
            };
            let color = match *color {
                "white" => Color::White,
                "black" => Color::Black,
                other => {
                    return Err(bad(format!(
                        "{} is not a colour; use white or black",
                        input::quote(other)
                    )));
                }
            };
            let entry = tables::PAWN_ATTACKS[color as usize][input::square(square)?.index()];
            Ok(format!("{title}\n{}", board_text(Bitboard(entry))))
        }
        "rays" => {
            let [direction, square] = indices else {
                return Err(usage());
            };
            let names = [
                "north",
                "north-east",
                "east",
                "north-west",
                "south",
                "south-west",
                "west",
                "south-east",
            ];
            let index = names.iter().position(|n| n == direction).ok_or_else(|| {
                bad(format!(
                    "{} is not a direction; use one of {}",
                    input::quote(direction),
                    names.join(", ")
                ))
            })?;
            let ray = chess_core::rays::ray(Direction::ALL[index], input::square(square)?);
            Ok(format!("{title}\n{}", board_text(ray)))
        }
        "between" => pair(&tables::BETWEEN),
        "line" => pair(&tables::LINE),
        "x88_attacks" | "x88_steps" => {
            let [from, to] = indices else {
                return Err(usage());
            };
            let (from, to) = (input::square(from)?, input::square(to)?);
            let difference = i32::from(x88::index(to)) - i32::from(x88::index(from));
            let entry = (difference + i32::from(tables::X88_OFFSET)) as usize;
            let value = if name == "x88_steps" {
                tables::X88_STEPS[entry].to_string()
            } else {
                x88_kinds(tables::X88_ATTACKS[entry])
            };
            Ok(format!(
                "{}[{difference} + {}] = {value}\n",
                name.to_uppercase(),
                tables::X88_OFFSET
            ))
        }
        _ => match plane_array(name) {
            Some((field, array)) => plane_entry(name, field, array, indices, &title),
            None => Err(bad(format!(
                "no table {}; `chess-tables show table` lists them",
                input::quote(name)
            ))),
        },
    }
}

/// The per-square plane array called `name` (`r90_index`, `a1h8_mask`, …) and its field name.
fn plane_array(name: &str) -> Option<(&str, &'static [u8; 64])> {
    let arrays: [(&str, &'static [u8; 64]); 16] = [
        ("normal_index", &tables::NORMAL_INDEX),
        ("normal_square", &tables::NORMAL_SQUARE),
        ("normal_shift", &tables::NORMAL_SHIFT),
        ("r90_index", &tables::R90_INDEX),
        ("r90_square", &tables::R90_SQUARE),
        ("r90_shift", &tables::R90_SHIFT),
        ("a1h8_index", &tables::A1H8_INDEX),
        ("a1h8_square", &tables::A1H8_SQUARE),
        ("a1h8_shift", &tables::A1H8_SHIFT),
        ("a1h8_length", &tables::A1H8_LENGTH),
        ("a1h8_mask", &tables::A1H8_MASK),
        ("a8h1_index", &tables::A8H1_INDEX),
        ("a8h1_square", &tables::A8H1_SQUARE),
        ("a8h1_shift", &tables::A8H1_SHIFT),
        ("a8h1_length", &tables::A8H1_LENGTH),
        ("a8h1_mask", &tables::A8H1_MASK),
    ];
    let (_, array) = arrays.into_iter().find(|(table, _)| *table == name)?;
    Some((name.split_once('_')?.1, array))
}

/// One entry of a per-square plane array; `_square` arrays are indexed by bit number instead.
fn plane_entry(
    name: &str,
    field: &str,
    array: &[u8; 64],
    indices: &[&str],
    title: &str,
) -> Result<String, Failure> {
    let by_bit = field == "square";
    let [index] = indices else {
        let what = if by_bit { "<bit 0..63>" } else { "<square>" };
        return Err(bad(format!("usage: show table {name} {what}")));
    };
    let position = if by_bit {
        let bit = index.parse::<u8>().ok().filter(|bit| *bit < 64);
        usize::from(bit.ok_or_else(|| {
            bad(format!(
                "{} is not a bit number from 0 to 63",
                input::quote(index)
            ))
        })?)
    } else {
        input::square(index)?.index()
    };
    let value = array[position];
    Ok(match field {
        "square" => format!("{title} = {value} ({})\n", Square::ALL[usize::from(value)]),
        "mask" => format!("{title} = {value:#04x} ({value:08b})\n"),
        _ => format!("{title} = {value}\n"),
    })
}

fn x88_kinds(bits: u8) -> String {
    let kinds = [
        (tables::X88_WHITE_PAWN, "white pawn"),
        (tables::X88_BLACK_PAWN, "black pawn"),
        (tables::X88_KNIGHT, "knight"),
        (tables::X88_BISHOP, "bishop"),
        (tables::X88_ROOK, "rook"),
        (tables::X88_QUEEN, "queen"),
        (tables::X88_KING, "king"),
    ];
    let names: Vec<&str> = kinds
        .iter()
        .filter(|(bit, _)| bits & bit != 0)
        .map(|(_, name)| *name)
        .collect();
    if names.is_empty() {
        format!("{bits:#04x} (none)")
    } else {
        format!("{bits:#04x} ({})", names.join(", "))
    }
}
