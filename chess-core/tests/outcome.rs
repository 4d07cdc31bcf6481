//! The game's end: checkmate, stalemate and insufficient material as shakmaty judges them over
//! random games, the fifty-move rule and each material case by hand, and repetition against a
//! naive count over whole games.

mod common;

use chess_core::{Color, History, Move, Outcome, Position};
use common::{Random, STARTS};
use shakmaty::fen::{Epd, Fen};
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _, uci::UciMove};

fn position(fen: &str) -> Position {
    Position::from_fen_permissive(fen, chess_core::Variant::Auto)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn peer(position: &Position) -> Chess {
    let fen: Fen = position.to_string().parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

fn peer_move(theirs: &Chess, mv: Move) -> shakmaty::Move {
    let uci: UciMove = mv.to_string().parse().unwrap();
    uci.to_move(theirs).unwrap()
}

/// Starts that end in every way: the usual ones, pawns racing to promote (to any piece, so
/// minor-piece endings arise), minor pieces that may or may not be enough, and heavy pieces
/// against a bare king (mates and stalemates).
const ENDING_STARTS: [&str; 6] = [
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    "2b1k3/3p4/8/8/8/8/3P4/2B1K3 w - - 0 1",
    "4k3/4n3/8/8/8/8/8/2B1K1B1 b - - 0 1",
    "4k3/8/8/2p5/8/8/8/2B1K1B1 w - - 0 1",
    "4k3/8/8/8/8/8/8/RQ2K3 w - - 0 1",
    "3qk3/8/8/8/8/8/8/4K3 w - - 0 1",
];

/// shakmaty's judgement of a position: checkmate (with the winner), stalemate, insufficient
/// material; then the fifty-move rule, which shakmaty leaves to its caller, when none of those
/// holds and the clock has reached 100.
fn peer_outcome(theirs: &Chess) -> Option<Outcome> {
    if theirs.is_checkmate() {
        let winner = match theirs.turn() {
            shakmaty::Color::White => Color::Black,
            shakmaty::Color::Black => Color::White,
        };
        Some(Outcome::Checkmate { winner })
    } else if theirs.is_stalemate() {
        Some(Outcome::Stalemate)
    } else if theirs.is_insufficient_material() {
        Some(Outcome::InsufficientMaterial)
    } else if theirs.halfmoves() >= 100 {
        Some(Outcome::FiftyMoveRule)
    } else {
        None
    }
}

/// Our outcome and material judgement agree with shakmaty's at every position of random games.
/// The games stop at the first outcome, and where a move would leave the opponent without a move
/// one is played a third of the time, so mates and stalemates come up often.
#[test]
fn outcome_matches_shakmaty_over_random_games() {
    let mut random = Random::new(0x0c0e);
    // Checkmates, stalemates, insufficient material (with more than kings and one minor piece
    // among them), fifty-move rule.
    let mut seen = [0usize; 5];
    let mut positions = 0;
    for start in STARTS.iter().chain(&ENDING_STARTS) {
        for _ in 0..40 {
            let mut ours = position(start);
            let mut theirs = peer(&ours);
            for _ in 0..300 {
                positions += 1;
                assert_eq!(
                    ours.is_insufficient_material(),
                    theirs.is_insufficient_material(),
                    "{ours}"
                );
                let outcome = ours.outcome();
                assert_eq!(outcome, peer_outcome(&theirs), "{ours}");
                let count = ours.legal_moves().len();
                assert_eq!(ours.outcome_with_move_count(count), outcome, "{ours}");
                let Some(outcome) = outcome else {
                    let mv = pick(&mut random, &ours);
                    theirs.play_unchecked(peer_move(&theirs, mv));
                    ours.play(mv);
                    continue;
                };
                seen[match outcome {
                    Outcome::Checkmate { .. } => 0,
                    Outcome::Stalemate => 1,
                    Outcome::InsufficientMaterial if ours.occupied().count() > 3 => 3,
                    Outcome::InsufficientMaterial => 2,
                    _ => 4,
                }] += 1;
                break;
            }
        }
    }
    assert!(positions >= 20_000, "{positions} positions");
    assert!(
        seen.iter().all(|&n| n >= 20),
        "checkmates, stalemates, insufficient (bare or one minor; more), fifty: {seen:?}"
    );
}

/// A random move: one that leaves the opponent no move a third of the time when there is one,
/// else a capture half the time, else any.
fn pick(random: &mut Random, position: &Position) -> Move {
    let moves = position.legal_moves();
    let ending = moves.iter().copied().find(|&mv| {
        let mut after = *position;
        after.play(mv);
        after.count_legal_moves() == 0
    });
    let captures = position.legal_captures();
    match ending {
        Some(mv) if random.below(3) == 0 => mv,
        _ if !captures.is_empty() && random.next_u64() & 1 == 0 => {
            captures[random.below(captures.len())]
        }
        _ => moves[random.below(moves.len())],
    }
}

/// The outcome from a count of the moves is the outcome, at every position of the perft suites
/// and one ply below them, standard and Chess960, and at the mates and stalemates the moves of
/// those positions give.
#[test]
fn the_outcome_from_a_move_count_is_the_outcome_across_the_suites() {
    let (mut positions, mut ended) = (0, 0);
    let cases = common::all_cases().into_iter().chain(common::fischer());
    for case in cases {
        let root = position(&case.fen);
        let children = root.legal_moves().into_iter().map(|mv| {
            let mut child = root;
            child.play(mv);
            child
        });
        for position in std::iter::once(root).chain(children) {
            let outcome = position.outcome();
            let count = position.legal_moves().len();
            assert_eq!(
                position.outcome_with_move_count(count),
                outcome,
                "{position}"
            );
            let history = History::<1>::new();
            assert_eq!(history.outcome_with_move_count(&position, count), outcome);
            positions += 1;
            ended += usize::from(count == 0);
        }
    }
    assert!(
        positions > 20_000 && ended > 0,
        "{positions} positions, {ended} ended"
    );
}

#[test]
fn checkmate_and_stalemate() {
    let fools_mate = position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    let outcome = fools_mate.outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome::Checkmate {
            winner: Color::Black
        }
    );
    assert_eq!(outcome.winner(), Some(Color::Black));
    assert_eq!(outcome.to_string(), "checkmate");
    let stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(stalemate.outcome(), Some(Outcome::Stalemate));
    assert_eq!(Outcome::Stalemate.winner(), None);
    // In check with a move left is neither.
    assert_eq!(position("7k/6Q1/8/6K1/8/8/8/8 b - - 0 1").outcome(), None);
    // The count given is what is judged: the moves are not generated again.
    assert_eq!(fools_mate.outcome_with_move_count(1), None);
    let start = Position::default();
    assert_eq!(start.outcome_with_move_count(0), Some(Outcome::Stalemate));
    assert_eq!(stalemate.outcome_with_move_count(3), None);
}

/// Each case of the material rule, with pieces of both colours where it matters. Bishops: a1 is
/// dark, so c1, f8, d4 and e5 are dark; f1, c8, e4 and d5 light.
#[test]
fn insufficient_material_case_by_case() {
    let dead = [
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",         // king against king
        "8/8/4k3/8/8/3K4/8/1N6 w - - 0 1",       // knight
        "8/8/4k3/8/8/3K4/8/5B2 w - - 0 1",       // bishop
        "8/8/4k3/8/8/3K4/8/7b b - - 0 1",        // black's bishop
        "5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1",     // one bishop each, both dark
        "8/4k3/8/3B4/4B3/3K4/8/5B2 w - - 0 1",   // three bishops, all light
        "2b5/8/4k3/3b4/4B3/3K4/8/5B2 b - - 0 1", // four, both sides, all light
    ];
    for fen in dead {
        let position = position(fen);
        assert!(position.is_insufficient_material(), "{fen}");
        assert!(
            peer(&position).is_insufficient_material(),
            "shakmaty: {fen}"
        );
        assert_eq!(
            position.outcome(),
            Some(Outcome::InsufficientMaterial),
            "{fen}"
        );
    }
    let alive = [
        "8/8/4k3/8/8/3K4/8/2B2B2 w - - 0 1", // bishops on both colours
        "5b2/8/4k3/8/8/3K4/8/5B2 w - - 0 1", // one each, opposite colours
        "8/8/4k3/8/8/3K4/8/1NN5 w - - 0 1",  // two knights (mate needs help, but exists)
        "8/8/4k3/8/8/3K4/8/1n3N2 w - - 0 1", // a knight each
        "8/8/4k3/8/8/3K4/8/1n3B2 w - - 0 1", // bishop against knight
        "8/8/4k3/8/8/3K4/8/1N3B2 w - - 0 1", // bishop and knight
        "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1",   // a pawn
        "8/8/4k3/8/8/3K4/8/7R w - - 0 1",    // a rook
        "8/8/4k3/8/8/3K4/8/7q b - - 0 1",    // a queen
    ];
    for fen in alive {
        let position = position(fen);
        assert!(!position.is_insufficient_material(), "{fen}");
        assert!(
            !peer(&position).is_insufficient_material(),
            "shakmaty: {fen}"
        );
        assert_eq!(position.outcome(), None, "{fen}");
    }
}

#[test]
fn the_fifty_move_rule_and_mate_on_the_hundredth_half_move() {
    let at = |clock: u32| position(&format!("7k/8/6K1/8/8/8/Q7/8 w - - {clock} 80"));
    assert_eq!(at(99).outcome(), None);
    assert_eq!(at(100).outcome(), Some(Outcome::FiftyMoveRule));
    assert_eq!(at(149).outcome(), Some(Outcome::FiftyMoveRule));
    assert_eq!(Outcome::FiftyMoveRule.to_string(), "fifty-move rule");

    // The hundredth half-move mates: checkmate wins over the rule.
    let mut mate = at(99);
    mate.play(mate.parse_san("Qa8#").unwrap());
    assert_eq!(mate.halfmove_clock(), 100);
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Checkmate {
            winner: Color::White
        })
    );
    // Any other hundredth half-move draws.
    let mut quiet = at(99);
    quiet.play(quiet.parse_san("Qb2+").unwrap());
    assert_eq!(quiet.outcome(), Some(Outcome::FiftyMoveRule));
    // A capture or pawn move sets the clock back.
    let mut capture = position("7k/8/6K1/8/8/8/Q6r/8 w - - 99 80");
    capture.play(capture.parse_san("Qxh2+").unwrap());
    assert_eq!(capture.outcome(), None);
    // Stalemate on the hundredth half-move is stalemate.
    let stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 100 80");
    assert_eq!(stalemate.outcome(), Some(Outcome::Stalemate));
}

/// FIDE 9.6.2: a hundred and fifty half-moves draw without a claim, unless the last one mates.
#[test]
fn the_seventy_five_move_rule_and_mate_on_the_last_half_move() {
    let at = |clock: u32| position(&format!("7k/8/6K1/8/8/8/Q7/8 w - - {clock} 105"));
    assert_eq!(at(150).outcome(), Some(Outcome::SeventyFiveMoveRule));
    assert_eq!(at(400).outcome(), Some(Outcome::SeventyFiveMoveRule));
    assert_eq!(
        Outcome::SeventyFiveMoveRule.to_string(),
        "seventy-five-move rule"
    );
    let mut mate = at(149);
    mate.play(mate.parse_san("Qa8#").unwrap());
    assert_eq!(mate.halfmove_clock(), 150);
    let winner = Color::White;
    assert_eq!(mate.outcome(), Some(Outcome::Checkmate { winner }));
    let mut quiet = at(149);
    quiet.play(quiet.parse_san("Qb2+").unwrap());
    assert_eq!(quiet.outcome(), Some(Outcome::SeventyFiveMoveRule));
    let stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 150 80");
    assert_eq!(stalemate.outcome(), Some(Outcome::Stalemate));
    let bare = position("7k/8/6K1/8/8/8/8/8 w - - 150 80");
    assert_eq!(bare.outcome(), Some(Outcome::InsufficientMaterial));
    // History reports it too, before any repetition.
    let history = History::<4>::new();
    assert_eq!(history.outcome(&quiet), Some(Outcome::SeventyFiveMoveRule));
}

#[test]
fn automatic_and_claimable_outcomes() {
    let winner = Color::Black;
    let automatic = [
        Outcome::Checkmate { winner },
        Outcome::Stalemate,
        Outcome::InsufficientMaterial,
        Outcome::SeventyFiveMoveRule,
        Outcome::FivefoldRepetition,
    ];
    assert!(automatic.iter().all(|outcome| outcome.is_automatic()));
    let claimable = [Outcome::FiftyMoveRule, Outcome::ThreefoldRepetition];
    assert!(claimable.iter().all(|outcome| !outcome.is_automatic()));
    assert_eq!(
        Outcome::FivefoldRepetition.to_string(),
        "fivefold repetition"
    );
}

/// From a clock of 90, four rounds of knight moves: the third occurrence is claimable threefold
/// repetition, from the hundredth half-move the claimable fifty-move rule takes its place, and
/// the fifth occurrence is fivefold repetition, which the rules end the game by.
#[test]
fn fivefold_repetition_outranks_the_claimable_draws() {
    let mut position = position("1n2k1n1/8/8/8/8/8/8/1N2K1N1 w - - 90 60");
    let mut history = History::<64>::new();
    history.push(&position);
    let mut outcomes = Vec::new();
    for san in "Nc3 Nc6 Nb1 Nb8 ".repeat(4).split_whitespace() {
        position.play(position.parse_san(san).unwrap());
        history.push(&position);
        outcomes.push(history.outcome(&position));
    }
    let (claim_3, claim_50, five) = (
        Some(Outcome::ThreefoldRepetition),
        Some(Outcome::FiftyMoveRule),
        Some(Outcome::FivefoldRepetition),
    );
    // Half-moves 91..=106; the start repeats on 94, 98, 102 and 106, each other position a
    // third time from 99 on; the clock reaches 100 on the tenth.
    let mut expected = vec![None; 7];
    expected.extend([claim_3, claim_3]);
    expected.extend([claim_50; 6]);
    expected.push(five);
    assert_eq!(outcomes, expected);
    assert_eq!(history.repetitions(&position), 5);
    assert_eq!(
        position.outcome(),
        claim_50,
        "the position alone knows the clock only"
    );
}

/// Plays SAN moves, pushing each position reached, and returns the repetition count after each.
fn counts<const N: usize>(
    position: &mut Position,
    history: &mut History<N>,
    moves: &str,
) -> Vec<usize> {
    moves
        .split_whitespace()
        .map(|san| {
            position.play(position.parse_san(san).unwrap());
            history.push(position);
            history.repetitions(position)
        })
        .collect()
}

#[test]
fn threefold_and_fivefold_repetition() {
    let mut position = Position::default();
    let mut history = History::<64>::new();
    history.push(&position);
    assert_eq!(history.repetitions(&position), 1);
    let shuffle = "Nf3 Nf6 Ng1 Ng8";
    assert_eq!(counts(&mut position, &mut history, shuffle), [1, 1, 1, 2]);
    assert!(!history.is_threefold_repetition(&position));
    assert_eq!(history.outcome(&position), None);
    assert_eq!(counts(&mut position, &mut history, shuffle), [2, 2, 2, 3]);
    assert!(history.is_threefold_repetition(&position));
    assert!(!history.is_fivefold_repetition(&position));
    assert_eq!(
        history.outcome(&position),
        Some(Outcome::ThreefoldRepetition)
    );
    assert_eq!(
        Outcome::ThreefoldRepetition.to_string(),
        "threefold repetition"
    );
    assert_eq!(counts(&mut position, &mut history, shuffle), [3, 3, 3, 4]);
    assert_eq!(counts(&mut position, &mut history, shuffle), [4, 4, 4, 5]);
    assert!(history.is_fivefold_repetition(&position));
    assert_eq!(history.len(), 17);

    // Taking moves back forgets them.
    assert_eq!(history.pop(), Some(position.hash()));
    assert_eq!(history.repetitions(&position), 4);
    history.clear();
    assert!(history.is_empty());
    assert_eq!(history.repetitions(&position), 0);
    assert_eq!(history.pop(), None);
}

#[test]
fn castling_rights_and_en_passant_make_positions_differ() {
    // The kings go out and back: the same squares, but castling rights lost, so the first
    // position does not count; the clock was not reset, yet nothing before the king moves matches.
    let mut position = Position::default();
    let mut history = History::<64>::new();
    history.push(&position);
    counts(&mut position, &mut history, "e4 e5");
    let there_and_back = "Ke2 Ke7 Ke1 Ke8";
    assert_eq!(
        counts(&mut position, &mut history, there_and_back),
        [1, 1, 1, 1]
    );
    // After the first Ke2 black could still castle; not after the second.
    assert_eq!(
        counts(&mut position, &mut history, there_and_back),
        [1, 2, 2, 2]
    );
    assert_eq!(
        counts(&mut position, &mut history, there_and_back),
        [2, 3, 3, 3]
    );

    // After d7-d5 white may take en passant; the same placement later, without that right, is a
    // different position.
    let mut position: Position = "4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1".parse().unwrap();
    let mut history = History::<64>::new();
    history.push(&position);
    assert_eq!(counts(&mut position, &mut history, "d5"), [1]);
    assert!(position.en_passant().is_some());
    let shuffle = "Nf3 Nf6 Ng1 Ng8";
    assert_eq!(counts(&mut position, &mut history, shuffle), [1, 1, 1, 1]);
    assert_eq!(counts(&mut position, &mut history, shuffle), [2, 2, 2, 2]);
    // A capture or a pawn move: nothing before it can come again.
    assert_eq!(counts(&mut position, &mut history, "e6 Nf6"), [1, 1]);
}

#[test]
fn a_full_history_forgets_its_oldest_positions() {
    let shuffle = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";
    let mut position = Position::default();
    let mut four = History::<4>::new();
    four.push(&position);
    assert_eq!(counts(&mut position, &mut four, shuffle).last(), Some(&1));
    assert_eq!(four.len(), 4);
    let mut position = Position::default();
    let mut five = History::<5>::new();
    five.push(&position);
    assert_eq!(counts(&mut position, &mut five, shuffle).last(), Some(&2));
    let mut position = Position::default();
    let mut nine = History::<9>::default();
    nine.push(&position);
    assert_eq!(counts(&mut position, &mut nine, shuffle).last(), Some(&3));
}

/// Random games that go back and forth often (a piece returns to where it came from half the
/// time), with captures, pawn moves and castling between: after every ply the history's count
/// equals a naive count of equal positions over the whole game, positions compared as shakmaty
/// writes them (EPD: placement, side, castling, en passant where a capture is legal), and the
/// history's outcome is the position's when automatic, else fivefold, else the claimable draws.
#[test]
fn repetitions_match_a_naive_count_over_whole_games() {
    let starts = [
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        "4k3/8/8/3p4/8/8/4P3/R3K1NR w KQ - 0 1",
        "1n2k1n1/8/8/8/8/8/8/1N2K1N1 w - - 0 1",
        STARTS[1],
    ];
    let mut random = Random::new(0x4e9e);
    let (mut threefold, mut fivefold, mut plies) = (0, 0, 0);
    for start in starts {
        for _ in 0..40 {
            let mut ours = position(start);
            let mut theirs = peer(&ours);
            let mut history = History::<256>::new();
            let mut seen: Vec<String> = Vec::new();
            let mut reached = vec![ours];
            let mut played: Vec<Move> = Vec::new();
            history.push(&ours);
            seen.push(Epd::from_position(&theirs, EnPassantMode::Legal).to_string());
            for _ in 0..200 {
                let moves = ours.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Half the time, undo our own last move by moving the piece back, if legal.
                let back = played.len().checked_sub(2).and_then(|at| {
                    let last = played[at];
                    let back = Move::new(last.to(), last.from());
                    moves.iter().copied().find(|&mv| mv == back)
                });
                let mv = match back {
                    Some(back) if random.next_u64() & 1 == 0 => back,
                    _ => moves[random.below(moves.len())],
                };
                theirs.play_unchecked(peer_move(&theirs, mv));
                ours.play(mv);
                played.push(mv);
                history.push(&ours);
                let count = ours.count_legal_moves();
                assert_eq!(
                    history.outcome_with_move_count(&ours, count),
                    history.outcome(&ours)
                );
                let key = Epd::from_position(&theirs, EnPassantMode::Legal).to_string();
                seen.push(key.clone());
                let naive = seen.iter().filter(|&other| *other == key).count();
                reached.push(ours);
                let same = reached.iter().filter(|p| p.eq_ignore_clocks(&ours));
                assert_eq!(same.count(), naive, "{ours}");
                let equal = reached.iter().filter(|&&p| p == ours).count();
                assert_eq!(
                    equal, 1,
                    "the clocks tell {ours} from every earlier position"
                );
                assert_eq!(history.repetitions(&ours), naive, "{ours} after {played:?}");
                assert_eq!(history.is_threefold_repetition(&ours), naive >= 3);
                assert_eq!(history.is_fivefold_repetition(&ours), naive >= 5);
                let alone = ours.outcome();
                let expected = match naive {
                    _ if alone.is_some_and(Outcome::is_automatic) => alone,
                    5.. => Some(Outcome::FivefoldRepetition),
                    3.. => alone.or(Some(Outcome::ThreefoldRepetition)),
                    _ => alone,
                };
                assert_eq!(history.outcome(&ours), expected, "{ours}");
                threefold += usize::from(naive >= 3);
                fivefold += usize::from(naive >= 5);
                plies += 1;
            }
        }
    }
    assert!(plies >= 20_000, "{plies} plies");
    assert!(
        threefold >= 100 && fivefold >= 20,
        "{threefold} threefold, {fivefold} fivefold"
    );
}
