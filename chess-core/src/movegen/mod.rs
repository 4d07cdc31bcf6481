//! Legal move generation: pins and checks are worked out first, so every move generated is legal
//! and none is made and tested.
//!
//! One generator serves every caller through a [`Visitor`]: it hands over each piece's legal
//! targets as a set, with the piece's kind, and the caller either lists the moves, plays each on a
//! copy of the position (`children`, perft's walk), or (perft's last ply) only counts them.
//! Pawn moves are in [`pawns`], castling beside the castling rights (`crate::castling`).

mod children;
mod count;
mod destinations;
mod pawns;
mod visitor;

pub use destinations::{Destinations, DestinationsIter};

pub(crate) use pawns::{pawn_push_origins, pawn_pushes, taken_en_passant};
pub(crate) use visitor::Visitor;

use crate::attacks::{
    between, bishop_attacks, diagonal_lines_through, king_attacks, knight_attacks, line,
    pawn_attacks, rook_attacks, straight_lines_through,
};
use crate::{Bitboard, Color, Direction, Move, MoveList, Occupancy, Piece, Position, Square, rays};
use pawns::pawn_captures;
use visitor::{Count, EachMove, Masked};

/// Which moves to generate.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
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
    #[inline]
    pub fn legal_moves(&self) -> MoveList {
        self.list(Scope::All, Bitboard::FULL)
    }

    /// The legal moves, written into `list`, which is emptied first: the moves of
    /// [`legal_moves`](Position::legal_moves), in its order, without a new list. A search that
    /// keeps a list a ply and reuses it skips clearing a new list's 1.2 KB at every node.
    ///
    /// ```
    /// use chess_core::{MoveList, Position};
    /// let mut list = MoveList::new();
    /// for fen in ["4k3/8/8/8/8/8/8/4K2R w K - 0 1", "4k3/8/8/8/8/8/8/4K3 b - - 0 1"] {
    ///     let position: Position = fen.parse().unwrap();
    ///     position.legal_moves_into(&mut list);
    ///     assert_eq!(list, position.legal_moves());
    /// }
    /// assert_eq!(list.len(), 5);
    /// ```
    #[inline]
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        self.fill(Scope::All, Bitboard::FULL, list);
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
    /// quiescence search tries. Generated in the order of CHESS 4.5 (Slate and Atkin, 1977): king
    /// and knight captures from their masks, slider captures at the first blocker of each ray,
    /// pawn captures, promotions, en passant.
    ///
    /// ```
    /// use chess_core::Position;
    /// let position: Position = "4k3/1P6/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let moves: Vec<String> = position.legal_captures().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(moves, ["e4d5", "b7b8q", "b7b8r", "b7b8b", "b7b8n"]);
    /// ```
    #[must_use]
    #[inline]
    pub fn legal_captures(&self) -> MoveList {
        self.list(Scope::CapturesAndPromotions, Bitboard::FULL)
    }

    /// The legal captures and promotions, written into `list`, which is emptied first: the moves
    /// of [`legal_captures`](Position::legal_captures), in its order, without a new list (see
    /// [`legal_moves_into`](Position::legal_moves_into)).
    ///
    /// ```
    /// use chess_core::{MoveList, Position};
    /// let position: Position = "4k3/1P6/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
    /// let mut list = Position::default().legal_moves();
    /// position.legal_captures_into(&mut list);
    /// assert_eq!(list, position.legal_captures());
    /// assert_eq!(list.len(), 5);
    /// ```
    #[inline]
    pub fn legal_captures_into(&self, list: &mut MoveList) {
        list.clear();
        self.fill(Scope::CapturesAndPromotions, Bitboard::FULL, list);
    }

    /// The moves of `scope` of the pieces on `from` in a list. Every list shares this one copy
    /// of the generator (each visitor type is a copy, and a copy is compile time for every
    /// dependent and flash for firmware); the scope's and the mask's tests are cheap beside the
    /// moves they choose.
    ///
    /// The list is made where it is returned to and filled there: the 1.2 KB a `MoveList` holds
    /// are not copied out of a call (5 % of the example engine's instructions when they were).
    #[inline]
    pub(crate) fn list(&self, scope: Scope, from: Bitboard) -> MoveList {
        let mut list = MoveList::new();
        self.fill(scope, from, &mut list);
        list
    }

    /// Appends the moves of `scope` of the pieces on `from` to `list`: the one copy of the
    /// generator that [`list`](Position::list) calls.
    fn fill(&self, scope: Scope, from: Bitboard, list: &mut MoveList) {
        let visitor = EachMove(|mv| list.push(mv));
        self.generate(scope, &mut Masked { visitor, from });
    }

    /// The number of legal moves, counted without listing them.
    #[inline]
    #[must_use]
    pub fn count_legal_moves(&self) -> usize {
        self.count_legal_moves_with(self.king_squares_against(!self.side_to_move()))
    }

    /// Whether the side to move has a legal move: `count_legal_moves() != 0`, answered as soon as
    /// the king is found a square to step to (most checked kings have one), and counting the
    /// other pieces' moves only when it has none. Mate is check without one, stalemate no check
    /// without one.
    ///
    /// ```
    /// use chess_core::Position;
    /// let mate: Position = "R5k1/5ppp/8/8/8/8/8/4K3 b - - 1 1".parse().unwrap();
    /// assert!(mate.is_check() && !mate.has_legal_move());
    /// let stalemate: Position = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert!(!stalemate.is_check() && !stalemate.has_legal_move());
    /// assert!(Position::default().has_legal_move());
    /// ```
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        let us = self.side_to_move();
        let king = self.king(us);
        // The king's squares are tested with the king lifted off the board, so that it cannot
        // step back along a slider's check (as `is_legal` tests a king's move).
        let lifted = self.occupied().without(king);
        let free = king_attacks(king) & !self.by_color(us);
        free.into_iter()
            .any(|to| self.attackers(to, !us, lifted).is_empty())
            || self.count_legal_moves() != 0
    }

    /// [`count_legal_moves`](Position::count_legal_moves), finding the king's squares as `how`
    /// says: perft chooses once for all the children of a node.
    #[inline]
    pub(crate) fn count_legal_moves_with(&self, how: KingSquares) -> usize {
        count::count_legal_moves(self, how)
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
    pub(crate) fn checkers_and_pinned(&self, us: Color, king: Square) -> (Bitboard, Bitboard) {
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
    /// compiled per side; otherwise each is tested. Compiled into each caller, so that each copy
    /// is compiled where its caller is (see [`count`]).
    #[inline(always)]
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
        // Only a masked visitor's copy tests the mask; every other one has none.
        let wanted = match V::MASKED {
            true => visitor.wanted_squares(),
            false => Bitboard::FULL,
        };
        let king_wanted = !V::MASKED || wanted.contains(king);
        let (checkers, pinned) = self.checkers_and_pinned(us, king);
        let reach = match scope {
            Scope::All => !ours,
            Scope::CapturesAndPromotions => theirs,
        };

        // The king may not step onto an attacked square, nor back along a slider's check: so
        // its squares are tested with the king lifted off the board. (Not at all when only other
        // pieces' moves are wanted: castling, which reads them too, is the king's.)
        let mut safe = Bitboard::EMPTY;
        let mut attacked = Bitboard::EMPTY;
        if king_wanted {
            let mut lifted = *self.occupancy();
            lifted.toggle(king);
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
            visitor.piece(Piece::King, king, safe);
        }

        // A visitor that takes the moves in any order gets the castlings here, while `safe` and
        // `attacked` are at hand, rather than holding them through the other pieces' moves.
        if !V::ORDERED && scope == Scope::All && checkers.is_empty() && king_wanted {
            let safe = if ALL_ATTACKS { !attacked } else { safe };
            self.castlings::<V, ALL_ATTACKS>(us, king, safe, visitor);
        }
        if checkers.has_several() {
            return; // Double check: only the king moves.
        }
        // In check, a move must capture the checker or block between it and the king.
        let check_mask = match checkers.first() {
            Some(checker) => between(king, checker) | checkers,
            None => Bitboard::FULL,
        };
        let targets = reach & check_mask;

        for from in self.pieces(us, Piece::Knight) & !pinned & wanted {
            visitor.piece(Piece::Knight, from, knight_attacks(from) & targets);
        }
        let queens = self.pieces(us, Piece::Queen) & wanted;
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
        // An ordered visitor's queens come in these two loops under the bishop's and the rook's
        // kind: telling them apart here cost the listing copy 6 % of its instructions, and no
        // ordered visitor reads the kind.
        for from in (self.pieces(us, Piece::Bishop) & wanted) | split_queens {
            let to = diagonal_reach(from) & targets & pin_line(from);
            visitor.piece(Piece::Bishop, from, to);
        }
        for from in (self.pieces(us, Piece::Rook) & wanted) | split_queens {
            let to = straight_reach(from) & targets & pin_line(from);
            visitor.piece(Piece::Rook, from, to);
        }
        if !V::ORDERED {
            for from in queens {
                let to = diagonal_reach(from) | straight_reach(from);
                visitor.piece(Piece::Queen, from, to & targets & pin_line(from));
            }
        }

        // Endgames, where the enemy has few pieces, often have no pawns: then the shifts and
        // masks of `pawn_moves` would find nothing. (The middle-game copy does without the test.)
        if !ALL_ATTACKS || !self.pieces(us, Piece::Pawn).is_empty() {
            let pawns = self.pieces(us, Piece::Pawn) & wanted;
            self.pawn_moves(us, pawns, scope, king, pinned, check_mask, visitor);
        }

        if let Some(to) = self.en_passant() {
            for from in pawn_attacks(them, to) & self.pieces(us, Piece::Pawn) & wanted {
                if self.en_passant_is_legal(from, to, king) {
                    visitor.special(Move::en_passant(from, to));
                }
            }
        }

        if V::ORDERED && scope == Scope::All && checkers.is_empty() && king_wanted {
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
}

/// The first occupied square along each of `directions` from `from` (CHESS 4.5's capture test:
/// [`Bitboard::first`] on rays toward higher squares, [`Bitboard::last`] toward lower).
#[inline]
fn first_blockers(from: Square, occupied: Bitboard, directions: [Direction; 4]) -> Bitboard {
    directions
        .iter()
        .filter_map(|&direction| rays::first_blocker(direction, from, occupied))
        .collect()
}

#[cfg(test)]
mod tests;
