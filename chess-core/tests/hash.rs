//! The hash is the Polyglot key: the specification's published keys, agreement with shakmaty's
//! Polyglot-compatible hash (a dev-dependency only), and one position with one hash however it
//! was reached (FEN parsed or moves played).

mod common;

use chess_core::Position;
use common::{Random, STARTS, random_move};
use shakmaty::Position as _;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, EnPassantMode, fen::Fen};

fn play(position: &mut Position, moves: &str) {
    for text in moves.split_whitespace() {
        let mv = position
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        position.play(mv);
    }
}

/// The example keys of the Polyglot book format specification: the moves from the start
/// position, the FEN the specification gives for the position reached, and its key.
const PUBLISHED: [(&str, &str, u64); 9] = [
    (
        "",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        0x463b96181691fc9c,
    ),
    (
        "e2e4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        0x823c9b50fd114196,
    ),
    (
        "e2e4 d7d5",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        0x0756b94461c50fb0,
    ),
    (
        "e2e4 d7d5 e4e5",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
        0x662fafb965db29d4,
    ),
    (
        "e2e4 d7d5 e4e5 f7f5",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        0x22a48b5a8e47ff78,
    ),
    (
        "e2e4 d7d5 e4e5 f7f5 e1e2",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3",
        0x652a607ca3f242c1,
    ),
    (
        "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7",
        "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
        0x00fdd303c946bdd9,
    ),
    (
        "a2a4 b7b5 h2h4 b5b4 c2c4",
        "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
        0x3c8123ea7b067637,
    ),
    (
        "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3",
        "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4",
        0x5c3f9b829b279560,
    ),
];

#[test]
fn published_polyglot_keys() {
    for (moves, fen, key) in PUBLISHED {
        let mut played = Position::default();
        play(&mut played, moves);
        assert_eq!(played.hash(), key, "after `{moves}`: {played}");
        assert_eq!(played.hash_from_scratch(), key, "after `{moves}`");
        // The specification's FEN (its clocks aside) names en-passant squares no pawn can take
        // on; read in, they drop out and the position is the one played.
        let parsed: Position = fen.parse().unwrap();
        assert_eq!(parsed.hash(), key, "{fen}");
        let board = |p: &Position| p.to_string().rsplitn(3, ' ').last().unwrap().to_string();
        assert_eq!(board(&parsed), board(&played), "{fen}");
    }
    let start = Position::default();
    assert_eq!(start.hash(), 0x463b_9618_1691_fc9c);
}

/// The case the Polyglot rule settles: `e2e4` played, and the FEN keeping `e3`, are one position.
#[test]
fn an_en_passant_square_nobody_can_take_is_not_part_of_the_position() {
    let mut played = Position::default();
    play(&mut played, "e2e4");
    let parsed: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        .parse()
        .unwrap();
    assert_eq!(parsed, played);
    assert_eq!(parsed.hash(), played.hash());
    assert_eq!(parsed.en_passant(), None);
    assert_eq!(
        parsed.to_string(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    // A capturer beside the pushed pawn keeps the square, in FEN and in the hash.
    let kept: Position = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        .parse()
        .unwrap();
    assert_eq!(kept.en_passant(), Some(chess_core::Square::E3));
    assert!(kept.to_string().contains(" e3 "));
}

/// The capturer beside the pushed pawn is pinned, so the capture is illegal: the square still
/// counts in the hash (Polyglot's rule, shakmaty's pseudo-legal mode) and in a FEN that names it,
/// but FEN is written without it (the legal mode), and reads back equal with the hash without it.
#[test]
fn an_en_passant_square_counts_in_the_hash_even_when_taking_is_illegal() {
    let mut played: Position = "4k3/8/8/8/4p3/8/3P4/4R1K1 w - - 0 1".parse().unwrap();
    play(&mut played, "d2d4");
    assert_eq!(played.en_passant(), Some(chess_core::Square::D3));
    assert_eq!(played.to_string(), "4k3/8/8/8/3Pp3/8/8/4R1K1 b - - 0 1");
    assert!(!played.legal_moves().iter().any(|mv| mv.is_en_passant()));
    let named: Position = "4k3/8/8/8/3Pp3/8/8/4R1K1 b - d3 0 1".parse().unwrap();
    assert_eq!((named, named.hash()), (played, played.hash()));
    let theirs = shakmaty_position("4k3/8/8/8/3Pp3/8/8/4R1K1 b - d3 0 1");
    assert_eq!(
        played.hash(),
        shakmaty_hash(&theirs, EnPassantMode::PseudoLegal)
    );
    assert_ne!(played.hash(), shakmaty_hash(&theirs, EnPassantMode::Legal));
    let written_back: Position = played.to_string().parse().unwrap();
    assert_eq!(written_back, played);
    assert_eq!(
        written_back.hash(),
        shakmaty_hash(&theirs, EnPassantMode::Legal)
    );
}

fn shakmaty_position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

fn shakmaty_hash(position: &Chess, mode: EnPassantMode) -> u64 {
    position.zobrist_hash::<Zobrist64>(mode).0
}

/// Random games from the suites' tricky starts, shakmaty playing the same moves: at every
/// position the hash equals shakmaty's Polyglot hash (pseudo-legal en passant) and the one
/// computed from scratch, and the FEN equals shakmaty's (legal en passant); after every double
/// push, the FEN written and read again is an equal position, whose hash is shakmaty's with legal
/// en passant, and the FEN that always names the square reads back with the same hash.
#[test]
fn hashes_match_shakmaty_and_survive_fen_over_random_games() {
    use shakmaty::uci::UciMove;
    let mut random = Random::new(0x5eed_cafe);
    let (mut positions, mut double_pushes, mut kept) = (0, 0, 0);
    for start in STARTS {
        for _ in 0..100 {
            let mut ours: Position = start.parse().unwrap();
            let mut theirs = shakmaty_position(start);
            for _ in 0..120 {
                assert_eq!(ours.hash(), ours.hash_from_scratch(), "{ours}");
                assert_eq!(
                    ours.hash(),
                    shakmaty_hash(&theirs, EnPassantMode::PseudoLegal),
                    "{ours}"
                );
                let their_fen = Fen::from_position(&theirs, EnPassantMode::Legal);
                assert_eq!(ours.to_string(), their_fen.to_string());
                positions += 1;
                let Some(mv) = random_move(&mut random, &ours) else {
                    break;
                };
                let double_push = ours.piece_at(mv.from()).map(|(_, piece)| piece)
                    == Some(chess_core::Piece::Pawn)
                    && mv.from().index().abs_diff(mv.to().index()) == 16;
                let uci: UciMove = mv.to_string().parse().unwrap();
                theirs.play_unchecked(uci.to_move(&theirs).unwrap());
                ours.play(mv);
                if double_push {
                    double_pushes += 1;
                    kept += usize::from(ours.en_passant().is_some());
                    let parsed: Position = ours.to_string().parse().unwrap();
                    assert_eq!(parsed, ours, "{ours}");
                    let legal = shakmaty_hash(&theirs, EnPassantMode::Legal);
                    assert_eq!(parsed.hash(), legal, "{ours}");
                    // The same position written with the square always named (FEN's own rule).
                    let always = Fen::from_position(&theirs, EnPassantMode::Always).to_string();
                    let parsed: Position = always.parse().unwrap();
                    assert_eq!((parsed, parsed.hash()), (ours, ours.hash()), "{always}");
                }
            }
        }
    }
    assert!(positions > 20_000, "{positions} positions");
    assert!(
        double_pushes > 1_000 && kept > 100,
        "{double_pushes} double pushes, {kept} kept their square"
    );
}
