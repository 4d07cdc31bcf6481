//! `chess-tables show table [<name> <index>…]`: lists every generated table, or draws one entry,
//! all through chess-core's catalogue, so a new table appears here with no change to the tool.

use std::fmt::Write;

use chess_core::attacks::Attacker;
use chess_core::inspect::{self, Axis, Element, Table};
use chess_core::{Square, tables};

use crate::input;
use crate::output::{Failure, bad};

/// The list of tables, one a line: name, the indices it takes, what it holds.
pub fn list() -> String {
    let mut text = String::from("tables (show table <name> <index>...):\n");
    for table in inspect::tables() {
        let _ = writeln!(
            text,
            "  {:<27} {:<33} {}",
            table.name().to_lowercase(),
            usage(table),
            table.summary()
        );
    }
    text
}

/// The indices `table` takes, as a usage line writes them: `<square> <state>`.
fn usage(table: &Table) -> String {
    let words: Vec<&str> = table
        .axes()
        .iter()
        .map(|axis| match axis {
            Axis::X88Difference => "<from square> <to square>",
            Axis::Square => "<square>",
            Axis::PlaneBit => "<bit 0..63>",
            Axis::State => "<state>",
            Axis::InnerState => "<inner 0..63>",
            Axis::LinePosition => "<position 0..7>",
            Axis::Color => "<white|black>",
            Axis::ColoredPiece => "<white|black>-<piece>",
            Axis::Direction => "<direction>",
            Axis::CastlingRights => "<rights 0..15>",
            Axis::File => "<file a..h>",
            _ => "<index>",
        })
        .collect();
    words.join(" ")
}

/// One entry of the table called `name`, drawn: a bitboard as a board, anything else as a value.
pub fn entry(name: &str, words: &[&str]) -> Result<String, Failure> {
    let table = inspect::table(name).ok_or_else(|| {
        bad(format!(
            "no table {}; `chess-tables show table` lists them",
            input::quote(name)
        ))
    })?;
    let usage = || {
        bad(format!(
            "usage: show table {} {}",
            name.to_lowercase(),
            usage(table)
        ))
    };
    let mut rest = words;
    let mut index = Vec::new();
    let mut labels = Vec::new();
    for &axis in table.axes() {
        let (value, label, used) = read_index(axis, rest).ok_or_else(usage)??;
        index.push(value);
        labels.push(label);
        rest = &rest[used..];
    }
    if !rest.is_empty() {
        return Err(usage());
    }
    let entry = table.entry(&index).expect("every index was checked");
    let title = format!("{}{}", table.name(), labels.concat());
    Ok(match (entry.bitboard(), table.element()) {
        (Some(board), _) => format!("{title}\n{board:#018x}\n{board}\n"),
        (None, Element::KindSet) => format!("{title} = {entry} ({})\n", x88_kinds(entry.value())),
        (None, _) => format!("{title} = {entry}\n"),
    })
}

/// Reads one index of `axis` off the front of `words`: its value, how the title writes it, and
/// how many words it took. `None` when the words run out.
fn read_index(axis: Axis, words: &[&str]) -> Option<Result<(usize, String, usize), Failure>> {
    let word = *words.first()?;
    let labelled = |value: usize| Ok((value, format!("[{word}]"), 1));
    let named = |names: &[String], what: &str| match names.iter().position(|name| name == word) {
        Some(value) => labelled(value),
        None => Err(bad(format!(
            "{} is not {what}; use one of {}",
            input::quote(word),
            names.join(", ")
        ))),
    };
    let number = |limit: usize, what: &str| match word.parse::<usize>() {
        Ok(value) if value < limit => labelled(value),
        _ => Err(bad(format!(
            "{} is not {what} from 0 to {}",
            input::quote(word),
            limit - 1
        ))),
    };
    Some(match axis {
        Axis::Square => input::square(word).and_then(|square| labelled(square.index())),
        Axis::State => input::state(word).and_then(|state| labelled(usize::from(state))),
        Axis::InnerState => match input::state(word) {
            Ok(inner) if inner < 64 => labelled(usize::from(inner)),
            _ => Err(bad(format!(
                "{} is not an inner line state from 0 to 63",
                input::quote(word)
            ))),
        },
        Axis::PlaneBit => number(64, "a bit number"),
        Axis::LinePosition => number(8, "a position on a line"),
        Axis::CastlingRights => number(16, "a set of castling rights"),
        Axis::Color => named(&strings(&["white", "black"]), "a colour"),
        Axis::File => named(
            &strings(&["a", "b", "c", "d", "e", "f", "g", "h"]),
            "a file",
        ),
        Axis::Direction => named(&strings(&DIRECTION_NAMES), "a direction"),
        Axis::ColoredPiece => {
            let names: Vec<String> = ["white", "black"]
                .iter()
                .flat_map(|color| PIECE_NAMES.map(|piece| format!("{color}-{piece}")))
                .collect();
            named(&names, "a piece")
        }
        Axis::X88Difference => {
            let to = *words.get(1)?;
            (|| {
                let (from, to) = (input::square(word)?, input::square(to)?);
                let difference = x88_index(to) - x88_index(from);
                let offset = i32::from(tables::X88_OFFSET);
                let value = usize::try_from(difference + offset).expect("within the table");
                Ok((value, format!("[{difference} + {offset}]"), 2))
            })()
        }
        _ => number(axis.size(), "an index"),
    })
}

/// The directions in [`Direction::ALL`]'s order, as `generated/rays.rs` names them.
const DIRECTION_NAMES: [&str; 8] = [
    "north",
    "north-east",
    "east",
    "north-west",
    "south",
    "south-west",
    "west",
    "south-east",
];

const PIECE_NAMES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];

fn strings(words: &[&str]) -> Vec<String> {
    words.iter().map(|word| word.to_string()).collect()
}

fn x88_index(square: Square) -> i32 {
    i32::from(chess_core::reference::x88::index(square))
}

/// The names of the attacker kinds in an `X88_ATTACKS` entry.
fn x88_kinds(bits: i128) -> String {
    let kinds = [
        (tables::X88_WHITE_PAWN, Attacker::WhitePawn),
        (tables::X88_BLACK_PAWN, Attacker::BlackPawn),
        (tables::X88_KNIGHT, Attacker::Knight),
        (tables::X88_BISHOP, Attacker::Bishop),
        (tables::X88_ROOK, Attacker::Rook),
        (tables::X88_QUEEN, Attacker::Queen),
        (tables::X88_KING, Attacker::King),
    ];
    let names: Vec<&str> = kinds
        .iter()
        .filter(|(bit, _)| bits & i128::from(*bit) != 0)
        .map(|(_, attacker)| attacker.label())
        .collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}
