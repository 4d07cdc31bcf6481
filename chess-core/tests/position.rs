//! FEN reading and writing, making and unmaking moves, the hash, and the move lists' agreement
//! with one another.

mod common;

use chess_core::{
    Bitboard, CastlingSide, Color, FenError, Move, Occupancy, ParseMoveError, Piece, Position,
    Rank, Square,
};
use common::{all_cases, random_play};
use proptest::prelude::*;

fn fen_error(fen: &str) -> FenError {
    match fen.parse::<Position>() {
        Ok(_) => panic!("{fen} parsed"),
        Err(e) => e,
    }
}

#[test]
fn every_fen_error_is_reached() {
    use FenError::*;
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let cases: Vec<(String, FenError)> = vec![
        ("".into(), FieldCount(0)),
        (format!("{start} w KQkq"), FieldCount(3)),
        (format!("{start} w KQkq - 0 1 extra"), FieldCount(7)),
        ("8/8/8/8/8/8/8 w - - 0 1".into(), RankCount(7)),
        ("8/8/8/8/8/8/8/8/8 w - - 0 1".into(), RankCount(9)),
        (
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            RankLength {
                rank: Rank::Seventh,
                squares: 7,
            },
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            PieceLetter('9'),
        ),
        (
            "rnbqkbnr/pppppppp/45/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            RankLength {
                rank: Rank::Sixth,
                squares: 9,
            },
        ),
        (
            "rnbqkbnr/pppppppp/35/8/8/8/PPPPPPPP/RNBQKBNRR w - - 0 1".into(),
            RankLength {
                rank: Rank::First,
                squares: 9,
            },
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1".into(),
            PieceLetter('X'),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN0 w - - 0 1".into(),
            PieceLetter('0'),
        ),
        (format!("{start} x KQkq - 0 1"), SideToMove),
        (format!("{start} W KQkq - 0 1"), SideToMove),
        (format!("{start} w KQkqK - 0 1"), CastlingSyntax),
        (format!("{start} w kqKQ - 0 1"), CastlingSyntax),
        (format!("{start} w KX - 0 1"), CastlingSyntax),
        (format!("{start} w -K - 0 1"), CastlingSyntax),
        (format!("{start} w AH - 0 1"), CastlingSyntax),
        (format!("{start} w Kk1 - 0 1"), CastlingSyntax),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w K - 0 1".into(),
            CastlingWithoutRook('K'),
        ),
        (
            "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w q - 0 1".into(),
            CastlingWithoutRook('q'),
        ),
        // A file letter names a rook of that colour on that file of its back rank.
        (format!("{start} w B - 0 1"), CastlingWithoutRook('B')),
        (format!("{start} w e - 0 1"), CastlingWithoutRook('e')),
        (
            "4k3/8/8/8/8/8/8/RK5R w KC - 0 1".into(),
            CastlingWithoutRook('C'),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQ1BNR w Q - 0 1".into(),
            CastlingWithoutKing('Q'),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkqH - 0 1".into(),
            CastlingSyntax,
        ),
        // Two rights on one side of the king: the king is not between the rooks.
        (format!("{start} w KH - 0 1"), CastlingRepeated('H')),
        (
            "4k3/8/8/8/8/8/8/R3K1RR w HG - 0 1".into(),
            CastlingRepeated('G'),
        ),
        (
            "4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1".into(),
            CastlingRepeated('B'),
        ),
        (format!("{start} w KQkq e9 0 1"), EnPassantSyntax),
        (format!("{start} w KQkq 3e 0 1"), EnPassantSyntax),
        // White to move: the square must be on rank 6 with a black pawn below it.
        (
            format!("{start} w KQkq e3 0 1"),
            EnPassantImpossible(Square::E3),
        ),
        (
            "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 2".into(),
            EnPassantImpossible(Square::E5),
        ),
        (
            "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2".into(),
            EnPassantImpossible(Square::E6),
        ),
        (
            "rnbqkbnr/pppp1ppp/4p3/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2".into(),
            EnPassantImpossible(Square::E6),
        ),
        (
            "rnbqkbnr/ppppNppp/8/4p3/8/8/PPPPPPPP/RNBQKB1R w KQkq e6 0 2".into(),
            EnPassantImpossible(Square::E6),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1".into(),
            EnPassantImpossible(Square::E6),
        ),
        (
            "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1".into(),
            KingCount {
                color: Color::Black,
                count: 0,
            },
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w kq - 0 1".into(),
            KingCount {
                color: Color::White,
                count: 2,
            },
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/8/RNBQKBNP w kq - 0 1".into(),
            PawnOnBackRank(Square::H1),
        ),
        (
            "rnbqkbpr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1".into(),
            PawnOnBackRank(Square::G8),
        ),
        ("4k2R/8/8/8/8/8/8/4K3 w - - 0 1".into(), OpponentInCheck),
        ("4k3/8/8/8/8/8/3p4/4K3 b - - 0 1".into(), OpponentInCheck),
        (format!("{start} w KQkq - x 1"), HalfmoveClock),
        (format!("{start} w KQkq - -1 1"), HalfmoveClock),
        (format!("{start} w KQkq - 65536 1"), HalfmoveClock),
        (format!("{start} w KQkq - 0 -1"), FullmoveNumber),
        (format!("{start} w KQkq - 0 65536"), FullmoveNumber),
        (format!("{start} w KQkq - 0 1.5"), FullmoveNumber),
    ];
    for (fen, expected) in &cases {
        assert_eq!(fen_error(fen), *expected, "{fen:?}");
        let message = expected.to_string();
        assert!(
            message.starts_with("FEN") && !message.contains('\n'),
            "{message}"
        );
    }
    // Every variant appears above.
    let variants = [
        "FieldCount",
        "RankCount",
        "RankLength",
        "PieceLetter",
        "SideToMove",
        "CastlingSyntax",
        "CastlingWithoutKing",
        "CastlingWithoutRook",
        "CastlingRepeated",
        "EnPassantSyntax",
        "EnPassantImpossible",
        "KingCount",
        "PawnOnBackRank",
        "OpponentInCheck",
        "HalfmoveClock",
        "FullmoveNumber",
    ];
    for variant in variants {
        assert!(
            cases
                .iter()
                .any(|(_, e)| format!("{e:?}").starts_with(variant)),
            "{variant}"
        );
    }
}

#[test]
fn the_default_is_the_start_position_read_from_fen() {
    let read: Position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        .parse()
        .unwrap();
    let default = Position::default();
    assert_eq!(default, read);
    assert_eq!(default.hash(), read.hash());
    assert_eq!(default.to_string(), read.to_string());
    assert_eq!(default.hash(), default.hash_from_scratch());
}

#[test]
fn valid_fen_round_trips_and_clocks_default() {
    for case in all_cases() {
        let position: Position =
            Position::from_fen_permissive(&case.fen, chess_core::Variant::Auto).unwrap();
        let written = position.to_string();
        let read = Position::from_fen_permissive(&written, chess_core::Variant::Auto);
        assert_eq!(read, Ok(position));
        // The suites' FEN, written back, differs at most in the clocks it left off.
        assert!(
            written.starts_with(case.fen.trim_end_matches(" 0 1")),
            "{written} vs {}",
            case.fen
        );
    }
    let epd: Position = "4k3/8/8/8/8/8/8/4K2R w K -".parse().unwrap();
    assert_eq!((epd.halfmove_clock(), epd.fullmove_number()), (0, 1));
    let spaced: Position = "  4k3/8/8/8/8/8/8/4K2R   w K - 7  42 ".parse().unwrap();
    assert_eq!(spaced.to_string(), "4k3/8/8/8/8/8/8/4K2R w K - 7 42");
}

/// FEN is written into a fixed buffer: the longest texts fit and read back.
#[test]
fn the_longest_fen_is_written_whole() {
    for fen in [
        // Every rank eight characters, both clocks at their largest.
        "1r1b1k1n/p1p1p1p1/1p1p1p1p/1n1q1b1r/R1B1Q1N1/P1P1P1P1/1P1P1P1P/N1K1B1R1 w - - 65535 65535",
        // Four castling letters and an en-passant square.
        "rk2r3/8/8/8/3Pp3/8/8/RK2R3 b EAea d3 65535 65535",
    ] {
        let position = Position::from_fen_permissive(fen, chess_core::Variant::Auto).unwrap();
        assert_eq!(position.to_string(), fen);
    }
}

/// Positions the rules allow but that are odd: they must load (perft suites use them).
#[test]
fn unusual_but_valid_positions_load() {
    // Two pawns giving check: no move gives it, but a puzzle may set it up.
    let pawns = "1rrrrrk1/1PPPPPPP/8/8/8/8/8/6K1 b - - 0 1";
    let two_pawns = chess_core::FenError::ImpossibleCheck {
        first: chess_core::Square::F7,
        second: chess_core::Square::H7,
    };
    assert_eq!(pawns.parse::<Position>(), Err(two_pawns));
    assert!(Position::from_fen_permissive(pawns, chess_core::Variant::Auto).is_ok());
    for fen in [
        "k7/8/8/8/8/8/8/K7 w - - 100 200",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", // recorded, not capturable
    ] {
        assert!(fen.parse::<Position>().is_ok(), "{fen}");
    }
}

#[test]
fn moves_parse_against_the_position() {
    let position: Position = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"
        .parse()
        .unwrap();
    for (text, check) in [
        ("e1g1", Move::is_castling as fn(Move) -> bool),
        ("e1c1", Move::is_castling),
        ("e5d6", Move::is_en_passant),
    ] {
        let mv = position.parse_move(text).unwrap();
        assert!(check(mv), "{text}");
        assert_eq!(mv.to_string(), text);
    }
    let promotion = position.parse_move("b7a8n").unwrap();
    assert_eq!(promotion.promotion_piece(), Some(Piece::Knight));
    for (text, error) in [
        ("b7b8", ParseMoveError::Illegal("b7b8".parse().unwrap())),
        ("e1e3", ParseMoveError::Illegal("e1e3".parse().unwrap())),
        ("e2e4", ParseMoveError::Illegal("e2e4".parse().unwrap())),
        ("e5e6q", ParseMoveError::Illegal("e5e6q".parse().unwrap())),
        ("e1g", ParseMoveError::Length(3)),
        ("b7b8x", ParseMoveError::Promotion('x')),
    ] {
        assert_eq!(position.parse_move(text), Err(error), "{text}");
    }
    assert!(matches!(
        position.parse_move("z1a1"),
        Err(ParseMoveError::Square(_))
    ));
}

#[test]
fn castling_rules() {
    // Not out of check, not through an attacked square, not into one; the b-file may be attacked.
    let cases = [
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1 e1c1"),
        ("r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1", "e1c1"),
        ("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", ""), // in check
        ("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "e1c1"), // f1 attacked
        ("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1", "e1c1"), // g1 attacked
        ("r3k2r/8/8/8/8/8/3r4/R3K2R w KQkq - 0 1", "e1g1"), // d1 attacked
        ("r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1", "e1g1 e1c1"), // only b1 attacked
        ("r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1", ""), // blocked
    ];
    for (fen, expected) in cases {
        let position: Position = fen.parse().unwrap();
        let castlings: Vec<String> = position
            .legal_moves()
            .iter()
            .filter(|mv| mv.is_castling())
            .map(|mv| mv.to_string())
            .collect();
        assert_eq!(castlings.join(" "), expected, "{fen}");
    }
}

#[test]
fn captures_remove_castling_rights_and_en_passant_obeys_pins() {
    let mut position: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    position.play(position.parse_move("a1a8").unwrap());
    assert_eq!(position.castling_rights().to_string(), "Kk");
    // The two pawns side by side are the king's only cover on the rank: no en passant.
    let pinned: Position = "8/8/8/KPp4r/8/8/8/7k w - c6 0 1".parse().unwrap();
    assert!(pinned.parse_move("b5c6").is_err());
    let free: Position = "8/8/8/1Pp4r/K7/8/8/7k w - c6 0 1".parse().unwrap();
    assert!(free.parse_move("b5c6").unwrap().is_en_passant());
    // A double push records its square only when a pawn could take there.
    let mut quiet = Position::default();
    quiet.play(quiet.parse_move("e2e4").unwrap());
    assert_eq!(quiet.en_passant(), None);
    let mut open: Position = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1".parse().unwrap();
    open.play(open.parse_move("e2e4").unwrap());
    assert_eq!(open.en_passant(), Some(Square::E3));
}

/// The planes and the bitboards say the same thing, and no square holds two pieces.
fn assert_consistent(position: &Position) {
    let kinds: u32 = Piece::ALL
        .iter()
        .map(|&piece| position.by_piece(piece).count())
        .sum();
    assert_eq!(kinds, position.occupied().count(), "{position}");
    assert!((position.by_color(Color::White) & position.by_color(Color::Black)).is_empty());
    let mut occupied = Bitboard::EMPTY;
    for square in Square::ALL {
        match position.piece_at(square) {
            Some((color, piece)) => {
                assert!(position.pieces(color, piece).contains(square));
                occupied |= Bitboard::from_square(square);
            }
            None => assert!(!position.occupied().contains(square)),
        }
    }
    assert_eq!(position.occupied(), occupied);
    assert_eq!(
        position.by_color(Color::White) | position.by_color(Color::Black),
        occupied
    );
    assert_eq!(*position.occupancy(), Occupancy::from(occupied));
    assert_eq!(position.hash(), position.hash_from_scratch(), "{position}");
    assert_eq!(position.to_string().parse::<Position>().unwrap(), *position);
}

#[test]
fn make_unmake_restore_and_hashes_match_from_scratch() {
    let mut positions = 0;
    random_play(0xbeef, 25, 120, |position| {
        assert_consistent(position);
        for mv in position.legal_moves() {
            let mut played = *position;
            let undo = played.make(mv);
            let mut copied = *position;
            copied.play(mv);
            assert_eq!(played, copied);
            assert_consistent(&played);
            played.unmake(mv, undo);
            // `==` counts the en-passant square only when legal; the hash counts it always.
            assert_eq!(played, *position, "{position} {mv}");
            assert_eq!(played.hash(), position.hash(), "{position} {mv}");
        }
        positions += 1;
    });
    assert!(positions > 10_000, "{positions}");
}

#[test]
fn clocks_stop_at_their_largest_value() {
    let mut position: Position = "4k3/8/8/8/8/8/8/R3K3 b - - 65535 65535".parse().unwrap();
    let before = position;
    let mv = position.parse_move("e8d8").unwrap();
    let undo = position.make(mv);
    assert!(position.to_string().ends_with(" 65535 65535"), "{position}");
    assert_eq!(position.to_string().parse::<Position>().unwrap(), position);
    position.unmake(mv, undo);
    assert_eq!(position, before);
}

#[test]
fn transpositions_hash_alike() {
    let play = |moves: &str| {
        let mut position = Position::default();
        for text in moves.split(' ') {
            position.play(position.parse_move(text).unwrap());
        }
        position
    };
    let a = play("g1f3 g8f6 b1c3 b8c6");
    let b = play("b1c3 b8c6 g1f3 g8f6");
    assert_eq!(a.hash(), b.hash());
    assert_ne!(a.hash(), play("g1f3 g8f6 b1c3 b8a6").hash());
    // Same pieces, other side to move or other rights: other hash.
    let white: Position = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1".parse().unwrap();
    let black: Position = "4k3/8/8/8/8/8/8/R3K3 b Q - 0 1".parse().unwrap();
    let no_rights: Position = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1".parse().unwrap();
    assert_ne!(white.hash(), black.hash());
    assert_ne!(white.hash(), no_rights.hash());
}

#[test]
fn the_lists_agree_with_one_another() {
    random_play(0xfeed, 20, 150, |position| {
        let moves = position.legal_moves();
        assert_eq!(position.count_legal_moves(), moves.len(), "{position}");
        let mut expected: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|mv| {
                mv.is_en_passant()
                    || mv.promotion_piece().is_some()
                    || position.piece_at(mv.to()).is_some()
            })
            .collect();
        let mut captures: Vec<Move> = position.legal_captures().to_vec();
        expected.sort_by_key(|mv| mv.to_string());
        captures.sort_by_key(|mv| mv.to_string());
        assert_eq!(captures, expected, "{position}");
        let mut seen = std::collections::HashSet::new();
        for mv in moves.iter() {
            assert!(seen.insert(*mv), "{mv} twice in {position}");
            assert_eq!(position.parse_move(&mv.to_string()), Ok(*mv));
            assert_eq!(
                position.piece_at(mv.from()).map(|(c, _)| c),
                Some(position.side_to_move())
            );
        }
        if moves.is_empty() {
            // Mate or stalemate: nothing else to play.
            assert!(position.legal_captures().is_empty());
        }
        let _ = position.is_check();
        let _ = CastlingSide::ALL;
    });
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    /// Any text at all: an error or a position, never a panic.
    #[test]
    fn fen_parsing_never_panics(text in "\\PC{0,90}") {
        let _ = text.parse::<Position>();
    }

    /// Text close to valid FEN: a character of a real FEN replaced, inserted or removed. Whatever
    /// parses must be a position that writes back as itself.
    #[test]
    fn near_fen_parses_to_a_valid_position_or_an_error(
        case in 0..(128 + 11usize),
        edit in 0..3u8,
        at in any::<prop::sample::Index>(),
        c in prop::sample::select(&b"pnbrqkPNBRQK012345678/ wb-KQkqaehx"[..]),
    ) {
        let fen = all_cases()[case].fen.clone();
        let mut chars: Vec<char> = fen.chars().collect();
        let i = at.index(chars.len());
        match edit {
            0 => chars[i] = c as char,
            1 => chars.insert(i, c as char),
            _ => { chars.remove(i); }
        }
        let text: String = chars.into_iter().collect();
        if let Ok(position) = text.parse::<Position>() {
            assert_consistent(&position);
            let _ = position.legal_moves();
        }
    }
}
