//! The PGN reader: every game of real files (lichess study exports with variations and comments,
//! lichess games, engine games, Chess960, an ECO file) read to the same positions, comments,
//! annotations and results as `pgn-reader` with shakmaty playing each SAN; a corpus of malformed
//! PGN read to errors (never a panic), each naming its game, ply and text; mutated PGN and random
//! bytes never panic and never stop the next game from being read.

mod common;

use std::ops::ControlFlow;

use chess_core::pgn::{self, ErrorKind, GameResult, Nag, Reader, Skip, Text, Visitor};
use chess_core::{Move, Position, SanError, Variant};
use pgn_reader::{RawComment, RawTag, SanPlus};
use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

const FILES: [&str; 13] = [
    "lichess-studies.pgn",
    "lichess-study-chapters.pgn",
    "lichess-db-100k.pgn",
    "eco.pgn",
    "python-chess-anastasian-lewis.pgn",
    "python-chess-chessbase-empty-line.pgn",
    "python-chess-cutechess-fischerrandom.pgn",
    "python-chess-kasparov-deep-blue-1997.pgn",
    "python-chess-molinari-bordais-1979.pgn",
    "python-chess-nepomniachtchi-liren-game1.pgn",
    "python-chess-stockfish-learning.pgn",
    "python-chess-utf8-bom.pgn",
    "python-chess-antichess-programfox.pgn",
];

fn data(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/data/pgn/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A FEN as shakmaty writes it, whoever wrote it first: castling and en passant written one way.
fn normal(fen: &str) -> String {
    let fen: Fen = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mode = CastlingMode::detect(fen.as_setup());
    let position: Chess = fen.into_position(mode).unwrap_or_else(|e| panic!("{e}"));
    Fen::from_position(&position, EnPassantMode::Legal).to_string()
}

fn peer_fen(position: &Chess) -> String {
    normal(&Fen::from_position(position, EnPassantMode::Legal).to_string())
}

/// What both readers report, one event a string: each move as the position after it, each
/// annotation, comment (trimmed), variation and result, then the main line's last position.
struct Log {
    events: Vec<String>,
    variations: bool,
}

impl Visitor for Log {
    type Output = Vec<String>;

    fn begin_game(&mut self) {
        self.events.clear();
    }

    fn san(&mut self, position: &Position, mv: Move) -> ControlFlow<()> {
        let mut after = *position;
        after.play(mv);
        self.events
            .push(format!("move {}", normal(&after.to_string())));
        ControlFlow::Continue(())
    }

    fn nag(&mut self, nag: Nag) {
        self.events.push(format!("nag {}", nag.0));
    }

    fn comment(&mut self, comment: Text<'_>) {
        self.events
            .push(format!("comment {}", comment.to_str().trim()));
    }

    fn begin_variation(&mut self) -> Skip {
        self.events.push("(".into());
        Skip(!self.variations)
    }

    fn end_variation(&mut self) {
        self.events.push(")".into());
    }

    fn result(&mut self, result: GameResult) {
        self.events.push(format!("result {result}"));
    }

    fn end_game(&mut self, last: &Position) -> Vec<String> {
        self.events
            .push(format!("end {}", normal(&last.to_string())));
        std::mem::take(&mut self.events)
    }
}

/// The same from `pgn-reader`, with shakmaty playing every SAN.
struct Peer {
    variations: bool,
}

#[derive(Default)]
struct PeerTags {
    fen: Option<String>,
    chess960: bool,
    unsupported: bool,
}

struct PeerGame {
    position: Chess,
    before: Option<Chess>,
    /// The lines around the variation: their position, and the one before their last move.
    lines: Vec<(Chess, Option<Chess>)>,
    events: Vec<String>,
}

type PeerOutput = Result<Vec<String>, String>;

impl pgn_reader::Visitor for Peer {
    type Tags = PeerTags;
    type Movetext = PeerGame;
    type Output = PeerOutput;

    fn begin_tags(&mut self) -> ControlFlow<PeerOutput, PeerTags> {
        ControlFlow::Continue(PeerTags::default())
    }

    fn tag(
        &mut self,
        tags: &mut PeerTags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<PeerOutput> {
        let value = value.decode_utf8_lossy().to_string();
        match name {
            b"FEN" => tags.fen = Some(value),
            // Which names mean which variant is this crate's choice, not a rule the peer knows.
            b"Variant" => match chess_core::game::read_variant(&value) {
                Some(Variant::Chess960) => tags.chess960 = true,
                Some(_) => {}
                None => tags.unsupported = true,
            },
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: PeerTags) -> ControlFlow<PeerOutput, PeerGame> {
        if tags.unsupported {
            return ControlFlow::Break(Err("variant".into()));
        }
        let position = match tags.fen {
            None => Chess::default(),
            Some(fen) => {
                let parsed = fen
                    .parse::<Fen>()
                    .map_err(|e| e.to_string())
                    .and_then(|fen| {
                        let mode = match tags.chess960 {
                            true => CastlingMode::Chess960,
                            false => CastlingMode::detect(fen.as_setup()),
                        };
                        fen.into_position(mode).map_err(|e| e.to_string())
                    });
                match parsed {
                    Ok(position) => position,
                    Err(e) => return ControlFlow::Break(Err(e)),
                }
            }
        };
        ControlFlow::Continue(PeerGame {
            position,
            before: None,
            lines: Vec::new(),
            events: Vec::new(),
        })
    }

    fn san(&mut self, game: &mut PeerGame, san: SanPlus) -> ControlFlow<PeerOutput> {
        match san.san.to_move(&game.position) {
            Ok(m) => {
                game.before = Some(game.position.clone());
                game.position.play_unchecked(m);
                game.events
                    .push(format!("move {}", peer_fen(&game.position)));
                ControlFlow::Continue(())
            }
            Err(e) => ControlFlow::Break(Err(format!("{san}: {e}"))),
        }
    }

    fn nag(&mut self, game: &mut PeerGame, nag: pgn_reader::Nag) -> ControlFlow<PeerOutput> {
        game.events.push(format!("nag {}", nag.0));
        ControlFlow::Continue(())
    }

    fn comment(&mut self, game: &mut PeerGame, comment: RawComment<'_>) -> ControlFlow<PeerOutput> {
        let text = String::from_utf8_lossy(comment.as_bytes());
        game.events.push(format!("comment {}", text.trim()));
        ControlFlow::Continue(())
    }

    fn begin_variation(
        &mut self,
        game: &mut PeerGame,
    ) -> ControlFlow<PeerOutput, pgn_reader::Skip> {
        game.events.push("(".into());
        if !self.variations {
            return ControlFlow::Continue(pgn_reader::Skip(true));
        }
        let Some(before) = game.before.take() else {
            return ControlFlow::Break(Err("variation without a move".into()));
        };
        let outer = std::mem::replace(&mut game.position, before.clone());
        game.lines.push((outer, Some(before)));
        ControlFlow::Continue(pgn_reader::Skip(false))
    }

    fn end_variation(&mut self, game: &mut PeerGame) -> ControlFlow<PeerOutput> {
        if !self.variations {
            return ControlFlow::Continue(());
        }
        match game.lines.pop() {
            Some((position, before)) => {
                // The move the variation replaced is the last one again.
                game.before = before;
                game.position = position;
                game.events.push(")".into());
                ControlFlow::Continue(())
            }
            None => ControlFlow::Break(Err("unmatched )".into())),
        }
    }

    fn outcome(
        &mut self,
        game: &mut PeerGame,
        outcome: shakmaty::Outcome,
    ) -> ControlFlow<PeerOutput> {
        game.events.push(format!("result {outcome}"));
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut game: PeerGame) -> PeerOutput {
        if !game.lines.is_empty() {
            return Err("unterminated variation".into());
        }
        game.events
            .push(format!("end {}", peer_fen(&game.position)));
        Ok(game.events)
    }
}

/// Reads `bytes` with both readers; the games each read, in order.
fn both(bytes: &[u8], variations: bool) -> (Vec<Result<Vec<String>, String>>, Vec<PeerOutput>) {
    let mut ours = Vec::new();
    let mut log = Log {
        events: Vec::new(),
        variations,
    };
    let mut reader = Reader::new(bytes);
    loop {
        match reader.read_game(&mut log) {
            Ok(Some(events)) => ours.push(Ok(events)),
            Ok(None) => break,
            Err(error) => ours.push(Err(error.to_string())),
        }
    }
    let mut theirs = Vec::new();
    let mut peer_reader = pgn_reader::Reader::new(bytes);
    while let Some(game) = peer_reader.read_game(&mut Peer { variations }).unwrap() {
        theirs.push(game);
    }
    (ours, theirs)
}

#[test]
fn real_files_read_as_pgn_reader_and_shakmaty_read_them() {
    let mut games = 0;
    let mut moves = 0;
    for name in FILES {
        let bytes = data(name);
        for variations in [true, false] {
            let (ours, theirs) = both(&bytes, variations);
            assert_eq!(ours.len(), theirs.len(), "{name}: number of games");
            for (number, (ours, theirs)) in ours.iter().zip(&theirs).enumerate() {
                match (ours, theirs) {
                    (Ok(ours), Ok(theirs)) => {
                        let differ = ours.iter().zip(theirs).position(|(a, b)| a != b);
                        let at = differ.unwrap_or(ours.len().min(theirs.len()));
                        assert_eq!(
                            (ours.len(), ours.get(at)),
                            (theirs.len(), theirs.get(at)),
                            "{name}, game {}, event {at}",
                            number + 1
                        );
                        games += 1;
                        moves += ours.iter().filter(|e| e.starts_with("move")).count();
                    }
                    (Err(_), Err(_)) => {}
                    _ => panic!(
                        "{name}, game {}: {:?} but pgn-reader {:?}",
                        number + 1,
                        ours.as_ref().map(|events| events.last()),
                        theirs.as_ref().map(|events| events.last()),
                    ),
                }
            }
        }
    }
    // Each file counted twice (variations read, then skipped).
    assert!(games > 2 * 1000, "{games} games");
    assert!(moves > 2 * 15_000, "{moves} moves");
}

#[test]
fn the_unsupported_variants_are_errors() {
    let (ours, _) = both(&data("python-chess-antichess-programfox.pgn"), true);
    assert!(
        ours[0]
            .as_ref()
            .unwrap_err()
            .contains("unsupported variant"),
        "{ours:?}"
    );
}

/// Reads every game of `text`: each game's last position (as FEN) or its error.
fn read_all(bytes: &[u8], capacity: usize) -> Vec<Result<String, pgn::Error>> {
    let games = read_all_warned(bytes, capacity);
    games
        .into_iter()
        .map(|game| game.map(|(last, _)| last))
        .collect()
}

/// [`read_all`], each game with the errors it went on from.
fn read_all_warned(
    bytes: &[u8],
    capacity: usize,
) -> Vec<Result<(String, Vec<pgn::Error>), pgn::Error>> {
    #[derive(Default)]
    struct Last(Vec<pgn::Error>);
    impl Visitor for Last {
        type Output = (String, Vec<pgn::Error>);
        fn begin_game(&mut self) {
            self.0.clear();
        }
        fn begin_variation(&mut self) -> Skip {
            Skip(false)
        }
        fn error(&mut self, error: &pgn::Error) {
            self.0.push(error.clone());
        }
        fn end_game(&mut self, last: &Position) -> Self::Output {
            (last.to_string(), std::mem::take(&mut self.0))
        }
    }
    let mut reader = Reader::with_capacity(capacity, bytes);
    let games: Vec<_> = reader.games(&mut Last::default()).collect();
    assert_eq!(reader.games_read(), games.len() as u64);
    games
}

/// The game after the broken one, as every case below has it.
const NEXT_LAST: &str = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1";

fn error_of(text: &str) -> pgn::Error {
    let mut games = read_all(text.as_bytes(), 1024);
    assert_eq!(games.len(), 2, "{text}: {games:?}");
    // The game after the broken one is read.
    assert_eq!(games.pop().unwrap().unwrap(), NEXT_LAST);
    games.pop().unwrap().unwrap_err()
}

/// A malformed game, the ply and text its error names, and the kind it must be.
type Case = (&'static str, u32, &'static str, fn(&ErrorKind) -> bool);

const NEXT: &str = "\n\n[Event \"next\"]\n1. d4 *\n";

fn assert_names(
    error: &pgn::Error,
    text: &str,
    ply: u32,
    offending: &str,
    kind: fn(&ErrorKind) -> bool,
) {
    assert_eq!(
        (error.game(), error.ply(), error.text()),
        (1, ply, offending),
        "{text}"
    );
    assert!(kind(error.kind()), "{text}: {error}");
    assert!(
        error
            .to_string()
            .starts_with(&format!("game 1, ply {ply}: ")),
        "{error}"
    );
}

#[test]
fn an_error_in_the_main_line_ends_the_game_naming_its_ply_and_text_and_the_next_game_is_read() {
    let cases: [Case; 6] = [
        ("1. e4 e5 2. Nf4 Nc6 *", 3, "Nf4", |k| {
            matches!(k, ErrorKind::San(SanError::Illegal))
        }),
        (
            "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2 *",
            1,
            "Nd2",
            |k| matches!(k, ErrorKind::San(SanError::Ambiguous { .. })),
        ),
        ("1. e4 e5 2. Xy9 *", 3, "Xy9", |k| {
            matches!(k, ErrorKind::San(SanError::Malformed))
        }),
        ("1. e4 -- 2. Nf3 *", 2, "--", |k| {
            matches!(k, ErrorKind::San(SanError::Malformed))
        }),
        (
            "[FEN \"8/8/8/8 w - - 0 1\"]\n1. e4 *",
            0,
            "8/8/8/8 w - - 0 1",
            |k| matches!(k, ErrorKind::Fen(_)),
        ),
        ("[Variant \"Atomic\"]\n1. e4 *", 0, "Atomic", |k| {
            matches!(k, ErrorKind::Variant)
        }),
    ];
    for (text, ply, offending, kind) in cases {
        let error = error_of(&format!("{text}{NEXT}"));
        assert_names(&error, text, ply, offending, kind);
    }
}

#[test]
fn what_is_broken_elsewhere_costs_the_least_it_can_and_is_reported() {
    // Each game, its one error, and the main line's last position it still reaches.
    let after_e4_e5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let cases: [(Case, &str); 8] = [
        (
            ("1. e4 e5 (1... c5 2. Nf3 *", 3, "", |k| {
                matches!(k, ErrorKind::UnterminatedVariation)
            }),
            after_e4_e5,
        ),
        (
            ("1. e4 e5 ) *", 2, ")", |k| {
                matches!(k, ErrorKind::UnmatchedClose)
            }),
            after_e4_e5,
        ),
        (
            ("( 1. d4 ) 1. e4 *", 0, "(", |k| {
                matches!(k, ErrorKind::VariationWithoutMove)
            }),
            after_e4,
        ),
        (
            (
                "[Event \"unclosed]\n1. e4 *",
                0,
                "[Event \"unclosed]",
                |k| matches!(k, ErrorKind::Tag),
            ),
            after_e4,
        ),
        (
            ("1. e4 $256 e5 *", 1, "$256", |k| {
                matches!(k, ErrorKind::Nag)
            }),
            after_e4_e5,
        ),
        (
            ("1. e4?!? e5 *", 1, "e4?!?", |k| matches!(k, ErrorKind::Nag)),
            after_e4_e5,
        ),
        // An illegal move in a variation costs the variation, and the line goes on around it.
        (
            ("1. e4 (1. d4 d5 2. Ke3 Nf6) 1... e5 *", 3, "Ke3", |k| {
                matches!(k, ErrorKind::San(SanError::Illegal))
            }),
            after_e4_e5,
        ),
        (
            ("1. e4 (1. d4 (1. c4 Kd7) d5) 1... e5 *", 2, "Kd7", |k| {
                matches!(k, ErrorKind::San(SanError::Illegal))
            }),
            after_e4_e5,
        ),
    ];
    for ((text, ply, offending, kind), last) in cases {
        let games = read_all_warned(format!("{text}{NEXT}").as_bytes(), 1024);
        assert_eq!(games.len(), 2, "{text}: {games:?}");
        let (reached, warnings) = games[0].as_ref().unwrap();
        assert_eq!(reached, last, "{text}");
        assert_eq!(warnings.len(), 1, "{text}: {warnings:?}");
        assert_names(&warnings[0], text, ply, offending, kind);
        let (next, next_warnings) = games[1].as_ref().unwrap();
        assert_eq!((next.as_str(), next_warnings.len()), (NEXT_LAST, 0));
    }
}

#[test]
fn an_unterminated_comment_swallows_what_follows() {
    // No reader can tell where such a comment was meant to end: the rest is its text.
    let games = read_all_warned(format!("1. e4 {{ oops{NEXT}").as_bytes(), 1024);
    assert_eq!(games.len(), 1);
    let (last, warnings) = games[0].as_ref().unwrap();
    assert!(last.contains(" b KQkq "));
    assert!(matches!(warnings[0].kind(), ErrorKind::UnterminatedComment));
}

#[test]
fn a_bom_crlf_escape_lines_and_no_spaces_are_read() {
    let text = "\u{feff}[Event \"x\"]\r\n% an escape line ( { \r\n\r\n1.e4 e5!? 2.Nf3$1 Nc6 ; to the end ( of the line\r\n3.Bb5 1-0\r\n";
    let games = read_all(text.as_bytes(), 1024);
    assert_eq!(
        games[0].as_ref().unwrap(),
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    );
    assert_eq!(games.len(), 1);
}

#[test]
fn chess960_games_are_read_from_their_tags() {
    // The Variant tag alone makes the standard start a Chess960 game: castling rights written
    // as rook files from then on.
    let text = "[Variant \"Chess960\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *";
    let games = read_all(text.as_bytes(), 1024);
    assert_eq!(
        games[0].as_ref().unwrap(),
        "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b ha - 5 4"
    );
    let games = read_all(&text.as_bytes()[22..], 1024);
    assert!(games[0].as_ref().unwrap().contains(" b kq - 5 4"));
}

#[test]
fn a_line_of_ten_megabytes_is_an_error_in_fixed_memory() {
    for filler in [b'x', b'7', b' '] {
        let mut text = b"1. e4 { ".to_vec();
        text.extend(std::iter::repeat_n(filler, 10 << 20));
        text.extend_from_slice(b" } e5 *");
        text.extend_from_slice(NEXT.as_bytes());
        // A comment longer than the buffer is passed over, reported, and the game goes on.
        let games = read_all_warned(&text, 4096);
        assert_eq!(games.len(), 2);
        let (last, warnings) = games[0].as_ref().unwrap();
        assert_eq!(
            last,
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
        );
        assert!(
            matches!(warnings[..], [ref w] if matches!(w.kind(), ErrorKind::TooLong { limit: 4096 }))
        );
        assert!(games[1].is_ok());
        // The same bytes as one word, outside a comment.
        let mut text = b"1. e4 ".to_vec();
        text.extend(std::iter::repeat_n(
            if filler == b' ' { b'N' } else { filler },
            10 << 20,
        ));
        text.extend_from_slice(b" *");
        text.extend_from_slice(NEXT.as_bytes());
        let games = read_all(&text, 4096);
        assert_eq!(games.len(), 2, "{}", filler as char);
        assert!(games[0].is_err());
        assert!(games[1].is_ok());
    }
}

/// Reads anything to the end: never a panic, every game numbered in turn, and a well-formed game
/// after any garbage is still read once the garbage's game has ended.
fn survive(bytes: &[u8], capacity: usize) {
    let games = read_all(bytes, capacity);
    for (number, game) in games.iter().enumerate() {
        if let Err(error) = game {
            assert_eq!(error.game(), number as u64 + 1);
            assert!(!error.to_string().is_empty());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        survive(&bytes, 256);
    }

    #[test]
    fn mutated_real_pgn_never_panics(
        file in 0..FILES.len(),
        start in any::<prop::sample::Index>(),
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), 0..3u8), 1..12),
    ) {
        let bytes = data(FILES[file]);
        let start = start.index(bytes.len());
        let mut text = common::mutated(&bytes, start, &edits, b"{}()[]\"$!?.-*\n;%");
        survive(&text, 256);
        // After the mutated text has ended its game, a game that follows is read.
        text.extend_from_slice(b"\n*\n");
        text.extend_from_slice(NEXT.as_bytes());
        let games = read_all(&text, 256);
        let last = games.last().unwrap();
        prop_assume!(!text.contains(&b'{')); // an unterminated comment may swallow it
        prop_assert!(last.is_ok(), "{:?}", last);
    }
}

/// A visitor can skip a game after its tags, as pgn-reader's can: its moves are passed over
/// unchecked (an illegal one is no error then), and `end_game` has the start position.
#[test]
fn a_game_skipped_after_its_tags_is_passed_over() {
    struct OnlyWhite {
        skip: bool,
        moves: usize,
        tags: Vec<String>,
    }
    impl Visitor for OnlyWhite {
        type Output = (usize, String);
        fn begin_game(&mut self) {
            (self.skip, self.moves) = (false, 0);
        }
        fn tag(&mut self, name: &[u8], value: Text<'_>) {
            self.tags
                .push(format!("{}={value}", String::from_utf8_lossy(name)));
            self.skip |= name == b"White" && value.as_bytes() == b"skip me";
        }
        fn begin_movetext(&mut self, _start: &Position) -> Skip {
            Skip(self.skip)
        }
        fn san(&mut self, _position: &Position, _mv: Move) -> ControlFlow<()> {
            self.moves += 1;
            ControlFlow::Continue(())
        }
        fn end_game(&mut self, last: &Position) -> (usize, String) {
            (self.moves, last.to_string())
        }
    }
    let text = "[White \"skip me\"]\n[Black \"b \\\"q\\\" \\\\\"]\n1. e4 e5 2. Ke3 { never checked } 1-0\n\n\
                [White \"read me\"]\n1. d4 d5 *\n";
    let mut visitor = OnlyWhite {
        skip: false,
        moves: 0,
        tags: Vec::new(),
    };
    let games: Vec<_> = Reader::new(text.as_bytes()).games(&mut visitor).collect();
    let start = Position::default().to_string();
    assert_eq!(games[0].as_ref().unwrap(), &(0, start));
    assert_eq!(games[1].as_ref().unwrap().0, 2);
    assert_eq!(games.len(), 2);
    assert_eq!(
        visitor.tags,
        ["White=skip me", "Black=b \"q\" \\", "White=read me"]
    );
}
