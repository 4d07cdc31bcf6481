//! UCI's long algebraic notation: `e2e4`, `e7e8q`, `e1g1`. [`UciMove`] is the text's meaning
//! before a position is known; [`Position::parse_move`] reads it in a position.

use core::fmt;
use core::str::FromStr;

use super::Move;
use crate::{Color, ParseSquareError, Piece, Position, Square};

/// A move as UCI text describes it, before a position gives it meaning: two squares and perhaps a
/// promotion piece. [`to_move`](UciMove::to_move) finds the move it names in a position.
///
/// Read from text (`FromStr`), the promotion letter may be upper case (`e7e8Q`); it is written
/// lower case. The null move `0000` is not a `UciMove` (no piece moves): it reads as
/// [`ParseMoveError::Null`], and as [`Move::NULL`] when read as a [`Move`].
///
/// ```
/// use chess_core::{Piece, Square, UciMove};
/// let mv: UciMove = "e7e8q".parse().unwrap();
/// assert_eq!((mv.from, mv.to, mv.promotion), (Square::E7, Square::E8, Some(Piece::Queen)));
/// assert_eq!("e7e8Q".parse::<UciMove>(), Ok(mv));
/// assert!("e7e8k".parse::<UciMove>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UciMove {
    /// The square the piece leaves.
    pub from: Square,
    /// The square the piece goes to.
    pub to: Square,
    /// The piece a pawn becomes, for a promotion.
    pub promotion: Option<Piece>,
}

impl fmt::Display for UciMove {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        match self.promotion {
            Some(piece) => write!(f, "{}", piece.fen_letter(Color::Black)),
            None => Ok(()),
        }
    }
}

/// Why a move's text was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseMoveError {
    /// UCI moves are 4 characters, or 5 with a promotion; this many were given.
    Length(usize),
    /// A square did not parse.
    Square(ParseSquareError),
    /// The fifth character is not a promotion piece (`q`, `r`, `b` or `n`, or upper case).
    Promotion(char),
    /// Both squares are this one: no move stays where it is.
    SameSquare(Square),
    /// `0000`, the null move, where a move of a piece was wanted ([`Move`]'s `FromStr` reads it
    /// as [`Move::NULL`]).
    Null,
    /// Well formed, but not a legal move in the position.
    Illegal(UciMove),
}

impl fmt::Display for ParseMoveError {
    // Compiled once with `alloc`, as the reader below (see `fen::read`).
    #[cfg_attr(not(feature = "alloc"), inline)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Length(n) => write!(
                f,
                "a move is 4 characters, or 5 with a promotion (e2e4, e7e8q), not {n}"
            ),
            ParseMoveError::Square(e) => write!(f, "bad square in move: {e}"),
            ParseMoveError::Promotion(c) => {
                let c = c.escape_default();
                write!(f, "bad promotion piece '{c}': expected q, r, b or n")
            }
            ParseMoveError::SameSquare(square) => {
                write!(
                    f,
                    "a move goes from one square to another, not {square}{square}"
                )
            }
            ParseMoveError::Null => f.write_str("0000 is the null move, not a move of a piece"),
            ParseMoveError::Illegal(mv) => write!(f, "{mv} is not a legal move in this position"),
        }
    }
}

impl core::error::Error for ParseMoveError {}

impl FromStr for UciMove {
    type Err = ParseMoveError;

    #[cfg_attr(not(feature = "alloc"), inline)]
    fn from_str(text: &str) -> Result<UciMove, ParseMoveError> {
        if text == "0000" {
            return Err(ParseMoveError::Null);
        }
        let length = text.chars().count();
        if !(4..=5).contains(&length) {
            return Err(ParseMoveError::Length(length));
        }
        // Byte offsets of the 3rd and 5th characters, which need not be ASCII.
        let boundary = |n| text.char_indices().nth(n).map_or(text.len(), |(at, _)| at);
        let (middle, end) = (boundary(2), boundary(4));
        // Split at those boundaries rather than sliced: a slice's panic path (never taken)
        // formats the text with `char`'s and `Range`'s Debug, KBs of a small build (the
        // WebAssembly module).
        let (squares, promotion) = text.split_at_checked(end).unwrap_or((text, ""));
        let (from, to) = squares.split_at_checked(middle).unwrap_or((squares, ""));
        let square = |part: &str| part.parse::<Square>().map_err(ParseMoveError::Square);
        let (from, to) = (square(from)?, square(to)?);
        let promotion = match promotion.chars().next() {
            None => None,
            Some('q' | 'Q') => Some(Piece::Queen),
            Some('r' | 'R') => Some(Piece::Rook),
            Some('b' | 'B') => Some(Piece::Bishop),
            Some('n' | 'N') => Some(Piece::Knight),
            Some(other) => return Err(ParseMoveError::Promotion(other)),
        };
        if from == to {
            return Err(ParseMoveError::SameSquare(from));
        }
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }
}

impl UciMove {
    /// The move this text names in `position`, if it is legal there: with its kind (castling, en
    /// passant, promotion) as the position makes it, ready for [`Position::make`] and
    /// [`Position::play`].
    ///
    /// Castling reads as the position writes it (the king's move `e1g1` in standard chess,
    /// king-takes-rook `e1h1` in Chess960) and also king-takes-rook in standard chess, as a
    /// Chess960 GUI may send it: a king never otherwise moves onto its own rook, so nothing else
    /// reads the same. The king's move is not read as castling in Chess960, where it may be a
    /// plain king move (`f1g1`).
    ///
    /// ```
    /// use chess_core::{ParseMoveError, Position, UciMove};
    /// let position: Position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
    /// let text: UciMove = "e1h1".parse().unwrap();
    /// let castle = text.to_move(&position).unwrap();
    /// assert!(castle.is_castling());
    /// assert_eq!(castle.to_string(), "e1g1"); // as this position writes it
    /// let wrong: UciMove = "e1e3".parse().unwrap();
    /// assert_eq!(wrong.to_move(&position), Err(ParseMoveError::Illegal(wrong)));
    /// ```
    #[cfg_attr(not(feature = "alloc"), inline)]
    pub fn to_move(self, position: &Position) -> Result<Move, ParseMoveError> {
        let (us, rights) = (position.side_to_move(), position.castling_rights());
        let takes_own_rook = |mv: &Move| {
            mv.castling_side().is_some_and(|side| {
                let to = rights.rook_square(us, side);
                self == UciMove {
                    from: mv.from(),
                    to,
                    promotion: None,
                }
            })
        };
        position
            .legal_moves()
            .into_iter()
            .find(|mv| mv.uci() == self || takes_own_rook(mv))
            .ok_or(ParseMoveError::Illegal(self))
    }

    /// The move with these squares and promotion and no other kind: what the text says without
    /// a position.
    #[inline]
    pub(crate) const fn to_plain_move(self) -> Move {
        match self.promotion {
            Some(piece) => match Move::promotion(self.from, self.to, piece) {
                Some(mv) => mv,
                None => Move::new(self.from, self.to),
            },
            None => Move::new(self.from, self.to),
        }
    }
}

impl Position {
    /// Reads a move in UCI notation (`e2e4`, `e7e8q`, `e1g1`) and checks that it is legal here:
    /// the text read as a [`UciMove`], then [`UciMove::to_move`], which says how castling reads.
    ///
    /// ```
    /// use chess_core::{ParseMoveError, Position};
    /// let position = Position::default();
    /// assert!(position.parse_move("e2e4").is_ok());
    /// assert!(matches!(position.parse_move("e2e5"), Err(ParseMoveError::Illegal(_))));
    /// assert!(matches!(position.parse_move("e2"), Err(ParseMoveError::Length(2))));
    /// assert_eq!(position.parse_move("0000"), Err(ParseMoveError::Null));
    /// ```
    #[cfg_attr(not(feature = "alloc"), inline)]
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        text.parse::<UciMove>()?.to_move(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn uci_text_round_trips_and_errors_name_the_problem() {
        for text in ["e2e4", "a7a8n", "h2h1b", "e1g1", "b7c8r"] {
            assert_eq!(text.parse::<UciMove>().unwrap().to_string(), text);
        }
        assert_eq!("e2e".parse::<UciMove>(), Err(ParseMoveError::Length(3)));
        assert_eq!("e2e4qq".parse::<UciMove>(), Err(ParseMoveError::Length(6)));
        assert!(matches!(
            "é2e4".parse::<UciMove>(),
            Err(ParseMoveError::Square(_))
        ));
        assert_eq!(
            "e7e8é".parse::<UciMove>(),
            Err(ParseMoveError::Promotion('é'))
        );
        assert!(matches!(
            "i2e4".parse::<UciMove>(),
            Err(ParseMoveError::Square(_))
        ));
        assert!(matches!(
            "e2e9".parse::<UciMove>(),
            Err(ParseMoveError::Square(_))
        ));
        assert_eq!(
            "e7e8k".parse::<UciMove>(),
            Err(ParseMoveError::Promotion('k'))
        );
        assert_eq!(
            "e7e8Q".parse::<UciMove>().map(|mv| mv.to_string()),
            Ok("e7e8q".to_string())
        );
        assert_eq!(
            "e7e8K".parse::<UciMove>(),
            Err(ParseMoveError::Promotion('K'))
        );
        assert_eq!(
            "d4d4".parse::<UciMove>(),
            Err(ParseMoveError::SameSquare(Square::D4))
        );
        assert_eq!("0000".parse::<UciMove>(), Err(ParseMoveError::Null));
        for error in [ParseMoveError::Null, ParseMoveError::SameSquare(Square::D4)] {
            assert!(error.to_string().contains(match error {
                ParseMoveError::Null => "null move",
                _ => "d4d4",
            }));
        }
    }
}
