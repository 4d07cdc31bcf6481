//! PGN text read into records, a batch of games per call: the reader ([`Scanner`]) checks every
//! move, and the visitor [`Records`] writes what `js/pgn.js` makes a game of.
//!
//! Each game is one line `G`, then its tags, its moves and its annotations:
//!
//! ```text
//! G \t start \t variant \t result \t last \t tags \t notes      start: FEN, empty for the
//! name \t value                        (tags lines)             standard start position
//! uci san uci san …                    (one line, may be empty)
//! ply \t nags \t comment [\t variation]…   (notes lines)
//! ```
//!
//! `variant` is `standard` or `chess960`; `result` the declared one (a decided `Result` tag,
//! else the result after the moves, else `*`); `last` the FEN after the last move. A note
//! belongs to the move at `ply` (counted from 1; 0 is the comment before the first move): its
//! NAGs as numbers separated by spaces, its comments joined by a space, and each variation that
//! replaces the move as PGN text without its parentheses. A game with an error is one line:
//!
//! ```text
//! E \t game \t ply \t text \t message
//! ```

use chess_core::pgn::{GameResult, Nag, Skip, Text, Visitor};
use chess_core::{Color, Move, Position, Variant};

use super::san::push_san;
use super::scan::{Failure, START, Scanner};
use super::{escape, push_number};
use crate::text::quote;

/// Reads the games of `pgn` (numbered from `first_game`, for the errors), at most `limit` of
/// them, into records on `out`; variations are kept as text when `variations` is set, else
/// passed over unread.
pub fn read(pgn: &[u8], first_game: u64, variations: bool, limit: u64, out: &mut Vec<u8>) {
    // Made here once, from text rather than with `Position::default()` (which would bring its
    // own copy of the FEN reader and of FenError's Debug into the module).
    let Ok(standard) = Position::from_fen_permissive(START, Variant::Auto) else {
        return;
    };
    let mut scanner = Scanner::new(pgn, standard);
    let mut records = Records::new(variations, standard, out);
    let mut game = first_game;
    while game - first_game < limit {
        match scanner.read_game(&mut records) {
            Some(Ok(())) => {}
            None => break,
            Some(Err(failure)) => records.error(&failure, game),
        }
        game += 1;
    }
}

/// The visitor: one game's records gathered apart, written to `out` when the game ends well.
struct Records<'a> {
    out: &'a mut Vec<u8>,
    variations: bool,
    start: Position,
    /// The standard start position, made once.
    standard: Position,
    tags: Vec<u8>,
    tag_count: u32,
    /// The main line: `uci san` pairs.
    moves: Vec<u8>,
    notes: Vec<u8>,
    note_count: u32,
    /// The annotation of the main line's last move (`ply`), being gathered (its comment
    /// escaped already).
    note: Note,
    result_tag: Option<GameResult>,
    result: Option<GameResult>,
    /// How deep in variations the reader is (0: the main line).
    depth: u32,
    /// The variation being written, and whether its next black move needs `n...`.
    variation: Vec<u8>,
    number_due: bool,
}

#[derive(Default)]
struct Note {
    ply: u32,
    nags: Vec<u8>,
    comment: Vec<u8>,
    /// Each variation escaped, after a tab.
    variations: Vec<u8>,
}

impl Note {
    fn is_empty(&self) -> bool {
        self.nags.is_empty() && self.comment.is_empty() && self.variations.is_empty()
    }
}

impl<'a> Records<'a> {
    fn new(variations: bool, standard: Position, out: &'a mut Vec<u8>) -> Records<'a> {
        Records {
            out,
            variations,
            start: standard,
            standard,
            tags: Vec::new(),
            tag_count: 0,
            moves: Vec::new(),
            notes: Vec::new(),
            note_count: 0,
            note: Note::default(),
            result_tag: None,
            result: None,
            depth: 0,
            variation: Vec::new(),
            number_due: false,
        }
    }

    /// Writes the note gathered so far, if it holds anything, and starts the one of `ply`.
    fn flush_note(&mut self, ply: u32) {
        let note = &mut self.note;
        if !note.is_empty() {
            push_number(&mut self.notes, note.ply);
            self.notes.push(b'\t');
            self.notes.extend_from_slice(&note.nags);
            self.notes.push(b'\t');
            self.notes.extend_from_slice(&note.comment);
            self.notes.extend_from_slice(&note.variations);
            self.notes.push(b'\n');
            self.note_count += 1;
            note.nags.clear();
            note.comment.clear();
            note.variations.clear();
        }
        note.ply = ply;
    }

    /// The error record of game number `game`, which the reader refused.
    fn error(&mut self, failure: &Failure, game: u64) {
        let Failure { ply, text, kind } = failure;
        // chess-core's own wording (`pgn::Error`), the game counted over the whole input.
        let message = match text.as_str() {
            "" => format!("game {game}, ply {ply}: {}", kind.message()),
            text => format!(
                "game {game}, ply {ply}: {}: {}",
                quote(text),
                kind.message()
            ),
        };
        let out = &mut *self.out;
        out.extend_from_slice(b"E\t");
        out.extend_from_slice(game.to_string().as_bytes());
        out.push(b'\t');
        push_number(out, *ply);
        out.push(b'\t');
        escape(out, text.as_bytes());
        out.push(b'\t');
        escape(out, message.as_bytes());
        out.push(b'\n');
    }
}

/// Appends a comment as kept: trimmed, without `}` (which a `;` comment may hold and braces
/// cannot), escaped if `escaped` (a variation's text is escaped whole); false when nothing is
/// left of it. Copied in runs: a database has a comment after every move.
fn push_comment(out: &mut Vec<u8>, comment: Text<'_>, escaped: bool) -> bool {
    let bytes = comment.as_bytes();
    let decoded;
    let mut rest = match bytes.is_ascii() {
        true => bytes.trim_ascii(),
        false => {
            decoded = comment.to_str();
            decoded.trim().as_bytes()
        }
    };
    let start = out.len();
    let special = |b: u8| b == b'}' || (escaped && matches!(b, b'\\' | b'\t' | b'\n' | b'\r'));
    while let Some(at) = rest.iter().position(|&b| special(b)) {
        out.extend_from_slice(&rest[..at]);
        if rest[at] != b'}' {
            escape(out, &rest[at..=at]);
        }
        rest = &rest[at + 1..];
    }
    out.extend_from_slice(rest);
    out.len() > start
}

impl Visitor for Records<'_> {
    type Output = ();

    fn begin_game(&mut self) {
        self.tags.clear();
        self.tag_count = 0;
        self.moves.clear();
        self.notes.clear();
        self.note_count = 0;
        self.note = Note::default();
        self.result_tag = None;
        self.result = None;
        self.depth = 0;
    }

    fn tag(&mut self, name: &[u8], value: Text<'_>) {
        if name == b"Result" {
            self.result_tag = value.to_str().trim().parse().ok();
        }
        escape(&mut self.tags, name);
        self.tags.push(b'\t');
        escape(&mut self.tags, value.to_str().as_bytes());
        self.tags.push(b'\n');
        self.tag_count += 1;
    }

    fn begin_movetext(&mut self, start: &Position) -> Skip {
        self.start = *start;
        Skip(false)
    }

    fn san(&mut self, position: &Position, mv: Move) {
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
            push_san(text, position, mv, true);
            text.push(b' ');
            self.number_due = false;
            return;
        }
        let ply = self.note.ply + 1;
        self.flush_note(ply);
        let moves = &mut self.moves;
        // The last move's check sign, now that its position is here (a move follows: no mate).
        if ply > 1 && position.is_check() {
            moves.push(b'+');
        }
        if !moves.is_empty() {
            moves.push(b' ');
        }
        for square in [mv.from(), mv.to()] {
            moves.push(square.file().to_char() as u8);
            moves.push(square.rank().to_char() as u8);
        }
        if let Some(piece) = mv.promotion_piece() {
            moves.push(piece.fen_letter(Color::Black) as u8);
        }
        moves.push(b' ');
        push_san(moves, position, mv, false);
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
            let kept = &mut self.note.comment;
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
        match self.depth {
            0 => self.variation.clear(),
            _ => self.variation.push(b'('),
        }
        self.depth += 1;
        self.number_due = true;
        Skip(false)
    }

    fn end_variation(&mut self) {
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

    fn result(&mut self, result: GameResult) {
        self.result = Some(result);
    }

    fn end_game(&mut self, last: &Position) {
        if !self.moves.is_empty() && last.is_check() {
            let mate = last.count_legal_moves() == 0;
            self.moves.push(if mate { b'#' } else { b'+' });
        }
        self.flush_note(0);
        let result = match self.result_tag {
            Some(result) if result != GameResult::Ongoing => result,
            _ => self.result.unwrap_or(GameResult::Ongoing),
        };
        let chess960 = self.start.castling_rights().is_chess960();
        let out = &mut *self.out;
        out.extend_from_slice(b"G\t");
        if chess960 || self.start != self.standard {
            out.extend_from_slice(self.start.to_string().as_bytes());
        }
        out.extend_from_slice(match chess960 {
            true => b"\tchess960\t",
            false => b"\tstandard\t",
        });
        out.extend_from_slice(result.as_str().as_bytes());
        out.push(b'\t');
        out.extend_from_slice(last.to_string().as_bytes());
        out.push(b'\t');
        push_number(out, self.tag_count);
        out.push(b'\t');
        push_number(out, self.note_count);
        out.push(b'\n');
        out.extend_from_slice(&self.tags);
        out.extend_from_slice(&self.moves);
        out.push(b'\n');
        out.extend_from_slice(&self.notes);
    }
}
