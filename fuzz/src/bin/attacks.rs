//! Fuzz target: `chess_fuzz::attacks` on each input AFL makes.

fn main() {
    afl::fuzz!(|data: &[u8]| chess_fuzz::attacks(data));
}
