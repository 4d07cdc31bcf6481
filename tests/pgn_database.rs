//! `chess-tables pgn` on databases: every output and filter on the repository's PGN files, the
//! filters checked against what the unfiltered outputs say, compressed inputs, several inputs,
//! every number of threads giving the same bytes, and python-chess as the reference.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

mod common;

use serde_json::Value;

fn data(name: &str) -> PathBuf {
    [
        env!("CARGO_MANIFEST_DIR"),
        "chess-core/tests/data/pgn",
        name,
    ]
    .iter()
    .collect()
}

/// Every PGN file of the repository's test data, sorted.
fn pgn_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data(""))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .collect();
    files.sort();
    files
}

/// Every test file, one after another, each with a blank line after it.
fn all_games() -> Vec<u8> {
    let mut all = Vec::new();
    for path in pgn_files() {
        all.extend(std::fs::read(path).unwrap());
        all.extend_from_slice(b"\n\n");
    }
    all
}

fn chess_tables(args: &[&str], stdin: &[u8]) -> Output {
    common::run(args, stdin)
}

/// `pgn` on `stdin` with these options: its stdout, after checking that it ran (exit 0 or 1).
fn pgn(options: &[&str], stdin: &[u8]) -> String {
    let args = [&["pgn"], options, &["-"]].concat();
    let output = chess_tables(&args, stdin);
    assert!(
        matches!(output.status.code(), Some(0 | 1)),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// The `--to jsonl` records.
fn records(options: &[&str], stdin: &[u8]) -> Vec<Value> {
    let options = [options, &["--to", "jsonl"]].concat();
    (pgn(&options, stdin).lines())
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn numbers(records: &[Value]) -> BTreeSet<u64> {
    records
        .iter()
        .map(|record| record["game"].as_u64().unwrap())
        .collect()
}

fn tag<'a>(record: &'a Value, name: &str) -> Option<&'a str> {
    record["tags"][name].as_str()
}

#[test]
fn every_output_on_every_test_file_and_its_closing_lines() {
    let all = all_games();
    let jsonl = records(&[], &all);
    let check = pgn(&[], &all);
    let lines: Vec<&str> = check.lines().collect();
    let errors = jsonl.iter().filter(|r| !r["error"].is_null()).count();
    assert_eq!(lines.len(), jsonl.len() + 1);
    assert_eq!(
        lines.last().unwrap(),
        &format!("pgn: {} games, {errors} with errors", jsonl.len())
    );
    assert!(errors > 0 && errors < jsonl.len() / 10, "{errors}");
    let uci = pgn(&["--to", "uci"], &all);
    let mut uci_lines = uci.lines();
    let fen = pgn(&["--to", "fen"], &all);
    let mut fen_lines = fen.lines().peekable();
    for (record, line) in jsonl.iter().zip(&lines) {
        let n = record["game"].as_u64().unwrap();
        assert!(line.starts_with(&format!("game {n}")), "{line}");
        let moves: Vec<&str> = (record["uci"].as_array().unwrap().iter())
            .map(|mv| mv.as_str().unwrap())
            .collect();
        let plies = record["plies"].as_u64().unwrap();
        assert_eq!(moves.len() as u64, plies);
        assert_eq!(record["san"].as_array().unwrap().len() as u64, plies);
        if !record["error"].is_null() {
            assert!(line.contains(record["error"].as_str().unwrap()), "{line}");
            continue;
        }
        let last = record["fen"].as_str().unwrap();
        let result = tag(record, "Result").unwrap_or("*");
        assert_eq!(*line, format!("game {n}: {plies} plies, {result}, {last}"));
        assert_eq!(uci_lines.next().unwrap(), moves.join(" "));
        // The positions: one a ply, from 0, the last the final FEN.
        for ply in 0..=plies {
            let position = fen_lines.next().unwrap();
            let fields: Vec<&str> = position.split('\t').collect();
            assert_eq!(fields[..2], [n.to_string(), ply.to_string()]);
            if ply == plies {
                assert_eq!(fields[2], last);
            }
        }
    }
    assert_eq!((uci_lines.next(), fen_lines.next()), (None, None));

    // The PGN written reads back to the same games: those without an error whole, those with
    // one up to it (the game chess-core's reader gives with its error), variations and all.
    let written = pgn(&["--valid", "--to", "pgn"], &all);
    assert_eq!(pgn(&["--to", "uci"], written.as_bytes()), uci);
    let partial = pgn(&["--errors", "--to", "pgn"], &all);
    let read_before_errors: Vec<String> = (chess_core::pgn::read_games(&all[..]))
        .filter_map(|game| {
            let error = game.err()?;
            let moves = error.partial_game()?.moves().map(|mv| mv.to_string());
            Some(moves.collect::<Vec<_>>().join(" ") + "\n")
        })
        .collect();
    assert!(!read_before_errors.is_empty());
    assert_eq!(
        pgn(&["--to", "uci"], partial.as_bytes()),
        read_before_errors.concat()
    );
    let every = pgn(&["--to", "pgn"], &all);
    assert!(
        every.contains(" ( ") && every.contains(" ) "),
        "variations kept"
    );
    assert_eq!(
        pgn(&["--to", "pgn"], every.as_bytes()),
        every,
        "export format is a fixed point"
    );

    // With --to the closing line and the stats go to stderr; with --to uci a game with an error
    // is not kept (it is not written).
    let output = chess_tables(&["pgn", "--to", "uci", "--stats", "-"], &all);
    let stderr = String::from_utf8(output.stderr).unwrap();
    let read = jsonl.len();
    let kept: Vec<&Value> = jsonl.iter().filter(|r| r["error"].is_null()).collect();
    let plies: u64 = kept.iter().map(|r| r["plies"].as_u64().unwrap()).sum();
    let result = |text: &str| {
        let count = kept
            .iter()
            .filter(|r| tag(r, "Result").map(str::trim) == Some(text));
        count.count()
    };
    let decided = result("1-0") + result("0-1") + result("1/2-1/2");
    assert_eq!(
        stderr,
        format!(
            "pgn: {read} games, {errors} with errors\nstats: {read} read, {} kept, {errors} \
             with errors, {plies} plies, 1-0 {}, 0-1 {}, 1/2-1/2 {}, * {}\n",
            kept.len(),
            result("1-0"),
            result("0-1"),
            result("1/2-1/2"),
            kept.len() - decided
        )
    );
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn pgn_is_written_in_export_format_with_tags_in_the_order_read_and_variations() {
    let input = "[Black \"B\"]\n[ECO \"C20\"]\n[White \"W\"]\n[ECO \"C21\"]\n[Result \"*\"]\n\n\
                 {Start} 1. e4 e5!? (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 ; a } b\nNc6 $14 3. Bb5 \
                 1/2-1/2\n\n[Event \"Broken\"]\n[Result \"1-0\"]\n\n1. d4 d5 2. Kd3 Nf6 1-0\n\n\
                 [Variant \"Atomic\"]\n\n1. e4 *\n\n1. e4 (1. d4 (1. c4\n";
    let roster = |event: &str, white: &str, black: &str, result: &str| {
        format!(
            "[Event \"{event}\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
             [White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n"
        )
    };
    // The roster first (the result the moves end with, the tag saying `*`), then the other tags
    // as read (a repeated one where it first came, with its last value); a black move numbered
    // after a comment, a NAG or a variation; a `;` comment in braces without its `}`. A game
    // with an error is written up to it, with the result its tag gives; one whose tags have it
    // (an unsupported variant) has no moves read and is not written. Variations left open at
    // the end of the input are closed.
    let expected = [
        roster("?", "W", "B", "1/2-1/2"),
        "[ECO \"C21\"]\n\n{Start} 1. e4 e5 $5 ( 1... c5 2. Nf3 ( 2. c3 ) 2... d6 ) 2. Nf3 {a b} \
         2... Nc6\n$14 3. Bb5 1/2-1/2\n\n"
            .into(),
        roster("Broken", "?", "?", "1-0"),
        "\n1. d4 d5 1-0\n\n".into(),
        roster("?", "?", "?", "*"),
        "\n1. e4 ( 1. d4 ( 1. c4 ) ) *\n\n".into(),
    ];
    let output = chess_tables(&["pgn", "--to", "pgn", "-"], input.as_bytes());
    assert_eq!(String::from_utf8(output.stdout).unwrap(), expected.concat());
    // The variations left open are said on stderr, before the closing line.
    let stderr =
        "warning: game 4, ply 1: variation without its closing )\npgn: 4 games, 2 with errors\n";
    assert_eq!(String::from_utf8(output.stderr).unwrap(), stderr);
    assert_eq!(output.status.code(), Some(1));
}

/// A test a filter stands for, on a game's JSON record.
type Test<'a> = Box<dyn Fn(&Value) -> bool + 'a>;

#[test]
fn each_filter_keeps_the_games_its_test_passes() {
    let all = all_games();
    let every = records(&[], &all);
    let kept = |options: &[&str]| numbers(&records(options, &all));
    let expected = |test: &dyn Fn(&Value) -> bool| -> BTreeSet<u64> {
        numbers(
            &every
                .iter()
                .filter(|r| test(r))
                .cloned()
                .collect::<Vec<_>>(),
        )
    };
    let number = |r: &Value, name: &str| tag(r, name).and_then(|v| v.trim().parse::<f64>().ok());
    let valid = |r: &Value| r["error"].is_null();
    let plies = |r: &Value| r["plies"].as_u64().unwrap();

    let cases: Vec<(Vec<&str>, Test)> = vec![
        (vec!["--valid"], Box::new(valid)),
        (vec!["--errors"], Box::new(|r| !valid(r))),
        (
            vec!["--where", "WhiteElo>=1800"],
            Box::new(move |r| number(r, "WhiteElo").is_some_and(|n| n >= 1800.0)),
        ),
        (
            vec!["--where", "BlackElo<1500"],
            Box::new(move |r| number(r, "BlackElo").is_some_and(|n| n < 1500.0)),
        ),
        (
            vec!["--where", "Result=1-0"],
            Box::new(|r| tag(r, "Result") == Some("1-0")),
        ),
        (
            vec!["--where", "Result!=1-0"],
            Box::new(|r| tag(r, "Result") != Some("1-0")),
        ),
        (
            vec!["--where", "Opening~Sicilian", "--where", "WhiteElo>1500"],
            Box::new(move |r| {
                tag(r, "Opening").is_some_and(|v| v.contains("Sicilian"))
                    && number(r, "WhiteElo").is_some_and(|n| n > 1500.0)
            }),
        ),
        (
            vec!["--player", "Kasparov"],
            Box::new(|r| {
                ["White", "Black"]
                    .iter()
                    .any(|side| tag(r, side).is_some_and(|v| v.contains("Kasparov")))
            }),
        ),
        (
            vec!["--plies", "20..60"],
            Box::new(move |r| (20..=60).contains(&plies(r))),
        ),
        (vec!["--plies", "..0"], Box::new(move |r| plies(r) == 0)),
        (vec!["--plies", "100.."], Box::new(move |r| plies(r) >= 100)),
    ];
    for (options, test) in &cases {
        let got = kept(options);
        assert_eq!(got, expected(test.as_ref()), "{options:?}");
        assert!(!got.is_empty() && got.len() < every.len(), "{options:?}");
    }

    // --reaches: the positions each game passes through, from --to fen, clocks left out.
    let fen = pgn(&["--valid", "--to", "fen"], &all);
    let without_clocks = |fen: &str| fen.split(' ').take(4).collect::<Vec<_>>().join(" ");
    let after_e4_e5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -";
    let sicilian = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -";
    for target in [after_e4_e5, sicilian] {
        let mut reaching = BTreeSet::new();
        for line in fen.lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            if without_clocks(fields[2]) == target {
                reaching.insert(fields[0].parse::<u64>().unwrap());
            }
        }
        let with_clocks = format!("{target} 7 30");
        let got = kept(&["--valid", "--reaches", &with_clocks]);
        assert_eq!(got, reaching, "{target}");
        assert!(reaching.len() > 5, "{target}");
    }

    // --dedupe: the first game of each (start position, moves), in the input's order.
    let twice = [all.clone(), all.clone()].concat();
    let starts: HashMap<u64, String> = (pgn(&["--valid", "--to", "fen"], &twice).lines())
        .filter_map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            (fields[1] == "0").then(|| (fields[0].parse().unwrap(), without_clocks(fields[2])))
        })
        .collect();
    let start_of = |n: u64| starts[&n].clone();
    let mut seen = HashSet::new();
    let mut first = BTreeSet::new();
    for record in records(&["--valid"], &twice) {
        let n = record["game"].as_u64().unwrap();
        if seen.insert((start_of(n), record["uci"].clone())) {
            first.insert(n);
        }
    }
    let deduped = numbers(&records(&["--valid", "--dedupe"], &twice));
    assert_eq!(deduped, first);
    assert!(deduped.len() <= every.len() && deduped.iter().all(|&n| n <= every.len() as u64));
}

#[test]
fn every_number_of_threads_and_chunk_size_gives_the_same_bytes() {
    // Places a careless cut would break: a comment holding a blank line then a tag-like line, tags
    // parted by a blank line, `;` and `%` lines, a tag value with `{`, games with errors.
    let tricky = "[Event \"a\"]\n\n[Site \"tags parted by a blank line\"]\n\n1. e4 { a comment\n\n\
                  [Event \"not a game\"] } e5 *\n\n[Event \"b\"]\n[Note \"{\"]\n\n[Event \"c\"]\n\n\
                  1. d4 ; {\n\n[Event \"d\"]\n\n%escape {\n\n1. e4 Ke7 *\n\n[Event \"e\"]\n\n\
                  1. c4 (1. Nf3 Kd7) *\n\n";
    let mut input = Vec::new();
    for _ in 0..4 {
        input.extend_from_slice(tricky.as_bytes());
        input.extend(all_games());
    }
    // A game longer than many chunks: the rest of the input is read by one reader.
    let long = format!(
        "[Event \"long\"]\n\n1. e4 {{{}}} e5 *\n\n",
        "[x]\n\n".repeat(40_000)
    );
    input.extend_from_slice(long.as_bytes());
    input.extend(all_games());
    input.extend_from_slice(
        b"[Event \"last\"]\n\n1. e4 { never closed\n\n[Event \"x\"]\n\n1. d4 *\n",
    );
    for options in [
        &[][..],
        &["--to", "jsonl"],
        &["--to", "pgn"],
        &["--to", "fen", "--plies", "..30"],
        &["--to", "uci", "--dedupe", "--where", "WhiteElo>1000"],
        &["--errors", "--stats"],
    ] {
        let run = |threads: &str, chunk: &str| {
            let args = [
                &["pgn", "--threads", threads, "--chunk-kib", chunk],
                options,
                &["-"],
            ];
            chess_tables(&args.concat(), &input)
        };
        let one = run("1", "1024");
        assert!(one.stdout.len() > 1000, "{options:?}");
        for (threads, chunk) in [("2", "1024"), ("3", "1"), ("4", "7"), ("2", "64")] {
            let other = run(threads, chunk);
            assert!(
                one.stdout == other.stdout,
                "{options:?} {threads} threads, {chunk} KiB"
            );
            assert_eq!(one.stderr, other.stderr, "{options:?} {threads} {chunk}");
            assert_eq!(one.status.code(), other.status.code());
        }
    }
}

/// `bytes` compressed each way the command reads.
fn compressed(bytes: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let zstd = |part: &[u8]| zstd::encode_all(part, 1).unwrap();
    // Two zstd frames and two gzip members, as parallel compressors write them.
    let (front, back) = bytes.split_at(bytes.len() / 3);
    let gzip = |part: &[u8]| {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        encoder.write_all(part).unwrap();
        encoder.finish().unwrap()
    };
    let mut bzip2 = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::fast());
    bzip2.write_all(bytes).unwrap();
    vec![
        ("zstd", zstd(bytes)),
        ("zstd, two frames", [zstd(front), zstd(back)].concat()),
        ("gzip", gzip(bytes)),
        ("gzip, two members", [gzip(front), gzip(back)].concat()),
        ("bzip2", bzip2.finish().unwrap()),
    ]
}

#[test]
fn compressed_inputs_give_the_bytes_of_the_plain_one() {
    let all = all_games();
    for options in [
        &["--to", "jsonl"][..],
        &["--threads", "2", "--chunk-kib", "5"],
    ] {
        let plain = pgn(options, &all);
        for (how, bytes) in compressed(&all) {
            assert!(bytes.len() < all.len() / 2, "{how}");
            assert!(pgn(options, &bytes) == plain, "{how} {options:?}");
        }
    }
    // Cut short: the games before the cut, then one line on stderr and exit status 2.
    let (_, gzip) = compressed(&all).swap_remove(2);
    let output = chess_tables(&["pgn", "-"], &gzip[..gzip.len() / 2]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("chess-tables: stdin: cannot read the input: "),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1);
}

#[test]
fn what_a_game_goes_on_from_is_a_warning_on_stderr_numbered_over_the_inputs() {
    let pgn = b"1. d4 *\n\n[White \"a\" junk]\n[Black \"b\"]\n\n1. e4 (1. Ke3) e5 $300 *\n";
    for threads in ["1", "2"] {
        let output = chess_tables(&["pgn", "--threads", threads, "-"], pgn);
        assert_eq!(output.status.code(), Some(0));
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert!(
            stdout.ends_with("pgn: 2 games, 0 with errors\n"),
            "{stdout}"
        );
        let stderr = String::from_utf8(output.stderr).unwrap();
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 3, "{stderr}");
        assert!(
            lines[0].starts_with("warning: game 2, ply 0: `[White"),
            "{stderr}"
        );
        assert!(
            lines[1].starts_with("warning: game 2, ply 1: `Ke3`: illegal"),
            "{stderr}"
        );
        assert!(
            lines[2].starts_with("warning: game 2, ply 2: `$300`: bad annotation"),
            "{stderr}"
        );
    }
}

#[test]
fn several_inputs_are_read_in_turn_and_numbered_on() {
    let files = pgn_files();
    let paths: Vec<&str> = files.iter().map(|path| path.to_str().unwrap()).collect();
    let mut expected = Vec::new();
    let (mut games, mut errors) = (0u64, 0u64);
    for path in &paths {
        let output = chess_tables(&["pgn", "--threads", "1", path], b"");
        let text = String::from_utf8(output.stdout).unwrap();
        let mut lines: Vec<&str> = text.lines().collect();
        let closing = lines.pop().unwrap();
        let counts: Vec<u64> = (closing.split(' '))
            .filter_map(|word| word.parse().ok())
            .collect();
        for line in lines {
            let (number, rest) = line["game ".len()..].split_once([':', ',']).unwrap();
            let number: u64 = number.parse().unwrap();
            let separator = &line["game ".len() + number.to_string().len()..][..1];
            expected.push(format!("game {}{separator}{rest}", games + number));
        }
        games += counts[0];
        errors += counts[1];
    }
    expected.push(format!("pgn: {games} games, {errors} with errors"));
    for threads in ["1", "2"] {
        let args = [&["pgn", "--threads", threads], &paths[..]].concat();
        let output = chess_tables(&args, b"");
        let text = String::from_utf8(output.stdout).unwrap();
        assert_eq!(text.lines().collect::<Vec<_>>(), expected);
    }
}

#[test]
fn bad_arguments_exit_2_with_one_line_and_nothing_on_stdout() {
    let file = data("eco.pgn");
    let file = file.to_str().unwrap();
    let cases: &[(&[&str], &str)] = &[
        (&["--where", "Elo"], "`Elo` is not a tag test"),
        (&["--where", "WhiteElo>=high"], "`high` is not a number"),
        (&["--where", "=1-0"], "is not a tag test"),
        (&["--plies", "40"], "`40` is not a range of plies"),
        (&["--plies", "a..b"], "is not a range of plies"),
        (&["--reaches", "8/8/8 w"], "`8/8/8 w`: FEN"),
        (&["--threads", "0"], "is not a number of threads"),
        (&["--to", "xml"], "invalid value 'xml'"),
        (&["--valid", "--errors"], "cannot be used with"),
        (&["/no/such.pgn"], "`/no/such.pgn`: No such file"),
    ];
    for (options, message) in cases {
        let args = [&["pgn"], *options, &[file]].concat();
        let output = chess_tables(&args, b"");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("chess-tables: "), "{stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[test]
fn python_chess_agrees_on_every_game_it_reads_cleanly() {
    let script = [
        env!("CARGO_MANIFEST_DIR"),
        "tests/python-chess/compare_pgn.py",
    ]
    .iter()
    .collect::<PathBuf>();
    let importable = Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    if !importable {
        println!("skipped: python3 with python-chess is not installed (pip install chess)");
        return;
    }
    let output = Command::new("python3")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_chess-tables"))
        .args(pgn_files())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let compared: usize = (stdout.lines())
        .filter_map(|line| {
            line.split(": ")
                .nth(1)?
                .split(' ')
                .next()?
                .parse::<usize>()
                .ok()
        })
        .sum();
    assert!(compared > 1000, "{stdout}");
}

#[test]
fn random_texts_of_pgn_pieces_read_the_same_on_any_number_of_threads() {
    // Pieces whose order makes every state a cut must know: tags, blank lines, comments over
    // lines with tag-like lines inside, `;` and `%` lines, braces in tag values, stray `}`.
    let pieces = [
        "[Event \"e\"]\n",
        "[Note \"a { b\"]\n",
        "[Note \"a } b\"]\n",
        "  [Site \"indented\"]\n",
        "\n",
        "\n\n",
        "1. e4 e5 2. Nf3 Nc6 ",
        "1. d4 ",
        "{ a comment\n\n[Event \"inside\"]\n",
        "} ",
        "{ closed } ",
        "; line comment { [x]\n",
        "%escape {\n",
        "(1. c4) ",
        "1-0\n",
        "*\n",
        "Ke8 ",
        "\u{feff}\n",
        "[Event \"x\"] { opened after a tag\n",
        "[Note \"a ; b\"]\n",
        "1. e4 [Event \"mid-line\"]\n",
        "  %not an escape {\n",
        "(1... c5 $1 { %word } 2. Nf3 (2. c3 ; }\n) d6) ",
        "$14 { } ",
    ];
    let mut random = chess_testkit::Random::new(0x39);
    let mut variations = 0;
    for _ in 0..12 {
        let mut text = String::new();
        while text.len() < 60_000 {
            text.push_str(pieces[random.below(pieces.len())]);
        }
        let one = chess_tables(&["pgn", "--threads", "1", "-"], text.as_bytes());
        for chunk in ["1", "2"] {
            let args = ["pgn", "--threads", "3", "--chunk-kib", chunk, "-"];
            let other = chess_tables(&args, text.as_bytes());
            assert!(one.stdout == other.stdout, "chunk {chunk} KiB on:\n{text}");
            assert_eq!(one.status.code(), other.status.code());
        }
        // The PGN written: the same on any number of threads, and written again the same.
        let written = chess_tables(
            &["pgn", "--to", "pgn", "--threads", "1", "-"],
            text.as_bytes(),
        );
        let args = [
            "pgn",
            "--to",
            "pgn",
            "--threads",
            "3",
            "--chunk-kib",
            "1",
            "-",
        ];
        assert!(chess_tables(&args, text.as_bytes()).stdout == written.stdout);
        let again = chess_tables(&["pgn", "--to", "pgn", "-"], &written.stdout);
        assert!(again.stdout == written.stdout, "written again on:\n{text}");
        variations += String::from_utf8_lossy(&written.stdout)
            .matches(" ( ")
            .count();
    }
    assert!(variations > 100, "{variations}");
}
