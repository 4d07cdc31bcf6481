//! Static exchange evaluation: the bitboard [`Position::see`] and the 0x88 [`Board::see`] against
//! a brute-force minimax that knows nothing of either (`chess_testkit::see`, shared with the fuzz
//! target), over moves of every kind from random games, and `see_ge` against `see` at many
//! thresholds.

mod common;

use chess_core::reference::x88::Board;
use chess_core::{Move, Piece, PieceValues, Position};
use chess_testkit::see::{Seen, Tie, brute_force};

fn see(fen: &str, uci: &str) -> (i32, i32, i32) {
    let position: Position = fen.parse().unwrap();
    let mv = position.parse_move(uci).unwrap();
    let values = PieceValues::STANDARD;
    let (brute, _) = brute_force(&position, mv, &values, Tie::LowestSquare);
    (position.see(mv), Board::from(&position).see(mv), brute)
}

/// Hand-checked exchanges: each implementation gives the value worked out in the comment.
#[test]
fn hand_checked_exchanges() {
    let cases: &[(&str, &str, i32)] = &[
        // d4xe5 wins a knight, d6xe5 takes a pawn back.
        ("4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1", "d4e5", 300 - 100),
        // An undefended knight.
        ("4k3/8/8/4n3/3P4/8/8/4K3 w - - 0 1", "d4e5", 300),
        // Rxd5 Rxd5 Rxd5: the rook d1 behind d2 makes black's recapture lose, so black stops.
        ("3r3k/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 100),
        // Black's own battery on the d-file: Rxd5 Rxd5 Rxd5 Rxd5, white loses a rook for a pawn.
        ("3r3k/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 100 - 500),
        // Bxe4 fxe4 Qxe4, the queen c2 coming from behind the bishop: a bishop for two pawns.
        (
            "4k3/8/8/5p2/4p3/3B4/2Q5/4K3 w - - 0 1",
            "d3e4",
            100 - 300 + 100,
        ),
        // The king e6 may not take back on d5 while the rook d1 attacks it...
        ("8/8/4k3/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 100),
        // ...and takes back when it is alone.
        ("8/8/4k3/3p4/8/8/3R4/4K3 w - - 0 1", "d2d5", 100 - 500),
        // exd6 en passant: d5 leaves, so the rook d1 sees d6 and Rxd6 would lose the rook.
        ("3rk3/8/8/3pP3/8/8/8/3RK3 w - d6 0 1", "e5d6", 100),
        // Without the white rook, black takes back: a pawn for a pawn.
        ("3rk3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 0),
        // A quiet knight move onto a square a pawn attacks.
        ("4k3/8/8/8/4p3/8/8/4K1N1 w - - 0 1", "g1f3", -300),
        // The same with a defender: exf3 exf3 still loses the knight for a pawn.
        ("4k3/8/8/8/4p3/8/4P3/4K1N1 w - - 0 1", "g1f3", -200),
        // A quiet move nobody attacks.
        ("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "g1f3", 0),
        // e7xd8=Q: the promotion adds nothing, and Kxd8 takes a pawn.
        ("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q", 500 - 100),
        // The king captures an undefended rook.
        ("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1e2", 500),
        // Two queens attack g1 after g1=R (worth a pawn); the one on the lower square, h1, takes
        // first, and nothing takes back. Had the e3 queen gone first, it would have uncovered the
        // bishop b6 (Qxg1 Bxg1 Qxg1 loses white a queen for a bishop), so white would not take: 0.
        ("3k4/8/1b6/8/8/4Q3/6p1/3K3Q b - - 0 1", "g2g1r", -100),
        // Castling.
        ("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", 0),
        // Black to move: Nxe4 takes a pawn, Bxe4 the knight.
        ("4k3/8/5n2/8/4P3/8/6B1/4K3 b - - 0 1", "f6e4", 100 - 300),
    ];
    for &(fen, uci, expected) in cases {
        assert_eq!(
            see(fen, uci),
            (expected, expected, expected),
            "{uci} in {fen}"
        );
    }
}

#[test]
fn custom_values_change_the_value_and_the_order() {
    let position: Position = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1".parse().unwrap();
    let mv = position.parse_move("d4e5").unwrap();
    let values = PieceValues::new(100, 320, 330, 500, 900);
    assert_eq!(position.see_with(mv, &values), 220);
    assert_eq!(Board::from(&position).see_with(mv, &values), 220);
    assert!(position.see_ge_with(mv, 220, &values) && !position.see_ge_with(mv, 221, &values));

    // Bxe5 dxe5 Rxe5: whether black should take back depends on what the bishop is worth.
    let position: Position = "4k3/8/3p4/4n3/8/8/1B6/4RK2 w - - 0 1".parse().unwrap();
    let mv = position.parse_move("b2e5").unwrap();
    // Bxe5 (knight 300) dxe5 (bishop 300) Rxe5 (pawn 100): 300 - 300 + 100 = 100.
    assert_eq!(position.see(mv), 100);
    // With a bishop worth 400, black takes back: 300 - 400 + 100.
    let dear_bishops = PieceValues::new(100, 300, 400, 500, 900);
    assert_eq!(position.see_with(mv, &dear_bishops), 300 - 400 + 100);
    assert_eq!(Board::from(&position).see_with(mv, &dear_bishops), 0);
}

/// The thresholds `see_ge` is checked at, besides the value itself and one above it.
const THRESHOLDS: [i32; 10] = [-2000, -900, -500, -100, 0, 1, 100, 300, 500, 900];

/// The value sets moves are evaluated with, in turn: the default ones, an engine's (larger,
/// unequal knight and bishop), and one that reorders the capture order (rook below the minors).
const VALUES: [PieceValues; 3] = [
    PieceValues::STANDARD,
    PieceValues::new(208, 781, 825, 1276, 2538),
    PieceValues::new(100, 400, 300, 250, 900),
];

/// Middlegames with batteries (doubled rooks, queen and bishop on a diagonal) and tension in the
/// centre, to start random games from besides the perft suites.
const MIDDLEGAMES: [&str; 4] = [
    "r2qr1k1/1b1nbppp/p2p1n2/1pp1p3/4P3/1BPP1N1P/PP1N1PP1/R1BQR1K1 w - - 0 1",
    "2rr2k1/1b2qppp/p3pn2/1p6/3P4/P1NB1Q2/1P3PPP/2RR2K1 w - - 0 1",
    "r1b2rk1/pp1nqppp/2pbpn2/3p4/2PP4/2NBPN2/PPQ2PPP/R1B2RK1 w - - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 1",
];

/// How many moves of each kind were checked, and what happened in their exchanges.
#[derive(Default, Debug)]
struct Tally {
    moves: usize,
    captures: usize,
    quiet: usize,
    en_passant: usize,
    promotions: usize,
    castling: usize,
    king_moves: usize,
    losing: usize,
    winning: usize,
    /// Moves whose value changes when equal attackers go highest square first.
    decided_by_tie_break: usize,
    seen: Seen,
}

impl Tally {
    /// Checks `mv`: both implementations equal the brute force, and `see_ge` equals `see >= t`.
    fn check(&mut self, position: &Position, board: &Board, mv: Move) {
        let values = &VALUES[self.moves % VALUES.len()];
        self.moves += 1;
        let (expected, seen) = brute_force(position, mv, values, Tie::LowestSquare);
        let bitboard = position.see_with(mv, values);
        let x88 = board.see_with(mv, values);
        assert_eq!(
            (bitboard, x88),
            (expected, expected),
            "{mv} in {position}, {values:?}"
        );
        for threshold in THRESHOLDS.into_iter().chain([expected, expected + 1]) {
            let at_least = expected >= threshold;
            assert_eq!(
                position.see_ge_with(mv, threshold, values),
                at_least,
                "see_ge({mv}, {threshold}) in {position}, {values:?}"
            );
            assert_eq!(
                board.see_ge_with(mv, threshold, values),
                at_least,
                "0x88 see_ge({mv}, {threshold}) in {position}, {values:?}"
            );
        }
        // Where equal attackers met, would the other order have changed the value?
        if seen.ties > 0 {
            let (other, _) = brute_force(position, mv, values, Tie::HighestSquare);
            self.decided_by_tie_break += usize::from(other != expected);
        }
        self.seen.add(&seen);
        let captured = position.piece_at(mv.to()).is_some();
        self.captures += usize::from(captured);
        self.quiet += usize::from(!captured && !mv.is_en_passant());
        self.en_passant += usize::from(mv.is_en_passant());
        self.promotions += usize::from(mv.promotion_piece().is_some());
        self.castling += usize::from(mv.is_castling());
        let mover = position
            .piece_at(mv.from())
            .expect("a legal move has a mover");
        self.king_moves += usize::from(mover.1 == Piece::King);
        self.losing += usize::from(expected < 0);
        self.winning += usize::from(expected > 0);
    }

    /// Checks every capture, promotion, en passant and castling of `position`, and `quiet` of
    /// its other moves drawn at random.
    fn check_position(&mut self, position: &Position, quiet: usize, random: &mut common::Random) {
        let board = Board::from(position);
        let (mut others, quiet_moves): (Vec<Move>, Vec<Move>) =
            position.legal_moves().iter().partition(|&&mv| {
                position.piece_at(mv.to()).is_some()
                    || mv.is_en_passant()
                    || mv.is_castling()
                    || mv.promotion_piece().is_some()
            });
        for _ in 0..quiet.min(quiet_moves.len()) {
            others.push(quiet_moves[random.below(quiet_moves.len())]);
        }
        for mv in others {
            self.check(position, &board, mv);
        }
    }
}

/// A legal position with kings and `count` other pieces on random squares, sliders more often
/// than on a real board so that batteries and equal attackers are common, and half the time a
/// pawn that has just moved two squares beside one that may take it en passant. `None` when the
/// draw is not a legal position (the side not to move in check, a pawn on a back rank, ...).
fn crowded_position(random: &mut common::Random, count: usize) -> Option<Position> {
    const PIECES: &[u8] = b"ppnbrqqPPNBRQQ";
    let mut board = [b'.'; 64];
    board[random.below(64)] = b'K';
    board[random.below(64)] = b'k';
    for _ in 0..count {
        let piece = PIECES[random.below(PIECES.len())];
        board[random.below(64)] = piece;
    }
    let white = random.below(2) == 0;
    let mut en_passant = "-".to_string();
    if random.below(2) == 0 {
        // The pawn that moved stands on the 5th rank (4th for black) with the two squares it
        // crossed empty; the taker beside it.
        let (file, beside) = (random.below(8), random.below(2));
        let taker_file = if (beside == 0 && file > 0) || file == 7 {
            file - 1
        } else {
            file + 1
        };
        let (rank, step, pawns) = if white {
            (4, 1, [b'p', b'P'])
        } else {
            (3, -1, [b'P', b'p'])
        };
        let at = |rank: i32, file: usize| (rank * 8) as usize + file;
        board[at(rank, file)] = pawns[0];
        board[at(rank, taker_file)] = pawns[1];
        board[at(rank + step, file)] = b'.';
        board[at(rank + 2 * step, file)] = b'.';
        en_passant = format!("{}{}", (b'a' + file as u8) as char, rank + step + 1);
    }
    let ranks: Vec<String> = board
        .chunks(8)
        .rev()
        .map(|rank| {
            let mut text = String::new();
            let mut empty = 0;
            for &piece in rank {
                if piece == b'.' {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                    empty = 0;
                }
                text.push(piece as char);
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect();
    let side = if white { "w" } else { "b" };
    format!("{} {side} - {en_passant} 0 1", ranks.join("/"))
        .parse()
        .ok()
}

/// Random games from the perft suites and a few middlegames (every capture, promotion, en passant
/// and castling of each position, and now and then a quiet move), then crowded random positions: the two
/// implementations and the brute force agree on each move, and `see_ge` with `see` at every
/// threshold; each kind of move and of exchange occurs at least a set number of times.
fn agree_on_random_moves(games: usize, crowded: usize) -> Tally {
    let mut random = common::Random::new(0x5ee_5ee_5ee);
    let mut tally = Tally::default();
    let cases = common::all_cases();
    let suites = cases.iter().map(|case| case.fen.as_str());
    let starts: Vec<&str> = suites.chain(MIDDLEGAMES).chain(common::STARTS).collect();
    common::random_play_from(&starts, 0x0123_4567_89ab_cdef, games, 30, |position| {
        // A quiet move from every other position: most moves of a position are quiet.
        let quiet = random.below(2);
        tally.check_position(position, quiet, &mut random);
    });
    let mut positions = 0;
    while positions < crowded {
        let count = 8 + random.below(20);
        if let Some(position) = crowded_position(&mut random, count) {
            tally.check_position(&position, 1, &mut random);
            positions += 1;
        }
    }
    println!("{tally:?}");
    tally
}

/// Asserts that each kind of move and of exchange occurred at least a set number of times (about
/// half of what the seeds give, so that a change of the games keeps them honest, not exact).
fn assert_variety(tally: &Tally) {
    for (name, count, least) in [
        ("captures", tally.captures, 25_000),
        ("quiet moves", tally.quiet, 25_000),
        ("en passant", tally.en_passant, 1_000),
        ("promotions", tally.promotions, 5_000),
        ("castlings", tally.castling, 1_000),
        ("king moves", tally.king_moves, 10_000),
        ("losing moves", tally.losing, 8_000),
        ("winning moves", tally.winning, 20_000),
        ("x-ray captures", tally.seen.x_rays, 1_200),
        ("king captures", tally.seen.king_captures, 2_500),
        ("refused king captures", tally.seen.king_refusals, 1_000),
        ("ties between equal attackers", tally.seen.ties, 2_000),
        (
            "moves decided by the tie-break",
            tally.decided_by_tie_break,
            20,
        ),
    ] {
        assert!(
            count >= least,
            "{name}: {count} < {least} in {} moves",
            tally.moves
        );
    }
}

#[test]
fn implementations_agree_with_the_brute_force_on_random_moves() {
    let tally = agree_on_random_moves(16, 10_000);
    assert!(tally.moves >= 100_000, "only {} moves", tally.moves);
    assert_variety(&tally);
}
