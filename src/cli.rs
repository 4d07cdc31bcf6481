//! The command line, declared with clap's derive: `--help` on every command, `--version`,
//! suggestions for mistyped commands and options. Every error clap finds is reduced to one line,
//! as every other error of the tool is: exit status 2, one line on stderr, nothing on stdout.

use std::ffi::OsStr;
use std::io::{self, Write};
use std::num::NonZeroUsize;
use std::process::ExitCode;

use chess_core::Position;
use clap::builder::TypedValueParser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::generator::Generator;
use crate::perft_command::PerftRequest;
use crate::{Failure, attacks_command, input, moves_command, perft_command, see_command, show};

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
    Perft(PerftArgs),
    /// perft for the `perftree` debugging tool: `e2e4 600` per root move, an empty line, the
    /// total.
    Perftree {
        /// Plies to count, 0 or more.
        #[arg(value_parser = checked(input::depth), allow_negative_numbers = true)]
        depth: u32,
        /// The position, in FEN, as one argument.
        #[arg(value_parser = checked(input::position))]
        fen: Position,
        /// Space-separated moves (UCI or SAN) to play first, as one argument.
        #[arg(value_parser = Text)]
        moves: Option<String>,
    },
    /// The legal moves of a position, one a line, in UCI or SAN.
    Moves {
        #[command(flatten)]
        game: Game,
        /// How the moves are written.
        #[arg(long, value_enum, default_value_t = Notation::Uci)]
        notation: Notation,
    },
    /// Read `<piece> <square> <occupancy>` lines on stdin, write what each piece attacks.
    ///
    /// Piece: rook bishop queen knight king wpawn bpawn; occupancy: a `0x` hex bitboard of the
    /// occupied squares. One 16-digit hex bitboard a line comes back, streaming.
    Attacks,
    /// The static exchange evaluation of a move, in centipawns.
    ///
    /// What the move wins on its square when both sides then capture there with their least
    /// valuable attacker (pawn 100, knight 300, bishop 300, rook 500, queen 900).
    See {
        /// The position, in FEN, as one argument.
        #[arg(value_parser = checked(input::position))]
        fen: Position,
        /// The move, in UCI or SAN.
        #[arg(value_parser = Text)]
        r#move: String,
    },
    /// Draw a bitboard, the occupancy planes, a generated table entry or a position.
    #[command(subcommand)]
    Show(ShowCommand),
}

/// The position a command starts from and the moves played from it.
#[derive(Debug, Args)]
struct Game {
    /// The position, in FEN, as one argument (the start position without it).
    #[arg(long, value_parser = checked(input::position))]
    fen: Option<Position>,
    /// Space-separated moves to play first, in UCI (e2e4, e7e8q) or SAN (e4, Nf3, e8=Q, O-O).
    #[arg(long, value_parser = Text)]
    moves: Option<String>,
}

impl Game {
    fn position(&self) -> Result<Position, Failure> {
        let start = self.fen.unwrap_or_default();
        input::play_moves(start, self.moves.as_deref().unwrap_or(""))
    }
}

#[derive(Debug, Args)]
struct PerftArgs {
    /// Plies to count, 0 or more.
    #[arg(value_parser = checked(input::depth), allow_negative_numbers = true)]
    depth: u32,
    #[command(flatten)]
    game: Game,
    /// Print the count below each root move first.
    #[arg(long)]
    divide: bool,
    /// The move generator that counts.
    #[arg(long, value_enum, default_value_t = Generator::Bitboard)]
    board: Generator,
    /// Threads counting at once [default: all cores]; bitboard generator only.
    #[arg(long, value_parser = checked(input::threads), allow_negative_numbers = true)]
    threads: Option<NonZeroUsize>,
    /// Megabytes of transposition table shared by the threads (0: none); bitboard generator only.
    ///
    /// Entries hold the full 64-bit Polyglot key, the depth and the count, written and read
    /// without locks; an entry whose words were torn by two threads writing at once fails the key
    /// check and is a miss.
    #[arg(long, value_parser = checked(input::megabytes), default_value_t = 0, allow_negative_numbers = true)]
    hash: usize,
}

#[derive(Debug, Subcommand)]
enum ShowCommand {
    /// Draw a bitboard (`0x` hex) as an 8x8 board.
    Bitboard {
        #[arg(value_parser = checked(input::bitboard))]
        hex: chess_core::Bitboard,
    },
    /// Draw the four rotated occupancy planes; with a square, its line states and the slider
    /// table entries they select.
    Occupancy {
        #[arg(value_parser = checked(input::bitboard))]
        hex: chess_core::Bitboard,
        #[arg(value_parser = checked(input::square))]
        square: Option<chess_core::Square>,
    },
    /// Draw one entry of a generated table (`show table rank_attacks e4 0x24`); without a name,
    /// list the tables.
    Table {
        /// The table's name, as `show table` lists it.
        #[arg(value_parser = Text)]
        name: Option<String>,
        /// The entry's indices: squares, line states, colours, directions, numbers.
        #[arg(value_parser = Text, requires = "name")]
        indices: Vec<String>,
    },
    /// Draw a position after the moves, with its FEN, hash, check, outcome and legal moves.
    ///
    /// The outcome is one of none, checkmate, stalemate, insufficient material, fifty-move rule,
    /// threefold repetition (repetition counted over the moves played).
    Position {
        /// The position, in FEN, as one argument (the start position without it).
        #[arg(value_parser = checked(input::position))]
        fen: Option<Position>,
        /// Space-separated moves to play first, in UCI or SAN.
        #[arg(long, value_parser = Text)]
        moves: Option<String>,
    },
}

/// The notation `moves` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Notation {
    /// Long algebraic: e2e4, e7e8q, e1g1.
    Uci,
    /// Standard algebraic: e4, Nf3, e8=Q+, O-O.
    San,
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
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => report(failure),
    }
}

fn report(failure: Failure) -> ExitCode {
    match failure {
        Failure::BadInput(message) => {
            eprintln!("chess-tables: {message}");
            ExitCode::from(2)
        }
        // A reader that went away (`| head`) is not an error of ours.
        Failure::Io(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Failure::Io(error) => {
            eprintln!("chess-tables: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> Result<(), Failure> {
    let stdout = || io::stdout().lock();
    match cli.command {
        Command::Perft(args) => {
            let request = PerftRequest {
                depth: args.depth,
                position: args.game.position()?,
                divide: args.divide,
                generator: args.board,
                threads: args.threads,
                hash_megabytes: args.hash,
            };
            perft_command::perft(&request, stdout())
        }
        Command::Perftree { depth, fen, moves } => {
            let position = input::play_moves(fen, moves.as_deref().unwrap_or(""))?;
            perft_command::perftree(&position, depth, stdout())
        }
        Command::Moves { game, notation } => {
            moves_command::run(&game.position()?, notation, stdout())
        }
        Command::Attacks => attacks_command::run(io::stdin().lock(), stdout()),
        Command::See { fen, r#move } => see_command::run(&fen, &r#move, stdout()),
        Command::Show(what) => {
            let text = match what {
                ShowCommand::Bitboard { hex } => show::board_text(hex),
                ShowCommand::Occupancy { hex, square } => show::occupancy_text(hex, square),
                ShowCommand::Table { name: None, .. } => crate::show_table::list(),
                ShowCommand::Table {
                    name: Some(name),
                    indices,
                } => {
                    let indices: Vec<&str> = indices.iter().map(String::as_str).collect();
                    crate::show_table::entry(&name, &indices)?
                }
                ShowCommand::Position { fen, moves } => {
                    crate::show_position::run(fen.unwrap_or_default(), moves.as_deref())?
                }
            };
            let mut stdout = stdout();
            stdout.write_all(text.as_bytes())?;
            Ok(stdout.flush()?)
        }
    }
}

/// A clap error as one line: its message, the tips and the usage line joined by `; `, without
/// the pointer to `--help`. A check of ours (a bad depth, FEN or square) is its own message, which
/// names the word already.
fn one_line(error: &clap::Error) -> String {
    if error.kind() == ErrorKind::ValueValidation {
        if let Some(source) = std::error::Error::source(error) {
            return source.to_string();
        }
    }
    let mut text = error.render().to_string();
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // Not the whole help text: what was missing, the usage line, where to read more.
        let usage = text.lines().find(|line| line.starts_with("Usage: "));
        let usage = usage.map_or_else(String::new, |usage| format!("; u{}", &usage[1..]));
        return format!("no command given{usage}; try --help");
    }
    // A word the user typed may hold a line break: escape it where clap quotes it.
    for (_, value) in error.context() {
        let words = match value {
            ContextValue::String(word) => std::slice::from_ref(word),
            ContextValue::Strings(words) => words.as_slice(),
            _ => &[],
        };
        for word in words.iter().filter(|word| word.contains(char::is_control)) {
            text = text.replace(word.as_str(), &word.escape_debug().to_string());
        }
    }
    let mut line = String::new();
    // Within a list (the arguments not provided), items are indented lines after a `:`.
    let mut in_list = false;
    for raw in text.lines() {
        let part = raw.trim();
        if part.is_empty() || part.starts_with("For more information") {
            continue;
        }
        let item = raw.starts_with(' ') && !part.starts_with("tip:");
        if !line.is_empty() {
            line += match (line.ends_with(':'), in_list && item) {
                (true, _) => " ",
                (false, true) => ", ",
                (false, false) => "; ",
            };
        }
        in_list = item && (in_list || line.ends_with(": "));
        let part = part.strip_prefix("error: ").unwrap_or(part);
        match part.strip_prefix("Usage: ") {
            Some(usage) => line += &format!("usage: {usage}"),
            None => line += part,
        }
    }
    // The usual cause of a word too many: a FEN or a move list not quoted as one argument.
    let word = error.get(ContextKind::InvalidArg);
    if error.kind() == ErrorKind::UnknownArgument
        && matches!(word, Some(ContextValue::String(word)) if !word.starts_with('-'))
    {
        line = line.replacen(
            " found",
            " found; quote a FEN and a move list, each as one argument",
            1,
        );
    }
    line
}

/// A command-line word read as text: refuses a word that is not UTF-8, naming the argument.
#[derive(Clone, Copy, Debug)]
struct Text;

impl TypedValueParser for Text {
    type Value = String;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        value.to_str().map(str::to_owned).ok_or_else(|| {
            let name = arg.map_or_else(|| "an argument".to_string(), ToString::to_string);
            let lossy = value.to_string_lossy();
            let message = format!("{name} is not UTF-8: {}\n", input::quote(&lossy));
            clap::Error::raw(ErrorKind::InvalidUtf8, message).with_cmd(command)
        })
    }
}

/// A word checked by one of the tool's readers (`input::depth`, `input::position`, …), so that
/// clap reports the reader's own message.
fn checked<T>(read: fn(&str) -> Result<T, Failure>) -> impl TypedValueParser<Value = T>
where
    T: Clone + Send + Sync + 'static,
{
    Text.try_map(move |word| read(&word).map_err(|failure| failure.to_string()))
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
            (&["show", "position", "x\ny"], "`x\\ny`: FEN has 6 fields"),
            (&["attacks", "a\nb"], "unexpected argument 'a\\nb' found"),
        ] {
            let message = error(words);
            assert!(message.contains(expected), "{words:?}: {message}");
            assert!(!message.contains('\n'), "{words:?}: {message}");
        }
    }
}
