//! `play` and `make` refuse illegal moves in every build: CI runs this file with
//! `cargo test --release` too, where debug assertions are off and only the checks of the checked
//! calls stand between an illegal move and a corrupted position. Each case once corrupted a
//! position silently in a release build.
//!
//! Tests unwind whatever the profile's `panic` setting, so the panics are caught here.

mod common;

use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use chess_core::{IllegalMove, Move, Position, Square, perft};
use common::{Random, random_play};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// The panics these tests provoke on purpose print nothing; any other panic prints as usual.
fn quiet_illegal_move_panics() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !message(info.payload()).starts_with("illegal move ") {
                default(info);
            }
        }));
    });
}

fn message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_string()
    } else {
        String::new()
    }
}

/// Runs `f` on `position`; the panic message if it panicked.
fn panic_of(position: &mut Position, f: impl FnOnce(&mut Position)) -> Option<String> {
    quiet_illegal_move_panics();
    panic::catch_unwind(AssertUnwindSafe(|| f(position)))
        .err()
        .map(|payload| message(&*payload))
}

/// `mv` is refused by every checked call on `fen`, and the position is left as it was.
fn assert_refused(fen: &str, mv: Move) {
    let before: Position = fen.parse().unwrap();
    let expected = format!("illegal move {mv} in {before}");

    let mut position = before;
    let played = panic_of(&mut position, |p| p.play(mv));
    let played = played.unwrap_or_else(|| panic!("play({mv}) was not refused in {fen}"));
    assert!(played.starts_with(&expected), "{played}");
    assert_eq!(position, before, "play({mv}) changed the position");

    let made = panic_of(&mut position, |p| {
        let _ = p.make(mv);
    });
    let made = made.unwrap_or_else(|| panic!("make({mv}) was not refused in {fen}"));
    assert!(made.starts_with(&expected), "{made}");
    assert_eq!(position, before, "make({mv}) changed the position");

    assert!(!position.is_legal(mv));
    assert!(!position.legal_moves().contains(&mv));
}

#[test]
fn a_pawn_cannot_push_three_squares() {
    let e2e5 = Move::new(Square::E2, Square::E5);
    assert_refused(START, e2e5);
    let mut position: Position = START.parse().unwrap();
    assert_eq!(position.try_play(e2e5), Err(IllegalMove(e2e5)));
    assert_eq!(position.try_make(e2e5), Err(IllegalMove(e2e5)));
    assert_eq!(position, START.parse().unwrap());
}

#[test]
fn a_piece_cannot_take_its_own_king() {
    let d1e1 = Move::new(Square::D1, Square::E1);
    assert_refused(START, d1e1);
    let mut position: Position = START.parse().unwrap();
    assert_eq!(position.try_play(d1e1), Err(IllegalMove(d1e1)));
    // Once it corrupted the position so that a later perft panicked: now perft runs as usual.
    assert_eq!(perft::perft(&position, 3), 8_902);
}

#[test]
fn castling_read_from_text_is_refused_by_play_and_resolved_by_try_play() {
    let e1g1: Move = "e1g1".parse().unwrap();
    assert!(
        !e1g1.is_castling(),
        "text carries no kind: a plain king move"
    );
    // Once it walked the king to g1 and left the rook on h1.
    assert_refused(KIWIPETE, e1g1);

    let mut position: Position = KIWIPETE.parse().unwrap();
    let played = position.try_play(e1g1).unwrap();
    assert!(played.is_castling());
    assert_eq!(
        position.to_string(),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1"
    );

    let mut position: Position = KIWIPETE.parse().unwrap();
    let (made, undo) = position.try_make(e1g1).unwrap();
    assert_eq!(made, played);
    position.unmake(made, undo);
    assert_eq!(position, KIWIPETE.parse().unwrap());
}

#[test]
fn the_null_move_is_refused() {
    assert_refused(START, Move::NULL);
    assert_refused(KIWIPETE, Move::NULL);
    let mut position: Position = START.parse().unwrap();
    assert_eq!(position.try_play(Move::NULL), Err(IllegalMove(Move::NULL)));
    // a1 holds a white rook: the null move (a1a1) is still refused.
    assert_eq!(position.try_make(Move::NULL), Err(IllegalMove(Move::NULL)));
}

#[test]
#[should_panic(
    expected = "illegal move e2e5 in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
)]
fn play_panics_naming_the_move_and_the_fen() {
    Position::default().play(Move::new(Square::E2, Square::E5));
}

#[test]
#[should_panic(expected = "illegal move 0000 in ")]
fn make_panics_naming_the_move_and_the_fen() {
    let _ = Position::default().make(Move::NULL);
}

/// A move near a legal one: its kind bits, its to square or its from square changed, so that
/// most are plausible and some are legal.
fn near(random: &mut Random, mv: Move) -> Move {
    let bits = random.next_u64() as u16;
    Move::from_bits(match random.below(3) {
        0 => mv.bits() ^ (bits & 0xf000),
        1 => mv.bits() ^ (bits & 0x0fc0),
        _ => mv.bits() ^ (bits & 0x003f),
    })
}

/// Random 16-bit moves, and moves near legal ones, on positions from random games: the checked
/// calls agree with the move list, play what it holds as the unchecked calls do, and refuse the
/// rest, leaving the position as it was.
#[test]
fn random_moves_are_played_exactly_when_legal() {
    let mut random = Random::new(0x1d_e6a1);
    let (mut legal, mut illegal, mut named) = (0, 0, 0);
    random_play(24, 3, 60, |position| {
        let moves = position.legal_moves();
        for round in 0..24 {
            let mv = match (round % 2, moves.is_empty()) {
                (0, false) => {
                    let base = moves[random.below(moves.len())];
                    near(&mut random, base)
                }
                _ => Move::from_bits(random.next_u64() as u16),
            };
            let is_legal = moves.contains(&mv);
            assert_eq!(position.is_legal(mv), is_legal, "{mv:?} in {position}");

            let mut checked = *position;
            let panicked = panic_of(&mut checked, |p| p.play(mv));
            if is_legal {
                legal += 1;
                assert_eq!(panicked, None, "{mv:?} in {position}");
                let mut unchecked = *position;
                unchecked.play_unchecked(mv);
                assert_eq!(checked, unchecked, "{mv:?} in {position}");
                let mut made = *position;
                let undo = made.make(mv);
                assert_eq!(made, unchecked, "{mv:?} in {position}");
                made.unmake(mv, undo);
                assert_eq!(made, *position, "{mv:?} in {position}");
            } else {
                illegal += 1;
                let text = panicked.unwrap_or_else(|| panic!("{mv:?} played in {position}"));
                assert!(text.starts_with(&format!("illegal move {mv} in {position}")));
                assert_eq!(checked, *position, "{mv:?} changed {position}");
                let mut made = *position;
                let refused = panic_of(&mut made, |p| {
                    let _ = p.make(mv);
                });
                assert!(
                    refused.is_some(),
                    "make({mv:?}) was not refused in {position}"
                );
                assert_eq!(made, *position, "{mv:?} changed {position}");
            }

            // try_play: the move itself when legal; else the castling or en passant a plain
            // move names, or an error that leaves the position alone.
            let mut tried = *position;
            match tried.try_play(mv) {
                Ok(played) if is_legal => assert_eq!(played, mv),
                Ok(played) => {
                    named += 1;
                    assert!(moves.contains(&played), "{mv:?} played as {played:?}");
                    // A plain move, which read as text is the castling or capture played.
                    assert_eq!(mv, Move::new(mv.from(), mv.to()));
                    assert_eq!(position.parse_move(&mv.to_string()), Ok(played));
                    assert!(played.is_castling() || played.is_en_passant());
                }
                Err(error) => {
                    assert!(!is_legal, "{mv:?} refused in {position}");
                    assert_eq!(error, IllegalMove(mv));
                    assert_eq!(tried, *position);
                }
            }
            let mut made = *position;
            match made.try_make(mv) {
                Ok((played, undo)) => {
                    let mut played_position = *position;
                    played_position.play(played);
                    assert_eq!(made, played_position);
                    made.unmake(played, undo);
                    assert_eq!(made, *position);
                }
                Err(error) => assert_eq!(error, IllegalMove(mv)),
            }
        }
    });
    // Enough of each kind to mean something.
    assert!(
        legal > 1_000 && illegal > 10_000,
        "{legal} legal, {illegal} illegal"
    );
    assert!(named > 0, "no castling or en passant named by a plain move");
}
