//! The attack look-ups and the table catalogue, for the table inspector page and for anyone who
//! wants to see how a rotated-bitboard look-up reads its table.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write;

use chess_core::attacks::{Attacker, Line};
use chess_core::inspect::{self, line_lookup as lookup};
use chess_core::tables::{A1H8_SQUARE, A8H1_SQUARE, NORMAL_SQUARE, R90_SQUARE};
use chess_core::{Bitboard, Occupancy};

use crate::abi::fields;
use crate::text::{self, push_number, quote};

crate::operation! {
    inspect_names => names;
    inspect_attacks => attacks;
    inspect_line_lookup => line_lookup;
    inspect_plane_squares => plane_squares;
    inspect_tables => tables;
    inspect_table_entry => table_entry;
    check_square => square_named;
}

/// Two lines. The pieces the attack look-ups take, tab-separated: `rook`, `bishop`, `queen`,
/// `knight`, `king`, `wpawn`, `bpawn` (chess-core's one list, [`Attacker::ALL`]), each as
/// `name:label:lines`, the label for people and the lines its attacks are looked up along
/// (comma-separated, none for the pieces that do not slide). Then the lines, in plane order.
fn names(_: &str, out: &mut String) -> Result<(), String> {
    let names = Attacker::ALL.map(|attacker| {
        let lines = Line::of(attacker.piece()).iter().map(|line| line.name());
        let lines: Vec<&str> = lines.collect();
        [attacker.name(), attacker.label(), &lines.join(",")].join(":")
    });
    out.push_str(&names.join("\t"));
    out.push('\n');
    out.push_str(&Line::ALL.map(|line| line.name()).join("\t"));
    Ok(())
}

/// An attacker by name, refused with the message of the command's `attacks`.
fn attacker(name: &str) -> Result<Attacker, String> {
    name.parse().map_err(|_| {
        let names = Attacker::ALL.map(Attacker::name);
        let (last, others) = names.split_last().expect("seven attackers");
        let names = format!("{} or {last}", others.join(", "));
        format!("{} is not a piece; use {names}", quote(name))
    })
}

fn line(name: &str) -> Result<Line, String> {
    Line::ALL
        .into_iter()
        .find(|line| line.name() == name)
        .ok_or_else(|| {
            let names = Line::ALL.map(Line::name).join(", ");
            format!("{} is not a line: one of {names}", quote(name))
        })
}

/// Occupied squares in decimal (bit i = square i), as `js/api.js` writes a BigInt.
fn occupancy(text: &str) -> Result<Occupancy, String> {
    let bits = text
        .parse()
        .map_err(|_| format!("{} is not a bitboard", quote(text)))?;
    Ok(Occupancy::from(Bitboard(bits)))
}

/// A square's name, as given when it is one, else the message of the command's `attacks`.
fn square_named(input: &str, out: &mut String) -> Result<(), String> {
    push_square_name(out, input)
}

fn push_square_name(out: &mut String, name: &str) -> Result<(), String> {
    text::push_square(out, text::square(name)?);
    Ok(())
}

/// `occupancy`, `square`, `piece` (an attacker's name): the squares the piece attacks there, a
/// bitboard in decimal.
fn attacks(input: &str, out: &mut String) -> Result<(), String> {
    let [occupied, square, piece] = fields(input)?;
    let attacker = attacker(piece)?;
    let attacks = attacker.attacks(text::square(square)?, &occupancy(occupied)?);
    push_number(out, attacks.0);
    Ok(())
}

/// `occupancy`, `square`, `line` (`rank`, `file`, `a1h8`, `a8h1`): the table look-up along the
/// line through the square, one record, `table plane shift length state row column entry
/// entryText attacks`, tab-separated, numbers in decimal.
fn line_lookup(input: &str, out: &mut String) -> Result<(), String> {
    let [occupied, square, line] = fields(input)?;
    let line = self::line(line)?;
    let found = lookup(line, text::square(square)?, &occupancy(occupied)?);
    let state = found.state;
    let _ = write!(
        out,
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
    );
    Ok(())
}

/// `line`: the square bit `bit` of its occupancy plane stands for, for each bit 0..64, as 64
/// numbers separated by spaces.
fn plane_squares(input: &str, out: &mut String) -> Result<(), String> {
    let squares = match line(input)? {
        Line::Rank => &NORMAL_SQUARE,
        Line::File => &R90_SQUARE,
        Line::DiagonalA1H8 => &A1H8_SQUARE,
        Line::DiagonalA8H1 => &A8H1_SQUARE,
    };
    out.push_str(&squares.map(|square| square.to_string()).join(" "));
    Ok(())
}

/// The tables this build reads, one record a line: `name summary element axes`, tab-separated,
/// the axes as `name:size` separated by commas.
fn tables(_: &str, out: &mut String) -> Result<(), String> {
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
    Ok(())
}

/// `index` (numbers as JavaScript writes them, separated by commas), `name`: the entry of that
/// table there, `value text`, tab-separated, the value in decimal (a step is negative).
fn table_entry(input: &str, out: &mut String) -> Result<(), String> {
    let [index, name] = fields(input)?;
    let table = inspect::this_build()
        .iter()
        .find(|table| table.name() == name)
        .ok_or_else(|| format!("{} is not a table of this build", quote(name)))?;
    let index: Vec<&str> = index.split(',').filter(|i| !i.is_empty()).collect();
    // -1 or 1.5 is no entry, named as given rather than wrapped or cut.
    let numbers: Option<Vec<usize>> = index.iter().map(|i| i.parse().ok()).collect();
    let entry = numbers
        .and_then(|numbers| table.entry(&numbers))
        .ok_or_else(|| {
            let sizes: Vec<String> = table.axes().iter().map(|a| a.size().to_string()).collect();
            format!(
                "{} has no entry at [{}]: its sizes are [{}]",
                table.name(),
                index.join(", "),
                sizes.join(", ")
            )
        })?;
    let _ = write!(out, "{}\t{entry}", entry.value());
    Ok(())
}
