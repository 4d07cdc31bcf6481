//! EPD, the Extended Position Description: a position in FEN's first four fields, then
//! operations (`opcode operand …;`), as Steven J. Edwards defines it in "Portable Game Notation
//! Specification and Implementation Guide" (1994), section 16.2. Test suites carry their answers
//! in operations: `bm` (best moves) and `am` (moves to avoid) in SAN, `id`, the comments `c0` to
//! `c9`, and in perft suites the leaf counts `D1`, `D2`, … of each depth.
//!
//! Reading allocates nothing: an [`Epd`] holds the position and borrows its operations from the
//! text, checked once when the record is read.

mod error;
mod scan;

use core::fmt;

pub use error::EpdError;
use scan::{next_operand, next_operation, skip_space, word_end};

use crate::{Move, Position, SanError, Variant};

/// One EPD record: a position and its operations, borrowed from the text it was read from.
///
/// [`parse`](Epd::parse) reads the standard form, `<placement> <side> <castling> <en passant>`
/// then operations each ended by `;`, and the form perft suites use: a whole FEN, clocks
/// included, then operations each started by `;` (`<FEN> ;D1 20 ;D2 400`). Empty operations are
/// skipped and the last `;` may be left off, so both read alike. Every operation is checked while
/// reading: `bm` and `am` must be legal moves of the position in SAN, `D<n>` a count, `id` and
/// `c0`–`c9` one string, `hmvc` and `fmvn` clocks (which then set the position's), and an opcode
/// may appear once a record.
///
/// [`Display`](fmt::Display) writes the record back: the four fields (six when the record gave
/// the clocks as fields), then each operation as `opcode operands;`, moves in SAN as
/// [`Position::san`] writes them. What it writes reads back to an equal record.
///
/// ```
/// use chess_core::epd::Epd;
///
/// let text = r#"7k/6pp/8/8/8/8/8/R5K1 w - - bm Ra8#; id "mate in one"; c0 "back rank";"#;
/// let record = Epd::parse(text).unwrap();
/// let mate = record.position().parse_move("a1a8").unwrap();
/// assert_eq!(record.best_moves().collect::<Vec<_>>(), [mate]);
/// assert_eq!(record.id(), Some("mate in one"));
/// assert_eq!(record.comment(0), Some("back rank"));
/// assert_eq!(record.to_string(), text);
///
/// // A perft suite's line: a FEN with clocks, and the leaf count of each depth.
/// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400";
/// let record = Epd::parse(start).unwrap();
/// assert_eq!(record.perft_counts().collect::<Vec<_>>(), [(1, 20), (2, 400)]);
/// assert_eq!(record.perft_count(2), Some(400));
/// assert_eq!(
///     record.to_string(),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 D1 20; D2 400;"
/// );
/// assert!(Epd::parse("8/8/8/8/8/8/8/K1k5 w - - D1 three;").is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Epd<'a> {
    position: Position,
    /// The position fields as written: four, or six when the record gave the clocks as FEN's
    /// fifth and sixth fields (they are then written back there).
    fields: &'a str,
    /// The operations as written, checked when the record was read.
    operations: &'a str,
}

impl<'a> Epd<'a> {
    /// A record of `position` with no operations. It is written with FEN's first four fields
    /// only, as EPD has no clocks: append `hmvc` and `fmvn` operations to keep them.
    ///
    /// ```
    /// use chess_core::{Position, epd::Epd};
    /// let record = Epd::new(Position::default());
    /// assert_eq!(
    ///     format!("{record} id \"start\";"),
    ///     r#"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id "start";"#
    /// );
    /// ```
    pub const fn new(position: Position) -> Epd<'static> {
        Epd {
            position,
            fields: "",
            operations: "",
        }
    }

    /// Reads one record; surrounding white space (a line break) is ignored. The variant is
    /// recognised from the position, as [`str::parse`] reads FEN ([`Variant::Auto`]). The
    /// position is read as [`Position::from_fen_permissive`] reads it: test suites hold composed
    /// positions no game reaches (the standard perft suite has a king checked by two bishops on
    /// one diagonal), and their counts are still worth checking.
    pub fn parse(record: &'a str) -> Result<Epd<'a>, EpdError> {
        Epd::parse_as(record, Variant::Auto)
    }

    /// [`parse`](Epd::parse), the position read as `variant` says
    /// ([`Position::from_fen_permissive`]).
    ///
    /// ```
    /// use chess_core::{Variant, epd::Epd};
    /// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20";
    /// let record = Epd::parse_as(start, Variant::Chess960).unwrap();
    /// assert!(record.position().castling_rights().is_chess960());
    /// ```
    pub fn parse_as(record: &'a str, variant: Variant) -> Result<Epd<'a>, EpdError> {
        let bytes = record.as_bytes();
        let start = skip_space(bytes, 0);
        let mut end = start;
        for found in 0..4 {
            let field = skip_space(bytes, end);
            end = word_end(bytes, field);
            if end == field {
                return Err(EpdError::MissingFields(found));
            }
        }
        // The clocks, when the record gives them as fields: an opcode never starts with a digit.
        for _ in 0..2 {
            let field = skip_space(bytes, end);
            let field_end = word_end(bytes, field);
            if field_end == field || !bytes[field..field_end].iter().all(u8::is_ascii_digit) {
                break;
            }
            end = field_end;
        }
        let fields = &record[start..end];
        let mut position = Position::from_fen_permissive(fields, variant).map_err(EpdError::Fen)?;
        let operations = record[end..].trim_end();
        check_operations(record, end, &mut position)?;
        Ok(Epd {
            position,
            fields,
            operations,
        })
    }

    /// The position, with the clocks the record gives (as fields or by `hmvc` and `fmvn`), else
    /// 0 and 1.
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The position fields as the record has them: four, or six with the clocks.
    pub(crate) const fn fields(&self) -> &'a str {
        self.fields
    }

    /// Whether the record gave the clocks as fields.
    fn has_clock_fields(&self) -> bool {
        self.fields.split_ascii_whitespace().nth(4).is_some()
    }

    /// Every operation, in the order written.
    pub fn operations(&self) -> Operations<'a> {
        Operations {
            text: self.operations,
            at: 0,
        }
    }

    /// The operation with this opcode, if the record has it.
    pub fn operation(&self, opcode: &str) -> Option<Operation<'a>> {
        self.operations()
            .find(|operation| operation.opcode == opcode)
    }

    /// The `id` operation's string: the record's name.
    pub fn id(&self) -> Option<&'a str> {
        self.text_of("id")
    }

    /// The comment `c0` to `c9` given by `index` (0 to 9).
    pub fn comment(&self, index: u8) -> Option<&'a str> {
        let opcode = [b'c', b'0' + index.min(9)];
        let opcode = core::str::from_utf8(&opcode).ok()?;
        self.text_of(opcode).filter(|_| index <= 9)
    }

    fn text_of(&self, opcode: &str) -> Option<&'a str> {
        let operation = self.operation(opcode)?;
        operation.operands().next().map(Operand::text)
    }

    /// The best moves (`bm`), none when the record does not say.
    pub fn best_moves(&self) -> Moves<'_> {
        self.moves("bm")
    }

    /// The moves to avoid (`am`), none when the record does not say.
    pub fn avoid_moves(&self) -> Moves<'_> {
        self.moves("am")
    }

    fn moves(&self, opcode: &str) -> Moves<'_> {
        let operands = self
            .operation(opcode)
            .map_or("", |operation| operation.operands);
        Moves {
            position: &self.position,
            operands: Operands::new(operands),
        }
    }

    /// The perft counts `D<depth> <nodes>`, as `(depth, nodes)` in the order written.
    pub fn perft_counts(&self) -> PerftCounts<'a> {
        PerftCounts(self.operations())
    }

    /// The perft count of `depth` (`D<depth>`), if the record gives it.
    pub fn perft_count(&self, depth: u32) -> Option<u64> {
        self.perft_counts()
            .find(|&(given, _)| given == depth)
            .map(|(_, nodes)| nodes)
    }
}

impl fmt::Display for Epd<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.has_clock_fields() {
            write!(f, "{}", self.position)?;
        } else {
            let mut fields = FirstFields {
                f,
                spaces: 3,
                done: false,
            };
            fmt::Write::write_fmt(&mut fields, format_args!("{}", self.position))?;
        }
        for operation in self.operations() {
            match Known::of(operation.opcode) {
                Known::Moves => {
                    f.write_str(" ")?;
                    f.write_str(operation.opcode)?;
                    for mv in self.moves(operation.opcode) {
                        write!(f, " {}", self.position.san(mv))?;
                    }
                    f.write_str(";")?;
                }
                _ => write!(f, " {operation}")?,
            }
        }
        Ok(())
    }
}

/// Passes on what is written before its fourth space: FEN's first four fields.
struct FirstFields<'f, 'g> {
    f: &'f mut fmt::Formatter<'g>,
    /// Spaces still to pass on; after the last, nothing more is.
    spaces: usize,
    done: bool,
}

impl fmt::Write for FirstFields<'_, '_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        if self.done {
            return Ok(());
        }
        for (at, byte) in text.bytes().enumerate() {
            if byte == b' ' {
                if self.spaces == 0 {
                    self.done = true;
                    return self.f.write_str(&text[..at]);
                }
                self.spaces -= 1;
            }
        }
        self.f.write_str(text)
    }
}

/// One operation: its opcode and its operands as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operation<'a> {
    opcode: &'a str,
    operands: &'a str,
}

impl<'a> Operation<'a> {
    /// The opcode: `bm`, `id`, `D3`, ….
    pub const fn opcode(&self) -> &'a str {
        self.opcode
    }

    /// The operands, in order.
    pub fn operands(&self) -> Operands<'a> {
        Operands::new(self.operands)
    }
}

/// Writes `opcode operand …;`.
impl fmt::Display for Operation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.opcode)?;
        for operand in self.operands() {
            write!(f, " {operand}")?;
        }
        f.write_str(";")
    }
}

/// One operand of an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand<'a> {
    /// A string, as written between its quotes: `\"` and `\\` in it stand for `"` and `\`.
    String(&'a str),
    /// Anything else: a move, a number, a word.
    Word(&'a str),
}

impl<'a> Operand<'a> {
    /// The text, without the quotes of a string.
    pub const fn text(self) -> &'a str {
        match self {
            Operand::String(text) | Operand::Word(text) => text,
        }
    }
}

/// Writes a string in its quotes, a word as it is.
impl fmt::Display for Operand<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Operand::String(text) => write!(f, "\"{text}\""),
            Operand::Word(text) => f.write_str(text),
        }
    }
}

/// The operations of a record: [`Epd::operations`].
#[derive(Clone, Debug)]
pub struct Operations<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Iterator for Operations<'a> {
    type Item = Operation<'a>;

    fn next(&mut self) -> Option<Operation<'a>> {
        // The text was checked when the record was read, so it always reads.
        let raw = next_operation(self.text, self.at)?.ok()?;
        self.at = raw.end;
        Some(Operation {
            opcode: raw.opcode,
            operands: raw.operands,
        })
    }
}

/// The operands of an operation: [`Operation::operands`].
#[derive(Clone, Debug)]
pub struct Operands<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Operands<'a> {
    const fn new(text: &'a str) -> Operands<'a> {
        Operands { text, at: 0 }
    }
}

impl<'a> Iterator for Operands<'a> {
    type Item = Operand<'a>;

    fn next(&mut self) -> Option<Operand<'a>> {
        let (start, end) = next_operand(self.text.as_bytes(), self.at)?.ok()?;
        self.at = end;
        let token = &self.text[start..end];
        Some(match token.strip_prefix('"') {
            Some(string) => Operand::String(&string[..string.len() - 1]),
            None => Operand::Word(token),
        })
    }
}

/// The moves of a `bm` or `am` operation: [`Epd::best_moves`], [`Epd::avoid_moves`].
#[derive(Clone, Debug)]
pub struct Moves<'e> {
    position: &'e Position,
    operands: Operands<'e>,
}

impl Iterator for Moves<'_> {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        // Each was read as a legal move when the record was read.
        let operand = self.operands.next()?;
        self.position.parse_san(operand.text()).ok()
    }
}

/// The perft counts of a record: [`Epd::perft_counts`].
#[derive(Clone, Debug)]
pub struct PerftCounts<'a>(Operations<'a>);

impl Iterator for PerftCounts<'_> {
    type Item = (u32, u64);

    fn next(&mut self) -> Option<(u32, u64)> {
        self.0.find_map(|operation| {
            let Known::Perft(depth) = Known::of(operation.opcode) else {
                return None;
            };
            Some((depth?, operation.operands().next()?.text().parse().ok()?))
        })
    }
}

/// The opcodes whose operands this module reads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Known {
    /// `bm`, `am`: moves in SAN.
    Moves,
    /// `id`, `c0`–`c9`: one string.
    Text,
    /// `D<n>`: a perft count; `None` when `n` is not a depth.
    Perft(Option<u32>),
    /// `hmvc`: the half-move clock.
    HalfmoveClock,
    /// `fmvn`: the full-move number.
    FullmoveNumber,
    Other,
}

impl Known {
    fn of(opcode: &str) -> Known {
        let bytes = opcode.as_bytes();
        match opcode {
            "bm" | "am" => Known::Moves,
            "id" => Known::Text,
            "hmvc" => Known::HalfmoveClock,
            "fmvn" => Known::FullmoveNumber,
            _ if bytes.len() == 2 && bytes[0] == b'c' && bytes[1].is_ascii_digit() => Known::Text,
            _ => match opcode.strip_prefix('D') {
                Some(depth) if !depth.is_empty() && depth.bytes().all(|b| b.is_ascii_digit()) => {
                    Known::Perft(depth.parse().ok())
                }
                _ => Known::Other,
            },
        }
    }
}

/// Checks every operation of `record` from byte `from` on, and sets the clocks of `position` that
/// `hmvc` and `fmvn` give.
fn check_operations(record: &str, from: usize, position: &mut Position) -> Result<(), EpdError> {
    let column = |at: usize| record[..at].chars().count() + 1;
    let mut at = from;
    let (mut halfmove_clock, mut fullmove_number) =
        (position.halfmove_clock(), position.fullmove_number());
    while let Some(raw) = next_operation(record, at) {
        let raw = raw.map_err(|error| error.at(column))?;
        at = raw.end;
        let here = column(raw.start);
        // Each opcode once: compare with the ones before it.
        let mut before = from;
        while let Some(Ok(earlier)) = next_operation(record, before) {
            if earlier.start == raw.start {
                break;
            }
            if earlier.opcode == raw.opcode {
                return Err(EpdError::RepeatedOpcode { column: here });
            }
            before = earlier.end;
        }
        let bytes = raw.operands.as_bytes();
        let only = only_operand(raw.operands);
        match Known::of(raw.opcode) {
            Known::Moves => {
                let mut offset = 0;
                let mut count = 0;
                while let Some(Ok((start, end))) = next_operand(bytes, offset) {
                    offset = end;
                    count += 1;
                    let word = &raw.operands[start..end];
                    let error = match word.starts_with('"') {
                        true => Err(SanError::Malformed),
                        false => position.parse_san(word),
                    };
                    if let Err(error) = error {
                        let column = column(raw.operands_start + start);
                        return Err(EpdError::Move { column, error });
                    }
                }
                if count == 0 {
                    let error = SanError::Malformed;
                    return Err(EpdError::Move {
                        column: here,
                        error,
                    });
                }
            }
            Known::Text => {
                only.ok_or(EpdError::Text { column: here })?;
            }
            Known::Perft(depth) => {
                let count = only.and_then(|count| count.parse::<u64>().ok());
                if depth.is_none() || count.is_none() {
                    return Err(EpdError::PerftCount { column: here });
                }
            }
            Known::HalfmoveClock => {
                halfmove_clock = only
                    .and_then(|clock| clock.parse().ok())
                    .ok_or(EpdError::Clock { column: here })?;
            }
            Known::FullmoveNumber => {
                // 0 reads as 1, as it does in FEN.
                fullmove_number = only
                    .and_then(|number| number.parse::<u16>().ok())
                    .map(|number| number.max(1))
                    .ok_or(EpdError::Clock { column: here })?;
            }
            Known::Other => {}
        }
    }
    position.set_clocks(halfmove_clock, fullmove_number);
    Ok(())
}

/// The text of the one operand in `operands`; `None` for none or more.
fn only_operand(operands: &str) -> Option<&str> {
    let mut operands = Operands::new(operands);
    match (operands.next(), operands.next()) {
        (Some(operand), None) => Some(operand.text()),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
