//! The attack look-ups and the table catalogue, for the table inspector page and for anyone who
//! wants to see how a rotated-bitboard look-up reads its table.

use core::fmt::Write;

use chess_core::attacks::{Attacker, Line};
use chess_core::inspect::{self, line_lookup as lookup};
use chess_core::tables::{A1H8_SQUARE, A8H1_SQUARE, NORMAL_SQUARE, R90_SQUARE};
use chess_core::{Bitboard, Occupancy, Square};
use wasm_bindgen::prelude::*;

use crate::text::quote;

/// The pieces the attack look-ups take, tab-separated: `rook`, `bishop`, `queen`, `knight`,
/// `king`, `wpawn`, `bpawn` (chess-core's one list, [`Attacker::ALL`]), each as
/// `name:label:lines`, the label for people and the lines its attacks are looked up along
/// (comma-separated, none for the pieces that do not slide).
#[wasm_bindgen(js_name = attackerNames)]
pub fn attacker_names() -> String {
    let names = Attacker::ALL.map(|attacker| {
        let lines = Line::of(attacker.piece()).iter().map(|line| line.name());
        let lines: Vec<&str> = lines.collect();
        [attacker.name(), attacker.label(), &lines.join(",")].join(":")
    });
    names.join("\t")
}

/// The lines a slider's attacks are looked up along, in plane order, tab-separated: `rank`,
/// `file`, `a1h8`, `a8h1`.
#[wasm_bindgen(js_name = lineNames)]
pub fn line_names() -> String {
    Line::ALL.map(|line| line.name()).join("\t")
}

/// An attacker by name, refused with the message of the command's `attacks`.
fn attacker(name: &str) -> Result<Attacker, JsError> {
    name.parse().map_err(|_| {
        let names = Attacker::ALL.map(Attacker::name);
        let (last, others) = names.split_last().expect("seven attackers");
        let names = format!("{} or {last}", others.join(", "));
        JsError::new(&format!("{} is not a piece; use {names}", quote(name)))
    })
}

fn line(name: &str) -> Result<Line, JsError> {
    Line::ALL
        .into_iter()
        .find(|line| line.name() == name)
        .ok_or_else(|| {
            let names = Line::ALL.map(Line::name).join(", ");
            JsError::new(&format!("{} is not a line: one of {names}", quote(name)))
        })
}

fn square(value: &JsValue) -> Result<Square, JsError> {
    let number = value
        .as_f64()
        .filter(|n| n.fract() == 0.0 && (0.0..64.0).contains(n));
    match (value.as_string(), number) {
        (Some(name), _) => square_named(&name),
        (None, Some(number)) => Ok(Square::ALL[number as usize]),
        _ => Err(JsError::new(
            "a square is a name (e4) or a number (a1 = 0 … h8 = 63)",
        )),
    }
}

/// The squares `piece` (an attacker's name: `rook`, …, `wpawn`, `bpawn`) on `square` attacks,
/// given the occupied squares (bit i = square i).
#[wasm_bindgen]
pub fn attacks(piece: &str, square: JsValue, occupancy: u64) -> Result<u64, JsError> {
    let occupancy = Occupancy::from(Bitboard(occupancy));
    Ok(attacker(piece)?
        .attacks(self::square(&square)?, &occupancy)
        .0)
}

/// The table look-up along `line` (`rank`, `file`, `a1h8`, `a8h1`) through `square`: one record,
/// `table plane shift length state row column entry entryText attacks`, tab-separated, numbers
/// in decimal.
#[wasm_bindgen(js_name = lineLookup)]
pub fn line_lookup(line: &str, square: JsValue, occupancy: u64) -> Result<String, JsError> {
    let occupancy = Occupancy::from(Bitboard(occupancy));
    let found = lookup(self::line(line)?, self::square(&square)?, &occupancy);
    let state = found.state;
    Ok(format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
        found.table.name(),
        state.plane,
        state.shift,
        state.length,
        state.state,
        found.row,
        found.column,
        found.entry.value(),
        found.entry,
        found.attacks.0
    ))
}

/// The square bit `bit` of `line`'s occupancy plane stands for, for each bit 0..64, as 64
/// numbers separated by spaces.
#[wasm_bindgen(js_name = planeSquares)]
pub fn plane_square(line: &str) -> Result<String, JsError> {
    let squares = match self::line(line)? {
        Line::Rank => &NORMAL_SQUARE,
        Line::File => &R90_SQUARE,
        Line::DiagonalA1H8 => &A1H8_SQUARE,
        Line::DiagonalA8H1 => &A8H1_SQUARE,
    };
    Ok(squares.map(|square| square.to_string()).join(" "))
}

/// The tables this build reads, one record a line: `name summary element axes`, tab-separated,
/// the axes as `name:size` separated by commas.
#[wasm_bindgen]
pub fn tables() -> String {
    let mut out = String::new();
    for table in inspect::this_build() {
        let _ = write!(
            out,
            "{}\t{}\t{:?}\t",
            table.name(),
            table.summary(),
            table.element()
        );
        for (i, axis) in table.axes().iter().enumerate() {
            let comma = if i == 0 { "" } else { "," };
            let _ = write!(out, "{comma}{}:{}", axis.name(), axis.size());
        }
        out.push('\n');
    }
    out
}

/// One entry of the table `name`, at `index` (one number for each axis): `value text`,
/// tab-separated, the value in decimal (a step is negative).
#[wasm_bindgen(js_name = tableEntry)]
pub fn table_entry(name: &str, index: Vec<f64>) -> Result<String, JsError> {
    let table = inspect::this_build()
        .iter()
        .find(|table| table.name() == name)
        .ok_or_else(|| JsError::new(&format!("{} is not a table of this build", quote(name))))?;
    // JavaScript's numbers: -1 or 1.5 is no entry, named as given rather than wrapped or cut.
    let whole = |&i: &f64| i.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&i);
    let entry = index
        .iter()
        .all(whole)
        .then(|| index.iter().map(|&i| i as usize).collect::<Vec<_>>())
        .and_then(|index| table.entry(&index));
    let entry = entry.ok_or_else(|| {
        let index: Vec<String> = index.iter().map(f64::to_string).collect();
        let sizes: Vec<String> = table.axes().iter().map(|a| a.size().to_string()).collect();
        JsError::new(&format!(
            "{} has no entry at [{}]: its sizes are [{}]",
            table.name(),
            index.join(", "),
            sizes.join(", ")
        ))
    })?;
    Ok(format!("{}\t{entry}", entry.value()))
}

/// A square by name (`e4`).
fn square_named(word: &str) -> Result<Square, JsError> {
    word.parse()
        .map_err(|error| JsError::new(&format!("{} is not a square: {error}", quote(word))))
}
