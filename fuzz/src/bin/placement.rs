//! Fuzz target: `chess_fuzz::placement` on each input AFL makes.

fn main() {
    afl::fuzz!(|data: &[u8]| chess_fuzz::placement(data));
}
