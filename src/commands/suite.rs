//! `chess-tables suite <file> [--max-nodes N] [--board bitboard|0x88]`: checks every perft count
//! of a suite file, as engine authors check a move generator.
//!
//! The whole file is read and checked before anything is counted, so an unreadable record leaves
//! stdout empty. The counts are shared out among the cores, one count a thread at a time, and
//! reported in the file's order as soon as they and those before them are done.

use std::io::Write;
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::mpsc;
use std::time::Instant;

use chess_core::perft::{Suite, SuiteRecord};

use crate::board::Board;
use crate::input::{self, checked};
use crate::output::{Failure, bad, speed};

// The arguments of `suite`.
#[derive(Debug, clap::Args)]
pub struct SuiteArgs {
    /// The suite: EPD records with `D<depth> <nodes>` operations, or id/epd/perft blocks.
    file: PathBuf,
    /// Skip each count whose expected number of nodes is over N (the published count, so the
    /// work is known before it starts) [default: no limit].
    #[arg(long, value_name = "N", value_parser = checked(input::nodes), allow_negative_numbers = true)]
    max_nodes: Option<u64>,
    /// The board that counts.
    #[arg(long, value_enum, default_value_t = Board::Bitboard)]
    board: Board,
}

/// One count to check: the record, the depth and the published count.
struct Check<'a> {
    record: &'a SuiteRecord<'a>,
    depth: u32,
    expected: u64,
}

/// Checks every count of the file within `--max-nodes`: a line per count that differs, then the
/// summary. `Ok(false)` when a count differed.
pub fn run(args: &SuiteArgs, mut out: impl Write) -> Result<bool, Failure> {
    let text = read(&args.file)?;
    let records = Suite::new(&text)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|error| bad(error.to_string()))?;
    let limit = args.max_nodes.unwrap_or(u64::MAX);
    let mut checks = Vec::new();
    let mut skipped = 0;
    for record in &records {
        for (depth, expected) in record.counts() {
            match expected <= limit {
                true => checks.push(Check {
                    record,
                    depth,
                    expected,
                }),
                false => skipped += 1,
            }
        }
    }
    let start = Instant::now();
    let (mut passed, mut failed, mut nodes) = (0, 0, 0);
    count_in_order(&checks, args.board, |check, got| {
        nodes += got;
        if got == check.expected {
            passed += 1;
            return Ok(());
        }
        failed += 1;
        writeln!(
            out,
            "line {}: D{} expected {} got {got}: {}",
            check.record.line(),
            check.depth,
            check.expected,
            check.record.position()
        )?;
        out.flush()
    })?;
    writeln!(
        out,
        "suite: {passed} passed, {failed} failed, {skipped} skipped"
    )?;
    out.flush()?;
    eprintln!("{}", speed(nodes, start.elapsed()));
    Ok(failed == 0)
}

/// The file's text; a file that cannot be read, or is not UTF-8, is bad input.
fn read(path: &PathBuf) -> Result<String, Failure> {
    let name = input::quote(&path.to_string_lossy());
    let bytes = std::fs::read(path).map_err(|error| bad(format!("{name}: {error}")))?;
    String::from_utf8(bytes).map_err(|error| {
        let valid = &error.as_bytes()[..error.utf8_error().valid_up_to()];
        let line = valid.iter().filter(|&&byte| byte == b'\n').count() + 1;
        bad(format!("line {line}: not UTF-8"))
    })
}

/// Counts every check on every core, and hands each check and its count to `report` in the
/// order of `checks`. The first error `report` returns stops the counting and is returned.
fn count_in_order<E>(
    checks: &[Check],
    board: Board,
    mut report: impl FnMut(&Check, u64) -> Result<(), E>,
) -> Result<(), E> {
    let threads = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
    let next = AtomicUsize::new(0);
    let (done, finished) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads.min(checks.len()) {
            let (next, done) = (&next, done.clone());
            scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Relaxed);
                    let Some(check) = checks.get(index) else {
                        break;
                    };
                    let count = board.perft(check.record.position(), check.depth);
                    if done.send((index, count)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(done);
        let mut counts = vec![None; checks.len()];
        let mut reported = 0;
        for (index, count) in finished {
            counts[index] = Some(count);
            while let Some(&Some(count)) = counts.get(reported) {
                if let Err(error) = report(&checks[reported], count) {
                    // Hand out no more checks: the threads stop after the one they count.
                    next.store(checks.len(), Relaxed);
                    return Err(error);
                }
                reported += 1;
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checked_text(text: &str, limit: u64, board: Board) -> (bool, String) {
        let path = std::env::temp_dir().join(format!(
            "chess-tables-suite-{}-{limit}-{board:?}.epd",
            std::process::id()
        ));
        std::fs::write(&path, text).unwrap();
        let args = SuiteArgs {
            file: path.clone(),
            max_nodes: Some(limit),
            board,
        };
        let mut out = Vec::new();
        let passed = run(&args, &mut out).unwrap();
        std::fs::remove_file(path).unwrap();
        (passed, String::from_utf8(out).unwrap())
    }

    #[test]
    fn reports_what_differs_in_the_files_order() {
        let text = "\
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 401 ;D3 8902 ;D4 197281
id endgame
epd 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -
perft 1 15
perft 2 191
";
        for board in [Board::Bitboard, Board::X88] {
            let (passed, out) = checked_text(text, 10_000, board);
            assert!(!passed);
            assert_eq!(
                out,
                "line 1: D2 expected 401 got 400: \
                 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\
                 line 3: D1 expected 15 got 14: 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1\n\
                 suite: 3 passed, 2 failed, 1 skipped\n"
            );
        }
        let (passed, out) = checked_text("", 0, Board::Bitboard);
        assert!(passed);
        assert_eq!(out, "suite: 0 passed, 0 failed, 0 skipped\n");
    }
}
