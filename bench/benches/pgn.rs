//! Reading a PGN database with every SAN checked: chess-core's `pgn::Reader` against `pgn-reader`
//! with shakmaty playing each move, in games per second, on one file of real games.
//!
//! The file is made before timing, in the target directory: the lichess games of
//! `chess-core/tests/data/pgn/lichess-db-100k.pgn` (rated games with clock comments) repeated
//! to 50 MB at least. Both read it from disk (the page cache, after the first pass) through
//! `std::io::Read`, main lines only (variations skipped, as a database reader does), and each
//! plays every move on its board; both must count the same games and moves first.
//! `bench/pgn-python` times python-chess on the same file.
//!
//! Run: `cargo bench -p chess-bench --bench pgn`.

use std::fs::File;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Duration;

use chess_core::pgn::Reader;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod pgn_counts;

use pgn_counts::{Count, Play};

/// The size the file is made to, at least.
const SIZE: usize = 50 << 20;

/// Makes the file (once) and says where it is: `target/tmp/lichess-db-50mb.pgn`.
pub fn database() -> io::Result<PathBuf> {
    let games = include_bytes!("../../chess-core/tests/data/pgn/lichess-db-100k.pgn");
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lichess-db-50mb.pgn");
    let copies = SIZE.div_ceil(games.len() + 1);
    if std::fs::metadata(&path).is_ok_and(|m| m.len() as usize == copies * (games.len() + 1)) {
        return Ok(path);
    }
    let mut file = io::BufWriter::new(File::create(&path)?);
    for _ in 0..copies {
        file.write_all(games)?;
        file.write_all(b"\n")?;
    }
    file.into_inner()?.sync_all()?;
    Ok(path)
}

fn ours(path: &PathBuf) -> (u64, u64) {
    let mut reader = Reader::new(File::open(path).unwrap());
    let mut count = Count::default();
    let mut games = 0;
    while reader.read_game(&mut count).expect("legal games").is_some() {
        games += 1;
    }
    (games, count.moves)
}

fn peer(path: &PathBuf) -> (u64, u64) {
    let mut reader = pgn_reader::Reader::new(File::open(path).unwrap());
    let mut play = Play::default();
    let mut games = 0;
    while let Some(game) = reader.read_game(&mut play).unwrap() {
        game.expect("legal games");
        games += 1;
    }
    (games, play.moves)
}

fn pgn(c: &mut Criterion) {
    let path = database().expect("the database file is written");
    let (games, moves) = ours(&path);
    assert_eq!(
        peer(&path),
        (games, moves),
        "both read the same games and moves"
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
    group.bench_function("chess-core pgn::Reader", |b| b.iter(|| ours(&path)));
    group.bench_function("pgn-reader + shakmaty", |b| b.iter(|| peer(&path)));
    group.finish();
}

criterion_group!(benches, pgn);
criterion_main!(benches);
