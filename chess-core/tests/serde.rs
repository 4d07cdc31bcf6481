//! serde (feature `serde`): every value through JSON (text) and postcard (compact numbers), with
//! the exact text and bytes each form promises; moves and positions of the perft suites and of
//! random games; every way of handing text to a deserializer (borrowed, transient, owned, bytes);
//! and the errors a bad value gives.
#![cfg(feature = "serde")]

mod common;

use chess_core::{
    Bitboard, CastlingRights, CastlingSide, Color, FenError, File, Move, Piece, Position, Rank,
    Square, UciMove, Variant,
};
use common::{fischer, random_play, standard, tricky};
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

/// Every legal move of `position`: its JSON is its UCI text, and reads back as the move
/// `try_play` plays as the original (text cannot say castling or en passant, the position
/// does); its postcard bytes keep all 16 bits.
fn check_moves(position: &Position, seen: &mut [usize; 2]) {
    for mv in position.legal_moves() {
        let text = serde_json::to_string(&mv).unwrap();
        assert_eq!(text, format!("\"{mv}\""));
        let read: Move = serde_json::from_str(&text).unwrap();
        assert_eq!(read.uci(), mv.uci());
        let (mut played, mut expected) = (*position, *position);
        played
            .try_play(read)
            .unwrap_or_else(|e| panic!("{position} {mv}: {e}"));
        expected.play(mv);
        assert_eq!(played, expected, "{position} {mv}");
        seen[usize::from(read != mv)] += 1;
        postcard(&mv);
        json(&mv.uci());
        postcard(&mv.uci());
    }
}

#[test]
fn moves_are_uci_text_and_their_16_bits() {
    let mut seen = [0; 2];
    for case in standard().iter().chain(&fischer()).chain(&tricky()) {
        check_moves(
            &Position::from_fen_permissive(&case.fen, chess_core::Variant::Auto).unwrap(),
            &mut seen,
        );
    }
    random_play(19, 3, 120, |position| check_moves(position, &mut seen));
    // Castling and en passant met, and read back as plain moves that play the same.
    assert!(seen[0] > 50_000 && seen[1] > 300, "{seen:?}");

    assert_eq!(json(&Move::NULL), "\"0000\"");
    assert_eq!(postcard(&Move::NULL), [0]);
    let promotion = Move::promotion(Square::E7, Square::E8, Piece::Queen).unwrap();
    assert_eq!(json(&promotion), "\"e7e8q\"");
    assert_eq!(
        serde_json::from_str::<Move>("\"e7e8Q\"").unwrap(),
        promotion
    );
    // Two bytes at most, and any 16 bits read back as they were.
    assert_eq!(postcard(&Move::from_bits(u16::MAX)).len(), 3);
    for bits in (0..=u16::MAX).step_by(7) {
        postcard(&Move::from_bits(bits));
    }
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
    let castling = Move::castling(Square::E1, Square::G1);
    assert_eq!(
        postcard(&castling.uci()),
        postcard(&Move::new(Square::E1, Square::G1))
    );
    assert!(postcard::from_bytes::<UciMove>(&postcard(&castling)).is_err());
}

#[test]
fn positions_are_fen_in_every_format() {
    let mut count = 0;
    let mut check = |position: &Position| {
        let fen = position.to_string();
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
fn a_position_declared_chess960_reads_back_as_its_fen_says() {
    // FEN has no field for the variant: a Chess960 game whose rights look standard reads back as
    // `parse` reads it. Keep the variant beside it to read it as it was.
    let declared = Position::from_fen(&Position::default().to_string(), Variant::Chess960).unwrap();
    let text = serde_json::to_string(&(Variant::Chess960, &declared)).unwrap();
    assert_eq!(
        text,
        r#"["chess960","rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"]"#
    );
    let (variant, read): (Variant, Position) = serde_json::from_str(&text).unwrap();
    assert_eq!(read, text_as_auto(&declared));
    assert_eq!(
        Position::from_fen(&read.to_string(), variant).unwrap(),
        declared
    );
}

fn text_as_auto(position: &Position) -> Position {
    position.to_string().parse().unwrap()
}

#[test]
fn castling_rights_are_fen_text_when_standard_and_bits_always() {
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
    // Chess960 rights, with their kings' files and the declared flag: exact in binary, refused as
    // text rather than written in a form that could not be read back.
    let mut count = 0;
    for case in fischer() {
        let declared = Position::from_fen(&case.fen, Variant::Chess960).unwrap();
        let recognised: Position =
            Position::from_fen_permissive(&case.fen, chess_core::Variant::Auto).unwrap();
        let recognised = recognised.castling_rights();
        // Read as `Auto`, rights that look standard are standard ones.
        let rights = [
            Some(declared.castling_rights()),
            recognised.is_chess960().then_some(recognised),
        ];
        for rights in rights.into_iter().flatten() {
            assert!(rights.is_chess960());
            assert!(postcard(&rights).len() <= 4);
            let error = serde_json::to_string(&rights).unwrap_err().to_string();
            assert!(error.contains("Chess960 castling rights"), "{error}");
            count += 1;
        }
    }
    assert!(count > 960, "{count}"); // Every one declared, most recognised too.

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
    assert!(read(king_side).is_err());
    assert!(read(king_on_c).is_err()); // a king file for a colour with no right
    assert!(read(none | 1 << 23).is_err());
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
