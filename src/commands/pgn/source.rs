//! The inputs of `pgn`: files or stdin, plain or compressed with zstd, gzip or bzip2, found from
//! their first bytes; each read as a stream, with the bytes read counted for the progress line.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use ruzstd::decoding::errors::{FrameDecoderError, ReadFrameHeaderError};
use ruzstd::decoding::{BlockDecodingStrategy, FrameDecoder};

use crate::input::quote;
use crate::output::{Failure, bad};

/// One input, ready to read: its name for messages, its size when known, its decoded bytes.
pub struct Source {
    pub name: String,
    pub size: Option<u64>,
    pub reader: Box<dyn Read + Send>,
}

/// The bytes read from the files (before decompression), for the progress line.
struct Counted<R> {
    inner: R,
    count: Arc<AtomicU64>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// How an input is compressed, from its first bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compression {
    None,
    Zstd,
    Gzip,
    Bzip2,
}

impl Compression {
    pub fn of(first: &[u8]) -> Compression {
        match first {
            [0x28, 0xb5, 0x2f, 0xfd, ..] => Compression::Zstd,
            [0x1f, 0x8b, ..] => Compression::Gzip,
            [b'B', b'Z', b'h', ..] => Compression::Bzip2,
            _ => Compression::None,
        }
    }
}

/// The message for an input that cannot be read.
pub fn unreadable(name: &str, error: &io::Error) -> Failure {
    bad(format!("{name}: cannot read the input: {error}"))
}

/// Opens `path` (`-`: stdin) and finds its compression.
pub fn open(path: &Path, count: &Arc<AtomicU64>) -> Result<Source, Failure> {
    let text = path.to_string_lossy();
    let (name, raw, size): (String, Box<dyn Read + Send>, _) = if text == "-" {
        ("stdin".to_string(), Box::new(io::stdin()), None)
    } else {
        let name = quote(&text);
        let file = File::open(path).map_err(|error| bad(format!("{name}: {error}")))?;
        let size = file.metadata().ok().map(|meta| meta.len());
        (name, Box::new(file), size)
    };
    let mut counted = Counted {
        inner: raw,
        count: Arc::clone(count),
    };
    // The first four bytes say the compression (a pipe may hand them over in pieces).
    let mut first = [0u8; 4];
    let mut got = 0;
    while got < first.len() {
        match counted.read(&mut first[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(unreadable(&name, &error)),
        }
    }
    let compression = Compression::of(&first[..got]);
    let input = io::Cursor::new(first[..got].to_vec()).chain(counted);
    Ok(Source {
        reader: decoder(compression, input),
        name,
        size,
    })
}

/// The decoded bytes of `input` (the PGN reader has a buffer of its own for plain text).
fn decoder<R: Read + Send + 'static>(compression: Compression, input: R) -> Box<dyn Read + Send> {
    let input = BufReader::with_capacity(1 << 16, input);
    match compression {
        Compression::None => Box::new(input.into_inner()),
        Compression::Zstd => Box::new(Zstd::new(input)),
        Compression::Gzip => Box::new(flate2::bufread::MultiGzDecoder::new(input)),
        Compression::Bzip2 => Box::new(bzip2::bufread::MultiBzDecoder::new(input)),
    }
}

/// A zstd stream of any number of frames (skippable frames passed over), decoded as read.
pub struct Zstd<R> {
    source: R,
    frame: FrameDecoder,
    /// A frame is being decoded.
    active: bool,
}

impl<R: BufRead> Zstd<R> {
    pub fn new(source: R) -> Zstd<R> {
        Zstd {
            source,
            frame: FrameDecoder::new(),
            active: false,
        }
    }
}

fn corrupt(error: impl std::fmt::Display) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, format!("zstd: {error}"))
}

impl<R: BufRead> Read for Zstd<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            if !self.active {
                if self.source.fill_buf()?.is_empty() {
                    return Ok(0);
                }
                match self.frame.reset(&mut self.source) {
                    Ok(()) => self.active = true,
                    Err(FrameDecoderError::ReadFrameHeaderError(
                        ReadFrameHeaderError::SkipFrame { length, .. },
                    )) => {
                        let skipped =
                            io::copy(&mut (&mut self.source).take(length.into()), &mut io::sink())?;
                        if skipped < u64::from(length) {
                            return Err(corrupt("a skippable frame is cut short"));
                        }
                    }
                    Err(error) => return Err(corrupt(error)),
                }
                continue;
            }
            if self.frame.can_collect() > 0 {
                return self.frame.read(buf);
            }
            if self.frame.is_finished() {
                self.active = false;
                continue;
            }
            self.frame
                .decode_blocks(&mut self.source, BlockDecodingStrategy::UptoBlocks(1))
                .map_err(corrupt)?;
        }
    }
}
