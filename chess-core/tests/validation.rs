//! What a game can reach: the strict reading (`str::parse`, `PositionBuilder::build`) accepts a
//! setup exactly when shakmaty's `Chess` does; the permissive one (`from_fen_permissive`,
//! `build_permissive`) exactly when shakmaty does once told to ignore too much material and
//! impossible checks, and then plays as shakmaty does. Each impossible shape by name, and the
//! 257-move board through every method that lists moves.

mod common;

use chess_core::epd::Epd;
use chess_core::{Color, FenError, Position, PositionBuilder, Square, Variant, perft};
use common::Random;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position as _, PositionError};

/// A board no game reaches: 26 white pieces, 257 legal moves for white.
const QUEENS: &str = "BQQQQBnk/Q4Qpp/Q5Q1/Q5Q1/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1";

fn shakmaty_strict(fen: &str) -> Option<Chess> {
    let setup: Fen = fen.parse().expect("shakmaty reads the FEN");
    setup.into_position(CastlingMode::Standard).ok()
}

/// shakmaty, ignoring what chess-core's permissive path ignores.
fn shakmaty_permissive(fen: &str) -> Option<Chess> {
    let setup: Fen = fen.parse().expect("shakmaty reads the FEN");
    setup
        .into_position(CastlingMode::Standard)
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .ok()
}

/// A random setup in FEN: one king a side, up to 19 other pieces a side (pawns on ranks 2 to
/// 7), either side to move, sometimes an en-passant square a pawn can just have passed. Many
/// have too much material or checks of every kind; none has castling rights (the builder's tests
/// cover those).
fn random_fen(random: &mut Random) -> String {
    let mut board = [None::<char>; 64];
    let free = |random: &mut Random, board: &[Option<char>; 64], pawn: bool| loop {
        let square = random.below(64);
        if board[square].is_none() && (!pawn || (8..56).contains(&square)) {
            return square;
        }
    };
    for king in ['K', 'k'] {
        let square = free(random, &board, false);
        board[square] = Some(king);
    }
    for color in [Color::White, Color::Black] {
        let count = match random.below(3) {
            0 => random.below(8),
            1 => random.below(16),
            _ => random.below(20),
        };
        for _ in 0..count {
            let letter = ['P', 'P', 'P', 'N', 'B', 'R', 'Q'][random.below(7)];
            let square = free(random, &board, letter == 'P');
            board[square] = Some(match color {
                Color::White => letter,
                Color::Black => letter.to_ascii_lowercase(),
            });
        }
    }
    let white = random.below(2) == 0;
    let mut en_passant = "-".to_string();
    if random.below(3) == 0 {
        // A pawn of the side not to move that stands where a double push ends, its path empty.
        let (pawn, passed, from, letter) = match white {
            true => (32, 40, 48, 'p'),
            false => (24, 16, 8, 'P'),
        };
        let file = random.below(8);
        if board[pawn + file] == Some(letter)
            && board[passed + file].is_none()
            && board[from + file].is_none()
        {
            en_passant = Square::from_index((passed + file) as u8)
                .unwrap()
                .to_string();
        }
    }
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[8 * rank + file] {
                None => empty += 1,
                Some(letter) => {
                    if empty > 0 {
                        placement += &empty.to_string();
                        empty = 0;
                    }
                    placement.push(letter);
                }
            }
        }
        if empty > 0 {
            placement += &empty.to_string();
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    let side = if white { 'w' } else { 'b' };
    format!("{placement} {side} - {en_passant} 0 1")
}

/// The name of an error's variant, to count which rules the random setups reached.
fn kind(error: &FenError) -> String {
    let name = format!("{error:?}");
    name.split([' ', '(', '{']).next().unwrap().to_string()
}

#[test]
fn strict_and_permissive_readings_agree_with_shakmaty_on_random_setups() {
    let mut random = Random::new(0x5EED_0F24);
    let mut kinds = std::collections::BTreeMap::new();
    let (mut strict_accepted, mut permissive_only, mut compared_perft) = (0, 0, 0);
    for _ in 0..60_000 {
        let fen = random_fen(&mut random);
        let strict = fen.parse::<Position>();
        assert_eq!(
            strict.is_ok(),
            shakmaty_strict(&fen).is_some(),
            "strict: {fen}: {strict:?}"
        );
        let permissive = Position::from_fen_permissive(&fen, Variant::Auto);
        let theirs = shakmaty_permissive(&fen);
        assert_eq!(
            permissive.is_ok(),
            theirs.is_some(),
            "permissive: {fen}: {permissive:?}"
        );
        if let Err(error) = &strict {
            *kinds.entry(kind(error)).or_insert(0) += 1;
        }
        let (Ok(position), Some(theirs)) = (permissive, theirs) else {
            continue;
        };
        // What strict accepts, permissive accepts as the same position.
        match strict {
            Ok(strict) => {
                assert_eq!(strict, position, "{fen}");
                strict_accepted += 1;
            }
            Err(_) => permissive_only += 1,
        }
        assert_eq!(
            position.legal_moves().len(),
            theirs.legal_moves().len(),
            "{fen}"
        );
        // Ten pieces a side or fewer keep every position below within shakmaty's 270 moves.
        let small = Color::ALL
            .into_iter()
            .all(|color| position.by_color(color).count() <= 10);
        if small && compared_perft < 3_000 {
            assert_eq!(
                perft::perft(&position, 2),
                chess_testkit::shakmaty::perft(&theirs, 2),
                "{fen}"
            );
            compared_perft += 1;
        }
    }
    assert!(
        strict_accepted > 5_000 && permissive_only > 5_000,
        "{strict_accepted} {permissive_only}"
    );
    assert!(compared_perft >= 1_000, "{compared_perft}");
    eprintln!(
        "{strict_accepted} strict, {permissive_only} permissive only, {compared_perft} perft 2; refused: {kinds:?}"
    );
    // Every rule of the strict reading was reached, each many times.
    for rule in [
        "TooManyPieces",
        "TooManyPawns",
        "TooManyPromoted",
        "TooManyCheckers",
        "ImpossibleCheck",
        "ImpossibleCheckAfterDoublePush",
        "OpponentInCheck",
    ] {
        assert!(
            kinds.get(rule).is_some_and(|&n| n >= 20),
            "{rule}: {kinds:?}"
        );
    }
}

/// Each shape no game reaches, with its error; shakmaty refuses each, and the permissive path
/// takes each but the side not to move in check.
#[test]
fn each_impossible_shape_is_refused_by_name() {
    let white = Color::White;
    let cases = [
        (
            "4k3/8/8/8/NN6/PPPPPPPP/8/RNBQKB1R w - - 0 1",
            FenError::TooManyPieces {
                color: white,
                count: 17,
            },
        ),
        (
            "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
            FenError::TooManyPawns {
                color: white,
                count: 9,
            },
        ),
        (
            // Nine queens beside eight pawns.
            "4k3/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1",
            FenError::TooManyPromoted {
                color: white,
                promoted: 6,
                missing_pawns: 0,
            },
        ),
        (
            // Two bishops on light squares (d1 and f1), with every pawn there.
            "4k3/8/8/8/8/8/PPPPPPPP/RNQBKB1R w - - 0 1",
            FenError::TooManyPromoted {
                color: white,
                promoted: 1,
                missing_pawns: 0,
            },
        ),
        (
            // Knight, bishop and rook all check the king on e8.
            "4k3/8/3N4/8/B7/8/8/4R2K b - - 0 1",
            FenError::TooManyCheckers(3),
        ),
        (
            "4k3/8/3N1N2/8/8/8/8/7K b - - 0 1",
            FenError::ImpossibleCheck {
                first: Square::D6,
                second: Square::F6,
            },
        ),
        (
            // A knight and a pawn.
            "4k3/3P4/5N2/8/8/8/8/7K b - - 0 1",
            FenError::ImpossibleCheck {
                first: Square::F6,
                second: Square::D7,
            },
        ),
        (
            // Two rooks on the king's file, one each side of it.
            "4R3/8/8/4k3/8/8/8/4R2K b - - 0 1",
            FenError::ImpossibleCheck {
                first: Square::E1,
                second: Square::E8,
            },
        ),
        (
            // The rook's check on the e-file was there before d2-d4.
            "4k3/8/8/8/3P4/8/8/4R2K b - d3 0 1",
            FenError::ImpossibleCheckAfterDoublePush {
                checker: Square::E1,
                en_passant: Square::D3,
            },
        ),
        ("4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", FenError::OpponentInCheck),
    ];
    for (fen, error) in cases {
        assert_eq!(fen.parse::<Position>(), Err(error), "{fen}");
        assert!(shakmaty_strict(fen).is_none(), "{fen}");
        let permissive = Position::from_fen_permissive(fen, Variant::Auto);
        assert_eq!(
            permissive.is_ok(),
            error != FenError::OpponentInCheck,
            "{fen}"
        );
        assert_eq!(
            permissive.is_ok(),
            shakmaty_permissive(fen).is_some(),
            "{fen}"
        );
        assert!(!error.to_string().is_empty());
    }
    // The checks a double push can give: by the pushed pawn, and by the line it opened.
    for fen in [
        "8/8/8/4k3/3P4/8/8/4K3 b - d3 0 1",
        "7k/8/8/8/1P6/8/8/B3K3 b - b3 0 1",
    ] {
        assert!(fen.parse::<Position>().unwrap().is_check(), "{fen}");
        assert!(shakmaty_strict(fen).is_some(), "{fen}");
    }
}

#[test]
fn messages_say_what_is_wrong_and_where() {
    let message = |fen: &str| fen.parse::<Position>().unwrap_err().to_string();
    assert_eq!(
        message("4k3/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1"),
        "FEN has 6 white pieces beyond the starting set but only 0 white pawns missing to have \
         promoted"
    );
    assert_eq!(
        message("4k3/8/3N1N2/8/8/8/8/7K b - - 0 1"),
        "FEN has check from d6 and f6 together, which no single move can give"
    );
    assert_eq!(
        message(QUEENS),
        "FEN has 26 white pieces: no game has more than 16"
    );
}

/// The 257-move board: every method that lists moves answers, and the count is shakmaty's.
#[test]
fn the_257_move_board_answers_every_query() {
    let position = Position::from_fen_permissive(QUEENS, Variant::Auto).unwrap();
    let theirs = shakmaty_permissive(QUEENS).unwrap();
    let moves = position.legal_moves();
    assert_eq!(moves.len(), 257);
    assert_eq!(theirs.legal_moves().len(), 257);
    assert_eq!(position.count_legal_moves(), 257);
    for &mv in &moves {
        let san = position.san(mv);
        assert_eq!(position.parse_san(san.as_ref()), Ok(mv), "{san}");
        assert_eq!(position.parse_move(&mv.to_string()), Ok(mv));
    }
    let divided: Vec<_> = perft::divide(&position, 2).collect();
    assert_eq!(divided.len(), 257);
    let total: u64 = divided.iter().map(|&(_, nodes)| nodes).sum();
    assert_eq!(total, chess_testkit::shakmaty::perft(&theirs, 2));
    assert_eq!(perft::perft(&position, 2), total);
    let best = position.san(moves[0]);
    let record = format!("{} bm {best}; id \"queens\";", &QUEENS[..QUEENS.len() - 4]);
    let epd = Epd::parse(&record).unwrap();
    assert_eq!(epd.position().legal_moves().len(), 257);
    let builder = PositionBuilder::from(&position);
    assert_eq!(builder.build_permissive(), Ok(position));
    assert!(builder.build().is_err());
}
