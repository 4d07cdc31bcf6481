//! One perft, for profiling (callgrind, perf): `perft_run IMPL FEN DEPTH`.
//!
//! IMPL names an implementation of the `perft` benchmark (`peers::IMPLS`: cozy-chess, shakmaty,
//! chess), or is a unique prefix of one (`cozy`). Prints the node count to stdout, and the count,
//! time and nodes per second to stderr. Bad arguments: a one-line error, exit code 2. Each
//! implementation is one function, e.g. `perft_run::peers::shakmaty`, for callgrind's
//! `--toggle-collect`.

use std::process::ExitCode;
use std::time::Instant;

#[path = "../benches/peers/mod.rs"]
mod peers;

use peers::{IMPLS, Perft};

// chess-core implementations are added here: in `peers::IMPLS`, shared with the benchmark.

/// The implementation named `name`, or else the only one whose name starts with it.
fn find(name: &str) -> Option<(&'static str, Perft)> {
    if let Some(&found) = IMPLS.iter().find(|(n, _)| *n == name) {
        return Some(found);
    }
    let mut prefixed = IMPLS.iter().filter(|(n, _)| n.starts_with(name));
    match (prefixed.next(), prefixed.next()) {
        (Some(&found), None) => Some(found),
        _ => None,
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [imp, fen, depth] = args.as_slice() else {
        return fail("expected 3 arguments");
    };
    let Some((name, run)) = find(imp) else {
        return fail(&format!("unknown or ambiguous IMPL {imp:?}"));
    };
    let Ok(depth) = depth.parse::<u32>() else {
        return fail(&format!("DEPTH {depth:?} is not a number"));
    };
    let start = Instant::now();
    let nodes = match run(fen, depth) {
        Ok(nodes) => nodes,
        Err(e) => return fail(&format!("bad FEN: {e}")),
    };
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{name} perft({depth}) = {nodes} in {secs:.3} s, {:.1} Mnps",
        nodes as f64 / secs / 1e6
    );
    println!("{nodes}");
    ExitCode::SUCCESS
}

/// One line on stderr, then exit code 2.
fn fail(problem: &str) -> ExitCode {
    let names: Vec<&str> = IMPLS.iter().map(|&(name, _)| name).collect();
    eprintln!(
        "perft_run: {problem}; usage: perft_run IMPL FEN DEPTH, IMPL one of {}",
        names.join(", ")
    );
    ExitCode::from(2)
}
