//! `chess-tables attacks`: one query a line on stdin, one hex bitboard a line on stdout.
//!
//! Built for differential testing: answers stream out as queries stream in. Output is buffered,
//! and flushed whenever the input has nothing more waiting, so a tester that writes one query and
//! waits for its answer is served as well as one that pipes a million. A bad line stops the run
//! with its line number; the answers to the lines before it have been written whole.

use std::io::{BufRead, BufReader, Read, Write};

use chess_core::Occupancy;
use chess_core::attacks::Attacker;

use crate::input;
use crate::output::{Failure, bad};

/// Answers every query read from `queries` on `answers`.
pub fn run(queries: impl Read, answers: impl Write) -> Result<(), Failure> {
    let mut queries = BufReader::with_capacity(64 * 1024, queries);
    let mut answers = std::io::BufWriter::with_capacity(64 * 1024, answers);
    let mut line = Vec::new();
    for number in 1.. {
        // Reading on may block: first hand over every answer the asker may be waiting for.
        if !queries.buffer().contains(&b'\n') {
            answers.flush()?;
        }
        line.clear();
        if queries.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        let attacked =
            answer_line(&line).map_err(|message| bad(format!("line {number}: {message}")))?;
        writeln!(answers, "{:#018x}", attacked.0)?;
    }
    Ok(answers.flush()?)
}

/// The answer to one line of input (its line break included or not), or what is wrong with it.
pub fn answer_line(line: &[u8]) -> Result<chess_core::Bitboard, String> {
    let text = std::str::from_utf8(line).map_err(|error| {
        format!(
            "not UTF-8 (byte {} of the line): {}",
            error.valid_up_to() + 1,
            input::quote(String::from_utf8_lossy(line).trim_end_matches(['\n', '\r']))
        )
    })?;
    answer(text.trim_end_matches(['\n', '\r']))
}

fn answer(query: &str) -> Result<chess_core::Bitboard, String> {
    let words: Vec<&str> = query.split_whitespace().collect();
    let &[piece, square, occupied] = words.as_slice() else {
        return Err(format!(
            "expected `<piece> <square> <occupancy>`, like `rook e4 0x0000000000001000`, got {} word(s)",
            words.len()
        ));
    };
    let attacker: Attacker = piece
        .parse()
        .map_err(|_| format!("`{piece}` is not a piece; use {}", attacker_names()))?;
    let square = input::square(square).map_err(message)?;
    let occupied = input::bitboard(occupied).map_err(message)?;
    Ok(attacker.attacks(square, &Occupancy::from(occupied)))
}

/// `attacks --help`: what it reads and writes, the attackers named from chess-core's list.
pub fn long_help() -> String {
    let names = Attacker::ALL.map(Attacker::name).join(" ");
    format!(
        "Read `<piece> <square> <occupancy>` lines on stdin, write what each piece attacks.\n\n\
         Piece: {names}; occupancy: a `0x` hex bitboard of the occupied squares. One 16-digit \
         hex bitboard a line comes back, streaming."
    )
}

/// The attackers' names as a list in prose: `rook, bishop, …, wpawn or bpawn`.
fn attacker_names() -> String {
    let names = Attacker::ALL.map(Attacker::name);
    let (last, others) = names.split_last().expect("seven attackers");
    format!("{} or {last}", others.join(", "))
}

fn message(failure: Failure) -> String {
    match failure {
        Failure::BadInput(message) => message,
        Failure::Io(error) => error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_text(input: &str) -> (Result<(), Failure>, String) {
        let mut output = Vec::new();
        let result = run(input.as_bytes(), &mut output);
        (result, String::from_utf8(output).unwrap())
    }

    #[test]
    fn answers_every_line() {
        let (result, output) =
            run_text("rook a1 0x0\nknight a1 0xffffffffffffffff\r\nbpawn e4 0x0\n");
        assert!(result.is_ok());
        assert_eq!(
            output,
            "0x01010101010101fe\n0x0000000000020400\n0x0000000000280000\n"
        );
    }

    #[test]
    fn a_bad_line_names_its_number_and_keeps_earlier_answers_whole() {
        let (result, output) = run_text("king a1 0x0\nrook z9 0x0\nking a1 0x0\n");
        let Err(Failure::BadInput(message)) = result else {
            panic!("expected bad input")
        };
        assert!(
            message.starts_with("line 2: `z9` is not a square"),
            "{message}"
        );
        assert_eq!(output, "0x0000000000000302\n");
    }

    #[test]
    fn a_line_that_is_not_utf8_is_bad_input() {
        let mut output = Vec::new();
        let result = run(&b"king a1 0x0\nrook \xff1 0x0\n"[..], &mut output);
        let Err(Failure::BadInput(message)) = result else {
            panic!("expected bad input")
        };
        assert_eq!(
            message,
            "line 2: not UTF-8 (byte 6 of the line): `rook \u{fffd}1 0x0`"
        );
        assert_eq!(output, b"0x0000000000000302\n");
    }

    #[test]
    fn every_kind_of_bad_query_is_explained() {
        for (query, expected) in [
            ("rook a1", "expected `<piece> <square> <occupancy>`"),
            ("", "expected `<piece> <square> <occupancy>`"),
            (
                "pawn a1 0x0",
                "`pawn` is not a piece; use rook, bishop, queen, knight, king, wpawn or bpawn",
            ),
            ("rook a1 ff", "`ff` is not a bitboard"),
            ("rook a1 0x1ffffffffffffffff", "does not fit in 64 bits"),
            ("rook a1 0x\u{fffd}", "`0x\u{fffd}` is not a bitboard"),
        ] {
            let error = answer_line(query.as_bytes()).unwrap_err();
            assert!(error.contains(expected), "{query:?}: {error}");
        }
    }
}
