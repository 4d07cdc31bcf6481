//! The two PGN readers' visitors that count the main-line moves, each move checked and played,
//! shared by the `pgn` benchmark and the `pgn_read` example (which includes this file with
//! `#[path]`; pgn-reader and shakmaty are dev-dependencies, so the library cannot hold it).

use std::hint::black_box;
use std::ops::ControlFlow;

use chess_core::pgn::Visitor;
use chess_core::{Move, Position};
use shakmaty::{Chess, Position as _};

/// Counts main-line moves; chess-core's reader checks and plays each one.
#[derive(Default)]
pub struct Count {
    pub moves: u64,
}

impl Visitor for Count {
    type Output = ();

    fn san(&mut self, _position: &Position, _mv: Move) -> ControlFlow<()> {
        self.moves += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, last: &Position) {
        black_box(last);
    }
}

/// pgn-reader's visitor that plays every SAN with shakmaty, as its own example does, and counts
/// them. A game's output is why a SAN was refused, if one was.
#[derive(Default)]
pub struct Play {
    pub moves: u64,
}

impl pgn_reader::Visitor for Play {
    type Tags = ();
    type Movetext = Chess;
    type Output = Result<(), String>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<Self::Output, Chess> {
        ControlFlow::Continue(Chess::default())
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
