//! PGN read into `game::Game`s (`pgn::GameBuilder`, `Game::from_pgn`, `pgn::read_games`,
//! `Reader::into_games`): every game of the data files reaches the position the reader's own
//! visitor reaches (that visitor is held to pgn-reader and shakmaty in `tests/pgn.rs`), and
//! writes a PGN that reads back to itself; what a game keeps of tags, comments, NAGs, results
//! and variations; errors that still name the game, the ply and the text. The round trip of
//! random annotated games (export, then import) is in `tests/game.rs`.

mod common;

use chess_core::game::{self, Game, GameResult, Nag};
use chess_core::pgn::{self, ErrorKind, GameBuilder, Reader, Visitor};
use chess_core::{Color, Move, Position, Variant};
use std::ops::ControlFlow;

fn data_files() -> Vec<(String, Vec<u8>)> {
    let dir = format!("{}/tests/data/pgn", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// The main line as the reader hands it to a visitor: its last position, its moves, and the
/// NAGs and comments after its first move.
#[derive(Debug, Default)]
struct MainLine {
    last: Option<Position>,
    moves: Vec<Move>,
    nags: usize,
    comments: usize,
}

impl Visitor for MainLine {
    type Output = MainLine;

    fn begin_game(&mut self) {
        *self = MainLine::default();
    }

    fn san(&mut self, _position: &Position, mv: Move) -> ControlFlow<()> {
        self.moves.push(mv);
        ControlFlow::Continue(())
    }

    fn nag(&mut self, _nag: Nag) {
        self.nags += usize::from(!self.moves.is_empty());
    }

    fn comment(&mut self, comment: pgn::Text<'_>) {
        let words = !comment.to_str().trim().is_empty();
        self.comments += usize::from(words && !self.moves.is_empty());
    }

    fn end_game(&mut self, last: &Position) -> MainLine {
        self.last = Some(*last);
        std::mem::take(self)
    }
}

#[test]
fn every_game_of_the_data_files_reads_into_a_game_at_the_readers_last_position() {
    let mut games = 0;
    let mut plies = 0;
    let mut chess960 = 0;
    for (name, bytes) in data_files() {
        let expected: Vec<_> = Reader::new(&bytes[..])
            .games(&mut MainLine::default())
            .collect();
        let read: Vec<_> = pgn::read_games(&bytes[..]).collect();
        assert_eq!(read.len(), expected.len(), "{name}");
        for (number, (game, line)) in read.iter().zip(&expected).enumerate() {
            let at = format!("{name}, game {}", number + 1);
            let (game, line) = match (game, line) {
                (Ok(game), Ok(line)) => (game, line),
                (Err(ours), Err(theirs)) => {
                    assert_eq!(ours.to_string(), theirs.to_string(), "{at}");
                    continue;
                }
                _ => panic!("{at}: {game:?} but the reader's visitor {line:?}"),
            };
            assert_eq!(Some(game.position()), line.last.as_ref(), "{at}");
            assert!(game.moves().eq(line.moves.iter().copied()), "{at}");
            let nags: usize = game.played().iter().map(|played| played.nags().len()).sum();
            assert_eq!(nags, line.nags, "{at}");
            let comments = game.played().iter().filter(|p| p.comment().is_some());
            assert!(comments.count() <= line.comments, "{at}");
            // Written and read back: the same game.
            let pgn = game.to_string();
            let again = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{at}: {e}\n{pgn}"));
            assert_eq!(again.to_string(), pgn, "{at}");
            assert_eq!(again.position(), game.position(), "{at}");
            games += 1;
            plies += game.ply_count();
            chess960 += usize::from(game.variant() == Variant::Chess960);
        }
    }
    assert!(games > 1000, "{games} games");
    assert!(plies > 12_000, "{plies} plies");
    assert!(chess960 > 0);
}

#[test]
fn a_game_starts_from_its_fen_tag_in_its_variant() {
    let files = data_files();
    let (_, bytes) = files
        .iter()
        .find(|(name, _)| name.contains("fischerrandom"))
        .unwrap();
    let game = pgn::read_games(&bytes[..]).next().unwrap().unwrap();
    let fen = "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1";
    assert_eq!(
        game.initial_position(),
        &Position::from_fen(fen, Variant::Chess960).unwrap()
    );
    assert_eq!(game.variant(), Variant::Chess960);
    assert_eq!(game.tag("Variant"), Some("Chess960"));
    assert_eq!(game.tag("SetUp"), Some("1"));
    assert_eq!(game.tag("TimeControl"), Some("10+0.05"));
    assert!(game.played().iter().any(|played| played.mv().is_castling()));

    // Black to move first, numbered `1...` when written back.
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    let game = Game::from_pgn(&format!("[FEN \"{fen}\"]\n\n1... Kd7 2. e4 *")).unwrap();
    assert_eq!(game.initial_position().side_to_move(), Color::Black);
    assert_eq!(game.tag("FEN"), Some(fen));
    assert!(game.to_string().ends_with("\n\n1... Kd7 2. e4 *\n\n"));

    // A Variant tag alone: the standard start, castled the Chess960 way; a variant this crate
    // does not play, and a FEN it refuses, are errors.
    let game = Game::from_pgn("[Variant \"Chess960\"]\n1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O *");
    let game = game.unwrap();
    assert_eq!(game.variant(), Variant::Chess960);
    assert_eq!(game.tag("Variant"), Some("Chess960"));
    assert!(game.moves().last().unwrap().is_castling());
    let error = Game::from_pgn("[Variant \"Atomic\"]\n1. e4 *").unwrap_err();
    assert!(matches!(error.kind(), ErrorKind::Variant), "{error}");
    let error = Game::from_pgn("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*").unwrap_err();
    assert!(matches!(error.kind(), ErrorKind::Fen(_)), "{error}");
}

#[test]
fn tags_comments_nags_and_results_are_kept_and_variations_passed_over() {
    let pgn = "[Event \"Tab\there\"]\n[White \"A \\\"quoted\\\" name\"]\n[Black-Elo \"2000\"]\n\
               [Result \"*\"]\n[Annotator \"first\"]\n[Annotator \"second\"]\n\n\
               $7 {before} {the moves} 1. e4 $1 {one} { two } ; three } and four\n\
               e5 ({in a variation} 1... c5 $2 (1... e6)) 2. Nf3?! {after} 1-0";
    let game: Game = pgn.parse().unwrap();
    assert_eq!(game.tag("Event"), Some("Tab here"));
    assert_eq!(game.tag("White"), Some("A \"quoted\" name"));
    assert_eq!(game.tag("Black-Elo"), None); // a name PGN export cannot write
    assert_eq!(game.tag("Annotator"), Some("second"));
    assert_eq!(game.comment(), Some("before the moves"));
    let played = game.played();
    assert_eq!(played.len(), 3);
    assert_eq!(played[0].nags(), [Nag::GOOD_MOVE]);
    assert_eq!(played[0].comment(), Some("one two three  and four"));
    assert_eq!((played[1].comment(), played[1].nags()), (None, &[][..]));
    assert_eq!(played[2].nags(), [Nag::DUBIOUS_MOVE]);
    assert_eq!(played[2].comment(), Some("after"));
    // The result after the moves, as the tag leaves it open.
    assert_eq!(game.result(), GameResult::WhiteWins);
    // A decided Result tag wins over the token, and is kept as written even where the board
    // says otherwise (the reader reports that); an open one leaves the result to the board.
    let game = Game::from_pgn("[Result \"0-1\"]\n1. e4 *").unwrap();
    assert_eq!(game.result(), GameResult::BlackWins);
    let game = Game::from_pgn("[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4 *").unwrap();
    assert_eq!(game.result(), GameResult::WhiteWins);
    assert!(game.to_string().contains("[Result \"1-0\"]"));
    let mut games = pgn::read_games(&b"[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4 *"[..]);
    games.next().unwrap().unwrap();
    assert!(matches!(
        games.warnings()[0].kind(),
        ErrorKind::ResultMismatch
    ));
    let game = Game::from_pgn("1. f3 e5 2. g4 Qh4 *").unwrap();
    assert_eq!(game.result(), GameResult::BlackWins);
    let game = Game::from_pgn("1. d4").unwrap();
    assert_eq!(game.result(), GameResult::Ongoing);
}

#[test]
fn errors_name_the_game_the_ply_and_the_text_and_reading_goes_on() {
    let pgn = "[Event \"one\"]\n1. e4 e5 *\n\n[Event \"two\"]\n1. e4 e5 2. Nf3 Nf6 3. Bb5 Bb4 \
               4. O-O Ke7 5. Kg2 *\n\n[Event \"three\"]\n1. d4 ) *\n\n\
               [Event \"four\"]\n1. c4 *\n";
    let mut games = pgn::read_games(pgn.as_bytes());
    assert_eq!(games.next().unwrap().unwrap().tag("Event"), Some("one"));
    let error = games.next().unwrap().unwrap_err();
    assert_eq!((error.game(), error.ply(), error.text()), (2, 9, "Kg2"));
    assert!(matches!(error.kind(), ErrorKind::San(_)));
    // The moves before the error come back with it.
    assert_eq!(error.partial_game().unwrap().ply_count(), 8);
    // A `)` without its `(` costs nothing but itself, reported.
    assert_eq!(games.next().unwrap().unwrap().ply_count(), 1);
    assert!(matches!(
        games.warnings()[0].kind(),
        ErrorKind::UnmatchedClose
    ));
    let four = games.next().unwrap().unwrap();
    assert_eq!(four.san_history().next().unwrap(), "c4");
    assert!(games.next().is_none());
    assert_eq!(games.reader().games_read(), 4);

    // The one-game call: the same errors, and one for text without a game.
    let error = Game::from_pgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Qd1").unwrap_err();
    assert_eq!((error.game(), error.ply(), error.text()), (1, 7, "Qd1"));
    assert_eq!(
        error.to_string(),
        "game 1, ply 7: `Qd1`: illegal: no legal move in this position fits it"
    );
    for empty in ["", " \n\n", "% an escape line\n"] {
        let error = Game::from_pgn(empty).unwrap_err();
        assert!(
            matches!(error.kind(), ErrorKind::NoGame),
            "{empty:?}: {error}"
        );
        assert_eq!(error.to_string(), "game 1, ply 0: no game in the text");
    }
}

#[test]
fn the_builder_reads_games_one_at_a_time_from_a_reader() {
    let pgn = b"1. e4 {a} 1-0\n\n1. d4 {b} 0-1\n";
    let mut reader = Reader::new(&pgn[..]);
    let mut builder = GameBuilder::new();
    let first = reader.read_game(&mut builder).unwrap().unwrap();
    let second = reader.read_game(&mut builder).unwrap().unwrap();
    assert!(reader.read_game(&mut builder).unwrap().is_none());
    // Nothing of the first game is left in the second.
    assert_eq!(
        (first.ply_count(), first.result()),
        (1, GameResult::WhiteWins)
    );
    assert_eq!(second.played()[0].comment(), Some("b"));
    assert_eq!(second.result(), GameResult::BlackWins);
    let all: Vec<Game> = reader_games(pgn);
    assert_eq!(all, [first, second]);
}

fn reader_games(pgn: &[u8]) -> Vec<Game> {
    Reader::new(pgn)
        .games(&mut GameBuilder::new())
        .collect::<Result<_, _>>()
        .unwrap()
}

#[test]
fn nag_and_result_are_one_type_in_both_modules() {
    let nag: game::Nag = "!!".parse::<pgn::Nag>().unwrap();
    assert_eq!(nag, Nag::BRILLIANT_MOVE);
    let result: game::GameResult = "0-1".parse::<pgn::GameResult>().unwrap();
    assert_eq!(result.winner(), Some(Color::Black));
    let mut game = Game::new();
    game.play_san("e4").unwrap();
    game.annotation_mut(0)
        .unwrap()
        .push_nag(pgn::Nag::GOOD_MOVE);
    game.set_result(pgn::GameResult::Draw);
    assert_eq!(Game::from_pgn(&game.to_string()).unwrap(), game);
}

/// A game whose start castles as only Chess960 can, without a `Variant` tag, is standard chess:
/// the rights it cannot have are dropped and reported, never taken as Chess960, and the game
/// (to its end, or up to a castling that standard chess then refuses) reads back the same.
#[test]
fn chess960_without_its_variant_tag_is_read_as_standard_chess() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pgn/python-chess-cutechess-fischerrandom.pgn"
    );
    let text = std::fs::read_to_string(path)
        .unwrap()
        .replace("[Variant \"fischerandom\"]\n", "");
    let mut games = pgn::read_games(text.as_bytes());
    let (mut read, mut dropped) = (0, 0);
    while let Some(game) = games.next() {
        let warned = games.warnings().iter();
        dropped += usize::from(
            warned
                .into_iter()
                .any(|w| matches!(w.kind(), ErrorKind::CastlingDropped(_))),
        );
        let game = game.unwrap_or_else(|error| error.into_partial_game().expect("its moves"));
        assert!(!game.initial_position().castling_rights().is_chess960());
        assert!(!game.to_string().contains("[Variant"));
        read += 1;
    }
    assert!(
        read > 0 && dropped > 0,
        "{read} games, {dropped} with rights dropped"
    );
    read_write_read(text.as_bytes());
}

/// Reads every game of `bytes` into `Game`s; each one read writes a PGN that reads back to the
/// same game (tags in export order), whose PGN is the same text again.
fn read_write_read(bytes: &[u8]) {
    for game in pgn::read_games(bytes).flatten() {
        let pgn = game.to_string();
        let again = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
        assert_eq!(again.to_string(), pgn);
        assert_eq!(again.initial_position(), game.initial_position());
        assert!(again.moves().eq(game.moves()));
        assert_eq!(Game::from_pgn(&again.to_string()).unwrap(), again);
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// Slices of the data files with random edits (PGN's special characters among them): what
    /// reads as a game writes back as itself.
    #[test]
    fn mutated_real_games_write_back_as_themselves(
        file in proptest::sample::select(data_files()),
        start in proptest::prelude::any::<proptest::sample::Index>(),
        edits in proptest::collection::vec(
            (proptest::prelude::any::<usize>(), proptest::prelude::any::<u8>(), 0..3u8),
            0..12,
        ),
    ) {
        let bytes = file.1;
        let start = start.index(bytes.len());
        let text = common::mutated(&bytes, start, &edits, b"{}()[]\"$!?.-*\n;%\\\t");
        read_write_read(&text);
    }
}
