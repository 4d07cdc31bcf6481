//! Perft suites in EPD form, one position a line: `FEN ;D1 20 ;D2 400 …` (`../shared/perft/`).
//!
//! The FEN itself is not checked here: each implementation reads it and says what it refuses.

use std::fmt;

/// One position of a suite with its published counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SuiteLine {
    /// 1-based line number in the file, for messages.
    pub line: usize,
    pub fen: String,
    /// `(depth, nodes)`, in the order of the file.
    pub counts: Vec<(u32, u64)>,
}

impl SuiteLine {
    /// The published node count at `depth`, if the line has one.
    pub fn count(&self, depth: u32) -> Option<u64> {
        self.counts
            .iter()
            .find(|&&(d, _)| d == depth)
            .map(|&(_, nodes)| nodes)
    }
}

/// Why a suite line could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EpdError {
    /// Nothing before the first `;`.
    MissingFen { line: usize },
    /// No `;Dn count` field after the FEN.
    NoCounts { line: usize },
    /// A field that is not `Dn count` with two unsigned numbers.
    BadCount { line: usize, field: String },
}

impl fmt::Display for EpdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EpdError::MissingFen { line } => write!(f, "line {line}: no FEN before the counts"),
            EpdError::NoCounts { line } => write!(f, "line {line}: no `;Dn count` field"),
            EpdError::BadCount { line, field } => {
                write!(f, "line {line}: {field:?} is not `Dn count`")
            }
        }
    }
}

impl std::error::Error for EpdError {}

/// Every non-blank line of `text` as a [`SuiteLine`], or the first line that is malformed.
///
/// ```
/// use chess_bench::epd;
///
/// let suite = epd::parse("8/8/8/8/8/8/8/K1k5 w - - 0 1 ;D1 3 ;D2 9\n").unwrap();
/// assert_eq!(suite[0].count(2), Some(9));
/// assert!(epd::parse("8/8/8/8/8/8/8/K1k5 w - - 0 1 ;D1 three\n").is_err());
/// ```
pub fn parse(text: &str) -> Result<Vec<SuiteLine>, EpdError> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(index, line)| parse_line(index + 1, line))
        .collect()
}

fn parse_line(line: usize, text: &str) -> Result<SuiteLine, EpdError> {
    let mut fields = text.split(';');
    let fen = fields.next().unwrap_or_default().trim();
    if fen.is_empty() {
        return Err(EpdError::MissingFen { line });
    }
    let counts = fields
        .map(|field| parse_count(field).ok_or_else(|| bad_count(line, field)))
        .collect::<Result<Vec<_>, _>>()?;
    if counts.is_empty() {
        return Err(EpdError::NoCounts { line });
    }
    Ok(SuiteLine {
        line,
        fen: fen.to_string(),
        counts,
    })
}

/// `Dn count` (surrounding spaces allowed) as `(n, count)`.
fn parse_count(field: &str) -> Option<(u32, u64)> {
    let (depth, nodes) = field.trim().strip_prefix('D')?.split_once(' ')?;
    Some((depth.parse().ok()?, nodes.trim().parse().ok()?))
}

fn bad_count(line: usize, field: &str) -> EpdError {
    EpdError::BadCount {
        line,
        field: field.trim().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn reads_fen_and_counts_skipping_blank_lines() {
        let text = format!("\n{START} ;D1 20 ;D2 400\n  \n8/8/8/8/8/8/8/K1k5 w - - 0 1;D3 7\n");
        let suite = parse(&text).unwrap();
        assert_eq!(suite.len(), 2);
        assert_eq!(suite[0].line, 2);
        assert_eq!(suite[0].fen, START);
        assert_eq!(suite[0].counts, [(1, 20), (2, 400)]);
        assert_eq!(suite[0].count(2), Some(400));
        assert_eq!(suite[0].count(3), None);
        assert_eq!(suite[1].line, 4);
        assert_eq!(suite[1].count(3), Some(7));
    }

    #[test]
    fn malformed_lines_are_errors_naming_the_line() {
        let cases = [
            (
                format!("{START} ;D1 20\n ;D1 20"),
                EpdError::MissingFen { line: 2 },
            ),
            (START.to_string(), EpdError::NoCounts { line: 1 }),
            (format!("{START} ;D1 twenty"), bad_count(1, "D1 twenty")),
            (format!("{START} ;1 20"), bad_count(1, "1 20")),
            (format!("{START} ;D1 -20"), bad_count(1, "D1 -20")),
            (format!("{START} ;D1 20 ;"), bad_count(1, "")),
        ];
        for (text, expected) in cases {
            assert_eq!(parse(&text), Err(expected), "{text:?}");
        }
        assert_eq!(
            bad_count(3, " Dx 1 ").to_string(),
            "line 3: \"Dx 1\" is not `Dn count`"
        );
    }

    #[test]
    fn reads_the_whole_standard_suite() {
        let text = include_str!("../../chess-core/tests/data/standard.epd");
        let suite = parse(text).unwrap();
        assert_eq!(suite.len(), 128);
        assert!(suite.iter().all(|line| line.count(5).is_some()));
    }
}
