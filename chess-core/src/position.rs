//! The position: where the pieces stand, kept several ways at once so each question is cheap.

use crate::attacks::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks};
use crate::tables::{ZOBRIST_CASTLING, ZOBRIST_EN_PASSANT, ZOBRIST_PIECES, ZOBRIST_WHITE_TO_MOVE};
use crate::{Bitboard, CastlingRights, Color, Occupancy, Piece, Square, rays};

/// A chess position: pieces, side to move, castling rights, en-passant square, clocks and hash.
///
/// The pieces are held three ways, all kept in step by every change: a bitboard per colour and
/// per kind, a square → piece array, and the rotated [`Occupancy`] planes the slider look-ups
/// read. The Zobrist [`hash`](Position::hash), the Polyglot key, is updated with each change too.
///
/// Make one from FEN text (`parse`) or take the start position (`default`); play moves with
/// [`play`](Position::play) (copy the position first to keep the old one) or
/// [`make`](Position::make) and [`unmake`](Position::unmake).
///
/// ```
/// use chess_core::Position;
/// let start = Position::default();
/// assert_eq!(start.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// let kiwipete: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
///     .parse()
///     .unwrap();
/// assert_eq!(kiwipete.legal_moves().len(), 48);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) by_piece: [Bitboard; 6],
    pub(crate) occupancy: Occupancy,
    /// `[square]` → colour × 6 + piece, or [`EMPTY`].
    pub(crate) board: [u8; 64],
    pub(crate) side: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) en_passant: Option<Square>,
    pub(crate) halfmove_clock: u16,
    pub(crate) fullmove_number: u16,
    pub(crate) hash: u64,
}

/// The `board` entry of an empty square.
pub(crate) const EMPTY: u8 = 12;

/// The kind of piece of a non-empty `board` entry.
#[inline]
pub(crate) fn kind_of(code: u8) -> Piece {
    Piece::ALL[usize::from(code % 6)]
}

/// The Zobrist key of a piece of a colour on a square.
#[inline]
pub(crate) fn piece_key(color: Color, piece: Piece, square: Square) -> u64 {
    ZOBRIST_PIECES[color as usize * 6 + piece as usize][square.index()]
}

impl Position {
    /// A board with no pieces, white to move, no rights: where the FEN parser starts.
    pub(crate) const fn empty() -> Position {
        Position {
            by_color: [Bitboard::EMPTY; 2],
            by_piece: [Bitboard::EMPTY; 6],
            occupancy: Occupancy::EMPTY,
            board: [EMPTY; 64],
            side: Color::White,
            castling: CastlingRights::NONE,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            hash: 0,
        }
    }

    /// The colour and kind of the piece on `square`, if any.
    #[inline]
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        let code = self.board[square.index()];
        (code != EMPTY).then(|| (Color::ALL[usize::from(code / 6)], kind_of(code)))
    }

    /// The squares of the pieces of `color` and kind `piece`.
    #[inline]
    #[must_use]
    pub fn pieces(&self, color: Color, piece: Piece) -> Bitboard {
        self.by_color[color as usize] & self.by_piece[piece as usize]
    }

    /// The squares of all pieces of `color`.
    #[inline]
    #[must_use]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// The squares of all pieces of kind `piece`, both colours.
    #[inline]
    #[must_use]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_piece[piece as usize]
    }

    /// Every occupied square.
    #[inline]
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.occupancy.bitboard()
    }

    /// The occupied squares in the four rotated planes, as the slider look-ups read them.
    #[inline]
    #[must_use]
    pub fn occupancy(&self) -> &Occupancy {
        &self.occupancy
    }

    /// The side to move.
    #[inline]
    #[must_use]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The castlings still allowed.
    #[inline]
    #[must_use]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The square a pawn may capture en passant on: set after a double push only when a pawn of
    /// the side to move stands beside the pawn that moved, whether or not taking would be legal
    /// (the rule of the Polyglot key). FEN written and read follows the same rule, so a position
    /// is equal to itself and hashes alike however it was reached.
    #[inline]
    #[must_use]
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Half-moves since the last capture or pawn move (the fifty-move rule's clock).
    #[inline]
    #[must_use]
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove_clock
    }

    /// The move number: 1 at the start, counted up after each black move.
    #[inline]
    #[must_use]
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove_number
    }

    /// The Zobrist hash: the Polyglot opening-book key of the position (pieces, castling rights,
    /// en-passant file and side to move, with Polyglot's 781 published keys), so opening books
    /// and other programs agree with it. Equal positions have equal hashes.
    ///
    /// ```
    /// use chess_core::Position;
    /// assert_eq!(Position::default().hash(), 0x463b_9618_1691_fc9c);
    /// ```
    #[inline]
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from nothing but the position's contents; [`hash`](Position::hash)
    /// keeps the same value up to date move by move.
    #[must_use]
    pub fn hash_from_scratch(&self) -> u64 {
        let mut hash = ZOBRIST_CASTLING[usize::from(self.castling.bits())];
        for square in self.occupied() {
            let (color, piece) = self.piece_at(square).expect("occupied");
            hash ^= piece_key(color, piece, square);
        }
        if let Some(square) = self.en_passant {
            hash ^= ZOBRIST_EN_PASSANT[square.file() as usize];
        }
        if self.side == Color::White {
            hash ^= ZOBRIST_WHITE_TO_MOVE;
        }
        hash
    }

    /// Whether a pawn of `capturer` stands where it could take en passant on `square`.
    #[inline]
    pub(crate) fn can_take_en_passant(&self, capturer: Color, square: Square) -> bool {
        !(pawn_attacks(!capturer, square) & self.pieces(capturer, Piece::Pawn)).is_empty()
    }

    /// The square of the king of `color`. Every position made by this crate has one.
    #[inline]
    #[must_use]
    pub fn king(&self, color: Color) -> Square {
        self.pieces(color, Piece::King)
            .first()
            .expect("a valid position has a king of each colour")
    }

    /// The pieces of `by` that attack `square` when the occupied squares are `occupied`: so a
    /// caller (a search, a static exchange evaluator) can ask with pieces lifted off the board or
    /// put on it. The pieces themselves are this position's; a piece of `by` whose square is not
    /// in `occupied` still counts, so take it out of the answer if it is meant to be gone.
    ///
    /// ```
    /// use chess_core::{Color, Position, Square};
    /// let position: Position = "k7/8/8/8/8/8/4R3/4R1K1 w - - 0 1".parse().unwrap();
    /// let occupied = position.occupied();
    /// assert_eq!(position.attackers(Square::E5, Color::White, occupied).count(), 1);
    /// // With the front rook gone, the one behind it sees through (an x-ray).
    /// let lifted = occupied.without(Square::E2);
    /// assert!(position.attackers(Square::E5, Color::White, lifted).contains(Square::E1));
    /// ```
    #[inline]
    #[must_use]
    pub fn attackers(&self, square: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let far = (rays::rook_attacks(square, occupied) & self.straight_sliders())
            | (rays::bishop_attacks(square, occupied) & self.diagonal_sliders());
        (self.near_attackers(square, by) | far) & self.by_color(by)
    }

    /// [`attackers`](Position::attackers) with the occupied squares given as rotated planes: the
    /// move generator's hot path, which keeps the planes up to date and looks lines up in them.
    #[inline]
    pub(crate) fn attackers_through_planes(
        &self,
        square: Square,
        by: Color,
        occupancy: &Occupancy,
    ) -> Bitboard {
        let far = (rook_attacks(square, occupancy) & self.straight_sliders())
            | (bishop_attacks(square, occupancy) & self.diagonal_sliders());
        (self.near_attackers(square, by) | far) & self.by_color(by)
    }

    /// Rooks and queens, both colours.
    #[inline]
    pub(crate) fn straight_sliders(&self) -> Bitboard {
        self.by_piece(Piece::Rook) | self.by_piece(Piece::Queen)
    }

    /// Bishops and queens, both colours.
    #[inline]
    pub(crate) fn diagonal_sliders(&self) -> Bitboard {
        self.by_piece(Piece::Bishop) | self.by_piece(Piece::Queen)
    }

    /// The knights, kings and pawns (both colours; pawns as those of `by` attack) that reach
    /// `square`.
    #[inline]
    fn near_attackers(&self, square: Square, by: Color) -> Bitboard {
        (knight_attacks(square) & self.by_piece(Piece::Knight))
            | (king_attacks(square) & self.by_piece(Piece::King))
            | (pawn_attacks(!by, square) & self.by_piece(Piece::Pawn))
    }

    /// Whether any piece of `by` attacks `square`.
    #[inline]
    #[must_use]
    pub fn is_attacked(&self, square: Square, by: Color) -> bool {
        !self
            .attackers_through_planes(square, by, &self.occupancy)
            .is_empty()
    }

    /// The pieces giving check to the side to move.
    #[inline]
    #[must_use]
    pub fn checkers(&self) -> Bitboard {
        self.attackers_through_planes(self.king(self.side), !self.side, &self.occupancy)
    }

    /// Whether the side to move is in check.
    #[inline]
    #[must_use]
    pub fn is_check(&self) -> bool {
        !self.checkers().is_empty()
    }

    /// Puts a piece on an empty square, in every representation and the hash.
    #[inline]
    pub(crate) fn put(&mut self, color: Color, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        self.by_color[color as usize] |= bit;
        self.by_piece[piece as usize] |= bit;
        self.board[square.index()] = color as u8 * 6 + piece as u8;
        self.occupancy.toggle(square);
        self.hash ^= piece_key(color, piece, square);
    }

    /// Takes the piece off `square`, which must hold it.
    #[inline]
    pub(crate) fn remove(&mut self, color: Color, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        self.by_color[color as usize] ^= bit;
        self.by_piece[piece as usize] ^= bit;
        self.board[square.index()] = EMPTY;
        self.occupancy.toggle(square);
        self.hash ^= piece_key(color, piece, square);
    }

    /// Moves a piece from `from` to the empty square `to`.
    #[inline]
    pub(crate) fn shift(&mut self, color: Color, piece: Piece, from: Square, to: Square) {
        let bits = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.by_color[color as usize] ^= bits;
        self.by_piece[piece as usize] ^= bits;
        self.board[to.index()] = self.board[from.index()];
        self.board[from.index()] = EMPTY;
        self.occupancy.toggle(from);
        self.occupancy.toggle(to);
        self.hash ^= piece_key(color, piece, from) ^ piece_key(color, piece, to);
    }
}

/// The start position.
impl Default for Position {
    fn default() -> Position {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            .parse()
            .expect("the start position is valid FEN")
    }
}
