//! The reader's shortcut for SAN: a move's text copied from the PGN read when it is already the
//! SAN chess-core writes ([`Position::san_without_check_sign`]), which is most moves.

use chess_core::{Move, Piece, Position};

/// `token`, the SAN `mv` was read from (its annotation taken off), without its check sign, when
/// that is the text [`Position::san_without_check_sign`] writes of the move: then it is copied, not written again.
/// It is when it names no file or rank but a pawn capture's file, and has `x` exactly when the
/// move captures. Naming neither, it is the SAN: the reader (`parse_san_bytes`) refuses SAN that
/// more than one legal move fits, so no other piece of its kind could move there.
pub fn as_written<'t>(token: &'t [u8], position: &Position, mv: Move) -> Option<&'t [u8]> {
    let mut token = token;
    while let [rest @ .., b'+' | b'#'] = token {
        token = rest;
    }
    // Promotions and castling, a few a game, are written anew.
    if mv.is_castling() || mv.promotion_piece().is_some() {
        return None;
    }
    let (from, to) = (mv.from(), mv.to());
    // Read from the end: the square, `x`, the piece or the pawn's file.
    let [rest @ .., file, rank] = token else {
        return None;
    };
    let capture = mv.is_en_passant() || position.occupied().contains(to);
    let head = match (capture, rest) {
        (true, [head @ .., b'x']) => head,
        (false, head) => head,
        (true, _) => return None,
    };
    let piece = match head {
        [] if !capture => Piece::Pawn,
        [letter] if capture && *letter == from.file().to_char() as u8 => Piece::Pawn,
        [b'N'] => Piece::Knight,
        [b'B'] => Piece::Bishop,
        [b'R'] => Piece::Rook,
        [b'Q'] => Piece::Queen,
        [b'K'] => Piece::King,
        _ => return None,
    };
    let written = *file == to.file().to_char() as u8
        && *rank == to.rank().to_char() as u8
        && position
            .pieces(position.side_to_move(), piece)
            .contains(from);
    written.then_some(token)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_core::Variant;

    #[test]
    fn a_san_is_copied_exactly_when_it_is_the_san_written() {
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
                let bare = position.san_without_check_sign(mv).to_string();
                // The SAN, and the other texts the reader takes for the move, are copied only
                // when they are that SAN.
                for text in other_texts(&position.san(mv)) {
                    let copied = as_written(text.as_bytes(), &position, mv);
                    let written = copied.is_some();
                    if let Some(copied) = copied {
                        assert_eq!(copied, bare.as_bytes(), "{fen} {text}");
                    }
                    if *text == *position.san(mv) {
                        // A piece's SAN that names its file or rank: more than `x` and
                        // the square after the letter.
                        let named = matches!(bare.as_bytes()[0], b'N' | b'B' | b'R' | b'Q' | b'K')
                            && bare[1..].trim_start_matches('x').len() != 2;
                        let expected =
                            !mv.is_castling() && mv.promotion_piece().is_none() && !named;
                        assert_eq!(written, expected, "{fen} {text}");
                    }
                    if written {
                        assert_eq!(position.parse_san(&text), Ok(mv), "{fen} {text}");
                    }
                }
            }
        }
    }

    /// `san` and texts a lenient reader might take for the same move: over-named, without `x`
    /// or `=`, with `x` added, the check sign dropped or doubled.
    fn other_texts(san: &str) -> Vec<String> {
        let bare = san.trim_end_matches(['+', '#']);
        let mut texts = vec![
            san.to_string(),
            bare.to_string(),
            format!("{bare}+"),
            format!("{bare}#"),
        ];
        texts.push(bare.replace('x', ""));
        texts.push(bare.replace('=', ""));
        if let Some(letter) = bare.chars().next().filter(char::is_ascii_uppercase) {
            for named in ["a", "b", "g", "1", "2", "7", "8", "a1", "g1"] {
                texts.push(format!("{letter}{named}{}", &bare[1..]));
            }
            texts.push(format!("{letter}x{}", &bare[1..]));
        }
        texts.push(format!("P{bare}"));
        texts.push(bare.to_lowercase());
        texts
    }

    #[test]
    fn a_read_san_is_copied_only_when_it_is_the_san() {
        // Over-named SAN that the reader takes: never copied.
        let position =
            Position::from_fen_permissive("r3k3/1P6/8/8/8/8/3N1N2/R3K3 w Q - 0 1", Variant::Auto)
                .unwrap();
        let mv = position.parse_san("Rb1").unwrap();
        assert!(as_written(b"Rb1", &position, mv).is_some());
        assert_eq!(as_written(b"Rb1+", &position, mv), Some(&b"Rb1"[..]));
        assert!(as_written(b"Rab1", &position, mv).is_none());
        assert!(as_written(b"R1b1", &position, mv).is_none());
        let mv = position.parse_san("bxa8=Q+").unwrap();
        assert!(as_written(b"bxa8=Q+", &position, mv).is_none()); // written anew
        assert!(as_written(b"bxa8Q", &position, mv).is_none());
        assert!(as_written(b"ba8=Q", &position, mv).is_none());
        // Two knights reach e4: the SAN names the file, and is written anew.
        let mv = position.parse_san("Nde4").unwrap();
        assert!(as_written(b"Nde4", &position, mv).is_none());
    }
}
