//! What the integration tests share: a seeded random source, random play, and the perft suites
//! (read through `chess-testkit`).
#![allow(dead_code)] // Each test crate uses its own part.

use chess_core::{Move, Position};

pub use chess_testkit::Random;
pub use chess_testkit::suites::Case;

/// Positions rich in captures, promotions, en passant and castling, to start random play from.
pub const STARTS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/8/8/8/3pPp2/8/8/R3K2R b KQkq e3 0 1",
    "8/8/8/5k2/3p4/8/4P3/4K3 w - - 0 1",
];

/// Plays `games` random games of up to `plies` plies from each of [`STARTS`], calling `visit`
/// with every position reached (starts included). Captures and promotions are preferred half the
/// time, so the games reach endgames and promotions often.
pub fn random_play(seed: u64, games: usize, plies: usize, visit: impl FnMut(&Position)) {
    random_play_from(&STARTS, seed, games, plies, visit);
}

/// [`random_play`] from other starts.
pub fn random_play_from(
    starts: &[&str],
    seed: u64,
    games: usize,
    plies: usize,
    mut visit: impl FnMut(&Position),
) {
    let mut random = Random::new(seed);
    for &start in starts {
        for _ in 0..games {
            let mut position = Position::from_fen_permissive(start, chess_core::Variant::Auto)
                .expect("valid start");
            visit(&position);
            for _ in 0..plies {
                let Some(mv) = random_move(&mut random, &position) else {
                    break;
                };
                position.play(mv);
                visit(&position);
            }
        }
    }
}

/// A random legal move, a capture or promotion half the time when there is one; `None` at mate
/// or stalemate.
pub fn random_move(random: &mut Random, position: &Position) -> Option<Move> {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let captures = position.legal_captures();
    Some(if !captures.is_empty() && random.next_u64() & 1 == 0 {
        captures[random.below(captures.len())]
    } else {
        moves[random.below(moves.len())]
    })
}

/// `standard.epd`: 128 positions, depths up to 6.
pub fn standard() -> Vec<Case> {
    chess_testkit::suites::cases("standard.epd")
}

/// `fischer.epd`: 960 Chess960 start positions (castling in Shredder-FEN).
pub fn fischer() -> Vec<Case> {
    chess_testkit::suites::cases("fischer.epd")
}

/// `tricky.perft`: 11 hard cases, named.
pub fn tricky() -> Vec<Case> {
    chess_testkit::suites::cases("tricky.perft")
}

/// Every case of the standard-chess suites.
pub fn all_cases() -> Vec<Case> {
    let mut cases = standard();
    cases.extend(tricky());
    cases
}

/// Up to 3,000 bytes of `bytes` from `start`, damaged by `edits`: each (place, byte, how)
/// overwrites the byte there (how 0), removes it (1) or inserts one of `inserted` (otherwise), so
/// that the PGN tests feed real text broken in the ways that matter to a reader.
pub fn mutated(bytes: &[u8], start: usize, edits: &[(usize, u8, u8)], inserted: &[u8]) -> Vec<u8> {
    let mut text = bytes[start..(start + 3000).min(bytes.len())].to_vec();
    for &(at, byte, how) in edits {
        if text.is_empty() {
            break;
        }
        let at = at % text.len();
        match how {
            0 => text[at] = byte,
            1 => {
                text.remove(at);
            }
            _ => text.insert(at, inserted[usize::from(byte) % inserted.len()]),
        }
    }
    text
}
