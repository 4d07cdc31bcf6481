//! The records of `read` against chess-core's `Game`s (`pgn::read_games`, the same reader with
//! its own visitor) on the repository's real PGN files, errors and noise: what the records say
//! of each game is what the `Game` holds.

use std::path::Path;

use chess_core::pgn::{Slice, read_games};

/// Each game as chess-core's `GameBuilder` makes it.
fn core_games(text: &[u8]) -> Vec<Result<chess_core::game::Game, chess_core::pgn::Error>> {
    read_games(Slice::new(text)).collect()
}

use super::records::{Note, Record, parse};
use super::*;

fn read_all(
    pgn: &str,
    first_game: u64,
    variations: bool,
) -> Vec<Result<Record, (u64, u32, String, String)>> {
    let mut out = Vec::new();
    read(pgn.as_bytes(), first_game, variations, u64::MAX, &mut out);
    assert!(out.is_ascii(), "records are ASCII");
    parse(&out, pgn.as_bytes())
}

const OPERA: &str = r#"[Event "Paris"]
[White "Morphy"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4?! {Philidor} (3... exd4 4. Nxd4 (4. c3) Nf6) 4. dxe5 Bxf3 5. Qxf3 dxe5
6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8
13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
"#;

#[test]
fn escapes_read_back() {
    let text = "a\\b\tc\nd\re \\t Grünfeld 😀 \u{1}\u{7f} \\u233;";
    let mut out = Vec::new();
    escape(&mut out, text.as_bytes());
    let escaped = String::from_utf8(out).unwrap();
    assert!(escaped.is_ascii() && !escaped.contains(['\t', '\n', '\r']));
    assert!(escaped.contains(r"Gr\u252;nfeld \u128512;"), "{escaped}");
    assert_eq!(unescape(&escaped), text);
}

#[test]
fn plain_text_is_told_from_text_to_escape_at_every_byte() {
    // Every byte value at every place of texts of 0 to 19 bytes, among ASCII bytes either side
    // of the bounds (0x20, 0x5b to 0x5d, 0x7e, 0x7f).
    let fillers = [0x20, 0x5b, 0x5d, 0x7e, 0x7f, b'a'];
    for len in 0..20 {
        for at in 0..len {
            for byte in 0..=255u8 {
                let mut text: Vec<u8> = (0..len)
                    .map(|i| fillers[(i * 7 + len) % fillers.len()])
                    .collect();
                text[at] = byte;
                let expected = text
                    .iter()
                    .all(|&b| (0x20..0x80).contains(&b) && b != b'\\');
                assert_eq!(plain(&text), expected, "{text:?}");
            }
        }
    }
}

#[test]
fn numbers_are_written_in_decimal() {
    for n in [0, 7, 10, 99, 100, 65535, u32::MAX] {
        let mut out = Vec::new();
        push_number(&mut out, n);
        assert_eq!(String::from_utf8(out).unwrap(), n.to_string());
    }
}

#[test]
fn the_longest_note_line_fits_its_buffer() {
    // A ply, two tabs, `\@`, two numbers, a comma and a line break, every number at its most.
    let mut line = Short::default();
    line.number(u32::MAX);
    line.extend(b"\t\t\\@");
    line.number(u32::MAX);
    line.push(b',');
    line.number(u32::MAX);
    line.push(b'\n');
    let mut out = Sink::default();
    out.append(&line);
    out.append(&line);
    assert_eq!(
        out.bytes(),
        b"4294967295\t\t\\@4294967295,4294967295\n".repeat(2)
    );
}

#[test]
fn a_sink_holds_what_is_appended_as_it_grows() {
    // Short appends (copied 16 bytes at a time), long ones and single bytes, across the room's
    // growth: the bytes are those a Vec would hold.
    let (mut sink, mut expected) = (Sink::default(), Vec::new());
    for i in 0..300u32 {
        let mut short = Short::default();
        short.extend(&b"abcdefghijklmnopqrstuvwxyz"[..(i % 27) as usize]);
        short.number(i);
        sink.append(&short);
        expected.extend_from_slice(short.bytes());
        sink.push(b' ');
        expected.push(b' ');
        if i % 50 == 0 {
            sink.extend(&[b'x'; 100]);
            expected.extend_from_slice(&[b'x'; 100]);
        }
    }
    assert_eq!(sink.bytes(), expected);
    sink.clear();
    assert_eq!(sink.bytes(), b"");
}

#[test]
fn a_game_becomes_its_record() {
    let games = read_all(OPERA, 1, true);
    let [Ok(game)] = &games[..] else {
        panic!("{games:?}")
    };
    assert_eq!(
        (game.start.as_str(), game.variant.as_str()),
        ("", "standard")
    );
    assert_eq!(game.result, "1-0");
    assert_eq!(
        game.last,
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );
    assert_eq!(game.tags[1], ("White".into(), "Morphy".into()));
    assert_eq!(game.moves.len(), 33);
    assert_eq!(game.moves[0], ("e2e4".into(), "e4".into()));
    assert_eq!(game.moves[22], ("e1c1".into(), "O-O-O".into()));
    assert_eq!(game.moves[32], ("d1d8".into(), "Rd8#".into()));
    let note = Note {
        ply: 6,
        nags: vec![6],
        comment: "Philidor".into(),
        variations: vec!["3... exd4 4. Nxd4 (4. c3) 4... Nf6".into()],
    };
    assert_eq!(game.notes, [note]);

    // Variations passed over unread when not asked for.
    let games = read_all(OPERA, 1, false);
    let Ok(game) = &games[0] else { panic!() };
    assert!(game.notes[0].variations.is_empty());
    assert_eq!(game.moves.len(), 33);
}

#[test]
fn nested_variations_keep_their_comments_and_numbers() {
    let pgn = "1. e4 c5 2. Nf3 Nc6 3. d4 cxd4 4. Nxd4 e5 5. Nxc6 ({before} 5. Nb5 {after} 5... a6 \
               ({nested} 5... h5 {end})) 5... bxc6 *";
    let games = read_all(pgn, 1, true);
    let Ok(game) = &games[0] else {
        panic!("{games:?}")
    };
    assert_eq!(game.result, "*");
    assert_eq!(
        game.notes[0].variations,
        ["{before} 5. Nb5 {after} 5... a6 ({nested} 5... h5 {end})"]
    );
    assert_eq!(game.notes[0].ply, 9);
}

#[test]
fn errors_name_the_game_the_ply_and_the_text() {
    let pgn = "1. e4 e5 *\n\n[Event \"bad\"]\n\n1. e4 e5 2. Nf6 *\n\n1. d4 {tab\tand\nline} *\n";
    let games = read_all(pgn, 11, true);
    assert_eq!(games.len(), 3);
    let Err((game, ply, text, message)) = &games[1] else {
        panic!("{games:?}")
    };
    assert_eq!((*game, *ply, text.as_str()), (12, 3, "Nf6"));
    assert!(
        message.starts_with("game 12, ply 3: `Nf6`: illegal"),
        "{message}"
    );
    let Ok(third) = &games[2] else { panic!() };
    assert_eq!(third.notes[0].comment, "tab\tand\nline");

    for (pgn, ply, text) in [
        (
            "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *",
            0,
            "8/8/8/8/8/8/8/8 w - - 0 1",
        ),
        ("1. e4 e5 2. Bb6 *", 3, "Bb6"),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. c3 d6 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Kd3 *",
            25,
            "Kd3",
        ),
    ] {
        let games = read_all(pgn, 1, true);
        let Some(Err((1, found_ply, found_text, _))) = games.first() else {
            panic!("{pgn:?}: {games:?}")
        };
        assert_eq!((*found_ply, found_text.as_str()), (ply, text), "{pgn:?}");
    }
    // A variation with an illegal move is left out whole, and said in a `W` record.
    let games = read_all(
        "1. e4 e5 (1... c5 2. Nf3 (2. Kd3) 2... d6) (1... Ke3) 2. Nf3 *",
        4,
        true,
    );
    let [Ok(game)] = games.as_slice() else {
        panic!("{games:?}")
    };
    assert_eq!(game.notes[0].variations, ["1... c5 2. Nf3 d6"]);
    let kinds: Vec<_> = game
        .warnings
        .iter()
        .map(|w| (w.0, w.1, w.2.as_str()))
        .collect();
    assert_eq!(kinds, [(4, 3, "Kd3"), (4, 2, "Ke3")]);
    assert!(
        game.warnings[0]
            .3
            .starts_with("game 4, ply 3: `Kd3`: illegal"),
        "{:?}",
        game.warnings
    );
    // What the reader goes on from costs the game nothing: a malformed tag, a variation or a
    // comment left open, a bad glyph.
    for (pgn, plies) in [
        ("[Event \"x\"\n\n1. e4 *", 1),
        ("1. e4 e5 2. Nf3 (2. Nc3 *", 3),
        ("1. e4 {unterminated", 1),
        ("1. e4 $300 *", 1),
    ] {
        let games = read_all(pgn, 1, true);
        let [Ok(game)] = games.as_slice() else {
            panic!("{pgn:?}: {games:?}")
        };
        assert_eq!(game.moves.len(), plies, "{pgn:?}");
    }
}

/// A small xorshift generator: the same noise every run.
fn noise(seed: u64, len: usize) -> Vec<u8> {
    let mut state = seed | 1;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect()
}

#[test]
fn noise_and_damaged_text_read_as_chess_core_reads_them() {
    for seed in 1..200 {
        let mut out = Vec::new();
        let text = noise(seed, seed as usize * 7);
        read(&text, 1, true, u64::MAX, &mut out);
        parse(&out, &text);
    }
    // Real text damaged with PGN's special characters: the same games and errors as
    // chess-core's `Game`s (their builder passes variations over, as the records are asked to).
    let mut compared = 0;
    for (_, real) in real_files().iter().take(4) {
        let real = &real.as_bytes()[..real.len().min(20_000)];
        for seed in 1..150u64 {
            let mut text = real.to_vec();
            let damage = noise(seed, 8);
            for pair in damage.chunks(2) {
                let at = usize::from(pair[0]) * text.len() / 256;
                text[at] = b"{}()[]\"$!? \n\x00\xff;%.1"[usize::from(pair[1]) % 18];
            }
            let mut out = Vec::new();
            read(&text, 1, false, u64::MAX, &mut out);
            let ours = parse(&out, &text);
            let theirs = core_games(&text);
            assert_eq!(ours.len(), theirs.len(), "seed {seed}");
            for (ours, theirs) in ours.iter().zip(&theirs) {
                match (ours, theirs) {
                    (Ok(record), Ok(game)) => {
                        let sans: Vec<_> = game.san_history().map(|san| san.to_string()).collect();
                        let ours: Vec<_> =
                            record.moves.iter().map(|(_, san)| san.clone()).collect();
                        assert_eq!(ours, sans, "seed {seed}");
                    }
                    (Err((game, ply, text, _)), Err(error)) => {
                        assert_eq!(
                            (*game, *ply, text.as_str()),
                            (error.game(), error.ply(), error.text()),
                            "seed {seed}"
                        );
                    }
                    _ => panic!("seed {seed}: {ours:?} against {theirs:?}"),
                }
                compared += 1;
            }
        }
    }
    assert!(compared > 1000, "{compared}");
}

/// The repository's real PGN files: lichess games and studies, ECO openings, python-chess's.
fn real_files() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../chess-core/tests/data/pgn");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("chess-core's PGN files")
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let bytes = std::fs::read(&path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, String::from_utf8_lossy(&bytes).into_owned())
        })
        .collect()
}

#[test]
fn records_agree_with_chess_cores_game_reader() {
    let mut compared = 0;
    for (name, text) in real_files() {
        let ours = read_all(&text, 1, false);
        let theirs = core_games(text.as_bytes());
        assert_eq!(ours.len(), theirs.len(), "{name}");
        for (ours, theirs) in ours.iter().zip(&theirs) {
            let (record, game) = match (ours, theirs) {
                (Ok(record), Ok(game)) => (record, game),
                (Err((game, ply, text, message)), Err(error)) => {
                    assert_eq!(
                        (*game, *ply, text.as_str()),
                        (error.game(), error.ply(), error.text())
                    );
                    assert_eq!(message, &error.to_string());
                    continue;
                }
                _ => panic!("{name}: {ours:?} against {theirs:?}"),
            };
            let context = format!("{name}, game {}", compared + 1);
            let sans: Vec<_> = game.san_history().map(|san| san.to_string()).collect();
            let ucis: Vec<_> = game.moves().map(|mv| mv.to_string()).collect();
            let (our_ucis, our_sans): (Vec<_>, Vec<_>) = record.moves.iter().cloned().unzip();
            assert_eq!((our_ucis, our_sans), (ucis, sans), "{context}");
            assert_eq!(record.last, game.position().to_string(), "{context}");
            let start = game.initial_position().to_string();
            assert!(
                record.start.is_empty() || record.start == start,
                "{context}"
            );
            assert_eq!(
                record.variant == "chess960",
                game.variant() == chess_core::Variant::Chess960
            );
            if game.outcome().is_none() {
                assert_eq!(record.result, game.result().as_str(), "{context}");
            }
            let note = |ply| record.notes.iter().find(|note| note.ply == ply);
            assert_eq!(
                note(0).map(|note| note.comment.as_str()),
                game.comment(),
                "{context}"
            );
            for (index, played) in game.played().iter().enumerate() {
                let (comment, nags) = note(index + 1).map_or((None, &[][..]), |note| {
                    (
                        (!note.comment.is_empty()).then_some(note.comment.as_str()),
                        &note.nags[..],
                    )
                });
                assert_eq!(comment, played.comment(), "{context}, ply {}", index + 1);
                let theirs: Vec<u8> = played.nags().iter().map(|nag| nag.0).collect();
                assert_eq!(nags, theirs, "{context}, ply {}", index + 1);
            }
            compared += 1;
        }
    }
    assert!(compared > 500, "{compared} games compared");
}

#[test]
fn the_operations_read_their_options() {
    let mut out = Vec::new();
    read_operation(b"5\t0\t1\n1. e4 *\n\n1. d4 *", &mut out).unwrap();
    let games = parse(&out, b"1. e4 *\n\n1. d4 *");
    let [Ok(game)] = &games[..] else {
        panic!("{games:?}")
    };
    assert_eq!(game.moves, [("e2e4".into(), "e4".into())]);
    out.clear();
    read_operation(b"5\t1\t9\n1. e4 *\n\n1. Nf6 *", &mut out).unwrap();
    assert!(matches!(parse(&out, b"")[1], Err((6, 1, _, _))));
    assert!(read_operation(b"5\t1\n1. e4", &mut Vec::new()).is_err());
    assert!(read_operation(b"", &mut Vec::new()).is_err());
    assert!(read_operation(b"5\t\xff\t9\n1. e4", &mut Vec::new()).is_err());
}

#[test]
fn comments_are_ranges_of_the_text_or_text_in_utf16_indices() {
    // Non-ASCII text before and inside comments (UTF-16 indices differ from bytes, by two for
    // the emoji), two comments on a move and a `;` comment holding `}` (both written as text),
    // and Unicode white space trimmed.
    let pgn = "[White \"Ärger 😀\"]\n\n{ Før start } 1. e4 { 😀 é } e5 {one} {twö} 2. Nf3 ; semi } \
               colon\n Nc6 {\u{a0}nbsp\u{a0}} 3. Bb5 {} *";
    let mut out = Vec::new();
    read(pgn.as_bytes(), 1, true, u64::MAX, &mut out);
    let records = String::from_utf8(out.clone()).unwrap();
    assert!(records.contains("\\@"), "{records}");
    // Ply 1's note, a range alone after ply 0's, is the range alone on its line, `after,length`.
    let alone = |line: &str| {
        let (after, length) = line.split_once(',').unwrap_or_default();
        [after, length].iter().all(|n| n.parse::<u32>().is_ok())
    };
    assert!(records.lines().any(alone), "{records}");
    let games = parse(&out, pgn.as_bytes());
    let Ok(record) = &games[0] else {
        panic!("{games:?}")
    };
    assert_eq!(record.tags[0], ("White".into(), "Ärger 😀".into()));
    let comments: Vec<(usize, &str)> = (record.notes.iter())
        .map(|note| (note.ply, note.comment.as_str()))
        .collect();
    let expected = [
        (0, "Før start"),
        (1, "😀 é"),
        (2, "one twö"),
        (3, "semi  colon"),
        (4, "nbsp"),
    ];
    assert_eq!(comments, expected);
    let Some(Ok(game)) = read_games(Slice::from(pgn)).next() else {
        panic!()
    };
    assert_eq!(game.comment(), Some("Før start"));
    for (ply, comment) in &expected[1..] {
        assert_eq!(game.played()[ply - 1].comment(), Some(*comment));
    }
}
