//! Reading a PGN database with every SAN checked: chess-core's `pgn::Reader` against `pgn-reader`
//! with shakmaty playing each move, in games per second, on one file of real games.
//!
//! The file is made before timing, in the target directory: the lichess games of
//! `chess-core/tests/data/pgn/lichess-db-100k.pgn` (rated games with clock comments) repeated
//! to 50 MB at least. Both read it from disk (the page cache, after the first pass) through
//! `std::io::Read`, main lines only (variations skipped, as a database reader does), and each
//! plays every move on its board; both must count the same games and moves first. Then the same
//! with a tag filter: only the games whose `WhiteElo` is 2000 or more have their moves read.
//! `bench/pgn-python` times python-chess on the same file.
//!
//! Run: `cargo bench -p chess-bench --bench pgn`.

use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod pgn_counts;

use pgn_counts::{database, ours, peer};

fn pgn(c: &mut Criterion) {
    let path = database().expect("the database file is written");
    let (games, moves) = ours(&path, false);
    assert_eq!(
        peer(&path, false),
        (games, moves),
        "both read the same games and moves"
    );
    assert_eq!(
        ours(&path, true),
        peer(&path, true),
        "and the same when filtered"
    );
    let size = std::fs::metadata(&path).unwrap().len();
    println!(
        "{}: {} MB, {games} games, {moves} moves",
        path.display(),
        size >> 20
    );

    let mut group = c.benchmark_group("pgn");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(20));
    group.throughput(Throughput::Elements(games));
    group.bench_function("chess-core pgn::Reader", |b| b.iter(|| ours(&path, false)));
    group.bench_function("pgn-reader + shakmaty", |b| b.iter(|| peer(&path, false)));
    group.bench_function("chess-core, WhiteElo >= 2000", |b| {
        b.iter(|| ours(&path, true))
    });
    group.bench_function("pgn-reader, WhiteElo >= 2000", |b| {
        b.iter(|| peer(&path, true))
    });
    group.finish();
}

criterion_group!(benches, pgn);
criterion_main!(benches);
