//! The three slider implementations (rotated look-ups, ray masks, plain walk), the 0x88 attack
//! test and the leaper masks must all describe the same attacks.

use chess_core::reference::{walk, x88};
use chess_core::{Bitboard, Color, Direction, Occupancy, Piece, Square, attacks, rays};
use proptest::prelude::*;

/// Occupancies of every density: sparse (and of three draws), dense (or), and uniform.
fn occupancy() -> impl Strategy<Value = Bitboard> {
    prop_oneof![
        (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| Bitboard(a & b & c)),
        (any::<u64>(), any::<u64>()).prop_map(|(a, b)| Bitboard(a & b)),
        any::<u64>().prop_map(Bitboard),
        (any::<u64>(), any::<u64>()).prop_map(|(a, b)| Bitboard(a | b)),
    ]
}

fn square() -> impl Strategy<Value = Square> {
    (0u8..64).prop_map(|index| Square::from_index(index).unwrap())
}

/// The rotated look-ups and the ray masks give what the plain walk gives, for every slider.
fn assert_implementations_agree(square: Square, occupied: Bitboard) {
    let occupancy = Occupancy::from(occupied);
    let rook = walk::rook_attacks(square, occupied);
    let bishop = walk::bishop_attacks(square, occupied);
    let queen = rook | bishop;
    assert_eq!(
        attacks::rook_attacks(square, &occupancy),
        rook,
        "rotated rook: {square}, occupied {occupied:?}"
    );
    assert_eq!(
        rays::rook_attacks(square, occupied),
        rook,
        "rays rook: {square}, occupied {occupied:?}"
    );
    assert_eq!(
        attacks::bishop_attacks(square, &occupancy),
        bishop,
        "rotated bishop: {square}, occupied {occupied:?}"
    );
    assert_eq!(
        rays::bishop_attacks(square, occupied),
        bishop,
        "rays bishop: {square}, occupied {occupied:?}"
    );
    assert_eq!(
        attacks::queen_attacks(square, &occupancy),
        queen,
        "rotated queen: {square}, occupied {occupied:?}"
    );
    assert_eq!(
        rays::queen_attacks(square, occupied),
        queen,
        "rays queen: {square}, occupied {occupied:?}"
    );
    assert_eq!(
        walk::queen_attacks(square, occupied),
        queen,
        "walk queen: {square}, occupied {occupied:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100_000, ..ProptestConfig::default() })]

    #[test]
    fn rotated_rays_and_walk_agree(square in square(), occupied in occupancy()) {
        assert_implementations_agree(square, occupied);
    }
}

/// A deterministic sweep on top of the property test: every square against a million
/// xorshift occupancies of mixed density, so the count does not depend on proptest's settings.
#[test]
fn rotated_rays_and_walk_agree_on_a_million_occupancies() {
    let mut random = chess_testkit::Random::new(0x2545_f491_4f6c_dd1d);
    let mut next = move || random.next_u64();
    for round in 0..1_000_000u32 {
        let occupied = Bitboard(match round % 3 {
            0 => next() & next(),
            1 => next(),
            _ => next() & next() & next(),
        });
        let square = Square::ALL[(next() % 64) as usize];
        assert_implementations_agree(square, occupied);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 5_000, ..ProptestConfig::default() })]

    /// 0x88: for every piece, colour and pair of squares, the attack-vector test answers what the
    /// bitboard attack set says.
    #[test]
    fn x88_agrees_with_the_attack_sets(occupied in occupancy()) {
        let occupancy = Occupancy::from(occupied);
        for from in Square::ALL {
            for piece in Piece::ALL {
                for color in Color::ALL {
                    let set = attacks::piece_attacks(color, piece, from, &occupancy);
                    for to in Square::ALL {
                        prop_assert_eq!(
                            x88::attacks(color, piece, from, to, occupied),
                            set.contains(to),
                            "{} {} {} -> {}", color, piece, from, to
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn x88_is_attacked_finds_the_attacker() {
    let pieces = [
        (Square::A1, Color::White, Piece::Rook),
        (Square::C6, Color::Black, Piece::Knight),
        (Square::G2, Color::White, Piece::Pawn),
    ];
    let occupied: Bitboard = pieces.iter().map(|&(square, ..)| square).collect();
    assert!(x88::is_attacked(Square::A8, Color::White, pieces, occupied));
    assert!(x88::is_attacked(Square::H3, Color::White, pieces, occupied));
    assert!(x88::is_attacked(Square::D4, Color::Black, pieces, occupied));
    assert!(!x88::is_attacked(
        Square::D4,
        Color::White,
        pieces,
        occupied
    ));
    // The knight does not attack along the a-file: only the rook would, and it is white.
    assert!(!x88::is_attacked(
        Square::A8,
        Color::Black,
        pieces,
        occupied
    ));
}

#[test]
fn leaper_masks_match_their_moves() {
    let knight_steps = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let king_steps = [
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
        (-1, 1),
    ];
    let reached = |square: Square, steps: &[(i8, i8)]| -> Bitboard {
        steps
            .iter()
            .filter_map(|&(df, dr)| square.offset(df, dr))
            .collect()
    };
    for square in Square::ALL {
        assert_eq!(
            attacks::knight_attacks(square),
            reached(square, &knight_steps)
        );
        assert_eq!(attacks::king_attacks(square), reached(square, &king_steps));
        assert_eq!(
            attacks::pawn_attacks(Color::White, square),
            reached(square, &[(-1, 1), (1, 1)])
        );
        assert_eq!(
            attacks::pawn_attacks(Color::Black, square),
            reached(square, &[(-1, -1), (1, -1)])
        );
    }
}

#[test]
fn directions_match_the_generated_rays() {
    for direction in Direction::ALL {
        let (file_step, rank_step) = direction.steps();
        assert_eq!(direction.opposite().steps(), (-file_step, -rank_step));
        for square in Square::ALL {
            let walked = walk::slider_attacks(square, Bitboard::EMPTY, &[direction]);
            assert_eq!(
                rays::ray(direction, square),
                walked,
                "{direction:?} from {square}"
            );
            if let Some(next) = square.offset(file_step, rank_step) {
                assert_eq!(direction.is_increasing(), next > square);
            }
        }
    }
}

#[test]
fn between_and_line_match_walks() {
    for a in Square::ALL {
        for direction in Direction::ALL {
            let mut passed = Bitboard::EMPTY;
            let (file_step, rank_step) = direction.steps();
            let mut at = a;
            while let Some(b) = at.offset(file_step, rank_step) {
                assert_eq!(attacks::between(a, b), passed, "{a} {b}");
                let whole = rays::ray(direction, a) | rays::ray(direction.opposite(), a);
                assert_eq!(attacks::line(a, b), whole.with(a), "{a} {b}");
                passed = passed.with(b);
                at = b;
            }
        }
        assert_eq!(attacks::line(a, a), Bitboard::EMPTY);
    }
    assert_eq!(attacks::between(Square::B1, Square::C3), Bitboard::EMPTY);
}
