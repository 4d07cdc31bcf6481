//! PGN's tokens, read one at a time from the buffer: tag lines, comments, parentheses, NAGs,
//! results and move words. Whitespace, move numbers, escape lines (`%` in the first column) and
//! byte order marks are passed over here.

use super::buffer::{Buffer, Fill, Found, Source, find_any, find_byte};
use super::error::{ErrorKind, Fail};
use super::{GameResult, Nag};

/// One token. Slices borrow the lexer's buffer until the next call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Token<'a> {
    /// A `[` (not consumed): a tag line follows; in movetext, the next game.
    TagStart,
    /// A `{ … }` or `; …` comment's text (empty when skipped).
    Comment(&'a [u8]),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `$n`, or `!`, `?`, `!!`, `??`, `!?`, `?!` standing alone.
    Nag(Nag),
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(GameResult),
    /// Any other word: a move in SAN, with its suffixes (empty when skipped).
    Move(&'a [u8]),
    /// The end of the input.
    Eof,
}

/// Where [`Lexer::skip_movetext`] stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Skipped {
    /// At a `[` (not consumed): the next game's tags.
    TagStart,
    /// After a result.
    Result(GameResult),
    /// After a `(` or a `)` (only when asked to stop there).
    Open,
    Close,
    /// At the end of the input (a comment left open runs to it).
    Eof,
}

/// The bytes [`Lexer::skip_movetext`] looks at: a comment's start, an escape line's, a tag's, a
/// result's first byte; with parentheses, or without.
const fn stops(parentheses: bool) -> [bool; 256] {
    let mut stop = [false; 256];
    let mut i = 0;
    while i < 256 {
        stop[i] = match i as u8 {
            b'{' | b';' | b'%' | b'[' | b'*' | b'0' | b'1' => true,
            b'(' | b')' => parentheses,
            _ => false,
        };
        i += 1;
    }
    stop
}

const MOVETEXT_STOPS: [bool; 256] = stops(false);
const VARIATION_STOPS: [bool; 256] = stops(true);

/// A tag line's name and value (the value's escapes, `\"` and `\\`, left as written).
pub(super) struct Tag<'a> {
    pub(super) name: &'a [u8],
    pub(super) value: &'a [u8],
    /// The value has a `\\`: escapes to read.
    pub(super) escaped: bool,
}

/// What a byte is to the lexer, looked up rather than compared (every byte of the input is).
const SPACE: u8 = 1;
/// Ends a move word: whitespace, and the bytes that start a token of their own.
const END: u8 = 2;
/// Needs `skip_space` before a token can start: whitespace, `%` (an escape line) and a byte
/// order mark's first byte.
const SKIP: u8 = 4;

const CLASS: [u8; 256] = {
    let mut class = [0; 256];
    let mut i = 0;
    while i < 256 {
        class[i] = match i as u8 {
            b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => SPACE | END | SKIP,
            b'{' | b'}' | b'(' | b')' | b';' | b'[' | b']' | b'$' | b'"' => END,
            b'%' | 0xef => SKIP,
            _ => 0,
        };
        i += 1;
    }
    class
};

#[inline]
fn ends_word(b: u8) -> bool {
    CLASS[b as usize] & END != 0
}

#[inline]
fn is_space(b: u8) -> bool {
    CLASS[b as usize] & SPACE != 0
}

const BOM: &[u8] = b"\xef\xbb\xbf";

pub(super) struct Lexer<S> {
    buffer: Buffer<S>,
    /// Nothing but whitespace since the last line break: a `%` here starts an escape line.
    line_start: bool,
}

impl<S: Source> Lexer<S> {
    pub(super) fn new(source: S) -> Lexer<S> {
        Lexer {
            buffer: Buffer::new(source),
            line_start: true,
        }
    }

    /// Passes over whitespace, escape lines and byte order marks; the next byte, not consumed,
    /// or `None` at the end of the input.
    // Inlined into the reader's loops, as `next`: most tokens and tag lines follow one space or
    // line break, or none, taken here without the general loop.
    #[inline(always)]
    pub(super) fn skip_space(&mut self) -> Result<Option<u8>, Fail> {
        let first = match *self.buffer.rest() {
            [b, ..] if plain(b) => b,
            [b' ' | b'\n', b, ..] if plain(b) => {
                self.buffer.take(1);
                b
            }
            _ => return self.skip_spaces(),
        };
        self.line_start = false;
        Ok(Some(first))
    }

    /// [`skip_space`](Lexer::skip_space) where there is more to pass over.
    #[inline(never)]
    fn skip_spaces(&mut self) -> Result<Option<u8>, Fail> {
        loop {
            let rest = self.buffer.rest();
            let mut spaces = 0;
            let mut line_start = self.line_start;
            while let Some(&b) = rest.get(spaces) {
                if !is_space(b) {
                    break;
                }
                line_start = b == b'\n';
                spaces += 1;
            }
            self.line_start = line_start;
            let next = rest.get(spaces).copied();
            self.buffer.take(spaces);
            match next {
                None => {
                    if self.buffer.fill()? == Fill::End {
                        return Ok(None);
                    }
                }
                Some(b'%') if self.line_start => {
                    self.buffer.skip_until(|b| b == b'\n')?;
                }
                Some(0xef) if self.buffer.ensure(3)? && self.buffer.rest().starts_with(BOM) => {
                    self.buffer.take(BOM.len());
                    self.line_start = false;
                }
                Some(b) => {
                    self.line_start = false;
                    return Ok(Some(b));
                }
            }
        }
    }

    /// The next token. A comment or word longer than the buffer is [`ErrorKind::TooLong`], left
    /// where it starts ([`skip_comment`](Lexer::skip_comment) passes over such a comment).
    // Inlined into the reader's loops: the call's saving and restoring of registers was about
    // 3 % of reading a database.
    #[inline(always)]
    pub(super) fn next(&mut self) -> Result<Token<'_>, Fail> {
        loop {
            // The common tokens, after one space or line break or none, read in one look at the
            // bytes held, and consumed with what is before them in one step: a move number and
            // its dots (passed over, and the look goes on), a word starting with a letter (which
            // can only be a move), a comment.
            let rest = self.buffer.rest();
            // The bytes of the move numbers passed over, with the spaces before them. (Offsets
            // into `rest` rather than slices of it: a build for size, as the WebAssembly
            // package's, calls out for most slicing.)
            let mut numbers = 0;
            let found = loop {
                let (start, first) = match (rest.get(numbers), rest.get(numbers + 1)) {
                    (Some(&b), _) if plain(b) => (numbers, b),
                    (Some(b' ' | b'\n'), Some(&b)) if plain(b) => (numbers + 1, b),
                    _ => break None,
                };
                if first.is_ascii_alphabetic() {
                    let len = run(rest, start, |b| !ends_word(b));
                    if start + len < rest.len() {
                        break Some((false, start, len));
                    }
                } else if first.is_ascii_digit() {
                    let digits = run(rest, start, |b| b.is_ascii_digit());
                    let dots = run(rest, start + digits, |b| b == b'.');
                    if dots > 0 && start + digits + dots < rest.len() {
                        numbers = start + digits + dots;
                        continue;
                    }
                } else if first == b'{' {
                    let (_, text) = rest.split_at(start + 1);
                    if let Some(len) = find_byte(text, b'}') {
                        break Some((true, start + 1, len));
                    }
                }
                break None;
            };
            if numbers > 0 || found.is_some() {
                self.line_start = false;
            }
            match found {
                // A move, its bytes from `start` on.
                Some((false, start, len)) => {
                    self.buffer.take(start);
                    return Ok(Token::Move(self.buffer.take(len)));
                }
                // A comment, within the braces.
                Some((true, start, len)) => {
                    self.buffer.take(start);
                    let text = match self.buffer.take(len + 1) {
                        [text @ .., _] => text,
                        [] => &[],
                    };
                    return Ok(Token::Comment(text));
                }
                None => {
                    self.buffer.take(numbers);
                }
            }
            let Some(first) = self.skip_space()? else {
                return Ok(Token::Eof);
            };
            return match first {
                b'[' => Ok(Token::TagStart),
                b'{' => self.brace_comment(),
                b';' => self.line_comment(),
                b'(' => {
                    self.buffer.take(1);
                    Ok(Token::Open)
                }
                b')' => {
                    self.buffer.take(1);
                    Ok(Token::Close)
                }
                b'$' => self.numeric_nag(),
                _ => {
                    // Most words are whole in the buffer: look there first.
                    let held = self.buffer.rest();
                    let len = match held.iter().position(|&b| ends_word(b)) {
                        Some(len) => Found::At(len),
                        None => self.buffer.find(held.len(), ends_word)?,
                    };
                    let len = match len {
                        Found::At(i) | Found::End(i) => i.max(1),
                        Found::Full => return Err(self.too_long()),
                    };
                    let word = &self.buffer.rest()[..len];
                    match classify(word) {
                        Word::MoveNumber(n) => {
                            self.buffer.take(n);
                            continue;
                        }
                        Word::Result(result) => {
                            self.buffer.take(len);
                            Ok(Token::Result(result))
                        }
                        Word::Nag(Some(nag)) => {
                            self.buffer.take(len);
                            Ok(Token::Nag(nag))
                        }
                        Word::Nag(None) => {
                            let fail = Fail::new(ErrorKind::Nag, word);
                            self.buffer.take(len);
                            Err(fail)
                        }
                        Word::Move => Ok(Token::Move(self.buffer.take(len))),
                    }
                }
            };
        }
    }

    /// Passes over movetext unread, to the next game's tags, a result or the end of the input
    /// (and, with `parentheses`, a `(` or `)`): comments and escape lines passed over whole, the
    /// rest looked at only where a result may start. What [`next`](Lexer::next) would read as
    /// tokens, found without making them (a tag-filtered read skips most games so).
    pub(super) fn skip_movetext(&mut self, parentheses: bool) -> Result<Skipped, Fail> {
        let stops = match parentheses {
            true => &VARIATION_STOPS,
            false => &MOVETEXT_STOPS,
        };
        // The byte before the one looked at: a token may have just ended.
        let mut before = b' ';
        loop {
            let rest = self.buffer.rest();
            // The next byte to act on: most stops (a move number's digits, a `%` inside a
            // line) are passed over here, without leaving the loop.
            let mut from = 0;
            let found = loop {
                let Some(i) = rest[from..].iter().position(|&b| stops[b as usize]) else {
                    break None;
                };
                let at = from + i;
                let b = rest[at];
                let previous = if at > 0 { rest[at - 1] } else { before };
                // A result starts a word: `*`, `1-0`, `1/2-1/2`, `0-1` (move numbers are told
                // apart by their second byte); an escape line starts a line.
                let acts = match b {
                    // A comment whose end is held: passed over here too.
                    b'{' | b';' | b'%' if b != b'%' || previous == b'\n' => {
                        let end = if b == b'{' { b'}' } else { b'\n' };
                        match find_byte(&rest[at + 1..], end) {
                            Some(len) => {
                                from = at + 1 + len + usize::from(end == b'}');
                                continue;
                            }
                            None => true,
                        }
                    }
                    b'0' | b'1' => {
                        ends_word(previous)
                            && !matches!(rest.get(at + 1), Some(&next) if next != b'-' && next != b'/')
                    }
                    b'*' => ends_word(previous),
                    b'%' => previous == b'\n',
                    _ => true,
                };
                if acts {
                    break Some((at, b, previous));
                }
                from = at + 1;
            };
            let Some((at, b, previous)) = found else {
                before = rest.last().copied().unwrap_or(before);
                let held = rest.len();
                self.buffer.take(held);
                if self.buffer.fill()? == Fill::End {
                    return Ok(Skipped::Eof);
                }
                continue;
            };
            before = previous;
            self.buffer.take(at);
            self.line_start = false;
            match b {
                b'[' => return Ok(Skipped::TagStart),
                b'(' | b')' => {
                    self.buffer.take(1);
                    return Ok(if b == b'(' {
                        Skipped::Open
                    } else {
                        Skipped::Close
                    });
                }
                b'{' => {
                    self.buffer.take(1);
                    if !self.buffer.skip_to_byte(b'}')? {
                        return Ok(Skipped::Eof);
                    }
                    self.buffer.take(1);
                    before = b'}';
                }
                b';' | b'%' => {
                    self.buffer.skip_to_byte(b'\n')?;
                }
                _ => {
                    self.buffer.ensure(8)?;
                    let held = self.buffer.rest();
                    let word = held
                        .iter()
                        .position(|&b| ends_word(b))
                        .unwrap_or(held.len());
                    if let Word::Result(result) = classify(&held[..word]) {
                        self.buffer.take(word);
                        return Ok(Skipped::Result(result));
                    }
                    before = b;
                    self.buffer.take(1);
                }
            }
        }
    }

    /// At a comment (`{` or `;`) too long for the buffer: passes over it, however long.
    pub(super) fn skip_comment(&mut self) -> Result<(), Fail> {
        if self.buffer.take(1) == b";" {
            self.buffer.skip_until(|b| b == b'\n')?;
        } else {
            if !self.buffer.skip_until(|b| b == b'}')? {
                return Err(Fail::new(ErrorKind::UnterminatedComment, b""));
            }
            self.buffer.take(1);
        }
        Ok(())
    }

    /// At `{`: the comment up to `}`.
    fn brace_comment(&mut self) -> Result<Token<'_>, Fail> {
        let found = match find_byte(&self.buffer.rest()[1..], b'}') {
            Some(i) => Found::At(i + 1),
            None => self.buffer.find(1, |b| b == b'}')?,
        };
        match found {
            Found::At(i) => Ok(Token::Comment(&self.buffer.take(i + 1)[1..i])),
            Found::End(n) => {
                let fail = Fail::new(ErrorKind::UnterminatedComment, &self.buffer.rest()[..n]);
                self.buffer.take(n);
                Err(fail)
            }
            Found::Full => Err(self.too_long()),
        }
    }

    /// At `;`: the comment up to the end of the line (the line break left for `skip_space`).
    fn line_comment(&mut self) -> Result<Token<'_>, Fail> {
        match self.buffer.find(1, |b| b == b'\n')? {
            Found::At(n) | Found::End(n) => {
                let text = &self.buffer.take(n)[1..];
                Ok(Token::Comment(text.strip_suffix(b"\r").unwrap_or(text)))
            }
            Found::Full => Err(self.too_long()),
        }
    }

    /// At `$`: `$` and a number from 0 to 255.
    fn numeric_nag(&mut self) -> Result<Token<'_>, Fail> {
        let len = match self.buffer.find(1, |b| !b.is_ascii_digit())? {
            Found::At(i) | Found::End(i) => i,
            Found::Full => {
                let fail = Fail::new(ErrorKind::Nag, self.buffer.rest());
                self.buffer.take(1);
                self.buffer.skip_until(|b| !b.is_ascii_digit())?;
                return Err(fail);
            }
        };
        let text = self.buffer.take(len);
        match parse_number(&text[1..]).and_then(|n| u8::try_from(n).ok()) {
            Some(n) => Ok(Token::Nag(Nag(n))),
            None => Err(Fail::new(ErrorKind::Nag, text)),
        }
    }

    /// At `[`: a tag line, `[Name "value"]`. A malformed one is consumed to the end of its
    /// line.
    pub(super) fn tag(&mut self) -> Result<Tag<'_>, Fail> {
        let held = self.buffer.rest();
        let line = match find_byte(held, b'\n') {
            Some(n) => Found::At(n),
            None => self.buffer.find(held.len(), |b| b == b'\n')?,
        };
        let line = match line {
            Found::At(n) | Found::End(n) => n,
            Found::Full => return Err(self.too_long()),
        };
        let text = &self.buffer.rest()[..line];
        let loose = || {
            let (name, value, len) = parse_loose_tag(text)?;
            let escaped = find_byte(&text[value.0..value.1], b'\\').is_some();
            Some((name, value, len, escaped))
        };
        match parse_tag(text).or_else(loose) {
            Some((name, value, len, escaped)) => {
                let text = self.buffer.take(len);
                Ok(Tag {
                    name: &text[name.0..name.1],
                    value: &text[value.0..value.1],
                    escaped,
                })
            }
            None => Err(Fail::new(ErrorKind::Tag, self.buffer.take(line))),
        }
    }

    /// At `[`: the tag lines from here on, each to `each` (name, value with its escapes left as
    /// written, whether it has any), while they are well formed, one a line and held whole, as
    /// most are; stops before any other (for [`tag`](Lexer::tag)), or before what follows the
    /// last. An error of `each` stops there, its tag consumed.
    #[inline(always)]
    pub(super) fn plain_tags(
        &mut self,
        mut each: impl FnMut(&[u8], &[u8], bool) -> Result<(), Fail>,
    ) -> Result<(), Fail> {
        let held = self.buffer.rest();
        let mut at = 0;
        let mut result = Ok(());
        while let Some((name, value, len, escaped)) = parse_tag(&held[at..]) {
            let line = &held[at..];
            // A line held whole (read as `tag` reads it): its end is held.
            if !S::WHOLE
                && line.get(len) != Some(&b'\n')
                && find_byte(&line[len..], b'\n').is_none()
            {
                break;
            }
            result = each(&line[name.0..name.1], &line[value.0..value.1], escaped);
            at += len;
            if result.is_err() {
                break;
            }
            // The next line's `[`, right after the line break (the break consumed, as
            // `skip_space` would: no escape line can start at a `[`).
            match held.get(at..at + 2) {
                Some([b'\n', b'[']) => at += 1,
                _ => break,
            }
        }
        self.buffer.take(at);
        result
    }

    /// Consumes the rest of the line (a tag line passed over).
    pub(super) fn skip_line(&mut self) -> Result<(), Fail> {
        self.buffer.skip_until(|b| b == b'\n')?;
        Ok(())
    }

    /// Whether the next token is a comment (after a [`ErrorKind::TooLong`], which leaves the
    /// token where it starts).
    pub(super) fn at_comment(&self) -> bool {
        matches!(self.buffer.rest().first(), Some(b'{' | b';'))
    }

    /// A token too long for the buffer; the first bytes are kept as the error's text.
    fn too_long(&self) -> Fail {
        let capacity = self.buffer.rest().len();
        Fail::new(ErrorKind::TooLong { limit: capacity }, self.buffer.rest())
    }
}

/// How many bytes of `bytes` from `from` on `accept` takes, one after another (a loop rather than
/// `take_while(..).count()`, which a build for size leaves a call).
#[inline(always)]
fn run(bytes: &[u8], from: usize, accept: impl Fn(u8) -> bool) -> usize {
    let mut end = from;
    while end < bytes.len() && accept(bytes[end]) {
        end += 1;
    }
    end - from
}

/// What a word is.
enum Word {
    /// A move number and its dots, this many bytes (a move may follow without a space).
    MoveNumber(usize),
    Result(GameResult),
    /// `!`, `?` and their pairs; `None` for another mix of them.
    Nag(Option<Nag>),
    Move,
}

fn classify(word: &[u8]) -> Word {
    match word {
        b"1-0" => return Word::Result(GameResult::WhiteWins),
        b"0-1" => return Word::Result(GameResult::BlackWins),
        b"1/2-1/2" => return Word::Result(GameResult::Draw),
        b"*" => return Word::Result(GameResult::Ongoing),
        [b'!' | b'?', ..] => return Word::Nag(Nag::from_suffix(word)),
        _ => {}
    }
    let digits = run(word, 0, |b| b.is_ascii_digit());
    if digits == 0 {
        // Dots alone, as chess.js writes a black move after its number (`1. ... e5`), are the
        // number's dots.
        return match word.iter().all(|&b| b == b'.') {
            true => Word::MoveNumber(word.len()),
            false => Word::Move,
        };
    }
    let dots = run(word, digits, |b| b == b'.');
    if digits == word.len() || dots > 0 {
        Word::MoveNumber(digits + dots)
    } else {
        Word::Move
    }
}

/// Digits as a number, `None` when empty or too large.
fn parse_number(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u32, |n, &b| {
        n.checked_mul(10)?.checked_add(u32::from(b - b'0'))
    })
}

/// A tag name's bytes, as the PGN standard's symbols are made, looked up.
const SYMBOL: [bool; 256] = {
    let mut symbol = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        symbol[i] =
            b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'#' | b'=' | b':' | b'-');
        i += 1;
    }
    symbol
};

/// Not one of the bytes `skip_space` looks past (whitespace, `%`, a byte order mark's first).
#[inline(always)]
fn plain(b: u8) -> bool {
    CLASS[b as usize] & SKIP == 0
}

#[inline]
fn is_symbol(b: u8) -> bool {
    SYMBOL[b as usize]
}

/// `[`, name, `"`value`"`, `]` with spaces between, read from the bytes from the `[` on, a line
/// or more (most tag lines end right after their `]`: their end need not be found first): the
/// name's and value's ranges, the length through `]` and whether the value has escapes. `None`
/// where a line's end (`\n`) comes first, so that what it reads of more than a line is what it
/// reads of the line alone.
#[allow(clippy::type_complexity)]
#[inline(never)]
fn parse_tag(bytes: &[u8]) -> Option<((usize, usize), (usize, usize), usize, bool)> {
    let blanks = |mut i: usize| {
        while let Some(b' ' | b'\t') = bytes.get(i) {
            i += 1;
        }
        i
    };
    let name_start = blanks(1);
    if !bytes.get(name_start)?.is_ascii_alphanumeric() {
        return None;
    }
    let mut i = name_start + 1;
    while bytes.get(i).copied().is_some_and(is_symbol) {
        i += 1;
    }
    let name_end = i;
    i = blanks(i);
    if bytes.get(i) != Some(&b'"') {
        return None;
    }
    let value_start = i + 1;
    // Most values have no escape: the first of the bytes that stop it is the closing quote.
    i = value_start + find_any(&bytes[value_start..], [b'"', b'\\', b'\n'])?;
    let mut escaped = false;
    loop {
        match *bytes.get(i)? {
            b'"' => break,
            b'\n' => return None,
            b'\\' => {
                escaped = true;
                if *bytes.get(i + 1)? == b'\n' {
                    return None;
                }
                i += 2;
            }
            _ => i += 1,
        }
    }
    let value_end = i;
    i = blanks(i + 1);
    (bytes.get(i) == Some(&b']')).then_some((
        (name_start, name_end),
        (value_start, value_end),
        i + 1,
        escaped,
    ))
}

/// A tag line that [`parse_tag`] refuses, read as python-chess reads every tag line: the name,
/// then the value from the first `"` to the last, which `]` and nothing but spaces follow to the
/// line's end (`[White ""Socrates Expert""]` is `"Socrates Expert"`).
#[allow(clippy::type_complexity)]
fn parse_loose_tag(line: &[u8]) -> Option<((usize, usize), (usize, usize), usize)> {
    let end = line.len()
        - line
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
    let line = line[..end].strip_suffix(b"\"]")?;
    let name_start = 1 + line[1..]
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    let name_len = line[name_start..]
        .iter()
        .take_while(|&&b| is_symbol(b))
        .count();
    if name_len == 0 || !line[name_start].is_ascii_alphanumeric() {
        return None;
    }
    let name_end = name_start + name_len;
    let blanks = line[name_end..]
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    let value_start = name_end + blanks + 1;
    (line.get(value_start - 1) == Some(&b'"')).then_some((
        (name_start, name_end),
        (value_start, line.len()),
        end,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;
    use std::string::String;
    use std::vec::Vec;

    fn tokens(text: &[u8], capacity: usize) -> Vec<String> {
        use super::super::Input;
        let mut lexer = Lexer::new(text.into_source(capacity));
        let mut out = Vec::new();
        loop {
            let token = lexer.next();
            let word = match token {
                Ok(Token::Eof) => break,
                Ok(Token::TagStart) => {
                    let tag = lexer.tag().map(|tag| {
                        format!(
                            "tag {}={}",
                            String::from_utf8_lossy(tag.name),
                            String::from_utf8_lossy(tag.value)
                        )
                    });
                    out.push(tag.unwrap_or_else(|fail| format!("error {:?}", fail.kind)));
                    continue;
                }
                Ok(Token::Comment(text)) => format!("comment {}", String::from_utf8_lossy(text)),
                Ok(Token::Move(text)) => format!("move {}", String::from_utf8_lossy(text)),
                Ok(token) => format!("{token:?}"),
                Err(fail) => {
                    let stop = matches!(fail.kind, ErrorKind::TooLong { .. });
                    out.push(format!("error {:?}", fail.kind));
                    if stop {
                        break;
                    }
                    continue;
                }
            };
            out.push(word);
        }
        out
    }

    #[test]
    fn a_game_in_tokens() {
        let pgn = b"\xef\xbb\xbf[Event \"A \\\"b\\\"\"]\r\n%escape [x\r\n\r\n1.e4 e5!? 2. Nf3 $14 {a\r\nb} 2... Nc6 ( 2... d6 ; line\r\n) 1/2-1/2";
        assert_eq!(
            tokens(pgn, 64),
            [
                "tag Event=A \\\"b\\\"",
                "move e4",
                "move e5!?",
                "move Nf3",
                "Nag(Nag(14))",
                "comment a\r\nb",
                "move Nc6",
                "Open",
                "move d6",
                "comment  line",
                "Close",
                "Result(Draw)",
            ]
        );
    }

    #[test]
    fn dots_alone_after_a_number_are_passed_over() {
        // chess.js writes a black move after its number so: `1. ... e5`.
        assert_eq!(
            tokens(b"1. ... e5 2. .. Nf3 ....", 64),
            ["move e5", "move Nf3"]
        );
    }

    #[test]
    fn tag_lines_are_read_as_python_chess_reads_them() {
        let got = tokens(
            b"[White \"\"Socrates Expert\"\"] \r\n[Site \"a \\\" b\"]\n[A \"1\"][B \"2\"]\n[Event\"x\"y\"]\n[C \"x\"] junk\n[\"]\n",
            256,
        );
        assert_eq!(
            got,
            [
                "tag White=\"Socrates Expert\"",
                "tag Site=a \\\" b",
                "tag A=1",
                "tag B=2",
                "tag Event=x\"y",
                "tag C=x",
                "move junk",
                "error Tag"
            ]
        );
    }

    /// The tag lines at the start of `text` and the token after them: with `plain_tags` for the
    /// well-formed lines, as the reader reads them, or each by `tag` alone.
    fn tag_lines<S: Source>(lexer: &mut Lexer<S>, plain: bool) -> Vec<String> {
        let mut out = Vec::new();
        while lexer.skip_space().unwrap() == Some(b'[') {
            if plain {
                let each = |name: &[u8], value: &[u8], escaped: bool| {
                    let (name, value) = (
                        String::from_utf8_lossy(name),
                        String::from_utf8_lossy(value),
                    );
                    out.push(format!("{name}={value} {escaped}"));
                    Ok(())
                };
                lexer.plain_tags(each).unwrap();
                if lexer.skip_space().unwrap() != Some(b'[') {
                    break;
                }
            }
            match lexer.tag() {
                Ok(tag) => {
                    let (name, value) = (
                        String::from_utf8_lossy(tag.name),
                        String::from_utf8_lossy(tag.value),
                    );
                    out.push(format!("{name}={value} {}", tag.escaped));
                }
                Err(fail) => {
                    // A line longer than the buffer is left where it starts: passed over.
                    if let ErrorKind::TooLong { .. } = fail.kind {
                        lexer.skip_line().unwrap();
                    }
                    out.push(format!("error {:?}", fail.kind));
                }
            }
        }
        out.push(format!(
            "{:?}",
            lexer.next().map(|token| format!("{token:?}"))
        ));
        out
    }

    #[test]
    fn tag_lines_read_in_one_go_as_one_by_one() {
        use super::super::{Input, Slice};
        let texts: [&[u8]; 4] = [
            b"[Event \"Rated \\\"Blitz\\\" game\"]\n[Site \"x\"]\r\n[ White\t \"\"Socrates Expert\"\"]\n\
              [A \"1\"][B \"2\"]\n[D \"a\\\\\"]\n[G\"\"]\n[H \"v\"]   \n[I \"w\"]\n%escape\n[J \"z\"]\n\n1. e4 *",
            b"[C \"x\"] junk\n[D \"y\"]\n",
            b"[E \"a\nb\"]\n[X \"1\"]\n",
            b"[F \"\\\n\"]\n[Y \"2\"]",
        ];
        for text in texts {
            let whole = tag_lines(&mut Lexer::new(Slice::new(text)), false);
            for plain in [false, true] {
                assert_eq!(tag_lines(&mut Lexer::new(Slice::new(text)), plain), whole);
                for capacity in [32, 256] {
                    let mut lexer = Lexer::new(text.into_source(capacity));
                    assert_eq!(tag_lines(&mut lexer, plain), whole, "{capacity}");
                }
            }
        }
        let first = tag_lines(&mut Lexer::new(Slice::new(texts[0])), true);
        assert_eq!(
            first,
            [
                "Event=Rated \\\"Blitz\\\" game true",
                "Site=x false",
                "White=\"Socrates Expert\" false",
                "A=1 false",
                "B=2 false",
                "D=a\\\\ true",
                "G= false",
                "H=v false",
                "I=w false",
                "J=z false",
                "Ok(\"Move([101, 52])\")",
            ]
        );
    }

    #[test]
    fn bad_tokens_are_errors_that_consume() {
        let got = tokens(b"[Event x]\n$300 ?!? 0-0 {never", 64);
        assert_eq!(
            got,
            [
                "error Tag",
                "error Nag",
                "error Nag",
                "move 0-0",
                "error UnterminatedComment"
            ]
        );
        let long = [b"{".as_slice(), &[b'x'; 100], b"} e4"].concat();
        assert_eq!(tokens(&long, 32)[0], "error TooLong { limit: 32 }");
    }
}
