//! Fuzz target: `chess_fuzz::make_unmake` on each input AFL makes.

fn main() {
    afl::fuzz!(|data: &[u8]| chess_fuzz::make_unmake(data));
}
