//! The module's PGN reading run natively, to count its instructions: the records of a PGN file
//! (by default the lichess games the tests read: blitz and bullet with a clock comment after
//! every move) made `ROUNDS` times, as `pgn_read` makes them in the module. Built at the module's
//! optimisation levels (the `wasm` profile), so that the count follows the module's code:
//!
//! ```text
//! cargo build --profile wasm -p chess-wasm --features byte-tables --example read_pgn
//! valgrind --tool=callgrind target/wasm/examples/read_pgn [ROUNDS] [FILE]
//! ```
//!
//! Prints the games' plies and the records' bytes of one round.

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let rounds = match args.next().map(|text| text.parse::<u32>()) {
        None => 5,
        Some(Ok(rounds)) => rounds,
        Some(Err(_)) => {
            eprintln!("read_pgn: ROUNDS is a whole number");
            return ExitCode::from(2);
        }
    };
    let path = args.next().unwrap_or_else(|| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../chess-core/tests/data/pgn/lichess-db-100k.pgn"
        )
        .into()
    });
    let text = match std::fs::read(&path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("read_pgn: {path}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut out = Vec::new();
    for _ in 0..rounds {
        out.clear();
        chess_wasm::pgn::read(&text, 1, true, u64::MAX, &mut out);
    }
    // Each game's record starts with a line `G\t…`, whose eighth field is its number of plies.
    let records = String::from_utf8_lossy(&out);
    let plies: u64 = (records.lines())
        .filter_map(|line| line.strip_prefix("G\t"))
        .filter_map(|fields| fields.split('\t').nth(6)?.parse::<u64>().ok())
        .sum();
    println!("{plies} plies, {} bytes of records a round", out.len());
    ExitCode::SUCCESS
}
