//! The command-line tool as scripts use it: output formats, streaming, and errors (exit 2, one
//! line on stderr, nothing on stdout, never a panic).

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use common::Random;

fn chess_tables(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chess-tables"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let text = stdin.to_string();
    let writer = std::thread::spawn(move || input.write_all(text.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    output
}

fn stdout(output: &Output) -> &str {
    std::str::from_utf8(&output.stdout).unwrap()
}

fn stderr(output: &Output) -> &str {
    std::str::from_utf8(&output.stderr).unwrap()
}

/// Asserts a clean bad-input failure and returns its one line.
fn bad_input(args: &[&str], stdin: &str) -> String {
    let output = chess_tables(args, stdin);
    assert_eq!(
        output.status.code(),
        Some(2),
        "{args:?}: {}",
        stderr(&output)
    );
    let message = stderr(&output);
    assert_eq!(
        message.lines().count(),
        1,
        "{args:?}: one line, got {message:?}"
    );
    assert!(message.starts_with("chess-tables: "), "{message}");
    assert!(!message.contains("panicked"), "{message}");
    message.trim_end().to_string()
}

#[test]
fn attacks_answers_match_shakmaty_for_every_piece() {
    let pieces = [
        "rook", "bishop", "queen", "knight", "king", "wpawn", "bpawn",
    ];
    let mut random = Random::new(0xa77ac);
    let mut queries = String::new();
    let mut expected = String::new();
    for _ in 0..20_000 {
        let piece = pieces[(random.next_u64() % 7) as usize];
        let square = shakmaty::Square::new(u32::from(random.square()));
        let occupied = random.occupancy();
        queries += &format!("{piece} {square} {occupied:#x}\n");
        let board = shakmaty::Bitboard(occupied);
        let attacked = match piece {
            "rook" => shakmaty::attacks::rook_attacks(square, board),
            "bishop" => shakmaty::attacks::bishop_attacks(square, board),
            "queen" => shakmaty::attacks::queen_attacks(square, board),
            "knight" => shakmaty::attacks::knight_attacks(square),
            "king" => shakmaty::attacks::king_attacks(square),
            "wpawn" => shakmaty::attacks::pawn_attacks(shakmaty::Color::White, square),
            _ => shakmaty::attacks::pawn_attacks(shakmaty::Color::Black, square),
        };
        expected += &format!("{:#018x}\n", attacked.0);
    }
    let output = chess_tables(&["attacks"], &queries);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), expected);
}

#[test]
fn attacks_accepts_separators_and_ignores_the_own_square() {
    let output = chess_tables(
        &["attacks"],
        "rook a1 0x0000_0000_0000_0001\nbishop h8 0x8000000000000000\n",
    );
    assert_eq!(stdout(&output), "0x01010101010101fe\n0x0040201008040201\n");
}

#[test]
fn a_bad_query_stops_with_its_line_number() {
    let output = chess_tables(&["attacks"], "king a1 0x0\nking a9 0x0\n");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stderr(&output).lines().count(), 1);
    assert!(
        stderr(&output).contains("line 2: `a9` is not a square"),
        "{}",
        stderr(&output)
    );
    // The first answer was whole; nothing of the bad line was written.
    assert_eq!(stdout(&output), "0x0000000000000302\n");
}

#[test]
fn bad_arguments_are_one_line_errors_with_nothing_on_stdout() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "no command"),
        (&["perft2"], "unknown command `perft2`"),
        (&["attacks", "extra"], "takes no argument `extra`"),
        (&["show"], "usage: show"),
        (&["show", "bitboard"], "usage: show"),
        (&["show", "bitboard", "12"], "`12` is not a bitboard"),
        (
            &["show", "bitboard", "0x1_0000_0000_0000_0000"],
            "does not fit in 64 bits",
        ),
        (&["show", "occupancy", "0x0", "e9"], "`e9` is not a square"),
        (&["show", "table", "nope", "e4"], "no table `nope`"),
        (
            &["show", "table", "rank_attacks", "e4"],
            "usage: show table rank_attacks <square> <state>",
        ),
        (
            &["show", "table", "rank_attacks", "e4", "256"],
            "`256` is not a line state",
        ),
        (
            &["show", "table", "pawn_attacks", "green", "e4"],
            "`green` is not a colour",
        ),
        (
            &["show", "table", "rays", "up", "e4"],
            "`up` is not a direction",
        ),
        (
            &["show", "table", "r90_square", "64"],
            "`64` is not a bit number",
        ),
        (
            &["show", "table", "between", "a1", "i1"],
            "`i1` is not a square",
        ),
    ];
    for (args, expected) in cases {
        let message = bad_input(args, "");
        assert!(message.contains(expected), "{args:?}: {message}");
        assert!(
            chess_tables(args, "").stdout.is_empty(),
            "{args:?} wrote to stdout"
        );
    }
}

#[test]
fn show_draws_boards_and_table_entries() {
    let output = chess_tables(&["show", "table", "rank_attacks", "e4", "0x24"], "");
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(
        text.starts_with("RANK_ATTACKS[e4][0x24]\n0x000000002c000000\n"),
        "{text}"
    );
    assert!(text.contains("4 . . x x . x . .\n"), "{text}");

    let text = stdout(&chess_tables(&["show", "table", "r90_index", "a1"], "")).to_string();
    assert_eq!(text, "R90_INDEX[a1] = 56\n");
    let text = stdout(&chess_tables(
        &["show", "table", "x88_steps", "a1", "h8"],
        "",
    ))
    .to_string();
    assert_eq!(text, "X88_STEPS[119 + 119] = 17\n");

    let text = stdout(&chess_tables(&["show", "occupancy", "0x1000", "e4"], "")).to_string();
    assert!(text.contains("file: state 0x02 (00000010)"), "{text}");
    assert!(text.contains("rook attacks from e4:"), "{text}");
    assert!(chess_tables(&["show", "table"], "").status.success());
    assert!(chess_tables(&["help"], "").status.success());
}

/// Every large table must be in the binary once: indexing a `const` directly would copy it into
/// each codegen unit that does. Checks the binary this test was built with, and also the one named
/// by `CHESS_TABLES_BIN` if set (CI points it at the release build).
#[test]
fn the_binary_holds_one_copy_of_each_table() {
    use chess_core::tables;
    let mut binaries = vec![env!("CARGO_BIN_EXE_chess-tables").to_string()];
    binaries.extend(std::env::var("CHESS_TABLES_BIN"));
    let bytes = |rows: &[u64]| -> Vec<u8> { rows.iter().flat_map(|v| v.to_le_bytes()).collect() };
    // One distinctive row of each table (square d4): 2 KiB for sliders, 512 bytes for pairs.
    let needles = [
        ("RANK_ATTACKS", bytes(&tables::RANK_ATTACKS[27])),
        ("FILE_ATTACKS", bytes(&tables::FILE_ATTACKS[27])),
        ("DIAG_A1H8_ATTACKS", bytes(&tables::DIAG_A1H8_ATTACKS[27])),
        ("DIAG_A8H1_ATTACKS", bytes(&tables::DIAG_A8H1_ATTACKS[27])),
        ("BETWEEN", bytes(&tables::BETWEEN[27])),
        ("LINE", bytes(&tables::LINE[27])),
        ("KNIGHT_ATTACKS", bytes(&tables::KNIGHT_ATTACKS)),
        ("RAYS", bytes(tables::RAYS.as_flattened())),
    ];
    for binary in binaries {
        let haystack = std::fs::read(&binary).unwrap();
        for (name, needle) in &needles {
            // Count 8-byte-aligned matches only: a real copy of a u64 table is aligned, while the
            // rows of a rank table are byte shifts of one another and match unaligned.
            let copies = (0..=haystack.len() - needle.len())
                .step_by(8)
                .filter(|&at| haystack[at..at + needle.len()] == needle[..])
                .count();
            assert_eq!(copies, 1, "{binary}: {name} appears {copies} times");
        }
    }
}
