//! Fuzz target: `chess_fuzz::fen` on each input AFL makes.

fn main() {
    afl::fuzz!(|data: &[u8]| chess_fuzz::fen(data));
}
