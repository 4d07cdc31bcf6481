//! The properties the fuzz targets check, one function per target, each taking the raw input
//! bytes. A function panics exactly when the property fails; the binaries in `src/bin/` hand
//! each AFL input to one of them. Any input AFL finds that panics becomes a plain regression test
//! in the workspace (chess-core's tests or `tests/cli.rs`).
//!
//! Inputs that carry a position start with a FEN line; what follows it is the target's own.

use chess_core::reference::x88::Board;
use chess_core::{Move, PieceValues, Position};

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
        position.play(mv);
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
        let undo = position.make(mv);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_target_takes_a_seed_and_nonsense() {
        let kiwipete = b"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let mut with_moves = kiwipete.to_vec();
        with_moves.extend_from_slice(b"\nO-O e8g8 Bxa6 b4c3 e5f7+ \xff\x00 zz9");
        for target in [fen, moves, attacks, make_unmake, see] {
            target(kiwipete);
            target(&with_moves);
            target(b"");
            target(b"\n\n\xff\xfe rook e4 0x10\n");
        }
        attacks(b"rook e4 0x0000001000201000\nking a1 0x0");
    }
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

        fn san(&mut self, position: &Position, mv: Move) {
            assert!(position.is_legal(mv), "{mv} in {position}");
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
                assert!(error.to_string().starts_with(&format!("game {games}, ply ")));
            }
        }
    }
    assert_eq!(reader.games_read(), games);
}
