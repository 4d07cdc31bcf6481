//! Facts about a move read without making it (`moved_piece`, `captured`, `is_capture`,
//! `gives_check`) held to making it, and to shakmaty, on every legal move of the perft suites'
//! positions, of positions a ply or two below them, and of random games, standard and Chess960;
//! the ways a move can check, each by hand; and an answer, never a panic, for every 16-bit move.

mod common;

use chess_core::{Move, Piece, Position};
use common::{fischer, random_play, random_play_from, standard, tricky};
use shakmaty::{CastlingMode, Chess, Position as _, Role, fen::Fen, uci::UciMove};

/// What the moves looked at showed, so a test can tell that every way of checking was met.
#[derive(Debug, Default)]
struct Seen {
    moves: usize,
    captures: usize,
    checks: usize,
    /// Checks by a piece other than the one moved (or not only by it).
    discovered: usize,
    castling_checks: usize,
    promotion_checks: usize,
    en_passant_checks: usize,
}

/// The same position in shakmaty, castling written as ours is: the king's move in standard
/// positions, king-takes-rook in Chess960 ones.
fn peer(position: &Position) -> Chess {
    let mode = match position.castling_rights().is_chess960() {
        true => CastlingMode::Chess960,
        false => CastlingMode::Standard,
    };
    let fen: Fen = position.to_string().parse().unwrap();
    // Some suite positions have checks no game reaches (two checkers no move could give).
    match fen.into_position(mode) {
        Ok(position) => position,
        Err(e) => e.ignore_impossible_check().unwrap(),
    }
}

fn piece(role: Role) -> Piece {
    Piece::ALL[role as usize - 1]
}

/// Checks the four facts of every legal move of `position` against the position after the move:
/// the enemy kind that lost a piece, our kind that left the from square, whether the other side
/// is in check. With `with_peer`, against shakmaty's move too.
fn hold_to_making(position: &Position, with_peer: bool, seen: &mut Seen) {
    let us = position.side_to_move();
    let theirs = with_peer.then(|| peer(position));
    for mv in position.legal_moves() {
        let mut after = *position;
        after.play(mv);
        let context = || format!("{mv:?} in {position}");

        let lost: Vec<Piece> = Piece::ALL
            .into_iter()
            .filter(|&kind| after.pieces(!us, kind).count() < position.pieces(!us, kind).count())
            .collect();
        assert!(lost.len() <= 1, "{}", context());
        assert_eq!(
            position.captured(mv),
            lost.first().copied(),
            "{}",
            context()
        );
        assert_eq!(position.is_capture(mv), !lost.is_empty(), "{}", context());

        let left_from = Piece::ALL.into_iter().find(|&kind| {
            position.pieces(us, kind).contains(mv.from())
                && !after.pieces(us, kind).contains(mv.from())
        });
        // A Chess960 king may castle without leaving its square.
        let moved = if mv.is_castling() {
            Some(Piece::King)
        } else {
            left_from
        };
        assert_eq!(position.moved_piece(mv), moved, "{}", context());

        let check = after.is_check();
        assert_eq!(position.gives_check(mv), check, "{}", context());

        if let Some(theirs) = &theirs {
            let uci: UciMove = mv.to_string().parse().unwrap();
            let their_move = uci.to_move(theirs).unwrap();
            assert_eq!(position.moved_piece(mv), Some(piece(their_move.role())));
            assert_eq!(position.captured(mv), their_move.capture().map(piece));
            let mut played = theirs.clone();
            played.play_unchecked(their_move);
            assert_eq!(position.gives_check(mv), played.is_check(), "{}", context());
        }

        seen.moves += 1;
        seen.captures += usize::from(!lost.is_empty());
        if check {
            seen.checks += 1;
            seen.castling_checks += usize::from(mv.is_castling());
            seen.promotion_checks += usize::from(mv.promotion_piece().is_some());
            seen.en_passant_checks += usize::from(mv.is_en_passant());
            let by_others = after.checkers().without(mv.to());
            seen.discovered += usize::from(!mv.is_castling() && !by_others.is_empty());
        }
    }
}

/// Calls `visit` with `root`, every child of it, and every `stride`-th child of each child.
fn two_plies_below(root: &Position, stride: usize, mut visit: impl FnMut(&Position)) {
    visit(root);
    for mv in root.legal_moves() {
        let mut child = *root;
        child.play(mv);
        visit(&child);
        for grandchild_move in child.legal_moves().into_iter().step_by(stride) {
            let mut grandchild = child;
            grandchild.play(grandchild_move);
            visit(&grandchild);
        }
    }
}

#[test]
fn facts_agree_with_making_the_move_below_the_standard_suites() {
    let mut seen = Seen::default();
    for case in standard().into_iter().chain(tricky()) {
        let root: Position =
            Position::from_fen_permissive(&case.fen, chess_core::Variant::Auto).unwrap();
        hold_to_making(&root, true, &mut seen);
        two_plies_below(&root, 1, |position| {
            hold_to_making(position, false, &mut seen);
        });
    }
    assert!(seen.moves > 500_000, "{seen:?}");
    assert!(
        seen.discovered > 100 && seen.castling_checks > 100,
        "{seen:?}"
    );
    assert!(seen.promotion_checks > 1000, "{seen:?}");
}

#[test]
fn facts_agree_with_making_the_move_below_the_chess960_suite() {
    let mut seen = Seen::default();
    for case in fischer().iter().step_by(2) {
        let root: Position =
            Position::from_fen_permissive(&case.fen, chess_core::Variant::Auto).unwrap();
        hold_to_making(&root, true, &mut seen);
        two_plies_below(&root, 4, |position| {
            hold_to_making(position, false, &mut seen);
        });
    }
    assert!(seen.moves > 500_000, "{seen:?}");
    assert!(seen.checks > 10_000 && seen.discovered > 1000, "{seen:?}");
}

#[test]
fn facts_agree_with_making_the_move_and_with_shakmaty_along_random_games() {
    let mut seen = Seen::default();
    random_play(0xfac7, 6, 120, |position| {
        hold_to_making(position, true, &mut seen);
    });
    assert!(seen.discovered > 20 && seen.castling_checks > 2, "{seen:?}");
    assert!(
        seen.promotion_checks > 50 && seen.en_passant_checks > 0,
        "{seen:?}"
    );

    let mut chess960 = Seen::default();
    let starts: Vec<String> = fischer().into_iter().step_by(40).map(|c| c.fen).collect();
    let starts: Vec<&str> = starts.iter().map(String::as_str).collect();
    random_play_from(&starts, 0x960, 3, 150, |position| {
        hold_to_making(position, true, &mut chess960);
    });
    assert!(
        chess960.castling_checks > 0 && chess960.checks > 500,
        "{chess960:?}"
    );
}

fn gives_check(fen: &str, uci: &str) -> bool {
    let position: Position = fen.parse().unwrap();
    let mv = position.parse_move(uci).unwrap();
    let mut after = position;
    after.play(mv);
    assert_eq!(position.gives_check(mv), after.is_check(), "{uci} in {fen}");
    position.gives_check(mv)
}

#[test]
fn every_way_a_move_can_check() {
    // En passant opens the rank of both pawns to the rook.
    assert!(gives_check("8/8/8/k1pP3R/8/8/8/4K3 w - c6 0 1", "d5c6"));
    // En passant opens the diagonal through the captured pawn's square alone.
    assert!(gives_check("7k/8/8/4pP2/8/8/8/B3K3 w - e6 0 1", "f5e6"));
    // The promoted queen sees the king through the square its pawn left.
    assert!(gives_check("4r3/3P4/8/1k6/8/8/8/4K3 w - - 0 1", "d7e8q"));
    assert!(!gives_check("4r3/3P4/8/1k6/8/8/8/4K3 w - - 0 1", "d7e8r"));
    // A knight promotion checks as a knight.
    assert!(gives_check("8/4P3/3k4/8/8/8/8/4K3 w - - 0 1", "e7e8n"));
    assert!(!gives_check("8/4P3/3k4/8/8/8/8/4K3 w - - 0 1", "e7e8q"));
    assert!(gives_check("4r3/3P4/8/1k6/8/8/8/4K3 w - - 0 1", "d7e8b"));
    // The king uncovers its own rook; moving along the line does not.
    assert!(gives_check("8/8/8/8/R1K4k/8/8/8 w - - 0 1", "c4c5"));
    assert!(!gives_check("8/8/8/8/R1K4k/8/8/8 w - - 0 1", "c4d4"));
    // A pawn between rook and king blocks still when it pushes along the file.
    assert!(!gives_check("4k3/8/8/8/4P3/8/8/4R1K1 w - - 0 1", "e4e5"));
    assert!(gives_check("4k3/8/8/3p4/4P3/8/8/4R1K1 w - - 0 1", "e4d5"));
    // Castling: the rook checks from its new square, standard and Chess960 (king takes rook).
    assert!(gives_check("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
    assert!(!gives_check("6k1/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
    assert!(gives_check("3k4/8/8/8/8/8/8/1R2K3 w B - 0 1", "e1b1"));
}

/// Every 16-bit move, legal or not, gets an answer from each fact, SAN and SEE: never a panic.
/// Moves that move no piece of the side to move give no check, nor does castling without the
/// right; `is_capture` is `captured`.
#[test]
fn every_encoding_gets_an_answer() {
    let fens = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/8/8/k1pP3R/8/8/8/4K3 w - c6 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b Qk - 0 1",
        "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - 0 1",
    ];
    for fen in fens {
        let position: Position = fen.parse().unwrap();
        for bits in 0..=u16::MAX {
            let mv = Move::from_bits(bits);
            let moved = position.moved_piece(mv);
            let mover = position.piece_at(mv.from());
            assert_eq!(
                moved.is_some(),
                mover.is_some_and(|(c, _)| c == position.side_to_move())
            );
            assert_eq!(position.is_capture(mv), position.captured(mv).is_some());
            assert!(moved.is_some() || !position.gives_check(mv));
            let (us, rights) = (position.side_to_move(), position.castling_rights());
            if mv.castling_side().is_some_and(|side| !rights.has(us, side)) {
                assert!(!position.gives_check(mv), "{mv:?} in {fen}");
            }
            if bits.is_multiple_of(61) {
                let _ = (position.see(mv), position.san(mv));
            }
        }
    }
}
