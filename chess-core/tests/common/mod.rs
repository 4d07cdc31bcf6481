//! What the integration tests share: a seeded random source, random play, and the perft suites.
#![allow(dead_code)] // Each test crate uses its own part.

use chess_core::{Move, Position};

/// xorshift64: the same sequence on every run and machine.
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Random {
        Random(seed | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

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
            let mut position: Position = start.parse().expect("valid start");
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

/// One position of a perft suite with its known counts.
pub struct Case {
    pub name: String,
    pub fen: String,
    /// `(depth, nodes)`
    pub counts: Vec<(u32, u64)>,
}

fn data(file: &str) -> String {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `standard.epd`: `FEN ;D1 n ;D2 n …` a line.
pub fn standard() -> Vec<Case> {
    epd("standard.epd")
}

/// `fischer.epd`: 960 Chess960 start positions (castling in Shredder-FEN), as `standard.epd`.
pub fn fischer() -> Vec<Case> {
    epd("fischer.epd")
}

/// An EPD suite of `FEN ;D1 n ;D2 n …` lines.
fn epd(file: &str) -> Vec<Case> {
    data(file)
        .lines()
        .enumerate()
        .map(|(index, line)| {
            let mut fields = line.split(';');
            let fen = fields.next().unwrap().trim().to_string();
            let counts = fields
                .map(|field| {
                    let (depth, nodes) = field.trim().split_once(' ').expect("`Dn count`");
                    (depth[1..].parse().unwrap(), nodes.parse().unwrap())
                })
                .collect();
            Case {
                name: format!("{file} line {}", index + 1),
                fen,
                counts,
            }
        })
        .collect()
}

/// `tricky.perft`: `id NAME`, `epd FEN`, `perft D N` lines and `#` comments.
pub fn tricky() -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for line in data("tricky.perft").lines() {
        if let Some(name) = line.strip_prefix("id ") {
            cases.push(Case {
                name: name.to_string(),
                fen: String::new(),
                counts: Vec::new(),
            });
        } else if let Some(fen) = line.strip_prefix("epd ") {
            cases.last_mut().expect("id first").fen = fen.to_string();
        } else if let Some(count) = line.strip_prefix("perft ") {
            let (depth, nodes) = count.split_once(' ').unwrap();
            let case = cases.last_mut().expect("id first");
            case.counts
                .push((depth.parse().unwrap(), nodes.parse().unwrap()));
        }
    }
    cases
}

/// Every case of both suites.
pub fn all_cases() -> Vec<Case> {
    let mut cases = standard();
    cases.extend(tricky());
    cases
}
