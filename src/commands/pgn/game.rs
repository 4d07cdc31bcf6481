//! One game read and written: the visitor that gathers what the output and the filters need, and
//! the text each output format makes of it.
//!
//! A game's text goes into a batch's buffer, with the places where its number goes marked rather
//! than written: a thread reading one chunk of a file does not know how many games came before
//! it, and the writer puts the numbers in as it writes the batches in the input's order.

use std::fmt;
use std::hash::{DefaultHasher, Hasher};
use std::io::Write;
use std::ops::ControlFlow;

use chess_core::game::{MovetextWriter, SEVEN_TAG_ROSTER, write_tag};
use chess_core::pgn::{Error, GameResult, Input, Nag, Reader, Skip, Text, Visitor};
use chess_core::{Color, Move, Position};

use super::filter::Filters;

/// What `--to` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// The PGN standard's export format.
    Pgn,
    /// One JSON object a line: game, tags, san, uci, fen, plies, result, error.
    Jsonl,
    /// One line a game: the main line's moves in UCI.
    Uci,
    /// One line a position: `<game>\t<ply>\t<FEN>`, from the start (ply 0) on.
    Fen,
}

/// What the command asks of each game.
#[derive(Debug)]
pub struct Plan {
    pub format: Option<Format>,
    pub filters: Filters,
}

impl Plan {
    fn needs_tags(&self) -> bool {
        matches!(self.format, Some(Format::Jsonl | Format::Pgn)) || self.filters.on_tags()
    }
}

/// The `Result` tag as `--stats` counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    WhiteWins,
    BlackWins,
    Draw,
    Other,
}

impl Outcome {
    fn of(tag: &str) -> Outcome {
        match tag.trim() {
            "1-0" => Outcome::WhiteWins,
            "0-1" => Outcome::BlackWins,
            "1/2-1/2" => Outcome::Draw,
            _ => Outcome::Other,
        }
    }
}

/// One game of a batch: where its text ends, what the writer counts, and what it decides.
#[derive(Clone, Debug)]
pub struct Record {
    /// The end of the game's text in the batch's buffer (it starts where the last one ended).
    pub end: usize,
    /// The end of its marks in the batch's list of marks.
    pub marks_end: usize,
    /// Kept by every filter but `--dedupe`.
    pub kept: bool,
    /// The main line's key, with `--dedupe`.
    pub key: Option<u128>,
    pub plies: u32,
    pub outcome: Outcome,
    pub error: bool,
    /// What the game went on from (`ply 3: ...`, its number put in when written), each said on
    /// stderr when the game is kept.
    pub warnings: Vec<String>,
}

/// The output of some games, in the input's order.
#[derive(Debug, Default)]
pub struct Batch {
    pub text: Vec<u8>,
    /// Offsets in `text` where the game's number goes.
    pub marks: Vec<usize>,
    pub games: Vec<Record>,
}

impl Batch {
    /// Marks the place of the game's number.
    fn number(&mut self) {
        self.marks.push(self.text.len());
    }

    pub fn clear(&mut self) {
        self.text.clear();
        self.marks.clear();
        self.games.clear();
    }
}

/// The visitor: gathers, for one game at a time, what the plan needs.
pub struct Collector<'p> {
    plan: &'p Plan,
    tags: bool,
    /// The main line's moves are kept (for the output and `--dedupe`), and the positions they
    /// are played in (for SAN and positions).
    keep_moves: bool,
    keep_positions: bool,
    /// Variations open around the move being read (their moves are checked, and written with
    /// `--to pgn`, not kept).
    depth: u32,
    plies: u32,
    /// The `Result` tag.
    result: Option<String>,
    /// The result written after the moves.
    written_result: Option<GameResult>,
    /// Tags as read, in order (only when the plan reads tags).
    tag_list: Vec<(String, String)>,
    /// The tag filters were tested (the tags were all read).
    tags_tested: bool,
    /// The tag filters failed: the moves are passed over.
    skipped: bool,
    /// The main line's moves (for the output and `--dedupe`).
    moves: Vec<Move>,
    /// The position each of them is played in (for SAN and positions).
    positions: Vec<Position>,
    start: Position,
    reached: Vec<bool>,
    /// With `--to pgn`, the game's movetext as it is read, from its start on (the tags are
    /// written with it at the end, when the result is known).
    movetext: Option<MovetextWriter<String>>,
    /// The last game's movetext text, to write the next one into.
    spare: String,
    /// What the game went on from, each as its error's text after `game <n>, `.
    warnings: Vec<String>,
}

impl<'p> Collector<'p> {
    pub fn new(plan: &'p Plan) -> Collector<'p> {
        Collector {
            plan,
            tags: plan.needs_tags(),
            keep_moves: matches!(plan.format, Some(Format::Jsonl | Format::Uci | Format::Fen))
                || plan.filters.dedupe,
            keep_positions: matches!(plan.format, Some(Format::Jsonl | Format::Fen)),
            depth: 0,
            plies: 0,
            result: None,
            written_result: None,
            tag_list: Vec::new(),
            tags_tested: false,
            skipped: false,
            moves: Vec::new(),
            positions: Vec::new(),
            start: Position::default(),
            reached: Vec::new(),
            movetext: None,
            spare: String::new(),
            warnings: Vec::new(),
        }
    }

    fn tag_value(&self, name: &str) -> Option<&str> {
        let found = self.tag_list.iter().rev().find(|(tag, _)| tag == name);
        found.map(|(_, value)| value.as_str())
    }

    /// The tags, each name once, where it first came, with the value it last had (as a
    /// python-chess game's headers keep them): in time `n log n` for `n` tags, however many.
    fn distinct_tags(&self) -> impl Iterator<Item = (&str, &str)> {
        let tags = &self.tag_list;
        let mut order: Vec<usize> = (0..tags.len()).collect();
        // Stable: each name's tags stay in the order read.
        order.sort_by(|&a, &b| tags[a].0.cmp(&tags[b].0));
        let mut kept: Vec<(usize, usize)> = Vec::with_capacity(order.len());
        for group in order.chunk_by(|&a, &b| tags[a].0 == tags[b].0) {
            kept.push((group[0], group[group.len() - 1]));
        }
        kept.sort_unstable();
        (kept.into_iter()).map(|(first, last)| (tags[first].0.as_str(), tags[last].1.as_str()))
    }

    fn reach(&mut self, position: &Position) {
        let targets = &self.plan.filters.reaches;
        for (reached, target) in self.reached.iter_mut().zip(targets) {
            *reached |= position.eq_ignore_clocks(target);
        }
    }

    /// The main line's last position: after the last move kept, else the start.
    fn last_position(&self) -> Position {
        match self.positions.last().zip(self.moves.last()) {
            Some((position, mv)) => {
                let mut after = *position;
                after.play(*mv);
                after
            }
            None => self.start,
        }
    }
}

/// What a game read gives the writer: its end position.
pub struct Done {
    last: Position,
}

/// Text written by `fmt::Write` into bytes.
struct Bytes<'a>(&'a mut Vec<u8>);

impl fmt::Write for Bytes<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.0.extend_from_slice(text.as_bytes());
        Ok(())
    }
}

/// Text written to memory cannot fail: `fmt::Write` for `String` and [`Bytes`] never does.
fn written(result: fmt::Result) {
    debug_assert!(result.is_ok());
}

impl Visitor for Collector<'_> {
    type Output = Done;

    fn begin_game(&mut self) {
        self.warnings.clear();
        self.depth = 0;
        self.plies = 0;
        self.result = None;
        self.written_result = None;
        self.tag_list.clear();
        self.tags_tested = false;
        self.skipped = false;
        self.moves.clear();
        self.positions.clear();
        self.reached.clear();
        self.reached.resize(self.plan.filters.reaches.len(), false);
        if let Some(movetext) = self.movetext.take() {
            self.spare = movetext.into_inner();
        }
    }

    fn tag(&mut self, name: &[u8], value: Text<'_>) {
        if name == b"Result" {
            self.result = Some(value.to_string());
        }
        if self.tags {
            let name = String::from_utf8_lossy(name).into_owned();
            self.tag_list.push((name, value.to_string()));
        }
    }

    fn begin_movetext(&mut self, start: &Position) -> Skip {
        self.start = *start;
        self.tags_tested = true;
        if !self.plan.filters.tags_hold(|name| self.tag_value(name)) {
            self.skipped = true;
            return Skip(true);
        }
        self.reach(start);
        if self.plan.format == Some(Format::Pgn) {
            let mut text = std::mem::take(&mut self.spare);
            text.clear();
            self.movetext = Some(MovetextWriter::new(text));
        }
        Skip(false)
    }

    fn san(&mut self, position: &Position, mv: Move) -> ControlFlow<()> {
        if let Some(movetext) = &mut self.movetext {
            written(movetext.san(position, &position.san(mv)));
        }
        if self.depth > 0 {
            return ControlFlow::Continue(());
        }
        self.plies += 1;
        if !self.reached.is_empty() {
            let mut after = *position;
            after.play(mv);
            self.reach(&after);
        }
        if self.keep_moves {
            self.moves.push(mv);
        }
        if self.keep_positions {
            self.positions.push(*position);
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, nag: Nag) {
        if let Some(movetext) = &mut self.movetext {
            written(movetext.nag(nag));
        }
    }

    fn comment(&mut self, comment: Text<'_>) {
        if let Some(movetext) = &mut self.movetext {
            written(movetext.comment(&comment.to_str()));
        }
    }

    // Variations are read, so that their moves are checked too (and written with `--to pgn`).
    fn begin_variation(&mut self) -> Skip {
        self.depth += 1;
        if let Some(movetext) = &mut self.movetext {
            written(movetext.begin_variation());
        }
        Skip(false)
    }

    fn end_variation(&mut self) {
        self.depth -= 1;
        if let Some(movetext) = &mut self.movetext {
            written(movetext.end_variation());
        }
    }

    fn result(&mut self, result: GameResult) {
        self.written_result = Some(result);
    }

    fn error(&mut self, error: &Error) {
        // The reader numbers the games of its chunk: the number is put in when written.
        let text = error.to_string();
        let local = format!("game {}, ", error.game());
        self.warnings
            .push(text.strip_prefix(&local).unwrap_or(&text).to_owned());
    }

    fn end_game(&mut self, last: &Position) -> Done {
        Done { last: *last }
    }
}

/// The dedupe key of a main line: its start position (clocks left out) and its moves, hashed
/// to 128 bits by two SipHash functions.
fn key(start: &Position, moves: &[Move]) -> u128 {
    let mut hashers = [DefaultHasher::new(), DefaultHasher::new()];
    hashers[1].write_u8(0x5a);
    let fen = start.to_string();
    let placement: Vec<&str> = fen.split(' ').take(4).collect();
    for hasher in &mut hashers {
        for field in &placement {
            hasher.write(field.as_bytes());
            hasher.write_u8(b' ');
        }
        for mv in moves {
            hasher.write_u16(mv.bits());
        }
    }
    u128::from(hashers[0].finish()) << 64 | u128::from(hashers[1].finish())
}

/// A move's UCI text, as its `Display` writes it, without the formatting machinery (which took
/// a third of the time of `--to uci`).
fn push_uci(text: &mut Vec<u8>, mv: Move) {
    let uci = mv.uci();
    for square in [uci.from, uci.to] {
        text.extend_from_slice(&[square.file().to_char() as u8, square.rank().to_char() as u8]);
    }
    if let Some(piece) = uci.promotion {
        text.push(piece.fen_letter(Color::Black) as u8);
    }
}

/// The message of an error, its game number marked.
fn write_error(batch: &mut Batch, error: &Error) {
    let message = error.to_string();
    let prefix = format!("game {}", error.game());
    let rest = message.strip_prefix(&prefix).unwrap_or(&message);
    batch.text.extend_from_slice(b"game ");
    batch.number();
    batch.text.extend_from_slice(rest.as_bytes());
}

/// A JSON string.
fn json(text: &mut Vec<u8>, value: &str) {
    serde_json::to_writer(&mut *text, value).expect("writing to memory");
}

/// Reads every game of `input` and adds each to `batch` (through `flush` after each game, which
/// may write the batch out and clear it). An error of the input itself ends the reading.
pub fn read_all<R: Input>(
    input: R,
    plan: &Plan,
    batch: &mut Batch,
    mut flush: impl FnMut(&mut Batch) -> Result<(), crate::output::Failure>,
) -> Result<Result<(), Error>, crate::output::Failure> {
    let mut reader = Reader::new(input);
    let mut collector = Collector::new(plan);
    loop {
        let read = reader.read_game(&mut collector);
        let (done, error) = match read {
            Ok(None) => return Ok(Ok(())),
            Ok(Some(done)) => (Some(done), None),
            Err(error) if error.is_io() => return Ok(Err(error)),
            Err(error) => (None, Some(error)),
        };
        add_game(&mut collector, done, error.as_ref(), batch);
        flush(batch)?;
    }
}

/// Writes a game read (or its error) into the batch, as the plan's format has it.
fn add_game(
    game: &mut Collector<'_>,
    done: Option<Done>,
    error: Option<&Error>,
    batch: &mut Batch,
) {
    let plan = game.plan;
    let filters = &plan.filters;
    let outcome = Outcome::of(game.result.as_deref().unwrap_or("*"));
    let mut record = Record {
        end: 0,
        marks_end: 0,
        kept: false,
        key: None,
        plies: game.plies,
        outcome,
        error: error.is_some(),
        warnings: core::mem::take(&mut game.warnings),
    };
    // A game whose tags had an error was not tested yet.
    let tags_hold = match game.tags_tested {
        true => !game.skipped,
        false => filters.tags_hold(|name| game.tag_value(name)),
    };
    // UCI and positions are written of whole games only: a game with an error is not kept.
    // PGN writes a game with an error up to it, as python-chess does, once its moves have started
    // (a game whose tags have the error has no moves read to write).
    let writable = match plan.format {
        Some(Format::Uci | Format::Fen) => error.is_none(),
        Some(Format::Pgn) => game.movetext.is_some(),
        Some(Format::Jsonl) | None => true,
    };
    record.kept =
        tags_hold && filters.end_holds(game.plies, &game.reached, error.is_some()) && writable;
    if record.kept {
        if filters.dedupe {
            record.key = Some(key(&game.start, &game.moves));
        }
        match plan.format {
            Some(Format::Pgn) => write_pgn(game, batch),
            _ => write_game(game, done, error, batch),
        }
    }
    record.end = batch.text.len();
    record.marks_end = batch.marks.len();
    batch.games.push(record);
}

/// The game in the PGN standard's export format: the Seven Tag Roster, then the other tags in
/// the order read (a repeated tag where it first came, with its last value), the movetext as
/// read, variations left open closed, the result ([`GameResult::declared`]) as the `Result` tag
/// and after the moves.
fn write_pgn(game: &mut Collector<'_>, batch: &mut Batch) {
    let Some(mut movetext) = game.movetext.take() else {
        return;
    };
    for _ in 0..game.depth {
        written(movetext.end_variation());
    }
    let result = GameResult::declared(game.tag_value("Result"), game.written_result);
    written(movetext.result(result));
    let mut out = Bytes(&mut batch.text);
    for (name, unknown) in SEVEN_TAG_ROSTER {
        let value = match name {
            "Result" => result.as_str(),
            _ => game.tag_value(name).unwrap_or(unknown),
        };
        written(write_tag(&mut out, name, value));
    }
    for (name, value) in game.distinct_tags() {
        if !SEVEN_TAG_ROSTER.iter().any(|&(roster, _)| roster == name) {
            written(write_tag(&mut out, name, value));
        }
    }
    batch.text.push(b'\n');
    let text = movetext.into_inner();
    batch.text.extend_from_slice(text.as_bytes());
    game.spare = text;
}

fn write_game(game: &Collector<'_>, done: Option<Done>, error: Option<&Error>, batch: &mut Batch) {
    let result = game.result.as_deref().unwrap_or("*");
    let text = &mut batch.text;
    match (game.plan.format, &done, error) {
        (None, Some(done), _) => {
            text.extend_from_slice(b"game ");
            batch.number();
            let line = format!(": {} plies, {result}, {}\n", game.plies, done.last);
            batch.text.extend_from_slice(line.as_bytes());
        }
        (None, _, Some(error)) => {
            write_error(batch, error);
            batch.text.push(b'\n');
        }
        (Some(Format::Uci), Some(_), _) => {
            for (i, &mv) in game.moves.iter().enumerate() {
                if i > 0 {
                    text.push(b' ');
                }
                push_uci(text, mv);
            }
            text.push(b'\n');
        }
        (Some(Format::Fen), Some(done), _) => {
            for (ply, position) in game.positions.iter().chain([&done.last]).enumerate() {
                batch.number();
                writeln!(batch.text, "\t{ply}\t{position}").expect("writing to memory");
            }
        }
        (Some(Format::Jsonl), _, _) => write_json(game, done.as_ref(), error, result, batch),
        _ => {}
    }
}

fn write_json(
    game: &Collector<'_>,
    done: Option<&Done>,
    error: Option<&Error>,
    result: &str,
    batch: &mut Batch,
) {
    batch.text.extend_from_slice(b"{\"game\":");
    batch.number();
    let text = &mut batch.text;
    text.extend_from_slice(b",\"tags\":{");
    // A repeated tag keeps its last value, as JSON objects are read.
    for (name, value) in game.distinct_tags() {
        if text.last() != Some(&b'{') {
            text.push(b',');
        }
        json(text, name);
        text.push(b':');
        json(text, value);
    }
    text.extend_from_slice(b"},\"san\":[");
    for (i, (position, &mv)) in game.positions.iter().zip(&game.moves).enumerate() {
        if i > 0 {
            text.push(b',');
        }
        write!(text, "\"{}\"", position.san(mv)).expect("writing to memory");
    }
    text.extend_from_slice(b"],\"uci\":[");
    for (i, &mv) in game.moves.iter().enumerate() {
        if i > 0 {
            text.push(b',');
        }
        text.push(b'"');
        push_uci(text, mv);
        text.push(b'"');
    }
    let last = done.map_or_else(|| game.last_position(), |done| done.last);
    write!(
        text,
        "],\"fen\":\"{last}\",\"plies\":{},\"result\":",
        game.plies
    )
    .expect("writing to memory");
    json(text, result);
    text.extend_from_slice(b",\"error\":");
    match error {
        None => text.extend_from_slice(b"null"),
        Some(error) => {
            // The message without its game number, which the record has already.
            let message = error.to_string();
            let prefix = format!("game {}, ", error.game());
            json(text, message.strip_prefix(&prefix).unwrap_or(&message));
        }
    }
    text.extend_from_slice(b"}\n");
}
