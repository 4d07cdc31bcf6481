//! The 0x88 board against known perft counts and the bitboard generator.

use super::generate::Test;
use super::{Board, index, square_of};
use crate::{Move, MoveList, Piece, Position, Square};
use std::format;
use std::vec::Vec;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const ENDGAME: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const PROMOTIONS_MIRRORED: &str =
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
const TALKCHESS: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";

fn board(fen: &str) -> Board {
    Board::from(&fen.parse::<Position>().unwrap())
}

fn check_perft(fen: &str, counts: &[u64]) {
    let board = board(fen);
    for (depth, &expected) in (1..).zip(counts) {
        assert_eq!(board.perft(depth), expected, "perft({depth}) of {fen}");
    }
}

#[test]
fn perft_of_the_start_position() {
    check_perft(START, &[20, 400, 8_902, 197_281]);
}

#[test]
fn perft_of_kiwipete() {
    check_perft(KIWIPETE, &[48, 2_039, 97_862]);
}

#[test]
fn perft_of_a_rook_endgame() {
    check_perft(ENDGAME, &[14, 191, 2_812, 43_238]);
}

#[test]
fn perft_of_a_promotion_position() {
    check_perft(PROMOTIONS_MIRRORED, &[6, 264, 9_467]);
}

#[test]
fn perft_of_the_talkchess_position() {
    check_perft(TALKCHESS, &[44, 1_486, 62_379]);
}

/// A move's fields, to sort a list and compare two as sets.
fn key(mv: &Move) -> (usize, usize, Option<Piece>, bool, bool) {
    (
        mv.from().index(),
        mv.to().index(),
        mv.promotion_piece(),
        mv.is_en_passant(),
        mv.is_castling(),
    )
}

fn sorted(moves: &MoveList) -> Vec<Move> {
    let mut moves = moves.to_vec();
    moves.sort_unstable_by_key(key);
    moves
}

#[test]
fn agrees_with_the_bitboard_generator_along_random_games() {
    let starts = [
        START,
        KIWIPETE,
        ENDGAME,
        PROMOTIONS_MIRRORED,
        TALKCHESS,
        // En passant, pins along the rank of the captured pawn, and promotions near.
        "8/8/8/K2pP2r/8/8/6k1/8 w - d6 0 2",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    ];
    let mut random = chess_testkit::Random::new(0x9E37_79B9_7F4A_7C15);
    let mut positions = 0;
    for fen in starts {
        for _game in 0..30 {
            let mut position: Position = fen.parse().unwrap();
            let mut board = Board::from(&position);
            for _ply in 0..120 {
                let expected = position.legal_moves();
                let got = board.legal_moves();
                assert_eq!(sorted(&got), sorted(&expected), "moves of {position}");
                assert_eq!(board.is_check(), position.is_check(), "check in {position}");
                assert_eq!(board.side_to_move(), position.side_to_move());
                positions += 1;
                if expected.is_empty() {
                    break;
                }
                let mv = expected[random.below(expected.len())];
                position.play(mv);
                board.play(mv);
                assert_eq!(board, Board::from(&position), "after {mv} to {position}");
            }
        }
    }
    assert!(positions > 10_000, "only {positions} positions");
}

/// The positions of `tricky.perft` (pins, en passant, checks, double checks, promotions).
fn tricky_positions() -> Vec<Board> {
    let text = chess_testkit::suites::text("tricky.perft");
    crate::perft::Suite::new(&text)
        .map(|record| Board::from(record.unwrap().position()))
        .collect()
}

/// Compares the moves found with and without the legality shortcut in every position up to
/// `depth` plies below `board`; returns how many positions it compared.
fn compare_shortcut(board: &Board, depth: u32) -> usize {
    let every = board.moves(Test::Every);
    let shortcut = board.moves(Test::Exposing);
    assert_eq!(shortcut[..], every[..], "moves of {board:?}");
    if depth == 0 {
        return 1;
    }
    let mut compared = 1;
    for &mv in every.iter() {
        let mut child = *board;
        child.play(mv);
        compared += compare_shortcut(&child, depth - 1);
    }
    compared
}

#[test]
fn testing_only_moves_that_can_expose_the_king_finds_the_same_moves() {
    let mut compared = 0;
    for board in tricky_positions() {
        compared += compare_shortcut(&board, 3);
    }
    assert!(compared > 300_000, "only {compared} positions compared");
}

#[test]
fn a_board_built_without_moves_equals_one_reached_by_them() {
    // The piece lists differ in order; equality looks at the pieces on the board only.
    let mut board = board(START);
    for text in ["g1f3", "g8f6", "f3g1", "f6g8"] {
        let mv = board
            .legal_moves()
            .iter()
            .copied()
            .find(|mv| format!("{mv}") == text)
            .unwrap();
        board.play(mv);
    }
    assert_eq!(board, self::board(START));
}

#[test]
fn indices_round_trip_and_stay_on_the_board() {
    for square in Square::ALL {
        let index = index(square);
        assert_eq!(index & 0x88, 0);
        assert_eq!(index, 16 * square.rank() as u8 + square.file() as u8);
        assert_eq!(square_of(index), square);
    }
}
