//! Perft suites: files of positions with their published leaf counts, read through the EPD
//! reader without allocating.

use core::fmt;

use crate::epd::{Epd, EpdError, PerftCounts};
use crate::{Position, Variant};

/// The records of a perft suite, one at a time, each with the line it stands on.
///
/// A suite is read line by line, in either of two forms (mixed freely):
/// - an EPD record a line, its counts as `D<depth> <nodes>` operations, in standard EPD
///   (`<4 fields> D1 20; D2 400;`) or with the whole FEN and each operation after a `;`
///   (`<FEN> ;D1 20 ;D2 400`), as the widely shared perft suites write them (see [`Epd`]);
/// - a block of lines: `id <name>` (optional), `epd <EPD record>`, then `perft <depth> <nodes>`
///   lines, one a count.
///
/// Blank lines and lines starting with `#` are skipped. A record that cannot be read is an
/// error naming its line; reading goes on with the next line.
///
/// ```
/// use chess_core::perft::{self, Suite};
///
/// let text = "\
/// ## the start position, then Kiwipete (`#`: a comment)
/// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400
///
/// id kiwipete
/// epd r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -
/// perft 1 48
/// perft 2 2039
/// ";
/// for record in Suite::new(text) {
///     let record = record.unwrap();
///     for (depth, nodes) in record.counts() {
///         assert_eq!(perft::perft(record.position(), depth), nodes, "line {}", record.line());
///     }
/// }
/// let records: Vec<_> = Suite::new(text).map(Result::unwrap).collect();
/// assert_eq!((records[0].line(), records[1].line()), (2, 5));
/// assert_eq!(records[1].id(), Some("kiwipete"));
/// assert_eq!(records[1].count(2), Some(2039));
///
/// let error = Suite::new("8/8/8/8/8/8/8/K1k5 w - - 0 1 ;D1 3\nperft 1 3\n").nth(1).unwrap();
/// assert_eq!(
///     error.unwrap_err().to_string(),
///     "line 2: a `perft` line needs an `epd` line before it"
/// );
/// ```
#[derive(Clone, Debug)]
pub struct Suite<'a> {
    text: &'a str,
    /// Where the next line starts.
    at: usize,
    /// The number of the line before it.
    line: usize,
    /// How each record's position is read.
    variant: Variant,
}

impl<'a> Suite<'a> {
    /// The records of `text`, a whole suite.
    pub const fn new(text: &'a str) -> Suite<'a> {
        Suite::read_as(text, Variant::Auto)
    }

    /// The records of `text`, each position read as `variant` says
    /// ([`Position::from_fen_permissive`](crate::Position::from_fen_permissive), as every EPD
    /// record is read): a Chess960 suite whose start looks
    /// standard still castles king-takes-rook.
    pub const fn read_as(text: &'a str, variant: Variant) -> Suite<'a> {
        Suite {
            text,
            at: 0,
            line: 0,
            variant,
        }
    }

    /// The next line that is neither blank nor a comment.
    fn next_line(&mut self) -> Option<Line<'a>> {
        while self.at < self.text.len() {
            let rest = &self.text[self.at..];
            let length = rest.find('\n').map_or(rest.len(), |end| end + 1);
            let text = &rest[..length];
            self.at += length;
            self.line += 1;
            let trimmed = text.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let word = trimmed.split_ascii_whitespace().next().unwrap_or_default();
            return Some(Line {
                number: self.line,
                text: text.trim_end(),
                word,
                end: self.at,
            });
        }
        None
    }

    /// The next significant line, left unread.
    fn peek_line(&self) -> Option<Line<'a>> {
        self.clone().next_line()
    }

    /// A block from its `epd` line on: the record, then its `perft` lines.
    fn block(&mut self, id: Option<&'a str>, epd: Line<'a>) -> Result<SuiteRecord<'a>, SuiteError> {
        let line = epd.number;
        let after_word = epd.text.find("epd").map_or(0, |at| at + 3);
        let record =
            Epd::parse_as(&epd.text[after_word..], self.variant).map_err(|error| SuiteError {
                line,
                kind: SuiteErrorKind::Record(error.shifted(after_word)),
            })?;
        let mut counts = &self.text[epd.end..epd.end];
        let from = epd.end;
        while let Some(next) = self.peek_line().filter(|next| next.word == "perft") {
            self.next_line();
            if perft_line(next.text).is_none() {
                let kind = SuiteErrorKind::PerftLine;
                return Err(SuiteError {
                    line: next.number,
                    kind,
                });
            }
            counts = &self.text[from..next.end];
        }
        Ok(SuiteRecord {
            line,
            id,
            record,
            counts,
        })
    }
}

/// One significant line of a suite.
#[derive(Clone, Copy)]
struct Line<'a> {
    number: usize,
    /// The line without its line break or trailing space.
    text: &'a str,
    /// Its first word.
    word: &'a str,
    /// Where the next line starts in the text.
    end: usize,
}

impl<'a> Iterator for Suite<'a> {
    type Item = Result<SuiteRecord<'a>, SuiteError>;

    fn next(&mut self) -> Option<Self::Item> {
        let line = self.next_line()?;
        let error = |kind| {
            Some(Err(SuiteError {
                line: line.number,
                kind,
            }))
        };
        match line.word {
            "id" => {
                let name = line.text.trim_start()[2..].trim();
                match self.peek_line().filter(|next| next.word == "epd") {
                    Some(_) => {
                        let epd = self.next_line()?;
                        Some(self.block(Some(name), epd))
                    }
                    None => error(SuiteErrorKind::IdWithoutEpd),
                }
            }
            "epd" => Some(self.block(None, line)),
            "perft" => error(SuiteErrorKind::PerftWithoutEpd),
            _ => Some(
                Epd::parse_as(line.text, self.variant)
                    .map(|record| SuiteRecord {
                        line: line.number,
                        id: None,
                        record,
                        counts: "",
                    })
                    .map_err(|error| SuiteError {
                        line: line.number,
                        kind: SuiteErrorKind::Record(error),
                    }),
            ),
        }
    }
}

/// `perft <depth> <nodes>` read, or `None`.
fn perft_line(line: &str) -> Option<(u32, u64)> {
    let mut words = line.split_ascii_whitespace();
    let (Some("perft"), Some(depth), Some(nodes), None) =
        (words.next(), words.next(), words.next(), words.next())
    else {
        return None;
    };
    Some((depth.parse().ok()?, nodes.parse().ok()?))
}

/// One position of a suite with its counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SuiteRecord<'a> {
    line: usize,
    id: Option<&'a str>,
    record: Epd<'a>,
    /// The block's `perft` lines (and any blank or comment lines between them).
    counts: &'a str,
}

impl<'a> SuiteRecord<'a> {
    /// The line the position stands on (counted from 1): the record's, or the block's `epd`
    /// line.
    pub const fn line(&self) -> usize {
        self.line
    }

    /// The name: the block's `id` line, else the record's `id` operation.
    pub fn id(&self) -> Option<&'a str> {
        self.id.or_else(|| self.record.id())
    }

    /// The position fields as the suite writes them: FEN's first four fields, and the clocks
    /// where the suite gives them.
    pub const fn fen(&self) -> &'a str {
        self.record.fields()
    }

    /// The position.
    pub const fn position(&self) -> &Position {
        self.record.position()
    }

    /// The EPD record, with any other operations it has.
    pub const fn record(&self) -> &Epd<'a> {
        &self.record
    }

    /// The published counts as `(depth, nodes)`, in the order written: the record's `D<n>`
    /// operations, then a block's `perft` lines.
    pub fn counts(&self) -> Counts<'a> {
        Counts {
            record: self.record.perft_counts(),
            lines: self.counts.lines(),
        }
    }

    /// The published count at `depth`, if there is one.
    pub fn count(&self, depth: u32) -> Option<u64> {
        self.counts()
            .find(|&(given, _)| given == depth)
            .map(|(_, nodes)| nodes)
    }
}

/// The counts of a suite record: [`SuiteRecord::counts`].
#[derive(Clone, Debug)]
pub struct Counts<'a> {
    record: PerftCounts<'a>,
    lines: core::str::Lines<'a>,
}

impl Iterator for Counts<'_> {
    type Item = (u32, u64);

    fn next(&mut self) -> Option<(u32, u64)> {
        self.record
            .next()
            .or_else(|| self.lines.find_map(perft_line))
    }
}

/// Why a suite could not be read, and on which line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SuiteError {
    line: usize,
    kind: SuiteErrorKind,
}

impl SuiteError {
    /// The line at fault, counted from 1.
    pub const fn line(&self) -> usize {
        self.line
    }

    /// What is wrong with it.
    pub const fn kind(&self) -> SuiteErrorKind {
        self.kind
    }
}

/// What is wrong with a line of a suite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SuiteErrorKind {
    /// An EPD record (a line, or after `epd`) that cannot be read.
    Record(EpdError),
    /// A `perft` line that is not `perft <depth> <nodes>` with two whole numbers.
    PerftLine,
    /// An `id` line not followed by an `epd` line.
    IdWithoutEpd,
    /// A `perft` line with no `epd` line before it in its block.
    PerftWithoutEpd,
}

impl fmt::Display for SuiteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match self.kind {
            SuiteErrorKind::Record(error) => write!(f, "{error}"),
            SuiteErrorKind::PerftLine => {
                f.write_str("expected `perft <depth> <nodes>`, two whole numbers")
            }
            SuiteErrorKind::IdWithoutEpd => {
                f.write_str("an `id` line needs an `epd` line after it")
            }
            SuiteErrorKind::PerftWithoutEpd => {
                f.write_str("a `perft` line needs an `epd` line before it")
            }
        }
    }
}

impl core::error::Error for SuiteError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match &self.kind {
            SuiteErrorKind::Record(error) => Some(error),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::vec::Vec;

    use super::*;

    fn errors(text: &str) -> Vec<SuiteError> {
        Suite::new(text).filter_map(Result::err).collect()
    }

    #[test]
    fn reads_every_shared_suite() {
        for (name, positions, counts) in [
            ("standard.epd", 128, 759),
            ("tricky.perft", 11, 37),
            ("fischer.epd", 960, 960 * 6),
        ] {
            let text = chess_testkit::suites::text(name);
            let records: Vec<_> = Suite::new(&text)
                .map(|record| record.unwrap_or_else(|error| panic!("{name}: {error}")))
                .collect();
            assert_eq!(records.len(), positions, "{name}");
            let read: usize = records.iter().map(|record| record.counts().count()).sum();
            assert_eq!(read, counts, "{name}");
            assert!(records.windows(2).all(|two| two[0].line() < two[1].line()));
        }
    }

    #[test]
    fn blocks_and_records_mix() {
        let text = "\
#comment
id two
  epd 8/8/8/8/8/8/8/K1k5 w - - D1 3;
perft 2 9

# a comment between the counts
perft 3 54
8/8/8/8/8/8/8/K1k5 b - - 0 1 ;D1 3 ;D2 9
epd 8/8/8/8/8/8/8/K1k5 w - -
";
        let records: Vec<_> = Suite::new(text).map(Result::unwrap).collect();
        assert_eq!(records.len(), 3);
        assert_eq!((records[0].line(), records[0].id()), (3, Some("two")));
        assert_eq!(records[0].fen(), "8/8/8/8/8/8/8/K1k5 w - -");
        assert_eq!(records[1].fen(), "8/8/8/8/8/8/8/K1k5 b - - 0 1");
        let counts: Vec<_> = records[0].counts().collect();
        assert_eq!(counts, [(1, 3), (2, 9), (3, 54)]);
        assert_eq!(records[0].count(3), Some(54));
        assert_eq!((records[1].line(), records[1].id()), (8, None));
        assert_eq!(records[1].counts().count(), 2);
        assert_eq!(records[2].line(), 9);
        assert_eq!(records[2].counts().count(), 0);
        assert_eq!(records[2].record().operations().count(), 0);
    }

    /// The one fault of `text`: its line and kind.
    fn kind(text: &str) -> (usize, SuiteErrorKind) {
        let errors = errors(text);
        assert_eq!(errors.len(), 1, "{text:?}: {errors:?}");
        (errors[0].line(), errors[0].kind())
    }

    #[test]
    fn faults_name_their_line() {
        assert_eq!(
            kind("\nid x\n8/8/8/8/8/8/8/K1k5 w - -\n"),
            (2, SuiteErrorKind::IdWithoutEpd)
        );
        assert_eq!(kind("id x\n"), (1, SuiteErrorKind::IdWithoutEpd));
        assert_eq!(kind("perft 1 3\n"), (1, SuiteErrorKind::PerftWithoutEpd));
        let block = "epd 8/8/8/8/8/8/8/K1k5 w - -\n";
        for bad in ["perft 1", "perft x 3", "perft 1 3 4", "perft 1 -3"] {
            assert_eq!(
                kind(&std::format!("{block}{bad}\n")),
                (2, SuiteErrorKind::PerftLine)
            );
        }
        // Columns of an `epd` line count from the start of the line.
        let (line, kind) = kind("\n\nepd 8/8/8/8/8/8/8/K1k5 w - - D1 x;");
        assert_eq!(line, 3);
        assert_eq!(
            kind,
            SuiteErrorKind::Record(EpdError::PerftCount { column: 30 })
        );
        let error = errors("8/8/8/8/8/8/8/K1k5 w - ;D1 3\n")[0];
        assert_eq!(
            std::string::ToString::to_string(&error),
            "line 1: EPD has 3 of the 4 position fields (placement, side to move, castling, \
             en passant)"
        );
        // Reading goes on after a fault.
        let text = "8/8/8/8/8/8/8/K1k5 w - - D1 x;\n8/8/8/8/8/8/8/K1k5 w - - D1 3;\n";
        let read: Vec<_> = Suite::new(text).map(|record| record.is_ok()).collect();
        assert_eq!(read, [false, true]);
    }
}
