//! PGN in for `js/pgn.js`: games read into text records ([`read`]), every move checked. (`js/pgn.js` writes PGN itself, from the SAN the game holds.)
//!
//! Records are lines of tab-separated fields, in ASCII. Free text (tag values, comments,
//! variations) is escaped so that it never holds a tab or a line break: `\` as `\\`, a tab as
//! `\t`, a line feed as `\n`, a carriage return as `\r`, and any character beyond ASCII as `\u`,
//! its code point in decimal and `;`. `js/pgn.js` undoes it.
//! (ASCII because JavaScript's decoders copy ASCII and go a character at a time through anything
//! else: one accented name would cost a whole batch of records that.)

use alloc::string::String;
use alloc::vec::Vec;
mod read;
mod san;
#[cfg(test)]
mod tests;

pub use read::read;

/// The operation `pgn_read`: the input is a line `first game \t variations (1 or 0) \t limit`,
/// then the PGN text; the answer is [`read`]'s records. On bytes: the text, a whole batch of
/// games, is read as it is, neither checked as UTF-8 on the way in nor its records on the way out
/// (UTF-8 in, UTF-8 out: the records copy the text's bytes whole, or replace what is not UTF-8).
pub fn read_operation(input: &[u8], out: &mut Vec<u8>) -> Result<(), String> {
    let (options, pgn) = match input.iter().position(|&b| b == b'\n') {
        Some(at) => (&input[..at], &input[at + 1..]),
        None => (input, &[][..]),
    };
    let options = core::str::from_utf8(options).unwrap_or_default();
    let mut options = options.split('\t').map(str::parse::<u64>);
    let (Some(Ok(first)), Some(Ok(variations)), Some(Ok(limit))) =
        (options.next(), options.next(), options.next())
    else {
        return Err("pgn_read: expected `first game \\t variations \\t limit` first".into());
    };
    read(pgn, first, variations == 1, limit, out);
    Ok(())
}

/// Appends `text` escaped (see the module docs); bytes that are not UTF-8 are replaced, as
/// JavaScript's decoder replaces them.
fn escape(out: &mut Vec<u8>, text: &[u8]) {
    // Most text (a tag value, a comment) has nothing to escape: said eight bytes at a time.
    if plain(text) {
        out.extend_from_slice(text);
        return;
    }
    for c in String::from_utf8_lossy(text).chars() {
        match c {
            '\\' => out.extend_from_slice(b"\\\\"),
            '\t' => out.extend_from_slice(b"\\t"),
            '\n' => out.extend_from_slice(b"\\n"),
            '\r' => out.extend_from_slice(b"\\r"),
            ' '..='~' => out.push(c as u8),
            _ => {
                out.extend_from_slice(br"\u");
                push_number(out, c.into());
                out.push(b';');
            }
        }
    }
}

/// Whether `text` is ASCII and holds no byte that [`escape`] changes: no `\\` and no control
/// character (nor any byte beyond ASCII: a text with one is escaped a character at a time).
fn plain(text: &[u8]) -> bool {
    let words = text.chunks_exact(8);
    let tail = words.remainder();
    for word in words {
        let w = le_word(word);
        // Some byte is not ASCII, below 0x20, or equal to `\\` (zero once xored with it),
        // exactly when a high bit is set here.
        let backslash = w ^ (ONES * u64::from(b'\\'));
        let marked =
            w | (w.wrapping_sub(ONES * 0x20) & !w) | (backslash.wrapping_sub(ONES) & !backslash);
        if marked & HIGH != 0 {
            return false;
        }
    }
    tail.iter()
        .all(|&b| (0x20..0x80).contains(&b) && b != b'\\')
}

/// A byte of ones, eight times: the scans below look at eight bytes at a time.
const ONES: u64 = 0x0101_0101_0101_0101;
/// Each byte's high bit.
const HIGH: u64 = ONES << 7;

/// Eight bytes (`word` is eight long) as one little-endian word.
fn le_word(word: &[u8]) -> u64 {
    u64::from_le_bytes(word.try_into().unwrap_or_default())
}

/// `text` with its escapes read (see the module docs); an unknown escape keeps its character.
#[cfg(test)]
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('t') => out.push('\t'),
                Some('n') => out.push('\n'),
                Some('r') => out.push('\r'),
                Some('u') => {
                    let digits: String = chars.by_ref().take_while(|&c| c != ';').collect();
                    out.push(char::from_u32(digits.parse().unwrap()).unwrap());
                }
                Some(other) => out.push(other),
                None => {}
            },
            _ => out.push(c),
        }
    }
    out
}

/// Appends `n` in decimal (no formatting machinery: this runs for every move number).
fn push_number(out: &mut Vec<u8>, n: u32) {
    let mut digits = Short::default();
    digits.number(n);
    out.extend_from_slice(digits.bytes());
}

/// A few bytes gathered on the stack and appended to a record at once: cheaper than a push a
/// byte (the module's own code is built for size, so a push is a call). The longest gathered is
/// a note's line, a ply, two tabs, `\@`, two numbers, a comma and a line break: 36 bytes with
/// every number at its most (`u32::MAX`), so room for 40 never runs out.
pub struct Short {
    bytes: [u8; 40],
    len: usize,
}

impl Default for Short {
    fn default() -> Short {
        Short {
            bytes: [0; 40],
            len: 0,
        }
    }
}

impl Short {
    /// The bytes gathered.
    #[inline(always)]
    fn bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    #[inline(always)]
    fn clear(&mut self) {
        self.len = 0;
    }

    #[inline(always)]
    fn push(&mut self, b: u8) {
        self.bytes[self.len] = b;
        self.len += 1;
    }

    /// Appends `bytes` (a few: a byte at a time costs less than a call to copy them).
    fn extend(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.push(b);
        }
    }

    /// Appends `n` in decimal (most numbers written are a comment's offset and length: one or
    /// two digits, written without a loop).
    #[inline]
    fn number(&mut self, mut n: u32) {
        if n < 100 {
            if n >= 10 {
                self.push(b'0' + (n / 10) as u8);
            }
            self.push(b'0' + (n % 10) as u8);
            return;
        }
        let (mut digits, mut rest) = (1, n);
        while rest >= 10 {
            rest /= 10;
            digits += 1;
        }
        self.len += digits;
        let mut at = self.len;
        loop {
            at -= 1;
            self.bytes[at] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
    }
}

/// A line of a record being written (the SAN, the UCI, the notes of a game), a few bytes at a
/// time: its bytes kept in a Vec at least 16 bytes longer than what is written, so that a
/// [`Short`] goes in as one fixed-size copy (no call to grow the Vec, none to copy a length),
/// its length then moved on by the bytes it holds.
#[derive(Default)]
pub struct Sink {
    room: Vec<u8>,
    len: usize,
}

impl Sink {
    /// The bytes written.
    fn bytes(&self) -> &[u8] {
        &self.room[..self.len]
    }

    fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends the bytes `short` gathered.
    #[inline(always)]
    fn append(&mut self, short: &Short) {
        let len = self.len;
        if let (Some(room), Some(bytes)) = (
            self.room.get_mut(len..len + 16),
            short.bytes.first_chunk::<16>(),
        ) {
            if short.len <= 16 {
                room.copy_from_slice(bytes);
                self.len = len + short.len;
                return;
            }
        }
        self.extend(short.bytes());
    }

    /// Appends `bytes`, the room grown first if they (and 16 more) do not fit.
    #[inline(never)]
    fn extend(&mut self, bytes: &[u8]) {
        let end = self.len + bytes.len();
        if end + 16 > self.room.len() {
            self.room.resize((end + 16).max(2 * self.room.len()), 0);
        }
        self.room[self.len..end].copy_from_slice(bytes);
        self.len = end;
    }

    fn push(&mut self, b: u8) {
        self.extend(&[b]);
    }
}

/// Records read back into values, as `js/pgn.js` reads them, for the tests.
#[cfg(test)]
mod records {
    use super::unescape;

    #[derive(Debug, Default, PartialEq)]
    pub struct Note {
        pub ply: usize,
        pub nags: Vec<u8>,
        pub comment: String,
        pub variations: Vec<String>,
    }

    #[derive(Debug, Default, PartialEq)]
    pub struct Record {
        pub start: String,
        pub variant: String,
        pub result: String,
        pub last: String,
        pub tags: Vec<(String, String)>,
        pub moves: Vec<(String, String)>,
        pub notes: Vec<Note>,
        /// The `W` records before the game's: (game, ply, text, message).
        pub warnings: Vec<(u64, u32, String, String)>,
    }

    /// A comment field: its text, or the range of `pgn` it names (`\@after,length`, UTF-16
    /// code units, after `last_end`, which it moves on), as `js/pgn.js` reads it.
    fn comment(field: &str, units: &[u16], last_end: &mut usize) -> String {
        let Some(range) = field.strip_prefix("\\@") else {
            return unescape(field);
        };
        let (after, length) = range.split_once(',').unwrap();
        let start = *last_end + after.parse::<usize>().unwrap();
        *last_end = start + length.parse::<usize>().unwrap();
        String::from_utf16(&units[start..*last_end]).unwrap()
    }

    /// Each game's record, or its error's fields (game, ply, text, message); `pgn` is the text
    /// read.
    pub fn parse(out: &[u8], pgn: &[u8]) -> Vec<Result<Record, (u64, u32, String, String)>> {
        let text = std::str::from_utf8(out).expect("records are UTF-8");
        let units: Vec<u16> = String::from_utf8_lossy(pgn).encode_utf16().collect();
        let mut lines = text.lines();
        let mut games = Vec::new();
        let mut warnings = Vec::new();
        while let Some(line) = lines.next() {
            let fields: Vec<&str> = line.split('\t').collect();
            if fields[0] == "E" || fields[0] == "W" {
                let error = (
                    fields[1].parse().unwrap(),
                    fields[2].parse().unwrap(),
                    unescape(fields[3]),
                    unescape(fields[4]),
                );
                match fields[0] {
                    "E" => games.push(Err(error)),
                    _ => warnings.push(error),
                }
                continue;
            }
            assert_eq!(fields[0], "G", "{line}");
            let mut record = Record {
                start: fields[1].into(),
                variant: fields[2].into(),
                result: fields[3].into(),
                last: fields[4].into(),
                warnings: core::mem::take(&mut warnings),
                ..Record::default()
            };
            for _ in 0..fields[5].parse().unwrap() {
                let (name, value) = lines.next().unwrap().split_once('\t').unwrap();
                record.tags.push((unescape(name), unescape(value)));
            }
            let sans: Vec<&str> = lines.next().unwrap().split_ascii_whitespace().collect();
            let ucis: Vec<&str> = lines.next().unwrap().split_ascii_whitespace().collect();
            assert_eq!(sans.len(), ucis.len(), "{line}");
            assert_eq!(fields[7], sans.len().to_string(), "{line}");
            let notes: Vec<&str> = lines.clone().take(fields[6].parse().unwrap()).collect();
            let length = notes
                .iter()
                .map(|l| l.encode_utf16().count() + 1)
                .sum::<usize>();
            assert_eq!(fields[8], length.to_string(), "{line}");
            for (uci, san) in ucis.into_iter().zip(sans) {
                record.moves.push((uci.into(), san.into()));
            }
            let (mut last_end, mut last_ply) = (0, 0);
            for _ in 0..fields[6].parse().unwrap() {
                let line = lines.next().unwrap();
                // A comment's range alone is the next ply's note.
                let next = (last_ply + 1).to_string();
                let digits = line.bytes().take_while(u8::is_ascii_digit).count();
                let range = format!("\\@{line}");
                let fields: Vec<&str> = match line.as_bytes().get(digits) == Some(&b',') {
                    true => vec![&next, "", &range],
                    false => line.split('\t').collect(),
                };
                last_ply = fields[0].parse().unwrap();
                record.notes.push(Note {
                    ply: fields[0].parse().unwrap(),
                    nags: fields[1]
                        .split_ascii_whitespace()
                        .map(|n| n.parse().unwrap())
                        .collect(),
                    comment: comment(fields[2], &units, &mut last_end),
                    variations: fields[3..].iter().map(|v| unescape(v)).collect(),
                });
            }
            games.push(Ok(record));
        }
        games
    }
}
