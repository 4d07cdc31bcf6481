//! How long table-gen takes: computing every table, and rendering it to text, as the repository's
//! build script does on every build that has to regenerate. Medians of several runs, release build:
//!
//!     cargo run --release -p table-gen --example generate

use std::time::{Duration, Instant};

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let runs = 9;
    let compute: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(table_gen::catalogue::tables());
            start.elapsed()
        })
        .collect();
    let mut bytes = 0;
    let everything: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let files = std::hint::black_box(table_gen::generate());
            bytes = files.iter().map(|file| file.contents.len()).sum();
            start.elapsed()
        })
        .collect();
    let (compute, everything) = (median(compute), median(everything));
    println!("compute every table:                {compute:>9.1?}");
    println!(
        "render (quote, syn, prettyplease):  {:>9.1?}",
        everything - compute
    );
    println!("generate, both ({bytes} bytes): {everything:>9.1?}");
}
