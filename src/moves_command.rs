//! `chess-tables moves`: the legal moves of a position, one a line, in UCI or SAN.

use std::io::Write;

use chess_core::Position;

use crate::Failure;
use crate::cli::Notation;

/// Every legal move of `position`, in the generator's order, one a line.
pub fn run(position: &Position, notation: Notation, mut out: impl Write) -> Result<(), Failure> {
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

    fn moves(notation: Notation) -> String {
        let mut out = Vec::new();
        run(&Position::default(), notation, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn uci_or_san() {
        let uci = moves(Notation::Uci);
        assert_eq!(uci.lines().count(), 20);
        assert!(uci.contains("g1f3\n"), "{uci}");
        let san = moves(Notation::San);
        assert!(san.contains("Nf3\n") && san.contains("e4\n"), "{san}");
        assert_eq!(san.lines().count(), 20);
    }
}
