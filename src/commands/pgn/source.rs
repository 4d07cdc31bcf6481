//! The inputs of `pgn`: files or stdin, plain or compressed with zstd, gzip or bzip2, found from
//! their first bytes; each read as a stream, with the bytes read counted for the progress line.

use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

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
    let got = fill(&mut counted, &mut first).map_err(|error| unreadable(&name, &error))?;
    let compression = Compression::of(&first[..got]);
    let input = io::Cursor::new(first[..got].to_vec()).chain(counted);
    Ok(Source {
        reader: decoder(compression, input),
        name,
        size,
    })
}

/// The decoded bytes of `input`. A compressed input is decoded on a thread of its own, ahead
/// of the reading (the PGN reader has a buffer of its own for plain text).
fn decoder<R: Read + Send + 'static>(compression: Compression, input: R) -> Box<dyn Read + Send> {
    let input = BufReader::with_capacity(1 << 16, input);
    match compression {
        Compression::None => Box::new(input.into_inner()),
        // Every frame, as the zstd tool decodes them, with its window limit (128 MiB).
        Compression::Zstd => match zstd::stream::read::Decoder::with_buffer(input) {
            Ok(decoder) => ahead(decoder),
            Err(error) => Box::new(Failed(Some(error))),
        },
        Compression::Gzip => ahead(flate2::bufread::MultiGzDecoder::new(input)),
        Compression::Bzip2 => ahead(bzip2::bufread::MultiBzDecoder::new(input)),
    }
}

/// A reader that fails once with its error (a decoder that could not start).
struct Failed(Option<io::Error>);

impl Read for Failed {
    fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
        self.0.take().map_or(Ok(0), Err)
    }
}

/// Blocks a decoding thread hands over: this many at most wait, of this size. Small blocks are
/// still in the caches when the reader copies them: on `bench/pgn-database`'s 50 MB `.zst` file,
/// 1 MiB blocks took 346 ms of CPU, 128 KiB ones 326 ms, 64 KiB ones the same (`perf stat -r 8`).
const AHEAD: usize = 8;
const BLOCK: usize = 1 << 17;

/// Reads `decoder` on a thread of its own, up to [`AHEAD`] blocks ahead of the reader. The
/// blocks read come back to be filled again: a handful are ever allocated, each zeroed once (a
/// fresh block each time cost page faults and zeroing: 368 ms of CPU rather than 346 ms above).
fn ahead(mut decoder: impl Read + Send + 'static) -> Box<dyn Read + Send> {
    let (blocks, received) = sync_channel::<io::Result<(Vec<u8>, usize)>>(AHEAD);
    let (spent, to_fill) = sync_channel::<Vec<u8>>(AHEAD + 2);
    std::thread::spawn(move || {
        loop {
            let mut block = to_fill.try_recv().unwrap_or_else(|_| vec![0; BLOCK]);
            let read = fill(&mut decoder, &mut block);
            let end = matches!(read, Ok(0) | Err(_));
            let sent = match read {
                Ok(0) => Ok(()),
                Ok(len) => blocks.send(Ok((block, len))),
                Err(error) => blocks.send(Err(error)),
            };
            // The reader has gone (it stopped early), or there is nothing more.
            if end || sent.is_err() {
                return;
            }
        }
    });
    Box::new(Ahead {
        blocks: received,
        spent,
        block: Vec::new(),
        len: 0,
        at: 0,
    })
}

/// Reads from `decoder` until `block` is full or the input ends; how many bytes it holds.
pub fn fill(decoder: &mut impl Read, block: &mut [u8]) -> io::Result<usize> {
    let mut len = 0;
    while len < block.len() {
        match decoder.read(&mut block[len..]) {
            Ok(0) => break,
            Ok(n) => len += n,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(len)
}

/// The reading end of [`ahead`].
struct Ahead {
    blocks: Receiver<io::Result<(Vec<u8>, usize)>>,
    /// Blocks read, handed back to the decoding thread.
    spent: SyncSender<Vec<u8>>,
    block: Vec<u8>,
    /// The bytes of `block` that were read into it.
    len: usize,
    at: usize,
}

impl Read for Ahead {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.at == self.len {
            match self.blocks.recv() {
                Ok(block) => {
                    let (block, len) = block?;
                    let read = std::mem::replace(&mut self.block, block);
                    // (The decoding thread may have ended, or have enough blocks.)
                    if !read.is_empty() {
                        let _ = self.spent.try_send(read);
                    }
                    (self.len, self.at) = (len, 0);
                }
                Err(_) => return Ok(0), // the decoder is done
            }
        }
        let n = buf.len().min(self.len - self.at);
        buf[..n].copy_from_slice(&self.block[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}
