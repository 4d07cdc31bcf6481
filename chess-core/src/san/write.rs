//! Writing a move in SAN, without generating the legal moves.
//!
//! Two things in SAN depend on the other legal moves, and neither needs them listed:
//! - the other pieces of the mover's kind that could also go to its target: attacks are
//!   symmetric, so they are the mover's kind's attacks from the target (one look-up), and only
//!   those few are tested legal ([`Position::is_legal`]);
//! - mate: only a move that checks ([`Position::gives_check`], read off the position) is played,
//!   on a copy, and the copy asked whether any legal move is left
//!   ([`Position::has_legal_move`]).
//!
//! `chess_core::reference::san_by_listing` writes the same text from the list of legal moves, as
//! this crate once did; the tests hold the two equal.

use super::San;
use crate::attacks::piece_attacks;
use crate::{Bitboard, CastlingSide, Color, Move, Piece, Position, Square};

impl Position {
    /// The SAN of `mv`, a legal move here (from [`legal_moves`](Position::legal_moves) or one of
    /// the `parse_` functions): piece letter, the file, rank or square it leaves when another
    /// piece of its kind could also go there (by file if that tells them apart, else by rank,
    /// else both), `x` for a capture, the square, `=Q` for a promotion, then `+` for check or `#`
    /// for mate. Castling is `O-O` or `O-O-O`.
    ///
    /// The legal moves are not generated: the other pieces that could go to the same square are
    /// found from that square, and only a move that checks is played (on a copy) to see whether
    /// it mates.
    ///
    /// A move that is not legal here gets no `+` or `#` (it is not played to see) and otherwise
    /// reads as the board suggests: the piece on its from square (a pawn if it is empty) going
    /// to its target. Never a panic, and the position is not changed. To know whether a move is
    /// legal, ask [`is_legal`](Position::is_legal).
    ///
    /// ```
    /// use chess_core::Position;
    /// let position: Position = "r3k3/1P6/8/8/8/8/3N1N2/R3K3 w Q - 0 1".parse().unwrap();
    /// let san = |uci: &str| position.san(position.parse_move(uci).unwrap()).to_string();
    /// assert_eq!(san("d2e4"), "Nde4");
    /// assert_eq!(san("b7a8q"), "bxa8=Q+");
    /// assert_eq!(san("e1c1"), "O-O-O");
    /// assert_eq!(san("a1a8"), "Rxa8+");
    /// ```
    #[must_use]
    #[inline]
    pub fn san(&self, mv: Move) -> San {
        let mut san = self.san_without_check_sign(mv);
        // `gives_check` first: it is cheaper, and false for most moves.
        if self.gives_check(mv) && self.is_legal(mv) {
            let mut after = *self;
            after.play_out_of_line(mv);
            san.push(after.sign_in_check());
        }
        san
    }

    /// The same text as [`san`](Position::san), kept for the callers written when `san`
    /// generated the legal moves and this saved doing so again: now neither generates them, and
    /// `legal` is not read. Call [`san`](Position::san).
    ///
    /// ```
    /// use chess_core::Position;
    /// let position = Position::default();
    /// let legal = position.legal_moves();
    /// for &mv in &legal {
    ///     assert_eq!(position.san_with_moves(mv, &legal), position.san(mv));
    /// }
    /// ```
    #[must_use]
    #[inline]
    pub fn san_with_moves(&self, mv: Move, legal: &[Move]) -> San {
        let _ = legal;
        self.san(mv)
    }

    /// The SAN of `mv`, a legal move here, without its `+` or `#`: for a caller that writes the
    /// sign from the position the move leads to, which it makes anyway (a PGN reader, a game),
    /// with [`San::with_check_sign`] or [`check_sign`](Position::check_sign). Everything else is
    /// as [`san`](Position::san) writes it, and so is a move that is not legal here.
    ///
    /// ```
    /// use chess_core::Position;
    /// let position: Position = "6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1".parse().unwrap();
    /// let mate = position.parse_move("a1a8").unwrap();
    /// assert_eq!(position.san(mate), "Ra8#");
    /// let bare = position.san_without_check_sign(mate);
    /// assert_eq!(bare, "Ra8");
    /// let mut after = position;
    /// after.play(mate);
    /// assert_eq!(bare.with_check_sign(&after), "Ra8#");
    /// ```
    #[must_use]
    #[inline]
    pub fn san_without_check_sign(&self, mv: Move) -> San {
        self.san_text(mv, |piece, from, to| self.rivals(piece, from, to))
    }

    /// The SAN of `mv` without its check sign, the pieces it is told apart from found by
    /// `rivals(piece, from, to)`: the squares of the side to move's pieces of kind `piece` (not a
    /// pawn), other than `from`, that may legally move to `to`, castling aside.
    #[inline]
    pub(crate) fn san_text(
        &self,
        mv: Move,
        rivals: impl FnOnce(Piece, Square, Square) -> Bitboard,
    ) -> San {
        let mut san = San::empty();
        let (from, to) = (mv.from(), mv.to());
        let piece = self.occupied_kind_at(from);
        let capture = mv.is_en_passant() || (!mv.is_castling() && self.occupied().contains(to));

        if let Some(side) = mv.castling_side() {
            san.push_str(match side {
                CastlingSide::KingSide => "O-O",
                CastlingSide::QueenSide => "O-O-O",
            });
        } else if piece == Piece::Pawn {
            if capture {
                san.push(from.file().to_char() as u8);
                san.push(b'x');
            }
            san.push_square(to);
            if let Some(promoted) = mv.promotion_piece() {
                san.push(b'=');
                san.push(piece_letter(promoted));
            }
        } else {
            san.push(piece_letter(piece));
            let rivals = rivals(piece, from, to);
            if !rivals.is_empty() {
                let same_file = !(rivals & Bitboard::file(from.file())).is_empty();
                let same_rank = !(rivals & Bitboard::rank(from.rank())).is_empty();
                if !same_file || same_rank {
                    san.push(from.file().to_char() as u8);
                }
                if same_file {
                    san.push(from.rank().to_char() as u8);
                }
            }
            if capture {
                san.push(b'x');
            }
            san.push_square(to);
        }
        san
    }

    /// The squares of the side to move's pieces of kind `piece` (not a pawn), other than `from`,
    /// that may legally move to `to`, castling aside: the pieces SAN tells a move from `from` to
    /// `to` apart from. Attacks are symmetric, so they are found from `to`, and only those few
    /// are tested legal.
    #[inline]
    fn rivals(&self, piece: Piece, from: Square, to: Square) -> Bitboard {
        let us = self.side_to_move();
        let reaching =
            piece_attacks(us, piece, to, self.occupancy()) & self.pieces(us, piece).without(from);
        reaching
            .into_iter()
            .filter(|&from| self.is_legal(Move::new(from, to)))
            .collect()
    }

    /// The sign SAN writes after a move that led to this position: `#` when the side to move is
    /// mated, `+` when it is in check and can answer, `None` otherwise. The legal moves are not
    /// counted: the first one found ends the search.
    ///
    /// ```
    /// use chess_core::Position;
    /// let mate: Position = "R5k1/5ppp/8/8/8/8/8/4K3 b - - 1 1".parse().unwrap();
    /// assert_eq!(mate.check_sign(), Some('#'));
    /// let check: Position = "R5k1/6pp/8/8/8/8/8/4K3 b - - 1 1".parse().unwrap();
    /// assert_eq!(check.check_sign(), Some('+'));
    /// assert_eq!(Position::default().check_sign(), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn check_sign(&self) -> Option<char> {
        self.is_check().then(|| char::from(self.sign_in_check()))
    }

    /// [`check_sign`](Position::check_sign) for a position known to be in check.
    #[inline]
    fn sign_in_check(&self) -> u8 {
        match self.has_legal_move() {
            true => b'+',
            false => b'#',
        }
    }
}

impl San {
    /// This SAN, written without its check sign ([`Position::san_without_check_sign`]), with the
    /// sign of the position `after` that its move led to ([`Position::check_sign`]): the text
    /// [`Position::san`] writes, when `after` is that position. A sign this SAN has already is
    /// replaced.
    #[must_use]
    #[inline]
    pub fn with_check_sign(mut self, after: &Position) -> San {
        while self.ends_with(['+', '#']) {
            self.len -= 1;
        }
        if let Some(sign) = after.check_sign() {
            self.push(sign as u8);
        }
        self
    }
}

/// The upper-case letter SAN names a piece by (FEN's white letter).
#[inline]
fn piece_letter(piece: Piece) -> u8 {
    piece.fen_letter(Color::White) as u8
}
