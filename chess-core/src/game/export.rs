//! The game in PGN export format (the PGN standard, sections 8.1 and 8.2): tags, then movetext
//! wrapped in lines of at most 79 characters.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};

use super::Game;
use super::tags::ROSTER;
use crate::Color;

/// The most characters on a movetext line: the standard's lines have fewer than 80.
const LINE_WIDTH: usize = 79;

/// Writes `[name "value"]` and a line break, `"` and `\` in the value escaped as `\"` and `\\`.
fn write_tag(f: &mut fmt::Formatter<'_>, name: &str, value: &str) -> fmt::Result {
    write!(f, "[{name} \"")?;
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            f.write_char('\\')?;
        }
        f.write_char(c)?;
    }
    f.write_str("\"]\n")
}

/// Movetext being written: tokens placed left to right, one space apart, a line broken before a
/// token that would make it longer than [`LINE_WIDTH`]. A token is never split: one longer than
/// a line (a word of a comment) stands alone on its line. No line starts or ends with a space,
/// but one that would start with a comment's word beginning with `%`.
struct Movetext<'a, 'f> {
    f: &'a mut fmt::Formatter<'f>,
    /// Characters on the line so far.
    width: usize,
    /// The token being written, reused.
    token: String,
}

impl Movetext<'_, '_> {
    /// Writes what `format` makes as one token.
    fn token(&mut self, format: fmt::Arguments<'_>) -> fmt::Result {
        self.token.clear();
        self.token.write_fmt(format)?;
        let width = self.token.chars().count();
        if self.width > 0 {
            match self.width + 1 + width <= LINE_WIDTH {
                true => {
                    self.f.write_char(' ')?;
                    self.width += 1;
                }
                false => {
                    self.f.write_char('\n')?;
                    self.width = 0;
                    // `%` first on a line makes the line an escape that readers skip (the
                    // standard, section 6): a comment's word that starts so is indented.
                    if self.token.starts_with('%') {
                        self.f.write_char(' ')?;
                        self.width = 1;
                    }
                }
            }
        }
        self.width += width;
        self.f.write_str(&self.token)
    }

    /// Writes `{comment}`, a word a token so that a long comment wraps like the moves: its white
    /// space becomes one space or a line break.
    fn comment(&mut self, comment: &str) -> fmt::Result {
        let words: Vec<&str> = comment.split_whitespace().collect();
        let last = words.len().saturating_sub(1);
        for (index, word) in words.iter().enumerate() {
            let open = if index == 0 { "{" } else { "" };
            let close = if index == last { "}" } else { "" };
            self.token(format_args!("{open}{word}{close}"))?;
        }
        Ok(())
    }
}

/// The game in PGN export format: the Seven Tag Roster, then the other tags in ASCII order of
/// their names, an empty line, the movetext, and the empty line that ends the game.
///
/// In the movetext every white move has its number (`12. e4`); a black move has one (`12... e5`)
/// when it comes first or after a comment or NAG. NAGs are written `$n`, comments `{…}` after
/// the move, the game's comment before the first one. The result ends the movetext:
/// [`Game::result`], which the `Result` tag repeats.
impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut tags: Vec<(&str, &str)> = self.tags().collect();
        tags[ROSTER.len()..].sort_unstable_by_key(|&(name, _)| name);
        for (name, value) in tags {
            write_tag(f, name, value)?;
        }
        f.write_char('\n')?;

        let mut movetext = Movetext {
            f,
            width: 0,
            token: String::new(),
        };
        if let Some(comment) = self.comment() {
            movetext.comment(comment)?;
        }
        let mut annotated = false;
        for (ply, played) in self.played.iter().enumerate() {
            let number = played.before.fullmove_number();
            match played.before.side_to_move() {
                Color::White => movetext.token(format_args!("{number}."))?,
                Color::Black if ply == 0 || annotated => {
                    movetext.token(format_args!("{number}..."))?;
                }
                Color::Black => {}
            }
            movetext.token(format_args!("{}", played.san))?;
            for nag in played.nags() {
                movetext.token(format_args!("{nag}"))?;
            }
            if let Some(comment) = played.comment() {
                movetext.comment(comment)?;
            }
            annotated = !played.nags().is_empty() || played.comment().is_some();
        }
        movetext.token(format_args!("{}", self.result()))?;
        f.write_str("\n\n")
    }
}
