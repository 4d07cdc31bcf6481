//! The filters of `pgn`: which games are kept. Tag tests (`--where`, `--player`) are decided when
//! a game's tags are read, before its moves; the others when the game is over.

use std::ops::RangeInclusive;

use chess_core::{Position, Variant};

use crate::input::quote;
use crate::output::{Failure, bad};

/// How a `--where` test compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Equal,
    NotEqual,
    Contains,
    AtLeast,
    AtMost,
    Above,
    Below,
}

/// One `--where 'TAG<op>VALUE'`.
#[derive(Clone, Debug, PartialEq)]
pub struct TagTest {
    pub tag: String,
    op: Op,
    value: String,
    /// The value as a number, for the numeric comparisons.
    number: f64,
}

/// A tag value read as a number: digits with an optional sign and decimals, blanks around
/// allowed (`2500`, `-3`, `1.5`); `?`, `-`, `2013.01.01` are not numbers.
fn number(text: &str) -> Option<f64> {
    let text = text.trim();
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    let (whole, decimals) = digits.split_once('.').unwrap_or((digits, "0"));
    let all_digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    (all_digits(whole) && all_digits(decimals))
        .then(|| text.parse().ok())
        .flatten()
}

impl TagTest {
    /// Reads `TAG=VALUE`, `TAG!=VALUE`, `TAG~TEXT`, `TAG>=N`, `TAG<=N`, `TAG>N`, `TAG<N`.
    pub fn parse(word: &str) -> Result<TagTest, Failure> {
        let name_end = word
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(word.len());
        let (tag, rest) = word.split_at(name_end);
        const OPS: [(&str, Op); 7] = [
            ("!=", Op::NotEqual),
            (">=", Op::AtLeast),
            ("<=", Op::AtMost),
            ("=", Op::Equal),
            ("~", Op::Contains),
            (">", Op::Above),
            ("<", Op::Below),
        ];
        let found = OPS
            .iter()
            .find_map(|&(text, op)| rest.strip_prefix(text).map(|value| (op, value)));
        let Some((op, value)) = found.filter(|_| !tag.is_empty()) else {
            return Err(bad(format!(
                "{} is not a tag test: expected TAG=VALUE, TAG!=VALUE, TAG~TEXT, TAG>=N, \
                 TAG<=N, TAG>N or TAG<N (a tag name of letters, digits and _)",
                quote(word)
            )));
        };
        let numeric = matches!(op, Op::AtLeast | Op::AtMost | Op::Above | Op::Below);
        let parsed = number(value);
        if numeric && parsed.is_none() {
            return Err(bad(format!(
                "{}: {} is not a number to compare with",
                quote(word),
                quote(value)
            )));
        }
        Ok(TagTest {
            tag: tag.to_string(),
            op,
            value: value.to_string(),
            number: parsed.unwrap_or(0.0),
        })
    }

    /// Whether a game whose tag has `value` (`None`: no such tag) passes.
    pub fn holds(&self, value: Option<&str>) -> bool {
        let Some(value) = value else {
            return self.op == Op::NotEqual;
        };
        let compare =
            |test: fn(f64, f64) -> bool| number(value).is_some_and(|n| test(n, self.number));
        match self.op {
            Op::Equal => value == self.value,
            Op::NotEqual => value != self.value,
            Op::Contains => value.contains(&self.value),
            Op::AtLeast => compare(|a, b| a >= b),
            Op::AtMost => compare(|a, b| a <= b),
            Op::Above => compare(|a, b| a > b),
            Op::Below => compare(|a, b| a < b),
        }
    }
}

/// `--plies MIN..MAX`, either end left out for no bound.
pub fn plies(word: &str) -> Result<RangeInclusive<u32>, Failure> {
    let refused = || {
        bad(format!(
            "{} is not a range of plies: expected MIN..MAX, MIN.. or ..MAX (whole numbers)",
            quote(word)
        ))
    };
    let (low, high) = word.split_once("..").ok_or_else(refused)?;
    let end = |text: &str, default: u32| match text {
        "" => Ok(default),
        _ => text.parse::<u32>().map_err(|_| refused()),
    };
    Ok(end(low, 0)?..=end(high, u32::MAX)?)
}

/// `--reaches FEN`: read as the PGN reader reads a `FEN` tag (permissively, variant from the
/// FEN).
pub fn position(fen: &str) -> Result<Position, Failure> {
    Position::from_fen_permissive(fen, Variant::Auto)
        .map_err(|error| bad(format!("{}: {error}", quote(fen))))
}

/// Every filter, as the command line gives them.
#[derive(Clone, Debug, Default)]
pub struct Filters {
    pub wheres: Vec<TagTest>,
    pub players: Vec<String>,
    pub plies: Vec<RangeInclusive<u32>>,
    pub reaches: Vec<Position>,
    pub valid: bool,
    pub errors: bool,
    pub dedupe: bool,
}

impl Filters {
    /// Whether any filter reads the tags.
    pub fn on_tags(&self) -> bool {
        !self.wheres.is_empty() || !self.players.is_empty()
    }

    /// The tag tests, given the value of each tag by name (the last one a game has).
    pub fn tags_hold<'a>(&self, tag: impl Fn(&str) -> Option<&'a str>) -> bool {
        self.wheres.iter().all(|test| test.holds(tag(&test.tag)))
            && self.players.iter().all(|name| {
                let plays =
                    |side| tag(side).is_some_and(|value: &str| value.contains(name.as_str()));
                plays("White") || plays("Black")
            })
    }

    /// The tests decided when the game is over (all but `--dedupe`).
    pub fn end_holds(&self, plies: u32, reached: &[bool], error: bool) -> bool {
        self.plies.iter().all(|range| range.contains(&plies))
            && reached.iter().all(|&reached| reached)
            && (!self.valid || !error)
            && (!self.errors || error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tag_tests_read_and_compare() {
        let test = |word: &str, value: Option<&str>| TagTest::parse(word).unwrap().holds(value);
        assert!(test("WhiteElo>=2500", Some("2500")));
        assert!(!test("WhiteElo>2500", Some("2500")));
        assert!(test("WhiteElo<2500.5", Some(" 2500 ")));
        assert!(!test("WhiteElo>=0", Some("?")));
        assert!(!test("WhiteElo>=0", None));
        assert!(test("Event=Rated Blitz game", Some("Rated Blitz game")));
        assert!(test("Event!=Rated", None));
        assert!(test("Event!=Rated", Some("Casual")));
        assert!(test("Opening~Sicilian", Some("Sicilian Defense")));
        assert!(!test("Opening~sicilian", Some("Sicilian Defense")));
        assert!(test("Date~2013.01", Some("2013.01.01")));
        for bad in ["=x", "Elo", "Elo>=x", "Elo<", "White Elo=1"] {
            assert!(TagTest::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn ply_ranges() {
        assert_eq!(plies("10..40").unwrap(), 10..=40);
        assert_eq!(plies("10..").unwrap(), 10..=u32::MAX);
        assert_eq!(plies("..40").unwrap(), 0..=40);
        assert_eq!(plies("..").unwrap(), 0..=u32::MAX);
        for bad in ["10", "a..b", "-1..4", "1...4"] {
            assert!(plies(bad).is_err(), "{bad}");
        }
    }
}
