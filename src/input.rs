//! Reading the words a user types: squares, bitboards, numbers, positions, moves; how an error
//! message quotes them; and the clap value parsers that hand each word to its reader, so that a
//! bad word is reported in the reader's own words.

use std::ffi::OsStr;

use chess_core::{Bitboard, History, Move, Position, PositionBuilder, Square, Variant};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;

use crate::output::{Failure, bad};

/// A word as an error message quotes it: in backticks, with line breaks and other control
/// characters escaped so the message stays on one line.
pub fn quote(word: &str) -> String {
    format!("`{}`", word.escape_debug())
}

/// A square name such as `e4`.
pub fn square(word: &str) -> Result<Square, Failure> {
    word.parse()
        .map_err(|error| bad(format!("{} is not a square: {error}", quote(word))))
}

/// A `0x` hexadecimal bitboard.
pub fn bitboard(word: &str) -> Result<Bitboard, Failure> {
    word.parse()
        .map_err(|error| bad(format!("{} is not a bitboard: {error}", quote(word))))
}

/// A line state 0..=255, written in decimal, `0x` hexadecimal or `0b` binary.
pub fn state(word: &str) -> Result<u8, Failure> {
    let digits = word.replace('_', "");
    let parsed = if let Some(hex) = digits.strip_prefix("0x") {
        u8::from_str_radix(hex, 16)
    } else if let Some(binary) = digits.strip_prefix("0b") {
        u8::from_str_radix(binary, 2)
    } else {
        digits.parse()
    };
    parsed.map_err(|_| {
        bad(format!(
            "{} is not a line state from 0 to 255 (0x00 to 0xff)",
            quote(word)
        ))
    })
}

/// A perft depth: a whole number of plies, 0 or more.
pub fn depth(word: &str) -> Result<u32, Failure> {
    word.parse().map_err(|_| {
        bad(format!(
            "{} is not a depth: expected a whole number of plies, 0 or more",
            quote(word)
        ))
    })
}

/// A number of threads, 1 or more.
pub fn threads(word: &str) -> Result<std::num::NonZeroUsize, Failure> {
    word.parse().map_err(|_| {
        bad(format!(
            "{} is not a number of threads: expected a whole number, 1 or more",
            quote(word)
        ))
    })
}

/// A number of leaf nodes, 0 or more.
pub fn nodes(word: &str) -> Result<u64, Failure> {
    word.parse().map_err(|_| {
        bad(format!(
            "{} is not a number of nodes: expected a whole number, 0 or more",
            quote(word)
        ))
    })
}

/// A size in megabytes (MiB), 0 or more, at most 1 TiB.
pub fn megabytes(word: &str) -> Result<usize, Failure> {
    match word.parse::<usize>() {
        Ok(size) if size <= 1 << 20 => Ok(size),
        _ => Err(bad(format!(
            "{} is not a size in megabytes: expected a whole number from 0 to 1048576",
            quote(word)
        ))),
    }
}

/// The rules a command reads its FEN by: `--variant standard|chess960|auto`.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct Rules {
    /// The rules a FEN is read by. auto: Chess960 when the castling rights say so; chess960:
    /// castling king-takes-rook (e1h1) and Shredder-FEN whatever the rights look like; standard:
    /// castling rights standard chess cannot have are dropped, and named on stderr.
    #[arg(long, default_value = "auto", value_parser = variant_parser())]
    variant: Variant,
    /// Accept a position no game reaches but the rules can play: more material than promotions
    /// give (nine queens beside eight pawns, twenty queens) or a check no move gives (two
    /// knights, three checkers), as a board editor or a composed puzzle sets up.
    #[arg(long)]
    permissive: bool,
}

/// `--variant`'s values, as chess-core names them.
fn variant_parser() -> impl TypedValueParser<Value = Variant> {
    PossibleValuesParser::new(Variant::ALL.map(Variant::name))
        .map(|name| name.parse::<Variant>().expect("one of Variant's names"))
}

impl Rules {
    /// A position written in FEN, as one argument, read by these rules.
    pub fn position(&self, fen: &str) -> Result<Position, Failure> {
        let refused = |error| bad(format!("{}: {error}", quote(fen)));
        let (position, dropped) = match (self.variant, self.permissive) {
            (Variant::Standard, false) => {
                Position::from_fen_dropping_castling(fen).map_err(refused)?
            }
            (Variant::Standard, true) => {
                let read = Position::from_fen_permissive(fen, Variant::Auto).map_err(refused)?;
                let mut builder = PositionBuilder::from(&read);
                let dropped = builder.drop_non_standard_castling();
                let built = builder.set_variant(Variant::Standard).build_permissive();
                (built.map_err(refused)?, dropped)
            }
            (variant, false) => return Position::from_fen(fen, variant).map_err(refused),
            (variant, true) => {
                return Position::from_fen_permissive(fen, variant).map_err(refused);
            }
        };
        if dropped.bits() != 0 {
            eprintln!(
                "chess-tables: dropped castling rights {dropped}: standard chess cannot have them"
            );
        }
        Ok(position)
    }

    /// The start position, or `fen` when one is given.
    pub fn position_or_start(&self, fen: Option<&str>) -> Result<Position, Failure> {
        self.position(fen.unwrap_or(START))
    }

    /// The variant named.
    pub fn variant(&self) -> Variant {
        self.variant
    }
}

/// `--variant auto`, strict.
impl Default for Rules {
    fn default() -> Rules {
        Rules {
            variant: Variant::Auto,
            permissive: false,
        }
    }
}

/// The standard start position, which Chess960 shares as its position 518.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// How many positions the game played by `--moves` keeps for finding repetitions: a position can
/// only repeat one since the last capture or pawn move, and from 150 half-moves on the
/// seventy-five-move rule is the outcome reported (fivefold repetition outranks the fifty-move
/// rule, so it is looked for until then), so 151 would do.
pub const GAME_HISTORY: usize = 152;

/// `position` after playing `moves`, space-separated moves in UCI or SAN, with the history of the
/// positions it passed through (the first included). Each move is read against the position it
/// is played in, so a bad one is reported with its number, that position and what is wrong.
pub fn play_game(
    mut position: Position,
    moves: &str,
) -> Result<(Position, History<GAME_HISTORY>), Failure> {
    let mut history = History::new();
    history.push(&position);
    for (index, word) in moves.split_whitespace().enumerate() {
        let mv = read_move(&position, word)
            .map_err(|message| bad(format!("move {} {message}", index + 1)))?;
        position.play(mv);
        history.push(&position);
    }
    Ok((position, history))
}

/// `position` after playing `moves` (UCI or SAN).
pub fn play_moves(position: Position, moves: &str) -> Result<Position, Failure> {
    play_game(position, moves).map(|(position, _)| position)
}

/// One legal move of `position`, as a command's argument.
pub fn one_move(position: &Position, word: &str) -> Result<Move, Failure> {
    read_move(position, word).map_err(bad)
}

/// A move of `position` as the user typed it (UCI, checked against the position): every command
/// reads moves here, so a new notation is added in one place. The error names the word and the
/// position.
fn read_move(position: &Position, word: &str) -> Result<Move, String> {
    position
        .parse_any_move(word)
        .map_err(|error| format!("{} (in {position}): {error}", quote(word)))
}

/// The position a command starts from and the moves played from it: `--fen` and `--moves`.
#[derive(Debug, clap::Args)]
pub struct Game {
    /// The position, in FEN, as one argument (the start position without it).
    #[arg(long, value_parser = Text)]
    fen: Option<String>,
    /// Space-separated moves to play first, in UCI (e2e4, e7e8q) or SAN (e4, Nf3, e8=Q, O-O).
    #[arg(long, value_parser = Text)]
    moves: Option<String>,
    #[command(flatten)]
    rules: Rules,
}

impl Game {
    /// The position after the moves.
    pub fn position(&self) -> Result<Position, Failure> {
        let start = self.rules.position_or_start(self.fen.as_deref())?;
        play_moves(start, self.moves.as_deref().unwrap_or(""))
    }
}

/// A command-line word read as text: refuses a word that is not UTF-8, naming the argument.
#[derive(Clone, Copy, Debug)]
pub struct Text;

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
            let message = format!("{name} is not UTF-8: {}\n", quote(&lossy));
            clap::Error::raw(ErrorKind::InvalidUtf8, message).with_cmd(command)
        })
    }
}

/// A word checked by one of the readers above (`depth`, `position`, …), so that clap reports the
/// reader's own message.
pub fn checked<T>(read: fn(&str) -> Result<T, Failure>) -> impl TypedValueParser<Value = T>
where
    T: Clone + Send + Sync + 'static,
{
    Text.try_map(move |word| read(&word).map_err(|failure| failure.to_string()))
}
