//! A game's tags: the Seven Tag Roster, always there, then any others, each checked so that PGN
//! can write it.

use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::GameResult;
use crate::{CastlingRights, FenError, Position, Variant};

/// The Seven Tag Roster in the PGN standard's order, each with the value the standard gives it
/// when it is unknown: the tags export format writes first, in this order, every game having
/// them (`game::SEVEN_TAG_ROSTER`).
///
/// ```
/// use chess_core::game::SEVEN_TAG_ROSTER;
/// assert_eq!(SEVEN_TAG_ROSTER[0], ("Event", "?"));
/// assert_eq!(SEVEN_TAG_ROSTER[6], ("Result", "*"));
/// ```
pub const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Where the Result tag stands among the tags.
pub(super) const RESULT: usize = 6;

/// The tags the game writes from its initial position: a caller can read them, not set them.
pub(super) const FROM_POSITION: [&str; 3] = ["FEN", "SetUp", "Variant"];

/// Why a tag was refused by [`Game::set_tag`](super::Game::set_tag) or
/// [`Game::remove_tag`](super::Game::remove_tag).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TagError {
    /// The name is not a PGN tag name: one to 255 ASCII letters, digits and underscores, the
    /// first a letter or a digit.
    Name,
    /// The value holds this control character (a line break, a tab …), which a PGN string
    /// cannot hold.
    Value(char),
    /// The `Result` tag's value must be `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result,
    /// `FEN`, `SetUp` and `Variant` say where the game started: the game writes them from its
    /// initial position (start the game from that position instead).
    FromPosition,
}

impl fmt::Display for TagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagError::Name => f.write_str(
                "a tag name is 1 to 255 ASCII letters, digits and underscores, starting with a \
                 letter or digit",
            ),
            TagError::Value(c) => write!(
                f,
                "a tag value cannot hold the control character '{}'",
                c.escape_default()
            ),
            TagError::Result => f.write_str("the Result tag must be 1-0, 0-1, 1/2-1/2 or *"),
            TagError::FromPosition => f.write_str(
                "FEN, SetUp and Variant are written from the game's initial position: start the \
                 game from that position",
            ),
        }
    }
}

impl core::error::Error for TagError {}

/// Whether `name` is a tag name PGN can write (the standard's section 8.1.1).
fn is_tag_name(name: &str) -> bool {
    let bytes = name.as_bytes();
    !bytes.is_empty()
        && bytes.len() <= 255
        && bytes[0].is_ascii_alphanumeric()
        && bytes
            .iter()
            .all(|&b| b.is_ascii_alphanumeric() || b == b'_')
}

/// The tags in the order they were set, the roster's seven first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Tags(Vec<(String, String)>);

impl Tags {
    /// The roster with its unknown values, and the tags that say where the game started.
    pub(super) fn new(from_position: &[(&str, String)]) -> Tags {
        let roster = ROSTER
            .iter()
            .map(|&(name, value)| (name.into(), value.into()));
        let set_up = from_position
            .iter()
            .map(|(name, value)| ((*name).to_owned(), value.clone()));
        Tags(roster.chain(set_up).collect())
    }

    fn index(&self, name: &str) -> Option<usize> {
        self.0.iter().position(|(held, _)| held == name)
    }

    pub(super) fn get(&self, name: &str) -> Option<&str> {
        self.index(name).map(|index| self.0[index].1.as_str())
    }

    /// The declared result: what the Result tag holds.
    pub(super) fn result(&self) -> GameResult {
        // Only a valid result is ever set.
        self.0[RESULT].1.parse().unwrap_or_default()
    }

    /// Every tag in order, as stored.
    pub(super) fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str()))
    }

    pub(super) fn set(&mut self, name: &str, value: String) -> Result<Option<String>, TagError> {
        check_name(name)?;
        if let Some(c) = value.chars().find(|c| c.is_control()) {
            return Err(TagError::Value(c));
        }
        if name == ROSTER[RESULT].0 && value.parse::<GameResult>().is_err() {
            return Err(TagError::Result);
        }
        Ok(match self.index(name) {
            Some(index) => Some(core::mem::replace(&mut self.0[index].1, value)),
            None => {
                self.0.push((name.into(), value));
                None
            }
        })
    }

    #[cfg(feature = "pgn")]
    /// [`set`](Tags::set) for each tag, those it refuses left out, with the names looked up in
    /// an index rather than one by one.
    pub(super) fn set_all<'a>(&mut self, tags: impl Iterator<Item = (&'a str, &'a str)>) {
        let mut index: alloc::collections::BTreeMap<String, usize> = (self.0.iter().enumerate())
            .map(|(at, (name, _))| (name.clone(), at))
            .collect();
        for (name, value) in tags {
            let refused = check_name(name).is_err()
                || value.chars().any(char::is_control)
                || (name == ROSTER[RESULT].0 && value.parse::<GameResult>().is_err());
            if refused {
                continue;
            }
            match index.get(name) {
                Some(&at) => value.clone_into(&mut self.0[at].1),
                None => {
                    index.insert(name.into(), self.0.len());
                    self.0.push((name.into(), value.into()));
                }
            }
        }
    }

    pub(super) fn remove(&mut self, name: &str) -> Result<Option<String>, TagError> {
        check_name(name)?;
        let Some(index) = self.index(name) else {
            return Ok(None);
        };
        Ok(Some(match ROSTER.get(index) {
            Some(&(_, unknown)) => core::mem::replace(&mut self.0[index].1, unknown.into()),
            None => self.0.remove(index).1,
        }))
    }
}

/// A name a caller may set: a tag name, and not one the game writes from its initial position.
fn check_name(name: &str) -> Result<(), TagError> {
    if !is_tag_name(name) {
        return Err(TagError::Name);
    }
    match FROM_POSITION.contains(&name) {
        true => Err(TagError::FromPosition),
        false => Ok(()),
    }
}

/// The variant a PGN `Variant` tag names, as the common programs write it (`Chess960`,
/// `Fischerandom`, `960`, …; `Standard`, `From Position` or empty for standard chess);
/// `None` for the variants this crate does not play. The PGN reader reads the
/// tag with it; it is here, in `game`, for readers of PGN without `std` (it is also
/// `pgn::read_variant`).
///
/// ```
/// use chess_core::{game, Variant};
/// assert_eq!(game::read_variant("Fischer Random"), Some(Variant::Chess960));
/// assert_eq!(game::read_variant("Standard"), Some(Variant::Standard));
/// assert_eq!(game::read_variant("Crazyhouse"), None);
/// ```
#[must_use]
pub fn read_variant(value: &str) -> Option<Variant> {
    let name = value.trim().to_ascii_lowercase();
    match name.as_str() {
        "" | "standard" | "chess" | "normal" | "from position" | "fromposition" => {
            Some(Variant::Standard)
        }
        "chess960"
        | "chess 960"
        | "960"
        | "fischerandom"
        | "fischer random"
        | "fischer random chess"
        | "fischerrandom"
        | "freestyle" => Some(Variant::Chess960),
        _ => None,
    }
}

/// Where a PGN game starts: `fen` (its `FEN` tag) read permissively, as composed problems need
/// ([`Position::from_fen_permissive`]), in `variant` (its `Variant` tag: [`read_variant`]).
/// Standard chess (any `variant` but [`Variant::Chess960`]) drops the castling rights it cannot
/// have rather than taking the game for Chess960, as python-chess reads such a tag: the position
/// and the rights dropped (none, most often). A full-move number of 0 reads as 1.
///
/// ```
/// use chess_core::{game, Variant};
/// let fen = "r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1"; // no rook on h1
/// let (start, dropped) = game::start_position(fen, Variant::Standard)?;
/// assert_eq!((start.castling_rights().to_string(), dropped.to_string()), ("Qkq".into(), "G".into()));
/// let (start, _) = game::start_position(fen, Variant::Chess960)?;
/// assert_eq!(start.castling_rights().to_string(), "GAha");
/// let problem = "4k3/8/8/8/8/Q7/PPPPPPPP/QQQQKQQQ w - - 0 1"; // no game reaches it
/// assert!(game::start_position(problem, Variant::Standard).is_ok());
/// # Ok::<(), chess_core::FenError>(())
/// ```
pub fn start_position(fen: &str, variant: Variant) -> Result<(Position, CastlingRights), FenError> {
    let mut builder = crate::fen::read(fen)?;
    let dropped = match variant {
        Variant::Chess960 => CastlingRights::NONE,
        _ => builder.drop_non_standard_castling(),
    };
    let variant = match variant {
        Variant::Chess960 => Variant::Chess960,
        _ => Variant::Standard,
    };
    let mut position = builder.set_variant(variant).build_permissive()?;
    if variant == Variant::Chess960 {
        position.set_castling(position.castling_rights().declared_chess960());
    }
    Ok((position, dropped))
}
