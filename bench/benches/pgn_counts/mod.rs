//! The two PGN readers' visitors that count the main-line moves, each move checked and played,
//! shared by the `pgn` benchmark and the `pgn_read` example (which includes this file with
//! `#[path]`; pgn-reader and shakmaty are dev-dependencies, so the library cannot hold it).

use std::hint::black_box;
use std::ops::ControlFlow;

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
