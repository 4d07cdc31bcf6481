//! FEN: reading a position from text (with every rule a position must keep) and writing it back.

use core::fmt;
use core::str::FromStr;

use crate::castling::home_rank;
use crate::{Bitboard, CastlingRights, CastlingSide, Color, File, Piece, Position, Rank, Square};

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
    /// The half-move clock is not a number from 0 to 65535.
    HalfmoveClock,
    /// The full-move number is not a number from 1 to 65535.
    FullmoveNumber,
}

impl fmt::Display for FenError {
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
            FenError::HalfmoveClock => f.write_str("FEN half-move clock must be 0 to 65535"),
            FenError::FullmoveNumber => f.write_str("FEN full-move number must be 1 to 65535"),
        }
    }
}

impl core::error::Error for FenError {}

fn piece_from_letter(letter: char) -> Option<(Color, Piece)> {
    Color::ALL
        .into_iter()
        .flat_map(|color| Piece::ALL.map(|piece| (color, piece)))
        .find(|&(color, piece)| piece.fen_letter(color) == letter)
}

/// Reads FEN. The half-move clock and full-move number may be left off (as in EPD); they are then
/// 0 and 1. Every rule of [`FenError`] is checked, so a parsed position is one the move generator
/// can trust.
impl FromStr for Position {
    type Err = FenError;

    fn from_str(text: &str) -> Result<Position, FenError> {
        let count = text.split_ascii_whitespace().count();
        if !(4..=6).contains(&count) {
            return Err(FenError::FieldCount(count));
        }
        let mut fields = [""; 6];
        for (slot, field) in fields.iter_mut().zip(text.split_ascii_whitespace()) {
            *slot = field;
        }
        let mut position = Position::empty();
        place_pieces(&mut position, fields[0])?;
        position.set_side(match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::SideToMove),
        });
        check_kings_and_pawns(&position)?;
        position.set_castling(castling_rights(&position, fields[2])?);
        position.set_en_passant(en_passant(&position, fields[3])?);
        let halfmove_clock = match count > 4 {
            true => fields[4].parse().map_err(|_| FenError::HalfmoveClock)?,
            false => 0,
        };
        let fullmove_number = match count > 5 {
            true => match fields[5].parse() {
                Ok(n) if n >= 1 => n,
                _ => return Err(FenError::FullmoveNumber),
            },
            false => 1,
        };
        position.set_clocks(halfmove_clock, fullmove_number);
        let us = position.side_to_move();
        if position.is_attacked(position.king(!us), us) {
            return Err(FenError::OpponentInCheck);
        }
        position.rehash();
        Ok(position)
    }
}

fn place_pieces(position: &mut Position, placement: &str) -> Result<(), FenError> {
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
                    let square = Square::new(File::ALL[file], rank);
                    position.put(color, piece, square);
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

fn check_kings_and_pawns(position: &Position) -> Result<(), FenError> {
    for color in Color::ALL {
        let count = position.pieces(color, Piece::King).count();
        if count != 1 {
            return Err(FenError::KingCount { color, count });
        }
    }
    match (position.by_piece(Piece::Pawn) & Bitboard::BACK_RANKS).first() {
        Some(square) => Err(FenError::PawnOnBackRank(square)),
        None => Ok(()),
    }
}

/// The colour a castling letter is for: upper case white.
fn letter_color(letter: char) -> Color {
    if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    }
}

/// Reads the castling field in any of the three styles, mixed freely: `KQkq` as X-FEN reads it
/// (the outermost rook on that side of the king, so the standard rooks in standard chess) and
/// rook files as Shredder-FEN and X-FEN write them (`HAha`, `Bb`). Whether the position is a
/// Chess960 one follows from where the kings and rooks stand.
fn castling_rights(position: &Position, field: &str) -> Result<CastlingRights, FenError> {
    if field == "-" {
        return Ok(CastlingRights::NONE);
    }
    let mut rights = CastlingRights::NONE;
    // The index (2 × colour + side) of the right read before: each must come after it.
    let mut previous = None;
    for letter in field.chars() {
        let color = letter_color(letter);
        let file = match letter.to_ascii_lowercase() {
            'k' | 'q' => None,
            file @ 'a'..='h' => File::from_index(file as u8 - b'a'),
            _ => return Err(FenError::CastlingSyntax),
        };
        let king = position.king(color);
        if king.rank() != home_rank(color) {
            return Err(FenError::CastlingWithoutKing(letter));
        }
        let mut rooks = (position.pieces(color, Piece::Rook) & Bitboard::rank(king.rank())).iter();
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
        rights = rights.with_files(color, king.file(), rook.file());
    }
    Ok(rights)
}

fn en_passant(position: &Position, field: &str) -> Result<Option<Square>, FenError> {
    if field == "-" {
        return Ok(None);
    }
    let square: Square = field.parse().map_err(|_| FenError::EnPassantSyntax)?;
    // The pawn that just moved two squares stands in front of the square, seen from the mover.
    let us = position.side_to_move();
    let (rank, pawn_step, origin_step) = match us {
        Color::White => (Rank::Sixth, -1, 1),
        Color::Black => (Rank::Third, 1, -1),
    };
    let pawn = square.offset(0, pawn_step);
    let origin = square.offset(0, origin_step);
    let possible = square.rank() == rank
        && position.piece_at(square).is_none()
        && origin.is_some_and(|origin| position.piece_at(origin).is_none())
        && pawn.is_some_and(|pawn| position.piece_at(pawn) == Some((!us, Piece::Pawn)));
    if !possible {
        return Err(FenError::EnPassantImpossible(square));
    }
    // With no pawn ready to take, the square is not part of the position: the FEN then reads as
    // if it said `-`, so the position equals (and hashes as) the one reached by playing the push.
    Ok(position.can_take_en_passant(us, square).then_some(square))
}

/// Writes FEN; what [`FromStr`] reads back to the same position.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::new(file, *rank)) {
                    None => empty += 1,
                    Some((color, piece)) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.fen_letter(color))?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
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
        match self.en_passant() {
            Some(square) => write!(f, "{square}")?,
            None => f.write_str("-")?,
        }
        write!(f, " {} {}", self.halfmove_clock(), self.fullmove_number())
    }
}
