//! FEN: reading a position from text (with every rule a position must keep) and writing it back.

use core::fmt::{self, Write as _};
use core::str::FromStr;

use crate::castling::home_rank;
use crate::{
    CastlingRights, CastlingSide, Color, File, Piece, Position, PositionBuilder, Rank, Square,
    Variant,
};

/// Why FEN text was refused. Each variant names one rule; the message says where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// FEN has 6 space-separated fields (the two clocks may be left off); this many were given.
    FieldCount(usize),
    /// The placement field has this many ranks instead of 8.
    RankCount(usize),
    /// A rank of the placement field describes this many squares instead of 8.
    RankLength {
        /// The rank, 8 first as FEN writes them.
        rank: Rank,
        /// The squares it describes (counting digits as runs of empty squares).
        squares: usize,
    },
    /// A character in the placement field that is neither a piece letter (`PNBRQKpnbrqk`) nor a
    /// digit 1–8.
    PieceLetter(char),
    /// The side to move is neither `w` nor `b`.
    SideToMove,
    /// The castling field is neither `-` nor rights as letters: `KQkq` (X-FEN: the outermost rook
    /// on that side) or rook files (Shredder-FEN: `HAha`), upper case for white; white's first,
    /// king side before queen side.
    CastlingSyntax,
    /// A castling right of a colour whose king is not on its back rank.
    CastlingWithoutKing(char),
    /// A castling right with no rook of its colour where it says: on that file of the back rank
    /// (a file letter), or on that side of the king (`K`, `Q`, `k`, `q`).
    CastlingWithoutRook(char),
    /// A second castling right for a colour and side already given (two rooks on one side of the
    /// king, or `KH` naming one rook twice): each side has one rook, the king between them.
    CastlingRepeated(char),
    /// A castling right that standard chess cannot have, in a position read or built as
    /// [`Variant::Standard`]: its king is not on e1 (e8) or its rook is not in the corner on its
    /// side (h1 or a1, h8 or a8).
    CastlingNotStandard {
        /// Where the king of that right stands.
        king: Square,
        /// Where its rook stands.
        rook: Square,
    },
    /// The en-passant field is neither `-` nor a square.
    EnPassantSyntax,
    /// An en-passant square that no pawn can just have passed: wrong rank for the side to move,
    /// not empty, the square it came from not empty, or no enemy pawn just in front.
    EnPassantImpossible(Square),
    /// A colour has this many kings instead of one.
    KingCount {
        /// Whose kings.
        color: Color,
        /// How many.
        count: u32,
    },
    /// A pawn stands on the first or last rank.
    PawnOnBackRank(Square),
    /// The side that just moved has left its king in check.
    OpponentInCheck,
    /// A colour has more than 16 pieces (no game reaches it; the permissive readers accept it).
    TooManyPieces {
        /// Whose pieces.
        color: Color,
        /// How many, its king included.
        count: u32,
    },
    /// A colour has more than 8 pawns (no game reaches it; the permissive readers accept it).
    TooManyPawns {
        /// Whose pawns.
        color: Color,
        /// How many.
        count: u32,
    },
    /// A colour has more pieces beyond its starting set (queens over 1, rooks, knights over 2,
    /// bishops over 1 on either colour of square) than pawns missing: more promoted pieces than
    /// pawns that can have promoted (no game reaches it; the permissive readers accept it).
    TooManyPromoted {
        /// Whose pieces.
        color: Color,
        /// Its pieces beyond the starting set.
        promoted: u32,
        /// Its pawns missing from 8.
        missing_pawns: u32,
    },
    /// More than two pieces give check: no move can give it (the permissive readers accept it).
    TooManyCheckers(u32),
    /// Two pieces give check that no single move can make give check together: two knights or
    /// pawns (a knight or pawn move discovers no check by another knight or pawn), or two pieces
    /// on one line with the king (the permissive readers accept it).
    ImpossibleCheck {
        /// One checker.
        first: Square,
        /// The other.
        second: Square,
    },
    /// The en-passant square says the last move was a double pawn push, but that push cannot
    /// have given this check: the checker is neither the pushed pawn nor a piece whose line the
    /// pawn opened, or there are two checkers (the permissive readers accept it).
    ImpossibleCheckAfterDoublePush {
        /// A piece giving check.
        checker: Square,
        /// The en-passant square.
        en_passant: Square,
    },
    /// The half-move clock is not a number from 0 to 65535.
    HalfmoveClock,
    /// The full-move number is not a number from 0 to 65535 (0, which puzzle collections write, reads as 1).
    FullmoveNumber,
}

impl fmt::Display for FenError {
    // Compiled once with `alloc`, as the reader (see `read` below).
    #[cfg_attr(not(feature = "alloc"), inline)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => write!(
                f,
                "FEN has 6 fields (placement, side, castling, en passant, clocks), 4 at least; \
                 found {n}"
            ),
            FenError::RankCount(n) => write!(f, "FEN placement has {n} ranks, not 8"),
            FenError::RankLength { rank, squares } => write!(
                f,
                "FEN rank {} describes {squares} squares, not 8",
                rank.to_char()
            ),
            // escape_default, not {c:?}: the same quoting of odd characters without pulling the
            // Unicode printable tables into small (firmware, wasm) builds.
            FenError::PieceLetter(c) => {
                write!(
                    f,
                    "FEN placement has '{}': not a piece or 1-8",
                    c.escape_default()
                )
            }
            FenError::SideToMove => f.write_str("FEN side to move must be w or b"),
            FenError::CastlingSyntax => f.write_str(
                "FEN castling must be - or rights as KQkq or rook files (HAha), white's first, \
                 king side first",
            ),
            FenError::CastlingWithoutKing(c) => write!(
                f,
                "FEN castling right {} but the {} king is not on its back rank",
                c.escape_default(),
                letter_color(*c)
            ),
            FenError::CastlingWithoutRook(c) => {
                let color = letter_color(*c);
                write!(
                    f,
                    "FEN castling right {} but no {color} rook ",
                    c.escape_default()
                )?;
                match c.to_ascii_lowercase() {
                    'k' => write!(f, "on the king side (toward h) of the {color} king"),
                    'q' => write!(f, "on the queen side (toward a) of the {color} king"),
                    file => {
                        let rank = home_rank(color).to_char();
                        write!(f, "on {}{rank}", file.escape_default())
                    }
                }
            }
            FenError::CastlingRepeated(c) => write!(
                f,
                "FEN castling right {} repeats a side already given: one rook a side, the king \
                 between them",
                c.escape_default()
            ),
            FenError::CastlingNotStandard { king, rook } => {
                let rank = king.rank().to_char();
                write!(
                    f,
                    "FEN castling right of the king on {king} with the rook on {rook} is not one \
                     of standard chess (king on e{rank}, rook on a{rank} or h{rank})"
                )
            }
            FenError::EnPassantSyntax => f.write_str("FEN en passant must be - or a square"),
            FenError::EnPassantImpossible(sq) => write!(
                f,
                "FEN en-passant square {sq} is impossible: no pawn can just have passed it"
            ),
            FenError::KingCount { color, count } => {
                write!(f, "FEN has {count} {color} kings, not 1")
            }
            FenError::PawnOnBackRank(sq) => write!(f, "FEN has a pawn on {sq}, a back rank"),
            FenError::OpponentInCheck => {
                f.write_str("FEN position has the side not to move in check")
            }
            FenError::TooManyPieces { color, count } => {
                write!(
                    f,
                    "FEN has {count} {color} pieces: no game has more than 16"
                )
            }
            FenError::TooManyPawns { color, count } => {
                write!(f, "FEN has {count} {color} pawns: no game has more than 8")
            }
            FenError::TooManyPromoted {
                color,
                promoted,
                missing_pawns,
            } => write!(
                f,
                "FEN has {promoted} {color} pieces beyond the starting set but only \
                 {missing_pawns} {color} pawns missing to have promoted"
            ),
            FenError::TooManyCheckers(count) => {
                write!(
                    f,
                    "FEN has {count} pieces giving check: no move gives more than 2"
                )
            }
            FenError::ImpossibleCheck { first, second } => write!(
                f,
                "FEN has check from {first} and {second} together, which no single move can give"
            ),
            FenError::ImpossibleCheckAfterDoublePush {
                checker,
                en_passant,
            } => write!(
                f,
                "FEN has check from {checker}, which the double pawn push the en-passant square \
                 {en_passant} says was the last move cannot have given"
            ),
            FenError::HalfmoveClock => f.write_str("FEN half-move clock must be 0 to 65535"),
            FenError::FullmoveNumber => {
                f.write_str("FEN full-move number must be 1 to 65535 (0 reads as 1)")
            }
        }
    }
}

impl core::error::Error for FenError {}

#[inline]
fn piece_from_letter(letter: char) -> Option<(Color, Piece)> {
    Color::ALL
        .into_iter()
        .flat_map(|color| Piece::ALL.map(|piece| (color, piece)))
        .find(|&(color, piece)| piece.fen_letter(color) == letter)
}

/// Reads FEN as [`Variant::Auto`] does ([`Position::from_fen`] names the variant): Chess960 is
/// recognised from the castling rights. The half-move clock and full-move number may be left
/// off (as in EPD); they are then 0 and 1. Every rule of [`FenError`] is checked, those of
/// positions no game reaches included ([`PositionBuilder::build`]);
/// [`Position::from_fen_permissive`] accepts those.
impl FromStr for Position {
    type Err = FenError;

    #[inline]
    fn from_str(text: &str) -> Result<Position, FenError> {
        read(text)?.build()
    }
}

impl Position {
    /// Reads FEN text as a position of `variant`.
    ///
    /// The text is six fields separated by ASCII whitespace: placement, side to move (`w` or
    /// `b`), castling, en passant, half-move clock (0 to 65535) and full-move number (1 to
    /// 65535); the two clocks may be left off, as in EPD, and are then 0 and 1. The castling
    /// field reads the same in every variant: `-`, or letters in any mix of `KQkq` (as X-FEN
    /// reads them: the outermost rook on that side of the king) and rook files (`HAha`, as
    /// Shredder-FEN and X-FEN write them), white's first and the king side first, each read
    /// against the board. The first fault found is returned as its [`FenError`]; a position
    /// returned is one the move generator can trust. An en-passant square that a pawn can have
    /// just passed but no pawn of the side to move stands beside is dropped, as if the field were
    /// `-`, so the position equals (and hashes as) the one reached by playing the push.
    ///
    /// The variant decides what the castling rights make of the position:
    /// - [`Standard`](Variant::Standard) refuses rights standard chess cannot have, a king off
    ///   the e-file or a rook off the corner ([`FenError::CastlingNotStandard`]);
    ///   [`from_fen_dropping_castling`](Position::from_fen_dropping_castling) drops them instead.
    /// - [`Chess960`](Variant::Chess960) makes a Chess960 game whatever the rights look like, for
    ///   the whole game: castling written king-takes-rook (`e1h1`), FEN written in Shredder-FEN.
    /// - [`Auto`](Variant::Auto), as `str::parse` reads, makes a Chess960 position while a right
    ///   it holds is not one of standard chess
    ///   ([`CastlingRights::is_chess960`](crate::CastlingRights::is_chess960)), a standard one
    ///   otherwise.
    ///
    /// Positions no game reaches (too much material, impossible checks) are refused, as
    /// [`PositionBuilder::build`] refuses them; [`from_fen_permissive`](Position::from_fen_permissive)
    /// accepts them.
    ///
    /// ```
    /// use chess_core::{FenError, Position, Square, Variant};
    /// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// let chess960 = Position::from_fen(start, Variant::Chess960)?;
    /// assert_eq!(chess960.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    /// assert_ne!(chess960, Position::default()); // its castling is written otherwise
    /// assert_eq!(chess960.hash(), Position::default().hash()); // the same Polyglot key
    ///
    /// let fischer = "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1";
    /// let refused = FenError::CastlingNotStandard { king: Square::C1, rook: Square::G1 };
    /// assert_eq!(Position::from_fen(fischer, Variant::Standard), Err(refused));
    ///
    /// // The clocks left off; an en-passant square no pawn can take on is dropped.
    /// let pushed = Position::from_fen("4k3/8/8/8/4P3/8/8/4K3 b - e3", Variant::Auto)?;
    /// assert_eq!(pushed.to_string(), "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    /// # Ok::<(), FenError>(())
    /// ```
    #[inline]
    pub fn from_fen(fen: &str, variant: Variant) -> Result<Position, FenError> {
        read(fen)?.set_variant(variant).build()
    }

    /// Reads FEN as [`from_fen`](Position::from_fen) does, but through
    /// [`PositionBuilder::build_permissive`]: material and checks no game reaches (nine queens
    /// beside eight pawns, two knights giving check) are accepted, for board editors and
    /// composed puzzles. What the move generator cannot work with is still refused: the kings,
    /// pawns on a back rank, castling rights and an en-passant square the board contradicts, the
    /// side not to move in check.
    ///
    /// ```
    /// use chess_core::{FenError, Position, Variant};
    /// let queens = "BQQQQBnk/Q4Qpp/Q5Q1/Q5Q1/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1";
    /// let refused = FenError::TooManyPieces { color: chess_core::Color::White, count: 26 };
    /// assert_eq!(queens.parse::<Position>(), Err(refused));
    /// let position = Position::from_fen_permissive(queens, Variant::Auto)?;
    /// assert_eq!(position.legal_moves().len(), 257);
    /// # Ok::<(), FenError>(())
    /// ```
    #[inline]
    pub fn from_fen_permissive(fen: &str, variant: Variant) -> Result<Position, FenError> {
        read(fen)?.set_variant(variant).build_permissive()
    }

    /// `fen` as standard chess, but with the castling rights standard chess cannot have dropped
    /// rather than refused (as python-chess reads such a FEN): the position, and the rights
    /// dropped (none, most often). The FEN is first read as [`Variant::Auto`] reads it, so any
    /// other fault is the same [`FenError`].
    ///
    /// ```
    /// use chess_core::{FenError, Position};
    /// let fischer = "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1";
    /// let (position, dropped) = Position::from_fen_dropping_castling(fischer)?;
    /// assert_eq!(dropped.to_string(), "GBgb");
    /// assert_eq!(position.castling_rights().to_string(), "-");
    ///
    /// let (_, dropped) = Position::from_fen_dropping_castling(&Position::default().to_string())?;
    /// assert_eq!(dropped.bits(), 0);
    /// # Ok::<(), FenError>(())
    /// ```
    #[inline]
    pub fn from_fen_dropping_castling(fen: &str) -> Result<(Position, CastlingRights), FenError> {
        let mut builder = PositionBuilder::from(&Position::from_fen(fen, Variant::Auto)?);
        let dropped = builder.drop_non_standard_castling();
        Ok((builder.set_variant(Variant::Standard).build()?, dropped))
    }
}

/// Reads FEN text into a builder: its syntax, and the castling field against the board (which
/// needs the kings checked first). The position's other rules are the builder's to check.
// Compiled where it is called (`#[inline]`) in a build without `alloc`, so that a dependent that
// reads no FEN compiles none; compiled here once with `alloc` (the game, PGN, the WebAssembly
// package), where callers by several doors would each inline a copy. The SAN and UCI readers do
// the same.
#[cfg_attr(not(feature = "alloc"), inline)]
pub(crate) fn read(text: &str) -> Result<PositionBuilder, FenError> {
    let count = text.split_ascii_whitespace().count();
    if !(4..=6).contains(&count) {
        return Err(FenError::FieldCount(count));
    }
    let mut fields = [""; 6];
    for (slot, field) in fields.iter_mut().zip(text.split_ascii_whitespace()) {
        *slot = field;
    }
    let mut builder = PositionBuilder::new();
    place_pieces(&mut builder, fields[0])?;
    builder.set_side_to_move(match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return Err(FenError::SideToMove),
    });
    builder.check_kings_and_pawns()?;
    read_castling(&mut builder, fields[2])?;
    builder.set_en_passant(match fields[3] {
        "-" => None,
        square => Some(square.parse().map_err(|_| FenError::EnPassantSyntax)?),
    });
    if count > 4 {
        let clock = fields[4].parse().map_err(|_| FenError::HalfmoveClock)?;
        builder.set_halfmove_clock(clock);
    }
    if count > 5 {
        let number: u16 = fields[5].parse().map_err(|_| FenError::FullmoveNumber)?;
        // 0, which puzzle collections write for "unknown", reads as 1, as python-chess reads it.
        builder.set_fullmove_number(number.max(1));
    }
    Ok(builder)
}

#[inline]
fn place_pieces(builder: &mut PositionBuilder, placement: &str) -> Result<(), FenError> {
    let ranks = placement.split('/').count();
    if ranks != 8 {
        return Err(FenError::RankCount(ranks));
    }
    for (row, text) in placement.split('/').enumerate() {
        let rank = Rank::ALL[7 - row];
        let mut file = 0usize;
        for c in text.chars() {
            if let Some(run) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += run as usize;
            } else {
                let (color, piece) = piece_from_letter(c).ok_or(FenError::PieceLetter(c))?;
                if file < 8 {
                    builder.set_piece(Square::new(File::ALL[file], rank), color, piece);
                }
                file += 1;
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank,
                squares: file,
            });
        }
    }
    Ok(())
}

/// The colour a castling letter is for: upper case white.
#[inline]
fn letter_color(letter: char) -> Color {
    if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    }
}

/// Reads the castling field in any of the three styles, mixed freely, into the builder's rights:
/// `KQkq` as X-FEN reads it (the outermost rook on that side of the king, so the standard rooks
/// in standard chess) and rook files as Shredder-FEN and X-FEN write them (`HAha`, `Bb`). The
/// letters are read against the board, since a file letter's side is where its rook stands; the
/// builder checks the rights again when it builds (for the FEN read here they hold).
#[inline]
fn read_castling(builder: &mut PositionBuilder, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    // The index (2 × colour + side) of the right read before: each must come after it.
    let mut previous = None;
    for letter in field.chars() {
        let color = letter_color(letter);
        let file = match letter.to_ascii_lowercase() {
            'k' | 'q' => None,
            file @ 'a'..='h' => File::from_index(file as u8 - b'a'),
            _ => return Err(FenError::CastlingSyntax),
        };
        let king = builder
            .castling_king(color)
            .ok_or(FenError::CastlingWithoutKing(letter))?;
        let mut rooks = builder.castling_rooks(color);
        let rook = match (file, letter.to_ascii_lowercase()) {
            (Some(file), _) => rooks.find(|rook| rook.file() == file),
            (None, 'k') => rooks.filter(|rook| rook.file() > king.file()).last(),
            (None, _) => rooks.find(|rook| rook.file() < king.file()),
        }
        .ok_or(FenError::CastlingWithoutRook(letter))?;
        let side = CastlingSide::of_rook(king.file(), rook.file());
        let index = 2 * color as u8 + side as u8;
        match previous {
            Some(before) if index == before => return Err(FenError::CastlingRepeated(letter)),
            Some(before) if index < before => return Err(FenError::CastlingSyntax),
            _ => previous = Some(index),
        }
        builder.set_castling(color, side, Some(rook.file()));
    }
    Ok(())
}

/// Writes FEN; what [`FromStr`] reads back to the same position (`==`). The en-passant square is
/// written only when an en-passant capture is legal
/// ([`legal_en_passant`](Position::legal_en_passant)).
impl fmt::Display for Position {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_fen(f, self.legal_en_passant())
    }
}

impl Position {
    /// Writes the FEN with `en_passant` in its field: the legal square for `Display`, the
    /// Polyglot one where the hash must survive the text (serde).
    #[inline]
    pub(crate) fn write_fen(
        &self,
        f: &mut fmt::Formatter<'_>,
        en_passant: Option<Square>,
    ) -> fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::new(file, *rank)) {
                    None => empty += 1,
                    Some((color, piece)) => {
                        // A character at a time, not through `write!`: a PGN reader writes
                        // the FEN of every game it reads.
                        if empty > 0 {
                            f.write_char(char::from(b'0' + empty))?;
                            empty = 0;
                        }
                        f.write_char(piece.fen_letter(color))?;
                    }
                }
            }
            if empty > 0 {
                f.write_char(char::from(b'0' + empty))?;
            }
            if *rank != Rank::First {
                f.write_str("/")?;
            }
        }
        let side = match self.side_to_move() {
            Color::White => 'w',
            Color::Black => 'b',
        };
        write!(f, " {side} {} ", self.castling_rights())?;
        match en_passant {
            Some(square) => write!(f, "{square}")?,
            None => f.write_str("-")?,
        }
        write!(f, " {} {}", self.halfmove_clock(), self.fullmove_number())
    }
}
