//! Fuzz target: `chess_fuzz::moves` on each input AFL makes.

fn main() {
    afl::fuzz!(|data: &[u8]| chess_fuzz::moves(data));
}
