//! `chess-tables perft` and `chess-tables perftree`: the leaf count of the legal move tree, in
//! total and per root move, in the formats of Stockfish's `go perft` and of the `perftree` tool.
//!
//! All arguments are read and checked before anything is counted or written, so bad input
//! leaves stdout empty.

use std::io::Write;
use std::time::{Duration, Instant};

use chess_core::Position;

use crate::generator::Generator;
use crate::options::Spec;
use crate::{Failure, bad, input};

const PERFT_USAGE: &str = "usage: perft <depth> [--fen FEN] [--moves \"m1 m2 ...\"] [--divide] \
                           [--board bitboard|0x88]";
const PERFTREE_USAGE: &str = "usage: perftree <depth> <fen> [<moves>]";

/// What a `perft` command line asks for, checked.
#[derive(Debug)]
struct PerftRequest {
    depth: u32,
    position: Position,
    divide: bool,
    generator: Generator,
}

/// `perft <depth> [options]`: writes `Nodes searched: N`, after the per-move counts with
/// `--divide`. The time taken and the speed go to stderr.
pub fn perft(args: &[String], mut out: impl Write) -> Result<(), Failure> {
    let request = parse_perft(args)?;
    let start = Instant::now();
    let nodes = if request.divide {
        write_divide(
            &mut out,
            request.generator,
            &request.position,
            request.depth,
            ": ",
        )?
    } else {
        request.generator.perft(&request.position, request.depth)
    };
    writeln!(out, "Nodes searched: {nodes}")?;
    out.flush()?;
    eprintln!("{}", speed(nodes, start.elapsed()));
    Ok(())
}

/// `perftree <depth> <fen> [<moves>]`: writes `move count` per root move, an empty line, and the
/// total, as the `perftree` tool expects of the engine it compares with.
pub fn perftree(args: &[String], mut out: impl Write) -> Result<(), Failure> {
    let (depth, fen, moves) = match args {
        [depth, fen] => (depth, fen, ""),
        [depth, fen, moves] => (depth, fen, moves.as_str()),
        _ => return Err(bad(PERFTREE_USAGE)),
    };
    let depth = input::depth(depth)?;
    let position = input::play_moves(input::position(fen)?, moves)?;
    let nodes = write_divide(&mut out, Generator::Bitboard, &position, depth, " ")?;
    writeln!(out, "{nodes}")?;
    Ok(out.flush()?)
}

/// Writes one `<move><separator><count>` line per root move as each is counted (a deep divide
/// shows progress), then an empty line; returns the total.
fn write_divide(
    out: &mut impl Write,
    generator: Generator,
    position: &Position,
    depth: u32,
    separator: &str,
) -> Result<u64, Failure> {
    let mut total = 0;
    for (mv, nodes) in generator.divide(position, depth) {
        writeln!(out, "{mv}{separator}{nodes}")?;
        out.flush()?;
        total += nodes;
    }
    writeln!(out)?;
    // At depth 0 there are no root moves: the tree is the root alone.
    Ok(if depth == 0 { 1 } else { total })
}

/// Reads the words after `perft`. Options may come in any order, before or after the depth; each
/// at most once.
fn parse_perft(args: &[String]) -> Result<PerftRequest, Failure> {
    let options = Spec {
        valued: &["--fen", "--moves", "--board"],
        flags: &["--divide"],
        positional: 1,
        usage: PERFT_USAGE,
    }
    .parse(args)?;
    let depth = options
        .positional
        .first()
        .ok_or_else(|| bad(format!("no depth given; {PERFT_USAGE}")))?;
    let depth = input::depth(depth)?;
    let position = input::start_and_moves(options.value("--fen"), options.value("--moves"))?;
    let generator = match options.value("--board") {
        Some(name) => Generator::from_name(name)?,
        None => Generator::Bitboard,
    };
    Ok(PerftRequest {
        depth,
        position,
        divide: options.flag("--divide"),
        generator,
    })
}

/// The stderr line after a count: time taken and nodes per second.
fn speed(nodes: u64, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    if seconds > 0.0 {
        format!("time {seconds:.3} s, {:.0} nodes/s", nodes as f64 / seconds)
    } else {
        format!("time {seconds:.3} s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    fn perft_text(args: &[String]) -> Result<String, Failure> {
        let mut out = Vec::new();
        perft(args, &mut out)?;
        Ok(String::from_utf8(out).unwrap())
    }

    fn error(result: Result<impl std::fmt::Debug, Failure>) -> String {
        match result {
            Err(Failure::BadInput(message)) => message,
            other => panic!("expected bad input, got {other:?}"),
        }
    }

    #[test]
    fn options_come_in_any_order() {
        let mut args = words("--divide 2 --moves");
        args.push("e2e4".into());
        let request = parse_perft(&args).unwrap();
        assert_eq!(request.depth, 2);
        assert!(request.divide);
        assert_eq!(request.generator, Generator::Bitboard);
        assert_eq!(
            request.position.to_string(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
    }

    #[test]
    fn counts_with_and_without_divide() {
        assert_eq!(perft_text(&words("3")).unwrap(), "Nodes searched: 8902\n");
        assert_eq!(perft_text(&words("0")).unwrap(), "Nodes searched: 1\n");
        assert_eq!(
            perft_text(&words("0 --divide")).unwrap(),
            "\nNodes searched: 1\n"
        );
        let text = perft_text(&words("1 --divide")).unwrap();
        assert_eq!(text.lines().count(), 20 + 2);
        assert!(text.contains("e2e4: 1\n"), "{text}");
        assert!(text.ends_with(": 1\n\nNodes searched: 20\n"), "{text}");
    }

    #[test]
    fn bad_arguments_are_named() {
        for (line, expected) in [
            ("", "no depth given"),
            ("x", "`x` is not a depth"),
            ("-1", "`-1` is not a depth"),
            ("2 3", "unexpected argument `3`"),
            ("2 --fen", "--fen needs a value"),
            ("2 --moves --divide", "--moves needs a value"),
            ("2 --divide --divide", "--divide is given more than once"),
            (
                "2 --board bitboard --board bitboard",
                "--board is given more than once",
            ),
            ("2 --board mailbox", "`mailbox` is not a board"),
            ("2 --depth 3", "unknown option `--depth`"),
            ("2 --fen 8/8/8/8/8/8/8/8", "FEN has 6 fields"),
            ("2 --moves e2e5", "move 1 `e2e5`"),
        ] {
            let message = error(parse_perft(&words(line)));
            assert!(message.contains(expected), "{line:?}: {message}");
        }
    }

    #[test]
    fn perftree_prints_its_own_format() {
        let start = Position::default().to_string();
        let mut out = Vec::new();
        perftree(&["1".into(), start.clone(), "e2e4 e7e5".into()], &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.ends_with(" 1\n\n29\n"), "{text}");
        let message = error(perftree(&["1".into()], Vec::new()));
        assert!(message.starts_with("usage: perftree"), "{message}");
    }
}
