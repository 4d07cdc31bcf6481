//! serde (feature `serde`): every value through JSON (text) and postcard (compact numbers), read
//! back equal, with the exact text and bytes each form promises; moves, positions and castling
//! rights of the perft suites and of random games, standard and Chess960 (property tests);
//! every way of handing text to a deserializer (borrowed, transient, owned, bytes); and the
//! errors a bad value gives.
#![cfg(feature = "serde")]

mod common;

use std::sync::LazyLock;

use chess_core::{
    Bitboard, CastlingRights, CastlingSide, Color, FenError, File, Move, Outcome, Piece, Position,
    Rank, Square, UciMove, Variant,
};
use common::{Random, STARTS, fischer, random_move, random_play, standard, tricky};
use proptest::prelude::*;
use serde::de::value::{BorrowedStrDeserializer, BytesDeserializer, Error as ValueError};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// The JSON of `value`, which must read back equal.
fn json<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) -> String {
    let text = serde_json::to_string(value).unwrap();
    assert_eq!(&serde_json::from_str::<T>(&text).unwrap(), value, "{text}");
    text
}

/// The postcard bytes of `value`, written into a buffer on the stack as firmware would, which
/// must read back equal.
fn postcard<T: Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug>(
    value: &T,
) -> Vec<u8> {
    let mut buffer = [0; 128];
    let bytes = postcard::to_slice(value, &mut buffer).unwrap();
    assert_eq!(
        &postcard::from_bytes::<T>(bytes).unwrap(),
        value,
        "{bytes:?}"
    );
    bytes.to_vec()
}

#[test]
fn squares_files_ranks_colors_pieces_and_variants_are_text_and_one_byte() {
    for square in Square::ALL {
        assert_eq!(json(&square), format!("\"{square}\""));
        assert_eq!(postcard(&square), [square.index() as u8]);
    }
    for file in File::ALL {
        assert_eq!(json(&file), format!("\"{}\"", file.to_char()));
        assert_eq!(postcard(&file), [file.index() as u8]);
    }
    for rank in Rank::ALL {
        assert_eq!(json(&rank), format!("\"{}\"", rank.to_char()));
        assert_eq!(postcard(&rank), [rank.index() as u8]);
    }
    assert_eq!(json(&Color::White), "\"white\"");
    assert_eq!(postcard(&Color::Black), [1]);
    assert_eq!(json(&Piece::Knight), "\"knight\"");
    assert_eq!(postcard(&Piece::King), [5]);
    for piece in Piece::ALL {
        assert_eq!(postcard(&piece), [piece.index() as u8]);
    }
    assert_eq!(json(&Variant::Chess960), "\"chess960\"");
    assert_eq!(postcard(&Variant::Auto), [2]);
    // Text reads whatever `FromStr` reads: FEN's letters too.
    assert_eq!(
        serde_json::from_str::<Color>("\"b\"").unwrap(),
        Color::Black
    );
    assert_eq!(
        serde_json::from_str::<Piece>("\"Q\"").unwrap(),
        Piece::Queen
    );
    // A struct of them, as a GUI would send one.
    let pair: (Square, Option<Piece>) = serde_json::from_str(r#"["e8", "queen"]"#).unwrap();
    assert_eq!(pair, (Square::E8, Some(Piece::Queen)));
}

#[test]
fn bitboards_are_hexadecimal_text_and_a_varint() {
    let bitboard = Bitboard::from_iter([Square::E2, Square::E5]);
    assert_eq!(json(&bitboard), "\"0x0000001000001000\"");
    assert_eq!(json(&Bitboard(u64::MAX)), "\"0xffffffffffffffff\"");
    assert_eq!(postcard(&Bitboard(5)), [5]);
    assert_eq!(postcard(&Bitboard(u64::MAX)).len(), 10);
}

/// The JSON text of a move: UCI, then its kind where UCI cannot say it.
fn move_text(mv: Move) -> String {
    match (mv.is_castling(), mv.is_en_passant()) {
        (true, _) => format!("\"{mv} (castling)\""),
        (_, true) => format!("\"{mv} (en passant)\""),
        _ => format!("\"{mv}\""),
    }
}

/// Every legal move of `position` reads back equal from JSON (its text) and postcard (its 16
/// bits), as does its `UciMove`; `seen` counts castling, en passant and promotions met.
fn check_moves(position: &Position, seen: &mut [usize; 3]) {
    for mv in position.legal_moves() {
        assert_eq!(json(&mv), move_text(mv), "{position}");
        assert!(postcard(&mv).len() <= 3);
        json(&mv.uci());
        postcard(&mv.uci());
        let kinds = [
            mv.is_castling(),
            mv.is_en_passant(),
            mv.promotion_piece().is_some(),
        ];
        for (count, kind) in seen.iter_mut().zip(kinds) {
            *count += usize::from(kind);
        }
    }
}

#[test]
fn moves_are_uci_text_with_their_kind_and_their_16_bits() {
    let mut seen = [0; 3];
    for case in standard().iter().chain(&fischer()).chain(&tricky()) {
        check_moves(
            &Position::from_fen_permissive(&case.fen, chess_core::Variant::Auto).unwrap(),
            &mut seen,
        );
    }
    random_play(19, 3, 120, |position| check_moves(position, &mut seen));
    assert!(seen[0] > 300 && seen[1] > 10 && seen[2] > 300, "{seen:?}");

    let castling = Move::castling(Square::E1, Square::G1);
    assert_eq!(json(&castling), r#""e1g1 (castling)""#);
    assert_eq!(
        json(&Move::castling(Square::B1, Square::A1)),
        r#""b1a1 (castling)""#
    );
    assert_eq!(
        json(&Move::en_passant(Square::E5, Square::D6)),
        r#""e5d6 (en passant)""#
    );
    assert_eq!(json(&Move::new(Square::E1, Square::G1)), r#""e1g1""#);
    assert_eq!(json(&Move::NULL), "\"0000\"");
    assert_eq!(postcard(&Move::NULL), [0]);
    let promotion = Move::promotion(Square::E7, Square::E8, Piece::Queen).unwrap();
    assert_eq!(json(&promotion), "\"e7e8q\"");
    assert_eq!(
        serde_json::from_str::<Move>("\"e7e8Q\"").unwrap(),
        promotion
    );
    // Bits no move has (kind 3, 8 to 15, or one square twice) are their number in JSON too.
    assert_eq!(json(&Move::from_bits(0x3000 | 12 << 6 | 28)), "13084");
    assert_eq!(json(&Move::new(Square::B1, Square::B1)), "65");
    // Two bytes at most, and any 16 bits read back as they were.
    assert_eq!(postcard(&Move::from_bits(u16::MAX)).len(), 3);
    for bits in (0..=u16::MAX).step_by(7) {
        json(&Move::from_bits(bits));
        postcard(&Move::from_bits(bits));
    }
    // A kind on a promotion, or on a text that is no move, is refused.
    for wrong in [
        "e7e8q (castling)",
        "e1e1 (castling)",
        "e5d6 (en passant) ",
        "e1g1 (Castling)",
    ] {
        assert!(
            serde_json::from_str::<Move>(&format!("\"{wrong}\"")).is_err(),
            "{wrong}"
        );
    }
    assert!(serde_json::from_str::<Move>("65536").is_err());
    // SAN is written as text in every format (reading it needs the position).
    let position = Position::default();
    let knight = position.san(position.parse_move("g1f3").unwrap());
    assert_eq!(serde_json::to_string(&knight).unwrap(), "\"Nf3\"");
    let mut buffer = [0; 8];
    assert_eq!(
        postcard::to_slice(&knight, &mut buffer).unwrap(),
        b"\x03Nf3"
    );
    // A `UciMove`'s bits are those of the plain move, and only those.
    assert_eq!(
        postcard(&castling.uci()),
        postcard(&Move::new(Square::E1, Square::G1))
    );
    assert!(postcard::from_bytes::<UciMove>(&postcard(&castling)).is_err());
    assert!(
        postcard::from_bytes::<UciMove>(&postcard(&Move::new(Square::C3, Square::C3))).is_err()
    );
    // One that UCI cannot say is an error, not written as another move.
    let (from, to) = (Square::E7, Square::E8);
    for unsayable in [
        UciMove {
            from,
            to: from,
            promotion: None,
        },
        UciMove {
            from,
            to,
            promotion: Some(Piece::King),
        },
        UciMove {
            from,
            to,
            promotion: Some(Piece::Pawn),
        },
    ] {
        assert!(serde_json::to_string(&unsayable).is_err());
        assert!(postcard::to_slice(&unsayable, &mut buffer).is_err());
    }
}

#[test]
fn positions_are_fen_in_every_format() {
    let mut count = 0;
    let mut check = |position: &Position| {
        // The FEN as `Display` writes it, but with the en-passant square the hash counts
        // (Polyglot's rule), so that the hash reads back too.
        let mut fields: Vec<String> = position.to_string().split(' ').map(String::from).collect();
        fields[3] = position
            .en_passant()
            .map_or_else(|| "-".to_string(), |square| square.to_string());
        let fen = fields.join(" ");
        assert_eq!(json(position), format!("\"{fen}\""));
        let bytes = postcard(position);
        assert_eq!(&bytes[1..], fen.as_bytes()); // a length byte, then the FEN
        count += 1;
    };
    for case in standard().iter().chain(&fischer()).chain(&tricky()) {
        check(&Position::from_fen_permissive(&case.fen, chess_core::Variant::Auto).unwrap());
    }
    random_play(20, 2, 150, &mut check);
    assert!(count > 2_000, "{count}");
}

#[test]
fn a_position_declared_chess960_is_its_fen_after_chess960() {
    let start = Position::default().to_string();
    let declared = Position::from_fen(&start, Variant::Chess960).unwrap();
    let text = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
    assert_eq!(json(&declared), format!("\"chess960 {text}\""));
    assert_eq!(
        &postcard(&declared)[1..],
        format!("chess960 {text}").as_bytes()
    );
    // Its FEN alone would read back a standard game.
    assert_ne!(text.parse::<Position>().unwrap(), declared);
    // Declared with no right left: `-` says nothing of the variant either.
    let bare = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Variant::Chess960).unwrap();
    assert_eq!(json(&bare), r#""chess960 4k3/8/8/8/8/8/8/4K3 w - - 0 1""#);
    // Recognised from its rights (read as `Auto`), a Chess960 position is its FEN alone.
    let fischer = "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1";
    assert_eq!(
        json(&fischer.parse::<Position>().unwrap()),
        format!("\"{fischer}\"")
    );
    // Any variant's name is read before a FEN, and read as `from_fen` reads it.
    let read: Position = serde_json::from_str(&format!("\"standard {start}\"")).unwrap();
    assert_eq!(read, Position::default());
    let error = serde_json::from_str::<Position>(&format!("\"standard {fischer}\""));
    assert!(error.unwrap_err().to_string().contains("castling"));
}

#[test]
fn text_is_read_borrowed_transient_owned_or_as_bytes() {
    // Borrowed from the input (postcard, or JSON without escapes).
    let fen = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    let borrowed = BorrowedStrDeserializer::<ValueError>::new(fen);
    assert_eq!(Position::deserialize(borrowed).unwrap().to_string(), fen);
    // Transient: JSON with an escape is unescaped into a scratch buffer.
    assert_eq!(
        serde_json::from_str::<Square>(r#""\u0065\u0034""#).unwrap(),
        Square::E4
    );
    // Owned: a `serde_json::Value` hands over its `String`.
    let value = serde_json::Value::String(fen.to_string());
    assert_eq!(
        serde_json::from_value::<Position>(value)
            .unwrap()
            .to_string(),
        fen
    );
    // From a reader, as a file or socket gives it.
    let read: Position = serde_json::from_reader(format!("\"{fen}\"").as_bytes()).unwrap();
    assert_eq!(read.to_string(), fen);
    // Bytes, as some binary formats give strings.
    assert_eq!(
        Move::deserialize(BytesDeserializer::<ValueError>::new(b"g1f3"))
            .unwrap()
            .to_string(),
        "g1f3"
    );
    let error = Square::deserialize(BytesDeserializer::<ValueError>::new(b"e\xff")).unwrap_err();
    assert!(
        error.to_string().starts_with("invalid value: byte array"),
        "{error}"
    );
}

fn json_error<T: DeserializeOwned + std::fmt::Debug>(text: &str) -> String {
    serde_json::from_str::<T>(text).unwrap_err().to_string()
}

#[test]
fn a_bad_value_gives_the_parse_error_message() {
    let error = serde_json::from_str::<Position>(r#""8/8/8/8 w - - 0 1""#).unwrap_err();
    let expected = "8/8/8/8 w - - 0 1"
        .parse::<Position>()
        .unwrap_err()
        .to_string();
    assert_eq!(error.to_string(), format!("{expected} at line 1 column 19"));
    let error = serde_json::from_str::<Position>(r#""4k3/8/8/8/8/8/8/4K3 x - - 0 1""#)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with(&FenError::SideToMove.to_string()),
        "{error}"
    );
    let error = json_error::<Square>(r#""z9""#);
    assert!(
        error.starts_with(&"z9".parse::<Square>().unwrap_err().to_string()),
        "{error}"
    );
    let error = json_error::<Move>(r#""e2e9""#);
    assert!(
        error.starts_with(&"e2e9".parse::<Move>().unwrap_err().to_string()),
        "{error}"
    );
    let error = json_error::<Color>(r#""red""#);
    assert!(
        error.starts_with(&"red".parse::<Color>().unwrap_err().to_string()),
        "{error}"
    );
    // A number where text belongs, and text where a number belongs.
    let error = json_error::<Square>("28");
    assert!(
        error.starts_with("invalid type: integer `28`, expected a square"),
        "{error}"
    );
    assert!(postcard::from_bytes::<Square>(&[64]).is_err());
    assert!(postcard::from_bytes::<File>(&[8]).is_err());
    assert!(postcard::from_bytes::<Piece>(&[6]).is_err());
    assert!(postcard::from_bytes::<Color>(&[2]).is_err());
    assert!(postcard::from_bytes::<Position>(&[3, b'a', b'b', b'c']).is_err());
    assert!(postcard::from_bytes::<Position>(&[2, 0xff, 0xfe]).is_err());
}

#[test]
fn errors_serialize_as_their_message() {
    let error = "8/8 w - - 0 1".parse::<Position>().unwrap_err();
    assert_eq!(
        serde_json::to_string(&error).unwrap(),
        format!("\"{error}\"")
    );
    let reply: Result<Position, FenError> = Err(error);
    assert_eq!(
        serde_json::to_string(&reply).unwrap(),
        format!("{{\"Err\":\"{error}\"}}")
    );
    let reply: Result<Position, FenError> = Ok(Position::default());
    assert_eq!(
        serde_json::to_string(&reply).unwrap(),
        format!("{{\"Ok\":\"{}\"}}", Position::default())
    );
    let error = "e2".parse::<Move>().unwrap_err();
    assert_eq!(
        serde_json::to_string(&error).unwrap(),
        format!("\"{error}\"")
    );
    let error = "x".parse::<Square>().unwrap_err();
    let mut buffer = [0; 64];
    let bytes = postcard::to_slice(&error, &mut buffer).unwrap();
    assert_eq!(&bytes[1..], error.to_string().as_bytes());
}

#[test]
fn castling_rights_are_their_fen_field_with_the_kings_when_chess960() {
    for bits in 0..16u8 {
        let mut rights = CastlingRights::NONE;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if bits >> (2 * color as u8 + side as u8) & 1 != 0 {
                    rights = rights.with(color, side);
                }
            }
        }
        assert_eq!(json(&rights), format!("\"{rights}\""));
        postcard(&rights);
    }
    assert_eq!(json(&CastlingRights::ALL), "\"KQkq\"");
    assert_eq!(json(&CastlingRights::NONE), "\"-\"");
    // Chess960 rights, with their kings' files and the declared flag, in both forms.
    let mut count = 0;
    for case in fischer() {
        let declared = Position::from_fen(&case.fen, Variant::Chess960).unwrap();
        let recognised = case.fen.parse::<Position>().unwrap().castling_rights();
        let field = case.fen.split(' ').nth(2).unwrap();
        let white = declared.king(Color::White).file().to_char();
        let black = declared.king(Color::Black).file().to_char();
        // The king of each colour that has a right in the field.
        let mut kings = String::new();
        if field.contains(|c: char| c.is_ascii_uppercase()) {
            kings.push(white.to_ascii_uppercase());
        }
        if field.contains(|c: char| c.is_ascii_lowercase()) {
            kings.push(black);
        }
        let expected = format!("chess960 {field} {kings}");
        assert_eq!(
            json(&declared.castling_rights()),
            format!("\"{}\"", expected.trim_end())
        );
        assert!(postcard(&declared.castling_rights()).len() <= 4);
        if recognised.is_chess960() {
            assert_eq!(json(&recognised), format!("\"{field} {kings}\""));
            postcard(&recognised);
            count += 1;
        }
    }
    assert!(count > 900, "{count}"); // Most start positions have rights that look Chess960.
    // A text that another value would write, or none would, is refused.
    for wrong in [
        "KQkq Ee",
        "HAha Ee",
        "GBgb",
        "BGbg Cc",
        "GBgb Cc Dd",
        "chess960 KQkq",
        "Kq k",
    ] {
        let error = serde_json::from_str::<CastlingRights>(&format!("\"{wrong}\""));
        assert!(error.is_err(), "{wrong}");
    }

    // White's king on c1 with its rook on b1: a queen-side right, never a king-side one.
    let none: u32 = postcard::from_bytes(&postcard(&CastlingRights::NONE)).unwrap();
    let king_on_c = none & !(7 << 16) | (File::C as u32) << 16;
    let queen_side = king_on_c & !(7 << 7) | (File::B as u32) << 7 | 0b10;
    let king_side = king_on_c & !(7 << 4) | (File::B as u32) << 4 | 0b01;
    let read = |bits: u32| {
        let mut buffer = [0; 8];
        let bytes = postcard::to_slice(&bits, &mut buffer).unwrap();
        postcard::from_bytes::<CastlingRights>(bytes)
    };
    let rights = read(queen_side).unwrap();
    assert_eq!(
        rights.rook(Color::White, CastlingSide::QueenSide),
        Some(Square::B1)
    );
    assert_eq!(rights.king_file(Color::White), Some(File::C));
    assert_eq!(json(&rights), "\"B C\"");
    assert!(read(king_side).is_err());
    assert!(read(king_on_c).is_err()); // a king file for a colour with no right
    assert!(read(none | 1 << 23).is_err());
}

#[test]
fn outcomes_are_their_name_and_winner_and_one_byte() {
    let winner = |winner| Outcome::Checkmate { winner };
    let outcomes = [
        (winner(Color::White), "checkmate, white wins"),
        (winner(Color::Black), "checkmate, black wins"),
        (Outcome::Stalemate, "stalemate"),
        (Outcome::InsufficientMaterial, "insufficient material"),
        (Outcome::FiftyMoveRule, "fifty-move rule"),
        (Outcome::ThreefoldRepetition, "threefold repetition"),
        (Outcome::SeventyFiveMoveRule, "seventy-five-move rule"),
        (Outcome::FivefoldRepetition, "fivefold repetition"),
    ];
    for (byte, (outcome, text)) in outcomes.into_iter().enumerate() {
        assert_eq!(json(&outcome), format!("\"{text}\""));
        assert_eq!(postcard(&outcome), [byte as u8]);
    }
    // What a service sends: `null` while the game goes on.
    let mate: Position = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    assert_eq!(json(&mate.outcome()), "\"checkmate, white wins\"");
    assert_eq!(json(&Position::default().outcome()), "null");
    for wrong in [
        "\"checkmate\"",
        "\"Stalemate\"",
        "\"stalemate, white wins\"",
        "3",
    ] {
        assert!(serde_json::from_str::<Outcome>(wrong).is_err(), "{wrong}");
    }
    assert!(postcard::from_bytes::<Outcome>(&[outcomes.len() as u8]).is_err());
}

/// The start positions of the property test: the random-play starts, then the 960 of Chess960.
static STARTS_960: LazyLock<Vec<String>> = LazyLock::new(|| {
    let fischer = fischer().into_iter().map(|case| case.fen);
    STARTS
        .iter()
        .map(|fen| fen.to_string())
        .chain(fischer)
        .collect()
});

/// Every value of `position` that serializes: itself, its castling rights, its outcome, and
/// each legal move (with its `UciMove`), through both formats.
fn round_trip_all(position: &Position) {
    // `==` counts only a legal en-passant square; the hash (and `en_passant`) keep Polyglot's.
    let text = json(position);
    let back: Position = serde_json::from_str(&text).unwrap();
    assert_eq!(
        (back.hash(), back.en_passant()),
        (position.hash(), position.en_passant()),
        "{text}"
    );
    let bytes = postcard(position);
    let back: Position = postcard::from_bytes(&bytes).unwrap();
    assert_eq!(back.hash(), position.hash(), "{text}");
    json(&position.castling_rights());
    postcard(&position.castling_rights());
    json(&position.outcome());
    postcard(&position.outcome());
    check_moves(position, &mut [0; 3]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A random game from a random start, read as the FEN says or declared Chess960: every
    /// position, castling rights, outcome and move on the way reads back equal.
    #[test]
    fn random_games_read_back_equal(
        start in 0..STARTS.len() + 960,
        declared in any::<bool>(),
        seed in any::<u64>(),
        plies in 0..160usize,
    ) {
        let variant = if declared { Variant::Chess960 } else { Variant::Auto };
        let mut position = Position::from_fen(&STARTS_960[start], variant).unwrap();
        let mut random = Random::new(seed);
        for _ in 0..plies {
            round_trip_all(&position);
            let Some(mv) = random_move(&mut random, &position) else {
                break;
            };
            position.play(mv);
        }
        round_trip_all(&position);
    }

    /// Any 16 bits, a move or not, read back as they were in both formats.
    #[test]
    fn any_16_bits_read_back_equal(bits in any::<u16>()) {
        json(&Move::from_bits(bits));
        postcard(&Move::from_bits(bits));
    }
}
