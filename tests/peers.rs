//! Cross-checks against a mature peer library, shakmaty (a dev-dependency only).

mod common;

use chess_core::{Bitboard, Color, Occupancy, Square, attacks};
use common::Random;
use shakmaty::attacks as peer;

fn peer_square(square: Square) -> shakmaty::Square {
    // Both number a1 = 0 … h8 = 63.
    shakmaty::Square::new(square as u32)
}

#[test]
fn slider_attacks_match_shakmaty() {
    let mut random = Random::new(0x5eed);
    for _ in 0..200_000 {
        let square = Square::from_index(random.square()).unwrap();
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
