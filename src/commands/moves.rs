//! `chess-tables moves`: the legal moves of a position, one a line, in UCI or SAN.

use std::io::Write;

use chess_core::Position;

use crate::input::Game;
use crate::output::Failure;

// The arguments of `moves`.
#[derive(Debug, clap::Args)]
pub struct MovesArgs {
    #[command(flatten)]
    game: Game,
    /// How the moves are written.
    #[arg(long, value_enum, default_value_t = Notation::Uci)]
    notation: Notation,
}

/// The notation `moves` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Notation {
    /// Long algebraic: e2e4, e7e8q, e1g1.
    Uci,
    /// Standard algebraic: e4, Nf3, e8=Q+, O-O.
    San,
}

/// `moves [--fen FEN] [--moves "…"] [--notation uci|san]`.
pub fn run(args: &MovesArgs, out: impl Write) -> Result<(), Failure> {
    write_moves(&args.game.position()?, args.notation, out)
}

/// Every legal move of `position`, in the order chess-core lists them, one a line.
fn write_moves(
    position: &Position,
    notation: Notation,
    mut out: impl Write,
) -> Result<(), Failure> {
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
        write_moves(&Position::default(), notation, &mut out).unwrap();
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
