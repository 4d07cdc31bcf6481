//! perft on every core: the tree cut into subtrees a few plies down, counted by several threads at once,
//! with an optional transposition table they share. The counts are exactly those of
//! `chess_core::perft`: the threads only share out the subtrees, and the table only answers for a
//! position and depth it has counted before.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::mpsc;

use chess_core::{Move, Position, perft};
use indicatif::{ProgressBar, ProgressStyle};

use super::table::Table;

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
/// move and its count to `report`, in the order chess-core lists the moves, as soon as that move and every one
/// before it are counted: a deep `--divide` streams. A progress bar runs on stderr while stderr
/// is a terminal. The first error `report` returns stops the count and is returned.
pub fn divide<E>(
    position: &Position,
    depth: u32,
    settings: Settings,
    mut report: impl FnMut(Move, u64) -> Result<(), E>,
) -> Result<(), E> {
    if settings.threads == 1 && settings.hash_megabytes == 0 {
        return one_thread(position, depth, report);
    }
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

/// One thread and no table: chess-core's `perft::divide` as it is, on this thread (each root
/// move's tree counted by `perft::perft`, nothing split, no thread started), so that
/// `--threads 1` counts as fast as a program calling the library. The progress bar counts root
/// moves.
fn one_thread<E>(
    position: &Position,
    depth: u32,
    mut report: impl FnMut(Move, u64) -> Result<(), E>,
) -> Result<(), E> {
    let roots = match depth {
        0 => 0,
        _ => position.count_legal_moves(),
    };
    let progress = progress_bar(roots);
    let mut nodes = 0;
    let mut result = Ok(());
    for (mv, count) in perft::divide(position, depth) {
        result = progress.suspend(|| report(mv, count));
        if result.is_err() {
            break;
        }
        nodes += count;
        progress.set_message(format!("{nodes} nodes"));
        progress.inc(1);
    }
    progress.finish_and_clear();
    result
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
            child.play_unchecked(mv);
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
                    child.play_unchecked(mv);
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
            child.play_unchecked(mv);
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

    /// Alone (chess-core's `divide` on this thread) and on several threads.
    #[test]
    fn a_failed_report_stops_the_count() {
        for threads in [1, 2] {
            let settings = Settings {
                threads,
                hash_megabytes: 0,
            };
            let mut reported = 0;
            let result = divide(&Position::default(), 4, settings, |_, _| {
                reported += 1;
                if reported == 3 { Err("closed") } else { Ok(()) }
            });
            assert_eq!((result, reported), (Err("closed"), 3), "{threads} threads");
        }
    }

    #[test]
    fn a_tiny_table_still_works() {
        let table = Table::new(0);
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
