//! The properties the fuzz targets check, one function per target, each taking the raw input
//! bytes. A function panics exactly when the property fails; the binaries in `src/bin/` hand
//! each AFL input to one of them. Any input AFL finds that panics becomes a plain regression test
//! in the workspace (chess-core's tests or `tests/cli.rs`).
//!
//! Inputs that carry a position start with a FEN line; what follows it is the target's own.
//! `placement` takes bytes that place pieces instead, to reach boards the strict FEN reader refuses.

use chess_core::reference::x88::Board;
use chess_core::{
    CastlingSide, Color, File, MAX_MOVES, Move, Piece, PieceValues, Position, PositionBuilder,
    Square, Variant, perft,
};
use std::ops::ControlFlow;

/// The input split at its first line break: the position its first line names (the start
/// position when that is not a FEN chess-core reads) and the rest.
fn position_and_rest(data: &[u8]) -> (Position, &[u8]) {
    let (first, rest) = match data.iter().position(|&byte| byte == b'\n') {
        Some(at) => (&data[..at], &data[at + 1..]),
        None => (data, &[][..]),
    };
    let position = std::str::from_utf8(first)
        .ok()
        .and_then(|fen| fen.parse().ok())
        .unwrap_or_default();
    (position, rest)
}

/// The legal moves of both generators agree, as sets.
fn assert_same_moves(position: &Position, board: &Board) {
    let mut ours: Vec<Move> = position.legal_moves().to_vec();
    let mut theirs: Vec<Move> = board.legal_moves().to_vec();
    ours.sort_by_key(|mv| mv.bits());
    theirs.sort_by_key(|mv| mv.bits());
    assert_eq!(ours, theirs, "legal moves of {position}");
}

/// FEN: whatever parses writes back a FEN that parses to the same position and writes the same
/// text; its hash equals one computed from scratch, and both move generators agree on it.
pub fn fen(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(position) = text.parse::<Position>() else {
        return;
    };
    let written = position.to_string();
    let again: Position = written
        .parse()
        .unwrap_or_else(|error| panic!("{written:?} does not read back: {error}"));
    assert_eq!(again, position, "{written}");
    assert_eq!(again.to_string(), written);
    assert_eq!(position.hash(), position.hash_from_scratch(), "{written}");
    let board = Board::from(&position);
    assert_same_moves(&position, &board);
    assert_eq!(position.is_check(), board.is_check(), "{written}");
}

/// Move parsing: after a FEN line, words in UCI or SAN. Every word `parse_any_move`,
/// `parse_san` or `parse_move` accepts is a legal move; its SAN and UCI read back as the same
/// move; accepted moves are played, so the words read as a game.
pub fn moves(data: &[u8]) {
    let (mut position, rest) = position_and_rest(data);
    let text = String::from_utf8_lossy(rest);
    for word in text.split_whitespace() {
        let legal = position.legal_moves();
        for parsed in [
            position.parse_any_move(word).ok(),
            position.parse_san(word).ok(),
            position.parse_move(word).ok(),
        ]
        .into_iter()
        .flatten()
        {
            assert!(
                legal.contains(&parsed),
                "{word} read as {parsed} in {position}"
            );
        }
        let Ok(mv) = position.parse_any_move(word) else {
            continue;
        };
        let san = position.san(mv);
        assert_eq!(
            position.parse_san(san.as_str()),
            Ok(mv),
            "{san} in {position}"
        );
        assert_eq!(
            position.parse_any_move(san.as_str()),
            Ok(mv),
            "{san} in {position}"
        );
        let uci = mv.to_string();
        assert_eq!(position.parse_move(&uci), Ok(mv), "{uci} in {position}");
        position.play_unchecked(mv);
    }
}

/// The `attacks` reader: any bytes end in answers or in one line naming the first bad line, with
/// one answer written for each line before it.
pub fn attacks(data: &[u8]) {
    let mut answers = Vec::new();
    let result = chess_tables::commands::attacks::run(data, &mut answers);
    let answered = answers.iter().filter(|&&byte| byte == b'\n').count();
    assert_eq!(answers.len(), answered * 19, "whole 0x + 16-digit lines");
    match result {
        Ok(()) => {
            let ends = data.is_empty() || data.ends_with(b"\n");
            let lines = data.split(|&byte| byte == b'\n').count() - usize::from(ends);
            assert_eq!(answered, lines);
        }
        Err(chess_tables::Failure::BadInput(message)) => {
            assert!(!message.contains(['\n', '\r']), "{message:?}");
            assert!(
                message.starts_with(&format!("line {}: ", answered + 1)),
                "{message} after {answered} answers"
            );
        }
        Err(chess_tables::Failure::Io(error)) => panic!("reading from memory failed: {error}"),
    }
}

/// make/unmake: after a FEN line, each byte picks a legal move (its index modulo their number).
/// The move is made on the position and played on the 0x88 board; after each, the two boards hold
/// the same position and list the same moves, and the hash equals one from scratch. Then every
/// move is unmade, and each position before it comes back exactly.
pub fn make_unmake(data: &[u8]) {
    let (mut position, rest) = position_and_rest(data);
    let mut board = Board::from(&position);
    let mut played = Vec::new();
    for &byte in rest {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[usize::from(byte) % moves.len()];
        let before = position;
        let undo = position.make_unchecked(mv);
        board.play(mv);
        assert_eq!(Board::from(&position), board, "{mv} from {before}");
        assert_eq!(
            position.hash(),
            position.hash_from_scratch(),
            "{mv} from {before}"
        );
        assert_same_moves(&position, &board);
        played.push((before, mv, undo));
    }
    while let Some((before, mv, undo)) = played.pop() {
        position.unmake(mv, undo);
        assert_eq!(position, before, "unmaking {mv}");
        assert_eq!(position.hash(), before.hash());
    }
}

/// SEE: after a FEN line, each byte picks a legal move of the position (modulo their number); its
/// SEE on the bitboards and on the 0x88 board equals the brute force's, and `see_ge` agrees with
/// it at the value and one above.
pub fn see(data: &[u8]) {
    let (position, rest) = position_and_rest(data);
    let moves = position.legal_moves();
    if moves.is_empty() {
        return;
    }
    let board = Board::from(&position);
    let values = PieceValues::STANDARD;
    for &byte in rest {
        let mv = moves[usize::from(byte) % moves.len()];
        let tie = chess_testkit::see::Tie::LowestSquare;
        let (expected, _) = chess_testkit::see::brute_force(&position, mv, &values, tie);
        assert_eq!(position.see(mv), expected, "{mv} in {position}");
        assert_eq!(board.see(mv), expected, "0x88: {mv} in {position}");
        assert!(position.see_ge(mv, expected) && !position.see_ge(mv, expected + 1));
    }
}

/// The pieces a placement byte names: white's five kinds but the king, then black's.
const PLACED: [Piece; 5] = [
    Piece::Pawn,
    Piece::Knight,
    Piece::Bishop,
    Piece::Rook,
    Piece::Queen,
];

/// The board a `placement` input sets up (see [`placement`]), not yet built.
pub fn placement_builder(data: &[u8]) -> PositionBuilder {
    let byte = |index: usize| data.get(index).copied().unwrap_or(0);
    let square = |byte: u8| Square::from_index(byte % 64).expect("below 64");
    let mut builder = PositionBuilder::new();
    let flags = byte(0);
    if flags & 1 != 0 {
        builder.set_side_to_move(Color::Black);
    }
    let rights = [
        (Color::White, CastlingSide::KingSide, File::H),
        (Color::White, CastlingSide::QueenSide, File::A),
        (Color::Black, CastlingSide::KingSide, File::H),
        (Color::Black, CastlingSide::QueenSide, File::A),
    ];
    for (bit, (color, side, file)) in rights.into_iter().enumerate() {
        if flags & (2 << bit) != 0 {
            builder.set_castling(color, side, Some(file));
        }
    }
    if flags & 0x20 != 0 {
        builder.set_variant(Variant::Chess960);
    }
    if byte(1) & 0x40 != 0 {
        builder.set_en_passant(Some(square(byte(1))));
    }
    builder.set_piece(square(byte(2)), Color::White, Piece::King);
    builder.set_piece(square(byte(3)), Color::Black, Piece::King);
    for pair in data.get(4..).unwrap_or_default().chunks_exact(2) {
        let kind = usize::from(pair[1] % 10);
        let color = if kind < 5 { Color::White } else { Color::Black };
        builder.set_piece(square(pair[0]), color, PLACED[kind % 5]);
    }
    builder
}

/// A `placement` input for `position` (castling, en passant and the variant left out): how the
/// corpus is seeded.
pub fn placement_input(position: &Position) -> Vec<u8> {
    let side = u8::from(position.side_to_move() == Color::Black);
    let king = |color| position.king(color).index() as u8;
    let mut data = vec![side, 0, king(Color::White), king(Color::Black)];
    for (square, color, piece) in position.placement() {
        if let Some(kind) = PLACED.iter().position(|&placed| placed == piece) {
            let color = if color == Color::White { 0 } else { 5 };
            data.extend([square.index() as u8, (color + kind) as u8]);
        }
    }
    data
}

/// Any placement the permissive builder accepts answers every query, never a panic, and the
/// answers hold together. The input: a flags byte (bit 0 black to move, bits 1 to 4 the castling
/// rights `KQkq` with the corner rooks, bit 5 Chess960), an en-passant byte (bit 6 set: the square
/// of its low 6 bits), the white and the black king's squares, then pairs of a square and a
/// piece (modulo 10: white pawn, knight, bishop, rook, queen, then black's), each in place of
/// whatever stood there. What the strict builder accepts is the same position; the legal moves
/// are the 0x88 board's; each move's SAN and UCI read back, its facts agree with making it, and
/// making and unmaking it restores the position; the FEN reads back permissively; the hash is
/// the one from scratch; perft 2 equals the sum of `divide`.
pub fn placement(data: &[u8]) {
    let builder = placement_builder(data);
    let Ok(position) = builder.build_permissive() else {
        return;
    };
    if let Ok(strict) = builder.build() {
        assert_eq!(strict, position);
    }
    let fen = position.to_string();
    let variant = builder.variant();
    assert_eq!(
        Position::from_fen_permissive(&fen, variant),
        Ok(position),
        "{fen}"
    );
    assert_eq!(position.hash(), position.hash_from_scratch(), "{fen}");
    let moves = position.legal_moves();
    assert!(moves.len() <= MAX_MOVES);
    assert_eq!(position.count_legal_moves(), moves.len(), "{fen}");
    assert_same_moves(&position, &Board::from(&position));
    let _ = position.outcome();
    let _ = position.legal_captures();
    for &mv in &moves {
        let san = position.san(mv).to_string();
        assert_eq!(position.parse_san(&san), Ok(mv), "{san} in {fen}");
        assert_eq!(
            position.parse_move(&mv.to_string()),
            Ok(mv),
            "{mv} in {fen}"
        );
        let _ = position.see(mv);
        let (moved, captured) = (position.moved_piece(mv), position.captured(mv));
        assert!(moved.is_some(), "{mv} in {fen}");
        assert_eq!(position.is_capture(mv), captured.is_some(), "{mv} in {fen}");
        let mut child = position;
        let undo = child.make(mv);
        assert_eq!(position.gives_check(mv), child.is_check(), "{mv} in {fen}");
        assert_eq!(child.hash(), child.hash_from_scratch(), "{mv} in {fen}");
        let _ = child.outcome();
        child.unmake(mv, undo);
        assert_eq!(child, position, "{mv} in {fen}");
    }
    let divided: u64 = perft::divide(&position, 2).map(|(_, nodes)| nodes).sum();
    assert_eq!(perft::perft(&position, 2), divided, "{fen}");
}

/// PGN: any bytes are read to their end without a panic, in a buffer small enough (256 bytes)
/// that long comments and words are errors too. Every move the reader hands on is legal in the
/// position it comes with, the games are numbered in turn, errors included, and every error
/// names its game and says something.
pub fn pgn(data: &[u8]) {
    use chess_core::pgn::{Reader, Skip, Visitor};

    struct Legal;

    impl Visitor for Legal {
        type Output = ();

        fn san(&mut self, position: &Position, mv: Move) -> ControlFlow<()> {
            assert!(position.is_legal(mv), "{mv} in {position}");
            ControlFlow::Continue(())
        }

        fn begin_variation(&mut self) -> Skip {
            Skip(false)
        }

        fn end_game(&mut self, last: &Position) {
            assert_eq!(last.hash(), last.hash_from_scratch(), "{last}");
        }
    }

    let mut reader = Reader::with_capacity(256, data);
    let mut games = 0;
    loop {
        match reader.read_game(&mut Legal) {
            Ok(Some(())) => games += 1,
            Ok(None) => break,
            Err(error) => {
                games += 1;
                assert!(!error.is_io(), "reading bytes cannot fail: {error}");
                assert_eq!(error.game(), games, "{error}");
                assert!(
                    error
                        .to_string()
                        .starts_with(&format!("game {games}, ply "))
                );
            }
        }
    }
    assert_eq!(reader.games_read(), games);

    // Every game read into a `Game`, whole or up to its error, writes PGN that reads back to
    // the same game.
    for read in Reader::with_capacity(256, data).into_games() {
        let game = match read {
            Ok(game) => game,
            Err(error) => match error.into_partial_game() {
                Some(game) => game,
                None => continue,
            },
        };
        let written = game.to_string();
        let again = chess_core::game::Game::from_pgn(&written).unwrap_or_else(|error| {
            panic!("{error}: the game written does not read back:\n{written}")
        });
        // The same game: its text the same (comments' white space is written as one space),
        // its moves, and every tag (the export writes them in order of their names).
        assert_eq!(again.to_string(), written);
        assert!(again.moves().eq(game.moves()), "{written}");
        let sorted = |game: &chess_core::game::Game| {
            let mut tags: Vec<(String, String)> = (game.tags())
                .map(|(name, value)| (name.into(), value.into()))
                .collect();
            tags.sort();
            tags
        };
        assert_eq!(sorted(&again), sorted(&game), "{written}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_target_takes_a_seed_and_nonsense() {
        let kiwipete = b"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let mut with_moves = kiwipete.to_vec();
        with_moves.extend_from_slice(b"\nO-O e8g8 Bxa6 b4c3 e5f7+ \xff\x00 zz9");
        for target in [fen, moves, attacks, make_unmake, see, placement] {
            target(kiwipete);
            target(&with_moves);
            target(b"");
            target(b"\n\n\xff\xfe rook e4 0x10\n");
        }
        attacks(b"rook e4 0x0000001000201000\nking a1 0x0");
    }

    #[test]
    fn the_pgn_target_reads_back_what_it_writes() {
        pgn(b"[White \"\"Socrates Expert\"\"]\n[FEN \"4k3/8/8/8/8/Q7/PPPPPPPP/QQQQKQQQ w - - 0 0\"]\n\n1. Qa4+ {a  check } Kd8 $1 2. Kd2 Ke8 1-0\n\n");
        pgn(b"[FEN \"r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1\"]\n\n1. Kf1 (1. Ke2 Kxd1) {x} 1... O-O *\n");
        pgn(b"1. e4 e5 2. Ke3 Nc6 *\n\n1. f3 e5 2. g4 Qh4# 1-0\n");
        for name in [
            "lichess-studies.pgn",
            "python-chess-anastasian-lewis.pgn",
            "eco.pgn",
        ] {
            let path = format!(
                "{}/../chess-core/tests/data/pgn/{name}",
                env!("CARGO_MANIFEST_DIR")
            );
            pgn(&std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}")));
        }
    }

    /// The placement of the 257-move board: 23 queens and 2 bishops beside the white king.
    fn queens() -> Vec<u8> {
        let fen = "BQQQQBnk/Q4Qpp/Q5Q1/Q5Q1/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1";
        placement_input(&Position::from_fen_permissive(fen, Variant::Auto).unwrap())
    }

    /// Random boards of every density, many of them no game reaches: a smoke run of the target
    /// without AFL.
    #[test]
    fn placement_holds_on_random_boards() {
        let mut random = chess_testkit::Random::new(0x0050_1ACE);
        let mut built = 0;
        for _ in 0..10_000 {
            let pieces = 2 * random.below(30);
            let data: Vec<u8> = (0..4 + pieces).map(|_| random.next_u64() as u8).collect();
            let data = [&[data[0] & 1, data[1] & 0x7f][..], &data[2..]].concat();
            built += usize::from(placement_builder(&data).build_permissive().is_ok());
            placement(&data);
        }
        assert!(built > 500, "{built}");
    }

    /// Every perft suite position, as placement bytes.
    #[test]
    fn placement_holds_on_the_suite_positions() {
        for name in chess_testkit::suites::NAMES {
            let text = chess_testkit::suites::text(name);
            for record in chess_core::perft::Suite::new(&text) {
                placement(&placement_input(record.unwrap().position()));
            }
        }
    }

    #[test]
    fn placement_takes_the_257_move_board_and_impossible_checks() {
        let data = queens();
        assert_eq!(
            placement_builder(&data)
                .build_permissive()
                .unwrap()
                .legal_moves()
                .len(),
            257
        );
        placement(&data);
        // Black king e8 (60), white king h1 (7), knights d6 (43) and f6 (45), black to move.
        placement(&[1, 0, 7, 60, 43, 1, 45, 1]);
        // Triple check, and an en-passant square (d3, 19) the check contradicts.
        placement(&[1, 0x40 | 19, 7, 60, 43, 1, 24, 2, 4, 3, 27, 0]);
    }
}
