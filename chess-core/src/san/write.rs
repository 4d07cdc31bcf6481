//! Writing a move in SAN.

use super::San;
use crate::{CastlingSide, Color, Move, Piece, Position};

impl Position {
    /// The SAN of `mv`, a legal move here (from [`legal_moves`](Position::legal_moves) or one of
    /// the `parse_` functions): piece letter, the file, rank or square it leaves when another
    /// piece of its kind could also go there (by file if that tells them apart, else by rank,
    /// else both), `x` for a capture, the square, `=Q` for a promotion, then `+` for check or `#`
    /// for mate. Castling is `O-O` or `O-O-O`.
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
    pub fn san(&self, mv: Move) -> San {
        self.san_with_moves(mv, &self.legal_moves())
    }

    /// [`san`](Position::san) for a caller that has this position's legal moves already (a move
    /// list, a GUI's list of every move in SAN): the same text without generating them again.
    /// `legal` must be exactly the legal moves; with any other list the disambiguation and the
    /// check sign may be wrong (never a panic).
    ///
    /// ```
    /// use chess_core::Position;
    /// let position = Position::default();
    /// let legal = position.legal_moves();
    /// let sans: Vec<String> = legal
    ///     .iter()
    ///     .map(|&mv| position.san_with_moves(mv, &legal).to_string())
    ///     .collect();
    /// assert!(sans.contains(&"Nf3".to_string()));
    /// assert_eq!(sans.len(), 20);
    /// ```
    pub fn san_with_moves(&self, mv: Move, legal: &[Move]) -> San {
        let mut san = San::empty();
        let (from, to) = (mv.from(), mv.to());
        let piece = self.piece_at(from).map_or(Piece::Pawn, |(_, piece)| piece);
        let capture = mv.is_en_passant() || (!mv.is_castling() && self.piece_at(to).is_some());

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
            // The other pieces of this kind that could also go to `to`.
            let rivals = legal.iter().filter(|other| {
                other.to() == to
                    && other.from() != from
                    && !other.is_castling()
                    && self.piece_at(other.from()).map(|(_, kind)| kind) == Some(piece)
            });
            let (mut any, mut same_file, mut same_rank) = (false, false, false);
            for rival in rivals {
                any = true;
                same_file |= rival.from().file() == from.file();
                same_rank |= rival.from().rank() == from.rank();
            }
            if any && (!same_file || same_rank) {
                san.push(from.file().to_char() as u8);
            }
            if same_file {
                san.push(from.rank().to_char() as u8);
            }
            if capture {
                san.push(b'x');
            }
            san.push_square(to);
        }

        if legal.contains(&mv) {
            let mut after = *self;
            after.play_out_of_line(mv);
            if after.is_check() {
                san.push(if after.count_legal_moves() == 0 {
                    b'#'
                } else {
                    b'+'
                });
            }
        }
        san
    }
}

/// The upper-case letter SAN names a piece by (FEN's white letter).
fn piece_letter(piece: Piece) -> u8 {
    piece.fen_letter(Color::White) as u8
}
