//! A second, independent move generator on a 0x88 board, to prove the bitboard one right and to
//! be timed against it.
//!
//! It shares only the plain types (`Move`, `MoveList`, `Square`, `Piece`, `Color`,
//! `CastlingRights`) and takes a [`Position`] as its starting point: no bitboards, no bitboard
//! attack tables, none of `Position`'s move generation. Moves are found by stepping along direction
//! offsets; whether a king is attacked is asked of each enemy piece through the generated
//! attack-vector table ([`X88_ATTACKS`]), walking [`X88_STEPS`] only for an aligned slider.

use core::fmt;

use super::{index, kind_bit, square_of};
use crate::tables::{X88_ATTACKS, X88_OFFSET, X88_STEPS};
use crate::{CastlingRights, CastlingSide, Color, Move, MoveList, Piece, Position, Square};

/// The code of an empty square.
pub(super) const EMPTY: u8 = 0;
/// Added to a piece's code when it is black.
const BLACK: u8 = 8;

/// The code of a piece of a colour: 1 + piece (pawn 1 … king 6), plus [`BLACK`] for black.
const fn code(color: Color, piece: Piece) -> u8 {
    1 + piece as u8 + BLACK * color as u8
}

/// The kind of piece of a non-empty code.
pub(super) const fn piece_of(code: u8) -> Piece {
    Piece::ALL[(code & 7) as usize - 1]
}

/// The colour bits of a colour's codes: 0 for white, [`BLACK`] for black.
const fn color_bit(color: Color) -> u8 {
    BLACK * color as u8
}

/// `[code]` → the bit of the attack-vector table for that piece (0 for empty).
const KIND_BITS: [u8; 16] = {
    let mut bits = [0; 16];
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < 6 {
            let (color, piece) = (Color::ALL[c], Piece::ALL[p]);
            bits[code(color, piece) as usize] = kind_bit(color, piece);
            p += 1;
        }
        c += 1;
    }
    bits
};

/// Whether an index has left the board: off the 8 files (bit 3) or off the 8 ranks (bit 7, which
/// also catches a step below index 0, wrapped around).
const fn off_board(index: u8) -> bool {
    index & 0x88 != 0
}

const KNIGHT_STEPS: [i8; 8] = [-33, -31, -18, -14, 14, 18, 31, 33];
const BISHOP_STEPS: [i8; 4] = [-17, -15, 15, 17];
const ROOK_STEPS: [i8; 4] = [-16, -1, 1, 16];
/// The king's steps, and the queen's directions.
const KING_STEPS: [i8; 8] = [-17, -16, -15, -1, 1, 15, 16, 17];

/// The pieces promotion makes, in the order they are emitted.
const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

/// The 0x88 indices of one colour's pieces, in no particular order, so that "every enemy piece"
/// is a short loop instead of a scan of the board. Room for 64: a [`Position`] may hold any number
/// of pieces.
#[derive(Clone, Copy, Debug)]
pub(super) struct PieceList {
    squares: [u8; 64],
    len: u8,
}

impl PieceList {
    const EMPTY: PieceList = PieceList {
        squares: [0; 64],
        len: 0,
    };

    pub(super) fn as_slice(&self) -> &[u8] {
        &self.squares[..usize::from(self.len)]
    }

    fn push(&mut self, square: u8) {
        self.squares[usize::from(self.len)] = square;
        self.len += 1;
    }

    fn position(&self, square: u8) -> usize {
        self.as_slice()
            .iter()
            .position(|&at| at == square)
            .expect("the piece list holds every piece on the board")
    }

    /// The piece on `from` now stands on `to`.
    fn relocate(&mut self, from: u8, to: u8) {
        let at = self.position(from);
        self.squares[at] = to;
    }

    /// The piece on `square` is gone: the last entry takes its place.
    fn remove(&mut self, square: u8) {
        let at = self.position(square);
        self.len -= 1;
        self.squares[at] = self.squares[usize::from(self.len)];
    }
}

/// A position on a 0x88 board (16 × 8 squares, index = 16 × rank + file, `index & 0x88 != 0` off
/// the board) with its own move generator.
///
/// Made from a [`Position`]; [`legal_moves`](Board::legal_moves) gives the same moves as
/// [`Position::legal_moves`] (the tests check it over thousands of positions), found without any
/// of the bitboard machinery. Two boards are equal when their pieces, side to move, castling
/// rights and en-passant square are.
///
/// ```
/// use chess_core::reference::x88::Board;
/// use chess_core::{Position};
/// let board = Board::from(&Position::default());
/// assert_eq!(board.legal_moves().len(), 20);
/// assert_eq!(board.perft(3), 8_902);
/// ```
#[derive(Clone, Copy)]
pub struct Board {
    /// `[0x88 index]` → piece code or [`EMPTY`]; the 8 off-board columns stay empty.
    pub(super) squares: [u8; 128],
    /// Each colour's pieces, kings included.
    pub(super) pieces: [PieceList; 2],
    /// Each colour's king square.
    kings: [u8; 2],
    pub(super) side: Color,
    castling: CastlingRights,
    /// The square a pawn passed over on the last move, if it moved two.
    en_passant: Option<u8>,
}

impl From<&Position> for Board {
    /// The same position on a 0x88 board; the clocks are left behind.
    fn from(position: &Position) -> Board {
        let mut board = Board {
            squares: [EMPTY; 128],
            pieces: [PieceList::EMPTY; 2],
            kings: [0; 2],
            side: position.side_to_move(),
            castling: position.castling_rights(),
            en_passant: position.en_passant().map(index),
        };
        for square in Square::ALL {
            if let Some((color, piece)) = position.piece_at(square) {
                let at = index(square);
                board.squares[usize::from(at)] = code(color, piece);
                board.pieces[color as usize].push(at);
                if piece == Piece::King {
                    board.kings[color as usize] = at;
                }
            }
        }
        board
    }
}

impl Board {
    /// The side to move.
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::{Color, Position};
    /// assert_eq!(Board::from(&Position::default()).side_to_move(), Color::White);
    /// ```
    #[must_use]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Whether the king of the side to move is attacked.
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::{Position};
    /// let position: Position = "4k3/8/8/8/8/8/8/R3K3 b - - 0 1".parse().unwrap();
    /// assert!(!Board::from(&position).is_check());
    /// let position: Position = "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1".parse().unwrap();
    /// assert!(Board::from(&position).is_check());
    /// ```
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.is_attacked(self.kings[self.side as usize], !self.side)
    }

    /// The legal moves: every pseudo-legal move, kept when the mover's king is not attacked once
    /// it is played (on a copy).
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::{Position};
    /// let kiwipete: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    ///     .parse()
    ///     .unwrap();
    /// let moves = Board::from(&kiwipete).legal_moves();
    /// assert_eq!(moves.len(), 48);
    /// assert!(moves.iter().any(|mv| mv.is_castling() && mv.to_string() == "e1c1"));
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut legal = MoveList::new();
        let us = self.side;
        for &from in self.pieces[us as usize].as_slice() {
            match piece_of(self.squares[usize::from(from)]) {
                Piece::Pawn => self.pawn_moves(from, &mut legal),
                Piece::Knight => self.leaper_moves(from, &KNIGHT_STEPS, &mut legal),
                Piece::Bishop => self.slider_moves(from, &BISHOP_STEPS, &mut legal),
                Piece::Rook => self.slider_moves(from, &ROOK_STEPS, &mut legal),
                Piece::Queen => self.slider_moves(from, &KING_STEPS, &mut legal),
                Piece::King => self.leaper_moves(from, &KING_STEPS, &mut legal),
            }
        }
        self.castling_moves(&mut legal);
        legal
    }

    /// Plays a legal move (one of [`legal_moves`](Board::legal_moves)); copy the board first to
    /// keep the old one.
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::{Color, Position};
    /// let mut board = Board::from(&Position::default());
    /// let e2e4 = board.legal_moves().iter().copied().find(|mv| mv.to_string() == "e2e4").unwrap();
    /// board.play(e2e4);
    /// assert_eq!(board.side_to_move(), Color::Black);
    /// let mut position = Position::default();
    /// position.play(e2e4);
    /// assert_eq!(board, Board::from(&position));
    /// ```
    pub fn play(&mut self, mv: Move) {
        let us = self.side;
        let them = !us;
        let (from, to) = (index(mv.from()), index(mv.to()));
        let moving = self.squares[usize::from(from)];
        self.en_passant = None;
        if mv.is_castling() {
            self.castle(mv);
            self.castling = rights_after(self.castling, from, to);
            self.side = them;
            return;
        }

        if self.squares[usize::from(to)] != EMPTY {
            self.pieces[them as usize].remove(to);
        }
        if mv.is_en_passant() {
            // The captured pawn stands beside the mover: its rank, the target's file.
            let captured = (from & 0x70) | (to & 7);
            self.squares[usize::from(captured)] = EMPTY;
            self.pieces[them as usize].remove(captured);
        }

        self.squares[usize::from(to)] = match mv.promotion_piece() {
            Some(piece) => code(us, piece),
            None => moving,
        };
        self.squares[usize::from(from)] = EMPTY;
        self.pieces[us as usize].relocate(from, to);

        match piece_of(moving) {
            Piece::King => self.kings[us as usize] = to,
            Piece::Pawn if from.abs_diff(to) == 32 => {
                // Recorded only when an enemy pawn stands beside, ready to capture, as `Position`
                // does: otherwise the position is the same as with no square.
                let enemy_pawn = code(them, Piece::Pawn);
                let beside = [to.wrapping_sub(1), to + 1];
                if beside
                    .iter()
                    .any(|&at| !off_board(at) && self.squares[usize::from(at)] == enemy_pawn)
                {
                    self.en_passant = Some((from + to) / 2);
                }
            }
            _ => {}
        }

        if self.castling != CastlingRights::NONE {
            self.castling = rights_after(self.castling, from, to);
        }
        self.side = them;
    }

    /// Castling: the king to the g- or c-file, its rook beside it. Both leave their squares
    /// before either lands, since in Chess960 one may land where the other stood.
    fn castle(&mut self, mv: Move) {
        let us = self.side;
        let side = mv.castling_side().expect("a castling move");
        let rook_square = self
            .castling
            .rook(us, side)
            .expect("castling needs its right");
        let (king, rook) = (index(mv.from()), index(rook_square));
        let (king_to, rook_to) = (index(side.king_to(us)), index(side.rook_to(us)));
        self.squares[usize::from(king)] = EMPTY;
        self.squares[usize::from(rook)] = EMPTY;
        self.squares[usize::from(king_to)] = code(us, Piece::King);
        self.squares[usize::from(rook_to)] = code(us, Piece::Rook);
        // The list is a set of squares: relocating one piece onto the other's square first
        // still leaves the right two squares.
        self.pieces[us as usize].relocate(king, king_to);
        self.pieces[us as usize].relocate(rook, rook_to);
        self.kings[us as usize] = king_to;
    }

    /// The number of leaf nodes `depth` plies below this position, counting the last ply in bulk
    /// (its legal moves are counted, not played).
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::{Position};
    /// assert_eq!(Board::from(&Position::default()).perft(3), 8_902);
    /// ```
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.legal_moves().len() as u64,
            _ => self
                .legal_moves()
                .iter()
                .map(|&mv| {
                    let mut child = *self;
                    child.play(mv);
                    child.perft(depth - 1)
                })
                .sum(),
        }
    }

    /// Whether any piece of colour `by` attacks `target`: for each, one look-up of the
    /// attack-vector table, and for an aligned slider a walk along the step to `target`.
    fn is_attacked(&self, target: u8, by: Color) -> bool {
        self.pieces[by as usize]
            .as_slice()
            .iter()
            .any(|&from| attacks(&self.squares, from, target))
    }

    /// Whether `square` (on the board) holds a piece of the side not to move.
    fn is_enemy(&self, square: u8) -> bool {
        let code = self.squares[usize::from(square)];
        code != EMPTY && code & BLACK != color_bit(self.side)
    }

    /// Adds `mv` if the mover's king is not attacked once it is played.
    fn push_if_legal(&self, mv: Move, moves: &mut MoveList) {
        let mut child = *self;
        child.play(mv);
        if !child.is_attacked(child.kings[self.side as usize], child.side) {
            moves.push(mv);
        }
    }

    /// A move from `from` to `to` (both on the board): a plain move, or all four promotions.
    fn push_pawn_move(&self, from: u8, to: u8, moves: &mut MoveList) {
        let (from_square, to_square) = (square_of(from), square_of(to));
        let last_rank = match self.side {
            Color::White => 7,
            Color::Black => 0,
        };
        if to >> 4 == last_rank {
            for piece in PROMOTIONS {
                let promotion = Move::promotion(from_square, to_square, piece);
                self.push_if_legal(promotion.expect("a promotion piece"), moves);
            }
        } else {
            self.push_if_legal(Move::new(from_square, to_square), moves);
        }
    }

    fn pawn_moves(&self, from: u8, moves: &mut MoveList) {
        let (forward, start_rank): (i8, u8) = match self.side {
            Color::White => (16, 1),
            Color::Black => (-16, 6),
        };
        let one = from.wrapping_add_signed(forward);
        if !off_board(one) && self.squares[usize::from(one)] == EMPTY {
            self.push_pawn_move(from, one, moves);
            let two = one.wrapping_add_signed(forward);
            if from >> 4 == start_rank && self.squares[usize::from(two)] == EMPTY {
                self.push_if_legal(Move::new(square_of(from), square_of(two)), moves);
            }
        }
        for side in [-1, 1] {
            let to = one.wrapping_add_signed(side);
            if off_board(to) {
                continue;
            }
            if self.en_passant == Some(to) {
                self.push_if_legal(Move::en_passant(square_of(from), square_of(to)), moves);
            } else if self.is_enemy(to) {
                self.push_pawn_move(from, to, moves);
            }
        }
    }

    /// Knight or king: one step in each direction, to an empty square or a capture.
    fn leaper_moves(&self, from: u8, steps: &[i8], moves: &mut MoveList) {
        for &step in steps {
            let to = from.wrapping_add_signed(step);
            if !off_board(to) && (self.squares[usize::from(to)] == EMPTY || self.is_enemy(to)) {
                self.push_if_legal(Move::new(square_of(from), square_of(to)), moves);
            }
        }
    }

    /// Bishop, rook or queen: along each direction until the edge or a piece (captured if enemy).
    fn slider_moves(&self, from: u8, steps: &[i8], moves: &mut MoveList) {
        for &step in steps {
            let mut to = from.wrapping_add_signed(step);
            while !off_board(to) {
                let empty = self.squares[usize::from(to)] == EMPTY;
                if empty || self.is_enemy(to) {
                    self.push_if_legal(Move::new(square_of(from), square_of(to)), moves);
                }
                if !empty {
                    break;
                }
                to = to.wrapping_add_signed(step);
            }
        }
    }

    /// Castling to each side whose right is held: every square between the king and its
    /// target, and between the rook and its target, empty but for those two; and no square from
    /// the king's to its target attacked once the king and rook are taken off the board (so a
    /// rook that shielded its king's target along the back rank shields nothing). Written
    /// king-takes-rook in Chess960 positions, as the king's move otherwise.
    fn castling_moves(&self, moves: &mut MoveList) {
        let us = self.side;
        let king = self.kings[us as usize];
        for side in CastlingSide::ALL {
            let Some(rook_square) = self.castling.rook(us, side) else {
                continue;
            };
            let rook = index(rook_square);
            let (king_to, rook_to) = (index(side.king_to(us)), index(side.rook_to(us)));
            let free = |at: u8| at == king || at == rook || self.squares[usize::from(at)] == EMPTY;
            if !(span(king, king_to).all(free) && span(rook, rook_to).all(free)) {
                continue;
            }
            let mut lifted = *self;
            lifted.squares[usize::from(king)] = EMPTY;
            lifted.squares[usize::from(rook)] = EMPTY;
            if span(king, king_to).any(|at| lifted.is_attacked(at, !us)) {
                continue;
            }
            let to = match self.castling.is_chess960() {
                true => rook_square,
                false => side.king_to(us),
            };
            moves.push(Move::castling(square_of(king), to));
        }
    }
}

/// The 0x88 indices of a rank from `a` to `b`, both included, in either order.
fn span(a: u8, b: u8) -> impl Iterator<Item = u8> {
    a.min(b)..=a.max(b)
}

/// Whether the piece on `from` attacks `to` (both on the board) on `squares`: one look-up of the
/// attack-vector table, and for an aligned slider a walk along the step to `to`. Always inlined:
/// with two callers (the in-check test and SEE) the compiler would otherwise call it, and the
/// in-check test, the 0x88 generator's hot path, would pay a call per piece.
#[inline(always)]
pub(super) fn attacks(squares: &[u8; 128], from: u8, to: u8) -> bool {
    let code = squares[usize::from(from)];
    let entry = usize::from(to) + usize::from(X88_OFFSET) - usize::from(from);
    if X88_ATTACKS[entry] & KIND_BITS[usize::from(code)] == 0 {
        return false;
    }
    if !piece_of(code).is_slider() {
        return true;
    }
    let step = X88_STEPS[entry];
    let mut at = from.wrapping_add_signed(step);
    while at != to {
        if squares[usize::from(at)] != EMPTY {
            return false;
        }
        at = at.wrapping_add_signed(step);
    }
    true
}

/// The castling rights left once a move from `from` to `to` is played: a king leaving home loses
/// both of its rights, a castling rook leaving or captured loses one.
fn rights_after(mut rights: CastlingRights, from: u8, to: u8) -> CastlingRights {
    for color in Color::ALL {
        let Some(king_file) = rights.king_file(color) else {
            continue;
        };
        for side in CastlingSide::ALL {
            let Some(rook) = rights.rook(color, side) else {
                continue;
            };
            let king = index(Square::new(king_file, rook.rank()));
            if [king, index(rook)]
                .iter()
                .any(|&home| home == from || home == to)
            {
                rights = rights.without(color, side);
            }
        }
    }
    rights
}

/// Equal when the pieces, side to move, castling rights and en-passant square are: the order of
/// the piece lists, which depends on the moves played, does not count.
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.squares == other.squares
            && self.side == other.side
            && self.castling == other.castling
            && self.en_passant == other.en_passant
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("squares", &self.squares)
            .field("kings", &self.kings)
            .field("side", &self.side)
            .field("castling", &self.castling)
            .field("en_passant", &self.en_passant)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;
    use std::vec::Vec;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    const ENDGAME: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    const PROMOTIONS_MIRRORED: &str =
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
    const TALKCHESS: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";

    fn board(fen: &str) -> Board {
        Board::from(&fen.parse::<Position>().unwrap())
    }

    fn check_perft(fen: &str, counts: &[u64]) {
        let board = board(fen);
        for (depth, &expected) in (1..).zip(counts) {
            assert_eq!(board.perft(depth), expected, "perft({depth}) of {fen}");
        }
    }

    #[test]
    fn perft_of_the_start_position() {
        check_perft(START, &[20, 400, 8_902, 197_281]);
    }

    #[test]
    fn perft_of_kiwipete() {
        check_perft(KIWIPETE, &[48, 2_039, 97_862]);
    }

    #[test]
    fn perft_of_a_rook_endgame() {
        check_perft(ENDGAME, &[14, 191, 2_812, 43_238]);
    }

    #[test]
    fn perft_of_a_promotion_position() {
        check_perft(PROMOTIONS_MIRRORED, &[6, 264, 9_467]);
    }

    #[test]
    fn perft_of_the_talkchess_position() {
        check_perft(TALKCHESS, &[44, 1_486, 62_379]);
    }

    /// A move's fields, to sort a list and compare two as sets.
    fn key(mv: &Move) -> (usize, usize, Option<Piece>, bool, bool) {
        (
            mv.from().index(),
            mv.to().index(),
            mv.promotion_piece(),
            mv.is_en_passant(),
            mv.is_castling(),
        )
    }

    fn sorted(moves: &MoveList) -> Vec<Move> {
        let mut moves = moves.to_vec();
        moves.sort_unstable_by_key(key);
        moves
    }

    /// xorshift64: enough randomness to wander through games, the same on every run.
    struct XorShift(u64);

    impl XorShift {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    #[test]
    fn agrees_with_the_bitboard_generator_along_random_games() {
        let starts = [
            START,
            KIWIPETE,
            ENDGAME,
            PROMOTIONS_MIRRORED,
            TALKCHESS,
            // En passant, pins along the rank of the captured pawn, and promotions near.
            "8/8/8/K2pP2r/8/8/6k1/8 w - d6 0 2",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        ];
        let mut random = XorShift(0x9E37_79B9_7F4A_7C15);
        let mut positions = 0;
        for fen in starts {
            for _game in 0..30 {
                let mut position: Position = fen.parse().unwrap();
                let mut board = Board::from(&position);
                for _ply in 0..120 {
                    let expected = position.legal_moves();
                    let got = board.legal_moves();
                    assert_eq!(sorted(&got), sorted(&expected), "moves of {position}");
                    assert_eq!(board.is_check(), position.is_check(), "check in {position}");
                    assert_eq!(board.side_to_move(), position.side_to_move());
                    positions += 1;
                    if expected.is_empty() {
                        break;
                    }
                    let mv = expected[random.below(expected.len())];
                    position.play(mv);
                    board.play(mv);
                    assert_eq!(board, Board::from(&position), "after {mv} to {position}");
                }
            }
        }
        assert!(positions > 10_000, "only {positions} positions");
    }

    #[test]
    fn a_board_built_without_moves_equals_one_reached_by_them() {
        // The piece lists differ in order; equality looks at the pieces on the board only.
        let mut board = board(START);
        for text in ["g1f3", "g8f6", "f3g1", "f6g8"] {
            let mv = board
                .legal_moves()
                .iter()
                .copied()
                .find(|mv| format!("{mv}") == text)
                .unwrap();
            board.play(mv);
        }
        assert_eq!(board, self::board(START));
    }
}
