//! SAN of every legal move of the `san` benchmark's positions, written one way, for callgrind:
//! `san_run WAY [ROUNDS]`, WAY one of `san`, `by_listing`, `by_listing_given`
//! (`chess_bench::san::WAYS`), ROUNDS the times over the set (default 10). Prints the bytes of
//! SAN written. Each way is one function (`chess_bench::san::san`, ...), for callgrind's
//! `--toggle-collect`:
//!
//! ```text
//! cargo build --release -p chess-bench --example san_run
//! for way in san by_listing by_listing_given; do
//!   valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     --toggle-collect="chess_bench::san::$way" target/release/examples/san_run $way
//! done
//! ```
//!
//! Bad arguments: a one-line error, exit code 2.

use std::process::ExitCode;

use chess_bench::san::{WAYS, positions};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (way, rounds) = match args.as_slice() {
        [way] => (way, Some(10)),
        [way, rounds] => (way, rounds.parse().ok().filter(|&n: &usize| n > 0)),
        _ => return fail("expected WAY [ROUNDS]"),
    };
    let Some(rounds) = rounds else {
        return fail("ROUNDS is not a whole number above 0");
    };
    let Some(&(_, run)) = WAYS.iter().find(|(name, _)| name == way) else {
        return fail(&format!("unknown WAY {way:?}"));
    };
    let positions = positions();
    let bytes: usize = (0..rounds).map(|_| run(&positions)).sum();
    println!("{bytes}");
    ExitCode::SUCCESS
}

fn fail(message: &str) -> ExitCode {
    let names: Vec<&str> = WAYS.iter().map(|(name, _)| *name).collect();
    eprintln!(
        "san_run: {message}; usage: san_run {} [ROUNDS]",
        names.join("|")
    );
    ExitCode::from(2)
}
