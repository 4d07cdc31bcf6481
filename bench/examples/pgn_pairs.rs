//! chess-core's PGN reader and pgn-reader with shakmaty timed in alternation: `pgn_pairs
//! [ROUNDS]` (default 9), on the `pgn` benchmark's 50 MB of lichess games, each read whole and
//! tag-filtered (only the games whose `WhiteElo` is 2000 or more have their moves read).
//!
//! The machines here are shared and switch speed for seconds at a time, so each round times the
//! two back to back, in alternating order, and each ratio is the median of the rounds' ratios.
//! Both must count the same games and moves first. Prints one tab-separated line a case: the
//! case, chess-core's and the peer's median times in ms, the median ratio (the peer's time over
//! chess-core's: above 1, chess-core is faster), and the lowest and highest round's ratio.
//!
//! Run: `cargo run --release -p chess-bench --example pgn_pairs -- [ROUNDS]`.

use std::path::Path;
use std::time::Instant;

#[path = "../benches/pgn_counts/mod.rs"]
mod pgn_counts;

fn seconds(read: fn(&Path, bool) -> (u64, u64), path: &Path, filter: bool) -> f64 {
    let start = Instant::now();
    std::hint::black_box(read(path, filter));
    start.elapsed().as_secs_f64()
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let rounds: usize = match std::env::args().nth(1) {
        Some(text) => text
            .parse()
            .map_err(|_| format!("ROUNDS must be a number: {text}"))?,
        None => 9,
    };
    let path = pgn_counts::database()?;
    for filter in [false, true] {
        let (ours, peer) = (
            pgn_counts::ours(&path, filter),
            pgn_counts::peer(&path, filter),
        );
        if ours != peer {
            return Err(format!("the readers disagree: {ours:?} against {peer:?}").into());
        }
    }
    println!("case\tchess-core ms\tpgn-reader ms\tratio\tlowest\thighest");
    for (label, filter) in [("whole", false), ("WhiteElo >= 2000", true)] {
        let (mut ours, mut peer, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
        for round in 0..rounds.max(1) {
            let (a, b) = if round % 2 == 0 {
                let a = seconds(pgn_counts::ours, &path, filter);
                (a, seconds(pgn_counts::peer, &path, filter))
            } else {
                let b = seconds(pgn_counts::peer, &path, filter);
                (seconds(pgn_counts::ours, &path, filter), b)
            };
            ours.push(a);
            peer.push(b);
            ratios.push(b / a);
        }
        let lowest = ratios.iter().copied().fold(f64::INFINITY, f64::min);
        let highest = ratios.iter().copied().fold(0.0, f64::max);
        println!(
            "{label}\t{:.1}\t{:.1}\t{:.2}\t{lowest:.2}\t{highest:.2}",
            median(&mut ours) * 1e3,
            median(&mut peer) * 1e3,
            median(&mut ratios)
        );
    }
    Ok(())
}
