//! The command-line tool as scripts use it: output formats, streaming, and errors (exit 2, one
//! line on stderr, nothing on stdout, never a panic).

mod common;

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStringExt;
use std::process::Output;

use chess_core::attacks::Attacker;
use chess_testkit::Random;

fn chess_tables(args: &[&str], stdin: &str) -> Output {
    let args: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
    chess_tables_raw(&args, stdin.as_bytes())
}

/// Runs the tool with any words and any bytes on stdin, UTF-8 or not.
fn chess_tables_raw(args: &[&OsStr], stdin: &[u8]) -> Output {
    common::run(args, stdin)
}

fn stdout(output: &Output) -> &str {
    std::str::from_utf8(&output.stdout).unwrap()
}

fn stderr(output: &Output) -> &str {
    std::str::from_utf8(&output.stderr).unwrap()
}

/// Asserts a clean bad-input failure and returns its one line.
/// The one-line message of a run that must have failed on bad input: exit status 2, a single
/// `chess-tables:` line on stderr, no panic.
fn rejection(args: &[&str], output: &Output) -> String {
    let message = stderr(output);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {message}");
    assert_eq!(
        message.lines().count(),
        1,
        "{args:?}: one line, got {message:?}"
    );
    assert!(message.starts_with("chess-tables: "), "{message}");
    assert!(!message.contains("panicked"), "{message}");
    message.trim_end().to_string()
}

/// Each command line is refused with a message containing its expected text, and writes nothing
/// to stdout.
fn assert_refused(cases: &[(&[&str], &str)]) {
    let mut unexpected = Vec::new();
    for (args, expected) in cases {
        let output = chess_tables(args, "");
        let message = rejection(args, &output);
        if !message.contains(expected) {
            unexpected.push(format!("{args:?}: {message}"));
        }
        assert!(output.stdout.is_empty(), "{args:?} wrote to stdout");
    }
    assert!(unexpected.is_empty(), "{}", unexpected.join("\n"));
}

#[test]
fn attacks_answers_match_shakmaty_for_every_piece() {
    let mut random = Random::new(0xa77ac);
    let mut queries = String::new();
    let mut expected = String::new();
    for _ in 0..20_000 {
        let attacker = Attacker::ALL[random.below(Attacker::ALL.len())];
        let square = shakmaty::Square::new(random.below(64) as u32);
        let occupied = random.occupancy();
        queries += &format!("{attacker} {square} {occupied:#x}\n");
        let board = shakmaty::Bitboard(occupied);
        let attacked = match attacker {
            Attacker::Rook => shakmaty::attacks::rook_attacks(square, board),
            Attacker::Bishop => shakmaty::attacks::bishop_attacks(square, board),
            Attacker::Queen => shakmaty::attacks::queen_attacks(square, board),
            Attacker::Knight => shakmaty::attacks::knight_attacks(square),
            Attacker::King => shakmaty::attacks::king_attacks(square),
            Attacker::WhitePawn => shakmaty::attacks::pawn_attacks(shakmaty::Color::White, square),
            Attacker::BlackPawn => shakmaty::attacks::pawn_attacks(shakmaty::Color::Black, square),
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
        (&["perft2"], "unrecognized subcommand 'perft2'"),
        (
            &["perf", "3"],
            "tip: some similar subcommands exist: 'perftree', 'perft'",
        ),
        (&["attacks", "extra"], "unexpected argument 'extra' found"),
        (
            &["show"],
            "no command given; usage: chess-tables show <COMMAND>",
        ),
        (
            &["show", "bitboard"],
            "required arguments were not provided: <HEX>",
        ),
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
    assert_refused(cases);
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
    // e4 on the e-file is position 3, e2 its only blocker; every variant reads its own entry.
    assert!(
        text.contains("full     FILE_ATTACKS[e4][0x02] = 0x1010101000101000"),
        "{text}"
    );
    assert!(
        text.contains("compact  COMPACT_FILE_ATTACKS[e4][0x01] = 0x1010101000101000"),
        "{text}"
    );
    assert!(
        text.contains("byte     FIRST_RANK_ATTACKS[3][0x01] = 0b11110110"),
        "{text}"
    );
    assert!(text.contains("rook attacks from e4:"), "{text}");
    assert!(chess_tables(&["show", "table"], "").status.success());
    assert!(chess_tables(&["help"], "").status.success());
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Runs a command that must succeed and returns its stdout.
fn success(args: &[&str]) -> String {
    let output = chess_tables(args, "");
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    stdout(&output).to_string()
}

#[test]
fn perft_prints_the_total() {
    assert_eq!(success(&["perft", "3"]), "Nodes searched: 8902\n");
    assert_eq!(success(&["perft", "0"]), "Nodes searched: 1\n");
    assert_eq!(
        success(&["perft", "0", "--divide"]),
        "\nNodes searched: 1\n"
    );
    assert_eq!(
        success(&["perft", "2", "--fen", KIWIPETE]),
        "Nodes searched: 2039\n"
    );
    // Timing goes to stderr, never into what scripts read.
    let output = chess_tables(&["perft", "1"], "");
    assert!(stderr(&output).contains("nodes/s"), "{}", stderr(&output));
}

#[test]
fn perft_divide_prints_each_root_move_then_the_total() {
    let text = success(&["perft", "2", "--divide"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 22, "{text}");
    for line in &lines[..20] {
        let (mv, count) = line.split_once(": ").expect("`move: count`");
        assert_eq!(mv.len(), 4, "{line}");
        assert_eq!(count, "20", "{line}");
    }
    assert_eq!(lines[20], "");
    assert_eq!(lines[21], "Nodes searched: 400");
    assert!(text.contains("e2e4: 20\n"), "{text}");
}

#[test]
fn perft_plays_the_moves_and_takes_options_in_any_order() {
    assert_eq!(
        success(&["perft", "1", "--moves", "e2e4 e7e5"]),
        "Nodes searched: 29\n"
    );
    assert_eq!(
        success(&["perft", "--moves", "", "--fen", START, "1"]),
        "Nodes searched: 20\n"
    );
    let text = success(&["perft", "--divide", "--moves", "e2e4", "--fen", START, "1"]);
    assert!(text.ends_with("\n\nNodes searched: 20\n"), "{text}");
    // Kiwipete after castling long, then a black move.
    assert_eq!(
        success(&["perft", "1", "--fen", KIWIPETE, "--moves", "e1c1 a6e2"]),
        success(&[
            "perft",
            "1",
            "--fen",
            "r3k2r/p1ppqpb1/1n2pnp1/3PN3/1p2P3/2N2Q1p/PPPBbPPP/2KR3R w kq - 0 2"
        ])
    );
}

/// Divide lines in a fixed order: the two boards need not list root moves alike.
fn sorted_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines.sort();
    lines
}

#[test]
fn the_0x88_board_agrees_with_the_bitboard_one() {
    for (fen, depth, nodes) in [(KIWIPETE, "2", "2039"), (KIWIPETE, "3", "97862")] {
        let bitboard = success(&["perft", depth, "--fen", fen, "--divide"]);
        let x88 = success(&["perft", depth, "--fen", fen, "--divide", "--board", "0x88"]);
        assert_eq!(sorted_lines(&x88), sorted_lines(&bitboard));
        assert_eq!(x88.lines().count(), 48 + 2);
        assert!(
            x88.ends_with(&format!("\nNodes searched: {nodes}\n")),
            "{x88}"
        );
        let explicit = success(&[
            "perft", depth, "--fen", fen, "--divide", "--board", "bitboard",
        ]);
        assert_eq!(explicit, bitboard);
    }
}

#[test]
fn perftree_speaks_the_perftree_tools_format() {
    let text = success(&["perftree", "2", START, "e2e4"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 22, "{text}");
    for line in &lines[..20] {
        let (mv, count) = line.split_once(' ').expect("`move count`");
        assert_eq!(mv.len(), 4, "{line}");
        assert!(count.parse::<u64>().unwrap() > 0, "{line}");
    }
    assert_eq!(lines[20..], ["", "600"]);
    assert!(text.contains("e7e5 29\n"), "{text}");

    // No moves, or an empty move list: the same.
    let without = success(&["perftree", "3", KIWIPETE]);
    assert_eq!(success(&["perftree", "3", KIWIPETE, ""]), without);
    assert!(without.ends_with("\n\n97862\n"), "{without}");
}

#[test]
fn show_position_draws_the_board_and_its_facts() {
    let text = success(&["show", "position"]);
    assert!(
        text.starts_with("8 r n b q k b n r\n7 p p p p p p p p\n6 . . . . . . . .\n"),
        "{text}"
    );
    assert!(
        text.contains("1 R N B Q K B N R\n  a b c d e f g h\n"),
        "{text}"
    );
    assert!(text.contains(&format!("fen: {START}\n")), "{text}");
    assert!(text.contains("side to move: white\n"), "{text}");
    assert!(text.contains("in check: no\n"), "{text}");
    assert!(text.contains("legal moves (20): "), "{text}");
    // The Polyglot key, as the Polyglot book format specification publishes it.
    assert!(text.contains("hash: 0x463b96181691fc9c\n"), "{text}");

    let text = success(&["show", "position", KIWIPETE]);
    assert!(text.starts_with("8 r . . . k . . r\n"), "{text}");
    assert!(text.contains(&format!("fen: {KIWIPETE}\n")), "{text}");
    assert!(text.contains("castling: KQkq\nen passant: -\n"), "{text}");
    assert!(text.contains("legal moves (48): "), "{text}");
    let hash = text
        .lines()
        .find_map(|line| line.strip_prefix("hash: 0x"))
        .expect("a hash line");
    assert_eq!(hash.len(), 16, "{text}");

    let check = "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1";
    let text = success(&["show", "position", check]);
    assert!(text.contains("side to move: black\n"), "{text}");
    assert!(text.contains("in check: yes, from e1\n"), "{text}");
}

/// Chess960 positions are read from their FEN alone, in every command: Shredder-FEN written
/// back, castling king-takes-rook in UCI and O-O in SAN, both boards counting alike, and bad
/// castling rights refused in one line.
#[test]
fn chess960_positions_work_in_every_command() {
    // Kings on b1 and b8, rooks on a- and e-files.
    let fen = "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1";
    let text = success(&["show", "position", fen]);
    assert!(
        text.contains(&format!(
            "fen: {fen}
"
        )),
        "{text}"
    );
    assert!(
        text.contains(
            "castling: EAea
"
        ),
        "{text}"
    );
    // X-FEN's KQkq names the same outermost rooks: the same position, written the same.
    let x_fen = "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - 0 1";
    assert_eq!(success(&["show", "position", x_fen]), text);

    let uci = success(&["moves", "--fen", fen]);
    assert!(uci.lines().any(|mv| mv == "b1e1") && uci.lines().any(|mv| mv == "b1a1"));
    let san = success(&["moves", "--fen", fen, "--notation", "san"]);
    assert!(san.lines().any(|mv| mv == "O-O") && san.lines().any(|mv| mv == "O-O-O"));
    // fischer.epd's first position: 12,189 nodes at depth 3 on either board.
    let first = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    for board in ["bitboard", "0x88"] {
        let total = success(&["perft", "3", "--fen", first, "--board", board]);
        assert_eq!(total, "Nodes searched: 12189\n", "{board}");
    }
    // Castling by king-takes-rook or SAN, then the rights are gone.
    for castle in ["b1e1", "O-O"] {
        let text = success(&["show", "position", fen, "--moves", castle]);
        let after = "fen: rk2r3/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b ea - 1 1\n";
        assert!(text.contains(after), "{castle}: {text}");
    }
    assert_eq!(success(&["see", fen, "b1e1"]), "0\n");
    // In standard chess e1h1 is read as castling too.
    let castled = success(&["show", "position", KIWIPETE, "--moves", "e1h1"]);
    assert!(castled.contains("R4RK1 b kq - 1 1\n"), "{castled}");

    assert_refused(&[
        (
            &["perft", "1", "--fen", "4k3/8/8/8/8/8/8/4K1RR w HG - 0 1"],
            "FEN castling right G repeats a side already given",
        ),
        (
            &["moves", "--fen", "4k3/8/8/8/8/8/8/4K2R w C - 0 1"],
            "FEN castling right C but no white rook on c1",
        ),
        (
            &["show", "position", "4k3/8/8/8/8/8/4K3/7R w K - 0 1"],
            "FEN castling right K but the white king is not on its back rank",
        ),
        (
            &["see", "4k3/8/8/8/8/8/8/4K2R w Kz - 0 1", "e1e2"],
            "FEN castling must be - or rights as KQkq or rook files",
        ),
    ]);
}

#[test]
fn every_fen_command_takes_the_variant() {
    // Standard-looking rights read as Chess960: castling is written king-takes-rook, the FEN in
    // Shredder-FEN, and the king's two-square move is no castling at all.
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let auto = success(&["moves", "--fen", fen]);
    let chess960 = success(&["moves", "--fen", fen, "--variant", "chess960"]);
    assert!(auto.lines().any(|mv| mv == "e1g1") && !auto.lines().any(|mv| mv == "e1h1"));
    assert!(chess960.lines().any(|mv| mv == "e1h1") && !chess960.lines().any(|mv| mv == "e1g1"));
    let shown = success(&["show", "position", fen, "--variant", "chess960"]);
    assert!(
        shown.contains("fen: r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1\n"),
        "{shown}"
    );
    let castled = success(&[
        "show",
        "position",
        "--variant",
        "chess960",
        "--moves",
        "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O",
    ]);
    assert!(castled.contains("RNBQ1RK1 b ha - 5 4\n"), "{castled}");
    assert_eq!(
        success(&["see", fen, "e1h1", "--variant", "chess960"]),
        "0\n"
    );
    // The same counts either way (position 518 of Chess960 is the standard start).
    for variant in ["auto", "standard", "chess960"] {
        let total = success(&["perft", "3", "--variant", variant]);
        assert_eq!(total, "Nodes searched: 8902\n", "{variant}");
        let tree = success(&["perftree", "2", START, "e2e4", "--variant", variant]);
        assert!(tree.ends_with("\n\n600\n"), "{variant}: {tree}");
    }

    // Read as standard: the rights standard chess cannot have are dropped and named on stderr.
    let fischer = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let output = chess_tables(&["show", "position", fischer, "--variant", "standard"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("castling: -\n"),
        "{}",
        stdout(&output)
    );
    assert_eq!(
        stderr(&output),
        "chess-tables: dropped castling rights HFhf: standard chess cannot have them\n"
    );
    let output = chess_tables(&["moves", "--variant", "standard"], "");
    assert_eq!(stderr(&output), "", "nothing to drop, nothing said");

    assert_refused(&[
        (
            &["perft", "1", "--variant", "fischer"],
            "invalid value 'fischer' for '--variant <VARIANT>'",
        ),
        (
            &[
                "moves",
                "--fen",
                fen,
                "--variant",
                "chess960",
                "--moves",
                "e1g1",
            ],
            "`e1g1`",
        ),
    ]);
}

#[test]
fn bad_perft_and_position_input_is_a_one_line_error_with_nothing_on_stdout() {
    let cases: &[(&[&str], &str)] = &[
        (&["perft"], "not provided: <DEPTH>"),
        (&["perft", "x"], "`x` is not a depth"),
        (&["perft", "-1"], "`-1` is not a depth"),
        (&["perft", "2.5"], "`2.5` is not a depth"),
        (&["perft", "99999999999"], "is not a depth"),
        (&["perft", "2", "3"], "unexpected argument '3' found; quote"),
        (
            &["perft", "2", "--depth", "3"],
            "unexpected argument '--depth'",
        ),
        (
            &["perft", "2", "--dvide"],
            "tip: a similar argument exists: '--divide'",
        ),
        (
            &["perft", "2", "--fen"],
            "a value is required for '--fen <FEN>'",
        ),
        (
            &["perft", "2", "--moves"],
            "a value is required for '--moves <MOVES>'",
        ),
        (
            &["perft", "2", "--board"],
            "a value is required for '--board <BOARD>'",
        ),
        (
            &["perft", "2", "--fen", "--divide"],
            "a value is required for '--fen <FEN>'",
        ),
        (
            &["perft", "2", "--divide", "--divide"],
            "the argument '--divide' cannot be used multiple times",
        ),
        (
            &["perft", "2", "--fen", START, "--fen", START],
            "the argument '--fen <FEN>' cannot be used multiple times",
        ),
        (
            &["perft", "2", "--moves", "e2e4", "--moves", "e7e5"],
            "the argument '--moves <MOVES>' cannot be used multiple times",
        ),
        (
            &["perft", "2", "--board", "0x88", "--board", "0x88"],
            "the argument '--board <BOARD>' cannot be used multiple times",
        ),
        (
            &["perft", "2", "--board", "magic"],
            "invalid value 'magic' for '--board <BOARD>'; [possible values: bitboard, 0x88]",
        ),
        (&["perft", "2", "--fen", ""], "FEN has 6 fields"),
        (
            &[
                "perft",
                "2",
                "--fen",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            ],
            "FEN has 6 fields",
        ),
        (
            &[
                "perft",
                "2",
                "--fen",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w - - 0 1",
            ],
            "FEN rank 1 describes 7 squares, not 8",
        ),
        // An unquoted FEN: the rest of it is left over.
        (
            &["perft", "2", "--fen", "8/8/8/8/8/8/8/8", "w", "-", "-"],
            "unexpected argument 'w' found",
        ),
        (
            &["perft", "2", "--moves", "e2e4 e2e4"],
            "move 2 `e2e4` (in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1): \
             illegal: not a legal move in this position",
        ),
        // `e7` is SAN: a pawn's move to e7, which black has not.
        (&["perft", "2", "--moves", "e2e4 e7"], "move 2 `e7` (in "),
        (&["perft", "2", "--moves", "e2e4 e7"], "illegal"),
        (
            &["perft", "2", "--moves", "e2e4 e7e8k"],
            "malformed: neither UCI (e2e4, e7e8q) nor SAN",
        ),
        (&["perft", "2", "--moves", "0000"], "move 1 `0000`"),
        // A line break in a bad word is escaped, so the message keeps to one line.
        (&["perft", "2\n3"], "`2\\n3` is not a depth"),
        (
            &["perftree"],
            "usage: chess-tables perftree <DEPTH> <FEN> [MOVES]",
        ),
        (&["perftree", "2"], "not provided: <FEN>"),
        (
            &["perftree", "2", START, "e2e4", "e7e5"],
            "unexpected argument 'e7e5'",
        ),
        (&["perftree", "x", START], "`x` is not a depth"),
        (&["perftree", "2", "nonsense"], "FEN has 6 fields"),
        (&["perftree", "2", START, "e2e5"], "move 1 `e2e5`"),
        (
            &["show", "position", "8/8/8/8/8/8/8/8 w - - 0 1"],
            "FEN has 0 white kings",
        ),
        (
            &[
                "show",
                "position",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
                "w",
            ],
            "unexpected argument 'w' found; quote",
        ),
    ];
    assert_refused(cases);
}

#[test]
fn see_prints_the_exchange_value_as_one_line() {
    let cases = [
        // Rxd5, and the rook d1 behind keeps black from taking back.
        ("3r3k/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", "100\n"),
        // A knight onto a square a pawn attacks.
        ("4k3/8/8/8/4p3/8/8/4K1N1 w - - 0 1", "g1f3", "-300\n"),
        // e7xd8=Q Kxd8: the promotion adds nothing.
        ("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q", "400\n"),
        (START, "e2e4", "0\n"),
        // SAN as well as UCI.
        ("3r3k/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "Rxd5", "100\n"),
        ("4k3/8/8/8/4p3/8/8/4K1N1 w - - 0 1", "Nf3", "-300\n"),
    ];
    for (fen, mv, expected) in cases {
        assert_eq!(success(&["see", fen, mv]), expected, "{mv} in {fen}");
    }
}

#[test]
fn bad_see_input_is_a_one_line_error_with_nothing_on_stdout() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["see"],
            "not provided: <FEN>, <MOVE>; usage: chess-tables see <FEN> <MOVE>",
        ),
        (&["see", START], "not provided: <MOVE>"),
        (
            &["see", START, "e2e4", "e7e5"],
            "unexpected argument 'e7e5'",
        ),
        (&["see", "nonsense", "e2e4"], "`nonsense`: FEN has 6 fields"),
        (
            &["see", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "e2e4"],
            "FEN has 6 fields",
        ),
        (
            &["see", START, "e2e5"],
            "`e2e5` (in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1): \
             illegal: not a legal move in this position",
        ),
        // `e2` is SAN for a pawn move to e2, which no pawn can make.
        (&["see", START, "e2"], "`e2` (in rnbqkbnr"),
        (&["see", START, "e7e8k"], "malformed: neither UCI"),
        (&["see", START, "0000"], "`0000`"),
        (&["see", START, "Nf6"], "illegal"),
        (&["see", START, "e2e4\n"], "`e2e4\\n`"),
    ];
    assert_refused(cases);
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

/// The command-line words for index 0 of each axis, as `show table` reads them.
fn zero_index_words(axis: chess_core::inspect::Axis) -> &'static [&'static str] {
    use chess_core::inspect::Axis;
    match axis {
        Axis::Square => &["a1"],
        Axis::Color => &["white"],
        Axis::ColoredPiece => &["white-pawn"],
        Axis::Direction => &["north"],
        Axis::File => &["a"],
        Axis::X88Difference => &["h8", "a1"],
        _ => &["0"],
    }
}

#[test]
fn every_generated_const_is_in_the_catalogue_and_show_table_draws_it() {
    use chess_core::inspect;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("generated");
    let mut names = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        // catalogue.rs re-exports the scalars the other files define.
        if path.ends_with("catalogue.rs") {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix("pub const ") {
                names.push(rest.split(':').next().unwrap().to_string());
            }
        }
    }
    assert!(names.len() > 40, "{names:?}");
    assert_eq!(
        names.len(),
        inspect::tables().len(),
        "one description per const"
    );
    for name in &names {
        let table = inspect::table(name).unwrap_or_else(|| panic!("{name} is not catalogued"));
        let mut args = vec!["show".to_string(), "table".into(), name.to_lowercase()];
        for &axis in table.axes() {
            args.extend(zero_index_words(axis).iter().map(|word| word.to_string()));
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = chess_tables(&args, "");
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        let text = stdout(&output);
        let entry = table.entry(&vec![0; table.axes().len()]).unwrap();
        assert!(text.starts_with(name.as_str()), "{text}");
        assert!(text.contains(&entry.to_string()), "{name}: {text}");
        let listed = format!("  {} ", name.to_lowercase());
        assert!(
            stdout(&chess_tables(&["show", "table"], "")).contains(&listed),
            "{name}"
        );
    }
}

/// The legal moves as shakmaty lists them, in UCI or SAN (with its check and mate suffixes).
fn peer_moves(fen: &str, san: bool) -> Vec<String> {
    use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen, san::SanPlus};
    let fen: Fen = fen.parse().unwrap();
    let position: Chess = fen.into_position(CastlingMode::Standard).unwrap();
    let mut moves: Vec<String> = position
        .legal_moves()
        .into_iter()
        .map(|mv| match san {
            true => SanPlus::from_move(position.clone(), mv).to_string(),
            false => mv.to_uci(CastlingMode::Standard).to_string(),
        })
        .collect();
    moves.sort();
    moves
}

#[test]
fn moves_lists_the_legal_moves_in_uci_or_san() {
    let after = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1";
    for (fen, moves) in [(START, ""), (KIWIPETE, ""), (KIWIPETE, "O-O")] {
        let expected_fen = if moves.is_empty() { fen } else { after };
        let uci = success(&["moves", "--fen", fen, "--moves", moves]);
        assert_eq!(sorted_lines(&uci), peer_moves(expected_fen, false), "{fen}");
        let explicit = success(&["moves", "--notation", "uci", "--fen", fen, "--moves", moves]);
        assert_eq!(explicit, uci);
        let san = success(&["moves", "--fen", fen, "--notation", "san", "--moves", moves]);
        assert_eq!(sorted_lines(&san), peer_moves(expected_fen, true), "{fen}");
    }
    let start = success(&["moves"]);
    assert_eq!(start.lines().count(), 20);
    assert!(start.contains("g1f3\n"), "{start}");
    // Checkmate: no moves, nothing written.
    assert_eq!(success(&["moves", "--moves", "f3 e5 g4 Qh4#"]), "");
}

/// A board no game reaches: 26 white pieces, 257 legal moves.
const QUEENS: &str = "BQQQQBnk/Q4Qpp/Q5Q1/Q5Q1/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1";

#[test]
fn a_position_no_game_reaches_is_refused_unless_permissive() {
    assert_refused(&[
        (
            &["moves", "--fen", QUEENS],
            "26 white pieces: no game has more than 16",
        ),
        (&["perft", "2", "--fen", QUEENS], "26 white pieces"),
        (
            &["see", "4k3/8/3N1N2/8/8/8/8/7K b - - 0 1", "e8e7"],
            "check from d6 and f6 together",
        ),
        (
            &["moves", "--fen", "4k3/8/3N4/8/B7/8/8/4R2K b - - 0 1"],
            "3 pieces giving check",
        ),
    ]);
    let moves = success(&["moves", "--fen", QUEENS, "--permissive"]);
    assert_eq!(moves.lines().count(), 257);
    let san = success(&[
        "moves",
        "--fen",
        QUEENS,
        "--permissive",
        "--notation",
        "san",
    ]);
    assert_eq!(san.lines().count(), 257);
    for variant in ["standard", "chess960", "auto"] {
        let args = [
            "perft",
            "1",
            "--fen",
            QUEENS,
            "--permissive",
            "--variant",
            variant,
        ];
        assert!(
            success(&args).ends_with("Nodes searched: 257\n"),
            "{variant}"
        );
    }
    let divide = success(&["perft", "2", "--divide", "--fen", QUEENS, "--permissive"]);
    assert_eq!(divide.lines().count(), 257 + 2);
    let knights = "4k3/8/3N1N2/8/8/8/8/7K b - - 0 1";
    assert_eq!(success(&["see", knights, "e8e7", "--permissive"]), "0\n");
}

#[test]
fn every_moves_option_takes_uci_or_san() {
    let uci = "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6 e1g1";
    let san = "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O";
    let mixed = "e2e4 e5 g1f3 Nc6 Bb5 a7a6 Bxc6+ d7c6 0-0";
    let count = success(&["perft", "2", "--moves", uci]);
    assert_eq!(success(&["perft", "2", "--moves", san]), count);
    assert_eq!(success(&["perft", "2", "--moves", mixed]), count);
    let shown = success(&["show", "position", START, "--moves", uci]);
    assert_eq!(success(&["show", "position", "--moves", san]), shown);
    assert!(
        shown.contains("fen: r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 5\n"),
        "{shown}"
    );
    let listed = success(&["moves", "--moves", uci]);
    assert_eq!(success(&["moves", "--moves", mixed]), listed);
    // perftree's move list too.
    let tree = success(&["perftree", "1", START, "e4 e5"]);
    assert_eq!(success(&["perftree", "1", START, "e2e4 e7e5"]), tree);
    // Promotion, with and without `=`.
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    let queen = success(&["show", "position", fen, "--moves", "b7b8q"]);
    assert_eq!(
        success(&["show", "position", fen, "--moves", "b8=Q+"]),
        queen
    );
    assert_eq!(success(&["show", "position", fen, "--moves", "b8Q"]), queen);
}

/// The `outcome:` line of `show position`.
fn outcome(args: &[&str]) -> String {
    let text = success(args);
    let line = text.lines().find_map(|line| line.strip_prefix("outcome: "));
    line.unwrap_or_else(|| panic!("no outcome line: {text}"))
        .to_string()
}

#[test]
fn show_position_says_how_the_game_ended() {
    assert_eq!(outcome(&["show", "position"]), "none");
    assert_eq!(outcome(&["show", "position", KIWIPETE]), "none");
    let fools_mate = ["show", "position", "--moves", "f3 e5 g4 Qh4#"];
    assert_eq!(outcome(&fools_mate), "checkmate");
    let stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    assert_eq!(outcome(&["show", "position", stalemate]), "stalemate");
    // A rook taken leaves two bare kings.
    let rook = "8/8/4k3/8/8/3K4/8/4r3 w - - 0 1";
    assert_eq!(outcome(&["show", "position", rook]), "none");
    let taken = [
        "show",
        "position",
        "8/8/4k3/8/8/3K4/4r3/8 w - - 0 1",
        "--moves",
        "Kxe2",
    ];
    assert_eq!(outcome(&taken), "insufficient material");
    let same_bishops = "5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1";
    assert_eq!(
        outcome(&["show", "position", same_bishops]),
        "insufficient material"
    );
    // The fifty-move rule from the clock, given or played to.
    let quiet = "8/8/4k3/8/8/3K4/8/R7 w - - 99 80";
    assert_eq!(outcome(&["show", "position", quiet]), "none");
    assert_eq!(
        outcome(&["show", "position", quiet, "--moves", "Ra2"]),
        "fifty-move rule"
    );
    // Repetition, counted over the moves played: the start position a third time.
    let twice = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1";
    assert_eq!(outcome(&["show", "position", "--moves", twice]), "none");
    let thrice = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";
    assert_eq!(
        outcome(&["show", "position", "--moves", thrice]),
        "threefold repetition"
    );
    assert_eq!(
        outcome(&["show", "position", START, "--moves", thrice]),
        "threefold repetition"
    );
    // The automatic draws: seventy-five moves, and the fifth time (over the fifty-move rule).
    let longer = "8/8/4k3/8/8/3K4/8/R7 w - - 149 105";
    assert_eq!(outcome(&["show", "position", longer]), "fifty-move rule");
    assert_eq!(
        outcome(&["show", "position", longer, "--moves", "Ra2"]),
        "seventy-five-move rule"
    );
    let five_times = "Nf3 Nf6 Ng1 Ng8 ".repeat(4);
    assert_eq!(
        outcome(&["show", "position", "--moves", &five_times]),
        "fivefold repetition"
    );
    let late = "1n2k1n1/8/8/8/8/8/8/1N2K1N1 w - - 90 60";
    let shuffles = "Nc3 Nc6 Nb1 Nb8 ".repeat(4);
    assert_eq!(
        outcome(&["show", "position", late, "--moves", &shuffles]),
        "fivefold repetition"
    );
}

#[test]
fn bad_moves_are_named_with_their_kind() {
    let cases: &[(&[&str], &str)] = &[
        (&["moves", "--moves", "e4 e5 Nf4"], "move 3 `Nf4` (in "),
        (&["moves", "--moves", "e4 e5 Nf4"], "illegal"),
        (&["moves", "--moves", "e4 Zz9"], "move 2 `Zz9`"),
        (&["moves", "--moves", "e4 Zz9"], "malformed"),
        (
            &[
                "moves",
                "--fen",
                "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
                "--moves",
                "Nd2",
            ],
            "move 1 `Nd2` (in 4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1): ambiguous: more than one \
             legal move fits it",
        ),
        (
            &[
                "perft",
                "1",
                "--fen",
                "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
                "--moves",
                "Nd2",
            ],
            "ambiguous",
        ),
        (
            &[
                "show",
                "position",
                "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
                "--moves",
                "Nd2",
            ],
            "ambiguous",
        ),
        (&["show", "position", "--moves", "e4 e4"], "move 2 `e4`"),
        (&["show", "position", "--moves", "O-O"], "illegal"),
        (&["show", "position", "--moves", "e4 e5 e2-e4"], "malformed"),
        (&["perft", "1", "--moves", "e4 exd5"], "move 2 `exd5`"),
        (
            &["moves", "--notation", "lan"],
            "invalid value 'lan' for '--notation <NOTATION>'",
        ),
        (
            &["moves", "--notation"],
            "a value is required for '--notation <NOTATION>'",
        ),
        (
            &["moves", "--notation", "san", "--notation", "uci"],
            "the argument '--notation <NOTATION>' cannot be used multiple times",
        ),
        (
            &["moves", "--depth", "3"],
            "unexpected argument '--depth' found; usage: chess-tables moves",
        ),
        (&["moves", START], "unexpected argument"),
        (
            &["moves", "--fen", "8/8/8/8 w - - 0 1"],
            "FEN placement has 4 ranks",
        ),
        (
            &["show", "position", "--moves"],
            "a value is required for '--moves <MOVES>'",
        ),
        (
            &["show", "position", START, "--divide"],
            "unexpected argument '--divide' found",
        ),
    ];
    assert_refused(cases);
}

#[test]
fn every_command_has_help_and_the_tool_a_version() {
    let commands: &[&[&str]] = &[
        &[],
        &["perft"],
        &["perftree"],
        &["moves"],
        &["attacks"],
        &["see"],
        &["show"],
        &["show", "bitboard"],
        &["show", "occupancy"],
        &["show", "table"],
        &["show", "position"],
        &["suite"],
    ];
    for command in commands {
        for help in ["--help", "-h"] {
            let mut args = command.to_vec();
            args.push(help);
            let text = success(&args);
            let usage = format!("Usage: chess-tables {}", command.join(" "));
            assert!(text.contains(usage.trim_end()), "{args:?}: {text}");
        }
        // `help <command>` says the same as `<command> --help`.
        let mut args = vec!["help"];
        args.extend_from_slice(command);
        let mut long = command.to_vec();
        long.push("--help");
        assert_eq!(success(&args), success(&long), "{args:?}");
    }
    // Each option of perft is described.
    let text = success(&["perft", "--help"]);
    for option in [
        "--fen",
        "--moves",
        "--divide",
        "--board",
        "--threads",
        "--hash",
    ] {
        assert!(text.contains(option), "{option}: {text}");
    }
    let version = format!("chess-tables {}\n", env!("CARGO_PKG_VERSION"));
    assert_eq!(success(&["--version"]), version);
    assert_eq!(success(&["-V"]), version);
}

/// A command-line word with each `\u{fffd}` replaced by the byte 0xff, which no UTF-8 text holds.
fn not_utf8(word: &str) -> OsString {
    let bytes: Vec<u8> = word
        .chars()
        .flat_map(|c| match c {
            '\u{fffd}' => vec![0xff],
            c => c.to_string().into_bytes(),
        })
        .collect();
    OsString::from_vec(bytes)
}

#[test]
fn words_and_lines_that_are_not_utf8_are_bad_input() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\u{fffd} w - - 0 1";
    let cases: &[(&[&str], &str)] = &[
        (
            &["perft", "1", "--fen", fen],
            "--fen <FEN> is not UTF-8: `rnbq",
        ),
        (&["perft", "\u{fffd}"], "<DEPTH> is not UTF-8"),
        (
            &["perft", "1", "--moves", "e2e4 \u{fffd}"],
            "--moves <MOVES> is not UTF-8: `e2e4 \u{fffd}`",
        ),
        (&["see", START, "e2\u{fffd}e4"], "<MOVE> is not UTF-8"),
        (&["show", "position", fen], "[FEN] is not UTF-8"),
        (
            &["show", "table", "rays", "\u{fffd}"],
            "[INDICES]... is not UTF-8",
        ),
        (
            &["perft\u{fffd}"],
            "unrecognized subcommand 'perft\u{fffd}'",
        ),
        (&["perft", "--fen\u{fffd}"], "unexpected argument"),
    ];
    for (words, expected) in cases {
        let args: Vec<OsString> = words.iter().map(|word| not_utf8(word)).collect();
        let args: Vec<&OsStr> = args.iter().map(OsString::as_os_str).collect();
        let output = chess_tables_raw(&args, b"");
        let message = rejection(words, &output);
        assert!(message.contains(expected), "{words:?}: {message}");
        assert!(output.stdout.is_empty(), "{words:?} wrote to stdout");
    }

    // A query line that is not UTF-8 stops `attacks` with its number, the answers before it whole.
    let output = chess_tables_raw(
        &[OsStr::new("attacks")],
        b"king a1 0x0\nking \xe4 0x0\nking a1 0x0\n",
    );
    let message = rejection(&["attacks"], &output);
    assert!(message.contains("line 2: not UTF-8"), "{message}");
    assert_eq!(stdout(&output), "0x0000000000000302\n");
}

#[test]
fn perft_counts_the_same_on_any_threads_with_or_without_the_table() {
    for fen in [START, KIWIPETE, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"] {
        let plain = success(&["perft", "4", "--fen", fen, "--divide", "--threads", "1"]);
        for threads in ["1", "2", "5"] {
            for hash in ["0", "1", "16"] {
                let args = [
                    "perft",
                    "4",
                    "--fen",
                    fen,
                    "--divide",
                    "--threads",
                    threads,
                    "--hash",
                    hash,
                ];
                assert_eq!(success(&args), plain, "{args:?}");
                let total = success(&[
                    "perft",
                    "4",
                    "--fen",
                    fen,
                    "--threads",
                    threads,
                    "--hash",
                    hash,
                ]);
                assert!(plain.ends_with(&format!("\n\n{total}")), "{total}");
            }
        }
    }
    // Into a pipe, stderr holds the time and speed alone: no progress bar.
    let output = chess_tables(&["perft", "5", "--hash", "8"], "");
    assert_eq!(stdout(&output), "Nodes searched: 4865609\n");
    let progress = stderr(&output);
    assert_eq!(progress.lines().count(), 1, "{progress:?}");
    assert!(
        progress.starts_with("time ") && !progress.contains('\r'),
        "{progress:?}"
    );
}

#[test]
fn bad_threads_and_hash_are_one_line_errors() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["perft", "3", "--threads", "0"],
            "`0` is not a number of threads",
        ),
        (
            &["perft", "3", "--threads", "two"],
            "`two` is not a number of threads",
        ),
        (
            &["perft", "3", "--hash", "-5"],
            "`-5` is not a size in megabytes",
        ),
        (
            &["perft", "3", "--hash", "99999999"],
            "`99999999` is not a size in megabytes",
        ),
        (
            &["perft", "3", "--board", "0x88", "--threads", "2"],
            "on the bitboard board only",
        ),
        (
            &["perft", "3", "--board", "0x88", "--hash", "1"],
            "on the bitboard board only",
        ),
    ];
    assert_refused(cases);
}

/// A file for one test, in Cargo's scratch directory for integration tests.
fn scratch_file(name: &str, contents: &[u8]) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, contents).unwrap();
    path.to_str().unwrap().to_string()
}

/// The published suites pass on both boards within a node budget: every count at most the budget
/// checked, every larger one skipped, as the suite's own records add up.
#[test]
fn suite_passes_the_published_suites_on_both_boards() {
    for (name, budget) in [
        ("standard.epd", 200_000),
        ("tricky.perft", 200_000),
        ("fischer.epd", 20_000),
    ] {
        let counts: Vec<u64> = chess_testkit::suites::cases(name)
            .iter()
            .flat_map(|case| case.counts.iter().map(|&(_, nodes)| nodes))
            .collect();
        let within = counts.iter().filter(|&&nodes| nodes <= budget).count();
        let summary = format!(
            "suite: {within} passed, 0 failed, {} skipped\n",
            counts.len() - within
        );
        let path = chess_testkit::suites::path(name);
        let budget = budget.to_string();
        for board in ["bitboard", "0x88"] {
            let args = [
                "suite",
                path.to_str().unwrap(),
                "--max-nodes",
                &budget,
                "--board",
                board,
            ];
            let output = chess_tables(&args, "");
            assert!(output.status.success(), "{args:?}: {}", stderr(&output));
            assert_eq!(stdout(&output), summary, "{args:?}");
            assert!(stderr(&output).contains("nodes/s"), "{}", stderr(&output));
        }
    }
}

#[test]
fn suite_reports_each_wrong_count_and_exits_1() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let text = format!(
        "{start} ;D1 20 ;D2 400 ;D3 8903\n\
         # Kiwipete, in standard EPD with other operations\n\
         {KIWIPETE} id \"kiwipete\"; bm Bxa6; D1 48; D2 2038;\n\
         id endgame\n\
         epd 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -\n\
         perft 1 14\n\
         perft 4 43238\n"
    );
    let path = scratch_file("wrong-counts.epd", text.as_bytes());
    for board in ["bitboard", "0x88"] {
        let output = chess_tables(&["suite", &path, "--board", board], "");
        assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
        assert_eq!(
            stdout(&output),
            format!(
                "line 1: D3 expected 8903 got 8902: {start}\n\
                 line 3: D2 expected 2038 got 2039: {KIWIPETE}\n\
                 suite: 5 passed, 2 failed, 0 skipped\n"
            ),
            "{board}"
        );
        // Only the time on stderr: a wrong count is the suite's result, not an error.
        assert!(
            !stderr(&output).contains("chess-tables:"),
            "{}",
            stderr(&output)
        );
    }
    // The limit is on the published count: the wrong D3 (8903) is skipped at 8902 nodes, and so
    // is the endgame's D4.
    let output = chess_tables(&["suite", &path, "--max-nodes", "8902"], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        format!(
            "line 3: D2 expected 2038 got 2039: {KIWIPETE}\nsuite: 4 passed, 1 failed, 2 skipped\n"
        )
    );
}

#[test]
fn an_unreadable_suite_is_a_one_line_error_naming_the_line() {
    let good = format!("{KIWIPETE} ;D1 48\n");
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            format!("{good}\n{KIWIPETE} ;D1 48 ;D2 many\n").into_bytes(),
            "line 3: column 78: D<n> takes one count",
        ),
        (
            format!("{good}{KIWIPETE} bm Qxa1;\n").into_bytes(),
            "line 2: column 73: bm and am take legal moves of the position in SAN: illegal",
        ),
        (
            format!("{good}8/8/8 w - -\n").into_bytes(),
            "line 2: FEN placement has 3 ranks, not 8",
        ),
        (
            format!("{good}\nperft 1 20\n").into_bytes(),
            "line 3: a `perft` line needs an `epd` line before it",
        ),
        (
            [good.as_bytes(), b"id \xff\n"].concat(),
            "line 2: not UTF-8",
        ),
    ];
    for (number, (contents, expected)) in cases.into_iter().enumerate() {
        let path = scratch_file(&format!("unreadable-{number}.epd"), &contents);
        let args = ["suite", &path];
        let output = chess_tables(&args, "");
        let message = rejection(&args, &output);
        assert!(message.contains(expected), "{message}");
        assert!(output.stdout.is_empty(), "{}", stdout(&output));
    }
    assert_refused(&[
        (
            &["suite", "/no/such/suite.epd"],
            "`/no/such/suite.epd`: No such file or directory",
        ),
        (
            &["suite", "x.epd", "--max-nodes", "-1"],
            "`-1` is not a number of nodes",
        ),
        (
            &["suite", "x.epd", "--board", "mailbox"],
            "invalid value 'mailbox' for '--board <BOARD>'",
        ),
    ]);
}

/// The FEN shakmaty reaches playing `sans` from `fen`.
fn shakmaty_after(fen: &str, sans: &[&str]) -> String {
    use shakmaty::{Position, fen::Fen, san::San};
    let fen: Fen = fen.parse().unwrap();
    let mut position: shakmaty::Chess =
        fen.into_position(shakmaty::CastlingMode::Standard).unwrap();
    for san in sans {
        let mv = san.parse::<San>().unwrap().to_move(&position).unwrap();
        position.play_unchecked(mv);
    }
    Fen::from_position(&position, shakmaty::EnPassantMode::Legal).to_string()
}

#[test]
fn pgn_prints_a_line_per_game_and_goes_on_after_an_error() {
    let endgame = "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1";
    let pgn = format!(
        "[Event \"one\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 {{a comment}} Nc6 $1 1-0\n\n\
         [Event \"two\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n\
         [FEN \"{endgame}\"]\n\n1. O-O (1. e4 Kd7) 1... Kd7 2. e4\n"
    );
    let first = shakmaty_after(START, &["e4", "e5", "Nf3", "Nc6"]);
    let third = shakmaty_after(endgame, &["O-O", "Kd7", "e4"]);
    let expected = format!(
        "game 1: 4 plies, 1-0, {first}\n\
         game 2, ply 3: `Ke3`: illegal: no legal move in this position fits it\n\
         game 3: 3 plies, *, {third}\n\
         pgn: 3 games, 1 with errors\n"
    );
    let output = chess_tables(&["pgn", "-"], &pgn);
    assert_eq!(stdout(&output), expected);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(output.stderr.is_empty());
    // From a file, and without the broken game: exit status 0.
    let path = scratch_file("games.pgn", pgn.replace("Ke3", "Nf3").as_bytes());
    let output = chess_tables(&["pgn", &path], "");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stdout(&output).ends_with("pgn: 3 games, 0 with errors\n"));
}

#[test]
fn pgn_reads_the_test_databases_to_the_end() {
    let path = format!(
        "{}/chess-core/tests/data/pgn/lichess-db-100k.pgn",
        env!("CARGO_MANIFEST_DIR")
    );
    let output = chess_tables(&["pgn", &path], "");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let lines: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(lines.last(), Some(&"pgn: 47 games, 0 with errors"));
    assert_eq!(lines.len(), 48);
    // Random bytes: errors and a summary, never a panic.
    let mut random = Random::new(0x9e7);
    let bytes: Vec<u8> = (0..20_000).map(|_| random.below(256) as u8).collect();
    let output = chess_tables_raw(&[OsStr::new("pgn"), OsStr::new("-")], &bytes);
    assert!(
        matches!(output.status.code(), Some(0 | 1)),
        "{}",
        stderr(&output)
    );
    assert!(stdout(&output).lines().last().unwrap().starts_with("pgn: "));
}

#[test]
fn pgn_refuses_an_unreadable_input() {
    assert_refused(&[
        (
            &["pgn", "/no/such/file.pgn"],
            "`/no/such/file.pgn`: No such file or directory",
        ),
        (&["pgn"], "required arguments were not provided: <FILE>..."),
    ]);
    let directory = std::env::temp_dir();
    let args = ["pgn", directory.to_str().unwrap()];
    let output = chess_tables(&args, "");
    rejection(&args, &output);
}
