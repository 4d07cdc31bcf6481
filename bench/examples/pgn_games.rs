//! Reads a PGN file into `game::Game`s (`pgn::read_games`, every SAN checked and written anew,
//! comments and NAGs kept) and prints the games and moves: what python-chess's
//! `chess.pgn.read_game` does, for profilers and for comparison with the `pgn_read` example
//! (the reader with a visitor that keeps nothing).
//!
//! Run: `cargo run --release -p chess-bench --example pgn_games -- FILE`.

use std::fs::File;

use chess_core::pgn;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).ok_or("usage: pgn_games FILE")?;
    let (mut games, mut errors, mut moves) = (0u64, 0u64, 0usize);
    for game in pgn::read_games(File::open(&path)?) {
        match game {
            Ok(game) => {
                games += 1;
                moves += game.ply_count();
            }
            Err(_) => errors += 1,
        }
    }
    println!("{games} games, {errors} errors, {moves} moves");
    Ok(())
}
