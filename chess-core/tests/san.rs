//! SAN: written as shakmaty writes it for every legal move of random positions, and as the
//! definition writes it from the list of legal moves (`reference::san_by_listing`); read back to
//! the same move; the PGN standard's disambiguation cases by hand, and each error.

mod common;

use chess_core::reference::san_by_listing;
use chess_core::{AnyMoveError, Move, Position, San, SanError};
use common::{Random, STARTS, all_cases, fischer, random_play_from};
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, fen::Fen, uci::UciMove};

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn peer(position: &Position) -> Chess {
    let fen: Fen = position.to_string().parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

/// shakmaty's SAN (with its check or mate suffix) of our move.
fn peer_san(theirs: &Chess, mv: Move) -> String {
    let uci: UciMove = mv.to_string().parse().unwrap();
    let peer_move = uci.to_move(theirs).unwrap();
    SanPlus::from_move(theirs.clone(), peer_move).to_string()
}

/// Every legal move of every position of random games: our SAN equals shakmaty's, fits in
/// `San::MAX_LEN`, and reads back as the move. The longest SAN seen must be the longest possible.
#[test]
fn san_matches_shakmaty_and_reads_back_over_random_games() {
    let mut positions = 0;
    let mut moves = 0;
    let mut longest = 0;
    // SANs seen with a disambiguating file, rank, square; checks, mates; castlings, promotions.
    let mut seen = [0usize; 7];
    // Beside the usual starts, four with many pieces of one kind, where pieces are named by
    // file, rank or whole square.
    let mut starts = STARTS.to_vec();
    starts.extend([
        "3qk3/1q5q/8/8/8/8/1Q5Q/3QK3 w - - 0 1",
        "1n2k1n1/8/8/2n1n3/8/2N1N3/8/1N2K1N1 b - - 0 1",
        "r3k2r/8/2b1b3/r6r/R6R/2B1B3/8/R3K2R w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1",
    ]);
    random_play_from(&starts, 0x5a17, 25, 150, |ours| {
        let theirs = peer(ours);
        positions += 1;
        let legal = ours.legal_moves();
        for &mv in &legal {
            let san = ours.san(mv);
            assert_eq!(san.as_str(), peer_san(&theirs, mv), "{ours}: {mv}");
            assert_eq!(ours.san_with_moves(mv, &legal), san, "{ours}: {mv}");
            assert_eq!(ours.parse_san(&san), Ok(mv), "{ours}: {san}");
            assert_eq!(ours.parse_any_move(&san), Ok(mv), "{ours}: {san}");
            assert_eq!(San::new(ours, mv), san);
            longest = longest.max(san.len());
            moves += 1;
            let text = san.trim_end_matches(['+', '#']);
            let piece = text.starts_with(['N', 'B', 'R', 'Q', 'K']);
            // The characters between the piece letter and `x` or the square.
            let middle = match piece {
                true => text.len() - 3 - usize::from(text.contains('x')),
                false => 0,
            };
            seen[0] += usize::from(piece && middle == 1 && text.as_bytes()[1].is_ascii_lowercase());
            seen[1] += usize::from(piece && middle == 1 && text.as_bytes()[1].is_ascii_digit());
            seen[2] += usize::from(piece && middle == 2);
            seen[3] += usize::from(san.ends_with('+'));
            seen[4] += usize::from(san.ends_with('#'));
            seen[5] += usize::from(mv.is_castling());
            seen[6] += usize::from(mv.promotion_piece().is_some());
        }
    });
    assert!(positions >= 20_000, "{positions} positions");
    assert!(moves >= 400_000, "{moves} moves");
    assert_eq!(longest, San::MAX_LEN);
    assert!(
        seen.iter().all(|&n| n >= 20),
        "file, rank, square, check, mate, castling, promotion: {seen:?}"
    );
}

/// `Position::san`, which lists no moves, writes what the definition writes from the list of
/// legal moves (`san_by_listing`, as chess-core once wrote SAN): for every legal move of every
/// perft-suite position (standard chess, the hard cases, the Chess960 starts) and of random games
/// from them, and for moves that are not legal (any 16 bits), which get no check sign. The text
/// without the sign, and the sign read from the position after the move, add up to the same; a
/// position has a legal move exactly when it has a count of them.
#[test]
fn san_without_listing_is_san_by_listing() {
    let mut starts: Vec<String> = STARTS.iter().map(|fen| fen.to_string()).collect();
    // Many pieces of a kind, promotions that mate, checks a pinned piece cannot answer.
    starts.extend(
        [
            "3qk3/1q5q/8/8/8/8/1Q5Q/3QK3 w - - 0 1",
            "1n2k1n1/8/8/2n1n3/8/2N1N3/8/1N2K1N1 b - - 0 1",
            "r3k2r/8/2b1b3/r6r/R6R/2B1B3/8/R3K2R w KQkq - 0 1",
            "3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1",
            "1k6/8/8/8/8/Q7/1p6/Q1Q1K3 w - - 0 1",
        ]
        .map(str::to_string),
    );
    let suites: Vec<_> = all_cases().into_iter().chain(fischer()).collect();
    starts.extend(suites.iter().step_by(4).map(|case| case.fen.clone()));
    let starts: Vec<&str> = starts.iter().map(String::as_str).collect();

    let mut random = Random::new(0x5a19);
    // Moves by kind of SAN, as in the shakmaty test above, and the illegal ones.
    let (mut moves, mut illegal) = (0usize, 0usize);
    let mut seen = [0usize; 8];
    let mut check = |ours: &Position| {
        let legal = ours.legal_moves();
        assert_eq!(ours.has_legal_move(), !legal.is_empty(), "{ours}");
        for &mv in &legal {
            let san = ours.san(mv);
            assert_eq!(san, san_by_listing(ours, mv, &legal), "{ours}: {mv}");
            assert_eq!(ours.san_with_moves(mv, &legal), san, "{ours}: {mv}");
            let bare = ours.san_without_check_sign(mv);
            assert_eq!(*bare, *san.trim_end_matches(['+', '#']), "{ours}: {mv}");
            let mut after = *ours;
            after.play(mv);
            assert_eq!(bare.with_check_sign(&after), san, "{ours}: {mv}");
            assert_eq!(san.with_check_sign(&after), san, "{ours}: {mv}");
            assert_eq!(
                after.check_sign(),
                san.chars().last().filter(|c| "+#".contains(*c))
            );
            moves += 1;
            let text = bare.as_bytes();
            let piece = text[0].is_ascii_uppercase() && text[0] != b'O';
            let middle = match piece {
                true => text.len() - 3 - usize::from(text.contains(&b'x')),
                false => 0,
            };
            seen[0] += usize::from(middle == 1 && text[1].is_ascii_lowercase());
            seen[1] += usize::from(middle == 1 && text[1].is_ascii_digit());
            seen[2] += usize::from(middle == 2);
            seen[3] += usize::from(san.ends_with('+'));
            seen[4] += usize::from(san.ends_with('#'));
            seen[5] += usize::from(mv.is_castling());
            seen[6] += usize::from(mv.is_castling() && ours.castling_rights().is_chess960());
            seen[7] += usize::from(mv.promotion_piece().is_some());
        }
        // Moves that are not legal: the board's pieces toward any square, and any 16 bits.
        for _ in 0..8 {
            let from = chess_core::Square::ALL[random.below(64)];
            let to = chess_core::Square::ALL[random.below(64)];
            let bits = random.next_u64() as u16;
            for mv in [Move::new(from, to), Move::from_bits(bits)] {
                let san = ours.san(mv);
                assert_eq!(san, san_by_listing(ours, mv, &legal), "{ours}: {mv:?}");
                if !legal.contains(&mv) {
                    assert_eq!(san, ours.san_without_check_sign(mv), "{ours}: {mv:?}");
                    illegal += 1;
                }
            }
        }
    };
    for case in &suites {
        check(&case.position);
    }
    random_play_from(&starts, 0x5a19, 2, 120, |ours| check(ours));
    // Queens that only their whole square tells apart, in short games.
    let queens = [
        "4k3/8/8/8/8/Q1Q5/8/Q1Q1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1",
    ];
    random_play_from(&queens, 0x5a1a, 20, 20, |ours| check(ours));
    assert!(moves >= 1_000_000, "{moves} moves");
    assert!(illegal >= 400_000, "{illegal} illegal moves");
    assert!(
        seen.iter().all(|&n| n >= 50),
        "file, rank, square, check, mate, castling, Chess960 castling, promotion: {seen:?}"
    );
}

/// The SANs of a position's moves, by UCI.
fn san_of(fen: &str, uci: &str) -> String {
    let position = position(fen);
    let mv = position.parse_move(uci).unwrap();
    let san = position.san(mv).to_string();
    assert_eq!(san, peer_san(&peer(&position), mv), "{fen}: {uci}");
    assert_eq!(position.parse_san(&san), Ok(mv));
    san
}

#[test]
fn the_pgn_standards_disambiguation_cases() {
    // Two knights reach d2: the file they leave tells them apart.
    let knights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    // Two rooks on one file: the rank.
    let rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
    // Queens on h4, e4 and h1 all reach e1: h4 shares its file with h1 and its rank with e4, so
    // only the square names it (the standard's own example, Qh4e1).
    let queens = "8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1";
    // Only legal moves count: the knight on c3 is pinned, so the g1 knight's move needs nothing.
    let pinned = "4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1";
    let cases = [
        (knights, "b1d2", "Nbd2"),
        (knights, "f3d2", "Nfd2"),
        (knights, "f3e5", "Ne5"),
        (rooks, "a1a3", "R1a3"),
        (rooks, "a5a3", "R5a3"),
        (queens, "h4e1", "Qh4e1"),
        (queens, "e4e1", "Qee1"),
        (queens, "h1e1", "Q1e1"),
        (pinned, "g1e2", "Ne2"),
    ];
    for (fen, uci, san) in cases {
        assert_eq!(san_of(fen, uci), san, "{fen}: {uci}");
    }
    let position = position(pinned);
    assert_eq!(position.parse_san("Nce2"), Err(SanError::Illegal));
    assert_eq!(position.parse_san("Nge2").unwrap().to_string(), "g1e2");
}

#[test]
fn captures_promotions_castling_check_and_mate() {
    let kiwipete = STARTS[1];
    // Promotions put the piece after `=`, check and mate after that.
    let promotion = "3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1";
    // Seven characters: a queen named by its square, capturing, mating.
    let seven = "1k6/8/8/8/8/Q7/1p6/Q1Q1K3 w - - 0 1";
    let cases = [
        (STARTS[0], "g1f3", "Nf3"),
        (STARTS[0], "e2e4", "e4"),
        (kiwipete, "e5f7", "Nxf7"),
        (kiwipete, "d5e6", "dxe6"),
        (kiwipete, "e1g1", "O-O"),
        (kiwipete, "e1c1", "O-O-O"),
        // En passant names the pawn's file and the square it goes to.
        ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", "exd6"),
        (promotion, "e7e8q", "e8=Q+"),
        (promotion, "e7e8n", "e8=N"),
        (promotion, "e7d8r", "exd8=R#"),
        (promotion, "e7d8q", "exd8=Q#"),
        // Castling that gives check.
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+"),
        (seven, "a1b2", "Qa1xb2#"),
        (seven, "c1b2", "Qcxb2+"), // the c-file opens
        (seven, "a3b2", "Q3xb2#"),
    ];
    for (fen, uci, san) in cases {
        assert_eq!(san_of(fen, uci), san, "{fen}: {uci}");
    }
}

#[test]
fn castling_is_named_by_its_side_for_black_too() {
    let position = position("r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1");
    let names: Vec<String> = position
        .legal_moves()
        .iter()
        .filter(|mv| mv.is_castling())
        .map(|&mv| position.san(mv).to_string())
        .collect();
    assert_eq!(names.len(), 2);
    assert!(names.contains(&"O-O".into()) && names.contains(&"O-O-O".into()));
    assert_eq!(position.parse_san("O-O").unwrap().to_string(), "e8g8");
    assert_eq!(position.parse_san("0-0-0").unwrap().to_string(), "e8c8");
    // Castling is never the king's two-square move in SAN.
    assert_eq!(position.parse_san("Kg8"), Err(SanError::Illegal));
}

#[test]
fn lenient_input_reads_as_the_standard_form() {
    let promotion = position("3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1");
    let queen = promotion.parse_san("e8=Q+").unwrap();
    for text in ["e8=Q", "e8Q", "e8Q+", "e8=Q#", "e8=Q!", "e8=Q+!?", "e8=Q++"] {
        assert_eq!(promotion.parse_san(text), Ok(queen), "{text}");
    }
    assert_eq!(promotion.parse_san("exd8R").unwrap().to_string(), "e7d8r");
    // A capture without its `x`.
    assert_eq!(promotion.parse_san("ed8=Q").unwrap().to_string(), "e7d8q");
    let kiwipete = position(STARTS[1]);
    assert_eq!(kiwipete.parse_san("Nf7").unwrap().to_string(), "e5f7");
    assert_eq!(kiwipete.parse_san("de6").unwrap().to_string(), "d5e6");
    assert_eq!(kiwipete.parse_san("0-0").unwrap().to_string(), "e1g1");
    assert_eq!(kiwipete.parse_san("O-O-O+").unwrap().to_string(), "e1c1");
    assert_eq!(kiwipete.parse_san("Ne5xf7").unwrap().to_string(), "e5f7");
}

#[test]
fn malformed_illegal_and_ambiguous_san_each_say_so() {
    let kiwipete = position(STARTS[1]);
    for text in [
        "", "Nf", "Zf3", "e9", "O-O-O-O", "e7e8=Q", "e2-e4", "N f3", "xe6", "d3x",
    ] {
        assert_eq!(
            kiwipete.parse_san(text),
            Err(SanError::Malformed),
            "{text:?}"
        );
    }
    // Well formed, but no legal move: no piece there, a blocked path, a pinned or missing piece,
    // a promotion without its piece, an `x` on a quiet move, a pawn capture without its file.
    let start = position(STARTS[0]);
    for text in ["Nd4", "Bc4", "e5", "Ke2", "O-O", "Qd3", "Nxf3", "exd3"] {
        assert_eq!(start.parse_san(text), Err(SanError::Illegal), "{text}");
    }
    let promotion = position("3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(promotion.parse_san("e8"), Err(SanError::Illegal));
    let capture = position("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
    assert_eq!(capture.parse_san("d5"), Err(SanError::Illegal));
    assert_eq!(capture.parse_san("cxd5").unwrap().to_string(), "c4d5");

    let knights = position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    match knights.parse_san("Nd2") {
        Err(SanError::Ambiguous { first, second }) => {
            let mut both = [first.to_string(), second.to_string()];
            both.sort();
            assert_eq!(both, ["b1d2", "f3d2"]);
        }
        other => panic!("expected ambiguous, got {other:?}"),
    }
    let queens = position("8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1");
    for text in ["Qe1", "Qhe1", "Q4e1"] {
        assert!(
            matches!(queens.parse_san(text), Err(SanError::Ambiguous { .. })),
            "{text}"
        );
    }
    // Each error says which kind it is.
    let message = |error: SanError| error.to_string();
    assert!(message(SanError::Malformed).starts_with("malformed"));
    assert!(message(SanError::Illegal).starts_with("illegal"));
    let ambiguous = knights.parse_san("Nd2").unwrap_err();
    assert!(message(ambiguous).starts_with("ambiguous"), "{ambiguous}");
    assert!(message(ambiguous).contains("b1d2"), "{ambiguous}");
}

#[test]
fn any_move_reads_uci_or_san() {
    let kiwipete = position(STARTS[1]);
    for (uci, san) in [
        ("e1g1", "O-O"),
        ("e5f7", "Nxf7"),
        ("d5e6", "dxe6"),
        ("a2a4", "a4"),
    ] {
        let mv = kiwipete.parse_any_move(uci).unwrap();
        assert_eq!(kiwipete.parse_any_move(san), Ok(mv));
        assert_eq!(mv.to_string(), uci);
    }
    assert_eq!(kiwipete.parse_any_move("e1e3"), Err(AnyMoveError::Illegal));
    assert_eq!(kiwipete.parse_any_move("Ke3"), Err(AnyMoveError::Illegal));
    for text in ["", "e1g1g1", "0000", "e7e8k", "Zf3", "e2e9"] {
        assert_eq!(
            kiwipete.parse_any_move(text),
            Err(AnyMoveError::Malformed),
            "{text:?}"
        );
    }
    // `e1` is SAN for a pawn's move: well formed, never legal here.
    assert_eq!(kiwipete.parse_any_move("e1"), Err(AnyMoveError::Illegal));
    let knights = position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    let error = knights.parse_any_move("Nd2").unwrap_err();
    assert!(matches!(error, AnyMoveError::Ambiguous { .. }));
    assert!(error.to_string().starts_with("ambiguous"), "{error}");
    assert!(AnyMoveError::Malformed.to_string().starts_with("malformed"));
    assert!(AnyMoveError::Illegal.to_string().starts_with("illegal"));
}

/// Every move SAN can name toward every square of random positions, legal or not, reads as
/// shakmaty reads it: the same move, or an illegal or ambiguous move for both. Pieces are
/// written with `x` exactly when the square is occupied, as shakmaty requires.
#[test]
fn every_san_toward_every_square_reads_as_shakmaty_reads_it() {
    use shakmaty::san::{San as PeerSan, SanError as PeerError};
    let verdict = |ours: Result<Move, SanError>| match ours {
        Ok(mv) => mv.to_string(),
        Err(SanError::Illegal) => "illegal".to_string(),
        Err(SanError::Ambiguous { .. }) => "ambiguous".to_string(),
        Err(error) => format!("{error:?}"),
    };
    let mut checked = [0usize; 3];
    random_play_from(&STARTS, 0x5a18, 3, 100, |ours| {
        let theirs = peer(ours);
        let mut texts = vec!["O-O".to_string(), "O-O-O".to_string()];
        for square in 0..64u8 {
            let name = format!("{}{}", char::from(b'a' + square % 8), square / 8 + 1);
            let taken = ours
                .piece_at(chess_core::Square::from_index(square).unwrap())
                .is_some();
            let x = if taken { "x" } else { "" };
            for piece in ["N", "B", "R", "Q", "K"] {
                texts.push(format!("{piece}{x}{name}"));
            }
            let promotions: &[&str] = match square / 8 {
                0 | 7 => &["", "=Q", "=N"],
                _ => &[""],
            };
            for promotion in promotions {
                texts.push(format!("{name}{promotion}"));
                for file in b'a'..=b'h' {
                    texts.push(format!("{}x{name}{promotion}", char::from(file)));
                }
            }
        }
        for text in texts {
            let peer = match PeerSan::from_ascii(text.as_bytes())
                .unwrap()
                .to_move(&theirs)
            {
                Ok(mv) => mv.to_uci(CastlingMode::Standard).to_string(),
                Err(PeerError::IllegalSan) => "illegal".to_string(),
                Err(PeerError::AmbiguousSan) => "ambiguous".to_string(),
            };
            let got = verdict(ours.parse_san(&text));
            checked[match got.as_str() {
                "illegal" => 0,
                "ambiguous" => 1,
                _ => 2,
            }] += 1;
            assert_eq!(got, peer, "{ours}: {text}");
        }
    });
    assert!(
        checked.iter().all(|&n| n >= 100),
        "illegal, ambiguous, legal: {checked:?}"
    );
}
