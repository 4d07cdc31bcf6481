//! Chess960: random games from the Chess960 start positions, where the bitboard generator, the
//! 0x88 board and shakmaty (`CastlingMode::Chess960`) must list the same moves; SAN of castling;
//! castling's cases by hand (the king or rook staying put, swapping, a rook that shields its
//! king); UCI castling in both notations; and `is_legal` for every 16-bit move.

mod common;

use chess_core::reference::x88;
use chess_core::{CastlingSide, Color, Move, Position, Square};
use common::{Random, fischer};
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _, fen::Fen, uci::UciMove};

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The same position in shakmaty, read from our FEN in Chess960 mode.
fn peer(position: &Position) -> Chess {
    let fen: Fen = position.to_string().parse().unwrap();
    fen.into_position(CastlingMode::Chess960)
        .unwrap_or_else(|e| panic!("{position}: {e}"))
}

/// A move as UCI text with castling always king-takes-rook, as shakmaty writes Chess960.
fn king_takes_rook(position: &Position, mv: Move) -> String {
    match mv.castling_side() {
        Some(side) => {
            let rook = position
                .castling_rights()
                .rook(position.side_to_move(), side)
                .expect("castling needs its right");
            format!("{}{rook}", mv.from())
        }
        None => mv.to_string(),
    }
}

fn sorted(mut moves: Vec<String>) -> Vec<String> {
    moves.sort_unstable();
    moves
}

/// Random games from 120 of the Chess960 starts, castling whenever it is legal two times in
/// three: at every position the three generators list the same moves, the position read back
/// from shakmaty's FEN (X-FEN) is ours, the SAN of every move is shakmaty's and reads back, and
/// make/unmake restores everything with the hash kept equal to one from scratch.
#[test]
fn bitboards_0x88_and_shakmaty_agree_along_random_chess960_games() {
    let mut random = Random::new(0x960);
    let (mut positions, mut castlings, mut chess960_castlings) = (0, 0, 0);
    let mut castlings_seen = [0usize; 4]; // king stays, rook stays, they swap, both move
    for case in fischer().iter().step_by(8) {
        for _game in 0..4 {
            let mut ours = position(&case.fen);
            let mut board = x88::Board::from(&ours);
            for _ply in 0..80 {
                let theirs = peer(&ours);
                let legal = ours.legal_moves();
                let our_moves =
                    sorted(legal.iter().map(|&mv| king_takes_rook(&ours, mv)).collect());
                let their_moves = sorted(
                    theirs
                        .legal_moves()
                        .iter()
                        .map(|m| m.to_uci(CastlingMode::Chess960).to_string())
                        .collect(),
                );
                assert_eq!(our_moves, their_moves, "moves of {ours}");
                let mut on_board: Vec<Move> = board.legal_moves().to_vec();
                let mut listed = legal.to_vec();
                on_board.sort_unstable_by_key(|mv| mv.bits());
                listed.sort_unstable_by_key(|mv| mv.bits());
                assert_eq!(on_board, listed, "0x88 moves of {ours}");

                let their_fen = Fen::from_position(&theirs, EnPassantMode::Always).to_string();
                assert_eq!(position(&their_fen), ours, "shakmaty's {their_fen}");
                assert_eq!(ours.hash(), ours.hash_from_scratch(), "{ours}");

                for &mv in &legal {
                    let san = ours.san(mv);
                    let uci: UciMove = king_takes_rook(&ours, mv).parse().unwrap();
                    let their_move = uci.to_move(&theirs).unwrap();
                    let their_san = SanPlus::from_move(theirs.clone(), their_move).to_string();
                    assert_eq!(san.as_str(), their_san, "{ours}: {mv}");
                    assert_eq!(ours.parse_san(&san), Ok(mv), "{ours}: {san}");
                    assert_eq!(ours.parse_move(&mv.to_string()), Ok(mv), "{ours}: {mv}");
                    assert!(ours.is_legal(mv), "{ours}: {mv}");
                    let mut played = ours;
                    let undo = played.make(mv);
                    assert_eq!(played.hash(), played.hash_from_scratch(), "{ours}: {mv}");
                    played.unmake(mv, undo);
                    assert_eq!(played, ours, "make/unmake of {mv} in {ours}");
                }
                positions += 1;
                if legal.is_empty() {
                    break;
                }
                let castles: Vec<Move> =
                    legal.iter().copied().filter(|m| m.is_castling()).collect();
                let mv = if !castles.is_empty() && random.below(3) < 2 {
                    castles[random.below(castles.len())]
                } else {
                    legal[random.below(legal.len())]
                };
                if let Some(side) = mv.castling_side() {
                    castlings += 1;
                    chess960_castlings += usize::from(ours.castling_rights().is_chess960());
                    let us = ours.side_to_move();
                    let rook = ours.castling_rights().rook(us, side).unwrap();
                    let king_stays = mv.from() == side.king_to(us);
                    let rook_stays = rook == side.rook_to(us);
                    let swap = mv.from() == side.rook_to(us) && rook == side.king_to(us);
                    let kind = match (king_stays, rook_stays, swap) {
                        (true, _, _) => 0,
                        (_, true, _) => 1,
                        (_, _, true) => 2,
                        _ => 3,
                    };
                    castlings_seen[kind] += 1;
                }
                ours.play(mv);
                board.play(mv);
                assert_eq!(board, x88::Board::from(&ours), "after {mv}: {ours}");
            }
        }
    }
    assert!(positions > 20_000, "{positions} positions");
    assert!(
        castlings > 400 && chess960_castlings > 350,
        "{castlings} castlings, {chess960_castlings} in Chess960 positions"
    );
    assert!(
        castlings_seen.iter().all(|&n| n >= 10),
        "king stays, rook stays, swap, both move: {castlings_seen:?}"
    );
}

/// `is_legal` answers `legal_moves().contains` for all 65,536 encodings, castling written either
/// way included, in positions of random Chess960 games.
#[test]
fn is_legal_agrees_with_the_move_list_for_every_encoding() {
    let mut random = Random::new(0x1960);
    let mut castling_positions = 0;
    for case in fischer().iter().step_by(20) {
        let mut position = position(&case.fen);
        for ply in 0..24 {
            if ply % 4 == 0 {
                let legal = position.legal_moves();
                castling_positions += usize::from(legal.iter().any(|m| m.is_castling()));
                for bits in 0..=u16::MAX {
                    let mv = Move::from_bits(bits);
                    assert_eq!(
                        position.is_legal(mv),
                        legal.contains(&mv),
                        "{position}: {mv} ({bits:#06x})"
                    );
                }
            }
            let legal = position.legal_moves();
            if legal.is_empty() {
                break;
            }
            let castles: Vec<Move> = legal.iter().copied().filter(|m| m.is_castling()).collect();
            position.play(match castles.first() {
                Some(&castle) if ply > 8 => castle,
                _ => legal[random.below(legal.len())],
            });
        }
    }
    assert!(castling_positions > 20, "{castling_positions}");
}

/// The castlings of `fen`'s side to move, as UCI, from both generators (which must agree).
fn castlings(fen: &str) -> Vec<String> {
    let position = position(fen);
    let texts = |moves: &[Move]| -> Vec<String> {
        let castles = moves.iter().filter(|m| m.is_castling());
        castles.map(|m| m.to_string()).collect()
    };
    let ours = texts(&position.legal_moves());
    assert_eq!(
        ours,
        texts(&x88::Board::from(&position).legal_moves()),
        "{fen}"
    );
    ours
}

/// Plays the castling `uci` in `fen` and returns the FEN after it.
fn after(fen: &str, uci: &str) -> String {
    let mut position = position(fen);
    let mv = position
        .parse_move(uci)
        .unwrap_or_else(|e| panic!("{fen} {uci}: {e}"));
    assert!(mv.is_castling(), "{fen} {uci}");
    position.play(mv);
    position.to_string()
}

#[test]
fn the_king_or_the_rook_may_stay_put_or_they_may_swap() {
    let cases = [
        // King on g1 and rook on h1: the king stays, the rook goes to f1.
        (
            "1k6/8/8/8/8/8/8/6KR w H - 0 1",
            "g1h1",
            "1k6/8/8/8/8/8/8/5RK1 b - - 1 1",
        ),
        // Rook on d1 already: the king alone moves, e1 to c1.
        (
            "1k6/8/8/8/8/8/8/3RK3 w D - 0 1",
            "e1d1",
            "1k6/8/8/8/8/8/8/2KR4 b - - 1 1",
        ),
        // King f1, rook g1: they swap.
        (
            "1k6/8/8/8/8/8/8/5KR1 w G - 0 1",
            "f1g1",
            "1k6/8/8/8/8/8/8/5RK1 b - - 1 1",
        ),
        // King b1 castling queen side moves right, to c1.
        (
            "1k6/8/8/8/8/8/8/RK6 w A - 0 1",
            "b1a1",
            "1k6/8/8/8/8/8/8/2KR4 b - - 1 1",
        ),
    ];
    for (fen, castle, expected) in cases {
        assert_eq!(castlings(fen), [castle]);
        assert_eq!(after(fen, castle), expected);
    }
    // SAN still says O-O-O for the king that moves right.
    let fen = cases[3].0;
    let position = position(fen);
    let castle = position.parse_move("b1a1").unwrap();
    assert_eq!(castle.castling_side(), Some(CastlingSide::QueenSide));
    assert_eq!(position.san(castle), "O-O-O");
    assert_eq!(position.parse_san("O-O-O"), Ok(castle));
}

#[test]
fn every_square_either_piece_passes_or_lands_on_must_be_empty() {
    // A bishop on f1, where the rook must go, though the king does not move.
    assert!(castlings("1k6/8/8/8/8/8/8/5BKR w H - 0 1").is_empty());
    // A knight on c1, where the king goes, though the rook stays on d1.
    assert!(castlings("1k6/8/8/8/8/8/8/2NRK3 w D - 0 1").is_empty());
    // A knight on b1 between the king on c1 (staying) and the rook on a1, which crosses it.
    assert!(castlings("1k6/8/8/8/8/8/8/RNK5 w A - 0 1").is_empty());
    // The rook on a1 crosses the king's square c1 going to d1: allowed, the king is one of the two.
    assert_eq!(castlings("1k6/8/8/8/8/8/8/R1K5 w A - 0 1"), ["c1a1"]);
}

#[test]
fn no_square_the_king_crosses_or_lands_on_may_be_attacked() {
    // The king on b1 goes to g1 over c1..g1; a rook on the d-file attacks d1.
    assert!(castlings("1k1r4/8/8/8/8/8/8/1K5R w H - 0 1").is_empty());
    // The same with the enemy rook where it attacks nothing the king crosses.
    assert_eq!(castlings("1k5r/8/8/8/8/8/8/1K5R w H - 0 1"), ["b1h1"]);
    // The king does not move but stands in check: no castling.
    assert!(castlings("1k4r1/8/8/8/8/8/8/6KR w H - 0 1").is_empty());
    // The rook's path may be attacked: only the king's counts.
    assert_eq!(castlings("1k3r2/8/8/8/8/8/8/6KR w H - 0 1"), ["g1h1"]);
}

#[test]
fn a_rook_that_shields_its_king_from_the_back_rank() {
    // The rook on b1 stands between the black queen on a1 and c1, where the king would go:
    // castling would leave the king in check along the rank.
    let shielded = "7k/8/8/8/8/8/8/qR3K2 w B - 0 1";
    assert!(castlings(shielded).is_empty());
    let position = position(shielded);
    assert!(!position.is_legal(Move::castling(Square::F1, Square::B1)));
    // A knight on a1 attacks nothing along the rank: then castling is legal.
    assert_eq!(castlings("7k/8/8/8/8/8/8/nR3K2 w B - 0 1"), ["f1b1"]);
    // The same for black, the rook on b8 and a white rook on a8.
    assert!(castlings("Rr3k2/8/8/8/8/8/8/6K1 b b - 0 1").is_empty());
}

#[test]
fn uci_castling_is_king_takes_rook_in_chess960_and_reads_both_ways_in_standard_chess() {
    // Chess960: king on f1, rook on h1; f1g1 is a plain king move, f1h1 castling.
    let chess960 = position("1k6/8/8/8/8/8/8/5K1R w H - 0 1");
    assert!(chess960.castling_rights().is_chess960());
    let step = chess960.parse_move("f1g1").unwrap();
    assert!(!step.is_castling());
    let castle = chess960.parse_move("f1h1").unwrap();
    assert!(castle.is_castling());
    assert_eq!(castle.to_string(), "f1h1");
    // Standard chess writes e1g1 and also reads e1h1, as a Chess960 GUI sends it.
    let standard = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(!standard.castling_rights().is_chess960());
    let short = standard.parse_move("e1g1").unwrap();
    assert_eq!(short.to_string(), "e1g1");
    assert_eq!(standard.parse_move("e1h1"), Ok(short));
    assert_eq!(standard.parse_move("e1a1"), standard.parse_move("e1c1"));
    assert!(standard.parse_move("e1a1").unwrap().is_castling());
    // Promotion letters never make castling.
    assert!(standard.parse_move("e1h1q").is_err());
}

#[test]
fn fen_reads_three_styles_and_writes_shredder_fen_for_chess960() {
    // The same rights three ways: Shredder-FEN, X-FEN (outermost rooks), and mixed.
    let shredder = position("rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1");
    let x_fen = position("rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1");
    let mixed = position("rk2r3/8/8/8/8/8/8/RK2R3 w EQka - 0 1");
    assert_eq!(shredder, x_fen);
    assert!(shredder.castling_rights().is_chess960());
    assert_eq!(shredder.to_string(), "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1");
    assert_eq!(
        mixed
            .castling_rights()
            .rook(Color::Black, CastlingSide::KingSide),
        Some(Square::E8)
    );
    // X-FEN names an inner rook by its file: rooks on f1 and h1, the castling one on f1.
    let inner = position("4k3/8/8/8/8/8/8/1K3R1R w F - 0 1");
    assert_eq!(
        inner
            .castling_rights()
            .rook(Color::White, CastlingSide::KingSide),
        Some(Square::F1)
    );
    assert_eq!(inner.to_string(), "4k3/8/8/8/8/8/8/1K3R1R w F - 0 1");
    // A standard position stays in KQkq, however its rights were written.
    let standard = position("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    assert_eq!(standard.to_string(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(!standard.castling_rights().is_chess960());
    // Once a Chess960 position's rights are gone it is written (and equal to) a standard one.
    let mut played = position("1k6/8/8/8/8/8/8/5K1R w H - 0 1");
    played.play(played.parse_move("h1h2").unwrap());
    assert_eq!(played, position("1k6/8/8/8/8/8/7R/5K2 b - - 1 1"));
}
