//! The position: where the pieces stand, kept several ways at once so each question is cheap.

use crate::attacks::{
    between, bishop_attacks, diagonal_lines_through, king_attacks, knight_attacks, pawn_attacks,
    rook_attacks, straight_lines_through,
};
use crate::tables::{ZOBRIST_CASTLING, ZOBRIST_EN_PASSANT, ZOBRIST_PIECES, ZOBRIST_WHITE_TO_MOVE};
use crate::{Bitboard, CastlingRights, Color, Occupancy, Piece, Placement, Square, rays};

/// A chess position: pieces, side to move, castling rights, en-passant square, clocks and hash.
///
/// The pieces are held two ways, kept in step by every change: a bitboard per colour and per
/// kind, and the rotated [`Occupancy`] planes the slider look-ups read. The Zobrist
/// [`hash`](Position::hash), the Polyglot key, is updated with each change too.
///
/// Make one from FEN text (`parse`) or take the start position (`default`); play moves with
/// [`play`](Position::play) (copy the position first to keep the old one) or
/// [`make`](Position::make) and [`unmake`](Position::unmake).
///
/// # Copy-make or make/unmake
///
/// A search should copy: `let mut child = *position; child.play_unchecked(mv)` walks the same
/// tree in 7–11 % fewer instructions than `make_unchecked` and `unmake` on one position (perft and an alpha-beta
/// search from the start position and Kiwipete, counted with callgrind), since a 120-byte copy
/// costs less than saving the state, then restoring it and moving the pieces back. The moves of
/// the position's own list need no check; a move from elsewhere goes through
/// [`is_legal`](Position::is_legal) or [`try_play`](Position::try_play) first.
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
///
/// # Equality
///
/// `==` (and `Hash`) compare everything a FEN holds, the two clocks too: the same position
/// reached after a different number of moves, or with a capture longer ago, is not `==`.
/// [`eq_ignore_clocks`](Position::eq_ignore_clocks) leaves the clocks out, as the rules of
/// repetition do. Both count the en-passant square only when an en-passant capture is legal
/// ([`legal_en_passant`](Position::legal_en_passant)), as the laws of chess do.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    by_color: [Bitboard; 2],
    by_piece: [Bitboard; 6],
    occupancy: Occupancy,
    side: Color,
    castling: CastlingRights,
    en_passant: Option<Square>,
    halfmove_clock: u16,
    fullmove_number: u16,
    hash: u64,
}

/// The Zobrist key of a piece of a colour on a square.
#[inline]
pub(crate) fn piece_key(color: Color, piece: Piece, square: Square) -> u64 {
    ZOBRIST_PIECES[color as usize * 6 + piece as usize][square.index()]
}

/// The part of a position a move changes besides the pieces: what make saves and unmake puts
/// back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct State {
    castling: CastlingRights,
    en_passant: Option<Square>,
    halfmove_clock: u16,
    fullmove_number: u16,
    hash: u64,
}

impl State {
    /// The castling rights saved.
    #[inline]
    pub(crate) fn castling(&self) -> CastlingRights {
        self.castling
    }
}

impl Position {
    /// These pieces (bitboards by colour and by kind, which must agree), white to move, no
    /// rights, hash not computed: where the position builder starts.
    #[inline]
    pub(crate) fn with_pieces(by_color: [Bitboard; 2], by_piece: [Bitboard; 6]) -> Position {
        Position {
            by_color,
            by_piece,
            occupancy: Occupancy::from(by_color[0] | by_color[1]),
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
        let piece = self.piece_kind_at(square)?;
        let color = if self.by_color[Color::White as usize].contains(square) {
            Color::White
        } else {
            Color::Black
        };
        Some((color, piece))
    }

    /// Every piece on the board as `(square, colour, kind)`, a1 first (square order, rank by
    /// rank): what a board is drawn from.
    ///
    /// ```
    /// use chess_core::{Color, Piece, Position, Square};
    /// let position = Position::default();
    /// assert_eq!(position.placement().len(), 32);
    /// let mut board = [['.'; 8]; 8]; // rank 8 first, as a board is drawn
    /// for (square, color, piece) in position.placement() {
    ///     board[7 - square.rank() as usize][square.file() as usize] = piece.fen_letter(color);
    /// }
    /// assert_eq!(board[0].iter().collect::<String>(), "rnbqkbnr");
    /// assert_eq!(board[7].iter().collect::<String>(), "RNBQKBNR");
    /// ```
    #[must_use]
    pub fn placement(&self) -> Placement {
        Placement::new(self.by_color, self.by_piece)
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

    /// The square a pawn may capture en passant on, by the rule of the Polyglot key: set after a
    /// double push only when a pawn of the side to move stands beside the pawn that moved,
    /// whether or not taking would be legal (a pinned pawn still counts), and so counted in
    /// [`hash`](Position::hash). FEN written, `==` and repetition use
    /// [`legal_en_passant`](Position::legal_en_passant), the square only when a capture there is
    /// legal. (This rule is shakmaty's `EnPassantMode::PseudoLegal`; the other is its `Legal`.)
    ///
    /// ```
    /// use chess_core::{Position, Square};
    /// let mut position = Position::default();
    /// position.play(position.parse_move("e2e4").unwrap());
    /// assert_eq!(position.en_passant(), None); // no black pawn beside e4
    /// let fen = "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3";
    /// let mut position: Position = fen.parse().unwrap();
    /// position.play(position.parse_move("e2e4").unwrap());
    /// assert_eq!(position.en_passant(), Some(Square::E3));
    /// ```
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
    /// and other programs agree with it. Positions equal by
    /// [`eq_ignore_clocks`](Position::eq_ignore_clocks) have equal hashes but for the en-passant
    /// square: the hash counts it by Polyglot's rule ([`en_passant`](Position::en_passant)), so a
    /// position whose only en-passant capture is illegal (a pinned pawn) hashes apart from the
    /// same position without the square, and from its own FEN read back, which writes `-`.
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

    /// Whether the two are the same position for the rules of repetition: the same pieces on
    /// the same squares, the same side to move, the same castling rights and the same square to
    /// capture en passant on, counted only when that capture is legal
    /// ([`legal_en_passant`](Position::legal_en_passant)); the clocks are left out. `==` counts
    /// the clocks too. [`History`](crate::History) finds repetitions by a key that is equal
    /// exactly when this is (but for a 64-bit collision).
    ///
    /// ```
    /// use chess_core::Position;
    /// let start = Position::default();
    /// let mut there_and_back = start;
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
    ///     there_and_back.play(there_and_back.parse_move(uci).unwrap());
    /// }
    /// assert_ne!(there_and_back, start); // clocks: 4 half-moves, move 3
    /// assert!(there_and_back.eq_ignore_clocks(&start));
    /// assert_eq!(there_and_back.hash(), start.hash());
    /// ```
    #[must_use]
    #[inline]
    pub fn eq_ignore_clocks(&self, other: &Position) -> bool {
        self.by_color == other.by_color
            && self.by_piece == other.by_piece
            && self.side == other.side
            && self.castling == other.castling
            && self.same_en_passant(other)
    }

    /// The hash computed from nothing but the position's contents; [`hash`](Position::hash)
    /// keeps the same value up to date move by move.
    #[must_use]
    #[inline]
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
    #[inline(always)]
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
    // Out of line: no hot path calls it (en passant's and castling's rare tests, `is_legal`,
    // SAN's king moves), and compiled into each of those it cost the byte package 323 B.
    #[inline(never)]
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

    /// Whether a piece of `by` attacks `square` when the occupied squares are `occupancy`. The
    /// answer of [`attackers_through_planes`](Position::attackers_through_planes), but cheaper
    /// when no enemy slider stands on the square's lines: those are not looked up.
    #[inline(always)]
    pub(crate) fn is_attacked_through_planes(
        &self,
        square: Square,
        by: Color,
        occupancy: &Occupancy,
    ) -> bool {
        let theirs = self.by_color(by);
        if !(self.near_attackers(square, by) & theirs).is_empty() {
            return true;
        }
        let straight = self.straight_sliders() & theirs;
        let diagonal = self.diagonal_sliders() & theirs;
        let straight_seen = !(straight_lines_through(square) & straight).is_empty()
            && !(rook_attacks(square, occupancy) & straight).is_empty();
        straight_seen
            || (!(diagonal_lines_through(square) & diagonal).is_empty()
                && !(bishop_attacks(square, occupancy) & diagonal).is_empty())
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
        self.is_attacked_through_planes(square, by, &self.occupancy)
    }

    /// The pieces giving check to the side to move.
    #[inline]
    #[must_use]
    pub fn checkers(&self) -> Bitboard {
        self.attackers_through_planes(self.king(self.side), !self.side, &self.occupancy)
    }

    /// Whether the side to move is in check.
    ///
    /// Answered without looking the king's lines up in the planes: a knight or pawn checks from
    /// its attack mask, and an enemy slider that would see the king on an empty board checks when
    /// nothing stands between them. Few sliders stand on the king's lines, so this is a few
    /// look-ups (a PGN reader asks it after every move).
    #[inline]
    #[must_use]
    pub fn is_check(&self) -> bool {
        let them = !self.side;
        let king = self.king(self.side);
        let theirs = self.by_color(them);
        if !(self.near_attackers(king, them) & theirs).is_empty() {
            return true;
        }
        let snipers = ((straight_lines_through(king) & self.straight_sliders())
            | (diagonal_lines_through(king) & self.diagonal_sliders()))
            & theirs;
        snipers
            .into_iter()
            .any(|sniper| (between(king, sniper) & self.occupied()).is_empty())
    }

    /// Puts a piece on an empty square, in every representation and the hash.
    #[inline]
    pub(crate) fn put(&mut self, color: Color, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        self.by_color[color as usize] |= bit;
        self.by_piece[piece as usize] |= bit;
        self.occupancy.toggle(square);
        self.hash ^= piece_key(color, piece, square);
    }

    /// Takes the piece off `square`, which must hold it.
    #[inline]
    pub(crate) fn remove(&mut self, color: Color, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        self.by_color[color as usize] ^= bit;
        self.by_piece[piece as usize] ^= bit;
        self.occupancy.toggle(square);
        self.hash ^= piece_key(color, piece, square);
    }

    /// Moves a piece from `from` to the empty square `to`.
    #[inline]
    pub(crate) fn shift(&mut self, color: Color, piece: Piece, from: Square, to: Square) {
        let bits = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.by_color[color as usize] ^= bits;
        self.by_piece[piece as usize] ^= bits;
        self.occupancy.toggle(from);
        self.occupancy.toggle(to);
        self.hash ^= piece_key(color, piece, from) ^ piece_key(color, piece, to);
    }

    /// The kind of piece on `square`, `None` if it is empty.
    #[inline]
    pub(crate) fn piece_kind_at(&self, square: Square) -> Option<Piece> {
        if !self.occupied().contains(square) {
            return None;
        }
        Piece::ALL
            .into_iter()
            .find(|&piece| self.by_piece[piece as usize].contains(square))
    }

    /// The kind of the piece on `square`, which holds one that is not a king (a pawn if it
    /// holds none): what a capture takes. Each kind's bit added in without a branch, since the
    /// piece taken is hard to predict.
    #[inline]
    pub(crate) fn captured_kind_at(&self, square: Square) -> Piece {
        let bit = |piece: Piece| (self.by_piece[piece as usize].0 >> square.index()) as usize & 1;
        let index = bit(Piece::Knight)
            + 2 * bit(Piece::Bishop)
            + 3 * bit(Piece::Rook)
            + 4 * bit(Piece::Queen);
        Piece::ALL[index % 5]
    }

    /// The kind of piece on `square`, which must hold one (a pawn if it does not).
    #[inline]
    pub(crate) fn occupied_kind_at(&self, square: Square) -> Piece {
        self.piece_kind_at(square).unwrap_or(Piece::Pawn)
    }

    /// Sets the side to move (for the FEN reader, before [`rehash`](Position::rehash)).
    pub(crate) fn set_side(&mut self, side: Color) {
        self.side = side;
    }

    /// Sets the two clocks (for the FEN reader).
    pub(crate) fn set_clocks(&mut self, halfmove_clock: u16, fullmove_number: u16) {
        self.halfmove_clock = halfmove_clock;
        self.fullmove_number = fullmove_number;
    }

    /// Computes the hash afresh: the FEN reader's last step.
    #[inline]
    pub(crate) fn rehash(&mut self) {
        self.hash = self.hash_from_scratch();
    }

    /// Sets the castling rights, and their key in the hash.
    #[inline]
    pub(crate) fn set_castling(&mut self, castling: CastlingRights) {
        self.hash ^= ZOBRIST_CASTLING[usize::from(self.castling.bits())]
            ^ ZOBRIST_CASTLING[usize::from(castling.bits())];
        self.castling = castling;
    }

    /// Sets the en-passant square, and its key in the hash.
    #[inline]
    pub(crate) fn set_en_passant(&mut self, square: Option<Square>) {
        if let Some(old) = self.en_passant {
            self.hash ^= ZOBRIST_EN_PASSANT[old.file() as usize];
        }
        if let Some(new) = square {
            self.hash ^= ZOBRIST_EN_PASSANT[new.file() as usize];
        }
        self.en_passant = square;
    }

    /// What every move, the null move too, does first: the en-passant square (and its key) goes,
    /// and the half-move clock counts one more.
    #[inline]
    pub(crate) fn begin_turn(&mut self) {
        self.set_en_passant(None);
        // Both clocks stop at their largest value rather than wrap to one FEN would refuse.
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
    }

    /// A capture or a pawn move: the fifty-move rule's clock starts again.
    #[inline]
    pub(crate) fn reset_halfmove_clock(&mut self) {
        self.halfmove_clock = 0;
    }

    /// Hands the move to the other side: side, its hash key, and the move number after black.
    #[inline]
    pub(crate) fn pass_turn(&mut self) {
        self.side = !self.side;
        self.hash ^= ZOBRIST_WHITE_TO_MOVE;
        if self.side == Color::White {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
    }

    /// Everything but the pieces and the side to move, for [`restore`](Position::restore).
    #[inline]
    pub(crate) fn state(&self) -> State {
        State {
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            hash: self.hash,
        }
    }

    /// Puts back what [`state`](Position::state) saved, and the side to move that saved it.
    #[inline]
    pub(crate) fn restore(&mut self, side: Color, state: State) {
        self.side = side;
        self.castling = state.castling;
        self.en_passant = state.en_passant;
        self.halfmove_clock = state.halfmove_clock;
        self.fullmove_number = state.fullmove_number;
        self.hash = state.hash;
    }
}

/// The start position, `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`.
impl Default for Position {
    /// Set up directly rather than read from its FEN, so that a program that starts from it
    /// compiles no FEN reader (a test checks the two agree).
    fn default() -> Position {
        // Ranks 1 and 2 white, 7 and 8 black; by kind pawn to king, each mirrored onto rank 8.
        let both = |rank_1: u64| Bitboard(rank_1 | rank_1.swap_bytes());
        let by_color = [Bitboard(0xffff), Bitboard(0xffff_u64.swap_bytes())];
        let by_piece = [
            both(0xff00),
            both(0x42),
            both(0x24),
            both(0x81),
            both(0x08),
            both(0x10),
        ];
        let mut position = Position::with_pieces(by_color, by_piece);
        position.set_castling(CastlingRights::ALL);
        position.rehash();
        position
    }
}
