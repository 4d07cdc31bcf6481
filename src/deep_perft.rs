//! Deep perft: the tree cut into subtrees a few plies down, counted by several threads at once,
//! with an optional transposition table they share. The counts are exactly those of
//! `chess_core::perft`: the threads only share out the subtrees, and the table only answers for a
//! position and depth it has counted before.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::mpsc;

use chess_core::{Move, Position, perft};
use indicatif::{ProgressBar, ProgressStyle};

/// How many threads count, and how large a table they share.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub threads: usize,
    /// MiB of transposition table; 0 for none.
    pub hash_megabytes: usize,
}

/// Subtrees to aim for per thread: enough that one slow subtree does not leave a core idle at the
/// end, few enough that handing them out costs nothing.
const SUBTREES_PER_THREAD: usize = 64;

/// A subtree to count: which root move it lies below, its position and its depth.
struct Subtree {
    root: usize,
    position: Position,
    depth: u32,
}

/// Counts the tree below each legal root move of `position` (none at depth 0) and hands each root
/// move and its count to `report`, in the generator's order, as soon as that move and every one
/// before it are counted: a deep `--divide` streams. A progress bar runs on stderr while stderr
/// is a terminal. The first error `report` returns stops the count and is returned.
pub fn divide<E>(
    position: &Position,
    depth: u32,
    settings: Settings,
    mut report: impl FnMut(Move, u64) -> Result<(), E>,
) -> Result<(), E> {
    let roots = match depth {
        0 => Vec::new(),
        _ => position.legal_moves().to_vec(),
    };
    let subtrees = split(position, &roots, depth, settings.threads);
    let table = (settings.hash_megabytes > 0).then(|| Table::new(settings.hash_megabytes));
    let progress = progress_bar(subtrees.len());
    // Per root move: its count so far and how many of its subtrees are still to count.
    let mut counts = vec![0; roots.len()];
    let mut remaining = vec![0_usize; roots.len()];
    for subtree in &subtrees {
        remaining[subtree.root] += 1;
    }
    let next = AtomicUsize::new(0);
    let (done, finished) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..settings.threads.min(subtrees.len()) {
            let (subtrees, next, table, done) = (&subtrees, &next, table.as_ref(), done.clone());
            scope.spawn(move || {
                while let Some(subtree) = subtrees.get(next.fetch_add(1, Relaxed)) {
                    let count = count(&subtree.position, subtree.depth, table);
                    if done.send((subtree.root, count)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(done);
        // The threads' results, reported in order; a root move without subtrees (mate or
        // stalemate above the split) is complete from the start.
        let (mut reported, mut nodes, mut result) = (0, 0, Ok(()));
        let mut report_complete = |counts: &[u64], remaining: &[usize]| {
            while result.is_ok() && reported < roots.len() && remaining[reported] == 0 {
                result = progress.suspend(|| report(roots[reported], counts[reported]));
                reported += 1;
            }
            if result.is_err() {
                // Hand out no more subtrees: the threads stop after the one they count.
                next.store(subtrees.len(), Relaxed);
            }
            result.is_ok()
        };
        report_complete(&counts, &remaining);
        for (root, count) in finished {
            counts[root] += count;
            remaining[root] -= 1;
            nodes += count;
            progress.set_message(format!("{nodes} nodes"));
            progress.inc(1);
            report_complete(&counts, &remaining);
        }
        progress.finish_and_clear();
        result
    })
}

/// The subtrees below the root moves: one per root move, then each split into its children's
/// while there are fewer than the threads need and they are still deep (a subtree of depth 0 is
/// one node and cannot be split; a position with no moves has no subtrees and counts 0).
fn split(position: &Position, roots: &[Move], depth: u32, threads: usize) -> Vec<Subtree> {
    let mut subtrees: Vec<Subtree> = roots
        .iter()
        .enumerate()
        .map(|(root, &mv)| {
            let mut child = *position;
            child.play(mv);
            Subtree {
                root,
                position: child,
                depth: depth - 1,
            }
        })
        .collect();
    while subtrees.len() < threads * SUBTREES_PER_THREAD
        && subtrees.first().is_some_and(|subtree| subtree.depth > 3)
    {
        subtrees = subtrees
            .iter()
            .flat_map(|subtree| {
                let moves = subtree.position.legal_moves();
                moves.into_iter().map(move |mv| {
                    let mut child = subtree.position;
                    child.play(mv);
                    Subtree {
                        root: subtree.root,
                        position: child,
                        depth: subtree.depth - 1,
                    }
                })
            })
            .collect();
    }
    subtrees
}

/// perft of one subtree, through the table when there is one.
fn count(position: &Position, depth: u32, table: Option<&Table>) -> u64 {
    let Some(table) = table else {
        return perft::perft(position, depth);
    };
    // Below depth 2 counting is cheaper than a look-up that misses the cache.
    if depth < 2 {
        return perft::perft(position, depth);
    }
    let key = position.hash();
    if let Some(count) = table.probe(key, depth) {
        return count;
    }
    let count = position
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.play(mv);
            self::count(&child, depth - 1, Some(table))
        })
        .sum();
    table.store(key, depth, count);
    count
}

/// The progress bar: subtrees counted of all, and nodes so far. Hidden unless stderr is a
/// terminal, so pipes and files never see it.
fn progress_bar(subtrees: usize) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(subtrees as u64);
    let template = "{elapsed_precise} [{bar:40}] {pos}/{len} subtrees, {msg}, about {eta} left";
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar
}

/// A transposition table for perft, shared by the threads without locks.
///
/// Each entry is two words: `data` (the count in the high 56 bits, the depth in the low 8) and
/// `check`, the position's full 64-bit Polyglot key xor `data`. A probe takes an entry only when
/// `check ^ data` equals the key it looks for and the depth matches. Two threads writing one entry
/// at once can leave the words of two different writes; their xor then matches no key but by a
/// chance of 2^-64, so a torn entry reads as a miss. A wrong count would need two different
/// positions with one 64-bit key both met in the same run: with n positions stored, a chance of
/// about n² / 2^65 (perft 7 stores the positions up to 5 plies deep, under 900,000 distinct ones:
/// a chance under 10^-7). The key holds everything the moves below a position depend on: the
/// placement, the side to move, the castling rights and a capturable en-passant square; in
/// Chess960 too, since a castling right names the same rook for a whole game.
///
/// Entries come in buckets of two: the first keeps the deeper count (more work saved), the second
/// always takes the newest.
pub struct Table {
    entries: Box<[Entry]>,
    /// Buckets - 1: the number of buckets is a power of two.
    mask: usize,
}

#[derive(Default)]
struct Entry {
    check: AtomicU64,
    data: AtomicU64,
}

/// Counts at or above 2^56 are not stored (perft 11 of the start position is under 2^51).
const MAX_COUNT: u64 = 1 << 56;

impl Table {
    /// A table of at most `megabytes` MiB (the largest power of two of buckets that fits).
    pub fn new(megabytes: usize) -> Table {
        let bucket = 2 * std::mem::size_of::<Entry>();
        let buckets = (megabytes << 20) / bucket;
        let buckets = if buckets == 0 {
            1
        } else {
            1 << buckets.ilog2()
        };
        let entries = (0..2 * buckets).map(|_| Entry::default()).collect();
        Table {
            entries,
            mask: buckets - 1,
        }
    }

    fn bucket(&self, key: u64, depth: u32) -> &[Entry] {
        // The depth moves the bucket, so one position's counts at several depths do not evict
        // one another.
        let mixed = key ^ u64::from(depth).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let start = 2 * (mixed as usize & self.mask);
        &self.entries[start..start + 2]
    }

    /// The count stored for `key` at `depth`, if there is one.
    pub fn probe(&self, key: u64, depth: u32) -> Option<u64> {
        self.bucket(key, depth).iter().find_map(|entry| {
            let data = entry.data.load(Relaxed);
            let check = entry.check.load(Relaxed);
            (check ^ data == key && data & 0xff == u64::from(depth)).then_some(data >> 8)
        })
    }

    /// Stores `count` for `key` at `depth` (depths above 255 and huge counts are not stored).
    pub fn store(&self, key: u64, depth: u32, count: u64) {
        if depth > 0xff || count >= MAX_COUNT {
            return;
        }
        let data = count << 8 | u64::from(depth);
        let [deep, newest] = self.bucket(key, depth) else {
            unreachable!("a bucket holds two entries")
        };
        let entry = if u64::from(depth) >= deep.data.load(Relaxed) & 0xff {
            deep
        } else {
            newest
        };
        entry.data.store(data, Relaxed);
        entry.check.store(key ^ data, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every root move with its count, as `divide` reports them.
    fn divided(position: &Position, depth: u32, settings: Settings) -> Vec<(Move, u64)> {
        let mut all = Vec::new();
        divide(position, depth, settings, |mv, count| {
            all.push((mv, count));
            Ok::<(), ()>(())
        })
        .unwrap();
        all
    }

    #[test]
    fn the_table_answers_only_for_its_key_and_depth() {
        let table = Table::new(1);
        assert_eq!(table.probe(42, 3), None);
        table.store(42, 3, 1234);
        assert_eq!(table.probe(42, 3), Some(1234));
        assert_eq!(table.probe(42, 4), None);
        assert_eq!(table.probe(43, 3), None);
        // The same bucket, another key: the deeper entry stays, the newer goes beside it.
        let buckets = table.mask as u64 + 1;
        table.store(42 + buckets, 2, 99);
        assert_eq!(table.probe(42, 3), Some(1234));
        assert_eq!(table.probe(42 + buckets, 2), Some(99));
        // Too large to store.
        table.store(7, 3, MAX_COUNT);
        assert_eq!(table.probe(7, 3), None);
    }

    #[test]
    fn a_torn_entry_is_a_miss() {
        let table = Table::new(1);
        table.store(42, 3, 1234);
        // Another write's data beside this one's check.
        table.bucket(42, 3)[0].data.store(555 << 8 | 3, Relaxed);
        assert_eq!(table.probe(42, 3), None);
    }

    #[test]
    fn a_failed_report_stops_the_count() {
        let settings = Settings {
            threads: 2,
            hash_megabytes: 0,
        };
        let mut reported = 0;
        let result = divide(&Position::default(), 4, settings, |_, _| {
            reported += 1;
            if reported == 3 { Err("closed") } else { Ok(()) }
        });
        assert_eq!((result, reported), (Err("closed"), 3));
    }

    #[test]
    fn a_tiny_table_still_works() {
        let table = Table::new(0);
        assert_eq!(table.entries.len(), 2);
        let position = Position::default();
        let settings = Settings {
            threads: 2,
            hash_megabytes: 0,
        };
        let plain: Vec<(Move, u64)> = perft::divide(&position, 3).collect();
        assert_eq!(divided(&position, 3, settings), plain);
        assert_eq!(count(&position, 4, Some(&table)), 197_281);
    }

    /// The suite `name` as (position, depth, count): for each position the deepest published
    /// depth within `budget` nodes (or its shallowest published one).
    fn suite(name: &str, budget: u64) -> Vec<(Position, u32, u64)> {
        chess_testkit::suites::cases(name)
            .into_iter()
            .map(|case| {
                let within = case
                    .counts
                    .iter()
                    .filter(|&&(_, count)| count <= budget)
                    .max();
                let &(depth, count) = within.or(case.counts.iter().min()).expect("counts");
                (case.position, depth, count)
            })
            .collect()
    }

    /// Every combination of threads and table gives the single-thread counts, root move by root
    /// move, and the published total. A 1 MiB table fills and replaces entries all the time.
    fn check_suite(cases: &[(Position, u32, u64)]) -> u64 {
        let mut nodes = 0;
        for &(position, depth, expected) in cases {
            let plain: Vec<(Move, u64)> = perft::divide(&position, depth).collect();
            assert_eq!(
                plain.iter().map(|&(_, n)| n).sum::<u64>(),
                expected,
                "{position}"
            );
            for threads in [1, 2, 3] {
                for hash_megabytes in [0, 1] {
                    let settings = Settings {
                        threads,
                        hash_megabytes,
                    };
                    let divided = divided(&position, depth, settings);
                    assert_eq!(divided, plain, "{position} depth {depth}, {settings:?}");
                }
            }
            nodes += expected;
        }
        nodes
    }

    #[test]
    fn threads_and_table_count_the_standard_suite_exactly() {
        let cases = suite("standard.epd", 200_000);
        assert_eq!(cases.len(), 128);
        // Deep enough that the tree is split below the root and the table is used.
        assert!(cases.iter().filter(|&&(_, depth, _)| depth >= 5).count() > 20);
        assert!(check_suite(&cases) > 10_000_000);
    }

    /// One Chess960 start in 24.
    #[test]
    fn threads_and_table_count_chess960_exactly() {
        let cases: Vec<_> = suite("fischer.epd", 100_000)
            .into_iter()
            .step_by(24)
            .collect();
        assert_eq!(cases.len(), 40);
        check_suite(&cases);
    }
}
