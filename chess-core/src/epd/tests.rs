use std::string::ToString;
use std::vec::Vec;

use super::*;
use crate::FenError;
use crate::perft::Suite;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

fn record(text: &str) -> Epd<'_> {
    Epd::parse(text).unwrap_or_else(|error| panic!("{text}: {error}"))
}

#[test]
fn both_forms_read_alike() {
    let standard = record("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - D1 20; D2 400;");
    let suite = record("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400\n");
    let packed = record("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -;D1 20;;D2 400");
    for epd in [standard, suite, packed] {
        assert_eq!(*epd.position(), Position::default());
        assert_eq!(epd.perft_counts().collect::<Vec<_>>(), [(1, 20), (2, 400)]);
        assert_eq!(epd.perft_count(1), Some(20));
        assert_eq!(epd.perft_count(3), None);
        assert_eq!(epd.operations().count(), 2);
    }
    // The clocks given as fields are kept and written back as fields.
    assert_eq!(
        suite.to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 D1 20; D2 400;"
    );
    assert_eq!(
        standard.to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - D1 20; D2 400;"
    );
    let clocks = record("4k3/8/8/8/8/8/8/4K3 b - - 12 40");
    assert_eq!(clocks.position().halfmove_clock(), 12);
    assert_eq!(clocks.position().fullmove_number(), 40);
    assert_eq!(clocks.to_string(), "4k3/8/8/8/8/8/8/4K3 b - - 12 40");
    assert_eq!(record(START).to_string(), START);
    assert_eq!(record(START).operations().count(), 0);
}

#[test]
fn operations_and_their_operands() {
    let text = r#"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5 Bc4; am Ng5; id "Ruy \"or\" Italian"; c9 "9"; acs 10; pv Bb5 a6 Ba4; noop;"#;
    let epd = record(text);
    let position = epd.position();
    let mv = |uci| position.parse_move(uci).unwrap();
    assert_eq!(
        epd.best_moves().collect::<Vec<_>>(),
        [mv("f1b5"), mv("f1c4")]
    );
    assert_eq!(epd.avoid_moves().collect::<Vec<_>>(), [mv("f3g5")]);
    assert_eq!(epd.id(), Some(r#"Ruy \"or\" Italian"#));
    assert_eq!(epd.comment(9), Some("9"));
    assert_eq!(epd.comment(0), None);
    assert_eq!(epd.comment(10), None);
    let opcodes: Vec<&str> = epd.operations().map(|op| op.opcode()).collect();
    assert_eq!(opcodes, ["bm", "am", "id", "c9", "acs", "pv", "noop"]);
    let pv = epd.operation("pv").unwrap();
    assert_eq!(
        pv.operands().collect::<Vec<_>>(),
        [
            Operand::Word("Bb5"),
            Operand::Word("a6"),
            Operand::Word("Ba4")
        ]
    );
    assert_eq!(pv.to_string(), "pv Bb5 a6 Ba4;");
    assert_eq!(epd.operation("noop").unwrap().to_string(), "noop;");
    assert_eq!(epd.operation("xyz"), None);
    assert_eq!(epd.to_string(), text);
    // Moves in SAN as the record writes them (any form parse_san reads), written back as SAN.
    let loose = record("4k3/8/8/8/8/8/8/4K2R w K - bm 0-0 Rh8+;");
    assert_eq!(loose.to_string(), "4k3/8/8/8/8/8/8/4K2R w K - bm O-O Rh8+;");
    assert!(loose.best_moves().all(|mv| loose.position().is_legal(mv)));
}

#[test]
fn hmvc_and_fmvn_set_the_clocks() {
    let epd = record("4k3/8/8/8/8/8/8/4K3 w - - hmvc 7; fmvn 31;");
    assert_eq!(epd.position().halfmove_clock(), 7);
    assert_eq!(epd.position().fullmove_number(), 31);
    // Written as read: four fields and the two operations, which read back to the same clocks.
    assert_eq!(record(&epd.to_string()).position(), epd.position());
}

#[test]
fn new_writes_the_four_fields() {
    let epd = Epd::new(Position::default());
    assert_eq!(epd.to_string(), START);
    assert_eq!(epd.operations().count(), 0);
    assert_eq!(epd.best_moves().count(), 0);
}

#[test]
fn every_fault_is_named_with_its_column() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";
    let cases = [
        ("", EpdError::MissingFields(0)),
        ("   8/8/8/8/8/8/8/K1k5 w", EpdError::MissingFields(2)),
        ("8/8/8/8/8/8/8/K1k5 w - ;D1 3", EpdError::MissingFields(3)),
        (
            "8/8/8/8/8/8/8/K1k6 w - -",
            EpdError::Fen(FenError::RankLength {
                rank: crate::Rank::First,
                squares: 9,
            }),
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - 0 65536",
            EpdError::Fen(FenError::FullmoveNumber),
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - 1bm e4;",
            EpdError::Opcode { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - D1 3; b-m e4;",
            EpdError::Opcode { column: 32 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - id \"x;",
            EpdError::UnclosedString { column: 29 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - id \"x\\\";",
            EpdError::UnclosedString { column: 29 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - D1 3; D1 3;",
            EpdError::RepeatedOpcode { column: 32 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - D1;",
            EpdError::PerftCount { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - D1 three;",
            EpdError::PerftCount { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - D1 -3;",
            EpdError::PerftCount { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - D1 3 4;",
            EpdError::PerftCount { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - D99999999999 1;",
            EpdError::PerftCount { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - D1 18446744073709551616;",
            EpdError::PerftCount { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - id;",
            EpdError::Text { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - c0 \"a\" \"b\";",
            EpdError::Text { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - hmvc x;",
            EpdError::Clock { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - fmvn -1;",
            EpdError::Clock { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - hmvc 65536;",
            EpdError::Clock { column: 26 },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - bm;",
            EpdError::Move {
                column: 26,
                error: SanError::Malformed,
            },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - bm Ka2 Kb3;",
            EpdError::Move {
                column: 33,
                error: SanError::Illegal,
            },
        ),
        (
            "8/8/8/8/8/8/8/K1k5 w - - am \"Ka2\";",
            EpdError::Move {
                column: 29,
                error: SanError::Malformed,
            },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(Epd::parse(text), Err(expected), "{text}");
    }
    // Columns count characters, not bytes.
    let text = std::format!("{kiwipete} c0 \"é\"; D1 x;");
    let column = kiwipete.len() + 1 + "c0 \"é\"; ".chars().count() + 1;
    assert_eq!(Epd::parse(&text), Err(EpdError::PerftCount { column }));
    assert_eq!(
        EpdError::PerftCount { column: 40 }.to_string(),
        "column 40: D<n> takes one count: n a depth, the count a whole number of leaf nodes"
    );
    assert_eq!(
        EpdError::MissingFields(2).to_string(),
        "EPD has 2 of the 4 position fields (placement, side to move, castling, en passant)"
    );
    assert!(
        EpdError::Fen(FenError::SideToMove)
            .to_string()
            .starts_with("FEN side to move")
    );
}

/// Every record of the perft suites reads, writes, and reads back to the same position and
/// counts; what it writes is written again unchanged.
#[test]
fn the_suites_read_and_write_back() {
    let mut records = 0;
    for name in ["standard.epd", "fischer.epd"] {
        let text = chess_testkit::suites::text(name);
        for (number, line) in text.lines().enumerate() {
            let epd = record(line);
            let written = epd.to_string();
            let again = record(&written);
            assert_eq!(
                again.position(),
                epd.position(),
                "{name} line {}",
                number + 1
            );
            assert!(again.perft_counts().eq(epd.perft_counts()));
            assert!(epd.perft_counts().count() >= 1);
            assert_eq!(again.to_string(), written);
            // The FEN as chess-core writes it (Chess960 rights that look standard as `KQkq`),
            // and the counts as the line has them, in standard EPD's punctuation.
            let operations: Vec<&str> = line.split(" ;").skip(1).collect();
            let expected = std::format!("{} {};", epd.position(), operations.join("; "));
            assert_eq!(written, expected);
            records += 1;
        }
        // The suite reader reads the same records.
        assert_eq!(Suite::new(&text).count(), text.lines().count());
    }
    assert_eq!(records, 128 + 960);
}
