//! Where a PGN text may be cut so that a reader starting there reads the games a reader of the
//! whole text reads from there on: [`Splitter`].
//!
//! A cut is made only before a line that starts with `[` in its first column, after a blank
//! line, when the last line with something on it was not a tag line (so the `[` starts a new
//! game rather than continuing the tags of one), and outside a `{ }` comment. Comments are
//! followed as the reader follows them: `{` opens one up to the next `}` across lines, except
//! after `;` (a comment to the end of the line), in an escape line (`%` in the first column) or
//! in a tag line. A `{` in a tag line with no `}` after it may open a comment (after the tag's
//! `]`) or stand in the value; it is taken as opening one, so that no cut is made in a comment,
//! at worst passing a place where a cut would have been safe.

use memchr::{memchr, memchr3, memrchr};

#[derive(Debug, Default)]
pub struct Splitter {
    /// Inside a `{ }` comment.
    brace: bool,
    /// The last line was blank.
    blank: bool,
    /// The last line with something on it (escape lines apart) ended in a tag line.
    tag: bool,
}

/// Whitespace as the reader passes over it, byte order marks included.
fn skip_space(line: &[u8]) -> &[u8] {
    let mut rest = line;
    loop {
        match rest {
            [b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c, tail @ ..] => rest = tail,
            [0xef, 0xbb, 0xbf, tail @ ..] => rest = tail,
            _ => return rest,
        }
    }
}

impl Splitter {
    /// Reads the whole lines of `bytes`, which starts at a line's start (and where the last
    /// scan stopped): how many bytes it read (through the last line break, or to the end when
    /// `end`) and the offset of the last place among them where a cut is safe.
    pub fn scan(&mut self, bytes: &[u8], end: bool) -> (usize, Option<usize>) {
        let mut at = 0;
        let mut cut = None;
        while at < bytes.len() {
            let line_end = match memchr(b'\n', &bytes[at..]) {
                Some(i) => at + i + 1,
                None if end => bytes.len(),
                None => break,
            };
            let line = &bytes[at..line_end];
            if self.brace {
                self.blank = false;
                if let Some(close) = memchr(b'}', line) {
                    self.brace = false;
                    self.movetext(&line[close + 1..]);
                }
            } else {
                let rest = skip_space(line);
                match rest.first() {
                    None => self.blank = true,
                    Some(_) if line[0] == b'%' => self.blank = false,
                    Some(b'[') => {
                        if line[0] == b'[' && self.blank && !self.tag {
                            cut = Some(at);
                        }
                        self.blank = false;
                        self.tag_line(rest);
                    }
                    Some(_) => {
                        self.blank = false;
                        self.movetext(rest);
                    }
                }
            }
            at = line_end;
        }
        (at, cut)
    }

    /// The rest of a line outside comments: moves and the rest.
    fn movetext(&mut self, line: &[u8]) {
        if skip_space(line).is_empty() {
            return;
        }
        self.tag = false;
        let mut at = 0;
        while let Some(i) = memchr3(b'{', b';', b'[', &line[at..]) {
            let i = at + i;
            match line[i] {
                b'{' => match memchr(b'}', &line[i + 1..]) {
                    Some(close) => at = i + 1 + close + 1,
                    None => {
                        self.brace = true;
                        return;
                    }
                },
                b'[' => return self.tag_line(&line[i..]),
                _ => return, // `;`: a comment to the end of the line
            }
        }
    }

    /// A tag line, from its `[` to the end of the line.
    fn tag_line(&mut self, line: &[u8]) {
        self.tag = true;
        if let Some(open) = memrchr(b'{', line) {
            self.brace = memchr(b'}', &line[open..]).is_none();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The offsets of every safe cut, scanning the text in pieces of `step` bytes.
    fn cuts(text: &str, step: usize) -> Vec<usize> {
        let bytes = text.as_bytes();
        let mut splitter = Splitter::default();
        let (mut at, mut found) = (0, Vec::new());
        let mut until = 0;
        while at < bytes.len() {
            until = (until + step).min(bytes.len());
            let end = until == bytes.len();
            // One line at a time, so that every cut is seen.
            let (read, cut) = splitter.scan(&bytes[at..until], end);
            found.extend(cut.map(|cut| at + cut));
            at += read;
            if end && read == 0 {
                break;
            }
        }
        found
    }

    #[test]
    fn cuts_before_a_game_and_nowhere_else() {
        let text = "[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4 { a\n\n[not a tag] }\n\n[Event \"c\"]\n\n1. d4 ; {\n\n[Event \"d\"]\n[Note \"{\"]\n\n[Event \"e\"]\n\n} 1. c4\n\n[Event \"f\"]\n";
        let found = cuts(text, 1);
        let starts: Vec<&str> = found.iter().map(|&at| &text[at..at + 11]).collect();
        assert_eq!(starts, ["[Event \"c\"]", "[Event \"d\"]", "[Event \"f\"]"]);
        for step in [2, 7, 64] {
            let mut other = cuts(text, step);
            other.retain(|at| found.contains(at));
            assert!(!other.is_empty());
        }
    }
}
