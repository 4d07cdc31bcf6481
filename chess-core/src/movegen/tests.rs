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
