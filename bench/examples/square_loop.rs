//! One square loop of `chess_bench::square_loops`, repeated, for callgrind:
//! `square_loop LOOP [ROUNDS]`, LOOP one of `sum-iter`, `sum-raw`, `eval-iter`, `eval-raw`
//! (ROUNDS default 100). Prints the result; bad arguments: a one-line error and exit code 2.
//!
//! `valgrind --tool=callgrind --toggle-collect='chess_bench::square_loops::*' square_loop sum-iter`
//! counts the loop's instructions alone.

use std::hint::black_box;
use std::process::ExitCode;

use chess_bench::square_loops;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (name, rounds) = match args.as_slice() {
        [name] => (name, Some(100)),
        [name, rounds] => (name, rounds.parse::<u32>().ok()),
        _ => (&String::new(), None),
    };
    let (boards, table) = (square_loops::boards(), square_loops::table());
    let mut total = 0i64;
    for _ in 0..rounds.unwrap_or(0) {
        match square_loops::run(name, black_box(&boards), &table) {
            Some(result) => total = total.wrapping_add(result),
            None => break,
        }
    }
    if rounds.is_none() || square_loops::run(name, &boards, &table).is_none() {
        eprintln!("square_loop: usage: square_loop sum-iter|sum-raw|eval-iter|eval-raw [ROUNDS]");
        return ExitCode::from(2);
    }
    println!("{total}");
    ExitCode::SUCCESS
}
