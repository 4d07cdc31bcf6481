//! Reading a FEN as a named variant: Chess960 declared stays Chess960 through every move (UCI
//! king-takes-rook, Shredder-FEN, same perft counts, same Polyglot hash), standard refuses (or
//! drops) the rights it cannot have, and auto is what `parse` always did. Held to the suites'
//! counts and to shakmaty's `CastlingMode::Chess960`.

mod common;

use chess_core::reference::x88;
use chess_core::{
    CastlingRights, CastlingSide, Color, FenError, Move, Position, PositionBuilder, Square,
    Variant, perft,
};
use common::{Case, Random, all_cases, fischer, standard};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn read(fen: &str, variant: Variant) -> Position {
    Position::from_fen_permissive(fen, variant)
        .unwrap_or_else(|e| panic!("{fen} as {variant}: {e}"))
}

fn play(position: &mut Position, moves: &str) {
    for text in moves.split_whitespace() {
        let mv = position
            .parse_any_move(text)
            .unwrap_or_else(|e| panic!("{position} {text}: {e}"));
        position.play(mv);
    }
}

/// The start position read as Chess960 (Scharnagl 518): castling is king-takes-rook in UCI,
/// FEN is Shredder-FEN, and both stay so through castling, through the null move, through
/// make/unmake, and after the last right is gone; the Polyglot hash is standard chess's
/// throughout.
#[test]
fn the_start_position_read_as_chess960_stays_chess960_for_the_whole_game() {
    let mut chess960 = read(START, Variant::Chess960);
    let mut standard = read(START, Variant::Standard);
    assert_eq!(standard, Position::default());
    assert_ne!(chess960, standard);
    let opening = "e4 e5 Nf3 Nc6 Bc4 Bc5";
    play(&mut chess960, opening);
    play(&mut standard, opening);
    assert_eq!(
        chess960.to_string(),
        "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w HAha - 4 4"
    );
    assert_eq!(chess960.hash(), standard.hash());
    let castle = chess960.parse_move("e1h1").unwrap();
    assert_eq!(castle.to_string(), "e1h1");
    assert_eq!(castle.castling_side(), Some(CastlingSide::KingSide));
    assert_eq!(chess960.san(castle), "O-O");
    assert_eq!(chess960.parse_san("O-O"), Ok(castle));
    assert!(
        chess960.parse_move("e1g1").is_err(),
        "no two-square king step"
    );
    let listed: Vec<String> = chess960
        .legal_moves()
        .iter()
        .filter(|mv| mv.is_castling())
        .map(|mv| mv.to_string())
        .collect();
    assert_eq!(listed, ["e1h1"]);
    assert!(chess960.is_legal(castle));
    assert!(!chess960.is_legal(Move::castling(Square::E1, Square::G1)));
    // Standard chess writes the king's move, and reads a GUI's e1h1 as the same castling.
    let standard_castle = standard.parse_move("e1g1").unwrap();
    assert_eq!(standard.parse_move("e1h1"), Ok(standard_castle));

    // make/unmake and the null move keep the variant.
    let before = chess960;
    let undo = chess960.make(castle);
    chess960.unmake(castle, undo);
    assert_eq!(chess960, before);
    let null = chess960.make_null().unwrap();
    assert!(chess960.castling_rights().is_chess960());
    assert!(chess960.to_string().contains(" b HAha "));
    chess960.unmake_null(null);
    assert_eq!(chess960, before);

    chess960.play(castle);
    standard.play(standard_castle);
    assert_eq!(chess960.hash(), standard.hash());
    assert_eq!(
        chess960.to_string(),
        "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b ha - 5 4"
    );
    // Black castles queen side after clearing the way: e8a8, and no right is left.
    play(&mut chess960, "d6 d3 Be6 Be3 Qd7 a3 e8a8");
    play(&mut standard, "d6 d3 Be6 Be3 Qd7 a3 e8c8");
    assert_eq!(chess960.hash(), standard.hash());
    assert_eq!(chess960.castling_rights().bits(), 0);
    assert!(chess960.castling_rights().is_chess960());
    assert_eq!(chess960.to_string(), standard.to_string());
    // Still a Chess960 game: not equal to the standard one, and read back as Chess960 only.
    assert_ne!(chess960, standard);
    assert_eq!(read(&chess960.to_string(), Variant::Chess960), chess960);
    assert_eq!(read(&chess960.to_string(), Variant::Auto), standard);
}

/// Read as Chess960, a position always writes Shredder-FEN and reads back as itself; its moves
/// are those of the same position read any other way, castling written king-takes-rook.
#[test]
fn every_suite_position_read_as_chess960_writes_shredder_fen_and_reads_back() {
    let mut fens: Vec<String> = all_cases().into_iter().map(|case| case.fen).collect();
    fens.extend(fischer().into_iter().map(|case| case.fen));
    for fen in &fens {
        let auto = read(fen, Variant::Auto);
        let chess960 = read(fen, Variant::Chess960);
        assert!(chess960.castling_rights().is_chess960());
        assert_eq!(chess960.hash(), auto.hash(), "{fen}");
        assert_eq!(read(&chess960.to_string(), Variant::Chess960), chess960);
        // The rights, as rook squares, are the same.
        let rights = |p: &Position| {
            let rights = p.castling_rights();
            let all = Color::ALL.map(|c| CastlingSide::ALL.map(|s| rights.rook(c, s)));
            (all, rights.bits())
        };
        assert_eq!(rights(&chess960), rights(&auto), "{fen}");
        // Shredder-FEN names every right by its rook's file.
        let field = chess960.to_string().split(' ').nth(2).unwrap().to_string();
        assert!(
            field == "-" || field.chars().all(|c| matches!(c, 'a'..='h' | 'A'..='H')),
            "{fen}: {field}"
        );
        // The same moves, castling written king-takes-rook.
        let king_takes_rook = |p: &Position, mv: Move| match mv.castling_side() {
            Some(side) => {
                let rook = p.castling_rights().rook(p.side_to_move(), side).unwrap();
                format!("{}{rook}", mv.from())
            }
            None => mv.to_string(),
        };
        let mut ours: Vec<String> = chess960
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        let mut theirs: Vec<String> = auto
            .legal_moves()
            .iter()
            .map(|&m| king_takes_rook(&auto, m))
            .collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "{fen}");
    }
}

/// Depths whose count is at most this many nodes run here (the release run's perft tests cover
/// the rest of the suites read the usual way).
const BUDGET: u64 = 500_000;

fn check_perft(cases: &[Case], variant: Variant, budget: u64) -> usize {
    let mut checked = 0;
    for case in cases {
        let position = read(&case.fen, variant);
        for &(depth, nodes) in case.counts.iter().filter(|(_, n)| *n <= budget) {
            assert_eq!(
                perft::perft(&position, depth),
                nodes,
                "{} as {variant} depth {depth}",
                case.name
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn the_chess960_suite_read_as_chess960_counts_the_same() {
    let cases = fischer();
    let checked = check_perft(&cases, Variant::Chess960, BUDGET);
    assert!(checked > 2_800, "only {checked} counts checked");
    // The 0x88 board, started from the declared position, agrees too.
    for case in cases.iter().step_by(30) {
        let position = read(&case.fen, Variant::Chess960);
        let (depth, nodes) = case.counts[2];
        assert_eq!(
            x88::Board::from(&position).perft(depth),
            nodes,
            "{}",
            case.name
        );
    }
}

/// The standard suite read as Chess960: castling through the Chess960 paths, rooks in the
/// corners, and the same counts; read as standard, the same positions as `parse` gives.
#[test]
fn the_standard_suite_counts_the_same_read_as_chess960_and_as_standard() {
    let cases = all_cases();
    let checked = check_perft(&cases, Variant::Chess960, BUDGET);
    assert!(checked > 400, "only {checked} counts checked");
    for case in standard() {
        let parsed: Position =
            Position::from_fen_permissive(&case.fen, chess_core::Variant::Auto).unwrap();
        assert_eq!(read(&case.fen, Variant::Standard), parsed, "{}", case.name);
        assert_eq!(read(&case.fen, Variant::Auto), parsed, "{}", case.name);
    }
}

/// Read as standard, each right standard chess cannot have is refused, naming its king and
/// rook; the whole Chess960 suite is refused but for the positions whose rights all look
/// standard.
#[test]
fn standard_refuses_the_rights_it_cannot_have() {
    let cases = [
        // King on f1: X-FEN's K and Q are the rooks on h1 and a1.
        ("4k3/8/8/8/8/8/8/R4K1R w KQ - 0 1", Square::F1, Square::H1),
        // An inner rook named by its file.
        ("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1", Square::E1, Square::G1),
        ("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", Square::E1, Square::H1),
        (
            "1r2k1r1/8/8/8/8/8/8/R3K2R w KQgb - 0 1",
            Square::E8,
            Square::G8,
        ),
    ];
    for (fen, king, rook) in &cases[..2] {
        let refused = FenError::CastlingNotStandard {
            king: *king,
            rook: *rook,
        };
        assert_eq!(Position::from_fen(fen, Variant::Standard), Err(refused));
        let message = refused.to_string();
        assert!(
            message.starts_with("FEN") && !message.contains('\n'),
            "{message}"
        );
        assert!(message.contains(&king.to_string()) && message.contains(&rook.to_string()));
    }
    assert!(Position::from_fen(cases[2].0, Variant::Standard).is_ok());
    let refused = FenError::CastlingNotStandard {
        king: Square::E8,
        rook: Square::G8,
    };
    assert_eq!(
        Position::from_fen(cases[3].0, Variant::Standard),
        Err(refused)
    );
    assert_eq!(
        refused.to_string(),
        "FEN castling right of the king on e8 with the rook on g8 is not one of standard chess \
         (king on e8, rook on a8 or h8)"
    );

    let mut accepted = 0;
    for case in fischer() {
        let auto = read(&case.fen, Variant::Auto);
        match Position::from_fen(&case.fen, Variant::Standard) {
            Ok(position) => {
                assert!(!auto.castling_rights().is_chess960(), "{}", case.fen);
                assert_eq!(position, auto);
                accepted += 1;
            }
            Err(FenError::CastlingNotStandard { .. }) => {
                assert!(auto.castling_rights().is_chess960(), "{}", case.fen)
            }
            Err(other) => panic!("{}: {other}", case.fen),
        }
    }
    assert!(accepted < 960 / 10, "{accepted}");
}

/// What a command-line tool does with `--variant standard`: the rights standard chess cannot
/// have are dropped and named, the rest kept, and the position is a standard one.
#[test]
fn standard_with_dropping_keeps_what_standard_chess_allows() {
    let fen = "1r2k1r1/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let mut builder = PositionBuilder::from(&fen.parse::<Position>().unwrap());
    builder.set_variant(Variant::Standard);
    let dropped = builder.drop_non_standard_castling();
    assert_eq!(dropped.to_string(), "gb");
    let position = builder.build().unwrap();
    assert_eq!(position.to_string(), "1r2k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!position.castling_rights().is_chess960());
    let nothing = PositionBuilder::from(&Position::default()).drop_non_standard_castling();
    assert_eq!(nothing.bits(), 0);
    assert_eq!(nothing.to_string(), "-");
}

/// `parse` is `Auto`: a Chess960 game whose rights come to look standard turns standard, as it
/// always did, while the same game declared Chess960 does not.
#[test]
fn auto_recognises_and_declared_chess960_persists() {
    let fen = "1k6/8/8/8/8/8/8/R4K1R w HA - 0 1";
    let mut auto: Position = fen.parse().unwrap();
    let mut declared = read(fen, Variant::Chess960);
    assert_eq!(
        auto.castling_rights(),
        read(fen, Variant::Auto).castling_rights()
    );
    assert!(auto.castling_rights().is_chess960() && declared.castling_rights().is_chess960());
    // The king goes back and forth: the rights go, the rest is equal but the variant.
    play(&mut auto, "f1e1 b8c8 e1f1 c8b8");
    play(&mut declared, "f1e1 b8c8 e1f1 c8b8");
    assert_eq!(auto.castling_rights(), CastlingRights::NONE);
    assert!(declared.castling_rights().is_chess960());
    assert_eq!(auto.to_string(), declared.to_string());
    assert_eq!(auto.hash(), declared.hash());
    assert_ne!(auto, declared);
    // A king on e1 with rooks on a1 and h1, read as Chess960: e1h1 castles, e1g1 does not.
    let corners = read("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", Variant::Chess960);
    assert!(corners.parse_move("e1h1").unwrap().is_castling());
    assert!(corners.parse_move("e1a1").unwrap().is_castling());
    assert!(corners.parse_move("e1g1").is_err());
    assert!(corners.parse_move("e1c1").is_err());
}

#[test]
fn variant_names_read_and_write() {
    for variant in Variant::ALL {
        assert_eq!(variant.to_string().parse(), Ok(variant));
    }
    assert_eq!(Variant::default(), Variant::Auto);
    for text in ["", "Standard", "960", "chess 960", "automatic"] {
        let error = text.parse::<Variant>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "variant must be standard, chess960 or auto"
        );
    }
}

/// shakmaty in `CastlingMode::Chess960` on random games from the standard starts and the
/// Chess960 suite, all read as Chess960 here: the same legal moves in UCI (castling
/// king-takes-rook on both sides), and shakmaty reads our Shredder-FEN back to the same moves.
#[test]
fn shakmaty_in_chess960_mode_lists_the_same_moves() {
    let mut starts: Vec<String> = common::STARTS.iter().map(|s| s.to_string()).collect();
    starts.extend(fischer().into_iter().step_by(24).map(|case| case.fen));
    let mut random = Random::new(0x5a960);
    let (mut positions, mut castlings) = (0, 0);
    for start in &starts {
        for _game in 0..3 {
            let mut ours = read(start, Variant::Chess960);
            for _ply in 0..60 {
                let fen: Fen = ours.to_string().parse().unwrap();
                let theirs: Chess = fen
                    .into_position(CastlingMode::Chess960)
                    .unwrap_or_else(|e| panic!("{ours}: {e}"));
                let legal = ours.legal_moves();
                let mut our_moves: Vec<String> = legal.iter().map(|m| m.to_string()).collect();
                let mut their_moves: Vec<String> = theirs
                    .legal_moves()
                    .iter()
                    .map(|m| m.to_uci(CastlingMode::Chess960).to_string())
                    .collect();
                our_moves.sort();
                their_moves.sort();
                assert_eq!(our_moves, their_moves, "{ours}");
                assert!(ours.castling_rights().is_chess960(), "{ours}");
                positions += 1;
                if legal.is_empty() {
                    break;
                }
                let castles: Vec<Move> =
                    legal.iter().copied().filter(|m| m.is_castling()).collect();
                let mv = match castles.is_empty() || random.below(2) == 0 {
                    true => legal[random.below(legal.len())],
                    false => castles[random.below(castles.len())],
                };
                castlings += usize::from(mv.is_castling());
                ours.play(mv);
            }
        }
    }
    assert!(
        positions > 5_000 && castlings > 100,
        "{positions} positions, {castlings} castlings"
    );
}
