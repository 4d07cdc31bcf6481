//! Seeds each fuzz target's corpus (`fuzz/corpus/<target>/`) from the perft suites, read through
//! chess-core's suite reader where `chess-testkit` finds them: every position (the first 60, then
//! one in ten), each followed by what its target reads after the FEN line; for `placement`, the
//! same positions as placement bytes and a few boards no game reaches; for `attacks`, a few
//! queries for each attacker; for `pgn`, the test PGN files of chess-core cut into pieces of a
//! few games. Rewritten on every run (`bash fuzz/seed-corpus`); not committed.

use std::fs;
use std::path::Path;

use chess_core::attacks::Attacker;
use chess_core::perft::Suite;
use chess_testkit::suites;

/// After the FEN line of a `moves` input: moves in UCI and SAN, legal or not.
const MOVES: &str = "e4 e5 Nf3 O-O e1g1 exd5 e7e8q Qxf7# a1a8\n";
/// After the FEN line of a `make_unmake` input: each byte picks a legal move.
const PICKS: [u8; 10] = [0x05, 0x11, 0x2a, 0x03, 0x40, 0x07, 0x13, 0x21, 0x02, 0x08];
/// After the FEN line of a `see` input: each byte picks a move to evaluate.
const SEE_PICKS: [u8; 12] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

fn main() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let _ = fs::remove_dir_all(&corpus);
    for target in [
        "fen",
        "moves",
        "attacks",
        "make_unmake",
        "see",
        "placement",
        "pgn",
    ] {
        fs::create_dir_all(corpus.join(target)).expect("create the corpus directories");
    }
    let write = |target: &str, name: &str, bytes: &[u8]| {
        fs::write(corpus.join(target).join(name), bytes).expect("write a corpus file");
    };
    // Standard chess first, so the first positions taken are; Chess960 last.
    let mut fens = Vec::new();
    for name in suites::NAMES {
        let text = suites::text(name);
        for record in Suite::new(&text) {
            let record = record.unwrap_or_else(|error| panic!("{name}: {error}"));
            let fen = record.fen();
            // The blocks' EPD has no clocks; a FEN line takes them.
            match fen.split_ascii_whitespace().count() {
                4 => fens.push(format!("{fen} 0 1")),
                _ => fens.push(fen.to_string()),
            }
        }
    }
    let mut seeded = 0;
    for (_, fen) in (1..).zip(&fens).filter(|&(n, _)| n <= 60 || n % 10 == 1) {
        seeded += 1;
        let name = seeded.to_string();
        write("fen", &name, fen.as_bytes());
        write("moves", &name, format!("{fen}\n{MOVES}").as_bytes());
        write(
            "make_unmake",
            &name,
            &[fen.as_bytes(), b"\n", &PICKS].concat(),
        );
        write("see", &name, &[fen.as_bytes(), b"\n", &SEE_PICKS].concat());
        let position = chess_core::Position::from_fen_permissive(fen, chess_core::Variant::Auto)
            .unwrap_or_else(|error| panic!("{fen}: {error}"));
        write("placement", &name, &chess_fuzz::placement_input(&position));
    }
    for (index, attacker) in Attacker::ALL.into_iter().enumerate() {
        let queries = format!(
            "{attacker} e4 0x0000001000201000\n{attacker} a1 0xffffffffffffffff\n\
             {attacker} h8 0x0000_0000_0000_0001\n"
        );
        write("attacks", &index.to_string(), queries.as_bytes());
    }
    write("attacks", "bad", b"rook a1\nking z9 0x0\n");
    // Boards no game reaches: the 257-move board, two knights giving check, a triple check.
    let queens = "BQQQQBnk/Q4Qpp/Q5Q1/Q5Q1/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1";
    let queens = chess_core::Position::from_fen_permissive(queens, chess_core::Variant::Auto)
        .expect("the 257-move board is accepted permissively");
    write("placement", "queens", &chess_fuzz::placement_input(&queens));
    write("placement", "knights", &[1, 0, 7, 60, 43, 1, 45, 1]);
    write("placement", "triple", &[1, 0, 7, 60, 43, 1, 24, 2, 4, 3]);
    // PGN: each test file in pieces of about 2 KB, cut where a game's tags start.
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../chess-core/tests/data/pgn");
    let mut pieces = 0;
    let mut files: Vec<_> = fs::read_dir(&data)
        .expect("the PGN test data")
        .flatten()
        .collect();
    files.sort_by_key(|entry| entry.file_name());
    for file in files {
        let text = fs::read(file.path()).expect("a PGN test file");
        let mut start = 0;
        while start < text.len() && pieces < 200 {
            let from = (start + 2000).min(text.len());
            let end = (from..text.len())
                .find(|&i| text[i..].starts_with(b"\n["))
                .map_or(text.len(), |i| i + 1);
            write("pgn", &pieces.to_string(), &text[start..end]);
            pieces += 1;
            start = end;
        }
    }
    println!("seeded {seeded} positions into fuzz/corpus/");
}
