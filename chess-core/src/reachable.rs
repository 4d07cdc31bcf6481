//! What no game can reach: the checks [`PositionBuilder::build`](crate::PositionBuilder::build)
//! (and so FEN reading) adds to those of the permissive path. Too much material, and checks that
//! no single move can give.

use crate::attacks::line;
use crate::{Bitboard, Color, FenError, Piece, Position, Square};

/// The squares of the colour of b1 (light), where a bishop never becomes a dark-squared one.
const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);

/// Material a game can reach for each colour: at most 16 pieces and 8 pawns, and no more pieces
/// beyond the starting set (promoted ones) than pawns missing. Bishops count by square colour:
/// a side starts with one of each.
#[inline]
pub(crate) fn check_material(position: &Position) -> Result<(), FenError> {
    for color in Color::ALL {
        let count = position.by_color(color).count();
        if count > 16 {
            return Err(FenError::TooManyPieces { color, count });
        }
        let pawns = position.pieces(color, Piece::Pawn).count();
        if pawns > 8 {
            return Err(FenError::TooManyPawns {
                color,
                count: pawns,
            });
        }
        let beyond = |pieces: Bitboard, start: u32| pieces.count().saturating_sub(start);
        let bishops = position.pieces(color, Piece::Bishop);
        let promoted = beyond(position.pieces(color, Piece::Queen), 1)
            + beyond(position.pieces(color, Piece::Rook), 2)
            + beyond(position.pieces(color, Piece::Knight), 2)
            + beyond(bishops & LIGHT_SQUARES, 1)
            + beyond(bishops & !LIGHT_SQUARES, 1);
        let missing_pawns = 8 - pawns;
        if promoted > missing_pawns {
            return Err(FenError::TooManyPromoted {
                color,
                promoted,
                missing_pawns,
            });
        }
    }
    Ok(())
}

/// A check that the other side's last move can have given: at most two checkers; two only by a
/// discovered check, so not two knights or pawns and not two pieces on one line with the king;
/// and after a double pawn push (the en-passant square `en_passant`, as set, whether or not a
/// pawn can take), the pushed pawn alone, or the one piece whose line it opened.
#[inline]
pub(crate) fn check_checkers(
    position: &Position,
    en_passant: Option<Square>,
) -> Result<(), FenError> {
    let checkers = position.checkers();
    let count = checkers.count();
    if count > 2 {
        return Err(FenError::TooManyCheckers(count));
    }
    let (Some(first), Some(last)) = (checkers.first(), checkers.last()) else {
        return Ok(());
    };
    let us = position.side_to_move();
    let king = position.king(us);
    if let Some(square) = en_passant {
        // The pushed pawn stands in front of the square, the square it left behind it, as the
        // side to move sees them; the builder has checked both exist.
        let toward_us = match us {
            Color::White => -1,
            Color::Black => 1,
        };
        let (Some(pushed), Some(origin)) =
            (square.offset(0, toward_us), square.offset(0, -toward_us))
        else {
            return Ok(());
        };
        let checker = if first == pushed { last } else { first };
        let before = position.occupied().without(pushed).with(origin);
        let checked_before = !position.attackers(king, !us, before).is_empty();
        if count == 2 || (checker != pushed && checked_before) {
            return Err(FenError::ImpossibleCheckAfterDoublePush {
                checker,
                en_passant: square,
            });
        }
        return Ok(());
    }
    let steppers = position.by_piece(Piece::Knight) | position.by_piece(Piece::Pawn);
    let both_step = count == 2 && steppers.contains(first) && steppers.contains(last);
    let aligned = count == 2 && line(first, last).contains(king);
    if both_step || aligned {
        return Err(FenError::ImpossibleCheck {
            first,
            second: last,
        });
    }
    Ok(())
}
