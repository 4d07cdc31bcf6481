//! Hostile PGN: inputs shaped to make a reader slow or large (tens of thousands of comments on
//! one move or of tags in one game, variations opened without end, an endless stream, a game
//! longer than a position's move counter). Each is read through every path a user takes
//! (`read_games`, `Game::from_pgn`, a visitor that reads variations) in time linear in its
//! length and in memory bounded by what the game keeps: the peak of the heap is measured by a
//! counting allocator, and the time is bounded far above what a linear reader takes and far
//! below what a quadratic one did (20 s and more for these sizes).

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{self, Read};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use chess_core::Position;
use chess_core::game::Game;
use chess_core::pgn::{self, ErrorKind, Reader, Skip, Visitor};

/// The system allocator, counting the bytes held now and their peak.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(held, Ordering::Relaxed);
        // SAFETY: the caller's layout, passed on to the system allocator as it came.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: `ptr` was allocated by `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// One test at a time: the counters are the whole process's.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn alone() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// A run's time, and the most its heap held above what it started with.
fn measure<T>(run: impl FnOnce() -> T) -> (T, Duration, usize) {
    let before = HELD.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let start = Instant::now();
    let value = run();
    let time = start.elapsed();
    (value, time, PEAK.load(Ordering::Relaxed) - before)
}

/// Far above a linear read of these inputs (a few hundredths of a second in release), far
/// below the quadratic ones (20 s and more); debug builds are some ten times slower.
fn time_bound() -> Duration {
    Duration::from_secs(if cfg!(debug_assertions) { 10 } else { 1 })
}

/// A visitor that reads every variation and keeps nothing: the reader's own memory alone.
struct Everything {
    moves: u64,
    errors: Vec<ErrorKind>,
}

impl Visitor for Everything {
    type Output = u64;

    fn begin_variation(&mut self) -> Skip {
        Skip(false)
    }

    fn san(&mut self, _position: &Position, _mv: chess_core::Move) -> std::ops::ControlFlow<()> {
        self.moves += 1;
        std::ops::ControlFlow::Continue(())
    }

    fn error(&mut self, error: &pgn::Error) {
        self.errors.push(error.kind().clone());
    }

    fn end_game(&mut self, _last: &Position) -> u64 {
        self.moves
    }
}

fn everything() -> Everything {
    Everything {
        moves: 0,
        errors: Vec::new(),
    }
}

fn comments(count: usize) -> String {
    let mut text = String::from("[Event \"comments\"]\n\n1. e4 ");
    for i in 0..count {
        text.push_str(&format!("{{c{i}}} "));
    }
    text.push_str("e5 *\n");
    text
}

fn tags(count: usize) -> String {
    let mut text = String::new();
    for i in 0..count {
        text.push_str(&format!("[T{i} \"v\"]\n"));
    }
    text.push_str("\n1. e4 *\n");
    text
}

#[test]
fn fifty_thousand_comments_on_one_move_read_in_linear_time() {
    let _alone = alone();
    let text = comments(50_000);
    assert!(text.len() > 400_000);
    let (game, time, peak) = measure(|| Game::from_pgn(&text).unwrap());
    let comment = game.played()[0].comment().unwrap();
    assert!(comment.starts_with("c0 c1 c2 ") && comment.ends_with(" c49999"));
    assert!(time < time_bound(), "Game::from_pgn: {time:?}");
    // The comment kept, the reader's buffer, and room for a string's doubling.
    assert!(peak < 3 * text.len() + pgn::DEFAULT_CAPACITY, "{peak} B");

    let (games, time, _) = measure(|| pgn::read_games(text.as_bytes()).count());
    assert_eq!(games, 1);
    assert!(time < time_bound(), "read_games: {time:?}");

    let (moves, time, peak) = measure(|| {
        let mut reader = Reader::new(text.as_bytes());
        reader.read_game(&mut everything()).unwrap().unwrap()
    });
    assert_eq!(moves, 2);
    assert!(time < time_bound(), "a visitor: {time:?}");
    assert!(peak < 2 * pgn::DEFAULT_CAPACITY, "{peak} B");
}

#[test]
fn eighty_thousand_tags_read_in_linear_time() {
    let _alone = alone();
    let text = tags(80_000);
    let (game, time, _) = measure(|| Game::from_pgn(&text).unwrap());
    assert_eq!(game.tag("T79999"), Some("v"));
    assert_eq!(game.tags().count(), 7 + 80_000);
    assert!(time < time_bound(), "Game::from_pgn: {time:?}");

    // One name repeated keeps its last value.
    let repeated = "[A \"1\"]\n".repeat(80_000) + "[A \"2\"]\n\n*\n";
    let (game, time, _) = measure(|| Game::from_pgn(&repeated).unwrap());
    assert_eq!(game.tag("A"), Some("2"));
    assert!(time < time_bound(), "repeated: {time:?}");

    let (games, time, _) = measure(|| pgn::read_games(text.as_bytes()).count());
    assert_eq!(games, 1);
    assert!(time < time_bound(), "read_games: {time:?}");
}

/// `1. e4` then `(1. d4 ` opened `depth` times, never closed.
fn open_variations(depth: usize) -> Vec<u8> {
    let mut text = b"1. e4 ".to_vec();
    for _ in 0..depth {
        text.extend_from_slice(b"(1. d4 ");
    }
    text.extend_from_slice(b"*\n\n1. c4 *\n");
    text
}

#[test]
fn variations_opened_without_end_cost_the_reader_a_bounded_stack() {
    let _alone = alone();
    let text = open_variations(2_000_000); // 14 MB
    let (read, time, peak) = measure(|| {
        let mut visitor = everything();
        let mut reader = Reader::new(&text[..]);
        let first = reader.read_game(&mut visitor).unwrap().unwrap();
        let errors = std::mem::take(&mut visitor.errors);
        let second = reader.read_game(&mut visitor).unwrap().unwrap();
        (first, errors, second)
    });
    let (first, errors, second) = read;
    // The main line's e4 and one d4 in each of the MAX_DEPTH variations read; deeper ones
    // passed over, reported once, and the variations left open reported at the game's end.
    assert_eq!(first, 1 + pgn::MAX_DEPTH as u64);
    assert!(matches!(
        errors[..],
        [ErrorKind::TooDeep, ErrorKind::UnterminatedVariation]
    ));
    assert_eq!(second, first + 1, "the next game is read");
    assert!(time < time_bound() * 4, "{time:?}");
    assert!(peak < 2 * pgn::DEFAULT_CAPACITY, "{peak} B");

    let (games, time, _) = measure(|| pgn::read_games(&text[..]).count());
    assert_eq!(games, 2);
    assert!(time < time_bound() * 4, "read_games: {time:?}");
}

/// `(1. d4 ` without end: an endless stream, cut after `limit` bytes.
struct Endless {
    sent: usize,
    limit: usize,
}

impl Read for Endless {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        const PIECE: &[u8] = b"(1. d4 ";
        let mut n = 0;
        if self.sent == 0 && out.len() >= 6 {
            out[..6].copy_from_slice(b"1. e4 ");
            n = 6;
        }
        while n < out.len() && self.sent + n < self.limit {
            out[n] = PIECE[(self.sent + n) % PIECE.len()];
            n += 1;
        }
        self.sent += n;
        Ok(n)
    }
}

#[test]
fn an_endless_stream_of_variations_is_read_in_the_buffer_alone() {
    let _alone = alone();
    let limit = if cfg!(debug_assertions) {
        20 << 20
    } else {
        100 << 20
    };
    let (moves, _, peak) = measure(|| {
        let mut reader = Reader::new(Endless { sent: 0, limit });
        reader.read_game(&mut everything()).unwrap().unwrap()
    });
    assert_eq!(moves, 1 + pgn::MAX_DEPTH as u64);
    assert!(
        peak < 2 * pgn::DEFAULT_CAPACITY,
        "{peak} B over {limit} B read"
    );
}

#[test]
fn a_game_longer_than_the_move_counter_ends_with_an_error_not_a_wrong_count() {
    let _alone = alone();
    // Knights out and back: 4 plies a round, never a capture or a pawn move, so the half-move
    // clock reaches its limit first.
    let rounds = 20_000;
    let mut text = String::from("1. Nf3 Nf6 2. Ng1 Ng8 ");
    for round in 1..rounds {
        let n = 2 * round + 1;
        text.push_str(&format!("{n}. Nf3 Nf6 {}. Ng1 Ng8 ", n + 1));
    }
    text.push('*');
    let error = Game::from_pgn(&text).unwrap_err();
    assert!(matches!(error.kind(), ErrorKind::ClockOverflow), "{error}");
    assert_eq!(error.ply(), 65_536);
    let partial = error.partial_game().unwrap();
    assert_eq!(partial.ply_count(), 65_535);
    assert_eq!(partial.position().halfmove_clock(), 65_535);
}
