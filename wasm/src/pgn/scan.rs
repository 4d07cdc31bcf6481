//! A PGN reader for text in memory, small enough for the package's main module: the same games,
//! calls and errors as chess-core's streaming `pgn::Reader` (whose buffer, I/O errors and strict
//! FEN reading cost the module 18 KB gzipped), making the same calls to [`Records`] as that
//! reader makes to its `Visitor`.
//!
//! What is read, as chess-core reads it: tag pairs; SAN with its leniencies and with or without
//! move numbers (`1.`, `1...`, `1.e4`, and `1. ... e5` as chess.js writes it); `$n` and the
//! suffixes `!`, `?`, `!!`, `??`, `!?`, `?!`; `{ }` and `;` comments; nested variations; the
//! results; escape lines (`%` first on a line) and byte order marks, passed over. A game ends at
//! its result, at a `[` (the next game's tags) or at the end of the text. A game with an error
//! is passed over to its end and reading goes on.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use chess_core::game::{GameResult, Nag, read_variant, start_position};

use super::read::Records;
use super::{HIGH, ONES, le_word};
use chess_core::{Move, Position, Variant};

/// What was wrong, in chess-core's words (`pgn::ErrorKind`'s).
pub enum Kind {
    Tag,
    Fen(String),
    Variant,
    San(String),
    Nag,
    UnterminatedComment,
    UnterminatedVariation,
    UnmatchedClose,
    VariationWithoutMove,
}

impl Kind {
    pub fn message(&self) -> String {
        match self {
            Kind::Tag => "malformed tag: expected [Name \"value\"]".into(),
            Kind::Fen(error) => ["bad FEN tag: ", error].concat(),
            Kind::Variant => "unsupported variant: only standard and Chess960".into(),
            Kind::San(error) => error.clone(),
            Kind::Nag => "bad annotation: expected $0 to $255, !, ?, !!, ??, !? or ?!".into(),
            Kind::UnterminatedComment => "comment without its closing }".into(),
            Kind::UnterminatedVariation => "variation without its closing )".into(),
            Kind::UnmatchedClose => ") without an opening (".into(),
            Kind::VariationWithoutMove => "variation with no move before it to replace".into(),
        }
    }
}

/// A game's error: the ply, the offending text (its first 60 characters) and what was wrong.
pub struct Failure {
    pub ply: u32,
    pub text: String,
    pub kind: Kind,
}

/// An error before its ply is known.
type Fail = (Kind, String);

fn fail(kind: Kind, text: &[u8]) -> Fail {
    let text = String::from_utf8_lossy(&text[..text.len().min(240)]);
    (kind, text.chars().take(60).collect())
}

#[derive(Clone, Copy, PartialEq)]
enum Token<'a> {
    TagStart,
    Comment(&'a [u8]),
    Open,
    Close,
    Nag(Nag),
    Result(GameResult),
    Move(&'a [u8]),
    Eof,
}

/// What a byte is to the reader, looked up rather than compared (every byte of the text is).
const SPACE: u8 = 1;
/// Ends a word: white space and the bytes that start a token of their own.
const END: u8 = 2;

const CLASS: [u8; 256] = {
    let mut class = [0; 256];
    let mut i = 0;
    while i < 256 {
        class[i] = match i as u8 {
            b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => SPACE | END,
            b'{' | b'}' | b'(' | b')' | b';' | b'[' | b']' | b'$' | b'"' => END,
            _ => 0,
        };
        i += 1;
    }
    class
};

#[inline(always)]
fn is_space(b: u8) -> bool {
    CLASS[b as usize] & SPACE != 0
}

#[inline(always)]
fn ends_word(b: u8) -> bool {
    CLASS[b as usize] & END != 0
}

/// The end of the word that goes on from `from`: the first byte that ends a word, or the end.
#[inline(always)]
fn word_end(text: &[u8], mut from: usize) -> usize {
    while let Some(&b) = text.get(from) {
        if ends_word(b) {
            break;
        }
        from += 1;
    }
    from
}

/// Where `byte` is first found in `text` from `from` on: eight bytes at a time (a comment after
/// every move is most of a database's text), the last few one by one.
fn find(text: &[u8], from: usize, byte: u8) -> Option<usize> {
    let pattern = ONES * u64::from(byte);
    let mut at = from;
    while let Some(word) = text.get(at..at + 8) {
        let bytes = le_word(word) ^ pattern;
        // A byte equal to `byte` is zero in `bytes`: its high bit set below (the lowest such
        // byte found exactly; a borrow can only mark bytes above it).
        let zero = bytes.wrapping_sub(ONES) & !bytes & HIGH;
        if zero != 0 {
            return Some(at + (zero.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    (at..text.len()).find(|&i| text[i] == byte)
}

/// Where a line of play (the main line or a variation) stands.
#[derive(Clone, Copy)]
struct Line {
    /// The position before the last move (`last`), played only when the next move comes: it is
    /// where a variation replacing that move starts, and no position is copied a move.
    position: Position,
    last: Option<Move>,
    /// Plies played along this line from the game's start.
    ply: u32,
}

impl Line {
    /// The position after the last move.
    fn played(&mut self) -> &Position {
        if let Some(mv) = self.last.take() {
            self.position.play_unchecked(mv); // parse_san_bytes found it legal
        }
        &self.position
    }
}

/// Plays the move `word` (SAN, with or without an annotation) on `line`, to the records; `ply`
/// is where an error is reported.
#[inline(never)]
fn play(
    line: &mut Line,
    word: &[u8],
    ply: &mut u32,
    records: &mut Records<'_>,
) -> Result<(), Fail> {
    *ply = line.ply + 1;
    let marks = word.iter().rev().take_while(|&&b| b == b'!' || b == b'?');
    let (san, suffix) = word.split_at(word.len() - marks.count());
    let nag = match suffix {
        [] => None,
        _ => Some(Nag::from_suffix(suffix).ok_or_else(|| fail(Kind::Nag, word))?),
    };
    // SAN is ASCII: other bytes make it malformed, which parse_san_bytes says.
    let position = line.played();
    let mv = (position.parse_san_bytes(san))
        .map_err(|error| fail(Kind::San(error.to_string()), word))?;
    records.san(position, mv, san);
    line.last = Some(mv);
    line.ply += 1;
    if let Some(nag) = nag {
        records.nag(nag);
    }
    Ok(())
}

/// Games read one after another from `text`.
pub struct Scanner<'a> {
    text: &'a [u8],
    at: usize,
    /// The ply an error would be reported at.
    ply: u32,
    /// The game's result has been read: nothing to pass over after an error.
    ended: bool,
    /// The tags are read: after an error, a `[` starts the next game.
    in_movetext: bool,
    lines: Vec<Line>,
    standard: Position,
}

impl<'a> Scanner<'a> {
    /// A reader of `text`; `standard` is the standard start position (made once by the caller).
    pub fn new(text: &'a [u8], standard: Position) -> Scanner<'a> {
        Scanner {
            text,
            at: 0,
            ply: 0,
            ended: false,
            in_movetext: false,
            lines: Vec::new(),
            standard,
        }
    }

    /// Reads the next game into `records`: `None` when the text has no more, else `Ok` when
    /// [`Records::end_game`] has it or the game's error (the game passed over).
    pub fn read_game(&mut self, records: &mut Records<'_>) -> Option<Result<(), Failure>> {
        self.skip_space()?;
        self.ply = 0;
        self.ended = false;
        self.in_movetext = false;
        records.begin_game();
        Some(self.game(records).map_err(|(kind, text)| {
            let ply = self.ply;
            if !self.ended {
                self.skip_rest();
            }
            Failure { ply, text, kind }
        }))
    }

    /// Passes over white space, escape lines and byte order marks: the next byte, not consumed.
    /// (Inlined: it runs before every token, and most of the time passes over one space.)
    #[inline(always)]
    fn skip_space(&mut self) -> Option<u8> {
        match self.skip_blanks()? {
            b'%' | 0xef => self.skip_escapes(),
            b => Some(b),
        }
    }

    /// Passes over white space: the next byte, not consumed.
    #[inline(always)]
    fn skip_blanks(&mut self) -> Option<u8> {
        while let Some(&b) = self.text.get(self.at) {
            if !is_space(b) {
                return Some(b);
            }
            self.at += 1;
        }
        None
    }

    /// [`skip_space`](Self::skip_space) at a `%` or a byte order mark's first byte.
    #[inline(never)]
    fn skip_escapes(&mut self) -> Option<u8> {
        loop {
            let b = *self.text.get(self.at)?;
            if b == b'%' && self.at_line_start() {
                self.skip_past(b'\n');
            } else if b == 0xef && self.text[self.at..].starts_with(b"\xef\xbb\xbf") {
                self.at += 3;
            } else {
                return Some(b);
            }
            self.skip_blanks()?;
        }
    }

    /// Whether only spaces and tabs stand between the byte here and the last line break.
    fn at_line_start(&self) -> bool {
        let before = &self.text[..self.at];
        let blank = before
            .iter()
            .rev()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
        before.len() == blank || before[before.len() - blank - 1] == b'\n'
    }

    /// Moves past the next `byte` (or to the end): whether it was found.
    fn skip_past(&mut self, byte: u8) -> bool {
        match find(self.text, self.at, byte) {
            Some(at) => {
                self.at = at + 1;
                true
            }
            None => {
                self.at = self.text.len();
                false
            }
        }
    }

    /// The next token. With `keep` false (passing over) a word that cannot be a result or a
    /// move number is not looked at.
    fn next(&mut self, keep: bool) -> Result<Token<'a>, Fail> {
        let text = self.text;
        loop {
            let Some(first) = self.skip_space() else {
                return Ok(Token::Eof);
            };
            let start = self.at;
            match first {
                b'[' => return Ok(Token::TagStart),
                b'{' => {
                    self.at += 1;
                    return match self.skip_past(b'}') {
                        true => Ok(Token::Comment(&text[start + 1..self.at - 1])),
                        false => Err(fail(Kind::UnterminatedComment, &text[start..])),
                    };
                }
                b';' => {
                    self.skip_past(b'\n');
                    let comment = &text[start + 1..self.at];
                    let comment = comment.strip_suffix(b"\n").unwrap_or(comment);
                    return Ok(Token::Comment(
                        comment.strip_suffix(b"\r").unwrap_or(comment),
                    ));
                }
                b'(' | b')' => {
                    self.at += 1;
                    return Ok(if first == b'(' {
                        Token::Open
                    } else {
                        Token::Close
                    });
                }
                b'$' => {
                    let digits = text[start + 1..].iter().take_while(|b| b.is_ascii_digit());
                    self.at = start + 1 + digits.count();
                    let word = &text[start..self.at];
                    return match parse_number(&word[1..]).and_then(|n| u8::try_from(n).ok()) {
                        Some(n) => Ok(Token::Nag(Nag(n))),
                        None => Err(fail(Kind::Nag, word)),
                    };
                }
                _ => {}
            }
            // A byte that ends a word and starts no token (a stray `]`, `}` or `"`) is a word
            // of its own.
            let end = match ends_word(first) {
                true => start + 1,
                false => word_end(text, start + 1),
            };
            let word = &text[start..end];
            // A word that starts with a letter is a move (SAN, or what a reader takes for one),
            // never a result or a move number; passing over, only those two matter.
            if first.is_ascii_alphabetic() || (!keep && !first.is_ascii_digit() && first != b'*') {
                self.at = end;
                return Ok(Token::Move(if keep { word } else { &[] }));
            }
            let result = match word {
                b"1-0" => Some(GameResult::WhiteWins),
                b"0-1" => Some(GameResult::BlackWins),
                b"1/2-1/2" => Some(GameResult::Draw),
                b"*" => Some(GameResult::Ongoing),
                _ => None,
            };
            if let Some(result) = result {
                self.at += word.len();
                return Ok(Token::Result(result));
            }
            if let [b'!' | b'?', ..] = word {
                self.at += word.len();
                return Nag::from_suffix(word)
                    .map(Token::Nag)
                    .ok_or_else(|| fail(Kind::Nag, word));
            }
            // A move number and its dots (a move may follow them without a space), or dots
            // alone, are passed over.
            let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
            let dots = word[digits..].iter().take_while(|&&b| b == b'.').count();
            if digits + dots == word.len() || (digits > 0 && dots > 0) {
                self.at += digits + dots;
                continue;
            }
            self.at += word.len();
            return Ok(Token::Move(word));
        }
    }

    /// The tags, then the moves.
    fn game(&mut self, records: &mut Records<'_>) -> Result<(), Fail> {
        let start = self.tags(records)?;
        self.in_movetext = true;
        records.begin_movetext(&start);
        self.lines.clear();
        let mut line = Line {
            position: start,
            last: None,
            ply: 0,
        };
        let text = self.text;
        loop {
            self.ply = line.ply;
            // The usual words of a database's movetext, read here as `next` reads them but
            // without its generality (a call and a token made for each): a comment, a move, a
            // move number. Anything else, and any of these that ends badly, is left to `next`.
            match self.skip_space() {
                Some(b'{') => {
                    let open = self.at;
                    self.at += 1;
                    if self.skip_past(b'}') {
                        records.comment(&text[open + 1..self.at - 1]);
                        continue;
                    }
                    self.at = open;
                }
                Some(first) if first.is_ascii_alphabetic() => {
                    let start = self.at;
                    self.at = word_end(text, start + 1);
                    play(&mut line, &text[start..self.at], &mut self.ply, records)?;
                    continue;
                }
                Some(first) if first.is_ascii_digit() => {
                    let rest = &text[self.at..];
                    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
                    let dots = rest[digits..].iter().take_while(|&&b| b == b'.').count();
                    if dots > 0 {
                        self.at += digits + dots;
                        continue;
                    }
                }
                _ => {}
            }
            match self.next(true)? {
                Token::Move(word) => play(&mut line, word, &mut self.ply, records)?,
                Token::Comment(text) => records.comment(text),
                Token::Nag(nag) => records.nag(nag),
                Token::Open => {
                    if line.last.is_none() {
                        return Err(fail(Kind::VariationWithoutMove, b"("));
                    }
                    if records.begin_variation() {
                        self.skip_variation()?;
                    } else {
                        self.lines.push(line);
                        line = Line {
                            position: line.position,
                            last: None,
                            ply: line.ply - 1,
                        };
                    }
                }
                Token::Close => {
                    line = (self.lines.pop()).ok_or_else(|| fail(Kind::UnmatchedClose, b")"))?;
                    records.end_variation();
                }
                Token::Result(result) => {
                    self.ended = true;
                    self.open_variations()?;
                    records.result(result);
                    break;
                }
                Token::TagStart | Token::Eof => {
                    self.open_variations()?;
                    break;
                }
            }
        }
        records.end_game(line.played());
        Ok(())
    }

    fn open_variations(&self) -> Result<(), Fail> {
        match self.lines.is_empty() {
            true => Ok(()),
            false => Err(fail(Kind::UnterminatedVariation, b"")),
        }
    }

    /// Reads the tags, each to the records; the start position they give.
    fn tags(&mut self, records: &mut Records<'_>) -> Result<Position, Fail> {
        let mut fen = String::new();
        let mut variant = Variant::Standard;
        let mut scratch = Vec::new();
        while self.skip_space() == Some(b'[') {
            let rest = &self.text[self.at..];
            let Some((name, (value, escaped), len)) = parse_tag(rest) else {
                let line = &rest[..rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len())];
                self.at += line.len();
                return Err(fail(Kind::Tag, line));
            };
            self.at += len;
            let value = &rest[value.0..value.1];
            let (name, value) = (
                &rest[name.0..name.1],
                match escaped {
                    true => unescape(value, &mut scratch),
                    false => value,
                },
            );
            if name == b"FEN" {
                fen = String::from_utf8_lossy(value).into_owned();
            } else if name == b"Variant" {
                variant = read_variant(&String::from_utf8_lossy(value))
                    .ok_or_else(|| fail(Kind::Variant, value))?;
            }
            records.tag(name, value);
        }
        if fen.is_empty() {
            return Ok(match variant {
                Variant::Chess960 => {
                    Position::from_fen_permissive(START, variant).unwrap_or(self.standard)
                }
                _ => self.standard,
            });
        }
        // Standard chess unless the Variant tag says Chess960: the rights standard chess cannot
        // have are dropped, as chess-core's reader drops them.
        start_position(&fen, variant)
            .map(|(start, _dropped)| start)
            .map_err(|error| fail(Kind::Fen(error.to_string()), fen.as_bytes()))
    }

    /// Passes over a variation whose `(` was just read, to its `)`.
    fn skip_variation(&mut self) -> Result<(), Fail> {
        let mut depth = 1u32;
        loop {
            match self.next(false)? {
                Token::Open => depth += 1,
                Token::Close => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Token::Result(_) => {
                    self.ended = true;
                    return Err(fail(Kind::UnterminatedVariation, b""));
                }
                Token::TagStart | Token::Eof => {
                    return Err(fail(Kind::UnterminatedVariation, b""));
                }
                _ => {}
            }
        }
    }

    /// After an error: passes over the rest of the game, to its result, the next game's tags or
    /// the end of the text, whatever else is wrong on the way.
    fn skip_rest(&mut self) {
        loop {
            match self.next(false) {
                Ok(Token::TagStart) if self.in_movetext => return,
                Ok(Token::TagStart) => {
                    self.skip_past(b'\n');
                }
                Ok(Token::Result(_) | Token::Eof) => return,
                Ok(_) | Err(_) => self.in_movetext = true,
            }
        }
    }
}

/// The standard start position, as a Chess960 game without a `FEN` tag starts.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Digits as a number, `None` when empty or too large.
fn parse_number(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() || digits.len() > 9 {
        return None;
    }
    Some(digits.iter().fold(0, |n, &b| n * 10 + u32::from(b - b'0')))
}

/// A tag value with `\"` and `\\` read, in `scratch`.
fn unescape<'v>(value: &'v [u8], scratch: &'v mut Vec<u8>) -> &'v [u8] {
    scratch.clear();
    let mut bytes = value.iter();
    while let Some(&b) = bytes.next() {
        match (b, bytes.as_slice().first()) {
            (b'\\', Some(&next @ (b'\\' | b'"'))) => {
                scratch.push(next);
                bytes.next();
            }
            _ => scratch.push(b),
        }
    }
    scratch
}

/// `[`, name, `"`value`"`, `]` with blanks between, on one line (the text from the `[` on):
/// the name's range, the value's and whether it holds a `\\`, and the length through `]`.
#[allow(clippy::type_complexity)]
fn parse_tag(line: &[u8]) -> Option<((usize, usize), ((usize, usize), bool), usize)> {
    let blanks = |mut i: usize| {
        while line.get(i).is_some_and(|&b| b == b' ' || b == b'\t') {
            i += 1;
        }
        i
    };
    let symbol =
        |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'#' | b'=' | b':' | b'-');
    let name_start = blanks(1);
    let mut i = name_start;
    while line.get(i).copied().is_some_and(symbol) {
        i += 1;
    }
    let name_end = i;
    if name_end == name_start || !line[name_start].is_ascii_alphanumeric() {
        return None;
    }
    i = blanks(i);
    if line.get(i) != Some(&b'"') {
        return None;
    }
    let value_start = i + 1;
    i = value_start;
    let mut escaped = false;
    loop {
        match line.get(i)? {
            b'"' => break,
            b'\n' => return None,
            b'\\' => {
                escaped = true;
                i += 1 + usize::from(line.get(i + 1) != Some(&b'\n'));
            }
            _ => i += 1,
        }
    }
    let value_end = i;
    i = blanks(i + 1);
    (line.get(i) == Some(&b']')).then_some((
        (name_start, name_end),
        ((value_start, value_end), escaped),
        i + 1,
    ))
}
