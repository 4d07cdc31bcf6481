//! `chess-tables moves`: the legal moves of a position, one a line, in UCI or SAN.

use std::io::Write;

use crate::options::Spec;
use crate::{Failure, bad, input};

const USAGE: &str = "usage: moves [--fen FEN] [--moves \"m1 m2 ...\"] [--notation uci|san]";

/// The notation moves are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Notation {
    Uci,
    San,
}

/// `moves [options]`: every legal move of the position after `--moves`, in the generator's order.
/// All arguments are checked before anything is written.
pub fn run(args: &[String], mut out: impl Write) -> Result<(), Failure> {
    let options = Spec {
        valued: &["--fen", "--moves", "--notation"],
        flags: &[],
        positional: 0,
        usage: USAGE,
    }
    .parse(args)?;
    let notation = match options.value("--notation") {
        None | Some("uci") => Notation::Uci,
        Some("san") => Notation::San,
        Some(other) => {
            return Err(bad(format!(
                "{} is not a notation: expected uci or san",
                input::quote(other)
            )));
        }
    };
    let position = input::start_and_moves(options.value("--fen"), options.value("--moves"))?;
    let mut text = String::new();
    for mv in position.legal_moves() {
        match notation {
            Notation::Uci => text += &mv.to_string(),
            Notation::San => text += position.san(mv).as_str(),
        }
        text.push('\n');
    }
    out.write_all(text.as_bytes())?;
    Ok(out.flush()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(args: &[&str]) -> Result<String, Failure> {
        let args: Vec<String> = args.iter().map(|word| word.to_string()).collect();
        let mut out = Vec::new();
        run(&args, &mut out)?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn uci_by_default_san_on_request() {
        let uci = moves(&[]).unwrap();
        assert_eq!(uci.lines().count(), 20);
        assert!(uci.contains("g1f3\n"), "{uci}");
        assert_eq!(moves(&["--notation", "uci"]).unwrap(), uci);
        let san = moves(&["--notation", "san"]).unwrap();
        assert!(san.contains("Nf3\n") && san.contains("e4\n"), "{san}");
        assert_eq!(san.lines().count(), 20);
    }

    #[test]
    fn a_bad_notation_is_named() {
        match moves(&["--notation", "lan"]) {
            Err(Failure::BadInput(message)) => {
                assert!(message.contains("`lan` is not a notation"), "{message}")
            }
            other => panic!("{other:?}"),
        }
    }
}
