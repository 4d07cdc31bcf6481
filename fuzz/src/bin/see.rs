//! Fuzz target: `chess_fuzz::see` on each input AFL makes.

fn main() {
    afl::fuzz!(|data: &[u8]| chess_fuzz::see(data));
}
