//! PGN text read into records, a batch of games per call: chess-core's reader
//! (`pgn::Reader::from_slice`) checks every move, and the visitor [`Records`] writes what
//! `js/pgn.js` makes a game of.
//!
//! Each game is one line `G`, then its tags, its moves and its annotations:
//!
//! ```text
//! G \t start \t variant \t result \t last \t tags \t notes \t plies \t length   start: FEN, empty
//! name \t value                        (tags lines)           for the standard start position
//! san san …                            (one line, may be empty)
//! uci uci …                            (one line, may be empty)
//! ply \t nags \t comment [\t variation]…   (notes lines)
//! ```
//!
//! `variant` is `standard` or `chess960`; `result` the declared one (a decided `Result` tag,
//! else the result after the moves, else `*`); `last` the FEN after the last move; `notes` and
//! `plies` how many notes lines and moves; `length` the notes lines' length (in bytes, which
//! are characters: records are ASCII; JavaScript takes them whole, to read them only if the game's annotations are asked
//! for). A note belongs to the move at `ply` (counted from 1; 0 is the comment before the first
//! move): its NAGs as numbers separated by spaces, its comments joined by a space, and each
//! variation that replaces the move as PGN text without its parentheses. A comment that is one piece of the
//! text as it stands (the usual case: one comment, without a `}`) is not copied: the field is
//! `\@after,length`, where the comment is in the PGN text read, counted in UTF-16 code units
//! (the indices of a JavaScript string; `\@` is no escape [`escape`] writes): it starts `after`
//! units after the end of the game's last comment so given (after the text's start for its
//! first), short numbers for a comment after every move. A note that is such a comment alone,
//! on the ply after the last note's (after ply 0 for the game's first), is `after,length` alone
//! on its line (without `\@`: the comma, where a ply has a tab, tells it). A game with an error is one line:
//!
//! ```text
//! E \t game \t ply \t text \t message
//! ```
//!
//! What the reader went on from (a malformed tag, a variation with an illegal move, which the
//! records leave out whole) is a line of the same fields, `W` for `E`, before the game's `G`.

use alloc::format;
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;
use core::ops::ControlFlow;

use chess_core::game::{GameResult, Nag};
use chess_core::pgn::{Error, Reader, Skip, Text, Visitor};
use chess_core::{Color, Move, Position};

use super::san::as_written;
use super::{HIGH, Short, Sink, escape, le_word, push_number};
use crate::fen::Fen;
use crate::text::quote;

/// Reads the games of `pgn` (numbered from `first_game`, for the errors), at most `limit` of
/// them, into records on `out`; variations are kept as text when `variations` is set, else
/// passed over unread.
pub fn read(pgn: &[u8], first_game: u64, variations: bool, limit: u64, out: &mut Vec<u8>) {
    let mut reader = Reader::from_slice(pgn);
    let mut records = Records::new(variations, first_game, pgn, out);
    while reader.games_read() < limit {
        match reader.read_game(&mut records) {
            Ok(Some(())) => {}
            Ok(None) => break,
            Err(error) => push_error(records.out, b'E', &error, first_game),
        }
    }
}

/// The visitor chess-core's reader calls for each game: one game's records gathered apart, written to
/// `out` when the game ends well.
pub struct Records<'a> {
    out: &'a mut Vec<u8>,
    /// The number of the batch's first game in the whole input.
    first_game: u64,
    /// The `W` records of what the game went on from, written before its `G`.
    warnings: Vec<u8>,
    /// The text read, where comments are found, and where its UTF-16 indices stand.
    text: &'a [u8],
    units: Units,
    /// Where the game's last comment given as a range ends (UTF-16): the next starts after it.
    last_end: u32,
    /// The ply of the game's last note (0 before the first).
    last_ply: u32,
    variations: bool,
    start: Position,
    /// The standard start position, made once.
    standard: Position,
    tags: Vec<u8>,
    tag_count: u32,
    /// The main line's SAN and UCI, each separated by spaces (apart: JavaScript splits the SAN
    /// alone for a game's history, the UCI only if the game is replayed), and their number.
    sans: Sink,
    ucis: Sink,
    plies: u32,
    notes: Sink,
    note_count: u32,
    /// The annotation of the main line's last move (`ply`), being gathered (its comment
    /// escaped already).
    note: Note,
    result_tag: Option<GameResult>,
    result: Option<GameResult>,
    /// How deep in variations the reader is (0: the main line).
    depth: u32,
    /// The variation being written, where each open one starts in it (and whether a number
    /// was due there), and whether its next black move needs `n...`.
    variation: Vec<u8>,
    starts: Vec<(usize, bool)>,
    number_due: bool,
    /// Where a move's SAN and UCI and a note's line are gathered: kept, and emptied rather than
    /// made anew (made anew, their room is cleared by a `memory.fill`, a call in V8).
    san_text: Short,
    uci_text: Short,
    note_line: Short,
}

#[derive(Default)]
struct Note {
    ply: u32,
    nags: Vec<u8>,
    comment: Vec<u8>,
    /// The comment as the range of the text it is (see the module docs), while it is one piece.
    range: Option<(usize, usize)>,
    /// Each variation escaped, after a tab.
    variations: Vec<u8>,
}

impl Note {
    fn is_empty(&self) -> bool {
        self.nags.is_empty()
            && self.comment.is_empty()
            && self.range.is_none()
            && self.variations.is_empty()
    }
}

impl<'a> Records<'a> {
    pub fn new(
        variations: bool,
        first_game: u64,
        text: &'a [u8],
        out: &'a mut Vec<u8>,
    ) -> Records<'a> {
        let standard = Position::default();
        Records {
            out,
            first_game,
            warnings: Vec::new(),
            text,
            units: Units::new(text),
            last_end: 0,
            last_ply: 0,
            variations,
            start: standard,
            standard,
            tags: Vec::new(),
            tag_count: 0,
            sans: Sink::default(),
            ucis: Sink::default(),
            plies: 0,
            notes: Sink::default(),
            note_count: 0,
            note: Note::default(),
            result_tag: None,
            result: None,
            depth: 0,
            variation: Vec::new(),
            starts: Vec::new(),
            number_due: false,
            san_text: Short::default(),
            uci_text: Short::default(),
            note_line: Short::default(),
        }
    }

    /// Writes the note gathered so far, if it holds anything, and starts the one of `ply`.
    fn flush_note(&mut self, ply: u32) {
        let note = &mut self.note;
        if !note.is_empty() {
            // Most notes are a comment's range alone, on the ply after the last note's: their
            // line is the range alone (see the module docs), gathered and appended at once.
            let line = &mut self.note_line;
            line.clear();
            let alone = note.nags.is_empty()
                && note.comment.is_empty()
                && note.variations.is_empty()
                && note.ply == self.last_ply + 1;
            if !alone {
                line.number(note.ply);
                line.push(b'\t');
                if !note.nags.is_empty() {
                    self.notes.extend(line.bytes());
                    self.notes.extend(&note.nags);
                    line.clear();
                }
                line.push(b'\t');
            }
            self.last_ply = note.ply;
            if let Some((start, end)) = note.range.take() {
                let start = self.units.at(self.text, start);
                let end = self.units.at(self.text, end);
                // (A range alone goes without `\@`: its comma tells it from a ply.)
                if !alone {
                    line.push(b'\\');
                    line.push(b'@');
                }
                line.number(start.saturating_sub(self.last_end));
                line.push(b',');
                line.number(end - start);
                self.last_end = end;
            }
            if note.comment.is_empty() && note.variations.is_empty() {
                line.push(b'\n');
                self.notes.append(line);
            } else {
                self.notes.extend(line.bytes());
                self.notes.extend(&note.comment);
                self.notes.extend(&note.variations);
                self.notes.push(b'\n');
            }
            self.note_count += 1;
            note.nags.clear();
            note.comment.clear();
            note.variations.clear();
        }
        note.ply = ply;
    }
}

/// The record `kind` (`E`: the game refused; `W`: what the game went on from) of `error`, in a
/// batch whose first game is game number `first_game` of the whole input (the reader counts
/// the batch's games from 1).
fn push_error(out: &mut Vec<u8>, kind: u8, error: &Error, first_game: u64) {
    let game = first_game + error.game() - 1;
    // chess-core's own wording (`pgn::Error`'s), the game counted over the whole input, the
    // text quoted as the command quotes it (not by `Error`'s Display, whose `escape_debug` is
    // 4 KB of the module).
    let mut message = format!("game {game}, ply {}: ", error.ply());
    if !error.text().is_empty() {
        message.push_str(&quote(error.text()));
        message.push_str(": ");
    }
    message.push_str(&error.kind().to_string());
    out.push(kind);
    out.push(b'\t');
    out.extend_from_slice(game.to_string().as_bytes());
    out.push(b'\t');
    push_number(out, error.ply());
    out.push(b'\t');
    escape(out, error.text().as_bytes());
    out.push(b'\t');
    escape(out, message.as_bytes());
    out.push(b'\n');
}

/// A comment's bytes as kept when they need no change but trimming (none is `}`, as in a
/// `braced` one): `None` when they need more (see [`push_comment`]).
fn trimmed(bytes: &[u8], braced: bool) -> Option<&[u8]> {
    // ASCII blanks trimmed first (`trim_ascii` by hand: a blank or two at each end, which these
    // loops take for less than core's). When the bytes left start and end with ASCII, no other
    // white space (which `str::trim` would take too) is at the ends; the text is UTF-8 (it
    // comes as a string), so the bytes between need no look.
    let mut kept = bytes;
    // (Without let chains: the workspace builds on Rust 1.87, which has none.)
    while let [b, rest @ ..] = kept {
        if !b.is_ascii_whitespace() {
            break;
        }
        kept = rest;
    }
    while let [rest @ .., b] = kept {
        if !b.is_ascii_whitespace() {
            break;
        }
        kept = rest;
    }
    let kept = match (kept.first(), kept.last()) {
        (Some(first), Some(last)) if !first.is_ascii() || !last.is_ascii() => {
            core::str::from_utf8(bytes).ok()?.trim().as_bytes()
        }
        _ => kept,
    };
    (braced || !kept.contains(&b'}')).then_some(kept)
}

/// Where `part` (a slice of `text`) is in `text`, as a byte range.
fn within(text: &[u8], part: &[u8]) -> Option<(usize, usize)> {
    let start = (part.as_ptr() as usize).checked_sub(text.as_ptr() as usize)?;
    (start + part.len() <= text.len()).then_some((start, start + part.len()))
}

/// Byte offsets of the text made UTF-16 indices, for offsets that only grow: counted on from
/// the last offset asked, ASCII runs at once (found a word at a time), so that the text is
/// looked through once whatever the number of offsets.
struct Units {
    byte: usize,
    unit: u32,
    /// The next byte from `byte` on that is not ASCII (the text's length if none).
    wide: usize,
}

impl Units {
    fn new(text: &[u8]) -> Units {
        Units {
            byte: 0,
            unit: 0,
            wide: next_wide(text, 0),
        }
    }

    /// The UTF-16 index of byte `offset` (the start of a character) of `text`.
    #[inline(always)]
    fn at(&mut self, text: &[u8], offset: usize) -> u32 {
        // Most texts are ASCII up to the offset: one unit a byte from the last offset on.
        if self.byte <= offset && offset <= self.wide {
            self.unit += (offset - self.byte) as u32;
            self.byte = offset;
            return self.unit;
        }
        self.at_wide(text, offset)
    }

    /// [`at`](Self::at) past a character other than ASCII, or back before the last offset.
    #[inline(never)]
    fn at_wide(&mut self, text: &[u8], offset: usize) -> u32 {
        if offset < self.byte {
            *self = Units::new(text);
        }
        while self.wide < offset {
            // The ASCII run, then the character at `wide`: a surrogate pair if four bytes long.
            let lead = text[self.wide];
            let (bytes, units) = match lead {
                0xf0.. => (4, 2),
                0xe0.. => (3, 1),
                _ => (2, 1),
            };
            self.unit += (self.wide - self.byte) as u32 + units;
            self.byte = (self.wide + bytes).min(text.len());
            self.wide = next_wide(text, self.byte);
        }
        // (Never short of `offset` in UTF-8, where offsets start characters.)
        self.unit += offset.saturating_sub(self.byte) as u32;
        self.byte = self.byte.max(offset);
        self.unit
    }
}

/// The first byte of `text` from `from` on that is not ASCII, else the text's length: eight
/// bytes at a time (their high bits all clear) up to the word that holds it.
fn next_wide(text: &[u8], from: usize) -> usize {
    let rest = &text[from..];
    let words = rest.chunks_exact(8);
    let mut at = from + rest.len() - words.remainder().len();
    for (i, word) in words.enumerate() {
        if le_word(word) & HIGH != 0 {
            at = from + 8 * i;
            break;
        }
    }
    at + text[at..].iter().take_while(|b| b.is_ascii()).count()
}

/// Appends a comment as kept: trimmed, without `}` (which a `;` comment may hold and braces
/// cannot), escaped if `escaped` (a variation's text is escaped whole); false when nothing is
/// left of it. Copied in runs: a database has a comment after every move.
fn push_comment(out: &mut Vec<u8>, bytes: &[u8], escaped: bool) -> bool {
    let decoded;
    let mut rest = match bytes.is_ascii() {
        true => bytes.trim_ascii(),
        false => {
            decoded = String::from_utf8_lossy(bytes);
            decoded.trim().as_bytes()
        }
    };
    let start = out.len();
    let special = |b: u8| b == b'}' || (escaped && (b == b'\\' || !(b' '..=b'~').contains(&b)));
    while let Some(at) = rest.iter().position(|&b| special(b)) {
        out.extend_from_slice(&rest[..at]);
        // The character there: a byte, or the UTF-8 sequence its first byte says (`rest` is
        // UTF-8: ASCII, or decoded).
        let end = match rest[at] {
            0xf0.. => at + 4,
            0xe0.. => at + 3,
            0xc0.. => at + 2,
            _ => at + 1,
        }
        .min(rest.len());
        if rest[at] != b'}' {
            escape(out, &rest[at..end]);
        }
        rest = &rest[end..];
    }
    out.extend_from_slice(rest);
    out.len() > start
}

impl Visitor for Records<'_> {
    type Output = ();

    fn begin_game(&mut self) {
        self.warnings.clear();
        self.starts.clear();
        self.tags.clear();
        self.tag_count = 0;
        self.sans.clear();
        self.ucis.clear();
        self.plies = 0;
        self.last_end = 0;
        self.last_ply = 0;
        self.notes.clear();
        self.note_count = 0;
        // Cleared rather than made anew: their room is kept from game to game.
        let note = &mut self.note;
        (note.ply, note.range) = (0, None);
        note.nags.clear();
        note.comment.clear();
        note.variations.clear();
        self.result_tag = None;
        self.result = None;
        self.depth = 0;
    }

    fn tag(&mut self, name: &[u8], value: Text<'_>) {
        let value = value.as_bytes();
        if name == b"Result" {
            self.result_tag = String::from_utf8_lossy(value).trim().parse().ok();
        }
        // A name is letters, digits and `_+#=:-` (the scanner reads no other): nothing to escape.
        self.tags.extend_from_slice(name);
        self.tags.push(b'\t');
        escape(&mut self.tags, value);
        self.tags.push(b'\n');
        self.tag_count += 1;
    }

    fn begin_movetext(&mut self, start: &Position) -> Skip {
        self.start = *start;
        Skip(false)
    }

    fn san(&mut self, position: &Position, mv: Move) -> ControlFlow<()> {
        self.san_written(position, mv, b"")
    }

    /// The move `mv` of `position`, read from the SAN `token` (its annotation taken off).
    fn san_written(&mut self, position: &Position, mv: Move, token: &[u8]) -> ControlFlow<()> {
        if self.depth > 0 {
            let number = u32::from(position.fullmove_number());
            let text = &mut self.variation;
            match position.side_to_move() {
                Color::White => {
                    push_number(text, number);
                    text.extend_from_slice(b". ");
                }
                Color::Black if self.number_due => {
                    push_number(text, number);
                    text.extend_from_slice(b"... ");
                }
                Color::Black => {}
            }
            text.extend_from_slice(position.san(mv).as_bytes());
            text.push(b' ');
            self.number_due = false;
            return ControlFlow::Continue(());
        }
        let ply = self.note.ply + 1;
        self.flush_note(ply);
        let (san, uci) = (&mut self.san_text, &mut self.uci_text);
        san.clear();
        uci.clear();
        // The last move's check sign, now that its position is here (a move follows: no mate).
        if ply > 1 && position.is_check() {
            san.push(b'+');
        }
        if self.plies > 0 {
            san.push(b' ');
            uci.push(b' ');
        }
        self.plies += 1;
        for square in [mv.from(), mv.to()] {
            uci.push(square.file().to_char() as u8);
            uci.push(square.rank().to_char() as u8);
        }
        if let Some(piece) = mv.promotion_piece() {
            uci.push(piece.fen_letter(Color::Black) as u8);
        }
        match as_written(token, position, mv) {
            // Most SAN read is the SAN itself: copied (its check sign is written from the next
            // position, above).
            Some(written) => san.extend(written),
            None => san.extend(position.san_without_check_sign(mv).as_bytes()),
        }
        self.ucis.append(uci);
        self.sans.append(san);
        ControlFlow::Continue(())
    }

    fn nag(&mut self, nag: Nag) {
        if self.depth > 0 {
            self.variation.push(b'$');
            push_number(&mut self.variation, nag.0.into());
            self.variation.push(b' ');
            self.number_due = true;
        } else if self.note.ply > 0 {
            // A NAG before the first move has no move to go with: left out.
            let nags = &mut self.note.nags;
            if !nags.is_empty() {
                nags.push(b' ');
            }
            push_number(nags, nag.0.into());
        }
    }

    fn comment(&mut self, comment: Text<'_>) {
        let comment = comment.as_bytes();
        if self.depth > 0 {
            let text = &mut self.variation;
            let open = text.len();
            text.push(b'{');
            match push_comment(text, comment, false) {
                true => {
                    text.extend_from_slice(b"} ");
                    self.number_due = true;
                }
                false => text.truncate(open),
            }
        } else {
            let note = &mut self.note;
            // A `{ }` comment, which the text has a `}` after, holds none.
            let braced = within(self.text, comment)
                .is_some_and(|(_, end)| self.text.get(end) == Some(&b'}'));
            let range = trimmed(comment, braced).and_then(|kept| within(self.text, kept));
            if let (Some(range), true, None) = (range, note.comment.is_empty(), note.range) {
                if range.0 == range.1 {
                    return; // nothing left of it
                }
                note.range = Some(range);
                return;
            }
            // A second comment on the move, or one that is not as it stands: as text.
            if let Some((start, end)) = note.range.take() {
                push_comment(&mut note.comment, &self.text[start..end], true);
            }
            let kept = &mut note.comment;
            let before = kept.len();
            if before > 0 {
                kept.push(b' ');
            }
            if !push_comment(kept, comment, true) {
                kept.truncate(before);
            }
        }
    }

    fn begin_variation(&mut self) -> Skip {
        if !self.variations {
            return Skip(true);
        }
        if self.depth == 0 {
            self.variation.clear();
        }
        self.starts.push((self.variation.len(), self.number_due));
        if self.depth > 0 {
            self.variation.push(b'(');
        }
        self.depth += 1;
        self.number_due = true;
        Skip(false)
    }

    fn end_variation(&mut self) {
        self.starts.pop();
        self.depth -= 1;
        if self.variation.last() == Some(&b' ') {
            self.variation.pop();
        }
        if self.depth == 0 {
            self.note.variations.push(b'\t');
            escape(&mut self.note.variations, &self.variation);
        } else {
            self.variation.extend_from_slice(b") ");
            self.number_due = true;
        }
    }

    /// A variation with an illegal move is left out whole.
    fn end_broken_variation(&mut self) {
        // As if it had never been: the text and the number due as they were before it.
        let (start, number_due) = self.starts.pop().unwrap_or_default();
        self.variation.truncate(start);
        self.depth -= 1;
        self.number_due = number_due;
    }

    fn error(&mut self, error: &Error) {
        push_error(&mut self.warnings, b'W', error, self.first_game);
    }

    fn result(&mut self, result: GameResult) {
        self.result = Some(result);
    }

    fn end_game(&mut self, last: &Position) {
        if let Some(sign) = last.check_sign().filter(|_| self.plies > 0) {
            self.sans.push(sign as u8);
        }
        self.flush_note(0);
        let result = match self.result_tag {
            Some(result) if result != GameResult::Ongoing => result,
            _ => self.result.unwrap_or(GameResult::Ongoing),
        };
        let chess960 = self.start.castling_rights().is_chess960();
        let out = &mut *self.out;
        out.extend_from_slice(&self.warnings);
        out.extend_from_slice(b"G\t");
        if chess960 || self.start != self.standard {
            out.extend_from_slice(Fen::of(&self.start).as_bytes());
        }
        out.extend_from_slice(match chess960 {
            true => b"\tchess960\t",
            false => b"\tstandard\t",
        });
        out.extend_from_slice(result.as_str().as_bytes());
        out.push(b'\t');
        out.extend_from_slice(Fen::of(last).as_bytes());
        out.push(b'\t');
        push_number(out, self.tag_count);
        out.push(b'\t');
        push_number(out, self.note_count);
        out.push(b'\t');
        push_number(out, self.plies);
        out.push(b'\t');
        push_number(out, self.notes.bytes().len() as u32);
        out.push(b'\n');
        out.extend_from_slice(&self.tags);
        out.extend_from_slice(self.sans.bytes());
        out.push(b'\n');
        out.extend_from_slice(self.ucis.bytes());
        out.push(b'\n');
        out.extend_from_slice(self.notes.bytes());
    }
}
