//! Cross-checks against a mature peer library, shakmaty (a dev-dependency only).

use chess_core::{Bitboard, Color, Occupancy, Square, attacks};
use chess_testkit::Random;
use shakmaty::attacks as peer;

fn peer_square(square: Square) -> shakmaty::Square {
    // Both number a1 = 0 … h8 = 63.
    shakmaty::Square::new(u32::from(u8::from(square)))
}

#[test]
fn slider_attacks_match_shakmaty() {
    let mut random = Random::new(0x5eed);
    for _ in 0..200_000 {
        let square = Square::from_index(random.below(64) as u8).unwrap();
        let occupied = random.occupancy();
        let occupancy = Occupancy::from(Bitboard(occupied));
        let (ours, theirs) = (peer_square(square), shakmaty::Bitboard(occupied));
        assert_eq!(
            attacks::rook_attacks(square, &occupancy).0,
            peer::rook_attacks(ours, theirs).0
        );
        assert_eq!(
            attacks::bishop_attacks(square, &occupancy).0,
            peer::bishop_attacks(ours, theirs).0
        );
        assert_eq!(
            attacks::queen_attacks(square, &occupancy).0,
            peer::queen_attacks(ours, theirs).0
        );
    }
}

#[test]
fn leaper_masks_match_shakmaty() {
    for square in Square::ALL {
        let theirs = peer_square(square);
        assert_eq!(
            attacks::knight_attacks(square).0,
            peer::knight_attacks(theirs).0
        );
        assert_eq!(
            attacks::king_attacks(square).0,
            peer::king_attacks(theirs).0
        );
        assert_eq!(
            attacks::pawn_attacks(Color::White, square).0,
            peer::pawn_attacks(shakmaty::Color::White, theirs).0
        );
        assert_eq!(
            attacks::pawn_attacks(Color::Black, square).0,
            peer::pawn_attacks(shakmaty::Color::Black, theirs).0
        );
    }
}

#[test]
fn between_and_line_match_shakmaty() {
    for a in Square::ALL {
        for b in Square::ALL {
            let (pa, pb) = (peer_square(a), peer_square(b));
            assert_eq!(
                attacks::between(a, b).0,
                peer::between(pa, pb).0,
                "between {a} {b}"
            );
            if a != b {
                assert_eq!(attacks::line(a, b).0, peer::ray(pa, pb).0, "line {a} {b}");
            }
        }
    }
}

/// Positions rich in captures, promotions, en passant and castling, to start random games from.
const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/8/8/8/3pPp2/8/8/R3K2R b KQkq e3 0 1",
];

fn sorted_uci(moves: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut moves: Vec<String> = moves.into_iter().collect();
    moves.sort();
    moves
}

/// Random games played on both libraries at once: at every position the legal move sets and
/// the check status must agree. Captures are chosen half the time, so games reach promotions,
/// en passant and bare-king endings.
#[test]
fn legal_moves_match_shakmaty_over_random_games() {
    use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen, uci::UciMove};
    let mut random = Random::new(0x9a3e);
    let mut positions = 0;
    // Positions where castling, en passant or a promotion was legal, and where a king was in check.
    let mut seen = [0usize; 4];
    for start in STARTS {
        for _ in 0..60 {
            let mut ours: chess_core::Position = start.parse().unwrap();
            let fen: Fen = start.parse().unwrap();
            let mut theirs: Chess = fen.into_position(CastlingMode::Standard).unwrap();
            for _ in 0..150 {
                let moves = ours.legal_moves();
                let expected = sorted_uci(
                    theirs
                        .legal_moves()
                        .iter()
                        .map(|m| m.to_uci(CastlingMode::Standard).to_string()),
                );
                assert_eq!(
                    sorted_uci(moves.iter().map(|m| m.to_string())),
                    expected,
                    "{ours}"
                );
                assert_eq!(ours.is_check(), theirs.is_check(), "{ours}");
                positions += 1;
                seen[0] += usize::from(moves.iter().any(|m| m.is_castling()));
                seen[1] += usize::from(moves.iter().any(|m| m.is_en_passant()));
                seen[2] += usize::from(moves.iter().any(|m| m.promotion_piece().is_some()));
                seen[3] += usize::from(ours.is_check());
                if moves.is_empty() {
                    break;
                }
                let captures = ours.legal_captures();
                let mv = if !captures.is_empty() && random.next_u64() & 1 == 0 {
                    captures[random.below(captures.len())]
                } else {
                    moves[random.below(moves.len())]
                };
                let uci: UciMove = mv.to_string().parse().unwrap();
                theirs.play_unchecked(uci.to_move(&theirs).unwrap());
                ours.play(mv);
            }
        }
    }
    assert!(positions > 20_000, "{positions} positions");
    assert!(
        seen.iter().all(|&n| n >= 50),
        "castlings, en passants, promotions, checks: {seen:?}"
    );
}

/// perft of positions the peer reaches by random play, a few plies deep: agreement beyond the
/// published suites.
#[test]
fn perft_matches_shakmaty_from_random_positions() {
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    let mut random = Random::new(0x7e57);
    for start in STARTS {
        let mut ours: chess_core::Position = start.parse().unwrap();
        for _ in 0..12 {
            let moves = ours.legal_moves();
            if moves.is_empty() {
                break;
            }
            ours.play(moves[random.below(moves.len())]);
            let fen: Fen = ours.to_string().parse().unwrap();
            let theirs: Chess = fen.into_position(CastlingMode::Standard).unwrap();
            assert_eq!(
                chess_core::perft::perft(&ours, 3),
                chess_testkit::shakmaty::perft(&theirs, 3),
                "{ours}"
            );
        }
    }
}
