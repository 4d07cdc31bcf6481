//! A fixed-size window over a byte stream: the reader's only buffer, whatever the input's size.

use std::boxed::Box;
use std::io::{self, Read};
use std::vec;

/// What [`Buffer::fill`] managed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fill {
    /// More bytes are held.
    More,
    /// The input has ended.
    End,
    /// The buffer is full of bytes not yet consumed: a token longer than the buffer.
    Full,
}

/// Where [`Buffer::find`] stopped, counted from the first byte not yet consumed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Found {
    /// The byte sought is at this offset.
    At(usize),
    /// The input ended first, after this many bytes.
    End(usize),
    /// The buffer filled up first.
    Full,
}

/// Bytes read from `inner` but not yet consumed are `data[pos..end]`.
pub(super) struct Buffer<R> {
    inner: R,
    data: Box<[u8]>,
    pos: usize,
    end: usize,
    eof: bool,
}

impl<R: Read> Buffer<R> {
    pub(super) fn new(inner: R, capacity: usize) -> Buffer<R> {
        Buffer {
            inner,
            data: vec![0; capacity].into_boxed_slice(),
            pos: 0,
            end: 0,
            eof: false,
        }
    }

    /// The bytes held and not yet consumed.
    #[inline]
    pub(super) fn rest(&self) -> &[u8] {
        &self.data[self.pos..self.end]
    }

    /// Consumes `n` bytes (at most those held) and returns them.
    #[inline]
    pub(super) fn take(&mut self, n: usize) -> &[u8] {
        let start = self.pos;
        self.pos = (self.pos + n).min(self.end);
        &self.data[start..self.pos]
    }

    /// Reads more input behind the bytes held, first moving them to the front when the space
    /// behind them is used up.
    pub(super) fn fill(&mut self) -> io::Result<Fill> {
        if self.eof {
            return Ok(Fill::End);
        }
        if self.end == self.data.len() {
            if self.pos == 0 {
                return Ok(Fill::Full);
            }
            self.data.copy_within(self.pos..self.end, 0);
            self.end -= self.pos;
            self.pos = 0;
        }
        loop {
            match self.inner.read(&mut self.data[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(Fill::End);
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(Fill::More);
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
    }

    /// Holds at least `n` bytes if the input has them; whether it does.
    pub(super) fn ensure(&mut self, n: usize) -> io::Result<bool> {
        while self.end - self.pos < n {
            if self.fill()? != Fill::More {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The first byte at or after offset `from` that `stop` accepts, reading more as needed.
    #[inline]
    pub(super) fn find(&mut self, mut from: usize, stop: impl Fn(u8) -> bool) -> io::Result<Found> {
        loop {
            let rest = self.rest();
            if let Some(i) = rest
                .get(from..)
                .and_then(|tail| tail.iter().position(|&b| stop(b)))
            {
                return Ok(Found::At(from + i));
            }
            from = rest.len();
            match self.fill()? {
                Fill::More => {}
                Fill::End => return Ok(Found::End(from)),
                Fill::Full => return Ok(Found::Full),
            }
        }
    }

    /// [`skip_until`](Buffer::skip_until) the byte `needle`, looked for eight bytes at a time.
    pub(super) fn skip_to_byte(&mut self, needle: u8) -> io::Result<bool> {
        loop {
            if let Some(i) = find_byte(self.rest(), needle) {
                self.pos += i;
                return Ok(true);
            }
            self.pos = self.end;
            if self.fill()? == Fill::End {
                return Ok(false);
            }
        }
    }

    /// Consumes bytes up to (not including) the first that `stop` accepts, or to the end of the
    /// input, however many: for what is skipped, which need not fit in the buffer. Whether such a
    /// byte was found.
    pub(super) fn skip_until(&mut self, stop: impl Fn(u8) -> bool) -> io::Result<bool> {
        loop {
            let rest = self.rest();
            if let Some(i) = rest.iter().position(|&b| stop(b)) {
                self.pos += i;
                return Ok(true);
            }
            self.pos = self.end;
            if self.fill()? == Fill::End {
                return Ok(false);
            }
        }
    }
}

/// The index of the first `needle` in `haystack`, eight bytes at a time: comments are most of
/// a PGN database's bytes, and their ends are searched for so.
#[inline]
pub(super) fn find_byte(haystack: &[u8], needle: u8) -> Option<usize> {
    const LOW: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let pattern = LOW * u64::from(needle);
    let mut chunks = haystack.chunks_exact(8);
    let mut offset = 0;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or_default()) ^ pattern;
        // A zero byte of `word` is a `needle`: its high bit survives this (the lowest one
        // exactly; higher ones may be false, so the lowest is the answer).
        let zeros = word.wrapping_sub(LOW) & !word & HIGH;
        if zeros != 0 {
            return Some(offset + zeros.trailing_zeros() as usize / 8);
        }
        offset += 8;
    }
    let tail = chunks.remainder().iter().position(|&b| b == needle)?;
    Some(offset + tail)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that hands out one byte a call, to cross every buffer boundary.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            match (self.0.split_first(), out.first_mut()) {
                (Some((&b, rest)), Some(slot)) => {
                    *slot = b;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }

    #[test]
    fn find_byte_finds_the_first() {
        let text = b"0123456789abcdef}ghij}";
        for start in 0..text.len() {
            let expected = text[start..].iter().position(|&b| b == b'}');
            assert_eq!(find_byte(&text[start..], b'}'), expected, "{start}");
        }
        assert_eq!(
            find_byte(&[0x80, 0x7d, 0x7c, 0x7d, 0, 0, 0, 0, 0x7d], 0x7d),
            Some(1)
        );
        assert_eq!(find_byte(b"", b'}'), None);
    }

    #[test]
    fn find_reads_across_fills_and_reports_a_full_buffer() {
        let mut buffer = Buffer::new(Trickle(b"abcdef}gh"), 8);
        assert_eq!(buffer.find(0, |b| b == b'}').unwrap(), Found::At(6));
        assert_eq!(buffer.take(7), b"abcdef}");
        assert_eq!(buffer.find(0, |b| b == b'}').unwrap(), Found::End(2));
        let mut buffer = Buffer::new(Trickle(b"0123456789}"), 8);
        assert_eq!(buffer.find(0, |b| b == b'}').unwrap(), Found::Full);
        assert!(buffer.skip_until(|b| b == b'}').unwrap());
        assert_eq!(buffer.rest(), b"}");
    }
}
