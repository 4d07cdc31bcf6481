//! A position set up piece by piece, for board editors and tools, and checked when built: the
//! FEN reader fills one too, so a position's rules are written once, here.

use core::iter::FusedIterator;

use crate::castling::home_rank;
use crate::reachable;
use crate::{
    Bitboard, CastlingRights, CastlingSide, Color, FenError, File, Piece, Position, Rank, Square,
    Squares, Variant,
};

/// A position under construction: pieces placed and removed one square at a time, side to move,
/// castling rights (standard or Chess960), en passant, clocks and [`Variant`], each settable in
/// any order and none checked until [`build`](PositionBuilder::build), which checks every rule a
/// FEN must keep and that a game can reach the position, and answers with the same [`FenError`]s
/// (FEN is read through a builder); [`build_permissive`](PositionBuilder::build_permissive)
/// accepts what no game reaches but the move generator can work with. For a
/// board editor: a drag is [`remove_piece`](PositionBuilder::remove_piece) then
/// [`set_piece`](PositionBuilder::set_piece), [`placement`](PositionBuilder::placement) draws the
/// board, and an invalid setup can be kept and shown while it is being edited.
///
/// Start from [`new`](PositionBuilder::new) (an empty board, white to move, no rights) or from a
/// position (`PositionBuilder::from(&position)`, which builds back to the same position).
///
/// ```
/// use chess_core::{CastlingSide, Color, FenError, File, Piece, PositionBuilder, Square};
///
/// let mut builder = PositionBuilder::new();
/// builder
///     .set_piece(Square::E1, Color::White, Piece::King)
///     .set_piece(Square::H1, Color::White, Piece::Rook)
///     .set_piece(Square::E8, Color::Black, Piece::King)
///     .set_castling(Color::White, CastlingSide::KingSide, Some(File::H));
/// assert_eq!(builder.build()?.to_string(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
///
/// // A drag from h1 to h8: now the rook gives check and has left its corner.
/// let rook = builder.remove_piece(Square::H1).unwrap();
/// builder.set_piece(Square::H8, rook.0, rook.1);
/// assert_eq!(builder.build(), Err(FenError::CastlingWithoutRook('H')));
/// builder.set_castling(Color::White, CastlingSide::KingSide, None);
/// builder.set_side_to_move(Color::Black);
/// assert!(builder.build()?.is_check());
/// # Ok::<(), FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PositionBuilder {
    by_color: [Bitboard; 2],
    by_piece: [Bitboard; 6],
    side: Color,
    /// `[colour][side]`: the file of the rook of each castling right.
    castling: [[Option<File>; 2]; 2],
    en_passant: Option<Square>,
    halfmove_clock: u16,
    fullmove_number: u16,
    variant: Variant,
}

/// [`PositionBuilder::new`]: an empty board.
impl Default for PositionBuilder {
    #[inline]
    fn default() -> PositionBuilder {
        PositionBuilder::new()
    }
}

impl PositionBuilder {
    /// An empty board, white to move, no castling rights, no en passant, clocks `0 1`, the
    /// variant [`Auto`](Variant::Auto).
    ///
    /// ```
    /// use chess_core::{FenError, PositionBuilder};
    /// let builder = PositionBuilder::new();
    /// assert_eq!(builder.placement().count(), 0);
    /// assert!(matches!(builder.build(), Err(FenError::KingCount { .. })));
    /// ```
    #[must_use]
    #[inline]
    pub const fn new() -> PositionBuilder {
        PositionBuilder {
            by_color: [Bitboard::EMPTY; 2],
            by_piece: [Bitboard::EMPTY; 6],
            side: Color::White,
            castling: [[None; 2]; 2],
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            variant: Variant::Auto,
        }
    }

    /// The colour and kind of the piece on `square`, if any.
    ///
    /// ```
    /// use chess_core::{Color, Piece, Position, PositionBuilder, Square};
    /// let builder = PositionBuilder::from(&Position::default());
    /// assert_eq!(builder.piece_at(Square::D8), Some((Color::Black, Piece::Queen)));
    /// assert_eq!(builder.piece_at(Square::D4), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        piece_at(&self.by_color, &self.by_piece, square)
    }

    /// Puts a piece of `color` and kind `piece` on `square`, in place of whatever stood there.
    ///
    /// ```
    /// use chess_core::{Color, Piece, PositionBuilder, Square};
    /// let mut builder = PositionBuilder::new();
    /// builder.set_piece(Square::D4, Color::White, Piece::Knight);
    /// builder.set_piece(Square::D4, Color::Black, Piece::Queen);
    /// assert_eq!(builder.piece_at(Square::D4), Some((Color::Black, Piece::Queen)));
    /// assert_eq!(builder.placement().count(), 1);
    /// ```
    #[inline]
    pub fn set_piece(&mut self, square: Square, color: Color, piece: Piece) -> &mut Self {
        self.remove_piece(square);
        self.by_color[color as usize] = self.by_color[color as usize].with(square);
        self.by_piece[piece as usize] = self.by_piece[piece as usize].with(square);
        self
    }

    /// Takes the piece off `square` and returns it (`None` if the square was empty): a square
    /// cleared, or the start of a drag.
    ///
    /// ```
    /// use chess_core::{Color, Piece, Position, PositionBuilder, Square};
    /// let mut builder = PositionBuilder::from(&Position::default());
    /// assert_eq!(builder.remove_piece(Square::G1), Some((Color::White, Piece::Knight)));
    /// assert_eq!(builder.remove_piece(Square::G1), None);
    /// ```
    #[inline]
    pub fn remove_piece(&mut self, square: Square) -> Option<(Color, Piece)> {
        let found = self.piece_at(square)?;
        for bitboard in self.by_color.iter_mut().chain(&mut self.by_piece) {
            *bitboard = bitboard.without(square);
        }
        Some(found)
    }

    /// Takes every piece off the board (the rest stays as it is).
    ///
    /// ```
    /// use chess_core::{Position, PositionBuilder};
    /// let mut builder = PositionBuilder::from(&Position::default());
    /// assert_eq!(builder.clear_board().placement().count(), 0);
    /// ```
    #[inline]
    pub fn clear_board(&mut self) -> &mut Self {
        self.by_color = [Bitboard::EMPTY; 2];
        self.by_piece = [Bitboard::EMPTY; 6];
        self
    }

    /// Every piece on the board as `(square, colour, kind)`, a1 first (square order, rank by
    /// rank): what a board is drawn from.
    ///
    /// ```
    /// use chess_core::{Color, Piece, Position, PositionBuilder, Square};
    /// let builder = PositionBuilder::from(&Position::default());
    /// let first = builder.placement().next();
    /// assert_eq!(first, Some((Square::A1, Color::White, Piece::Rook)));
    /// ```
    #[must_use]
    #[inline]
    pub fn placement(&self) -> Placement {
        Placement::new(self.by_color, self.by_piece)
    }

    /// The squares of the pieces of `color` and kind `piece`.
    ///
    /// ```
    /// use chess_core::{Color, Piece, Position, PositionBuilder};
    /// let builder = PositionBuilder::from(&Position::default());
    /// assert_eq!(builder.pieces(Color::Black, Piece::Pawn).count(), 8);
    /// ```
    #[must_use]
    #[inline]
    pub fn pieces(&self, color: Color, piece: Piece) -> Bitboard {
        self.by_color[color as usize] & self.by_piece[piece as usize]
    }

    /// The side to move.
    #[must_use]
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Sets the side to move.
    ///
    /// ```
    /// use chess_core::{Color, Position, PositionBuilder};
    /// let mut builder = PositionBuilder::from(&Position::default());
    /// builder.set_side_to_move(Color::Black);
    /// assert_eq!(builder.build().unwrap().side_to_move(), Color::Black);
    /// ```
    #[inline]
    pub fn set_side_to_move(&mut self, side: Color) -> &mut Self {
        self.side = side;
        self
    }

    /// The file of the rook `color` may castle with to `side`, if it has that right.
    ///
    /// ```
    /// use chess_core::{CastlingSide, Color, File, Position, PositionBuilder};
    /// let builder = PositionBuilder::from(&Position::default());
    /// assert_eq!(builder.castling(Color::Black, CastlingSide::QueenSide), Some(File::A));
    /// ```
    #[must_use]
    #[inline]
    pub fn castling(&self, color: Color, side: CastlingSide) -> Option<File> {
        self.castling[color as usize][side as usize]
    }

    /// Gives `color` the right to castle to `side` with its rook on `rook`'s file of its back
    /// rank (`File::H` and `File::A` in standard chess, any file in Chess960), or with `None`
    /// takes the right away. When built, the king of `color` must stand on its back rank and the
    /// rook on that file on `side` of it.
    ///
    /// ```
    /// use chess_core::{CastlingSide, Color, File, Position, PositionBuilder};
    /// let mut builder = PositionBuilder::from(&Position::default());
    /// builder.set_castling(Color::White, CastlingSide::QueenSide, None);
    /// assert_eq!(builder.build().unwrap().castling_rights().to_string(), "Kkq");
    /// ```
    #[inline]
    pub fn set_castling(
        &mut self,
        color: Color,
        side: CastlingSide,
        rook: Option<File>,
    ) -> &mut Self {
        self.castling[color as usize][side as usize] = rook;
        self
    }

    /// Sets all four castling rights from `rights`: each held with its rook's file, each not held
    /// taken away (the kings' files are the board's).
    ///
    /// ```
    /// use chess_core::{CastlingRights, Position, PositionBuilder};
    /// let mut builder = PositionBuilder::from(&Position::default());
    /// builder.set_castling_rights("Qk".parse().unwrap());
    /// assert_eq!(builder.build().unwrap().castling_rights().to_string(), "Qk");
    /// builder.set_castling_rights(CastlingRights::NONE);
    /// assert_eq!(builder.build().unwrap().castling_rights(), CastlingRights::NONE);
    /// ```
    #[inline]
    pub fn set_castling_rights(&mut self, rights: CastlingRights) -> &mut Self {
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let rook = rights.rook(color, side).map(Square::file);
                self.set_castling(color, side, rook);
            }
        }
        self
    }

    /// Takes away the castling rights standard chess cannot have, and returns them: those whose
    /// king does not stand on e1 (e8 for black) or whose rook is not on the h-file (king side) or
    /// the a-file (queen side). What python-chess's `clean_castling_rights` does for a standard
    /// board; shakmaty refuses them, as [`build`](PositionBuilder::build) does with
    /// [`Variant::Standard`]. The rights returned are written in Shredder-FEN, their rooks' files
    /// (`Bb`), so they can be named to a user.
    ///
    /// ```
    /// use chess_core::{FenError, Position, PositionBuilder, Square, Variant};
    /// let chess960: Position = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1".parse()?;
    /// let mut builder = PositionBuilder::from(&chess960);
    /// builder.set_variant(Variant::Standard);
    /// let king = Square::F1;
    /// assert_eq!(builder.build(), Err(FenError::CastlingNotStandard { king, rook: Square::G1 }));
    /// let dropped = builder.drop_non_standard_castling();
    /// assert_eq!(dropped.to_string(), "GEge");
    /// assert_eq!(builder.build()?.castling_rights().to_string(), "-");
    /// # Ok::<(), FenError>(())
    /// ```
    #[inline]
    pub fn drop_non_standard_castling(&mut self) -> CastlingRights {
        let mut dropped = CastlingRights::NONE.declared_chess960();
        for color in Color::ALL {
            let king = self.castling_king(color).map(Square::file);
            for side in CastlingSide::ALL {
                let Some(rook) = self.castling(color, side) else {
                    continue;
                };
                if king.is_none_or(|king| !is_standard(side, king, rook)) {
                    dropped = dropped.with_files(color, side, king.unwrap_or(File::E), rook);
                    self.set_castling(color, side, None);
                }
            }
        }
        dropped
    }

    /// The square a pawn may capture en passant on, as set.
    #[must_use]
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Sets the en-passant square: the square a pawn of the other side has just passed over with
    /// a double step. When built, it must be one a pawn can just have passed (or the build fails
    /// with [`FenError::EnPassantImpossible`]), and it stays part of the position only when a
    /// pawn of the side to move stands ready to take, as FEN's is read.
    ///
    /// ```
    /// use chess_core::{Position, PositionBuilder, Square};
    /// let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2";
    /// let mut builder = PositionBuilder::from(&fen.parse::<Position>().unwrap());
    /// builder.set_en_passant(Some(Square::D6));
    /// assert_eq!(builder.build().unwrap().en_passant(), Some(Square::D6));
    /// ```
    #[inline]
    pub fn set_en_passant(&mut self, square: Option<Square>) -> &mut Self {
        self.en_passant = square;
        self
    }

    /// Half-moves since the last capture or pawn move.
    #[must_use]
    #[inline]
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove_clock
    }

    /// Sets the half-move clock (the fifty-move rule's).
    #[inline]
    pub fn set_halfmove_clock(&mut self, halfmove_clock: u16) -> &mut Self {
        self.halfmove_clock = halfmove_clock;
        self
    }

    /// The move number.
    #[must_use]
    #[inline]
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove_number
    }

    /// Sets the move number; 0 (puzzle collections write it for "unknown") is built as 1, as
    /// FEN reads it.
    ///
    /// ```
    /// use chess_core::{Position, PositionBuilder};
    /// let mut builder = PositionBuilder::from(&Position::default());
    /// builder.set_halfmove_clock(12).set_fullmove_number(40);
    /// assert!(builder.build().unwrap().to_string().ends_with(" 12 40"));
    /// builder.set_fullmove_number(0);
    /// assert!(builder.build().unwrap().to_string().ends_with(" 12 1"));
    /// ```
    #[inline]
    pub fn set_fullmove_number(&mut self, fullmove_number: u16) -> &mut Self {
        self.fullmove_number = fullmove_number;
        self
    }

    /// The variant the position is built as.
    #[must_use]
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Sets the variant the position is built as (see [`Variant`]).
    ///
    /// ```
    /// use chess_core::{Position, PositionBuilder, Variant};
    /// let mut builder = PositionBuilder::from(&Position::default());
    /// builder.set_variant(Variant::Chess960);
    /// let chess960 = builder.build().unwrap();
    /// assert_eq!(chess960.castling_rights().to_string(), "HAha");
    /// assert_eq!(chess960.hash(), Position::default().hash());
    /// ```
    #[inline]
    pub fn set_variant(&mut self, variant: Variant) -> &mut Self {
        self.variant = variant;
        self
    }

    /// The position, if a game can reach its material and its check, and it keeps every rule of
    /// [`build_permissive`](PositionBuilder::build_permissive) (checked first, in its order).
    /// What no game reaches is refused with its own [`FenError`]: more than 16 pieces or 8 pawns
    /// a side, more pieces beyond the starting set (promoted ones, bishops counted by square
    /// colour) than pawns missing, then more than two checkers, two checkers no single move can
    /// make (two knights or pawns, or two pieces on one line with the king), or a check that the
    /// double pawn push the en-passant square names cannot have given. These are the rules
    /// shakmaty checks, so the two agree on which setups are positions.
    ///
    /// ```
    /// use chess_core::{Color, FenError, Piece, PositionBuilder, Square};
    /// let mut builder = PositionBuilder::new();
    /// builder.set_piece(Square::E1, Color::White, Piece::King);
    /// let missing = FenError::KingCount { color: Color::Black, count: 0 };
    /// assert_eq!(builder.build(), Err(missing));
    /// builder.set_piece(Square::E2, Color::Black, Piece::King);
    /// assert_eq!(builder.build(), Err(FenError::OpponentInCheck));
    /// builder.remove_piece(Square::E2);
    /// builder.set_piece(Square::E8, Color::Black, Piece::King);
    /// // Knights on d6 and f6 both check the king on e8: no single move does that.
    /// builder.set_piece(Square::D6, Color::White, Piece::Knight);
    /// builder.set_piece(Square::F6, Color::White, Piece::Knight);
    /// builder.set_side_to_move(Color::Black);
    /// let impossible = FenError::ImpossibleCheck { first: Square::D6, second: Square::F6 };
    /// assert_eq!(builder.build(), Err(impossible));
    /// assert!(builder.build_permissive()?.is_check()); // a puzzle may still set it up
    /// # Ok::<(), FenError>(())
    /// ```
    #[inline]
    pub fn build(&self) -> Result<Position, FenError> {
        let position = self.build_permissive()?;
        reachable::check_material(&position)?;
        reachable::check_checkers(&position, self.en_passant)?;
        Ok(position)
    }

    /// The position, if the move generator and every other method can work with it, however
    /// unlikely in a game: for board editors and composed puzzles, which may hold nine queens
    /// beside eight pawns, twenty queens, or a triple check. (A method rather than a mode
    /// argument to [`build`](PositionBuilder::build): the strict reading stays the short,
    /// obvious call, and the permissive one is named where it is chosen, as shakmaty's
    /// `ignore_too_much_material` and `ignore_impossible_check` are.)
    ///
    /// It keeps every rule FEN has: one king of each colour, no pawn on the first or last rank,
    /// each castling right with its king on its back rank and its rook of its colour there on
    /// its side of the king (and, for [`Variant::Standard`], the king on the e-file and the rook
    /// in the corner), an en-passant square a pawn can just have passed, and the side that just
    /// moved not in check. Otherwise the [`FenError`] that FEN text
    /// of the same contents gets, its castling field in Shredder-FEN (a right is named by its
    /// rook's file): the checks run in that order. An en-passant square with no pawn of the side
    /// to move ready to take is left out, as FEN's is. Every position it gives has at most
    /// [`MAX_MOVES`](crate::MAX_MOVES) legal moves, so every method answers.
    ///
    /// ```
    /// use chess_core::{Color, FenError, Piece, PositionBuilder, Square};
    /// let mut builder = PositionBuilder::new();
    /// builder.set_piece(Square::A1, Color::White, Piece::King);
    /// builder.set_piece(Square::H8, Color::Black, Piece::King);
    /// for square in [Square::C4, Square::D3, Square::C5, Square::E3, Square::F4] {
    ///     builder.set_piece(square, Color::White, Piece::Queen);
    /// }
    /// let too_many = FenError::TooManyPromoted { color: Color::White, promoted: 4, missing_pawns: 8 };
    /// assert_ne!(builder.build(), Err(too_many)); // 4 promoted with 8 pawns missing is fine
    /// for square in [Square::A2, Square::B2, Square::F2, Square::G2, Square::H2] {
    ///     builder.set_piece(square, Color::White, Piece::Pawn);
    /// }
    /// let too_many = FenError::TooManyPromoted { color: Color::White, promoted: 4, missing_pawns: 3 };
    /// assert_eq!(builder.build(), Err(too_many));
    /// assert_eq!(builder.build_permissive()?.legal_moves().len(), 89);
    /// # Ok::<(), FenError>(())
    /// ```
    pub fn build_permissive(&self) -> Result<Position, FenError> {
        self.check_kings_and_pawns()?;
        let castling = self.castling_rights()?;
        let mut position = Position::with_pieces(self.by_color, self.by_piece);
        position.set_side(self.side);
        position.set_castling(castling);
        position.set_en_passant(self.checked_en_passant(&position)?);
        // 0, which puzzle collections write for "unknown", is 1 here as in FEN.
        position.set_clocks(self.halfmove_clock, self.fullmove_number.max(1));
        let us = self.side;
        if position.is_attacked(position.king(!us), us) {
            return Err(FenError::OpponentInCheck);
        }
        position.rehash();
        Ok(position)
    }

    /// One king of each colour, and no pawn on a back rank.
    #[inline]
    pub(crate) fn check_kings_and_pawns(&self) -> Result<(), FenError> {
        for color in Color::ALL {
            let count = self.pieces(color, Piece::King).count();
            if count != 1 {
                return Err(FenError::KingCount { color, count });
            }
        }
        let pawns = self.by_piece[Piece::Pawn as usize];
        match (pawns & Bitboard::BACK_RANKS).first() {
            Some(square) => Err(FenError::PawnOnBackRank(square)),
            None => Ok(()),
        }
    }

    /// The king of `color` when it stands on its back rank, where castling needs it.
    #[inline]
    pub(crate) fn castling_king(&self, color: Color) -> Option<Square> {
        let home = Bitboard::rank(home_rank(color));
        (self.pieces(color, Piece::King) & home).first()
    }

    /// The rooks of `color` on its back rank, a-file first.
    #[inline]
    pub(crate) fn castling_rooks(&self, color: Color) -> Squares {
        (self.pieces(color, Piece::Rook) & Bitboard::rank(home_rank(color))).iter()
    }

    /// The castling rights, each checked against the board (its king on its back rank, its rook
    /// there on its side) and against the variant, which they then carry.
    #[inline]
    fn castling_rights(&self) -> Result<CastlingRights, FenError> {
        let mut rights = CastlingRights::NONE;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let Some(file) = self.castling(color, side) else {
                    continue;
                };
                let letter = |letter: char| match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                };
                // Errors name a right as Shredder-FEN writes it, by its rook's file, but for a
                // rook on the wrong side of the king, which names the side.
                let file_letter = letter(file.to_char());
                let king = self
                    .castling_king(color)
                    .ok_or(FenError::CastlingWithoutKing(file_letter))?;
                let rook = Square::new(file, home_rank(color));
                if !self.pieces(color, Piece::Rook).contains(rook) {
                    return Err(FenError::CastlingWithoutRook(file_letter));
                }
                if CastlingSide::of_rook(king.file(), file) != side {
                    return Err(FenError::CastlingWithoutRook(letter(side_letter(side))));
                }
                rights = rights.with_files(color, side, king.file(), file);
            }
        }
        match self.variant {
            Variant::Chess960 => Ok(rights.declared_chess960()),
            Variant::Standard => match first_non_standard(rights) {
                Some((king, rook)) => Err(FenError::CastlingNotStandard { king, rook }),
                None => Ok(rights),
            },
            Variant::Auto => Ok(rights),
        }
    }

    /// The en-passant square as the position keeps it: checked that a pawn can just have passed
    /// it, and kept only when a pawn of the side to move could take there.
    #[inline]
    fn checked_en_passant(&self, position: &Position) -> Result<Option<Square>, FenError> {
        let Some(square) = self.en_passant else {
            return Ok(None);
        };
        // The pawn that just moved two squares stands in front of the square, seen from the mover.
        let us = self.side;
        let (rank, pawn_step, origin_step) = match us {
            Color::White => (Rank::Sixth, -1, 1),
            Color::Black => (Rank::Third, 1, -1),
        };
        let pawn = square.offset(0, pawn_step);
        let origin = square.offset(0, origin_step);
        let possible = square.rank() == rank
            && position.piece_at(square).is_none()
            && origin.is_some_and(|origin| position.piece_at(origin).is_none())
            && pawn.is_some_and(|pawn| position.piece_at(pawn) == Some((!us, Piece::Pawn)));
        if !possible {
            return Err(FenError::EnPassantImpossible(square));
        }
        // With no pawn ready to take, the square is not part of the position: the FEN then reads
        // as if it said `-`, so the position equals (and hashes as) the one reached by playing
        // the push.
        Ok(position.can_take_en_passant(us, square).then_some(square))
    }
}

/// `k` or `q`: FEN's letter of a side, black's.
#[inline]
const fn side_letter(side: CastlingSide) -> char {
    match side {
        CastlingSide::KingSide => 'k',
        CastlingSide::QueenSide => 'q',
    }
}

/// Whether a right with the king on `king`'s file and the rook on `rook`'s is one of standard
/// chess: the king on the e-file, the rook in the corner of its side.
#[inline]
fn is_standard(side: CastlingSide, king: File, rook: File) -> bool {
    let corner = match side {
        CastlingSide::KingSide => File::H,
        CastlingSide::QueenSide => File::A,
    };
    king == File::E && rook == corner
}

/// The king's and rook's squares of the first right held (in FEN's order) that standard chess
/// cannot have.
#[inline]
fn first_non_standard(rights: CastlingRights) -> Option<(Square, Square)> {
    Color::ALL.into_iter().find_map(|color| {
        let king = rights.king_file(color)?;
        CastlingSide::ALL.into_iter().find_map(|side| {
            let rook = rights.rook(color, side)?;
            let king = Square::new(king, rook.rank());
            (!is_standard(side, king.file(), rook.file())).then_some((king, rook))
        })
    })
}

/// Everything the position holds, to edit or to build again: `build()` gives back an equal
/// position. The variant is [`Chess960`](Variant::Chess960) if the position was read or built
/// as one, [`Auto`](Variant::Auto) otherwise (which recognises the same position again).
///
/// ```
/// use chess_core::{Position, PositionBuilder};
/// let position: Position = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20".parse().unwrap();
/// assert_eq!(PositionBuilder::from(&position).build(), Ok(position));
/// ```
impl From<&Position> for PositionBuilder {
    #[inline]
    fn from(position: &Position) -> PositionBuilder {
        let mut builder = PositionBuilder::new();
        for color in Color::ALL {
            builder.by_color[color as usize] = position.by_color(color);
        }
        for piece in Piece::ALL {
            builder.by_piece[piece as usize] = position.by_piece(piece);
        }
        let rights = position.castling_rights();
        builder
            .set_side_to_move(position.side_to_move())
            .set_castling_rights(rights)
            .set_en_passant(position.en_passant())
            .set_halfmove_clock(position.halfmove_clock())
            .set_fullmove_number(position.fullmove_number())
            .set_variant(match rights.is_declared_chess960() {
                true => Variant::Chess960,
                false => Variant::Auto,
            });
        builder
    }
}

/// As `From<&Position>`.
impl From<Position> for PositionBuilder {
    #[inline]
    fn from(position: Position) -> PositionBuilder {
        PositionBuilder::from(&position)
    }
}

/// The colour and kind on `square` of pieces held as bitboards by colour and by kind.
#[inline]
fn piece_at(
    by_color: &[Bitboard; 2],
    by_piece: &[Bitboard; 6],
    square: Square,
) -> Option<(Color, Piece)> {
    let piece = Piece::ALL
        .into_iter()
        .find(|&piece| by_piece[piece as usize].contains(square))?;
    let color = match by_color[Color::White as usize].contains(square) {
        true => Color::White,
        false => Color::Black,
    };
    Some((color, piece))
}

/// The pieces on a board as `(square, colour, kind)`, a1 first:
/// [`Position::placement`] and [`PositionBuilder::placement`].
#[derive(Clone, Debug)]
pub struct Placement {
    by_color: [Bitboard; 2],
    by_piece: [Bitboard; 6],
    squares: Squares,
}

impl Placement {
    #[inline]
    pub(crate) fn new(by_color: [Bitboard; 2], by_piece: [Bitboard; 6]) -> Placement {
        let occupied = by_color[0] | by_color[1];
        Placement {
            by_color,
            by_piece,
            squares: occupied.iter(),
        }
    }
}

impl Iterator for Placement {
    type Item = (Square, Color, Piece);

    #[inline]
    fn next(&mut self) -> Option<(Square, Color, Piece)> {
        let square = self.squares.next()?;
        let (color, piece) = piece_at(&self.by_color, &self.by_piece, square)?;
        Some((square, color, piece))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.squares.size_hint()
    }
}

impl ExactSizeIterator for Placement {}
impl FusedIterator for Placement {}
