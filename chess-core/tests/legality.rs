//! What a search reads and does beside the move list: any-move legality (`is_legal`,
//! `try_play`), the null move, attackers for a given occupancy, and pinned pieces.

mod common;

use chess_core::reference::x88;
use chess_core::{Bitboard, Color, IllegalMove, Move, NullMoveError, Piece, Position, Square};
use common::{Random, all_cases, random_play};

/// Random games of up to `plies` plies from every position of the perft suites, calling `visit`
/// with each position reached (starts included); then the shared tricky games, which prefer
/// captures and so reach en passant and promotions more often.
fn suite_games(seed: u64, games: usize, plies: usize, mut visit: impl FnMut(&Position)) {
    random_play(seed, 4 * games, 4 * plies, &mut visit);
    let mut random = Random::new(seed);
    for case in all_cases() {
        for _ in 0..games {
            let mut position: Position =
                Position::from_fen_permissive(&case.fen, chess_core::Variant::Auto).unwrap();
            visit(&position);
            for _ in 0..plies {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position.play(moves[random.below(moves.len())]);
                visit(&position);
            }
        }
    }
}

/// `is_legal` says yes to exactly the moves of the list, among all 65,536 encodings; `try_play`
/// plays those as `play` does, plays a plain move that names a castling or en passant as that
/// move, and refuses the others without touching the position.
#[test]
fn is_legal_agrees_with_the_move_list_for_every_encoding() {
    let mut random = Random::new(0x1e9a1);
    let (mut positions, mut special) = (0, [0usize; 3]);
    suite_games(0x7e57, 3, 12, |position| {
        let moves = position.legal_moves();
        let mut legal = vec![false; 1 << 16];
        for mv in moves.iter() {
            legal[usize::from(mv.bits())] = true;
        }
        for bits in 0..=u16::MAX {
            let mv = Move::from_bits(bits);
            assert_eq!(
                position.is_legal(mv),
                legal[usize::from(bits)],
                "{position} {mv} ({bits:#06x})"
            );
        }
        special[0] += usize::from(moves.iter().any(|m| m.is_castling()));
        special[1] += usize::from(moves.iter().any(|m| m.is_en_passant()));
        special[2] += usize::from(position.is_check());
        // try_play: a legal move is played as play plays it; so is the plain move (as text
        // reads it) naming a castling or en passant; any other is refused.
        for mv in moves.iter() {
            let (mut tried, mut played) = (*position, *position);
            assert_eq!(tried.try_play(*mv), Ok(*mv));
            played.play(*mv);
            assert_eq!(tried, played);
            if mv.is_castling() || mv.is_en_passant() {
                let text: Move = mv.to_string().parse().unwrap();
                assert!(!position.is_legal(text), "{mv} in {position}");
                let mut tried = *position;
                assert_eq!(tried.try_play(text), Ok(*mv), "{mv} in {position}");
                assert_eq!(tried, played);
            }
        }
        let named = |mv: Move| {
            moves.iter().copied().find(|legal| {
                (legal.is_castling() || legal.is_en_passant())
                    && Move::new(legal.from(), legal.to()) == mv
            })
        };
        for _ in 0..20 {
            let mv = Move::from_bits(random.next_u64() as u16);
            if !legal[usize::from(mv.bits())] {
                let mut tried = *position;
                match named(mv) {
                    Some(legal) => assert_eq!(tried.try_play(mv), Ok(legal)),
                    None => {
                        assert_eq!(tried.try_play(mv), Err(IllegalMove(mv)));
                        assert_eq!(tried, *position);
                    }
                }
            }
        }
        positions += 1;
    });
    assert!(positions > 5_000, "{positions} positions");
    assert!(
        special.iter().all(|&n| n >= 20),
        "positions with castling, en passant, check: {special:?}"
    );
}

fn assert_is_legal(fen: &str, mv: Move, expected: bool) {
    let position: Position = fen.parse().unwrap();
    assert_eq!(position.is_legal(mv), expected, "{fen} {mv}");
    assert_eq!(position.legal_moves().contains(&mv), expected, "{fen} {mv}");
}

#[test]
fn en_passant_that_uncovers_or_answers_check() {
    // The two pawns side by side were the king's only cover along the rank.
    assert_is_legal(
        "8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
        Move::en_passant(Square::B5, Square::C6),
        false,
    );
    // The captured pawn was the king's cover along a diagonal.
    assert_is_legal(
        "8/8/8/1k6/2Pp4/8/8/5B1K b - c3 0 1",
        Move::en_passant(Square::D4, Square::C3),
        false,
    );
    // The capturing pawn was pinned along a diagonal and leaves it.
    assert_is_legal(
        "k7/8/8/8/3Pp3/8/6B1/7K b - d3 0 1",
        Move::en_passant(Square::E4, Square::D3),
        false,
    );
    // The pawn just pushed gives check; taking it en passant answers the check.
    assert_is_legal(
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
        Move::en_passant(Square::E4, Square::D3),
        true,
    );
    // In check from a piece the capture neither takes nor blocks.
    assert_is_legal(
        "8/8/8/2k5/3Pp3/8/8/4K1B1 b - d3 0 1",
        Move::en_passant(Square::E4, Square::D3),
        false,
    );
    // A plain capture move onto the en-passant square is not en passant.
    assert_is_legal(
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
        Move::new(Square::E4, Square::D3),
        false,
    );
}

#[test]
fn castling_through_into_and_out_of_check() {
    let (short, long) = (
        Move::castling(Square::E1, Square::G1),
        Move::castling(Square::E1, Square::C1),
    );
    let free = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_is_legal(free, short, true);
    assert_is_legal(free, long, true);
    // f1 attacked: the king would pass through check.
    assert_is_legal("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", short, false);
    // g1 attacked: the king would land in check.
    assert_is_legal("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1", short, false);
    // In check: no castling at all.
    assert_is_legal("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", long, false);
    // b1 attacked: only the rook passes it, so castling long is legal.
    assert_is_legal("r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1", long, true);
    // A piece between king and rook, a right lost, the king's move without the castling kind.
    assert_is_legal("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", long, false);
    assert_is_legal("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1", long, false);
    assert_is_legal(free, Move::new(Square::E1, Square::G1), false);
}

#[test]
fn kind_bits_must_match_the_move() {
    let fen = "4k3/1P6/8/8/8/8/4P3/4K3 w - - 0 1";
    let position: Position = fen.parse().unwrap();
    // A pawn reaching the last rank must promote, to a knight, bishop, rook or queen.
    assert!(!position.is_legal(Move::new(Square::B7, Square::B8)));
    for piece in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen] {
        assert!(position.is_legal(Move::promotion(Square::B7, Square::B8, piece).unwrap()));
        // And nothing else promotes.
        assert!(!position.is_legal(Move::promotion(Square::E2, Square::E3, piece).unwrap()));
    }
    assert!(!position.is_legal(Move::en_passant(Square::E2, Square::E3)));
    assert!(!position.is_legal(Move::castling(Square::E1, Square::G1)));
    assert!(position.is_legal(Move::new(Square::E2, Square::E4)));
    // The unused kinds, 3 and 8 to 15.
    let e4 = Move::new(Square::E2, Square::E4).bits();
    for kind in [3, 8, 9, 12, 15] {
        assert!(!position.is_legal(Move::from_bits(e4 | kind << 12)));
    }
}

/// `make_unchecked` refuses an illegal move when debug assertions are on (as in `cargo test`);
/// `make` in every build (`illegal_moves.rs`).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "illegal move e2e5 in ")]
fn make_unchecked_asserts_legality_in_debug_builds() {
    let mut position = Position::default();
    let _ = position.make_unchecked(Move::new(Square::E2, Square::E5));
}

#[test]
fn null_moves_round_trip_and_are_refused_in_check() {
    let (mut made, mut refused, mut cleared) = (0, 0, 0);
    suite_games(0x9011, 2, 30, |position| {
        let mut passed = *position;
        match passed.make_null() {
            Err(error) => {
                assert_eq!(error, NullMoveError::InCheck);
                assert!(position.is_check());
                assert_eq!(passed, *position);
                assert_eq!(passed.play_null(), Err(NullMoveError::InCheck));
                refused += 1;
            }
            Ok(undo) => {
                assert!(!position.is_check());
                assert_eq!(passed.side_to_move(), !position.side_to_move());
                assert_eq!(passed.en_passant(), None);
                assert_eq!(passed.hash(), passed.hash_from_scratch(), "{passed}");
                assert_eq!(passed.occupied(), position.occupied());
                cleared += usize::from(position.en_passant().is_some());
                // The position passed to is a valid one: FEN round trip, moves to generate.
                assert_eq!(passed.to_string().parse::<Position>(), Ok(passed));
                let _ = passed.legal_moves();
                passed.unmake_null(undo);
                assert_eq!(passed, *position);
                made += 1;
            }
        }
    });
    assert!(
        made > 1_000 && refused > 50 && cleared > 5,
        "{made} {refused} {cleared}"
    );
}

/// The public attackers take any occupancy as a plain bitboard; held to the 0x88 attack test.
#[test]
fn attackers_match_the_x88_attack_test_for_any_occupancy() {
    let mut random = Random::new(0xa77);
    suite_games(0xa7, 1, 20, |position| {
        // The board as it is, and with a few random squares lifted or added.
        let noise = Bitboard(random.next_u64() & random.next_u64() & random.next_u64());
        for occupied in [position.occupied(), position.occupied() ^ noise] {
            for square in Square::ALL {
                for by in Color::ALL {
                    let expected: Bitboard = position
                        .by_color(by)
                        .iter()
                        .filter(|&from| {
                            let (_, piece) = position.piece_at(from).unwrap();
                            from != square && x88::attacks(by, piece, from, square, occupied)
                        })
                        .collect();
                    assert_eq!(
                        position.attackers(square, by, occupied),
                        expected,
                        "{position} {square} {by} {occupied:?}"
                    );
                }
            }
        }
    });
}

/// A piece is pinned exactly when taking it off the board lets a new enemy slider reach the
/// king.
#[test]
fn pinned_pieces_are_those_whose_removal_uncovers_the_king() {
    let mut pins = 0;
    suite_games(0x919, 2, 40, |position| {
        let us = position.side_to_move();
        let king = position.king(us);
        let occupied = position.occupied();
        let before = position.attackers(king, !us, occupied);
        let expected: Bitboard = position
            .by_color(us)
            .without(king)
            .iter()
            .filter(|&square| {
                let after = position.attackers(king, !us, occupied.without(square));
                !(after & !before).is_empty()
            })
            .collect();
        assert_eq!(position.pinned(), expected, "{position}");
        pins += expected.count();
    });
    assert!(pins > 100, "{pins}");
}

/// A move read from text without the position is a plain move: `try_play` plays the castling
/// (either notation) or en passant it names, and refuses what names neither; `is_legal` refuses
/// the plain bits, so they are never played as a plain king or pawn move.
#[test]
fn moves_read_from_text_are_played_as_what_they_name() {
    let cases = [
        // Standard: the king's move and king-takes-rook both name castling.
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "e1g1"),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "e1g1"),
        ("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8a8", "e8c8"),
        // Chess960: king-takes-rook.
        (
            "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1",
            "b1a1",
            "b1a1",
        ),
        // En passant.
        ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", "e5d6"),
    ];
    for (fen, text, expected) in cases {
        let position: Position = fen.parse().unwrap();
        let read: Move = text.parse().unwrap();
        assert!(!position.is_legal(read), "{text} in {fen}");
        let mut tried = position;
        let played = tried.try_play(read).unwrap();
        assert!(
            played.is_castling() || played.is_en_passant(),
            "{text} in {fen}"
        );
        assert_eq!(played.to_string(), expected);
        let mut by_list = position;
        by_list.play(position.parse_move(text).unwrap());
        assert_eq!(tried, by_list, "{text} in {fen}");
    }
    // In Chess960 the king's two-square move is not castling; with no right, nothing is.
    for (fen, text) in [
        ("rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1", "b1d1"),
        ("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", "e1g1"),
        ("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", "e5d6"),
    ] {
        let mut position: Position = fen.parse().unwrap();
        let read: Move = text.parse().unwrap();
        assert_eq!(
            position.try_play(read),
            Err(IllegalMove(read)),
            "{text} in {fen}"
        );
        assert_eq!(position.to_string(), fen);
    }
}
