//! The en-passant square under the laws of chess: FEN written, `==`, `Hash` and repetition count
//! it only when an en-passant capture is legal, as shakmaty's `EnPassantMode::Legal` does, while
//! the hash keeps the Polyglot rule.

mod common;

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use chess_core::{History, Move, Outcome, Position, Square, Variant};
use common::{Random, STARTS, fischer};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _, uci::UciMove};

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn std_hash(position: &Position) -> u64 {
    let mut hasher = DefaultHasher::new();
    Hash::hash(position, &mut hasher);
    hasher.finish()
}

/// The reproduced case: g4xh3 would expose the black king on g6 to the queen on g3.
const PINNED: &str = "N6R/P1B5/6k1/7b/6pP/K3R1Q1/1N6/8 b - h3 0 68";

#[test]
fn a_square_only_a_pinned_pawn_could_take_on_is_written_as_a_dash() {
    let pinned = position(PINNED);
    assert_eq!(
        pinned.en_passant(),
        Some(Square::H3),
        "the Polyglot rule keeps it"
    );
    assert_eq!(pinned.legal_en_passant(), None);
    assert_eq!(
        pinned.to_string(),
        "N6R/P1B5/6k1/7b/6pP/K3R1Q1/1N6/8 b - - 0 68"
    );
    let written_back = position(&pinned.to_string());
    assert_eq!(written_back, pinned, "equal under the laws of chess");
    assert!(written_back.eq_ignore_clocks(&pinned));
    assert_eq!(
        std_hash(&written_back),
        std_hash(&pinned),
        "Hash agrees with =="
    );
    assert_ne!(
        written_back.hash(),
        pinned.hash(),
        "the Polyglot key counts h3"
    );
}

#[test]
fn a_square_no_pawn_stands_beside_reads_as_a_dash() {
    let with = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    let without = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(with.en_passant(), None);
    assert_eq!(with.hash(), without.hash());
    assert_eq!(
        with.hash(),
        0x823c_9b50_fd11_4196,
        "Polyglot's published key after e4"
    );
    assert_eq!(with, without);
    assert_eq!(with.to_string(), without.to_string());
}

#[test]
fn a_legal_capture_keeps_the_square_everywhere() {
    let free = position("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    let none = position("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    assert_eq!(free.legal_en_passant(), Some(Square::E3));
    assert_eq!(free.to_string(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert_ne!(free, none);
    assert!(!free.eq_ignore_clocks(&none));
    assert_ne!(std_hash(&free), std_hash(&none));
}

/// A capture that is illegal only because it lifts both pawns off the king's rank, and one that
/// is legal because it takes the checking pawn.
#[test]
fn the_rank_pin_and_the_checking_pawn() {
    let rank = position("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert_eq!(rank.en_passant(), Some(Square::D6));
    assert_eq!(rank.legal_en_passant(), None);
    let check = position("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    assert!(check.is_check());
    assert_eq!(check.legal_en_passant(), Some(Square::D3));
}

/// Starts where double pushes land beside pawns that are pinned, or would uncover a rank.
const PIN_STARTS: [&str; 4] = [
    "6k1/p1p1p1p1/8/1P1P1P1P/8/8/8/4K1R1 b - - 0 1",
    "8/8/8/8/k1p4R/8/1P1P4/4K3 w - - 0 1",
    "3r2k1/2p1p3/8/3P4/8/8/8/3K4 b - - 0 1",
    "1b2k3/5p2/8/4P3/8/8/7K/8 b - - 0 1",
];

/// A random legal move, a double push half the time when there is one.
fn pushy_move(random: &mut Random, position: &Position) -> Option<Move> {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let doubles: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|mv| {
            position.piece_at(mv.from()).map(|(_, piece)| piece) == Some(chess_core::Piece::Pawn)
                && mv.from().index().abs_diff(mv.to().index()) == 16
        })
        .collect();
    Some(match doubles.is_empty() || random.next_u64() & 1 == 0 {
        true => moves[random.below(moves.len())],
        false => doubles[random.below(doubles.len())],
    })
}

/// FEN's fields but the castling field, which the two libraries write differently in Chess960.
fn without_castling(fen: &str) -> Vec<&str> {
    let fields: Vec<&str> = fen.split(' ').collect();
    [0, 1, 3, 4, 5].iter().map(|&i| fields[i]).collect()
}

/// Plays random games from each start on both boards and compares our FEN with shakmaty's
/// (`EnPassantMode::Legal`) at every ply; returns (positions, legal squares, illegal squares).
fn compare_games(starts: &[(String, Variant)], games: usize, seed: u64) -> (usize, usize, usize) {
    let mut random = Random::new(seed);
    let (mut positions, mut legal, mut illegal) = (0, 0, 0);
    for (start, variant) in starts {
        let mode = match variant {
            Variant::Chess960 => CastlingMode::Chess960,
            _ => CastlingMode::Standard,
        };
        for _ in 0..games {
            let mut ours = Position::from_fen(start, *variant).unwrap();
            let fen: Fen = start.parse().unwrap();
            let mut theirs: Chess = fen.into_position(mode).unwrap();
            for _ in 0..120 {
                positions += 1;
                let expected = Fen::from_position(&theirs, EnPassantMode::Legal).to_string();
                let written = ours.to_string();
                assert_eq!(without_castling(&written), without_castling(&expected));
                match (ours.en_passant(), ours.legal_en_passant()) {
                    (Some(_), Some(_)) => legal += 1,
                    (Some(_), None) => illegal += 1,
                    _ => {}
                }
                let read_back = Position::from_fen(&written, *variant).unwrap();
                assert_eq!(read_back, ours, "{written}");
                assert_eq!(std_hash(&read_back), std_hash(&ours), "{written}");
                let Some(mv) = pushy_move(&mut random, &ours) else {
                    break;
                };
                let uci: UciMove = mv.to_string().parse().unwrap();
                theirs.play_unchecked(uci.to_move(&theirs).unwrap());
                ours.play(mv);
            }
        }
    }
    (positions, legal, illegal)
}

#[test]
fn fen_matches_shakmaty_legal_mode_over_random_games() {
    let starts: Vec<(String, Variant)> = STARTS
        .iter()
        .chain(&PIN_STARTS)
        .map(|fen| (fen.to_string(), Variant::Standard))
        .collect();
    let (positions, legal, illegal) = compare_games(&starts, 30, 0xe9);
    println!("{positions} positions, {legal} legal, {illegal} illegal");
    assert!(positions > 20_000, "{positions} positions");
    assert!(
        legal > 250 && illegal > 60,
        "{legal} legal, {illegal} illegal"
    );
}

#[test]
fn chess960_fen_matches_shakmaty_legal_mode_over_random_games() {
    let starts: Vec<(String, Variant)> = fischer()
        .iter()
        .step_by(40)
        .map(|case| (case.fen.clone(), Variant::Chess960))
        .collect();
    let (positions, legal, _) = compare_games(&starts, 6, 0x960e9);
    println!("{positions} positions, {legal} legal");
    assert!(positions > 10_000, "{positions} positions");
    assert!(legal > 60, "{legal} legal");
}

fn play(position: &mut Position, history: &mut History<64>, moves: &str) {
    for uci in moves.split_whitespace() {
        position.play(position.parse_move(uci).unwrap());
        history.push(position);
    }
}

/// After h2h4 the Polyglot rule records h3 (the g4 pawn stands beside), but the g4 pawn is pinned
/// to its king by the rook on g1: the knights' shuffles come back to the same position, which is
/// a repetition. With the rook on f1 instead, g4xh3 is legal and the first position differs.
#[test]
fn repetition_ignores_a_square_no_legal_capture_can_use() {
    let pinned = "1n4k1/8/8/8/6p1/8/7P/1N2K1R1 w - - 0 1";
    let free = "1n4k1/8/8/8/6p1/8/7P/1N2KR2 w - - 0 1";
    for (start, repeats) in [(pinned, true), (free, false)] {
        let mut position = position(start);
        let mut history = History::<64>::new();
        history.push(&position);
        play(&mut position, &mut history, "h2h4");
        assert_eq!(position.en_passant(), Some(Square::H3));
        let first = position;
        play(&mut position, &mut history, "b8c6 b1c3 c6b8 c3b1");
        assert_eq!(position.en_passant(), None);
        assert_eq!(position.eq_ignore_clocks(&first), repeats);
        assert_ne!(
            position.hash(),
            first.hash(),
            "the Polyglot key differs either way"
        );
        let twice = if repeats { 2 } else { 1 };
        assert_eq!(history.repetitions(&position), twice, "{position}");
        play(&mut position, &mut history, "b8c6 b1c3 c6b8 c3b1");
        assert_eq!(history.repetitions(&position), twice + 1);
        let outcome = history.outcome(&position);
        assert_eq!(
            outcome == Some(Outcome::ThreefoldRepetition),
            repeats,
            "{position}"
        );
    }
}
