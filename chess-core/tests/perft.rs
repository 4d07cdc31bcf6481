//! perft against the published counts of the perft suites (`tests/data/`, copies of the shared
//! suites that `chess-testkit` reads instead when they are beside the repository).
//!
//! The normal run takes every position to every depth within a node budget; the full depths
//! (about five billion nodes, for each generator) and the Chess960 suite to depth 5 (bitboards,
//! 17 billion nodes) and 4 (0x88 board) are `#[ignore]`d here and run by CI in release mode:
//! `cargo test --release -p chess-core --test perft -- --ignored`. With `PERFT_0X88_BUDGET=N` set,
//! the 0x88 board's take only the counts of at most N nodes (CI holds it to 100 million: 741 of
//! the 759 counts, a sixth of the nodes; Chess960 to depth 4 whole).

mod common;

use chess_core::reference::{self, x88};
use chess_core::{Position, perft};
use common::{Case, all_cases};

/// Depths whose count is at most this many nodes run in the normal test run.
const BUDGET: u64 = 2_000_000;

fn check(cases: &[Case], budget: u64, count: impl Fn(&Position, u32) -> u64) -> usize {
    let mut checked = 0;
    for case in cases {
        for &(depth, nodes) in case.counts.iter().filter(|(_, nodes)| *nodes <= budget) {
            assert_eq!(
                count(&case.position, depth),
                nodes,
                "{} ({}) depth {depth}",
                case.name,
                case.fen
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn every_position_within_the_node_budget() {
    let cases = all_cases();
    assert_eq!(cases.len(), 128 + 11);
    let checked = check(&cases, BUDGET, perft::perft);
    assert!(checked > 500, "only {checked} counts checked");
}

/// The 0x88 generator makes the moves that can expose its king to test them, so it runs some
/// 4 to 5 times the instructions: a smaller budget here, every depth in the release run.
#[test]
fn the_0x88_board_within_a_smaller_budget() {
    let checked = check(&all_cases(), BUDGET / 10, |position, depth| {
        x88::Board::from(position).perft(depth)
    });
    assert!(checked > 300, "only {checked} counts checked");
}

#[test]
fn make_unmake_counts_the_same() {
    let checked = check(&all_cases(), BUDGET / 10, |position, depth| {
        let mut played = *position;
        let nodes = reference::perft_make_unmake(&mut played, depth);
        assert_eq!(played, *position, "make/unmake restores the root");
        nodes
    });
    assert!(checked > 300, "only {checked} counts checked");
}

/// `for_each_child`, perft's typed make, gives each legal move once with the position that
/// copying and `play_unchecked` give: pieces, rights, clocks, en-passant square and hash. Every
/// suite position and each of its children (castling, en passant and promotions among them).
#[test]
fn for_each_child_makes_what_play_unchecked_makes() {
    let mut compared = 0;
    for case in all_cases() {
        let mut positions = vec![case.position];
        case.position
            .for_each_child(|_, child| positions.push(*child));
        for position in positions {
            let mut children = Vec::new();
            position.for_each_child(|mv, child| children.push((mv, *child)));
            let mut expected = position.legal_moves();
            assert_eq!(children.len(), expected.len(), "{position}");
            for (mv, child) in children {
                let index = expected.iter().position(|&m| m == mv);
                let index = index.unwrap_or_else(|| panic!("{mv} twice or illegal in {position}"));
                expected.swap_remove(index);
                let mut played = position;
                played.play_unchecked(mv);
                let facts = |p: &Position| (*p, p.hash(), p.en_passant(), *p.occupancy());
                assert_eq!(facts(&child), facts(&played), "{mv} in {position}");
                compared += 1;
            }
        }
    }
    assert!(compared > 30_000, "only {compared} children compared");
}

#[test]
fn divide_sums_to_perft() {
    for case in all_cases().iter().take(20) {
        let (depth, nodes) = case.counts[case.counts.len().min(3) - 1];
        let divided: Vec<_> = perft::divide(&case.position, depth).collect();
        assert_eq!(divided.len(), case.position.legal_moves().len());
        assert_eq!(
            divided.iter().map(|(_, n)| n).sum::<u64>(),
            nodes,
            "{}",
            case.name
        );
    }
}

/// Every Chess960 start position of `fischer.epd` (960) to every depth within the budget: some
/// 3,800 counts, castling with the king or rook staying put, swapping, or crossing each other's
/// squares.
#[test]
fn chess960_within_the_node_budget() {
    let cases = common::fischer();
    assert_eq!(cases.len(), 960);
    let checked = check(&cases, BUDGET, perft::perft);
    assert!(checked > 3_500, "only {checked} counts checked");
}

#[test]
fn chess960_on_the_0x88_board_and_by_make_unmake_within_a_smaller_budget() {
    let cases = common::fischer();
    let checked = check(&cases, BUDGET / 10, |position, depth| {
        x88::Board::from(position).perft(depth)
    });
    assert!(checked > 2_800, "only {checked} counts checked");
    let checked = check(&cases, BUDGET / 10, |position, depth| {
        let mut played = *position;
        let nodes = reference::perft_make_unmake(&mut played, depth);
        assert_eq!(played, *position, "make/unmake restores the root");
        nodes
    });
    assert!(checked > 2_800, "only {checked} counts checked");
}

#[test]
fn the_copies_match_the_shared_suites() {
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/perft");
    for file in ["standard.epd", "tricky.perft", "fischer.epd"] {
        let Ok(original) = std::fs::read_to_string(format!("{shared}/{file}")) else {
            eprintln!("{shared} not found; the copies in tests/data stand alone");
            return;
        };
        let copy =
            std::fs::read_to_string(format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR")))
                .unwrap();
        assert_eq!(
            copy, original,
            "tests/data/{file} differs from shared/perft/{file}"
        );
    }
}

/// The 0x88 board's ignored tests' budget: `PERFT_0X88_BUDGET` nodes a count when set, every
/// depth otherwise.
fn x88_budget() -> u64 {
    match std::env::var("PERFT_0X88_BUDGET") {
        Ok(nodes) => nodes
            .parse()
            .unwrap_or_else(|_| panic!("PERFT_0X88_BUDGET={nodes:?} is not a number of nodes")),
        Err(_) => u64::MAX,
    }
}

#[test]
#[ignore = "about five billion nodes: run in release mode (CI does)"]
fn every_position_at_every_depth() {
    let checked = check(&all_cases(), u64::MAX, perft::perft);
    assert!(checked > 700, "only {checked} counts checked");
}

#[test]
#[ignore = "about five billion nodes at some 40 million a second: run in release mode (CI does)"]
fn the_0x88_board_at_every_depth() {
    let checked = check(&all_cases(), x88_budget(), |position, depth| {
        x88::Board::from(position).perft(depth)
    });
    assert!(checked > 700, "only {checked} counts checked");
}

/// Depth 6 would be half a trillion nodes; depth 5 is 17 billion.
#[test]
#[ignore = "17 billion nodes: run in release mode (CI does)"]
fn chess960_to_depth_5() {
    let checked = check(&depths_up_to(5), u64::MAX, perft::perft);
    assert_eq!(checked, 960 * 5);
}

#[test]
#[ignore = "560 million nodes at some 40 million a second: run in release mode (CI does)"]
fn chess960_on_the_0x88_board_to_depth_4() {
    let checked = check(&depths_up_to(4), x88_budget(), |position, depth| {
        x88::Board::from(position).perft(depth)
    });
    assert_eq!(checked, 960 * 4);
}

/// The Chess960 suite with only the counts of depths up to `depth`.
fn depths_up_to(depth: u32) -> Vec<Case> {
    let mut cases = common::fischer();
    for case in &mut cases {
        case.counts.retain(|&(d, _)| d <= depth);
    }
    cases
}
