//! Static exchange evaluation on the 0x88 board, Moreland's way: a piece attacks the target when
//! the attack-vector table says its kind could along their difference and, for a slider, the walk
//! along the step table finds the path empty. No bitboards: pieces leave a copy of the board as
//! they capture, and every step asks each remaining piece again, so x-rays appear by themselves.
//!
//! The rules, the tie-break and the front-to-back window are those of [`Position::see`].
//!
//! [`Position::see`]: crate::Position::see

use super::board::{Board, attacks};
use super::index;
use super::pieces::{EMPTY, PieceList, piece_of};
use crate::see::Window;
use crate::{Move, Piece, PieceValues};

impl Board {
    /// The static exchange evaluation of `mv`, a legal move of this board, with the standard
    /// [`PieceValues`]: the same number as [`Position::see`](crate::Position::see), found on the
    /// 0x88 board.
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::Position;
    /// // The rook d1 stands behind the rook d2, so black does not take back on d5.
    /// let battery: Position = "3r3k/8/8/3p4/8/8/3R4/3RK3 w - - 0 1".parse().unwrap();
    /// let board = Board::from(&battery);
    /// assert_eq!(board.see(battery.parse_move("d2d5").unwrap()), 100);
    /// // A quiet move onto a square the pawn e4 attacks loses the knight.
    /// let quiet: Position = "4k3/8/8/8/4p3/8/8/4K1N1 w - - 0 1".parse().unwrap();
    /// assert_eq!(Board::from(&quiet).see(quiet.parse_move("g1f3").unwrap()), -300);
    /// ```
    pub fn see(&self, mv: Move) -> i32 {
        self.see_with(mv, &PieceValues::STANDARD)
    }

    /// [`see`](Board::see) with other piece values.
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::{PieceValues, Position};
    /// let position: Position = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let values = PieceValues::new(100, 320, 330, 500, 900);
    /// let takes = position.parse_move("d4e5").unwrap();
    /// assert_eq!(Board::from(&position).see_with(takes, &values), 220);
    /// ```
    pub fn see_with(&self, mv: Move, values: &PieceValues) -> i32 {
        self.exchange(mv, values, Window::EXACT)
    }

    /// Whether `mv` gains at least `threshold`: always `see(mv) >= threshold`, stopping as soon
    /// as that is decided.
    ///
    /// ```
    /// use chess_core::reference::x88::Board;
    /// use chess_core::Position;
    /// let position: Position = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let takes = position.parse_move("d4e5").unwrap();
    /// assert!(Board::from(&position).see_ge(takes, 200));
    /// assert!(!Board::from(&position).see_ge(takes, 201));
    /// ```
    pub fn see_ge(&self, mv: Move, threshold: i32) -> bool {
        self.see_ge_with(mv, threshold, &PieceValues::STANDARD)
    }

    /// [`see_ge`](Board::see_ge) with other piece values.
    pub fn see_ge_with(&self, mv: Move, threshold: i32, values: &PieceValues) -> bool {
        Window::at_least(threshold, |window| self.exchange(mv, values, window))
    }

    /// The exchange on `mv`'s target square, clamped to `window`.
    fn exchange(&self, mv: Move, values: &PieceValues, mut window: Window) -> i32 {
        // Castling captures nothing, and a legal castling king stands where no enemy attacks.
        if mv.is_castling() {
            return window.settle(0);
        }
        let (from, to) = (index(mv.from()), index(mv.to()));
        let us = self.side;
        // The board as the exchange leaves it: each capturer's square empties. The target keeps
        // its first occupant, which no walk reads (walks stop before the target).
        let mut squares = self.squares;
        let moving = squares[usize::from(from)];
        squares[usize::from(from)] = EMPTY;
        let mut balance = if mv.is_en_passant() {
            // The captured pawn stands beside the mover: its rank, the target's file.
            squares[usize::from((from & 0x70) | (to & 7))] = EMPTY;
            values.value(Piece::Pawn)
        } else {
            match squares[usize::from(to)] {
                EMPTY => 0,
                code => values.value(piece_of(code)),
            }
        };
        // A promoting pawn is still a pawn here.
        let mut on_target = values.value(piece_of(moving));
        let mut turn = [0; 6];
        for (place, piece) in values.capture_order().into_iter().enumerate() {
            turn[piece as usize] = place as u8;
        }
        let mut side = !us;
        loop {
            if let Err(result) = window.before_capture(side == us, balance) {
                return result;
            }
            let ours = &self.pieces[side as usize];
            let Some(at) = least_valuable(&squares, ours, to, &turn) else {
                return window.settle(balance);
            };
            let piece = piece_of(squares[usize::from(at)]);
            let theirs = &self.pieces[!side as usize];
            if piece == Piece::King && least_valuable(&squares, theirs, to, &turn).is_some() {
                return window.settle(balance);
            }
            balance += if side == us { on_target } else { -on_target };
            on_target = values.value(piece);
            squares[usize::from(at)] = EMPTY;
            side = !side;
        }
    }
}

/// The square of the piece of `pieces` still on `squares` that captures on `target` first: the
/// lowest `turn` (the place of its kind in the capture order), then the lowest square.
fn least_valuable(
    squares: &[u8; 128],
    pieces: &PieceList,
    target: u8,
    turn: &[u8; 6],
) -> Option<u8> {
    let mut best: Option<(u8, u8)> = None;
    for &at in pieces.as_slice() {
        let code = squares[usize::from(at)];
        // A piece that has captured left its square; the target itself is no attacker.
        if code == EMPTY || at == target || !attacks(squares, at, target) {
            continue;
        }
        // 0x88 indices sort like square numbers, so the pair orders by turn, then square.
        let key = (turn[piece_of(code) as usize], at);
        if best.is_none_or(|best| key < best) {
            best = Some(key);
        }
    }
    best.map(|(_, at)| at)
}
