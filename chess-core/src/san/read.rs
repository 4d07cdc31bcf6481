//! Reading a move in SAN, or in either SAN or UCI.

use core::fmt;

use crate::attacks::{king_attacks, pawn_attacks, piece_attacks};
use crate::legal::keeps_king_safe_from;
use crate::movegen::pawn_push_origins;
use crate::{Bitboard, CastlingSide, File, Move, Piece, Position, Rank, Square, UciMove};

/// Why SAN text was refused.
///
/// ```
/// use chess_core::{Position, SanError};
/// let position: Position = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1".parse().unwrap();
/// assert_eq!(position.parse_san("N3"), Err(SanError::Malformed));
/// assert_eq!(position.parse_san("Nd4"), Err(SanError::Illegal));
/// assert!(matches!(position.parse_san("Nd2"), Err(SanError::Ambiguous { .. })));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SanError {
    /// Not SAN at all: the text does not follow its syntax.
    Malformed,
    /// Well formed, but no legal move here fits it.
    Illegal,
    /// More than one legal move fits it (two of them named); the file or rank the piece leaves
    /// tells them apart.
    Ambiguous {
        /// One move that fits.
        first: Move,
        /// Another.
        second: Move,
    },
}

impl fmt::Display for SanError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Malformed => {
                f.write_str("malformed SAN: expected a move such as Nf3, exd5, e8=Q or O-O")
            }
            SanError::Illegal => f.write_str("illegal: no legal move in this position fits it"),
            SanError::Ambiguous { first, second } => write!(
                f,
                "ambiguous: more than one legal move fits it ({first}, {second}); name the file \
                 or rank the piece leaves"
            ),
        }
    }
}

impl core::error::Error for SanError {}

/// Why a move in UCI or SAN was refused: [`Position::parse_any_move`]'s error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum AnyMoveError {
    /// Neither UCI nor SAN.
    Malformed,
    /// Well formed in UCI or SAN, but not a legal move here.
    Illegal,
    /// SAN that more than one legal move fits (two of them named).
    Ambiguous {
        /// One move that fits.
        first: Move,
        /// Another.
        second: Move,
    },
}

impl From<SanError> for AnyMoveError {
    #[inline]
    fn from(error: SanError) -> AnyMoveError {
        match error {
            SanError::Malformed => AnyMoveError::Malformed,
            SanError::Illegal => AnyMoveError::Illegal,
            SanError::Ambiguous { first, second } => AnyMoveError::Ambiguous { first, second },
        }
    }
}

impl fmt::Display for AnyMoveError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMoveError::Malformed => {
                f.write_str("malformed: neither UCI (e2e4, e7e8q) nor SAN (Nf3, exd5, e8=Q, O-O)")
            }
            AnyMoveError::Illegal => f.write_str("illegal: not a legal move in this position"),
            AnyMoveError::Ambiguous { first, second } => SanError::Ambiguous {
                first: *first,
                second: *second,
            }
            .fmt(f),
        }
    }
}

impl core::error::Error for AnyMoveError {}

/// What SAN text says about a move, before the position is asked which legal move fits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pattern {
    Castling(CastlingSide),
    Move(Described),
}

/// A move other than castling as SAN describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Described {
    piece: Piece,
    /// The file, rank or both that the piece leaves, when the text names them.
    file: Option<File>,
    rank: Option<Rank>,
    /// `x` was written: the move must capture.
    capture: bool,
    to: Square,
    promotion: Option<Piece>,
}

impl Position {
    /// Reads a move in SAN and finds the one legal move it names.
    ///
    /// Besides the PGN standard's own form, the reading accepts: `0-0` and `0-0-0` for castling;
    /// a missing, wrong or doubled suffix (`+`, `#`, `++`, `#+` …, never checked against the
    /// position); the annotations `!`, `?`, `!!`, `??`, `!?`, `?!` after it; a promotion without
    /// `=` (`e8Q`); a capture without its `x` (`Nxe5` as `Ne5`, `exd5` as `ed5`); and more
    /// disambiguation than needed (`Ngf3`, `Ng1f3`). An `x` on a move that captures nothing is
    /// refused as illegal. Castling is only `O-O`/`O-O-O`, never the king's move (`Kg1`).
    ///
    /// ```
    /// use chess_core::{Position, SanError};
    /// let position = Position::default();
    /// let knight = position.parse_san("Nf3").unwrap();
    /// assert_eq!(knight.to_string(), "g1f3");
    /// assert_eq!(position.parse_san("Nf3!?"), Ok(knight));
    /// assert_eq!(position.parse_san("Ng1f3+"), Ok(knight));
    /// assert_eq!(position.parse_san("Nf4"), Err(SanError::Illegal));
    /// assert_eq!(position.parse_san("g1f3"), Err(SanError::Malformed));
    /// ```
    #[cfg_attr(not(feature = "alloc"), inline)]
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        self.parse_san_bytes(text.as_bytes())
    }

    /// [`parse_san`](Position::parse_san) of bytes, as a PGN reader has them (SAN is ASCII:
    /// other bytes make it malformed), without making them a `str` first.
    ///
    /// ```
    /// use chess_core::{Position, SanError};
    /// let position = Position::default();
    /// assert_eq!(position.parse_san_bytes(b"Nf3"), position.parse_san("Nf3"));
    /// assert_eq!(position.parse_san_bytes(b"N\xfff3"), Err(SanError::Malformed));
    /// ```
    #[cfg_attr(not(feature = "alloc"), inline)]
    pub fn parse_san_bytes(&self, text: &[u8]) -> Result<Move, SanError> {
        match pattern(text).ok_or(SanError::Malformed)? {
            // One castling a side: the position's own, if it is legal.
            Pattern::Castling(side) => {
                let mv = self.castling_move(self.king(self.side_to_move()), side);
                self.is_legal(mv).then_some(mv).ok_or(SanError::Illegal)
            }
            Pattern::Move(described) => self.fitting_move(described),
        }
    }

    /// Reads a move in UCI (`e2e4`, `e7e8q`, `e1g1`) or SAN (`e4`, `Nf3`, `O-O`, with the
    /// leniencies of [`parse_san`](Position::parse_san)) and checks it is legal here. The two
    /// notations never share a word, so there is no guessing: text that is UCI is read as UCI.
    ///
    /// ```
    /// use chess_core::{AnyMoveError, Position};
    /// let position = Position::default();
    /// assert_eq!(position.parse_any_move("g1f3"), position.parse_any_move("Nf3"));
    /// assert_eq!(position.parse_any_move("e2e5"), Err(AnyMoveError::Illegal));
    /// assert_eq!(position.parse_any_move("e5"), Err(AnyMoveError::Illegal));
    /// assert_eq!(position.parse_any_move("e2-e4"), Err(AnyMoveError::Malformed));
    /// ```
    #[cfg_attr(not(feature = "alloc"), inline)]
    pub fn parse_any_move(&self, text: &str) -> Result<Move, AnyMoveError> {
        if text.parse::<UciMove>().is_ok() {
            return self.parse_move(text).map_err(|_| AnyMoveError::Illegal);
        }
        Ok(self.parse_san(text)?)
    }

    /// The one legal move that `described` fits, found from its target square among the few
    /// pieces that reach it rather than among all legal moves (a PGN reader resolves every move
    /// so). When several fit, the first two found are named.
    #[cfg_attr(not(feature = "alloc"), inline)]
    fn fitting_move(&self, described: Described) -> Result<Move, SanError> {
        let Described {
            piece,
            to,
            promotion,
            ..
        } = described;
        let us = self.side_to_move();
        let occupied = self.occupied();
        let en_passant =
            piece == Piece::Pawn && described.file.is_some() && self.en_passant() == Some(to);
        let captures = self.by_color(!us).contains(to) || en_passant;
        // What the target square alone refutes, for every piece that might make the move: a
        // piece of ours there, an `x` without a capture, a pawn that names its file exactly
        // when it does not capture (`d4` is never `cxd4`), a pawn reaching the last rank
        // without promoting.
        if self.by_color(us).contains(to)
            || (described.capture && !captures)
            || (piece == Piece::Pawn
                && (described.file.is_some() != captures
                    || Bitboard::BACK_RANKS.contains(to) != promotion.is_some()))
        {
            return Err(SanError::Illegal);
        }
        let named = described.file.map_or(Bitboard::FULL, Bitboard::file)
            & described.rank.map_or(Bitboard::FULL, Bitboard::rank);
        let king = self.king(us);
        if piece == Piece::King {
            // Tested with the king lifted, so it cannot step back along a slider's check.
            let reaches = (king_attacks(to) & named).contains(king);
            let safe = self.attackers(to, !us, occupied.without(king)).is_empty();
            return (reaches && safe)
                .then(|| Move::new(king, to))
                .ok_or(SanError::Illegal);
        }
        // The squares a piece of this kind reaches `to` from: attacks are symmetric, but for a
        // pawn's, which are its colour's seen from the other side, and its pushes, traced back.
        let reach = match piece {
            Piece::Pawn if captures => pawn_attacks(!us, to),
            Piece::Pawn => pawn_push_origins(us, to, occupied),
            _ => piece_attacks(us, piece, to, self.occupancy()),
        };
        let (checkers, pinned) = match en_passant {
            true => (Bitboard::EMPTY, Bitboard::EMPTY),
            false => self.checkers_and_pinned(us, king),
        };
        let mut found = None;
        for from in reach & named & self.pieces(us, piece) {
            let mv = match promotion {
                Some(promoted) => Move::promotion(from, to, promoted).ok_or(SanError::Illegal)?,
                None if en_passant => Move::en_passant(from, to),
                None => Move::new(from, to),
            };
            let legal = match en_passant {
                true => self.is_legal(mv),
                false => keeps_king_safe_from(king, checkers, pinned, from, to),
            };
            if legal {
                if let Some(first) = found {
                    return Err(SanError::Ambiguous { first, second: mv });
                }
                found = Some(mv);
            }
        }
        found.ok_or(SanError::Illegal)
    }
}

/// Reads SAN's syntax: `[piece][file][rank][x]square[[=]promotion][+|#][annotation]`, or
/// castling. `None` when the text is not SAN.
#[cfg_attr(not(feature = "alloc"), inline)]
fn pattern(text: &[u8]) -> Option<Pattern> {
    let mut rest = text;
    // Annotations, then the check or mate suffix, each taken off the end (most SAN has none:
    // one look at the last byte says so).
    if matches!(rest.last(), Some(b'!' | b'?' | b'+' | b'#')) {
        for _ in 0..2 {
            rest = rest
                .strip_suffix(b"!")
                .or(rest.strip_suffix(b"?"))
                .unwrap_or(rest);
        }
        for _ in 0..2 {
            rest = rest
                .strip_suffix(b"+")
                .or(rest.strip_suffix(b"#"))
                .unwrap_or(rest);
        }
    }
    // The common shapes in one look (`e4`, `Nf3`, `exd5`, `Nxe5`): what the reading below makes
    // of them, without its steps.
    let (piece, from_file, capture, square) = match *rest {
        [file, rank] => (Piece::Pawn, None, false, (file, rank)),
        [letter @ (b'N' | b'B' | b'R' | b'Q' | b'K'), file, rank] => {
            (piece_named(letter)?, None, false, (file, rank))
        }
        [
            letter @ (b'N' | b'B' | b'R' | b'Q' | b'K'),
            b'x',
            file,
            rank,
        ] => (piece_named(letter)?, None, true, (file, rank)),
        [from @ b'a'..=b'h', b'x', file, rank] => {
            (Piece::Pawn, file_named(from), true, (file, rank))
        }
        _ => (Piece::Pawn, None, false, (0, 0)),
    };
    if let (Some(file), Some(rank)) = (file_named(square.0), rank_named(square.1)) {
        return Some(Pattern::Move(Described {
            piece,
            file: from_file,
            rank: None,
            capture,
            to: Square::new(file, rank),
            promotion: None,
        }));
    }
    if let [b'O' | b'0', ..] = rest {
        match rest {
            b"O-O" | b"0-0" => return Some(Pattern::Castling(CastlingSide::KingSide)),
            b"O-O-O" | b"0-0-0" => return Some(Pattern::Castling(CastlingSide::QueenSide)),
            _ => {}
        }
    }

    // Read from the end: `[=]promotion`, the target square, `x`, then from the front the
    // piece's letter and whatever is left, the file, rank or both it leaves.
    let (rest, promotion) = match rest {
        [rest @ .., letter @ (b'N' | b'B' | b'R' | b'Q')] => (
            rest.strip_suffix(b"=").unwrap_or(rest),
            piece_named(*letter),
        ),
        _ => (rest, None),
    };
    let [rest @ .., file @ b'a'..=b'h', rank @ b'1'..=b'8'] = rest else {
        return None;
    };
    let to = Square::new(file_named(*file)?, rank_named(*rank)?);
    let (rest, capture) = match rest {
        [rest @ .., b'x'] => (rest, true),
        _ => (rest, false),
    };
    let (piece, rest) = match rest {
        [letter @ b'A'..=b'Z', rest @ ..] => (piece_named(*letter)?, rest),
        _ => (Piece::Pawn, rest),
    };
    let (file, rank) = match rest {
        [] => (None, None),
        [file @ b'a'..=b'h'] => (file_named(*file), None),
        [rank @ b'1'..=b'8'] => (None, rank_named(*rank)),
        [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => (file_named(*file), rank_named(*rank)),
        _ => return None,
    };
    let pawn_ok = piece != Piece::Pawn
        || (rank.is_none() && (file.is_some() || !capture) && promotion_rank_ok(to, promotion));
    let promotion_ok = promotion.is_none() || piece == Piece::Pawn;
    (pawn_ok && promotion_ok).then_some(Pattern::Move(Described {
        piece,
        file,
        rank,
        capture,
        to,
        promotion,
    }))
}

/// A promotion goes to the first or last rank; a pawn's move there without one is left for the
/// position to refuse (it is legal SAN syntax, just never a legal move).
#[inline]
fn promotion_rank_ok(to: Square, promotion: Option<Piece>) -> bool {
    promotion.is_none() || matches!(to.rank(), Rank::First | Rank::Eighth)
}

/// The piece SAN names by an upper-case letter (FEN's white letters, pawn excluded).
#[inline]
fn piece_named(letter: u8) -> Option<Piece> {
    match letter {
        b'N' => Some(Piece::Knight),
        b'B' => Some(Piece::Bishop),
        b'R' => Some(Piece::Rook),
        b'Q' => Some(Piece::Queen),
        b'K' => Some(Piece::King),
        _ => None,
    }
}

#[inline]
fn file_named(letter: u8) -> Option<File> {
    File::from_index(letter.wrapping_sub(b'a'))
}

#[inline]
fn rank_named(digit: u8) -> Option<Rank> {
    Rank::from_index(digit.wrapping_sub(b'1'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn castle(side: CastlingSide) -> Option<Pattern> {
        Some(Pattern::Castling(side))
    }

    #[test]
    fn the_syntax_is_read_whole() {
        let knight = Some(Pattern::Move(Described {
            piece: Piece::Knight,
            file: None,
            rank: None,
            capture: false,
            to: Square::F3,
            promotion: None,
        }));
        for text in ["Nf3", "Nf3+", "Nf3#", "Nf3!", "Nf3+!?", "Nf3??", "Nf3++"] {
            assert_eq!(pattern(text.as_bytes()), knight, "{text}");
        }
        assert_eq!(
            pattern(b"exd8=Q#"),
            Some(Pattern::Move(Described {
                piece: Piece::Pawn,
                file: Some(File::E),
                rank: None,
                capture: true,
                to: Square::D8,
                promotion: Some(Piece::Queen),
            }))
        );
        assert_eq!(pattern(b"exd8Q"), pattern(b"exd8=Q"));
        assert_eq!(
            pattern(b"Qh4xe1"),
            Some(Pattern::Move(Described {
                piece: Piece::Queen,
                file: Some(File::H),
                rank: Some(Rank::Fourth),
                capture: true,
                to: Square::E1,
                promotion: None,
            }))
        );
        for text in ["O-O", "0-0", "O-O+", "0-0#!"] {
            assert_eq!(pattern(text.as_bytes()), castle(CastlingSide::KingSide));
        }
        for text in ["O-O-O", "0-0-0", "O-O-O#"] {
            assert_eq!(pattern(text.as_bytes()), castle(CastlingSide::QueenSide));
        }
    }

    #[test]
    fn anything_else_is_malformed() {
        for text in [
            "", "+", "!", "N", "f", "f9", "i3", "Nf", "Nf3+++", "Nf3!!!", "Xf3", "nf3", "Pe4",
            "xd5", "e2e4", "e7e8q", "e8=", "e8=K", "Ne8=Q", "e5=Q", "Nf3 ", " Nf3", "O-O-O-O",
            "o-o", "O-0", "Ng1f3f3", "N1gf3", "Nf3x", "exd5x", "=Q", "é4", "Ké4", "e4é", "e8==Q",
            "e8=Q=Q", "N=f3", "Na9f3", "Nxxf3", "exd8=q", "KQe1",
        ] {
            assert_eq!(pattern(text.as_bytes()), None, "{text:?}");
        }
    }
}
