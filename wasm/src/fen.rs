//! A position's FEN written into bytes on the stack: the text `Display for Position` writes,
//! without the formatting machinery (the PGN reader writes the FEN of every game it reads, and
//! the game operations one a move). The board is written from the piece sets, not square by
//! square: a square's piece costs a search through the sets, an occupied square here one store.

use chess_core::{Bitboard, CastlingSide, Color, Piece, Position, Rank, Square};

/// The longest FEN: 71 bytes of board, the side, four castling letters, a square and two clocks
/// of five digits, with their five spaces.
const LONGEST: usize = 71 + 1 + 4 + 2 + 5 + 5 + 5;

/// A FEN as bytes (ASCII).
pub struct Fen {
    bytes: [u8; LONGEST],
    len: usize,
}

impl Fen {
    /// The FEN of `position`, as `position.to_string()` writes it.
    pub fn of(position: &Position) -> Fen {
        let mut fen = Fen {
            bytes: [0; LONGEST],
            len: 0,
        };
        // Each occupied square's letter, from the twelve piece sets.
        let mut letters = [0u8; 64];
        for color in [Color::White, Color::Black] {
            for piece in Piece::ALL {
                let letter = piece.fen_letter(color) as u8;
                for square in position.pieces(color, piece) {
                    letters[square.index()] = letter;
                }
            }
        }
        let occupied = position.occupied();
        for rank in Rank::ALL.iter().rev() {
            // The rank's squares a byte, file a in the low bit: its pieces found with
            // trailing_zeros, the empty squares between them counted by the same.
            let row = (occupied & Bitboard::rank(*rank)).0 >> (8 * rank.index());
            let mut row = row as u8;
            let mut file = 0;
            while row != 0 {
                let next = row.trailing_zeros() as u8;
                if next > file {
                    fen.push(b'0' + next - file);
                }
                fen.push(letters[8 * rank.index() + usize::from(next)]);
                file = next + 1;
                row &= row - 1;
            }
            if file < 8 {
                fen.push(b'0' + 8 - file);
            }
            fen.push(match rank {
                Rank::First => b' ',
                _ => b'/',
            });
        }
        fen.push(match position.side_to_move() {
            Color::White => b'w',
            Color::Black => b'b',
        });
        fen.push(b' ');
        fen.castling(position);
        fen.push(b' ');
        match position.legal_en_passant() {
            Some(square) => fen.square(square),
            None => fen.push(b'-'),
        }
        fen.push(b' ');
        fen.number(position.halfmove_clock());
        fen.push(b' ');
        fen.number(position.fullmove_number());
        fen
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    /// The FEN as text (ASCII, so always UTF-8).
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    fn push(&mut self, byte: u8) {
        self.bytes[self.len] = byte;
        self.len += 1;
    }

    fn square(&mut self, square: Square) {
        self.push(square.file().to_char() as u8);
        self.push(square.rank().to_char() as u8);
    }

    /// The castling field: `KQkq` letters, or the rooks' files (Shredder-FEN) in Chess960.
    fn castling(&mut self, position: &Position) {
        let rights = position.castling_rights();
        let start = self.len;
        for color in [Color::White, Color::Black] {
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                let Some(rook) = rights.rook(color, side) else {
                    continue;
                };
                let letter = match (rights.is_chess960(), side) {
                    (true, _) => rook.file().to_char() as u8,
                    (false, CastlingSide::KingSide) => b'k',
                    (false, CastlingSide::QueenSide) => b'q',
                };
                self.push(match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                });
            }
        }
        if self.len == start {
            self.push(b'-');
        }
    }

    fn number(&mut self, n: u16) {
        let (digits, at) = decimal(n.into());
        for &digit in &digits[at..] {
            self.push(digit);
        }
    }
}

/// `value`'s decimal digits (ASCII): those of the array from the index returned on.
pub fn decimal(mut value: u64) -> ([u8; 20], usize) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    (digits, at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_core::Variant;

    /// Every position two plies from each of these (and the positions themselves) written as
    /// `Display` writes it.
    #[test]
    fn the_text_display_writes() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rkrnnbbq/pppppppp/8/8/8/8/PPPPPPPP/RKRNNBBQ w CAca - 0 1",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 65535 65535",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 99 999",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        ];
        for fen in fens {
            let position = Position::from_fen_permissive(fen, Variant::Auto).unwrap();
            let mut positions = vec![position];
            for mv in position.legal_moves() {
                let mut after = position;
                after.play_unchecked(mv);
                positions.push(after);
                for reply in after.legal_moves() {
                    let mut next = after;
                    next.play_unchecked(reply);
                    positions.push(next);
                }
            }
            for position in positions {
                assert_eq!(Fen::of(&position).as_str(), position.to_string());
            }
        }
    }
}
