//! The command line, declared with clap's derive: `--help` on every command, `--version`,
//! suggestions for mistyped commands and options. Each command's arguments and work are in its
//! module under [`commands`](crate::commands); every error, clap's included, is reduced to one
//! line (exit status 2, one line on stderr, nothing on stdout).

use std::io;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::commands::{attacks, moves, perft, perftree, pgn, see, show, suite};
use crate::output::{Failure, one_line, report};

/// Chess attack tables, perft and positions from the command line.
///
/// Bad input of any kind (a FEN, a move, a square, a number, an option) ends with exit status 2
/// and one line on stderr naming what was wrong; nothing half-written reaches stdout.
#[derive(Debug, Parser)]
#[command(name = "chess-tables", version, subcommand_required = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Count the leaf nodes of the legal move tree (perft), on every core.
    ///
    /// Counts from the FEN (the start position without it) after the moves. With --divide, first
    /// `e2e4: 600` per root move and an empty line. Always ends with `Nodes searched: N`. Time and
    /// speed, and a progress bar while stderr is a terminal, go to stderr.
    Perft(perft::PerftArgs),
    /// perft for the `perftree` debugging tool: `e2e4 600` per root move, an empty line, the
    /// total.
    Perftree(perftree::PerftreeArgs),
    /// The legal moves of a position, one a line, in UCI or SAN.
    Moves(moves::MovesArgs),
    /// Read `<piece> <square> <occupancy>` lines on stdin, write what each piece attacks.
    #[command(long_about = attacks::long_help())]
    Attacks,
    /// The static exchange evaluation of a move, in centipawns.
    ///
    /// What the move wins on its square when both sides then capture there with their least
    /// valuable attacker (pawn 100, knight 300, bishop 300, rook 500, queen 900).
    See(see::SeeArgs),
    /// Draw a bitboard, the occupancy planes, a generated table entry or a position.
    #[command(subcommand)]
    Show(show::ShowCommand),
    /// Check every perft count of a suite file: a line per wrong count, then a summary.
    ///
    /// The file holds EPD records, one a line, each count an operation `D<depth> <nodes>`
    /// (`<FEN> ;D1 20 ;D2 400` as the common perft suites write them, or standard EPD, `<four
    /// fields> D1 20; D2 400;`; other operations are allowed), or blocks of `id <name>`, `epd
    /// <EPD>` and `perft <depth> <nodes>` lines. Blank lines and lines starting with `#` are
    /// skipped. Each count that differs prints `line 12: D4 expected 1234 got 1233: <FEN>`, in
    /// the file's order; the last line is `suite: <passed> passed, <failed> failed, <skipped>
    /// skipped`, counting counts (not positions). Exit status 1 when a count differs, 2 when the
    /// file cannot be read (the line named). Counts on every core; time and speed go to stderr.
    Suite(suite::SuiteArgs),
    /// Read every game of PGN files (or stdin, `-`), every move checked: a line per game, or the
    /// kept games converted.
    ///
    /// Files may be plain or compressed with zstd, gzip or bzip2 (found from the first bytes).
    /// Tags, comments, annotation glyphs, variations (their moves checked too) and results are
    /// read; a `FEN` tag, and a `Variant` tag of Chess960, set the start position. Each game
    /// prints `game <n>: <plies> plies, <Result tag or *>, <FEN of the main line's last
    /// position>`, or, when it has an error, `game <n>, ply <k>: <what is wrong>`, and reading
    /// goes on with the next game. The last line is `pgn: <games> games, <errors> with errors`
    /// (on stderr with `--to`). Filters keep some games; `--to` writes them as PGN, JSON lines,
    /// UCI lines or positions. Exit status 1 when a game had an error, 2 when an input cannot be
    /// read. Files are streamed, on every core, output in the input's order.
    Pgn(pgn::PgnArgs),
}

/// Runs the command line of this process and says how it ended.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse_from(std::env::args_os()) {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help and --version: the text goes to stdout, and a closed pipe is no error.
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => return report(Failure::BadInput(one_line(&error))),
    };
    run(cli).unwrap_or_else(report)
}

/// Hands the command to its module; success unless a suite count differed.
fn run(cli: Cli) -> Result<ExitCode, Failure> {
    let stdout = || io::stdout().lock();
    match cli.command {
        Command::Perft(args) => perft::run(&args.request()?, stdout())?,
        Command::Perftree(args) => perftree::run(&args, stdout())?,
        Command::Moves(args) => moves::run(&args, stdout())?,
        Command::Attacks => attacks::run(io::stdin().lock(), stdout())?,
        Command::See(args) => see::run(&args, stdout())?,
        Command::Show(command) => show::run(command, stdout())?,
        Command::Suite(args) => {
            if !suite::run(&args, stdout())? {
                return Ok(ExitCode::FAILURE);
            }
        }
        Command::Pgn(args) => {
            if !pgn::run(&args, stdout())? {
                return Ok(ExitCode::FAILURE);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_declaration_is_consistent() {
        Cli::command().debug_assert();
    }

    fn error(words: &[&str]) -> String {
        let words = std::iter::once("chess-tables").chain(words.iter().copied());
        one_line(&Cli::try_parse_from(words).expect_err("refused"))
    }

    #[test]
    fn clap_errors_are_one_line() {
        for (words, expected) in [
            (
                &["perft"][..],
                "required arguments were not provided: <DEPTH>",
            ),
            (&["perft", "x"], "`x` is not a depth"),
            (&["perft", "-1"], "`-1` is not a depth"),
            (
                &["perft", "2", "--fen"],
                "a value is required for '--fen <FEN>'",
            ),
            (
                &["perft", "2", "--divide", "--divide"],
                "'--divide' cannot be used multiple times",
            ),
            (
                &["perft", "2", "--dvide"],
                "tip: a similar argument exists: '--divide'",
            ),
            (&["mvoes"], "tip: a similar subcommand exists: 'moves'"),
            (&["perft", "2\n3"], "`2\\n3` is not a depth"),
            (
                &["show", "position", "--variant", "fischer"],
                "invalid value 'fischer' for '--variant <VARIANT>'",
            ),
            (&["attacks", "a\nb"], "unexpected argument 'a\\nb' found"),
            (&["suite"], "required arguments were not provided: <FILE>"),
            (
                &["suite", "x", "--max-nodes", "many"],
                "`many` is not a number of nodes",
            ),
        ] {
            let message = error(words);
            assert!(message.contains(expected), "{words:?}: {message}");
            assert!(!message.contains('\n'), "{words:?}: {message}");
        }
    }
}
