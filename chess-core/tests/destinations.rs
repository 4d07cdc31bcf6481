//! The moves of one square, of a from/to pair and the destination map, each generated for the
//! pieces asked about only, equal the legal moves filtered: at every position of the perft suites
//! (standard, tricky and Chess960) and one ply below, and along random games.

mod common;

use chess_core::{Bitboard, Move, Position, Square, Variant};
use common::{Random, fischer, random_play, random_play_from};

/// Checks every square, every pair a move joins (and one it does not), a random set of squares
/// and the destination map against `legal_moves()` filtered.
fn check(position: &Position, random: &mut Random) -> usize {
    let all = position.legal_moves();
    let filtered = |keep: &dyn Fn(&Move) -> bool| -> Vec<Move> {
        all.iter().copied().filter(|mv| keep(mv)).collect()
    };
    let destinations = position.destinations();
    let mut moves = 0;
    for from in Square::ALL {
        let expected = filtered(&|mv| mv.from() == from);
        let ours = position.legal_moves_from(from);
        assert_eq!(ours.as_slice(), expected, "from {from} in {position}");
        moves += ours.len();
        let to_squares: Bitboard = expected.iter().map(|mv| mv.to()).collect();
        assert_eq!(destinations.get(from), to_squares, "{from} in {position}");
        assert_eq!(
            destinations.from_squares().contains(from),
            !expected.is_empty()
        );
        let elsewhere = Square::ALL[random.below(64)];
        for to in to_squares.iter().chain([elsewhere]) {
            let pair = position.legal_moves_from_to(from, to);
            let expected = filtered(&|mv| mv.from() == from && mv.to() == to);
            assert_eq!(pair.as_slice(), expected, "{from}{to} in {position}");
        }
    }
    let mask = Bitboard(random.next_u64() & random.next_u64());
    let expected = filtered(&|mv| mask.contains(mv.from()));
    assert_eq!(
        position.legal_moves_from(mask).as_slice(),
        expected,
        "{position}"
    );
    assert_eq!(moves, all.len());
    assert_eq!(destinations.is_empty(), all.is_empty());
    let listed: usize = destinations
        .iter()
        .map(|(from, to)| {
            assert!(!to.is_empty(), "{from} listed without a move");
            position.legal_moves_from(from).len()
        })
        .sum();
    assert_eq!(listed, all.len());
    moves
}

fn each_with_children(fen: &str, variant: Variant, mut visit: impl FnMut(&Position)) {
    let root = Position::from_fen_permissive(fen, variant).unwrap_or_else(|e| panic!("{fen}: {e}"));
    visit(&root);
    for mv in root.legal_moves() {
        let mut child = root;
        child.play(mv);
        visit(&child);
    }
}

#[test]
fn the_suites_and_one_ply_below() {
    let mut random = Random::new(0xde57);
    let (mut positions, mut moves, mut castlings, mut promotions) = (0, 0, 0, 0);
    let mut visit = |position: &Position| {
        positions += 1;
        moves += check(position, &mut random);
        let all = position.legal_moves();
        castlings += all.iter().filter(|mv| mv.is_castling()).count();
        promotions += all
            .iter()
            .filter(|mv| mv.promotion_piece().is_some())
            .count();
    };
    for case in common::all_cases() {
        each_with_children(&case.fen, Variant::Auto, &mut visit);
    }
    for case in fischer() {
        each_with_children(&case.fen, Variant::Chess960, &mut visit);
    }
    println!(
        "{positions} positions, {moves} moves, {castlings} castlings, {promotions} promotions"
    );
    assert!(positions > 25_000 && castlings > 5_000 && promotions > 1_000);
}

#[test]
fn random_games() {
    let mut random = Random::new(0x5107);
    let mut positions = 0;
    random_play(0x5107, 25, 120, |position| {
        positions += 1;
        check(position, &mut random);
    });
    let chess960: Vec<String> = fischer()
        .into_iter()
        .step_by(24)
        .map(|case| case.fen)
        .collect();
    let starts: Vec<&str> = chess960.iter().map(String::as_str).collect();
    let mut castlings = 0;
    random_play_from(&starts, 0x960, 5, 120, |position| {
        positions += 1;
        check(position, &mut random);
        castlings += position
            .legal_moves()
            .iter()
            .filter(|mv| mv.is_castling())
            .count();
    });
    println!("{positions} positions, {castlings} Chess960 castlings");
    assert!(
        positions > 40_000 && castlings > 200,
        "{positions}, {castlings}"
    );
}

/// A castling is found where its move names it: the king's destination in standard chess, its
/// own rook's square in Chess960.
#[test]
fn castling_destinations_follow_the_move() {
    let standard: Position = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1".parse().unwrap();
    let king = standard.destinations().get(Square::E1);
    assert!(king.contains(Square::G1) && king.contains(Square::C1));
    assert!(!king.contains(Square::H1) && !king.contains(Square::A1));
    let chess960 =
        Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", Variant::Chess960).unwrap();
    let king = chess960.destinations().get(Square::E1);
    assert!(king.contains(Square::H1) && king.contains(Square::A1));
    assert!(!king.contains(Square::G1) && !king.contains(Square::C1));
    let castle = chess960.legal_moves_from_to(Square::E1, Square::H1);
    assert!(castle.len() == 1 && castle[0].is_castling());
    // Mate and stalemate: nothing to move.
    let mate: Position = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    assert!(mate.destinations().is_empty());
    assert_eq!(format!("{:?}", mate.destinations()), "{}");
    let debug = format!("{:?}", standard.destinations());
    assert!(debug.contains("E1: ["), "{debug}");
}
