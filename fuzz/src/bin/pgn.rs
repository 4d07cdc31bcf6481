//! Fuzz target: `chess_fuzz::pgn` on each input AFL makes.

fn main() {
    afl::fuzz!(|data: &[u8]| chess_fuzz::pgn(data));
}
