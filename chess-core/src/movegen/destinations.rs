//! The moves a board user interface asks for: those of one piece, those between two squares (a
//! promotion's four choices), and every piece's destinations at once, as chessground's `dests`.
//! Each is generated for the pieces asked about only, by the one listing copy of the generator.

use core::fmt;

use super::Scope;
use crate::{Bitboard, MoveList, Position, Square, Squares};

impl Position {
    /// The legal moves of the pieces on `from`: a [`Square`], or a [`Bitboard`] of several.
    /// Only those pieces' moves are generated, in the order of
    /// [`legal_moves`](Position::legal_moves); a square that holds no piece of the side to move
    /// has none. Castling is the king's, written as `legal_moves` writes it.
    ///
    /// ```
    /// use chess_core::{Bitboard, Position, Square};
    /// let position = Position::default();
    /// let knight: Vec<String> =
    ///     position.legal_moves_from(Square::G1).iter().map(|mv| mv.to_string()).collect();
    /// assert_eq!(knight, ["g1f3", "g1h3"]);
    /// assert!(position.legal_moves_from(Square::E8).is_empty()); // black's king: not its turn
    /// let both_knights = Bitboard::from_square(Square::B1).with(Square::G1);
    /// assert_eq!(position.legal_moves_from(both_knights).len(), 4);
    /// ```
    #[must_use]
    pub fn legal_moves_from(&self, from: impl Into<Bitboard>) -> MoveList {
        self.list(Scope::All, from.into())
    }

    /// The legal moves from `from` to `to`: none, one, or the four promotions a GUI offers to
    /// choose from (queen, rook, bishop, knight). A castling is found at the square its move
    /// names ([`Move::to`](crate::Move::to)): the king's destination in standard chess (`e1g1`),
    /// its own rook's square in Chess960 (`e1h1`).
    ///
    /// ```
    /// use chess_core::{Piece, Position, Square};
    /// let position: Position = "4k3/1P6/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
    /// let choices = position.legal_moves_from_to(Square::B7, Square::B8);
    /// let pieces: Vec<_> = choices.iter().filter_map(|mv| mv.promotion_piece()).collect();
    /// assert_eq!(pieces, [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight]);
    /// let castling = position.legal_moves_from_to(Square::E1, Square::G1);
    /// assert!(castling.len() == 1 && castling[0].is_castling());
    /// assert!(position.legal_moves_from_to(Square::E1, Square::E3).is_empty());
    /// ```
    #[must_use]
    #[inline]
    pub fn legal_moves_from_to(&self, from: Square, to: Square) -> MoveList {
        let mut moves = self.legal_moves_from(from);
        moves.retain(|mv| mv.to() == to);
        moves
    }

    /// Every legal move as a map from each piece's square to the squares it may go to: what a
    /// board widget needs to show and allow moves (chessground's `dests`). A promotion is one
    /// destination (the GUI then asks which piece); a castling is at the square its move names
    /// ([`Move::to`](crate::Move::to)): the king's destination in standard chess, its own rook's
    /// square in Chess960. To let a user castle in standard chess by dropping the king on its
    /// rook as well, add the rook's square; [`parse_move`](Position::parse_move) reads `e1h1` as
    /// castling there.
    ///
    /// ```
    /// use chess_core::{Position, Square};
    /// let position = Position::default();
    /// let destinations = position.destinations();
    /// assert_eq!(destinations.from_squares().count(), 10); // eight pawns, two knights
    /// let e2: Vec<Square> = destinations.get(Square::E2).iter().collect();
    /// assert_eq!(e2, [Square::E3, Square::E4]);
    /// for (from, to) in &destinations {
    ///     assert_eq!(to.count() as usize, position.legal_moves_from(from).len());
    /// }
    /// ```
    #[must_use]
    #[inline]
    pub fn destinations(&self) -> Destinations {
        let mut destinations = Destinations {
            to: [Bitboard::EMPTY; 64],
            from: Bitboard::EMPTY,
        };
        for mv in self.list(Scope::All, Bitboard::FULL) {
            destinations.to[mv.from().index()] |= Bitboard::from_square(mv.to());
            destinations.from |= Bitboard::from_square(mv.from());
        }
        destinations
    }
}

/// The legal moves of a position as each piece's destinations:
/// [`Position::destinations`]. Iterating gives `(from, destinations)` for each piece that can
/// move, a1 first.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Destinations {
    /// By from square.
    to: [Bitboard; 64],
    from: Bitboard,
}

impl Destinations {
    /// The squares the piece on `from` may go to (empty if it cannot move, or there is none).
    #[inline]
    #[must_use]
    pub fn get(&self, from: Square) -> Bitboard {
        self.to[from.index()]
    }

    /// The squares of the pieces that have a legal move.
    #[inline]
    #[must_use]
    pub fn from_squares(&self) -> Bitboard {
        self.from
    }

    /// Whether no piece can move: checkmate or stalemate.
    #[inline]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.from.is_empty()
    }

    /// `(from, destinations)` for each piece that has a legal move, a1 first.
    #[must_use]
    pub fn iter(&self) -> DestinationsIter<'_> {
        DestinationsIter {
            destinations: self,
            from: self.from.iter(),
        }
    }
}

impl<'a> IntoIterator for &'a Destinations {
    type Item = (Square, Bitboard);
    type IntoIter = DestinationsIter<'a>;

    fn into_iter(self) -> DestinationsIter<'a> {
        self.iter()
    }
}

/// As a map: `{e2: [e3, e4], …}`.
impl fmt::Debug for Destinations {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.iter().map(|(from, to)| (from, SquareList(to))))
            .finish()
    }
}

/// A bitboard shown as the list of its squares.
struct SquareList(Bitboard);

impl fmt::Debug for SquareList {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.iter()).finish()
    }
}

/// The iterator of [`Destinations::iter`].
#[derive(Clone, Debug)]
pub struct DestinationsIter<'a> {
    destinations: &'a Destinations,
    from: Squares,
}

impl Iterator for DestinationsIter<'_> {
    type Item = (Square, Bitboard);

    #[inline]
    fn next(&mut self) -> Option<(Square, Bitboard)> {
        let from = self.from.next()?;
        Some((from, self.destinations.get(from)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.from.size_hint()
    }
}
