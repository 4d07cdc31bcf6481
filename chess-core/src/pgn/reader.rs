//! [`Reader`]: games one at a time from a byte stream, every move checked, to a [`Visitor`].

use std::io::Read;
use std::string::String;
use std::vec::Vec;

use super::buffer::find_byte;
use super::error::{Error, ErrorKind, Fail};
use super::lexer::{Lexer, Token};
use super::{Nag, Text, Visitor, read_variant};
use crate::{Move, Position, Undo, Variant};

/// The buffer's size unless [`Reader::with_capacity`] says otherwise: the longest comment, tag
/// line or word the reader takes.
pub const DEFAULT_CAPACITY: usize = 256 * 1024;

/// Where a line of play (the main line or a variation) stands.
#[derive(Clone, Copy)]
struct Line {
    position: Position,
    /// The last move and what takes it back: a variation replacing that move starts where it
    /// was played (kept so rather than as a copy of the position before every move).
    last: Option<(Move, Undo)>,
    /// Plies played along this line from the game's start.
    ply: u32,
}

/// Reads PGN games one after another from any [`Read`] (a file, stdin, `&[u8]`), through a
/// buffer of fixed size: a database of any size is read in that much memory.
///
/// Each [`read_game`](Reader::read_game) reads the next game and hands it to a [`Visitor`],
/// checking every move; a game with an error is an [`Error`] and the reader goes on with the
/// next game. See the [module docs](super) for an example.
pub struct Reader<R> {
    lexer: Lexer<R>,
    /// Games started so far.
    games: u64,
    /// The ply an error would be reported at.
    ply: u32,
    /// The game's last token has been read (its result): nothing to skip after an error.
    ended: bool,
    /// The tags are read: after an error, a `[` starts the next game.
    in_movetext: bool,
    /// The lines around the variation being read.
    lines: Vec<Line>,
    /// The `FEN` tag's value, and the unescaped value of a tag that has escapes.
    fen: String,
    scratch: Vec<u8>,
    /// The start position, made once rather than for every game.
    start: Position,
}

impl<R: Read> Reader<R> {
    /// A reader with a buffer of [`DEFAULT_CAPACITY`] bytes.
    pub fn new(reader: R) -> Reader<R> {
        Reader::with_capacity(DEFAULT_CAPACITY, reader)
    }

    /// A reader whose buffer holds `capacity` bytes (at least 256): no comment, tag line or
    /// word may be longer ([`ErrorKind::TooLong`]).
    pub fn with_capacity(capacity: usize, reader: R) -> Reader<R> {
        Reader {
            lexer: Lexer::new(reader, capacity.max(256)),
            games: 0,
            ply: 0,
            ended: false,
            in_movetext: false,
            lines: Vec::new(),
            fen: String::new(),
            scratch: Vec::new(),
            start: Position::default(),
        }
    }

    /// How many games have been started, those with errors included: the number of the last
    /// one.
    #[must_use]
    pub fn games_read(&self) -> u64 {
        self.games
    }

    /// Reads the next game into `visitor`: what its [`end_game`](Visitor::end_game) returns,
    /// `None` when the input has no more games, or the game's error. After an error (but
    /// [`ErrorKind::Io`]) the rest of that game has been passed over, and the next call reads
    /// the next game.
    pub fn read_game<V: Visitor>(&mut self, visitor: &mut V) -> Result<Option<V::Output>, Error> {
        match self.lexer.skip_space() {
            Ok(None) => return Ok(None),
            Ok(Some(_)) => {}
            Err(fail) => return Err(Error::new(self.games + 1, 0, fail)),
        }
        self.games += 1;
        self.ply = 0;
        self.ended = false;
        self.in_movetext = false;
        visitor.begin_game();
        match self.game(visitor) {
            Ok(output) => Ok(Some(output)),
            Err(fail) => {
                let ply = self.ply;
                if !matches!(fail.kind, ErrorKind::Io(_)) && !self.ended {
                    if let Err(io) = self.skip_rest() {
                        return Err(Error::new(self.games, ply, io));
                    }
                }
                Err(Error::new(self.games, ply, fail))
            }
        }
    }

    /// An iterator over the games, each [`read_game`](Reader::read_game)'s answer; it ends with
    /// the input, or after an [`ErrorKind::Io`].
    pub fn games<'a, V: Visitor>(&'a mut self, visitor: &'a mut V) -> Games<'a, R, V> {
        Games {
            reader: self,
            visitor,
            done: false,
        }
    }

    /// The tags, then the moves.
    fn game<V: Visitor>(&mut self, visitor: &mut V) -> Result<V::Output, Fail> {
        let start = self.tags(visitor)?;
        self.in_movetext = true;
        if visitor.begin_movetext(&start).0 {
            self.skip_movetext()?;
            return Ok(visitor.end_game(&start));
        }
        self.lines.clear();
        let mut line = Line {
            position: start,
            last: None,
            ply: 0,
        };
        loop {
            self.ply = line.ply;
            match self.lexer.next(true)? {
                Token::Move(text) => {
                    self.ply = line.ply + 1;
                    let (san, nag) = split_annotation(text)?;
                    let mv = (line.position.parse_san_bytes(san))
                        .map_err(|error| Fail::new(ErrorKind::San(error), text))?;
                    visitor.san(&line.position, mv);
                    // parse_san found it legal
                    line.last = Some((mv, line.position.make_unchecked(mv)));
                    line.ply += 1;
                    if let Some(nag) = nag {
                        visitor.nag(nag);
                    }
                }
                Token::Comment(text) => visitor.comment(Text::new(text)),
                Token::Nag(nag) => visitor.nag(nag),
                Token::Open => {
                    let Some((mv, undo)) = line.last else {
                        return Err(Fail::new(ErrorKind::VariationWithoutMove, b"("));
                    };
                    if visitor.begin_variation().0 {
                        self.skip_variation()?;
                    } else {
                        self.lines.push(line);
                        line.position.unmake(mv, undo);
                        line = Line {
                            position: line.position,
                            last: None,
                            ply: line.ply - 1,
                        };
                    }
                }
                Token::Close => {
                    line = self
                        .lines
                        .pop()
                        .ok_or_else(|| Fail::new(ErrorKind::UnmatchedClose, b")"))?;
                    visitor.end_variation();
                }
                Token::Result(result) => {
                    self.ended = true;
                    self.open_variations()?;
                    visitor.result(result);
                    break;
                }
                Token::TagStart | Token::Eof => {
                    self.open_variations()?;
                    break;
                }
            }
        }
        Ok(visitor.end_game(&line.position))
    }

    /// The error for variations still open at the end of the game.
    fn open_variations(&self) -> Result<(), Fail> {
        match self.lines.is_empty() {
            true => Ok(()),
            false => Err(Fail::new(ErrorKind::UnterminatedVariation, b"")),
        }
    }

    /// Reads the tags, each to the visitor; the start position they give.
    fn tags<V: Visitor>(&mut self, visitor: &mut V) -> Result<Position, Fail> {
        self.fen.clear();
        let mut variant = Variant::Auto;
        while self.lexer.skip_space()? == Some(b'[') {
            let tag = self.lexer.tag()?;
            let value = Text::new(unescape(tag.value, &mut self.scratch));
            if tag.name == b"FEN" {
                self.fen.push_str(&value.to_str());
            } else if tag.name == b"Variant" {
                variant = read_variant(&value.to_str())
                    .ok_or_else(|| Fail::new(ErrorKind::Variant, value.as_bytes()))?;
            }
            visitor.tag(tag.name, value);
        }
        if self.fen.is_empty() {
            return Ok(match variant {
                Variant::Chess960 => Position::from_fen(START, variant).unwrap_or_default(),
                _ => self.start,
            });
        }
        // A full-move number of 0, which puzzle collections write for "unknown", is read as 1.
        if self.fen.ends_with(" 0") {
            let at = self.fen.len() - 1;
            self.fen.replace_range(at.., "1");
        }
        let mut start = Position::from_fen(&self.fen, variant)
            .map_err(|error| Fail::new(ErrorKind::Fen(error), self.fen.as_bytes()))?;
        // A start whose castling only Chess960 has is a Chess960 game's, `Variant` tag or not:
        // declared so, as the game then writes it (with the tag) and reads back.
        let rights = start.castling_rights();
        if rights.is_chess960() {
            start.set_castling(rights.declared_chess960());
        }
        Ok(start)
    }

    /// Passes over a variation whose `(` was just read, to its `)`.
    fn skip_variation(&mut self) -> Result<(), Fail> {
        let mut depth = 1u32;
        loop {
            match self.lexer.next(false)? {
                Token::Open => depth += 1,
                Token::Close => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Token::Result(_) => {
                    self.ended = true;
                    return Err(Fail::new(ErrorKind::UnterminatedVariation, b""));
                }
                Token::TagStart | Token::Eof => {
                    return Err(Fail::new(ErrorKind::UnterminatedVariation, b""));
                }
                _ => {}
            }
        }
    }

    /// Passes over a game's moves, to its result or the next game.
    fn skip_movetext(&mut self) -> Result<(), Fail> {
        loop {
            match self.lexer.next(false)? {
                Token::Result(_) => return Ok(()),
                Token::TagStart | Token::Eof => return Ok(()),
                _ => {}
            }
        }
    }

    /// After an error: passes over the rest of the game, to its result, the next game's tags or
    /// the end of the input, whatever else is wrong on the way. Fails only when the input cannot
    /// be read.
    fn skip_rest(&mut self) -> Result<(), Fail> {
        loop {
            match self.lexer.next(false) {
                Ok(Token::TagStart) if self.in_movetext => return Ok(()),
                Ok(Token::TagStart) => self.lexer.skip_line()?,
                Ok(Token::Result(_) | Token::Eof) => return Ok(()),
                Err(fail) if matches!(fail.kind, ErrorKind::Io(_)) => return Err(fail),
                Ok(_) | Err(_) => self.in_movetext = true,
            }
        }
    }
}

/// [`Reader::games`]: each game's [`Visitor::end_game`] value or its error.
pub struct Games<'a, R, V> {
    reader: &'a mut Reader<R>,
    visitor: &'a mut V,
    done: bool,
}

impl<R: Read, V: Visitor> Iterator for Games<'_, R, V> {
    type Item = Result<V::Output, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        match self.reader.read_game(self.visitor) {
            Ok(Some(output)) => Some(Ok(output)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(error) => {
                self.done = error.is_io();
                Some(Err(error))
            }
        }
    }
}

/// The standard start position, as a Chess960 game without a `FEN` tag starts.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A tag value with `\"` and `\\` read (in `scratch` when it has any).
fn unescape<'a>(value: &'a [u8], scratch: &'a mut Vec<u8>) -> &'a [u8] {
    if find_byte(value, b'\\').is_none() {
        return value;
    }
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

/// A move word split into the SAN and the annotation after it (`e4!?`: `e4` and `$5`).
fn split_annotation(word: &[u8]) -> Result<(&[u8], Option<Nag>), Fail> {
    let marks = word
        .iter()
        .rev()
        .take_while(|&&b| b == b'!' || b == b'?')
        .count();
    if marks == 0 {
        return Ok((word, None));
    }
    let (san, suffix) = word.split_at(word.len() - marks);
    match Nag::from_suffix(suffix) {
        Some(nag) => Ok((san, Some(nag))),
        None => Err(Fail::new(ErrorKind::Nag, word)),
    }
}
