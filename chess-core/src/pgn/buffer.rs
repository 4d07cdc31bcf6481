//! The reader's window on its input: bytes in memory read where they are ([`Slice`]), or (feature
//! `std`) any `std::io::Read` through a buffer of fixed size, whatever the input's size.

use super::error::Fail;

/// What a [`Reader`](super::Reader) reads: bytes in memory ([`Slice`], read in place, with no
/// buffer and no copy) or, with the feature `std`, any `std::io::Read` (a file, stdin, a
/// decompressor), read through the reader's buffer.
///
/// ```
/// use chess_core::pgn::{GameBuilder, Reader, Slice};
/// let pgn = "1. e4 e5 *";
/// // In place: what the visitor is given borrows `pgn` itself.
/// let game = Reader::new(Slice::new(pgn.as_bytes())).read_game(&mut GameBuilder::new())?;
/// assert_eq!(game.unwrap().ply_count(), 2);
/// # Ok::<(), chess_core::pgn::Error>(())
/// ```
pub trait Input: sealed::Sealed {
    /// How the reader holds the input.
    #[doc(hidden)]
    type Source: Source;

    /// The input held so, `capacity` bytes at a time where it is read into a buffer.
    #[doc(hidden)]
    fn into_source(self, capacity: usize) -> Self::Source;
}

mod sealed {
    /// Only the crate's inputs are [`Input`](super::Input)s: how they are held may change.
    pub trait Sealed {}
}

/// How the bytes of an [`Input`] are held: the window [`Buffer`] reads from.
#[doc(hidden)]
pub trait Source {
    /// The input is in [`data`](Source::data) whole from the start: nothing more to read.
    const WHOLE: bool;

    /// The bytes held; those not yet consumed are `data()[pos..end]` of the [`Buffer`].
    fn data(&self) -> &[u8];

    /// Reads more input behind `data()[..end]`, first moving `data()[pos..end]` to the front
    /// (`pos` and `end` updated) when the room behind it is used up.
    fn read_more(&mut self, pos: &mut usize, end: &mut usize) -> Result<Fill, Fail>;
}

/// Bytes in memory as a reader's [`Input`]: read in place, so that what the visitor is given
/// (tag values, comments) borrows them, and a token may be of any length.
#[derive(Clone, Copy, Debug)]
pub struct Slice<'a>(&'a [u8]);

impl<'a> Slice<'a> {
    /// The input of these bytes.
    #[must_use]
    pub const fn new(bytes: &'a [u8]) -> Slice<'a> {
        Slice(bytes)
    }
}

impl<'a> From<&'a [u8]> for Slice<'a> {
    fn from(bytes: &'a [u8]) -> Slice<'a> {
        Slice(bytes)
    }
}

impl<'a> From<&'a str> for Slice<'a> {
    fn from(text: &'a str) -> Slice<'a> {
        Slice(text.as_bytes())
    }
}

impl sealed::Sealed for Slice<'_> {}

impl<'a> Input for Slice<'a> {
    type Source = Slice<'a>;

    fn into_source(self, _capacity: usize) -> Slice<'a> {
        self
    }
}

impl Source for Slice<'_> {
    const WHOLE: bool = true;

    #[inline(always)]
    fn data(&self) -> &[u8] {
        self.0
    }

    fn read_more(&mut self, _pos: &mut usize, _end: &mut usize) -> Result<Fill, Fail> {
        Ok(Fill::End)
    }
}

/// Streams: any `std::io::Read` through a buffer of fixed size.
#[cfg(feature = "std")]
mod stream {
    use std::boxed::Box;
    use std::io::{self, Read};
    use std::vec;

    use super::{Fail, Fill, Input, Source, sealed};

    /// A stream and the buffer it is read into.
    #[doc(hidden)]
    pub struct Stream<R> {
        inner: R,
        data: Box<[u8]>,
    }

    impl<R: Read> sealed::Sealed for R {}

    impl<R: Read> Input for R {
        type Source = Stream<R>;

        fn into_source(self, capacity: usize) -> Stream<R> {
            Stream {
                inner: self,
                data: vec![0; capacity].into_boxed_slice(),
            }
        }
    }

    impl<R: Read> Source for Stream<R> {
        const WHOLE: bool = false;

        #[inline]
        fn data(&self) -> &[u8] {
            &self.data
        }

        fn read_more(&mut self, pos: &mut usize, end: &mut usize) -> Result<Fill, Fail> {
            if *end == self.data.len() {
                if *pos == 0 {
                    return Ok(Fill::Full);
                }
                self.data.copy_within(*pos..*end, 0);
                *end -= *pos;
                *pos = 0;
            }
            loop {
                match self.inner.read(&mut self.data[*end..]) {
                    Ok(0) => return Ok(Fill::End),
                    Ok(n) => {
                        *end += n;
                        return Ok(Fill::More);
                    }
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(error) => return Err(error.into()),
                }
            }
        }
    }
}

/// What [`Buffer::fill`] managed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fill {
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

/// A window on the input: the bytes held and not yet consumed are
/// `source.data()[pos..end]`.
pub(super) struct Buffer<S> {
    source: S,
    pos: usize,
    end: usize,
    eof: bool,
}

impl<S: Source> Buffer<S> {
    pub(super) fn new(source: S) -> Buffer<S> {
        let end = if S::WHOLE { source.data().len() } else { 0 };
        Buffer {
            source,
            pos: 0,
            end,
            eof: S::WHOLE,
        }
    }

    /// The bytes held and not yet consumed.
    // (Always inlined, as `take`: a call each in a build for size, such as the WebAssembly
    // package's, was 8 % of reading a database there.)
    #[inline(always)]
    pub(super) fn rest(&self) -> &[u8] {
        &self.source.data()[self.pos..self.end]
    }

    /// Consumes `n` bytes (at most those held) and returns them.
    #[inline(always)]
    pub(super) fn take(&mut self, n: usize) -> &[u8] {
        let start = self.pos;
        self.pos = (self.pos + n).min(self.end);
        &self.source.data()[start..self.pos]
    }

    /// Reads more input behind the bytes held (see [`Source::read_more`]).
    #[inline]
    pub(super) fn fill(&mut self) -> Result<Fill, Fail> {
        // Bytes in memory are held whole: this is all a slice's reader compiles to.
        if S::WHOLE || self.eof {
            return Ok(Fill::End);
        }
        let fill = self.source.read_more(&mut self.pos, &mut self.end)?;
        self.eof = fill == Fill::End;
        Ok(fill)
    }

    /// Holds at least `n` bytes if the input has them; whether it does.
    pub(super) fn ensure(&mut self, n: usize) -> Result<bool, Fail> {
        while self.end - self.pos < n {
            if self.fill()? != Fill::More {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The first byte at or after offset `from` that `stop` accepts, reading more as needed.
    #[inline]
    pub(super) fn find(
        &mut self,
        mut from: usize,
        stop: impl Fn(u8) -> bool,
    ) -> Result<Found, Fail> {
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
    pub(super) fn skip_to_byte(&mut self, needle: u8) -> Result<bool, Fail> {
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
    pub(super) fn skip_until(&mut self, stop: impl Fn(u8) -> bool) -> Result<bool, Fail> {
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
    find_any(haystack, [needle])
}

/// The index of the first byte of `haystack` that is one of `needles`, eight bytes at a time.
#[inline(always)]
pub(super) fn find_any<const N: usize>(haystack: &[u8], needles: [u8; N]) -> Option<usize> {
    let mut chunks = haystack.chunks_exact(8);
    let mut offset = 0;
    for chunk in &mut chunks {
        let found = needle_bits(
            u64::from_le_bytes(chunk.try_into().unwrap_or_default()),
            &needles,
        );
        if found != 0 {
            return Some(offset + found.trailing_zeros() as usize / 8);
        }
        offset += 8;
    }
    let tail = chunks
        .remainder()
        .iter()
        .position(|b| needles.contains(b))?;
    Some(offset + tail)
}

/// The high bit of each of the eight bytes of `bytes` (the first the lowest) that is one of
/// `needles`: the lowest set exactly; higher ones may be false, and only above a true one, so the
/// lowest of all the needles' is the answer. (Indexed rather than iterated: a build for size
/// keeps neither a call nor a loop for one needle.)
#[inline(always)]
fn needle_bits<const N: usize>(bytes: u64, needles: &[u8; N]) -> u64 {
    const LOW: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut found = 0;
    let mut i = 0;
    while i < N {
        let word = bytes ^ (LOW * u64::from(needles[i]));
        found |= word.wrapping_sub(LOW) & !word & HIGH;
        i += 1;
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{self, Read};

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
    fn find_any_finds_the_first_of_any() {
        let text = b"abc\"de\\fghijklmn\nop\"qrstuvwxyz\\";
        for start in 0..text.len() {
            let expected = text[start..]
                .iter()
                .position(|&b| matches!(b, b'"' | b'\\' | b'\n'));
            assert_eq!(
                find_any(&text[start..], [b'"', b'\\', b'\n']),
                expected,
                "{start}"
            );
        }
        // A byte one above a needle after a needle: the borrow makes no false first.
        assert_eq!(
            find_any(&[0x23, 0x22, 0x5d, 0x5c, 0, 0, 0, 0], [b'"', b'\\']),
            Some(1)
        );
        assert_eq!(find_any(b"0123456789", [b'"', b'\\']), None);
    }

    #[test]
    fn a_slice_is_held_whole_and_never_filled() {
        let mut buffer = Buffer::new(Slice::new(b"abc}de"));
        assert_eq!(buffer.find(0, |b| b == b'}').unwrap(), Found::At(3));
        assert_eq!(buffer.take(4), b"abc}");
        assert_eq!(buffer.find(0, |b| b == b'}').unwrap(), Found::End(2));
        assert_eq!(buffer.fill().unwrap(), Fill::End);
    }

    #[test]
    fn find_reads_across_fills_and_reports_a_full_buffer() {
        let mut buffer = Buffer::new(Trickle(b"abcdef}gh").into_source(8));
        assert_eq!(buffer.find(0, |b| b == b'}').unwrap(), Found::At(6));
        assert_eq!(buffer.take(7), b"abcdef}");
        assert_eq!(buffer.find(0, |b| b == b'}').unwrap(), Found::End(2));
        let mut buffer = Buffer::new(Trickle(b"0123456789}").into_source(8));
        assert_eq!(buffer.find(0, |b| b == b'}').unwrap(), Found::Full);
        assert!(buffer.skip_until(|b| b == b'}').unwrap());
        assert_eq!(buffer.rest(), b"}");
    }
}
