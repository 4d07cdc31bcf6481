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
                child.play_unchecked(mv);
                agree(&child, depth - 1);
            });
        }
    }
    let mut positions = 0;
    for name in ["standard.epd", "fischer.epd"] {
        let text = chess_testkit::suites::text(name);
        for record in crate::perft::Suite::new(&text) {
            agree(record.expect(name).position(), 2);
            positions += 1;
        }
    }
    assert!(positions > 200, "{positions} positions");
}

/// A list reused from position to position, never emptied by the caller, holds what a new list
/// would: every position of both suites and one ply below each.
#[test]
fn lists_filled_in_place_hold_what_new_lists_hold() {
    let (mut moves, mut captures) = (MoveList::new(), MoveList::new());
    let mut check = |position: &Position| {
        position.legal_moves_into(&mut moves);
        assert_eq!(moves, position.legal_moves(), "{position}");
        position.legal_captures_into(&mut captures);
        assert_eq!(captures, position.legal_captures(), "{position}");
    };
    let mut positions = 0;
    for name in ["standard.epd", "fischer.epd"] {
        let text = chess_testkit::suites::text(name);
        for record in crate::perft::Suite::new(&text) {
            let record = record.expect(name);
            check(record.position());
            record.position().for_each_child(|_, child| check(child));
            positions += 1;
        }
    }
    assert!(positions > 200, "{positions} positions");
}
