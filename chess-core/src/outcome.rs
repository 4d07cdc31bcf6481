//! The game's end as the position alone tells it: checkmate, stalemate, insufficient material,
//! the seventy-five- and fifty-move rules. Repetition needs the game's past: see
//! [`History`](crate::History).

use core::fmt;

use crate::{Bitboard, Color, Piece, Position};

/// How a game has ended.
///
/// The laws of chess (FIDE, articles 5 and 9) end some games by themselves: checkmate, stalemate,
/// a dead position (here: insufficient material), the seventy-five-move rule and fivefold
/// repetition. The fifty-move rule and threefold repetition are draws a player may claim; they
/// are reported here as soon as a player could claim them, as most chess software does, and
/// [`is_automatic`](Outcome::is_automatic) tells the two kinds apart. Where several hold, the
/// automatic one is reported: a game drawn by the rules is over whether or not anyone claims.
///
/// ```
/// use chess_core::{Color, Outcome, Position};
/// let mate: Position = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
/// assert_eq!(mate.outcome(), Some(Outcome::Checkmate { winner: Color::White }));
/// assert_eq!(mate.outcome().unwrap().to_string(), "checkmate");
/// assert_eq!(Position::default().outcome(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Outcome {
    /// The side to move is in check and has no legal move.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// Neither side has the material to mate by any series of legal moves (see
    /// [`Position::is_insufficient_material`]).
    InsufficientMaterial,
    /// A hundred half-moves (fifty moves each) without a capture or a pawn move: a draw either
    /// player may claim (FIDE, article 9.3).
    FiftyMoveRule,
    /// The same position for the third time, the same side to move, with the same castling and
    /// en-passant rights: a draw either player may claim (FIDE, article 9.2).
    ThreefoldRepetition,
    /// A hundred and fifty half-moves (seventy-five moves each) without a capture or a pawn move:
    /// drawn by the rules, unless the last of them mated (FIDE, article 9.6.2).
    SeventyFiveMoveRule,
    /// The same position for the fifth time (as for threefold repetition): drawn by the rules
    /// (FIDE, article 9.6.1).
    FivefoldRepetition,
}

impl Outcome {
    /// Every outcome, checkmate once for each winner: the one list of them, in the order of
    /// their byte in serde's binary formats (a new kind of outcome is one more entry at the end).
    ///
    /// ```
    /// use chess_core::Outcome;
    /// assert_eq!(Outcome::ALL.len(), 8);
    /// assert!(Outcome::ALL.contains(&Outcome::FivefoldRepetition));
    /// ```
    pub const ALL: [Outcome; 8] = [
        Outcome::Checkmate {
            winner: Color::White,
        },
        Outcome::Checkmate {
            winner: Color::Black,
        },
        Outcome::Stalemate,
        Outcome::InsufficientMaterial,
        Outcome::FiftyMoveRule,
        Outcome::ThreefoldRepetition,
        Outcome::SeventyFiveMoveRule,
        Outcome::FivefoldRepetition,
    ];

    /// The side that won, or `None` for a draw.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }

    /// Whether the rules end the game here by themselves, claimed or not: checkmate, stalemate,
    /// insufficient material, the seventy-five-move rule and fivefold repetition. `false` for the
    /// draws a player must claim, the fifty-move rule and threefold repetition (python-chess
    /// leaves those out of `outcome()` unless `claim_draw=True`).
    ///
    /// ```
    /// use chess_core::{Outcome, Position};
    /// let quiet: Position = "8/8/4k3/8/8/3K4/8/R7 w - - 100 80".parse().unwrap();
    /// assert_eq!(quiet.outcome(), Some(Outcome::FiftyMoveRule));
    /// assert!(!Outcome::FiftyMoveRule.is_automatic());
    /// // Only what ends the game without a claim:
    /// assert_eq!(quiet.outcome().filter(|outcome| outcome.is_automatic()), None);
    /// let longer: Position = "8/8/4k3/8/8/3K4/8/R7 w - - 150 105".parse().unwrap();
    /// assert_eq!(longer.outcome(), Some(Outcome::SeventyFiveMoveRule));
    /// assert!(Outcome::SeventyFiveMoveRule.is_automatic());
    /// ```
    pub const fn is_automatic(self) -> bool {
        !matches!(self, Outcome::FiftyMoveRule | Outcome::ThreefoldRepetition)
    }
}

/// Lower case, as the command line prints it: `checkmate`, `stalemate`, `insufficient material`,
/// `fifty-move rule`, `threefold repetition`, `seventy-five-move rule`, `fivefold repetition`.
impl fmt::Display for Outcome {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::InsufficientMaterial => "insufficient material",
            Outcome::FiftyMoveRule => "fifty-move rule",
            Outcome::ThreefoldRepetition => "threefold repetition",
            Outcome::SeventyFiveMoveRule => "seventy-five-move rule",
            Outcome::FivefoldRepetition => "fivefold repetition",
        })
    }
}

/// The dark squares (a1 is dark): every square whose file and rank add up to an even number.
const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);

impl Position {
    /// Whether the game has ended here, as far as this position alone can say, and how: checkmate,
    /// then stalemate, then insufficient material, then the seventy-five-move rule (the half-move
    /// clock at 150 or more), then the fifty-move rule (at 100 or more); a move that mates on
    /// the hundredth or hundred-and-fiftieth half-move is checkmate. Repetition needs the
    /// positions before this one: [`History::outcome`](crate::History::outcome) adds it.
    ///
    /// ```
    /// use chess_core::{Outcome, Position};
    /// let stalemate: Position = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert_eq!(stalemate.outcome(), Some(Outcome::Stalemate));
    /// let bare_kings: Position = "8/8/4k3/8/8/3K4/8/8 w - - 0 1".parse().unwrap();
    /// assert_eq!(bare_kings.outcome(), Some(Outcome::InsufficientMaterial));
    /// let quiet: Position = "8/8/4k3/8/8/3K4/8/R7 w - - 100 80".parse().unwrap();
    /// assert_eq!(quiet.outcome(), Some(Outcome::FiftyMoveRule));
    /// ```
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome_with_move_count(self.count_legal_moves())
    }

    /// [`outcome`](Position::outcome) for a caller that has the legal moves already (a search
    /// that has just generated them): `legal_moves` is how many there are, and they are not
    /// generated again. Only whether it is zero matters.
    ///
    /// The count must be this position's: given a wrong one, the answer is the one for that
    /// count (a mate missed, or a stalemate or mate found where there is none), never a panic.
    ///
    /// ```
    /// use chess_core::{Color, Outcome, Position};
    /// let mate: Position = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// let moves = mate.legal_moves(); // a search has these already
    /// let winner = Color::White;
    /// assert_eq!(mate.outcome_with_move_count(moves.len()), Some(Outcome::Checkmate { winner }));
    /// let start = Position::default();
    /// assert_eq!(start.outcome_with_move_count(start.legal_moves().len()), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn outcome_with_move_count(&self, legal_moves: usize) -> Option<Outcome> {
        if legal_moves == 0 {
            return Some(match self.is_check() {
                true => Outcome::Checkmate {
                    winner: !self.side_to_move(),
                },
                false => Outcome::Stalemate,
            });
        }
        if self.is_insufficient_material() {
            return Some(Outcome::InsufficientMaterial);
        }
        match self.halfmove_clock() {
            150.. => Some(Outcome::SeventyFiveMoveRule),
            100.. => Some(Outcome::FiftyMoveRule),
            _ => None,
        }
    }

    /// Whether neither side can mate by any series of legal moves, judged by the material alone,
    /// as the laws of chess (FIDE, article 5.2.2 and 9.6.2) settle it for these cases: king
    /// against king, king and one knight or bishop against king, and kings with any number of
    /// bishops (of either side) all on squares of one colour. Any pawn, rook or queen, two minor
    /// pieces of which one is a knight, or bishops on both colours can still mate (if only with
    /// the loser's help), so those positions play on. Dead positions that the pawns' structure
    /// makes (blocked pawn chains) are not looked for.
    ///
    /// ```
    /// use chess_core::Position;
    /// let same_colour: Position = "8/2b5/4k3/2B5/8/3K4/8/8 w - - 0 1".parse().unwrap();
    /// assert!(same_colour.is_insufficient_material()); // c7 and c5: both dark squares
    /// let knights: Position = "8/2n5/4k3/8/2N5/3K4/8/8 w - - 0 1".parse().unwrap();
    /// assert!(!knights.is_insufficient_material()); // a helpmate exists
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        let mating =
            self.by_piece(Piece::Pawn) | self.by_piece(Piece::Rook) | self.by_piece(Piece::Queen);
        if !mating.is_empty() {
            return false;
        }
        let (knights, bishops) = (self.by_piece(Piece::Knight), self.by_piece(Piece::Bishop));
        if !(knights | bishops).has_several() {
            return true; // bare kings, or one minor piece
        }
        knights.is_empty()
            && ((bishops & DARK_SQUARES).is_empty() || (bishops & !DARK_SQUARES).is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Outcome::ALL` holds every kind once and checkmate for each winner. A new kind fails to
    /// compile in the match until it is given a number, and then fails here until it is listed.
    #[test]
    fn all_lists_every_outcome() {
        let kind = |outcome: Outcome| match outcome {
            Outcome::Checkmate { winner } => winner.index(),
            Outcome::Stalemate => 2,
            Outcome::InsufficientMaterial => 3,
            Outcome::FiftyMoveRule => 4,
            Outcome::ThreefoldRepetition => 5,
            Outcome::SeventyFiveMoveRule => 6,
            Outcome::FivefoldRepetition => 7,
        };
        let mut seen = [false; Outcome::ALL.len()];
        for outcome in Outcome::ALL {
            assert!(!seen[kind(outcome)], "{outcome:?} twice");
            seen[kind(outcome)] = true;
        }
        assert!(seen.iter().all(|&listed| listed));
    }
}
