//! Perft of the peer crates, shared by the `perft` benchmark and the `perft_run` example (which
//! includes this file with `#[path]`; the peers are dev-dependencies, so the library cannot hold
//! it).
//!
//! Every implementation has the same shape: single-threaded, copy-make, bulk counting at the last
//! ply (at depth 1 the legal moves are counted, not made), perft(0) = 1.

/// `perft(fen, depth)`: the number of leaf nodes, or why the FEN was refused.
pub type Perft = fn(&str, u32) -> Result<u64, String>;

/// Every implementation, by name. One line per implementation.
pub const IMPLS: &[(&str, Perft)] = &[
    ("cozy-chess", cozy_chess),
    ("shakmaty", shakmaty),
    ("chess", chess),
    ("chess-core", chess_core_copy_make),
    ("chess-core-unmake", chess_core_make_unmake),
    ("chess-core-0x88", chess_core_x88),
];

/// The `perft` benchmark's positions timed alone: (label, FEN, depth, known node count).
#[allow(dead_code)] // `perft_run` includes this file for `IMPLS` alone.
pub const SINGLE_CASES: [(&str, &str, u32, u64); 2] = [
    (
        "startpos d6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "kiwipete d5",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
];

/// The benchmark's whole-file case: (label, suite file, depth), every position of the suite
/// counted at that depth against its published count.
#[allow(dead_code)] // As above.
pub const SUITE_CASE: (&str, &str, u32) = ("standard.epd d5", "standard.epd", 5);

/// Read permissively, as chess-core's suite readers read: the suites hold composed positions.
fn chess_core_position(fen: &str) -> Result<chess_core::Position, String> {
    chess_core::Position::from_fen_permissive(fen, chess_core::Variant::Auto)
        .map_err(|e| format!("chess-core: {e}"))
}

/// This project's bitboard generator, copy-make (how `chess-tables perft` plays).
pub fn chess_core_copy_make(fen: &str, depth: u32) -> Result<u64, String> {
    Ok(chess_core::perft::perft(&chess_core_position(fen)?, depth))
}

/// This project's second generator, on a 0x88 board (the moves that can expose the king made
/// and tested on a copy; bulk counting at the last ply like the others).
pub fn chess_core_x88(fen: &str, depth: u32) -> Result<u64, String> {
    Ok(chess_core::reference::x88::Board::from(&chess_core_position(fen)?).perft(depth))
}

/// The same generator, playing with make and unmake on one position.
pub fn chess_core_make_unmake(fen: &str, depth: u32) -> Result<u64, String> {
    let mut position = chess_core_position(fen)?;
    Ok(chess_core::reference::perft_make_unmake(
        &mut position,
        depth,
    ))
}

/// cozy-chess: moves come grouped per piece, and a group's `len()` counts its moves (promotions
/// four times), so the last ply never unpacks single moves.
pub fn cozy_chess(fen: &str, depth: u32) -> Result<u64, String> {
    let board = cozy_chess::Board::from_fen(fen, false).map_err(|e| format!("cozy-chess: {e}"))?;
    if depth == 0 {
        return Ok(1);
    }
    Ok(cozy_nodes(&board, depth))
}

fn cozy_nodes(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_nodes(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

/// shakmaty: standard chess with standard (not Chess960) castling.
pub fn shakmaty(fen: &str, depth: u32) -> Result<u64, String> {
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    let setup: Fen = fen.parse().map_err(|e| format!("shakmaty: {e}"))?;
    let pos: Chess = setup
        .into_position(CastlingMode::Standard)
        .map_err(|e| format!("shakmaty: {e}"))?;
    Ok(chess_testkit::shakmaty::perft(&pos, depth))
}

/// chess (jordanbray): `MoveGen` is an exact-size iterator, so `len()` counts without iterating.
pub fn chess(fen: &str, depth: u32) -> Result<u64, String> {
    let board: chess::Board = fen.parse().map_err(|e| format!("chess: {e}"))?;
    if depth == 0 {
        return Ok(1);
    }
    Ok(chess_nodes(&board, depth))
}

fn chess_nodes(board: &chess::Board, depth: u32) -> u64 {
    let moves = chess::MoveGen::new_legal(board);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .map(|m| chess_nodes(&board.make_move_new(m), depth - 1))
        .sum()
}
