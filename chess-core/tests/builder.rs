//! The position builder: every rule FEN checks is reached through it with the same error, a
//! builder and the FEN text of its contents give the same answer (position or error) in every
//! variant, positions round-trip through it, and its editing calls do what a board editor needs.

mod common;

use chess_core::{
    Bitboard, CastlingRights, CastlingSide, Color, FenError, File, Piece, Position,
    PositionBuilder, Rank, Square, Variant,
};
use common::{Random, all_cases, fischer, random_play, random_play_from};

/// The FEN of what the builder holds, castling in Shredder-FEN (white's king side, white's
/// queen side, black's king side, black's queen side), whether or not it makes a valid position.
fn fen_of(builder: &PositionBuilder) -> String {
    let mut placement = String::new();
    for rank in Rank::ALL.iter().rev() {
        let mut empty = 0;
        for file in File::ALL {
            match builder.piece_at(Square::new(file, *rank)) {
                None => empty += 1,
                Some((color, piece)) => {
                    if empty > 0 {
                        placement += &empty.to_string();
                        empty = 0;
                    }
                    placement.push(piece.fen_letter(color));
                }
            }
        }
        if empty > 0 {
            placement += &empty.to_string();
        }
        if *rank != Rank::First {
            placement.push('/');
        }
    }
    let side = match builder.side_to_move() {
        Color::White => "w",
        Color::Black => "b",
    };
    let mut castling = String::new();
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if let Some(file) = builder.castling(color, side) {
                let letter = file.to_char();
                castling.push(match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                });
            }
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let en_passant = builder
        .en_passant()
        .map_or("-".to_string(), |square| square.to_string());
    format!(
        "{placement} {side} {castling} {en_passant} {} {}",
        builder.halfmove_clock(),
        builder.fullmove_number()
    )
}

/// Whether each castling right's rook file lies on its side of a king of its colour on the back
/// rank (or there is no such king): only then can FEN text say what the builder holds, since a
/// file letter's side is read from where its rook stands.
fn castling_sides_fit(builder: &PositionBuilder) -> bool {
    Color::ALL.iter().all(|&color| {
        let home = match color {
            Color::White => Rank::First,
            Color::Black => Rank::Eighth,
        };
        let kings = builder.pieces(color, Piece::King);
        let Some(king) = kings.iter().find(|king| king.rank() == home) else {
            return true;
        };
        CastlingSide::ALL.iter().all(|&side| {
            builder.castling(color, side).is_none_or(|file| match side {
                CastlingSide::KingSide => file > king.file(),
                CastlingSide::QueenSide => file < king.file(),
            })
        })
    })
}

/// One random change of the kind a board editor makes.
fn edit(random: &mut Random, builder: &mut PositionBuilder) {
    let square = Square::ALL[random.below(64)];
    let color = Color::ALL[random.below(2)];
    let side = CastlingSide::ALL[random.below(2)];
    match random.below(10) {
        0 | 1 => {
            builder.remove_piece(square);
        }
        2 | 3 => {
            let piece = Piece::ALL[random.below(6)];
            builder.set_piece(square, color, piece);
        }
        4 => {
            let from = builder
                .placement()
                .nth(random.below(builder.placement().len().max(1)));
            if let Some((from, color, piece)) = from {
                builder.remove_piece(from);
                builder.set_piece(square, color, piece);
            }
        }
        5 => {
            let file = [None, Some(File::ALL[random.below(8)])][random.below(2)];
            builder.set_castling(color, side, file);
        }
        6 => {
            let rank = [Rank::Third, Rank::Sixth, square.rank()][random.below(3)];
            let square = Square::new(square.file(), rank);
            builder.set_en_passant([None, Some(square)][random.below(2)]);
        }
        7 => {
            builder.set_side_to_move(!builder.side_to_move());
        }
        8 => {
            builder.set_fullmove_number(random.below(3) as u16);
            builder.set_halfmove_clock(random.below(200) as u16);
        }
        _ => {
            builder.set_variant(Variant::ALL[random.below(3)]);
        }
    }
}

/// From positions of random games, random edits: after each, the builder builds exactly what
/// FEN text of its contents reads as in the builder's variant, the same position or the same
/// error. Both valid and invalid setups come up often, and every rule's error does.
#[test]
fn a_builder_and_the_fen_of_its_contents_agree_after_random_edits() {
    let mut random = Random::new(0xb01d);
    let mut starts = Vec::new();
    random_play(0x5eed, 2, 60, |position| starts.push(*position));
    let fischer_starts: Vec<String> = fischer().into_iter().step_by(60).map(|c| c.fen).collect();
    let chess960: Vec<&str> = fischer_starts.iter().map(String::as_str).collect();
    random_play_from(&chess960, 0x960, 2, 40, |position| starts.push(*position));
    let (mut valid, mut compared) = (0, 0);
    let mut errors = std::collections::BTreeSet::new();
    for start in starts.iter().step_by(2) {
        let mut builder = PositionBuilder::from(start);
        for _ in 0..12 {
            edit(&mut random, &mut builder);
            if !castling_sides_fit(&builder) {
                continue;
            }
            let fen = fen_of(&builder);
            let read = Position::from_fen(&fen, builder.variant());
            let built = builder.build();
            assert_eq!(built, read, "{fen} as {}", builder.variant());
            let permissive = Position::from_fen_permissive(&fen, builder.variant());
            assert_eq!(builder.build_permissive(), permissive, "{fen}");
            // The strict reading refuses only what the permissive one adds.
            assert!(built.is_ok() <= permissive.is_ok(), "{fen}");
            compared += 1;
            match built {
                Ok(position) => {
                    valid += 1;
                    assert_eq!(position.hash(), position.hash_from_scratch(), "{fen}");
                    assert_eq!(PositionBuilder::from(&position).build(), Ok(position));
                }
                Err(error) => {
                    let name = format!("{error:?}");
                    errors.insert(name.split([' ', '(']).next().unwrap().to_string());
                }
            }
        }
    }
    assert!(
        compared > 10_000 && valid > 2_000,
        "{compared} compared, {valid} valid"
    );
    let expected = [
        "CastlingNotStandard",
        "CastlingWithoutKing",
        "CastlingWithoutRook",
        "EnPassantImpossible",
        "ImpossibleCheck",
        "KingCount",
        "OpponentInCheck",
        "PawnOnBackRank",
        "TooManyPawns",
        "TooManyPieces",
        "TooManyPromoted",
    ];
    assert_eq!(errors.into_iter().collect::<Vec<_>>(), expected);
}

/// Each rule of a position, reached through the builder by hand, with the error FEN text gives.
#[test]
fn every_rule_of_a_position_is_reached_through_the_builder() {
    let start = || PositionBuilder::from(&Position::default());
    let mut cases: Vec<(PositionBuilder, FenError)> = Vec::new();

    let mut no_black_king = start();
    no_black_king.remove_piece(Square::E8);
    let count = 0;
    cases.push((
        no_black_king,
        FenError::KingCount {
            color: Color::Black,
            count,
        },
    ));

    let mut two_kings = start();
    two_kings.set_piece(Square::D4, Color::White, Piece::King);
    let count = 2;
    cases.push((
        two_kings,
        FenError::KingCount {
            color: Color::White,
            count,
        },
    ));

    let mut pawn_on_h8 = start();
    pawn_on_h8.set_piece(Square::H8, Color::White, Piece::Pawn);
    cases.push((pawn_on_h8, FenError::PawnOnBackRank(Square::H8)));

    let mut king_stepped = start();
    king_stepped.remove_piece(Square::E1);
    king_stepped.set_piece(Square::E3, Color::White, Piece::King);
    cases.push((king_stepped, FenError::CastlingWithoutKing('H')));

    let mut rook_gone = start();
    rook_gone.remove_piece(Square::A8);
    cases.push((rook_gone, FenError::CastlingWithoutRook('a')));

    // A right whose rook stands on the other side of the king.
    let mut wrong_side = start();
    wrong_side.set_castling(Color::White, CastlingSide::KingSide, Some(File::A));
    cases.push((wrong_side, FenError::CastlingWithoutRook('K')));

    let mut chess960_as_standard =
        PositionBuilder::from(&position("1k6/8/8/8/8/8/8/5K1R w H - 0 1"));
    chess960_as_standard.set_variant(Variant::Standard);
    let (king, rook) = (Square::F1, Square::H1);
    cases.push((
        chess960_as_standard,
        FenError::CastlingNotStandard { king, rook },
    ));

    let mut no_pawn_passed = start();
    no_pawn_passed.set_en_passant(Some(Square::E6));
    cases.push((no_pawn_passed, FenError::EnPassantImpossible(Square::E6)));

    // A move number of 0 is built as 1, as FEN reads it.
    let mut move_zero = start();
    move_zero.set_fullmove_number(0);
    assert_eq!(move_zero.build().map(|p| p.fullmove_number()), Ok(1));

    let mut black_in_check = PositionBuilder::new();
    black_in_check
        .set_piece(Square::E1, Color::White, Piece::King)
        .set_piece(Square::E8, Color::Black, Piece::King)
        .set_piece(Square::E2, Color::White, Piece::Rook);
    cases.push((black_in_check, FenError::OpponentInCheck));

    for (builder, expected) in &cases {
        assert_eq!(builder.build(), Err(*expected), "{}", fen_of(builder));
        if castling_sides_fit(builder) {
            let read = Position::from_fen(&fen_of(builder), builder.variant());
            assert_eq!(read, Err(*expected), "{}", fen_of(builder));
        }
        assert!(expected.to_string().starts_with("FEN"), "{expected}");
    }
}

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// FEN → position → builder → position is the identity for every suite position, read in every
/// variant that accepts it, and along random games; the builder holds what the position says.
#[test]
fn positions_round_trip_through_the_builder() {
    let mut fens: Vec<String> = all_cases().into_iter().map(|case| case.fen).collect();
    fens.extend(fischer().into_iter().map(|case| case.fen));
    for fen in &fens {
        for variant in Variant::ALL {
            let Ok(position) = Position::from_fen_permissive(fen, variant) else {
                assert_eq!(variant, Variant::Standard, "{fen}");
                continue;
            };
            let builder = PositionBuilder::from(&position);
            assert_eq!(
                builder.build_permissive(),
                Ok(position),
                "{fen} as {variant}"
            );
            let strict = Position::from_fen(fen, variant);
            assert_eq!(builder.build(), strict, "{fen} as {variant}");
            assert_eq!(
                builder.variant(),
                match variant {
                    Variant::Chess960 => Variant::Chess960,
                    _ => Variant::Auto,
                }
            );
            let placed: Vec<_> = builder.placement().collect();
            assert_eq!(placed, position.placement().collect::<Vec<_>>());
            assert_eq!(placed.len() as u32, position.occupied().count());
            for (square, color, piece) in placed {
                assert_eq!(position.piece_at(square), Some((color, piece)));
            }
            assert_eq!(builder.side_to_move(), position.side_to_move());
            assert_eq!(builder.en_passant(), position.en_passant());
            assert_eq!(builder.halfmove_clock(), position.halfmove_clock());
            assert_eq!(builder.fullmove_number(), position.fullmove_number());
            for color in Color::ALL {
                for side in CastlingSide::ALL {
                    let rook = position.castling_rights().rook(color, side);
                    assert_eq!(builder.castling(color, side), rook.map(Square::file));
                }
            }
        }
    }
    random_play(0xface, 3, 100, |position| {
        assert_eq!(PositionBuilder::from(position).build(), Ok(*position));
    });
}

#[test]
fn editing_calls_do_what_a_board_editor_needs() {
    let mut builder = PositionBuilder::new();
    assert_eq!(builder, PositionBuilder::default());
    builder
        .set_piece(Square::E1, Color::White, Piece::King)
        .set_piece(Square::E8, Color::Black, Piece::King)
        .set_piece(Square::A1, Color::White, Piece::Rook)
        .set_piece(Square::H1, Color::White, Piece::Rook);
    // A piece set on an occupied square replaces it, in every bitboard.
    builder.set_piece(Square::H1, Color::Black, Piece::Knight);
    assert_eq!(
        builder.piece_at(Square::H1),
        Some((Color::Black, Piece::Knight))
    );
    assert_eq!(
        builder.pieces(Color::White, Piece::Rook),
        Bitboard::from_square(Square::A1)
    );
    assert_eq!(builder.placement().len(), 4);
    // A drag: the knight from h1 to f3.
    let (color, piece) = builder.remove_piece(Square::H1).unwrap();
    builder.set_piece(Square::F3, color, piece);
    assert_eq!(builder.remove_piece(Square::H1), None);
    // Castling rights toggled like checkboxes.
    builder.set_castling(Color::White, CastlingSide::QueenSide, Some(File::A));
    assert_eq!(
        builder.build().unwrap().to_string(),
        "4k3/8/8/8/8/5n2/8/R3K3 w Q - 0 1"
    );
    builder.set_castling(Color::White, CastlingSide::QueenSide, None);
    assert_eq!(
        builder.build().unwrap().castling_rights(),
        CastlingRights::NONE
    );
    // A Chess960 right: king b1, rook on a1 (queen side) and c1 (king side).
    let mut chess960 = PositionBuilder::new();
    chess960
        .set_piece(Square::B1, Color::White, Piece::King)
        .set_piece(Square::A1, Color::White, Piece::Rook)
        .set_piece(Square::C1, Color::White, Piece::Rook)
        .set_piece(Square::G8, Color::Black, Piece::King)
        .set_castling(Color::White, CastlingSide::KingSide, Some(File::C))
        .set_castling(Color::White, CastlingSide::QueenSide, Some(File::A));
    let built = chess960.build().unwrap();
    assert_eq!(built.to_string(), "6k1/8/8/8/8/8/8/RKR5 w CA - 0 1");
    assert!(built.castling_rights().is_chess960());
    // The board cleared, the rest kept.
    chess960.clear_board();
    assert_eq!(chess960.placement().count(), 0);
    assert_eq!(
        chess960.castling(Color::White, CastlingSide::KingSide),
        Some(File::C)
    );
    // Setting rights from a value; the builder compares by contents.
    let mut all = PositionBuilder::from(&Position::default());
    all.set_castling_rights(CastlingRights::NONE);
    all.set_castling_rights(CastlingRights::ALL);
    assert_eq!(all, PositionBuilder::from(&Position::default()));
}

#[test]
fn dropping_non_standard_rights_names_them_and_keeps_the_rest() {
    // White: king e1, rooks b1 (an inner rook, named by X-FEN's file letter) and h1.
    let fen = "r3k2r/8/8/8/8/8/8/1R2K2R w KBkq - 0 1";
    let mut builder = PositionBuilder::from(&position(fen));
    builder.set_variant(Variant::Standard);
    let refused = FenError::CastlingNotStandard {
        king: Square::E1,
        rook: Square::B1,
    };
    assert_eq!(builder.build(), Err(refused));
    assert_eq!(Position::from_fen(fen, Variant::Standard), Err(refused));
    let dropped = builder.drop_non_standard_castling();
    assert_eq!(dropped.to_string(), "B");
    assert_eq!(
        dropped.rook(Color::White, CastlingSide::QueenSide),
        Some(Square::B1)
    );
    let standard = builder.build().unwrap();
    assert_eq!(standard.to_string(), "r3k2r/8/8/8/8/8/8/1R2K2R w Kkq - 0 1");
    assert!(!standard.castling_rights().is_chess960());
    // Nothing to drop: nothing changes.
    assert_eq!(builder.drop_non_standard_castling().bits(), 0);
    // In the Chess960 suite's positions, exactly the rights with the king off the e-file or
    // the rook off the corner go; the others stay.
    let mut dropped_rights = 0;
    for case in fischer() {
        let rights = position(&case.fen).castling_rights();
        let mut builder = PositionBuilder::from(&position(&case.fen));
        let dropped = builder.drop_non_standard_castling();
        builder.set_variant(Variant::Standard);
        let kept = builder.build().unwrap().castling_rights();
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let Some(rook) = rights.rook(color, side) else {
                    assert!(!dropped.has(color, side) && !kept.has(color, side));
                    continue;
                };
                let corner = [File::H, File::A][side as usize];
                let standard = rights.king_file(color) == Some(File::E) && rook.file() == corner;
                assert_eq!(dropped.has(color, side), !standard, "{}", case.fen);
                assert_eq!(kept.has(color, side), standard, "{}", case.fen);
                if !standard {
                    assert_eq!(dropped.rook(color, side), Some(rook));
                    dropped_rights += 1;
                }
            }
        }
    }
    assert!(dropped_rights > 3_000, "{dropped_rights}");
}
