//! `chess-tables pgn [OPTIONS] <FILE|->...`: reads every game of PGN databases (plain or
//! compressed), checks every move, keeps the games the filters pass and writes a line per game,
//! or the kept games in another format (`--to`).
//!
//! Each input is read as a stream through chess-core's PGN reader. On one thread the reader
//! reads the stream itself; on several, the stream is cut at game boundaries into chunks
//! ([`split`]) that the threads read at once, and the writer puts their output back
//! in the input's order, with a bounded number of chunks in memory.

mod filter;
mod game;
mod source;
mod split;

use std::collections::{BTreeMap, HashSet};
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

use crate::input::{self, Text, checked};
use crate::output::{Failure, bad};

use filter::{Filters, TagTest};
use game::{Batch, Format, Outcome, Plan};
use source::Source;

pub use source::Compression;

// The arguments of `pgn`.
#[derive(Debug, clap::Args)]
pub struct PgnArgs {
    /// The PGN files (plain, or compressed with zstd, gzip or bzip2), `-` for stdin.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// Threads reading games (default: every core); the output is the same on any number.
    #[arg(long, value_parser = checked(input::threads), allow_negative_numbers = true)]
    threads: Option<NonZeroUsize>,
    /// Keep games whose tag passes: TAG=VALUE, TAG!=VALUE, TAG~TEXT (contains), TAG>=N, TAG<=N,
    /// TAG>N, TAG<N (numbers). May repeat: every test must hold.
    #[arg(long = "where", value_name = "TEST", value_parser = checked(TagTest::parse))]
    wheres: Vec<TagTest>,
    /// Keep games where White or Black contains NAME.
    #[arg(long, value_name = "NAME", value_parser = Text)]
    player: Vec<String>,
    /// Keep games whose main line has MIN..MAX plies (MIN.. and ..MAX too).
    #[arg(long, value_name = "MIN..MAX", value_parser = checked(filter::plies))]
    plies: Vec<std::ops::RangeInclusive<u32>>,
    /// Keep games whose main line passes through this position (placement, side to move,
    /// castling, en passant when a capture there is legal; clocks ignored).
    #[arg(long, value_name = "FEN", value_parser = checked(filter::position))]
    reaches: Vec<chess_core::Position>,
    /// Keep only games read without an error.
    #[arg(long, conflicts_with = "errors")]
    valid: bool,
    /// Keep only games with an error.
    #[arg(long)]
    errors: bool,
    /// Keep only the first game of each main line (same start position, same moves).
    #[arg(long)]
    dedupe: bool,
    /// Write the kept games in this format instead of a line per game; the closing line then
    /// goes to stderr.
    #[arg(long, value_enum, value_name = "FORMAT")]
    to: Option<Format>,
    /// After the games, on stderr: `stats: <read> read, <kept> kept, <errors> with errors,
    /// <plies> plies, 1-0 <n>, 0-1 <n>, 1/2-1/2 <n>, * <n>`.
    #[arg(long)]
    stats: bool,
    /// KiB a chunk holds before it is cut at the next game, with several threads (for tests).
    #[arg(long, hide = true, default_value_t = 256, value_parser = clap::value_parser!(u32).range(1..=1 << 20))]
    chunk_kib: u32,
}

/// What the writer counts over every game, in the input's order.
#[derive(Debug, Default)]
struct Totals {
    read: u64,
    kept: u64,
    errors: u64,
    plies: u64,
    /// 1-0, 0-1, 1/2-1/2, anything else.
    outcomes: [u64; 4],
}

/// Writes batches in the input's order: puts in the game numbers, applies `--dedupe`, counts.
struct Writer<W: Write> {
    out: BufWriter<W>,
    totals: Totals,
    dedupe: Option<HashSet<u128>>,
    progress: Progress,
}

impl<W: Write> Writer<W> {
    fn write(&mut self, batch: &Batch) -> io::Result<()> {
        let (mut start, mut mark) = (0, 0);
        for record in &batch.games {
            let totals = &mut self.totals;
            totals.read += 1;
            totals.errors += u64::from(record.error);
            let marks = &batch.marks[mark..record.marks_end];
            let text = &batch.text[start..record.end];
            let text_start = start;
            (start, mark) = (record.end, record.marks_end);
            let fresh = match (&mut self.dedupe, record.key) {
                (Some(seen), Some(key)) => seen.insert(key),
                _ => true,
            };
            if !(record.kept && fresh) {
                continue;
            }
            totals.kept += 1;
            totals.plies += u64::from(record.plies);
            let outcome = match record.outcome {
                Outcome::WhiteWins => 0,
                Outcome::BlackWins => 1,
                Outcome::Draw => 2,
                Outcome::Other => 3,
            };
            totals.outcomes[outcome] += 1;
            let number = totals.read;
            for warning in &record.warnings {
                eprintln!("warning: game {number}, {warning}");
            }
            let mut from = 0;
            for &at in marks {
                let at = at - text_start;
                self.out.write_all(&text[from..at])?;
                write!(self.out, "{number}")?;
                from = at;
            }
            self.out.write_all(&text[from..])?;
        }
        self.progress.games(self.totals.read);
        Ok(())
    }
}

/// The progress line on stderr, drawn only when stderr is a terminal.
struct Progress {
    bar: Option<ProgressBar>,
    bytes: Arc<AtomicU64>,
    started: Instant,
    drawn: Instant,
}

impl Progress {
    fn new(total: Option<u64>, bytes: Arc<AtomicU64>) -> Progress {
        let bar = io::stderr().is_terminal().then(|| {
            let bar = match total {
                Some(total) => ProgressBar::new(total),
                None => ProgressBar::no_length(),
            };
            let template = match total {
                Some(_) => "{elapsed_precise} [{bar:30}] {bytes}/{total_bytes} read, {msg}",
                None => "{elapsed_precise} {bytes} read, {msg}",
            };
            if let Ok(style) = ProgressStyle::with_template(template) {
                bar.set_style(style.progress_chars("=> "));
            }
            bar
        });
        let now = Instant::now();
        Progress {
            bar,
            bytes,
            started: now,
            drawn: now,
        }
    }

    fn games(&mut self, games: u64) {
        let Some(bar) = &self.bar else { return };
        let now = Instant::now();
        if now.duration_since(self.drawn) < Duration::from_millis(100) {
            return;
        }
        self.drawn = now;
        let seconds = now.duration_since(self.started).as_secs_f64().max(1e-3);
        bar.set_position(self.bytes.load(Ordering::Relaxed));
        bar.set_message(format!(
            "{games} games, {:.0} games/s",
            games as f64 / seconds
        ));
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// Reads every game of every input, writes what the options ask; `Ok(false)` when a game had an
/// error, a failure (exit status 2) when an input cannot be read.
pub fn run(args: &PgnArgs, out: impl Write) -> Result<bool, Failure> {
    let threads = args
        .threads
        .or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get);
    let plan = Plan {
        format: args.to,
        filters: Filters {
            wheres: args.wheres.clone(),
            players: args.player.clone(),
            plies: args.plies.clone(),
            reaches: args.reaches.clone(),
            valid: args.valid,
            errors: args.errors,
            dedupe: args.dedupe,
        },
    };
    // Every input is opened first: one that cannot be is refused before anything is written.
    let bytes = Arc::new(AtomicU64::new(0));
    let sources = (args.files.iter())
        .map(|path| source::open(path, &bytes))
        .collect::<Result<Vec<_>, _>>()?;
    let total = sources
        .iter()
        .map(|source| source.size)
        .sum::<Option<u64>>();
    let mut writer = Writer {
        out: BufWriter::with_capacity(1 << 16, out),
        totals: Totals::default(),
        dedupe: args.dedupe.then(HashSet::new),
        progress: Progress::new(total, Arc::clone(&bytes)),
    };
    let read = match threads {
        1 => sequential(sources, &plan, &mut writer),
        _ => parallel(
            sources,
            &plan,
            threads,
            args.chunk_kib as usize * 1024,
            &mut writer,
        ),
    };
    writer.progress.finish();
    read?;
    let totals = &writer.totals;
    let closing = format!("pgn: {} games, {} with errors", totals.read, totals.errors);
    match args.to {
        None => writeln!(writer.out, "{closing}")?,
        Some(_) => {
            writer.out.flush()?;
            eprintln!("{closing}");
        }
    }
    writer.out.flush()?;
    if args.stats {
        let [white, black, draw, other] = totals.outcomes;
        eprintln!(
            "stats: {} read, {} kept, {} with errors, {} plies, 1-0 {white}, 0-1 {black}, \
             1/2-1/2 {draw}, * {other}",
            totals.read, totals.kept, totals.errors, totals.plies
        );
    }
    Ok(totals.errors == 0)
}

/// The failure for an input that cannot be read on: what was written stays written.
fn unreadable<W: Write>(
    writer: &mut Writer<W>,
    name: &str,
    error: &chess_core::pgn::Error,
) -> Failure {
    let _ = writer.out.flush();
    bad(format!("{name}: {}", error.kind()))
}

/// One thread: each input read by one reader, each game written as soon as it is read.
fn sequential<W: Write>(
    sources: Vec<Source>,
    plan: &Plan,
    writer: &mut Writer<W>,
) -> Result<(), Failure> {
    let mut batch = Batch::default();
    for source in sources {
        let read = game::read_all(source.reader, plan, &mut batch, |batch| {
            writer.write(batch)?;
            batch.clear();
            Ok(())
        })?;
        if let Err(error) = read {
            return Err(unreadable(writer, &source.name, &error));
        }
    }
    Ok(())
}

/// What a reading thread is given, with its place in the input's order.
enum Job {
    /// A chunk of an input, cut where games start.
    Chunk(Held),
    /// The rest of an input, a game of which would not fit a chunk (a comment of many
    /// megabytes, one never closed): read by one reader, as one thread would, from the bytes
    /// held on. Named for its error.
    Stream(Vec<u8>, Source),
}

/// What a reading thread gives back: games in the input's order, possibly part of its job's
/// (`last` false: more follow), and the error that ended a [`Job::Stream`].
struct Done {
    order: u64,
    batch: Batch,
    last: bool,
    error: Option<(String, io::Error)>,
    /// The chunk's buffer, read: with `last`, handed back to the cutting thread to be filled
    /// again.
    spent: Held,
}

/// A chunk grows past its size while no game starts in it; past this many times its size, the
/// rest of the input goes to one reader ([`Job::Stream`]), so that memory stays bounded.
const STREAM_AFTER: usize = 16;

/// Several threads: this one writes; one thread reads the inputs and cuts them into chunks;
/// `threads` read the chunks' games.
fn parallel<W: Write>(
    sources: Vec<Source>,
    plan: &Plan,
    threads: usize,
    chunk: usize,
    writer: &mut Writer<W>,
) -> Result<(), Failure> {
    // Jobs in memory at once: being read, waiting, or read and waiting for the writer.
    let in_flight = 2 * threads + 2;
    // A slot is a buffer for the cutting thread to fill: empty at first, then the bytes of a
    // chunk written out, so that a handful of buffers are ever allocated and their pages are
    // touched once (fresh ones cost as many page faults as the input has pages).
    let (slot_tx, slot_rx) = sync_channel::<Held>(in_flight);
    for _ in 0..in_flight {
        slot_tx
            .send(Held::default())
            .expect("the channel holds them");
    }
    let (job_tx, job_rx) = sync_channel::<(u64, Job)>(in_flight);
    let job_rx = Mutex::new(job_rx);
    let (done_tx, done_rx) = sync_channel::<Done>(in_flight);
    // Batches written out, cleared, for the reading threads to fill again (their room kept).
    let spare = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        let cutter = scope.spawn(move || cut(sources, chunk, &slot_rx, &job_tx));
        for _ in 0..threads {
            let (job_rx, done_tx, spare) = (&job_rx, done_tx.clone(), &spare);
            scope.spawn(move || {
                loop {
                    let job = job_rx.lock().map(|jobs| jobs.recv());
                    let Ok(Ok((order, job))) = job else { return };
                    let batch = spare.lock().ok().and_then(|mut spare| spare.pop());
                    if read_job(order, job, plan, batch.unwrap_or_default(), &done_tx).is_err() {
                        return;
                    }
                }
            });
        }
        drop(done_tx);
        let mut waiting: BTreeMap<u64, Vec<Done>> = BTreeMap::new();
        let mut next = 0u64;
        let mut failure = None;
        for done in &done_rx {
            waiting.entry(done.order).or_default().push(done);
            while let Some(parts) = waiting.remove(&next) {
                let mut last = false;
                let mut spent = Held::default();
                for mut part in parts {
                    if failure.is_none() {
                        failure = writer.write(&part.batch).err().map(Failure::from);
                    }
                    part.batch.clear();
                    if let Ok(mut spare) = spare.lock() {
                        if spare.len() < in_flight {
                            spare.push(part.batch);
                        }
                    }
                    if let (None, Some((name, error))) = (&failure, &part.error) {
                        failure = Some(source::unreadable(name, error));
                    }
                    last = part.last;
                    spent = part.spent;
                }
                if !last {
                    break;
                }
                next += 1;
                let _ = slot_tx.send(spent);
            }
            if failure.is_some() {
                break;
            }
        }
        // After a failure (stdout closed, `| head`), the other threads stop at their next
        // hand-over rather than read on to the end.
        drop((done_rx, slot_tx));
        let cut = match cutter.join() {
            Ok(cut) => cut,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        if let Some(failure) = failure {
            let _ = writer.out.flush();
            return Err(failure);
        }
        cut.map_err(|(name, error)| {
            let _ = writer.out.flush();
            source::unreadable(&name, &error)
        })
    })
}

/// Reads a job's games and hands them to the writer; `Err` when the writer has gone.
fn read_job(
    order: u64,
    job: Job,
    plan: &Plan,
    mut batch: Batch,
    done: &SyncSender<Done>,
) -> Result<(), ()> {
    let mut spent = Held::default();
    let error = match job {
        Job::Chunk(chunk) => {
            // The chunk is in memory: read in place (no copy into a buffer), it cannot fail.
            let input = chess_core::pgn::Slice::new(chunk.text());
            let _ = game::read_all(input, plan, &mut batch, |_| Ok(()));
            spent = chunk;
            None
        }
        Job::Stream(held, source) => {
            // Handed over in parts, so that the rest of an input of any size is not held.
            let send = |batch: &mut Batch| {
                if batch.text.len() < 1 << 20 && batch.games.len() < 4096 {
                    return Ok(());
                }
                let part = std::mem::take(batch);
                let (last, error) = (false, None);
                done.send(Done {
                    order,
                    batch: part,
                    last,
                    error,
                    spent: Held::default(),
                })
                .map_err(|_| bad("the writer has gone"))
            };
            let input = io::Cursor::new(held).chain(source.reader);
            match game::read_all(input, plan, &mut batch, send) {
                Ok(Ok(())) => None,
                Ok(Err(error)) => Some((source.name, error_io(error))),
                Err(_) => return Err(()),
            }
        }
    };
    let last = Done {
        order,
        batch,
        last: true,
        error,
        spent,
    };
    done.send(last).map_err(|_| ())
}

/// The input's own error out of the reader's.
fn error_io(error: chess_core::pgn::Error) -> io::Error {
    match error.kind() {
        chess_core::pgn::ErrorKind::Io(io) => io::Error::new(io.kind(), io.to_string()),
        other => io::Error::other(other.to_string()),
    }
}

/// Reads each input and sends its chunks, each cut where a game starts, taking a slot for
/// each; the input's name and error when one cannot be read on.
fn cut(
    sources: Vec<Source>,
    chunk: usize,
    slots: &Receiver<Held>,
    jobs: &SyncSender<(u64, Job)>,
) -> Result<(), (String, io::Error)> {
    let mut order = 0u64;
    // Sends a job once a slot is free: the slot's buffer, to fill next; `None` when the writer
    // has stopped (nothing more is read).
    let mut send = |job: Job| -> Option<Held> {
        let slot = slots.recv().ok()?;
        jobs.send((order, job)).ok()?;
        order += 1;
        Some(slot)
    };
    let mut free = Held::default();
    'sources: for mut source in sources {
        let mut splitter = split::Splitter::default();
        let mut buffer = std::mem::take(&mut free);
        buffer.len = 0;
        // Where the full scan has read to, and the bytes `cut_near_end` has tried.
        let (mut scanned, mut tried) = (0, 0usize);
        loop {
            if buffer.len > STREAM_AFTER * chunk {
                buffer.bytes.truncate(buffer.len);
                let Some(slot) = send(Job::Stream(buffer.bytes, source)) else {
                    return Ok(());
                };
                free = slot;
                continue 'sources;
            }
            let target = chunk.max(buffer.len + chunk / 4);
            let end = buffer
                .fill(&mut source.reader, target)
                .map_err(|error| (source.name.clone(), error))?;
            if end {
                if buffer.len > 0 {
                    let Some(slot) = send(Job::Chunk(buffer)) else {
                        return Ok(());
                    };
                    free = slot;
                }
                break;
            }
            // A cut shown safe from the line before it (among the bytes not tried yet); else
            // the last the full scan finds, which reads on from where it stopped. (A cut at 0
            // leaves nothing before it: the chunk grows instead.)
            let near_end = split::cut_near_end(buffer.text(), tried.saturating_sub(1));
            tried = buffer.len;
            let cut = near_end.or_else(|| {
                let (read, cut) = splitter.scan(&buffer.text()[scanned..], false);
                let cut = cut.map(|cut| scanned + cut);
                scanned += read;
                cut
            });
            if let Some(at) = cut.filter(|&at| at > 0) {
                let mut rest = std::mem::take(&mut free);
                rest.hold(&buffer.text()[at..]);
                buffer.len = at;
                let Some(slot) = send(Job::Chunk(std::mem::replace(&mut buffer, rest))) else {
                    return Ok(());
                };
                free = slot;
                // Past the cut, the full scan's states hold as they are; before it, the scan
                // starts again at the cut.
                tried = 0;
                if scanned > at {
                    scanned -= at;
                } else {
                    (splitter, scanned) = (split::Splitter::default(), 0);
                }
            }
        }
    }
    Ok(())
}

/// A chunk's buffer: its text, then room written once already, so that reading into it need not
/// zero it first (the room past a `Vec`'s length is zeroed before each read into it).
#[derive(Default)]
struct Held {
    bytes: Vec<u8>,
    /// How many bytes of text `bytes` holds.
    len: usize,
}

impl Held {
    fn text(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    /// Reads until the text is `target` bytes long or the input ends (then `true`).
    fn fill(&mut self, reader: &mut impl Read, target: usize) -> io::Result<bool> {
        if self.bytes.len() < target {
            self.bytes.resize(target, 0);
        }
        self.len += source::fill(reader, &mut self.bytes[self.len..target])?;
        Ok(self.len < target)
    }

    /// Holds `text` alone.
    fn hold(&mut self, text: &[u8]) {
        if self.bytes.len() < text.len() {
            self.bytes.resize(text.len(), 0);
        }
        self.bytes[..text.len()].copy_from_slice(text);
        self.len = text.len();
    }
}
