//! SAN written fast for the reader: the same text as [`Position::san`], without generating every
//! legal move.
//!
//! `Position::san` lists the legal moves to find the other pieces of the mover's kind that could
//! also reach the target. Here they are found from the target (a single attack look-up), and
//! only those few are checked legal. The check sign needs the position after the move, which the
//! reader makes anyway, and a legal-move count only when that position is check.

use alloc::vec::Vec;

use chess_core::attacks::piece_attacks;
use chess_core::{Bitboard, CastlingSide, Color, Move, Piece, Position};

use super::Short;

/// Appends the SAN of `mv`, legal in `position`, to `out`; without its check sign unless
/// `suffix` (the main line writes it from the next position, which the reader makes anyway).
pub fn push_san(out: &mut Vec<u8>, position: &Position, mv: Move, suffix: bool) {
    let mut text = Short::default();
    write_san(&mut text, position, mv, suffix);
    out.extend_from_slice(text.bytes());
}

/// [`push_san`] on the stack: the few bytes gathered there and appended at once.
pub fn write_san(out: &mut Short, position: &Position, mv: Move, suffix: bool) {
    let (from, to) = (mv.from(), mv.to());
    let us = position.side_to_move();
    let piece = position
        .piece_at(from)
        .map_or(Piece::Pawn, |(_, piece)| piece);
    // SAN names the file the piece leaves when another of its kind could also move there
    // legally; the rank if that one shares the file; both if others share each.
    let mut disambiguation = (false, false);
    if piece != Piece::Pawn && piece != Piece::King && !mv.is_castling() {
        // Attacks are symmetric: the others of the kind that reach `to` are those it reaches.
        let rivals = piece_attacks(us, piece, to, position.occupancy())
            & position.pieces(us, piece).without(from);
        let rivals: Bitboard = (rivals.into_iter())
            .filter(|&rival| position.is_legal(Move::new(rival, to)))
            .collect();
        if !rivals.is_empty() {
            disambiguation = match (rivals & Bitboard::file(from.file())).is_empty() {
                true => (true, false),
                false => (!(rivals & Bitboard::rank(from.rank())).is_empty(), true),
            };
        }
    }
    let capture = mv.is_en_passant() || (!mv.is_castling() && position.occupied().contains(to));
    match mv.castling_side() {
        Some(side) => {
            out.extend(b"O-O");
            if side == CastlingSide::QueenSide {
                out.extend(b"-O");
            }
        }
        None => {
            if piece != Piece::Pawn {
                out.push(piece.fen_letter(Color::White) as u8);
                if disambiguation.0 {
                    out.push(from.file().to_char() as u8);
                }
                if disambiguation.1 {
                    out.push(from.rank().to_char() as u8);
                }
            } else if capture {
                out.push(from.file().to_char() as u8);
            }
            if capture {
                out.push(b'x');
            }
            out.push(to.file().to_char() as u8);
            out.push(to.rank().to_char() as u8);
            if let Some(promoted) = mv.promotion_piece() {
                out.push(b'=');
                out.push(promoted.fen_letter(Color::White) as u8);
            }
        }
    }
    if !suffix {
        return;
    }
    let mut after = *position;
    after.play_unchecked(mv);
    if after.is_check() {
        out.push(match after.count_legal_moves() {
            0 => b'#',
            _ => b'+',
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_core::Variant;

    #[test]
    fn the_same_text_as_position_san() {
        // Rivals pinned, on one file, on one rank, both; promotions, en passant, castling, mates.
        let fens = [
            "r3k3/1P6/8/8/8/8/3N1N2/R3K3 w Q - 0 1",
            "4k3/8/8/8/1N3N2/8/1N3N2/4K3 w - - 0 1",
            "R6R/8/8/8/8/8/8/R3K1k1 w - - 0 1",
            "1k6/8/8/8/8/8/4b3/Q2QK2Q w - - 0 1",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            "6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1",
            "rkrnnbbq/pppppppp/8/8/8/8/PPPPPPPP/RKRNNBBQ w CAca - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        ];
        for fen in fens {
            let position = Position::from_fen_permissive(fen, Variant::Auto).unwrap();
            for mv in position.legal_moves() {
                let mut out = Vec::new();
                push_san(&mut out, &position, mv, true);
                assert_eq!(out, position.san(mv).as_bytes(), "{fen} {mv:?}");
                out.clear();
                push_san(&mut out, &position, mv, false);
                let bare = position.san(mv).trim_end_matches(['+', '#']).to_string();
                assert_eq!(out, bare.as_bytes(), "{fen} {mv:?}");
            }
        }
    }
}
