//! The positions of a perft suite with a count at one depth, for `bench/suite-instructions`:
//! `suite_counts DEPTH [EPD]` prints `<line> <nodes> <FEN>` for each, the suite read through
//! chess-core's suite reader (`standard.epd` where chess-testkit finds the suites when no EPD is
//! given). Bad arguments or an unreadable suite: a one-line error, exit code 2.

use std::process::ExitCode;

use chess_core::perft::Suite;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (depth, path) = match args.as_slice() {
        [depth] => (depth, chess_testkit::suites::path("standard.epd")),
        [depth, path] => (depth, path.into()),
        _ => return fail("expected 1 or 2 arguments"),
    };
    let Ok(depth) = depth.parse::<u32>() else {
        return fail(&format!("DEPTH {depth:?} is not a number"));
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) => return fail(&format!("{}: {error}", path.display())),
    };
    for record in Suite::new(&text) {
        let record = match record {
            Ok(record) => record,
            Err(error) => return fail(&format!("{}: {error}", path.display())),
        };
        if let Some(nodes) = record.count(depth) {
            println!("{} {nodes} {}", record.line(), record.fen());
        }
    }
    ExitCode::SUCCESS
}

/// One line on stderr, then exit code 2.
fn fail(problem: &str) -> ExitCode {
    eprintln!("suite_counts: {problem}; usage: suite_counts DEPTH [EPD]");
    ExitCode::from(2)
}
