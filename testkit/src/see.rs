//! Static exchange evaluation by brute force: every attacker found afresh by walking the board at
//! every capture, then a minimax over the captures. It knows nothing of the bitboard or the 0x88
//! SEE that chess-core's tests and the fuzz target (`fuzz/`) hold to it.

use chess_core::reference::walk;
use chess_core::{Bitboard, Color, Direction, Move, Piece, PieceValues, Position, Square};

/// Where the pieces stand, square by square: all the brute force looks at.
pub type Mailbox = [Option<(Color, Piece)>; 64];

pub fn mailbox(position: &Position) -> Mailbox {
    Square::ALL.map(|square| position.piece_at(square))
}

/// Whether the piece on `from` attacks `to`: leapers by the file and rank distance between the two
/// squares, sliders by walking the board.
pub fn attacks(board: &Mailbox, from: Square, to: Square) -> bool {
    let Some((color, piece)) = board[from.index()] else {
        return false;
    };
    let files = to.file() as i8 - from.file() as i8;
    let ranks = to.rank() as i8 - from.rank() as i8;
    let slides = |directions: &[Direction]| {
        let occupied = Bitboard::from_iter(
            Square::ALL
                .into_iter()
                .filter(|s| board[s.index()].is_some()),
        );
        walk::slider_attacks(from, occupied, directions).contains(to)
    };
    match piece {
        Piece::Pawn => {
            let forward = if color == Color::White { 1 } else { -1 };
            files.abs() == 1 && ranks == forward
        }
        Piece::Knight => (files * ranks).abs() == 2,
        Piece::King => files.abs().max(ranks.abs()) == 1,
        Piece::Bishop => slides(&Direction::BISHOP),
        Piece::Rook => slides(&Direction::ROOK),
        Piece::Queen => slides(&Direction::ALL),
    }
}

/// Which of two attackers of the same kind and value goes first. The rule is the lowest square;
/// the highest is there to find exchanges where the rule decides the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tie {
    /// The rule: the attacker on the lowest square first.
    LowestSquare,
    /// The other order, to find exchanges the rule decides.
    HighestSquare,
}

/// What happened along the exchanges the brute force played out.
#[derive(Default, Debug)]
pub struct Seen {
    /// Captures by a piece that did not attack the target when the exchange began.
    pub x_rays: usize,
    /// Captures by a king.
    pub king_captures: usize,
    /// Kings that would have captured but for an enemy attacker left on the square.
    pub king_refusals: usize,
    /// Choices between two attackers of the same kind.
    pub ties: usize,
}

/// The brute force: every piece on the board asked afresh at every step.
struct BruteForce<'a> {
    values: &'a PieceValues,
    tie: Tie,
    target: Square,
    /// The pieces that attacked the target right after the move.
    first_attackers: Vec<Square>,
    seen: Seen,
}

impl BruteForce<'_> {
    /// The attackers of `side`, in the order they capture: by value, then kind, then square, the
    /// king last.
    fn attackers(&self, board: &Mailbox, side: Color) -> Vec<(Piece, Square)> {
        let mut found: Vec<(Piece, Square)> = Square::ALL
            .into_iter()
            .filter_map(|square| match board[square.index()] {
                Some((color, piece)) if color == side && attacks(board, square, self.target) => {
                    Some((piece, square))
                }
                _ => None,
            })
            .collect();
        let tie = self.tie;
        found.sort_by_key(|&(piece, square)| {
            let square = match tie {
                Tie::LowestSquare => square.index() as i32,
                Tie::HighestSquare => -(square.index() as i32),
            };
            (
                piece == Piece::King,
                self.values.value(piece),
                piece,
                square,
            )
        });
        found
    }

    /// The most `side` can gain from here: nothing if it stops, or what it takes with its first
    /// attacker less what the other side then gains.
    fn best(&mut self, board: &Mailbox, side: Color) -> i32 {
        let ours = self.attackers(board, side);
        let Some(&(piece, square)) = ours.first() else {
            return 0;
        };
        if ours.get(1).is_some_and(|&(other, _)| other == piece) {
            self.seen.ties += 1;
        }
        if piece == Piece::King && !self.attackers(board, !side).is_empty() {
            self.seen.king_refusals += 1;
            return 0;
        }
        self.seen.king_captures += usize::from(piece == Piece::King);
        self.seen.x_rays += usize::from(!self.first_attackers.contains(&square));
        let (_, taken) = board[self.target.index()].expect("the target is occupied");
        let mut next = *board;
        next[self.target.index()] = next[square.index()].take();
        (self.values.value(taken) - self.best(&next, !side)).max(0)
    }
}

impl Seen {
    /// Adds what another exchange went through.
    pub fn add(&mut self, other: &Seen) {
        self.x_rays += other.x_rays;
        self.king_captures += other.king_captures;
        self.king_refusals += other.king_refusals;
        self.ties += other.ties;
    }
}

/// The mailbox after `mv`, the square the exchange is fought on and what `mv` took there. The
/// promoting pawn stays a pawn. Castling takes nothing, and its exchange is on the king's new
/// square; where king and rook land is left to [`Position::play`], since a Chess960 castling names
/// the rook's square, not the king's.
fn after_move(position: &Position, mv: Move) -> (Mailbox, Square, Option<(Color, Piece)>) {
    if mv.is_castling() {
        let mut after = *position;
        after.play_unchecked(mv);
        return (mailbox(&after), after.king(position.side_to_move()), None);
    }
    let (from, to) = (mv.from(), mv.to());
    let mut board = mailbox(position);
    let mover = board[from.index()].take();
    let captured = if mv.is_en_passant() {
        board[Square::new(to.file(), from.rank()).index()].take()
    } else {
        board[to.index()]
    };
    board[to.index()] = mover;
    (board, to, captured)
}

/// The brute-force SEE of a legal `mv`: play it on a mailbox (the promoting pawn stays a pawn,
/// castling moves the rook too), then minimax the captures on its target. Also says what the
/// exchange went through.
pub fn brute_force(position: &Position, mv: Move, values: &PieceValues, tie: Tie) -> (i32, Seen) {
    let (board, target, captured) = after_move(position, mv);
    let mut brute = BruteForce {
        values,
        tie,
        target,
        first_attackers: Vec::new(),
        seen: Seen::default(),
    };
    brute.first_attackers = [Color::White, Color::Black]
        .into_iter()
        .flat_map(|side| brute.attackers(&board, side))
        .map(|(_, square)| square)
        .collect();
    let gain = captured.map_or(0, |(_, piece)| values.value(piece));
    let result = gain - brute.best(&board, !position.side_to_move());
    (result, brute.seen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_core::reference::x88::Board;

    /// Every castling of `fen` is worth 0 to the brute force and to both boards; `None` when
    /// chess-core does not read the FEN.
    fn castlings(fen: &str) -> Option<usize> {
        let position: Position = fen.parse().ok()?;
        let castlings: Vec<Move> = position
            .legal_moves()
            .iter()
            .copied()
            .filter(|mv| mv.is_castling())
            .collect();
        for &mv in &castlings {
            let (brute, _) = brute_force(&position, mv, &PieceValues::STANDARD, Tie::LowestSquare);
            let board = Board::from(&position).see(mv);
            assert_eq!((brute, position.see(mv), board), (0, 0, 0), "{mv} in {fen}");
        }
        Some(castlings.len())
    }

    #[test]
    fn castling_gains_nothing() {
        assert_eq!(castlings("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), Some(2));
        // Found by the `see` fuzz target: a Chess960 castling onto the rook's square (c1b1, the
        // king taking its own rook in UCI) read as the capture of a rook. Chess960 positions are
        // checked once chess-core reads Shredder-FEN castling.
        let fen = "qr1kbbnr/ppp1pp1p/4n1p1/2Pp4/6P1/4N3/PP1PPP1P/QRK1BBNR w HB d6 0 9";
        match castlings(fen) {
            Some(found) => assert_eq!(found, 1),
            None => eprintln!("skipped: chess-core does not read {fen} yet"),
        }
    }
}
