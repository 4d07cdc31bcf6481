//! chess-core's and cozy-chess's perft timed in alternation: `perft_pairs [ROUNDS]` (default 7).
//!
//! The machines this project is measured on are shared, and their speed switches between states
//! that last seconds: one implementation's whole criterion run can fall in a slow stretch and its
//! peer's in a fast one (Kiwipete depth 5 ran 0.30 s and 0.47 s in the same binary, minutes
//! apart). Here each round times both implementations back to back, in alternating order, so both
//! see the same state, and the speed ratio is the median of the rounds' ratios.
//!
//! The cases are the `perft` benchmark's: the start position at depth 6, Kiwipete at depth 5, and
//! every position of `standard.epd` at depth 5. Each implementation's counts are checked against
//! the known ones first. Prints one tab-separated line a case: the case, chess-core's and
//! cozy-chess's median times in ms, the median ratio (cozy-chess's time over chess-core's), and
//! the lowest and highest round's ratio. `bench/perft-ratios --paired` renders them as a table.

use std::process::ExitCode;
use std::time::Instant;

#[path = "../benches/peers/mod.rs"]
mod peers;

use peers::{IMPLS, Perft};

/// Positions counted one after the other at one depth: one run is all of them.
struct Case {
    label: &'static str,
    depth: u32,
    /// (FEN, known node count at `depth`)
    positions: Vec<(String, u64)>,
}

fn cases() -> Result<Vec<Case>, String> {
    let mut cases: Vec<Case> = peers::SINGLE_CASES
        .iter()
        .map(|&(label, fen, depth, nodes)| Case {
            label,
            depth,
            positions: vec![(fen.to_string(), nodes)],
        })
        .collect();
    let (label, file, depth) = peers::SUITE_CASE;
    let positions = chess_testkit::suites::cases(file)
        .into_iter()
        .map(
            |case| match case.counts.iter().find(|&&(d, _)| d == depth) {
                Some(&(_, nodes)) => Ok((case.fen, nodes)),
                None => Err(format!("{file}: {} has no D{depth}", case.name)),
            },
        )
        .collect::<Result<_, String>>()?;
    cases.push(Case {
        label,
        depth,
        positions,
    });
    Ok(cases)
}

/// Every position of `case` counted by `run`, checked against the known count; the seconds taken.
fn time(case: &Case, name: &str, run: Perft) -> Result<f64, String> {
    let start = Instant::now();
    for (fen, nodes) in &case.positions {
        let counted = run(fen, case.depth)?;
        if counted != *nodes {
            return Err(format!(
                "{name}: perft({}) of {fen} is {counted}, not {nodes}",
                case.depth
            ));
        }
    }
    Ok(start.elapsed().as_secs_f64())
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    match values.len() % 2 {
        1 => values[middle],
        _ => (values[middle - 1] + values[middle]) / 2.0,
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rounds = match args.as_slice() {
        [] => 7,
        [rounds] => match rounds.parse::<usize>() {
            Ok(rounds) if rounds > 0 => rounds,
            _ => return fail(&format!("ROUNDS {rounds:?} is not a positive number")),
        },
        _ => return fail("expected at most one argument"),
    };
    match pairs(rounds) {
        Ok(()) => ExitCode::SUCCESS,
        Err(problem) => fail(&problem),
    }
}

fn pairs(rounds: usize) -> Result<(), String> {
    let named = |name: &str| IMPLS.iter().copied().find(|&(n, _)| n == name);
    let (Some(ours), Some(cozy)) = (named("chess-core"), named("cozy-chess")) else {
        return Err("chess-core or cozy-chess is missing from the peers".to_string());
    };
    for case in cases()? {
        // The first run of each checks the counts and warms the caches; it is not timed.
        time(&case, ours.0, ours.1)?;
        time(&case, cozy.0, cozy.1)?;
        let (mut ours_times, mut cozy_times, mut ratios) = (vec![], vec![], vec![]);
        for round in 0..rounds {
            let (ours_time, cozy_time) = if round % 2 == 0 {
                let ours_time = time(&case, ours.0, ours.1)?;
                (ours_time, time(&case, cozy.0, cozy.1)?)
            } else {
                let cozy_time = time(&case, cozy.0, cozy.1)?;
                (time(&case, ours.0, ours.1)?, cozy_time)
            };
            ours_times.push(ours_time);
            cozy_times.push(cozy_time);
            ratios.push(cozy_time / ours_time);
        }
        let (lowest, highest) = ratios
            .iter()
            .fold((f64::MAX, f64::MIN), |(lo, hi), &r| (lo.min(r), hi.max(r)));
        println!(
            "{}\t{:.1}\t{:.1}\t{:.2}\t{lowest:.2}\t{highest:.2}",
            case.label,
            median(&mut ours_times) * 1e3,
            median(&mut cozy_times) * 1e3,
            median(&mut ratios),
        );
    }
    Ok(())
}

/// One line on stderr, then exit code 2.
fn fail(problem: &str) -> ExitCode {
    eprintln!("perft_pairs: {problem}; usage: perft_pairs [ROUNDS]");
    ExitCode::from(2)
}
