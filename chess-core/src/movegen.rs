//! Legal move generation: pins and checks are worked out first, so every move generated is legal
//! and none is made and tested.
//!
//! One generator serves three callers through [`Visitor`]: it hands over each piece's legal
//! targets as a set, and the caller either lists the moves, or (perft's last ply) only counts them.

use crate::attacks::{
    TABLE_VARIANT, TableVariant, between, bishop_attacks, diagonal_lines_through, king_attacks,
    knight_attacks, line, pawn_attacks, rook_attacks, straight_lines_through,
};
use crate::moves::{PROMOTION, ParseMoveError, QUEEN_PROMOTION};
use crate::{
    Bitboard, CastlingSide, Color, Direction, File, Move, MoveList, Occupancy, Piece, Position,
    Rank, Square, UciMove, rays,
};

/// Ranks 1 and 8, where pawns promote.
const BACK_RANKS: Bitboard = Bitboard::BACK_RANKS;
const FILE_A: Bitboard = Bitboard::file(File::A);
const FILE_H: Bitboard = Bitboard::file(File::H);

/// Which moves to generate.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    All,
    /// Captures (en passant included) and promotions, for quiescence search.
    CapturesAndPromotions,
}

/// How the generator finds the squares the king may step to. Either way they are looked at with
/// the king lifted off the board, so that it cannot step back along a slider's check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KingSquares {
    /// Each free neighbour tested for attackers: cheapest when the king has few free squares and
    /// the enemy many pieces, as in the middle game.
    EachTested,
    /// Every enemy attack gathered into one set: cheapest when the enemy has few pieces, as in the
    /// endgame, where the king has many free squares and each test finds little.
    AllAttacks,
}

/// Receives the legal moves as sets of targets.
trait Visitor {
    /// Whether the moves must come in the listed order (queens with the bishops, then with the
    /// rooks); a counter takes each queen's targets as one set instead, one count rather than two.
    const ORDERED: bool = true;
    /// Whether the generator is compiled twice for this visitor, once per side to move, each
    /// copy with the colour a constant: faster, but twice the code, so only for perft's last-ply
    /// counter, where the time goes. Each side's copy comes twice again, once per way of
    /// finding the king's squares ([`KingSquares`]).
    const PER_SIDE: bool = false;
    /// The piece on `from` (not a pawn) may go to each of `targets`.
    fn piece(&mut self, from: Square, targets: Bitboard);
    /// The pawn on `from` may go to each of `targets`; on a back rank that is four promotions.
    fn pawn(&mut self, from: Square, targets: Bitboard);
    /// A pawn may go to each of `targets`, from `step` squares behind it (`to - from`).
    fn pawns(&mut self, targets: Bitboard, step: i8);
    /// One move: castling or en passant.
    fn special(&mut self, mv: Move);
}

/// Hands each move, one at a time and in the listed order, to a closure.
struct EachMove<F: FnMut(Move)>(F);

impl<F: FnMut(Move)> EachMove<F> {
    #[inline]
    fn pawn_move(&mut self, from: Square, to: Square) {
        if BACK_RANKS.contains(to) {
            // Queen, rook, bishop, knight.
            for kind in (PROMOTION..=QUEEN_PROMOTION).rev() {
                (self.0)(Move::with_kind(from, to, kind));
            }
        } else {
            (self.0)(Move::new(from, to));
        }
    }
}

impl<F: FnMut(Move)> Visitor for EachMove<F> {
    #[inline]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            (self.0)(Move::new(from, to));
        }
    }

    #[inline]
    fn pawn(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.pawn_move(from, to);
        }
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, step: i8) {
        for to in targets {
            let from = Square::ALL[(to as usize).wrapping_add_signed(-isize::from(step))];
            self.pawn_move(from, to);
        }
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        (self.0)(mv);
    }
}

/// Counts the moves without listing them: perft's bulk count at the last ply.
///
/// Without a population-count instruction (generic x86-64) counting a set's squares costs about
/// fifteen instructions, and perft counts a set per piece at every last-ply node. So there the
/// sets are added square by square into two bit-sliced counters (`ones`, `twos`: bits 0 and 1
/// of each square's count), and only a square reached a fourth time, which is rare, is counted
/// on the spot; the two slices are counted once at the end.
#[derive(Default)]
struct Count {
    moves: usize,
    ones: u64,
    twos: u64,
}

impl Count {
    /// Adds one move for each square of `targets`.
    #[inline]
    fn add(&mut self, targets: Bitboard) {
        if cfg!(target_feature = "popcnt") {
            self.moves += targets.count() as usize;
            return;
        }
        let carry = self.ones & targets.0;
        self.ones ^= targets.0;
        let fours = self.twos & carry;
        self.twos ^= carry;
        if fours != 0 {
            self.moves += 4 * fours.count_ones() as usize;
        }
    }

    /// The moves counted.
    #[inline]
    fn total(&self) -> usize {
        self.moves + (self.ones.count_ones() + 2 * self.twos.count_ones()) as usize
    }

    #[inline]
    fn pawn_targets(&mut self, targets: Bitboard) {
        // A promotion is four moves: one counted with the rest, three more here.
        self.add(targets);
        let promotions = targets & BACK_RANKS;
        if !promotions.is_empty() {
            self.moves += 3 * promotions.count() as usize;
        }
    }
}

impl Visitor for Count {
    const ORDERED: bool = false;
    // Not in the compact variant, the one sized to leave a quarter of a 256 KiB part free: the
    // three more copies cost the byte variant's firmware 13 KB.
    const PER_SIDE: bool = !matches!(TABLE_VARIANT, TableVariant::Compact);

    #[inline]
    fn piece(&mut self, _: Square, targets: Bitboard) {
        self.add(targets);
    }

    #[inline]
    fn pawn(&mut self, _: Square, targets: Bitboard) {
        self.pawn_targets(targets);
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, _: i8) {
        self.pawn_targets(targets);
    }

    #[inline]
    fn special(&mut self, _: Move) {
        self.moves += 1;
    }
}

/// `bitboard` moved one rank toward the far side of `color`.
#[inline]
fn forward(color: Color, bitboard: Bitboard) -> Bitboard {
    match color {
        Color::White => Bitboard(bitboard.0 << 8),
        Color::Black => Bitboard(bitboard.0 >> 8),
    }
}

/// The rank a pawn of `color` reaches by a first single push, from which it may push again.
#[inline]
fn double_push_rank(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard::rank(Rank::Third),
        Color::Black => Bitboard::rank(Rank::Sixth),
    }
}

/// The squares a pawn of `color` on `from` can push to: one step onto an empty square, and from
/// there a second from its start rank.
#[inline]
pub(crate) fn pawn_pushes(color: Color, from: Square, occupied: Bitboard) -> Bitboard {
    let one = forward(color, Bitboard::from_square(from)) & !occupied;
    one | (forward(color, one & double_push_rank(color)) & !occupied)
}

/// Pawns of `color` capturing toward the a-file, then toward the h-file: the target sets and
/// their steps (`to - from`).
#[inline]
fn pawn_captures(color: Color, pawns: Bitboard) -> [(Bitboard, i8); 2] {
    let (west, east) = (pawns & !FILE_A, pawns & !FILE_H);
    match color {
        Color::White => [(Bitboard(west.0 << 7), 7), (Bitboard(east.0 << 9), 9)],
        Color::Black => [(Bitboard(west.0 >> 9), -9), (Bitboard(east.0 >> 7), -7)],
    }
}

/// The square of the pawn that an en-passant capture by `us` to `to` removes.
#[inline]
pub(crate) fn taken_en_passant(us: Color, to: Square) -> Square {
    match us {
        Color::White => Square::ALL[to.index() - 8],
        Color::Black => Square::ALL[to.index() + 8],
    }
}

impl Position {
    /// Every legal move.
    ///
    /// ```
    /// use chess_core::Position;
    /// let position: Position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
    /// let moves = position.legal_moves();
    /// assert_eq!(moves.len(), 15);
    /// assert!(moves.iter().any(|mv| mv.is_castling() && mv.to_string() == "e1g1"));
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_legal_move(|mv| list.push(mv));
        list
    }

    /// Calls `f` with each legal move, in the order of [`legal_moves`](Position::legal_moves),
    /// without building a list: how perft walks the tree.
    ///
    /// ```
    /// use chess_core::{Position, Square};
    /// let position = Position::default();
    /// let mut from_g1 = 0;
    /// position.for_each_legal_move(|mv| from_g1 += usize::from(mv.from() == Square::G1));
    /// assert_eq!(from_g1, 2);
    /// ```
    #[inline]
    pub fn for_each_legal_move(&self, f: impl FnMut(Move)) {
        self.generate(Scope::All, &mut EachMove(f));
    }

    /// The legal captures (en passant included) and promotions (quiet ones too): the moves a
    /// quiescence search tries. Generated in the order of seed 003: king and knight captures
    /// from their masks, slider captures at the first blocker of each ray, pawn captures,
    /// promotions, en passant.
    ///
    /// ```
    /// use chess_core::Position;
    /// let position: Position = "4k3/1P6/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let moves: Vec<String> = position.legal_captures().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(moves, ["e4d5", "b7b8q", "b7b8r", "b7b8b", "b7b8n"]);
    /// ```
    #[must_use]
    pub fn legal_captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(
            Scope::CapturesAndPromotions,
            &mut EachMove(|mv| list.push(mv)),
        );
        list
    }

    /// The number of legal moves, counted without listing them.
    #[inline]
    #[must_use]
    pub fn count_legal_moves(&self) -> usize {
        self.count_legal_moves_with(self.king_squares_against(!self.side_to_move()))
    }

    /// [`count_legal_moves`](Position::count_legal_moves), finding the king's squares as `how`
    /// says: perft chooses once for all the children of a node.
    #[inline]
    pub(crate) fn count_legal_moves_with(&self, how: KingSquares) -> usize {
        let mut count = Count::default();
        self.generate_knowing(Scope::All, &mut count, how);
        count.total()
    }

    /// The cheaper way to find the king's squares when `them` are the enemy. Pawns and the king
    /// add to the set of attacks at a fixed cost, each other piece by a look-up of its own:
    /// with at most three of those, the set costs less than testing the king's squares one by
    /// one. A move leaves the mover's pieces as they are (but for a promotion), so a node's
    /// choice against the side to move holds for all its children.
    #[inline]
    pub(crate) fn king_squares_against(&self, them: Color) -> KingSquares {
        if !Count::PER_SIDE {
            return KingSquares::EachTested; // The counter has only the one copy, which tests.
        }
        let pieces =
            self.by_color(them) & !self.by_piece(Piece::Pawn) & !self.by_piece(Piece::King);
        match pieces.count() {
            0..=3 => KingSquares::AllAttacks,
            _ => KingSquares::EachTested,
        }
    }

    /// Reads a move in UCI notation (`e2e4`, `e7e8q`, `e1g1`) and checks that it is legal here.
    ///
    /// Castling reads as this position writes it (the king's move `e1g1` in standard chess,
    /// king-takes-rook `e1h1` in Chess960) and also king-takes-rook in standard chess, as a
    /// Chess960 GUI may send it: a king never otherwise moves onto its own rook, so nothing else
    /// reads the same. The king's move is not read as castling in Chess960, where it may be a
    /// plain king move (`f1g1`).
    ///
    /// ```
    /// use chess_core::{ParseMoveError, Position};
    /// let position = Position::default();
    /// assert!(position.parse_move("e2e4").is_ok());
    /// assert!(matches!(position.parse_move("e2e5"), Err(ParseMoveError::Illegal(_))));
    /// assert!(matches!(position.parse_move("e2"), Err(ParseMoveError::Length(2))));
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let uci: UciMove = text.parse()?;
        let (us, rights) = (self.side_to_move(), self.castling_rights());
        let takes_own_rook = |mv: &Move| {
            mv.castling_side().is_some_and(|side| {
                let to = rights.rook_square(us, side);
                uci == UciMove {
                    from: mv.from(),
                    to,
                    promotion: None,
                }
            })
        };
        self.legal_moves()
            .into_iter()
            .find(|mv| mv.uci() == uci || takes_own_rook(mv))
            .ok_or(ParseMoveError::Illegal(uci))
    }

    /// The pieces of the side to move that are pinned to its king: each stands alone between the
    /// king and an enemy rook, bishop or queen on a line through them, so it may move only along
    /// that line.
    ///
    /// ```
    /// use chess_core::{Position, Square};
    /// // The knight on e2 shields its king from the rook on e8; the bishop on c3 is free.
    /// let position: Position = "4r1k1/8/8/8/8/2B5/4N3/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(position.pinned().iter().collect::<Vec<_>>(), [Square::E2]);
    /// ```
    #[inline]
    #[must_use]
    pub fn pinned(&self) -> Bitboard {
        self.pinned_to(self.king(self.side_to_move()))
    }

    /// [`pinned`](Position::pinned), given the side to move's king square.
    #[inline]
    pub(crate) fn pinned_to(&self, king: Square) -> Bitboard {
        self.checkers_and_pinned(self.side_to_move(), king).1
    }

    /// The pieces giving check to the king of `us` (the side to move) on `king`, and the pieces
    /// of its own pinned to it, found in one pass. Each enemy rook, bishop or queen that would
    /// see the king on an empty board checks it when nothing stands between them, and pins a
    /// piece of ours that stands there alone; knights and pawns check from their attack masks.
    #[inline]
    fn checkers_and_pinned(&self, us: Color, king: Square) -> (Bitboard, Bitboard) {
        let theirs = self.by_color(!us);
        let snipers = ((straight_lines_through(king) & self.straight_sliders())
            | (diagonal_lines_through(king) & self.diagonal_sliders()))
            & theirs;
        let mut checkers = ((knight_attacks(king) & self.by_piece(Piece::Knight))
            | (pawn_attacks(us, king) & self.by_piece(Piece::Pawn)))
            & theirs;
        let occupied = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers |= Bitboard::from_square(sniper);
            } else if !blockers.has_several() {
                pinned |= blockers;
            }
        }
        (checkers, pinned & self.by_color(us))
    }

    fn generate<V: Visitor>(&self, scope: Scope, visitor: &mut V) {
        self.generate_knowing(scope, visitor, KingSquares::EachTested);
    }

    /// [`generate`](Position::generate), finding the king's squares as `how` says if `V` is
    /// compiled per side; otherwise each is tested.
    fn generate_knowing<V: Visitor>(&self, scope: Scope, visitor: &mut V, how: KingSquares) {
        // With a copy per colour, every test of the colour (pawn directions, ranks, table rows)
        // is decided at compile time; and one per way of finding the king's squares, so that the
        // choice costs one branch here rather than shaping the middle-game copy.
        use KingSquares::{AllAttacks, EachTested};
        match (V::PER_SIDE, self.side_to_move(), how) {
            (true, Color::White, EachTested) => {
                self.generate_as::<V, false>(Color::White, scope, visitor);
            }
            (true, Color::White, AllAttacks) => {
                self.generate_as::<V, true>(Color::White, scope, visitor);
            }
            (true, Color::Black, EachTested) => {
                self.generate_as::<V, false>(Color::Black, scope, visitor);
            }
            (true, Color::Black, AllAttacks) => {
                self.generate_as::<V, true>(Color::Black, scope, visitor);
            }
            (false, us, _) => self.generate_as::<V, false>(us, scope, visitor),
        }
    }

    /// [`generate`](Position::generate) for `us`, the side to move; the king's squares from the
    /// set of all enemy attacks if `ALL_ATTACKS`, else tested one by one.
    #[inline(always)]
    fn generate_as<V: Visitor, const ALL_ATTACKS: bool>(
        &self,
        us: Color,
        scope: Scope,
        visitor: &mut V,
    ) {
        let them = !us;
        let (ours, theirs) = (self.by_color(us), self.by_color(them));
        let king = self.king(us);
        let (checkers, pinned) = self.checkers_and_pinned(us, king);
        let reach = match scope {
            Scope::All => !ours,
            Scope::CapturesAndPromotions => theirs,
        };

        // The king may not step onto an attacked square, nor back along a slider's check: so
        // its squares are tested with the king lifted off the board.
        let mut lifted = *self.occupancy();
        lifted.toggle(king);
        let mut safe = Bitboard::EMPTY;
        let mut attacked = Bitboard::EMPTY;
        if ALL_ATTACKS {
            attacked = self.attacked_squares(them, &lifted);
            safe = king_attacks(king) & reach & !attacked;
        } else {
            for to in king_attacks(king) & reach {
                if !self.is_attacked_through_planes(to, them, &lifted) {
                    safe |= Bitboard::from_square(to);
                }
            }
        }
        visitor.piece(king, safe);

        if checkers.has_several() {
            return; // Double check: only the king moves.
        }
        // In check, a move must capture the checker or block between it and the king.
        let check_mask = match checkers.first() {
            Some(checker) => between(king, checker) | checkers,
            None => Bitboard::FULL,
        };
        let targets = reach & check_mask;

        for from in self.pieces(us, Piece::Knight) & !pinned {
            visitor.piece(from, knight_attacks(from) & targets);
        }
        let queens = self.pieces(us, Piece::Queen);
        let occupancy = self.occupancy();
        let pin_line = |from: Square| match pinned.contains(from) {
            true => line(king, from),
            false => Bitboard::FULL,
        };
        let diagonal_reach = |from: Square| match scope {
            Scope::All => bishop_attacks(from, occupancy),
            Scope::CapturesAndPromotions => {
                first_blockers(from, self.occupied(), Direction::BISHOP)
            }
        };
        let straight_reach = |from: Square| match scope {
            Scope::All => rook_attacks(from, occupancy),
            Scope::CapturesAndPromotions => first_blockers(from, self.occupied(), Direction::ROOK),
        };
        // A queen's diagonal and straight targets never overlap: unordered, they go as one set.
        let split_queens = if V::ORDERED { queens } else { Bitboard::EMPTY };
        for from in self.pieces(us, Piece::Bishop) | split_queens {
            visitor.piece(from, diagonal_reach(from) & targets & pin_line(from));
        }
        for from in self.pieces(us, Piece::Rook) | split_queens {
            visitor.piece(from, straight_reach(from) & targets & pin_line(from));
        }
        if !V::ORDERED {
            for from in queens {
                let to = diagonal_reach(from) | straight_reach(from);
                visitor.piece(from, to & targets & pin_line(from));
            }
        }

        // Endgames, where the enemy has few pieces, often have no pawns: then the shifts and
        // masks of `pawn_moves` would find nothing. (The middle-game copy does without the test.)
        if !ALL_ATTACKS || !self.pieces(us, Piece::Pawn).is_empty() {
            self.pawn_moves(us, scope, king, pinned, check_mask, visitor);
        }

        if let Some(to) = self.en_passant() {
            for from in pawn_attacks(them, to) & self.pieces(us, Piece::Pawn) {
                if self.en_passant_is_legal(from, to, king) {
                    visitor.special(Move::en_passant(from, to));
                }
            }
        }

        if scope == Scope::All && checkers.is_empty() {
            let safe = if ALL_ATTACKS { !attacked } else { safe };
            self.castlings::<V, ALL_ATTACKS>(us, king, safe, visitor);
        }
    }

    /// Every square a piece of `them` attacks when the occupied squares are `occupancy`.
    #[inline(always)]
    fn attacked_squares(&self, them: Color, occupancy: &Occupancy) -> Bitboard {
        let theirs = self.by_color(them);
        let [(west, _), (east, _)] = pawn_captures(them, self.pieces(them, Piece::Pawn));
        let mut attacked = west | east | king_attacks(self.king(them));
        for from in self.pieces(them, Piece::Knight) {
            attacked |= knight_attacks(from);
        }
        for from in self.diagonal_sliders() & theirs {
            attacked |= bishop_attacks(from, occupancy);
        }
        for from in self.straight_sliders() & theirs {
            attacked |= rook_attacks(from, occupancy);
        }
        attacked
    }

    #[inline(always)]
    fn pawn_moves<V: Visitor>(
        &self,
        us: Color,
        scope: Scope,
        king: Square,
        pinned: Bitboard,
        check_mask: Bitboard,
        visitor: &mut V,
    ) {
        let theirs = self.by_color(!us);
        let empty = !self.occupied();
        let pawns = self.pieces(us, Piece::Pawn);
        let push = match us {
            Color::White => 8,
            Color::Black => -8,
        };
        let double_rank = double_push_rank(us);
        // Only promotions among the pushes when captures are asked for.
        let quiet = match scope {
            Scope::All => Bitboard::FULL,
            Scope::CapturesAndPromotions => BACK_RANKS,
        };

        let free = pawns & !pinned;
        let [(west, west_step), (east, east_step)] = pawn_captures(us, free);
        let (west, east) = (west & theirs & check_mask, east & theirs & check_mask);
        let single = forward(us, free) & empty;
        let double = match scope {
            Scope::All => forward(us, single & double_rank) & empty & check_mask,
            Scope::CapturesAndPromotions => Bitboard::EMPTY,
        };
        let single = single & check_mask & quiet;
        if V::ORDERED {
            visitor.pawns(west, west_step);
            visitor.pawns(east, east_step);
            visitor.pawns(single, push);
            visitor.pawns(double, 2 * push);
        } else {
            // Captures land on enemy pieces, pushes on empty squares, single and double pushes
            // on different squares of a file: so all but one capture direction count as one set.
            visitor.pawns(west | single | double, 0);
            visitor.pawns(east, 0);
        }

        for from in pawns & pinned {
            let one = forward(us, Bitboard::from_square(from)) & empty;
            let mut to = (pawn_attacks(us, from) & theirs) | (one & quiet);
            if scope == Scope::All {
                to |= forward(us, one & double_rank) & empty;
            }
            visitor.pawn(from, to & check_mask & line(king, from));
        }
    }

    /// En passant changes three squares at once, so it alone is checked by looking at the board
    /// after it: can an enemy piece (other than the pawn taken) then reach the king? This is rare
    /// enough to read the plain bitboard through the ray masks. It catches the pin along the
    /// rank, where the two pawns side by side were the king's only cover.
    pub(crate) fn en_passant_is_legal(&self, from: Square, to: Square, king: Square) -> bool {
        let captured = taken_en_passant(self.side_to_move(), to);
        let occupied =
            (self.occupied() ^ Bitboard::from_square(from) ^ Bitboard::from_square(captured))
                | Bitboard::from_square(to);
        self.attackers(king, !self.side_to_move(), occupied)
            .without(captured)
            .is_empty()
    }

    /// Castling: the right still held, the king and rook free to reach their squares, and the
    /// king not in check (the caller's condition), nor passing through or landing on an attacked
    /// square. Written king-takes-rook in Chess960 positions, as the king's move otherwise.
    ///
    ///
    /// The generator has tested already the king's neighbours not held by its own side, or with
    /// `ALL_ATTACKS` every square, and found `safe` unattacked: the castling path need not test
    /// those again. (It looked with the king lifted, which changes nothing when the king is not
    /// in check: an attack that only the king stopped would be a check.)
    #[inline(always)]
    fn castlings<V: Visitor, const ALL_ATTACKS: bool>(
        &self,
        us: Color,
        king: Square,
        safe: Bitboard,
        visitor: &mut V,
    ) {
        let known = match ALL_ATTACKS {
            true => Bitboard::FULL,
            false => king_attacks(king) & !self.by_color(us),
        };
        for side in CastlingSide::ALL {
            if self.may_castle_knowing(us, king, side, known, safe) {
                visitor.special(self.castling_move(king, side));
            }
        }
    }

    /// The castling move of the king on `king` to `side`, as this position writes it.
    #[inline]
    pub(crate) fn castling_move(&self, king: Square, side: CastlingSide) -> Move {
        let to = if self.castling_rights().is_chess960() {
            self.castling_rights()
                .rook_square(self.side_to_move(), side)
        } else {
            side.king_to(self.side_to_move())
        };
        Move::castling(king, to)
    }

    /// Castling to `side` but for the check test: the right held; every square the king or the
    /// rook passes or lands on empty but for the two of them; none the king passes or lands on
    /// attacked.
    // Inlined into the generator as before it was split out: a call costs perft about 6 %.
    #[inline(always)]
    pub(crate) fn may_castle(&self, king: Square, side: CastlingSide) -> bool {
        let us = self.side_to_move();
        self.may_castle_knowing(us, king, side, Bitboard::EMPTY, Bitboard::EMPTY)
    }

    /// [`may_castle`](Position::may_castle), given that of the squares `known`, just `safe` are
    /// not attacked (the generator has tested the king's neighbours already). `us` is the side to
    /// move.
    #[inline(always)]
    fn may_castle_knowing(
        &self,
        us: Color,
        king: Square,
        side: CastlingSide,
        known: Bitboard,
        safe: Bitboard,
    ) -> bool {
        if !self.castling_rights().has(us, side) {
            return false;
        }
        let path = if self.castling_rights().is_chess960() {
            if !self.chess960_castling_is_clear(king, side) {
                return false;
            }
            let king_to = side.king_to(us);
            between(king, king_to).with(king_to)
        } else {
            // King and rook at home: the squares between them are all that must be empty.
            let (empty, path) = side.standard_squares(us);
            if !(empty & self.occupied()).is_empty() {
                return false;
            }
            path
        };
        if !(path & known & !safe).is_empty() {
            return false;
        }
        for square in path & !known {
            if self.is_attacked(square, !us) {
                return false;
            }
        }
        true
    }

    /// The Chess960 part of [`may_castle`](Position::may_castle): king and rook on any files, so
    /// either may stay put or they may swap squares; every square either passes or lands on
    /// empty but for the two of them. And the rook may be all that stands between the king's
    /// square-to-be and an enemy rook or queen along the back rank (a rook on b1 castling queen
    /// side, an enemy on a1), which standard chess, rooks in the corners, never meets: the king's
    /// square is tested once more with the rook gone.
    #[inline(never)]
    fn chess960_castling_is_clear(&self, king: Square, side: CastlingSide) -> bool {
        let us = self.side_to_move();
        let rook = self.castling_rights().rook_square(us, side);
        let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
        let paths = between(king, king_to).with(king_to) | between(rook, rook_to).with(rook_to);
        let movers = Bitboard::from_square(king).with(rook);
        (paths & self.occupied() & !movers).is_empty()
            && self
                .attackers(king_to, !us, self.occupied().without(rook))
                .is_empty()
    }
}

/// The first occupied square along each of `directions` from `from` (seed 003's capture test:
/// `first_one` on rays toward higher squares, `last_one` toward lower).
#[inline]
fn first_blockers(from: Square, occupied: Bitboard, directions: [Direction; 4]) -> Bitboard {
    directions
        .iter()
        .filter_map(|&direction| rays::first_blocker(direction, from, occupied))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both ways of finding the king's squares count the same moves as the list, in every
    /// position of the standard and Chess960 suites and two plies below each (checks, pins,
    /// castling and en passant among them).
    #[test]
    fn both_ways_of_finding_the_kings_squares_agree() {
        fn agree(position: &Position, depth: u32) {
            let listed = position.legal_moves().len();
            for how in [KingSquares::EachTested, KingSquares::AllAttacks] {
                assert_eq!(
                    position.count_legal_moves_with(how),
                    listed,
                    "{how:?} {position}"
                );
            }
            if depth > 0 {
                position.for_each_legal_move(|mv| {
                    let mut child = *position;
                    child.play(mv);
                    agree(&child, depth - 1);
                });
            }
        }
        let suites = [
            include_str!("../tests/data/standard.epd"),
            include_str!("../tests/data/fischer.epd"),
        ];
        let mut positions = 0;
        for line in suites.iter().flat_map(|suite| suite.lines()) {
            let Some(fen) = line.split(';').next().filter(|fen| !fen.trim().is_empty()) else {
                continue;
            };
            let position: Position = fen.trim().parse().expect(fen);
            agree(&position, 2);
            positions += 1;
        }
        assert!(positions > 200, "{positions} positions");
    }
}
