//! The two PGN readers' visitors that count the main-line moves, each move checked and played,
//! shared by the `pgn` benchmark and the `pgn_read` example (which includes this file with
//! `#[path]`; pgn-reader and shakmaty are dev-dependencies, so the library cannot hold it).

use std::fs::File;
use std::hint::black_box;
use std::io::{self, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use chess_core::pgn::Visitor;
use chess_core::{Move, Position};
use shakmaty::{Chess, Position as _};

/// The White player's rating below which a tag-filtered read passes over a game's moves.
pub const MIN_ELO: u32 = 2000;

/// The rating in a `WhiteElo` tag's value (0 when there is none).
fn elo(value: &[u8]) -> u32 {
    std::str::from_utf8(value)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// Counts main-line moves; chess-core's reader checks and plays each one. With `filter`, only
/// the games whose `WhiteElo` is [`MIN_ELO`] or more: the others' moves are passed over unread.
#[derive(Default)]
pub struct Count {
    pub moves: u64,
    pub filter: bool,
    elo: u32,
}

impl Count {
    /// A counter, tag-filtered or not.
    pub fn new(filter: bool) -> Count {
        Count {
            filter,
            ..Count::default()
        }
    }
}

impl Visitor for Count {
    type Output = ();

    fn begin_game(&mut self) {
        self.elo = 0;
    }

    fn tag(&mut self, name: &[u8], value: chess_core::pgn::Text<'_>) {
        if self.filter && name == b"WhiteElo" {
            self.elo = elo(value.as_bytes());
        }
    }

    fn begin_movetext(&mut self, _start: &Position) -> chess_core::pgn::Skip {
        chess_core::pgn::Skip(self.filter && self.elo < MIN_ELO)
    }

    fn san(&mut self, _position: &Position, _mv: Move) -> ControlFlow<()> {
        self.moves += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, last: &Position) {
        black_box(last);
    }
}

/// pgn-reader's visitor that plays every SAN with shakmaty, as its own example does, and counts
/// them. A game's output is why a SAN was refused, if one was. With `filter`, as [`Count`]'s.
#[derive(Default)]
pub struct Play {
    pub moves: u64,
    pub filter: bool,
}

impl pgn_reader::Visitor for Play {
    /// The game's `WhiteElo`.
    type Tags = u32;
    type Movetext = Chess;
    type Output = Result<(), String>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, u32> {
        ControlFlow::Continue(0)
    }

    fn tag(
        &mut self,
        tags: &mut u32,
        name: &[u8],
        value: pgn_reader::RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        if self.filter && name == b"WhiteElo" {
            *tags = elo(value.as_bytes());
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: u32) -> ControlFlow<Self::Output, Chess> {
        match self.filter && tags < MIN_ELO {
            true => ControlFlow::Break(Ok(())),
            false => ControlFlow::Continue(Chess::default()),
        }
    }

    fn san(&mut self, position: &mut Chess, san: pgn_reader::SanPlus) -> ControlFlow<Self::Output> {
        match san.san.to_move(position) {
            Ok(mv) => {
                position.play_unchecked(mv);
                self.moves += 1;
                ControlFlow::Continue(())
            }
            Err(error) => ControlFlow::Break(Err(error.to_string())),
        }
    }

    fn end_game(&mut self, position: Chess) -> Self::Output {
        black_box(position);
        Ok(())
    }
}

/// The size the database file is made to, at least.
const SIZE: usize = 50 << 20;

/// Makes the database file (once) and says where it is: `lichess-db-50mb.pgn` in the target's
/// `tmp` directory (the system's for an example, which Cargo gives none), the lichess games of
/// `chess-core/tests/data/pgn/lichess-db-100k.pgn` (rated games with clock comments) repeated
/// to 50 MB at least.
pub fn database() -> io::Result<PathBuf> {
    let games = include_bytes!("../../../chess-core/tests/data/pgn/lichess-db-100k.pgn");
    let dir = option_env!("CARGO_TARGET_TMPDIR").map_or_else(std::env::temp_dir, PathBuf::from);
    let path = dir.join("lichess-db-50mb.pgn");
    let copies = SIZE.div_ceil(games.len() + 1);
    if std::fs::metadata(&path).is_ok_and(|m| m.len() as usize == copies * (games.len() + 1)) {
        return Ok(path);
    }
    let mut file = io::BufWriter::new(File::create(&path)?);
    for _ in 0..copies {
        file.write_all(games)?;
        file.write_all(b"\n")?;
    }
    file.into_inner()?.sync_all()?;
    Ok(path)
}

/// The games and main-line moves of the file at `path`, read by chess-core (tag-filtered or not).
pub fn ours(path: &Path, filter: bool) -> (u64, u64) {
    let mut reader = chess_core::pgn::Reader::new(File::open(path).expect("the database"));
    let mut count = Count::new(filter);
    let mut games = 0;
    while reader.read_game(&mut count).expect("legal games").is_some() {
        games += 1;
    }
    (games, count.moves)
}

/// [`ours`], read by pgn-reader with shakmaty.
pub fn peer(path: &Path, filter: bool) -> (u64, u64) {
    let mut reader = pgn_reader::Reader::new(File::open(path).expect("the database"));
    let mut play = Play {
        filter,
        ..Play::default()
    };
    let mut games = 0;
    while let Some(game) = reader.read_game(&mut play).expect("readable") {
        game.expect("legal games");
        games += 1;
    }
    (games, play.moves)
}
