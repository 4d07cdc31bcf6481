//! PGN export format (the PGN standard, sections 8.1 and 8.2): tags, then movetext wrapped in
//! lines of at most 79 characters. [`write_tag`] and [`MovetextWriter`] write it from what a
//! caller hands them, one tag or token at a time; [`Game`]'s `Display` is written with them, and
//! so is any other export (a PGN reader's visitor keeping variations, for one).

use alloc::string::String;
use core::fmt::{self, Write};

use super::tags::ROSTER;
use super::{Game, GameResult, Nag};
use crate::{Color, Position};

/// The most characters on a movetext line: the standard's lines have fewer than 80.
const LINE_WIDTH: usize = 79;

/// Writes the tag pair `[name "value"]` and a line break, `"` and `\` in the value escaped as
/// `\"` and `\\` (the PGN standard, section 8.1.1). The name is written as given: a caller
/// writes names PGN can read.
///
/// ```
/// use chess_core::game::write_tag;
/// let mut pgn = String::new();
/// write_tag(&mut pgn, "Event", r#"The "Immortal" game \ London"#)?;
/// assert_eq!(pgn, "[Event \"The \\\"Immortal\\\" game \\\\ London\"]\n");
/// # Ok::<(), core::fmt::Error>(())
/// ```
pub fn write_tag<W: fmt::Write + ?Sized>(out: &mut W, name: &str, value: &str) -> fmt::Result {
    out.write_char('[')?;
    out.write_str(name)?;
    out.write_str(" \"")?;
    let mut rest = value;
    while let Some(at) = rest.find(['"', '\\']) {
        out.write_str(&rest[..at])?;
        out.write_char('\\')?;
        out.write_str(&rest[at..=at])?;
        rest = &rest[at + 1..];
    }
    out.write_str(rest)?;
    out.write_str("\"]\n")
}

/// Writes the movetext of games in PGN export format: each call one element of the text, in
/// the order of the game, the layout (move numbers, spaces, line breaks) the writer's.
///
/// - **Tokens** one space apart, a line broken before a token that would make it longer than 79
///   characters. A token is never split: one longer than a line (a word of a comment) stands
///   alone on its line. No line starts or ends with a space, but one that would start with a
///   comment's word beginning with `%` (a line starting with `%` is an escape that readers
///   pass over, the standard's section 6): that word is indented by one space.
/// - **Moves** ([`san`](MovetextWriter::san)): a white move has its number (`12. e4`); a black
///   move has one (`12... e5`) when it comes first, first in a variation, or after a comment, a
///   NAG or a variation.
/// - **NAGs** as `$n`; **comments** as `{…}`, their words as given with the white space between
///   them written as one space or a line break (as the wrapping needs), any `}` left out (a
///   comment cannot hold one), nothing for a comment of white space alone; **variations** as
///   `(` and `)`, each a token of its own.
/// - **The result** ([`result`](MovetextWriter::result)) ends the game's movetext, with a line
///   break and the empty line that ends a game in a PGN file; the writer then writes the next
///   game's movetext.
///
/// Nothing is checked: the writer writes what it is given, in that order (a caller reading PGN
/// hands it what the reader read; [`Game`] what it holds).
///
/// ```
/// use chess_core::game::{GameResult, MovetextWriter, Nag};
/// use chess_core::Position;
///
/// let start = Position::default();
/// let mut after_e4 = start;
/// after_e4.play(start.parse_san("e4")?);
/// let mut writer = MovetextWriter::new(String::new());
/// writer.san(&start, "e4")?;
/// writer.nag(Nag::GOOD_MOVE)?;
/// writer.begin_variation()?;
/// writer.san(&start, "d4")?;
/// writer.comment("  also\n good ")?;
/// writer.end_variation()?;
/// writer.san(&after_e4, "e5")?;
/// writer.result(GameResult::Ongoing)?;
/// assert_eq!(writer.get_ref(), "1. e4 $1 ( 1. d4 {also good} ) 1... e5 *\n\n");
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct MovetextWriter<W> {
    out: W,
    /// Characters on the line so far.
    width: usize,
    /// A black move next is written with its number.
    numbered: bool,
    /// A comment's word with its `}` left out.
    word: String,
}

impl<W: fmt::Write> MovetextWriter<W> {
    /// A writer of movetext to `out`, at the start of a game's movetext.
    pub fn new(out: W) -> MovetextWriter<W> {
        MovetextWriter {
            out,
            width: 0,
            numbered: true,
            word: String::new(),
        }
    }

    /// What it writes to.
    pub fn get_ref(&self) -> &W {
        &self.out
    }

    /// What it writes to, to change: the writer goes on as if what it wrote were still there.
    pub fn get_mut(&mut self) -> &mut W {
        &mut self.out
    }

    /// What it wrote to.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// Writes a move, `san` played in the position `before` (whose full-move number and side
    /// to move give the move number).
    pub fn san(&mut self, before: &Position, san: &str) -> fmt::Result {
        let mut digits = [0; 5];
        let number = decimal(before.fullmove_number(), &mut digits);
        match before.side_to_move() {
            Color::White => self.token(&[number, "."])?,
            Color::Black if self.numbered => self.token(&[number, "..."])?,
            Color::Black => {}
        }
        self.numbered = false;
        self.token(&[san])
    }

    /// Writes a numeric annotation glyph, `$n`.
    pub fn nag(&mut self, nag: Nag) -> fmt::Result {
        let mut digits = [0; 5];
        let number = decimal(u16::from(nag.0), &mut digits);
        self.numbered = true;
        self.token(&["$", number])
    }

    /// Writes a comment, `{…}`, its words as given, its white space as one space or a line
    /// break, any `}` left out; nothing for a comment without words.
    pub fn comment(&mut self, comment: &str) -> fmt::Result {
        let mut words = (comment.split_whitespace())
            .filter(|word| word.bytes().any(|byte| byte != b'}'))
            .peekable();
        let mut open = "{";
        while let Some(word) = words.next() {
            let close = if words.peek().is_none() { "}" } else { "" };
            if word.contains('}') {
                let mut kept = core::mem::take(&mut self.word);
                kept.clear();
                kept.extend(word.chars().filter(|&c| c != '}'));
                let written = self.token(&[open, &kept, close]);
                self.word = kept;
                written?;
            } else {
                self.token(&[open, word, close])?;
            }
            open = "";
            self.numbered = true;
        }
        Ok(())
    }

    /// Writes `(`: a variation starts, an alternative to the last move written.
    pub fn begin_variation(&mut self) -> fmt::Result {
        self.numbered = true;
        self.token(&["("])
    }

    /// Writes `)`: the variation ends.
    pub fn end_variation(&mut self) -> fmt::Result {
        self.numbered = true;
        self.token(&[")"])
    }

    /// Writes the result that ends the movetext, a line break and the empty line that ends a
    /// game; what follows is the next game's movetext.
    pub fn result(&mut self, result: GameResult) -> fmt::Result {
        self.token(&[result.as_str()])?;
        self.width = 0;
        self.numbered = true;
        self.out.write_str("\n\n")
    }

    /// Writes one token made of `parts`, after a space or a line break.
    fn token(&mut self, parts: &[&str]) -> fmt::Result {
        let width: usize = parts.iter().map(|part| part.chars().count()).sum();
        if self.width > 0 {
            match self.width + 1 + width <= LINE_WIDTH {
                true => {
                    self.out.write_char(' ')?;
                    self.width += 1;
                }
                false => {
                    self.out.write_char('\n')?;
                    self.width = 0;
                    // `%` first on a line makes the line an escape that readers skip.
                    let first = parts.iter().find(|part| !part.is_empty());
                    if first.is_some_and(|part| part.starts_with('%')) {
                        self.out.write_char(' ')?;
                        self.width = 1;
                    }
                }
            }
        }
        self.width += width;
        parts.iter().try_for_each(|part| self.out.write_str(part))
    }
}

/// `n` in decimal, in `digits`.
fn decimal(mut n: u16, digits: &mut [u8; 5]) -> &str {
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    core::str::from_utf8(&digits[at..]).expect("ASCII digits")
}

/// The game in PGN export format: the Seven Tag Roster, then the other tags in ASCII order of
/// their names, an empty line, the movetext ([`MovetextWriter`]), and the empty line that ends
/// the game.
///
/// The game's comment comes before the first move, each move's NAGs and comment after it. The
/// result ends the movetext: [`Game::result`], which the `Result` tag repeats.
impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut tags: alloc::vec::Vec<(&str, &str)> = self.tags().collect();
        tags[ROSTER.len()..].sort_unstable_by_key(|&(name, _)| name);
        for (name, value) in tags {
            write_tag(f, name, value)?;
        }
        f.write_char('\n')?;

        let mut movetext = MovetextWriter::new(f);
        if let Some(comment) = self.comment() {
            movetext.comment(comment)?;
        }
        for played in &self.played {
            movetext.san(&played.before, &played.san)?;
            for &nag in played.nags() {
                movetext.nag(nag)?;
            }
            if let Some(comment) = played.comment() {
                movetext.comment(comment)?;
            }
        }
        movetext.result(self.result())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn black_to_move() -> Position {
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12";
        Position::from_fen(fen, crate::Variant::Standard).unwrap()
    }

    #[test]
    fn black_moves_are_numbered_first_and_after_comments_nags_and_variations() {
        let (white, black) = (Position::default(), black_to_move());
        let mut writer = MovetextWriter::new(String::new());
        writer.san(&black, "e5").unwrap();
        writer.san(&white, "Nf3").unwrap();
        writer.san(&black, "Nc6").unwrap();
        writer.nag(Nag(14)).unwrap();
        writer.san(&black, "Nf6").unwrap();
        writer.comment("   ").unwrap(); // no words: no comment, no number
        writer.san(&black, "d6").unwrap();
        writer.begin_variation().unwrap();
        writer.san(&black, "d5").unwrap();
        writer.end_variation().unwrap();
        writer.san(&black, "c5").unwrap();
        writer.comment("x").unwrap();
        writer.san(&black, "c6").unwrap();
        writer.result(GameResult::Draw).unwrap();
        writer.san(&black, "a6").unwrap(); // a next game starts afresh
        writer.result(GameResult::Ongoing).unwrap();
        assert_eq!(
            writer.into_inner(),
            "12... e5 1. Nf3 Nc6 $14 12... Nf6 d6 ( 12... d5 ) 12... c5 {x} 12... c6 \
             1/2-1/2\n\n12... a6 *\n\n"
        );
    }

    #[test]
    fn lines_hold_at_most_79_characters_and_a_token_is_never_split() {
        let mut writer = MovetextWriter::new(String::new());
        let long = "w".repeat(100);
        let comment = alloc::format!("one two }} th}}ree {long} %escape {}", "é".repeat(70));
        for _ in 0..3 {
            writer.comment(&comment).unwrap();
            writer.san(&Position::default(), "e4").unwrap();
        }
        writer.result(GameResult::Ongoing).unwrap();
        let text = writer.into_inner();
        let lines: alloc::vec::Vec<&str> = text.lines().collect();
        for line in &lines[..lines.len() - 1] {
            let width = line.chars().count();
            assert!(width <= LINE_WIDTH || !line.contains(' '), "{line:?}");
            assert!(
                !line.starts_with([' ', '%']) || line.starts_with(" %"),
                "{line:?}"
            );
            assert!(!line.ends_with(' '), "{line:?}");
        }
        assert!(lines.contains(&" %escape"), "{lines:?}");
        assert!(lines.contains(&long.as_str()), "{lines:?}");
        assert!(text.starts_with("{one two three\n"), "{text:?}");
        // The words, as given but the `}` in them, each comment braced once.
        let words: alloc::vec::Vec<&str> = text.split_whitespace().collect();
        assert_eq!(words.iter().filter(|w| w.starts_with('{')).count(), 3);
        assert_eq!(words.iter().filter(|w| w.ends_with('}')).count(), 3);
        assert_eq!(words.iter().filter(|&&w| w == "1." || w == "e4").count(), 6);
    }

    #[test]
    fn tag_values_are_escaped() {
        let mut text = String::new();
        write_tag(&mut text, "Annotator", r#"a "b" \c\"#).unwrap();
        write_tag(&mut text, "Site", "").unwrap();
        assert_eq!(text, "[Annotator \"a \\\"b\\\" \\\\c\\\\\"]\n[Site \"\"]\n");
    }
}
