//! Where a PGN text may be cut so that a reader starting there reads the games a reader of the
//! whole text reads from there on: [`cut_near_end`], else [`Splitter`].
//!
//! A cut is made only before a line that starts with `[` in its first column, after a blank
//! line, when the last line with something on it was not a tag line (so the `[` starts a new
//! game rather than continuing the tags of one), and outside a `{ }` comment. Comments are
//! followed as the reader follows them: `{` opens one up to the next `}` across lines, except
//! after `;` (a comment to the end of the line), in an escape line (`%` in the first column) or
//! in a tag line. A `{` in a tag line with no `}` after it may open a comment (after the tag's
//! `]`) or stand in the value: both readings are followed, and a cut is made only where both
//! allow it, at worst passing a place where a cut would have been safe.
//!
//! [`Splitter`] follows every line, which costs about a tenth of what reading the games does.
//! Most cuts need none of it: [`cut_near_end`] shows a cut safe from the line before it, whatever
//! came earlier, and the full scan runs only where it cannot.

use memchr::{memchr, memchr2, memchr3, memmem, memrchr, memrchr2};

/// What the scan knows of the text before a line, as one reading of it has it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct State {
    /// Inside a `{ }` comment.
    brace: bool,
    /// The last line was blank.
    blank: bool,
    /// The last line with something on it (escape lines apart) ended in a tag line.
    tag: bool,
}

/// Finds where a text may be cut. A tag line with a `{` that no `}` follows may be read two
/// ways (a comment opened after the tag, or a brace in its value): the splitter then follows
/// both readings, and cuts only where every reading it follows allows it, until they agree again.
#[derive(Debug)]
pub struct Splitter {
    states: Vec<State>,
    next: Vec<State>,
}

impl Default for Splitter {
    fn default() -> Splitter {
        Splitter {
            states: vec![State::default()],
            next: Vec::new(),
        }
    }
}

/// A whitespace byte, as the reader has them.
fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Whitespace as the reader passes over it, byte order marks included.
fn skip_space(line: &[u8]) -> &[u8] {
    let mut rest = line;
    loop {
        match rest {
            [byte, tail @ ..] if is_space(*byte) => rest = tail,
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
            // Most lines are tag lines read one way: one search finds their end (a `{` in one
            // is rare, and goes the long way below).
            if let ([state], b'[') = (&mut self.states[..], bytes[at]) {
                if !state.brace {
                    if let Some(i) = memchr2(b'\n', b'{', &bytes[at..]) {
                        if bytes[at + i] == b'\n' {
                            if state.blank && !state.tag {
                                cut = Some(at);
                            }
                            *state = State {
                                brace: false,
                                blank: false,
                                tag: true,
                            };
                            at += i + 1;
                            continue;
                        }
                    }
                }
            }
            let line_end = match memchr(b'\n', &bytes[at..]) {
                Some(i) => at + i + 1,
                None if end => bytes.len(),
                None => break,
            };
            let line = &bytes[at..line_end];
            let starts_game = |state: &State| !state.brace && state.blank && !state.tag;
            if line[0] == b'[' && self.states.iter().all(starts_game) {
                cut = Some(at);
            }
            if let [state] = &mut self.states[..] {
                // One reading, mostly one after the line too: nothing to sort.
                let (first, second) = read_line(*state, line);
                *state = first;
                if let Some(second) = second.filter(|&second| second != first) {
                    self.states.push(second);
                    self.states.sort_unstable();
                }
            } else {
                self.next.clear();
                for &state in &self.states {
                    let (first, second) = read_line(state, line);
                    self.next.push(first);
                    self.next.extend(second);
                }
                self.next.sort_unstable();
                self.next.dedup();
                std::mem::swap(&mut self.states, &mut self.next);
            }
            at = line_end;
        }
        (at, cut)
    }
}

/// How many places where a game may start [`cut_near_end`] tries, and how far back it looks
/// past blank lines for the line before one: so that it costs little whatever the text.
const TRIES: usize = 8;
const BLANK_RUN: usize = 4096;

/// The last of a few places in `bytes[from..]` where a cut is safe, shown from the line before
/// it alone: the full scan would cut there too. `bytes` starts at the input's start or where a
/// cut was made. `None` when none of those it tries can be shown so.
pub fn cut_near_end(bytes: &[u8], from: usize) -> Option<usize> {
    let (mut end, mut tries) = (bytes.len(), 0);
    // The last brace before the lines tried so far (tried last first), once looked for.
    let mut brace: Option<Option<usize>> = None;
    while tries < TRIES {
        let at = from + memmem::rfind(&bytes[from..end], b"\n[")? + 1;
        end = at - 1;
        // The line before: blank ones passed over, the last with something on it.
        let floor = end.saturating_sub(BLANK_RUN);
        let Some(last) = bytes[floor..end].iter().rposition(|&byte| !is_space(byte)) else {
            tries += 1;
            continue;
        };
        let last = floor + last;
        let line_end = memchr(b'\n', &bytes[last..]).map_or(at, |i| last + i + 1);
        if line_end == at {
            continue; // no blank line between: no game starts here
        }
        tries += 1;
        let start = memrchr(b'\n', &bytes[..last]).map_or(0, |i| i + 1);
        let last_brace = match brace {
            Some(found) if found.is_none_or(|found| found < start) => found,
            _ => memrchr2(b'{', b'}', &bytes[..start]),
        };
        brace = Some(last_brace);
        let closed = last_brace.is_none_or(|found| bytes[found] == b'}');
        if settles(closed, &bytes[start..line_end]) {
            return Some(at);
        }
    }
    None
}

/// Whether `line` leaves every reading outside comments and out of the tags, from any state it
/// may start in; `closed` when no reading is in a comment before it. After a `}`, and where there
/// is no brace at all, none is: every `}` ends a comment, and only a `{` starts one.
fn settles(closed: bool, line: &[u8]) -> bool {
    let braces: &[bool] = if closed { &[false] } else { &[false, true] };
    let settled = State {
        brace: false,
        blank: false,
        tag: false,
    };
    braces.iter().all(|&brace| {
        [false, true].into_iter().all(|tag| {
            let start = State {
                brace,
                blank: false,
                tag,
            };
            read_line(start, line) == (settled, None)
        })
    })
}

/// The states a line leads to from one state: one, or a second where a tag line may have
/// opened a comment.
type Next = (State, Option<State>);

/// The states after `line`, read from `state`.
fn read_line(mut state: State, line: &[u8]) -> Next {
    if state.brace {
        state.blank = false;
        return match memchr(b'}', line) {
            Some(close) => {
                state.brace = false;
                movetext(state, &line[close + 1..])
            }
            None => (state, None),
        };
    }
    let rest = skip_space(line);
    state.blank = rest.is_empty();
    match rest.first() {
        None => (state, None),
        Some(_) if line[0] == b'%' => (state, None),
        Some(b'[') => tag_line(state, rest),
        Some(_) => movetext(state, rest),
    }
}

/// The rest of a line outside comments: moves and the rest.
fn movetext(mut state: State, line: &[u8]) -> Next {
    if skip_space(line).is_empty() {
        return (state, None);
    }
    state.tag = false;
    let mut at = 0;
    while let Some(i) = memchr3(b'{', b';', b'[', &line[at..]) {
        let i = at + i;
        match line[i] {
            b'{' => match memchr(b'}', &line[i + 1..]) {
                Some(close) => at = i + 1 + close + 1,
                None => {
                    state.brace = true;
                    break;
                }
            },
            b'[' => return tag_line(state, &line[i..]),
            _ => break, // `;`: a comment to the end of the line
        }
    }
    (state, None)
}

/// A tag line, from its `[` to the end of the line: with a `{` that no `}` follows, both
/// readings (a comment opened, or a brace in the value).
fn tag_line(mut state: State, line: &[u8]) -> Next {
    state.tag = true;
    let opened = memrchr(b'{', line).is_some_and(|open| memchr(b'}', &line[open..]).is_none());
    let comment = State {
        brace: true,
        ..state
    };
    (state, opened.then_some(comment))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The offsets of every safe cut, scanning the text in pieces of `step` bytes.
    fn cuts(bytes: &[u8], step: usize) -> Vec<usize> {
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

    /// Whether `cut_near_end` shows a cut before the `[` at `at` safe.
    fn safe_before(bytes: &[u8], at: usize) -> bool {
        cut_near_end(&bytes[..at + 1], at - 1) == Some(at)
    }

    /// Every place `cut_near_end` shows safe in `text` is one the full scan cuts at; how many
    /// of the full scan's cuts it shows safe.
    fn check_near_end(text: &[u8]) -> (usize, usize) {
        let full = cuts(text, 1);
        let mut shown = 0;
        for at in memmem::find_iter(text, b"\n[").map(|at| at + 1) {
            if safe_before(text, at) {
                assert!(
                    full.contains(&at),
                    "shown safe, not cut by the full scan: {:?}",
                    String::from_utf8_lossy(&text[at.saturating_sub(60)..at + 1])
                );
                shown += 1;
            }
        }
        let near_end = cut_near_end(text, 0);
        assert!(near_end.is_none_or(|at| full.contains(&at)));
        (shown, full.len())
    }

    #[test]
    fn cuts_near_the_end_only_where_the_full_scan_does() {
        // Pieces of PGN, strung together at random: comments across lines, `;` and escape
        // lines, braces in tag values, results, blank lines with spaces.
        const PIECES: [&str; 18] = [
            "[Event \"x\"]\n",
            "[Note \"{\"]\n",
            "[Note \"}\"]\n",
            "\n",
            "\n",
            " \n",
            "\r\n",
            "1. e4 ",
            "{ [%clk 0:01:00] } ",
            "{",
            "}",
            "; {",
            "%{\n",
            "1-0\n",
            "[",
            "e5 ",
            "{ a\n",
            "0-1 { } ",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let (mut shown, mut full) = (0, 0);
        for _ in 0..3000 {
            let mut text = String::new();
            for _ in 0..40 {
                // xorshift64
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(PIECES[(seed % PIECES.len() as u64) as usize]);
            }
            let (text_shown, text_full) = check_near_end(text.as_bytes());
            (shown, full) = (shown + text_shown, full + text_full);
        }
        // The texts give it places to show safe, and places it cannot (about half of each).
        assert!(shown > full / 3 && shown < full, "{shown} of {full}");
    }

    #[test]
    fn cuts_near_the_end_of_real_files() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/chess-core/tests/data/pgn");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .expect("the PGN test files")
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        files.sort();
        assert!(files.len() > 10);
        for path in files {
            let text = std::fs::read(&path).expect("a PGN test file");
            let (shown, full) = check_near_end(&text);
            // Real files end games with a result and a blank line: nearly every cut is shown.
            assert!(
                shown * 10 >= full * 9,
                "{}: {shown} of {full}",
                path.display()
            );
        }
    }

    #[test]
    fn cuts_before_a_game_and_nowhere_else() {
        let text = "[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4 { a\n\n[not a tag] }\n\n[Event \"c\"]\n\n1. d4 ; {\n\n[Event \"d\"]\n[Note \"{\"]\n\n[Event \"e\"]\n\n} 1. c4\n\n[Event \"f\"]\n";
        let found = cuts(text.as_bytes(), 1);
        let starts: Vec<&str> = found.iter().map(|&at| &text[at..at + 11]).collect();
        assert_eq!(starts, ["[Event \"c\"]", "[Event \"d\"]", "[Event \"f\"]"]);
        for step in [2, 7, 64] {
            let mut other = cuts(text.as_bytes(), step);
            other.retain(|at| found.contains(at));
            assert!(!other.is_empty());
        }
    }
}
