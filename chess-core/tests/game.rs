//! The game layer (`game::Game`): its PGN export read back by an independent reader (pgn-reader,
//! the moves replayed on shakmaty) to the same tags, moves, comments, NAGs, result and final
//! position, over random annotated games in standard chess and Chess960; the export's layout
//! (wrapping, move numbers, escaping); undo; the outcome and repetition. The same exports read
//! back into `Game`s by this crate's reader (`Game::from_pgn`, `pgn::read_games`) are the same
//! games.

mod common;

use std::io::Cursor;
use std::ops::ControlFlow;

use chess_core::game::{CommentError, Game, GameResult, Nag, TagError};
use chess_core::pgn;
use chess_core::{
    AnyMoveError, Color, IllegalMove, Move, Outcome, ParseMoveError, Position, SanError, Square,
    Variant,
};
use common::{Random, STARTS, fischer, random_move};
use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

/// A game as pgn-reader reads it, the moves replayed on shakmaty.
#[derive(Debug, Default)]
struct ReadBack {
    tags: Vec<(String, String)>,
    sans: Vec<String>,
    /// The comment before the first move, then the comment after each move (`None` for none).
    comments: Vec<Option<String>>,
    nags: Vec<Vec<u8>>,
    result: String,
    /// The final position in FEN, the en-passant square written whenever there is one.
    fen: String,
    chess960: bool,
}

struct Collect;

impl Visitor for Collect {
    type Tags = ReadBack;
    type Movetext = (ReadBack, Chess);
    type Output = ReadBack;

    fn begin_tags(&mut self) -> ControlFlow<ReadBack, ReadBack> {
        ControlFlow::Continue(ReadBack::default())
    }

    fn tag(
        &mut self,
        read: &mut ReadBack,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<ReadBack> {
        let name = String::from_utf8(name.to_vec()).unwrap();
        read.tags.push((name, unescape(value.as_bytes())));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, mut read: ReadBack) -> ControlFlow<ReadBack, (ReadBack, Chess)> {
        let tag = |name: &str| {
            read.tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
        };
        read.chess960 = tag("Variant").as_deref() == Some("Chess960");
        let mode = match read.chess960 {
            true => CastlingMode::Chess960,
            false => CastlingMode::Standard,
        };
        let chess = match tag("FEN") {
            Some(fen) => Fen::from_ascii(fen.as_bytes())
                .unwrap()
                .into_position(mode)
                .unwrap(),
            None => Chess::default(),
        };
        read.comments.push(None);
        ControlFlow::Continue((read, chess))
    }

    fn san(
        &mut self,
        (read, chess): &mut (ReadBack, Chess),
        san: SanPlus,
    ) -> ControlFlow<ReadBack> {
        let mv = san.san.to_move(chess).expect("a legal move");
        chess.play_unchecked(mv);
        read.sans.push(san.to_string());
        read.comments.push(None);
        read.nags.push(Vec::new());
        ControlFlow::Continue(())
    }

    fn nag(
        &mut self,
        (read, _): &mut (ReadBack, Chess),
        nag: pgn_reader::Nag,
    ) -> ControlFlow<ReadBack> {
        read.nags
            .last_mut()
            .expect("a NAG after a move")
            .push(nag.0);
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        (read, _): &mut (ReadBack, Chess),
        text: RawComment<'_>,
    ) -> ControlFlow<ReadBack> {
        let slot = read.comments.last_mut().unwrap();
        assert!(slot.is_none(), "one comment a move");
        *slot = Some(String::from_utf8(text.as_bytes().to_vec()).unwrap());
        ControlFlow::Continue(())
    }

    fn outcome(
        &mut self,
        (read, _): &mut (ReadBack, Chess),
        outcome: pgn_reader::Outcome,
    ) -> ControlFlow<ReadBack> {
        read.result = outcome.to_string();
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, (mut read, chess): (ReadBack, Chess)) -> ReadBack {
        read.fen = Fen::from_position(&chess, EnPassantMode::Always).to_string();
        read
    }
}

/// A tag value's text: `\\` and `\"` read as `\` and `"`, left to right. (pgn-reader 0.29's
/// `RawTag::decode` takes the second backslash of `\\` as escaping what follows it, so `\\\"`
/// decodes to `"`; its scanning for the closing quote is right.)
fn unescape(raw: &[u8]) -> String {
    let mut bytes = Vec::new();
    let mut escaped = false;
    for &byte in raw {
        match (escaped, byte) {
            (false, b'\\') => escaped = true,
            _ => {
                bytes.push(byte);
                escaped = false;
            }
        }
    }
    String::from_utf8(bytes).unwrap()
}

/// Every game of `pgn`, read by pgn-reader.
fn read_back(pgn: &str) -> Vec<ReadBack> {
    let mut reader = Reader::new(Cursor::new(pgn.as_bytes()));
    let mut games = Vec::new();
    while let Some(game) = reader.read_game(&mut Collect).unwrap() {
        games.push(game);
    }
    games
}

/// A comment's words: what the export keeps of it.
fn words(comment: Option<&str>) -> Option<Vec<String>> {
    comment.map(|text| text.split_whitespace().map(str::to_string).collect())
}

/// Checks that `read` is `game`: tags in export order, moves, comments, NAGs, result and the
/// final position.
fn assert_same(game: &Game, read: &ReadBack) {
    let mut tags: Vec<(String, String)> = game
        .tags()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    tags[7..].sort();
    assert_eq!(read.tags, tags);
    assert_eq!(read.chess960, game.variant() == Variant::Chess960);
    let sans: Vec<String> = game.san_history().map(|san| san.to_string()).collect();
    assert_eq!(read.sans, sans);
    let mut comments = vec![words(game.comment())];
    comments.extend(game.played().iter().map(|played| words(played.comment())));
    let read_comments: Vec<_> = read.comments.iter().map(|c| words(c.as_deref())).collect();
    assert_eq!(read_comments, comments);
    let nags: Vec<Vec<u8>> = game
        .played()
        .iter()
        .map(|played| played.nags().iter().map(|nag| nag.0).collect())
        .collect();
    assert_eq!(read.nags, nags);
    assert_eq!(read.result, game.result().to_string());
    let variant = match read.chess960 {
        true => Variant::Chess960,
        false => Variant::Standard,
    };
    assert_eq!(
        &Position::from_fen(&read.fen, variant).unwrap(),
        game.position()
    );
}

/// Words for comments and tag values: PGN's special characters, escapes, non-ASCII text, long
/// words, and a `%` that must not be taken for an escape line.
const WORDS: [&str; 16] = [
    "good",
    "move",
    "{nested",
    "\"quoted\"",
    "back\\slash",
    "(variation)",
    "1-0",
    "$5",
    "%clk",
    "é",
    "[tag]",
    ";",
    "0:03:00",
    "Nf3",
    "zugzwang!",
    "a-rather-longer-word-of-twenty-nine",
];

/// Up to `max_words` of [`WORDS`], and a line break now and then in a comment (a tag value
/// cannot hold one).
fn random_text(random: &mut Random, max_words: usize, comment: bool) -> String {
    let count = 1 + random.below(max_words);
    let mut text: Vec<&str> = (0..count)
        .map(|_| WORDS[random.below(WORDS.len())])
        .collect();
    if comment && random.below(4) == 0 {
        text.push("\n  line two");
    }
    text.join(" ")
}

/// Plays up to `plies` random moves on `game`, annotating some, and sets some tags.
fn play_annotated(random: &mut Random, game: &mut Game, plies: usize) {
    if random.below(3) == 0 {
        game.set_comment(random_text(random, 30, true)).unwrap();
    }
    for name in [
        "Event",
        "Site",
        "White",
        "Annotator",
        "PlyCount",
        "ECO",
        "Black_Elo",
    ] {
        if random.below(2) == 0 {
            game.set_tag(name, random_text(random, 4, false)).unwrap();
        }
    }
    for ply in 0..plies {
        let Some(mv) = random_move(random, game.position()) else {
            break;
        };
        // Every way in: the move, its UCI and its SAN.
        match random.below(3) {
            0 => game.play(mv).map(drop).unwrap(),
            1 => game.play_uci(&mv.to_string()).map(drop).unwrap(),
            _ => {
                let san = game.position().san(mv);
                game.play_san(&san).map(drop).unwrap();
            }
        }
        let annotation = game.annotation_mut(ply).unwrap();
        while random.below(4) == 0 {
            annotation.push_nag(Nag(random.below(256) as u8));
        }
        if random.below(4) == 0 {
            annotation
                .set_comment(random_text(random, 12, true))
                .unwrap();
        }
    }
    if game.outcome().is_none() {
        game.set_result(GameResult::ALL[random.below(4)]);
    }
}

/// Checks the layout of `pgn`'s movetext: lines of at most 79 characters (a longer one holds a
/// single token), no space at either end (but before a `%`), each line as full as it can be,
/// and the tokens those of `game` in order, none split.
fn assert_layout(game: &Game, pgn: &str) {
    let movetext = pgn.split("\n\n").nth(1).expect("tags, then movetext");
    let lines: Vec<&str> = movetext.lines().collect();
    for (index, line) in lines.iter().enumerate() {
        let width = line.chars().count();
        assert!(
            width <= 79 || !line.trim_start().contains(' '),
            "line too long: {line:?}"
        );
        // A space starts a line only to keep a `%` (an escape line) from the first column.
        assert_eq!(line.trim_end(), *line);
        assert!(!line.starts_with('%'), "{line:?}");
        assert!(!line.starts_with(' ') || line.starts_with(" %"), "{line:?}");
        if let Some(next) = lines.get(index + 1) {
            let first = next.trim_start().split(' ').next().unwrap().chars().count();
            assert!(
                width + 1 + first > 79,
                "{next:?} could have joined {line:?}"
            );
        }
    }
    let tokens: Vec<&str> = movetext.split_whitespace().collect();
    assert_eq!(tokens, expected_tokens(game));
}

/// The movetext's tokens as the standard's export rules give them, built move by move.
fn expected_tokens(game: &Game) -> Vec<String> {
    let mut tokens = Vec::new();
    let comment = |tokens: &mut Vec<String>, text: &str| {
        let words: Vec<&str> = text.split_whitespace().collect();
        let last = words.len() - 1;
        for (i, word) in words.iter().enumerate() {
            let open = if i == 0 { "{" } else { "" };
            let close = if i == last { "}" } else { "" };
            tokens.push(format!("{open}{word}{close}"));
        }
    };
    if let Some(text) = game.comment() {
        comment(&mut tokens, text);
    }
    let mut number_black = true;
    for played in game.played() {
        let before = played.position_before();
        let number = before.fullmove_number();
        if before.side_to_move() == Color::White {
            tokens.push(format!("{number}."));
        } else if number_black {
            tokens.push(format!("{number}..."));
        }
        tokens.push(played.san().to_string());
        tokens.extend(played.nags().iter().map(|nag| format!("${}", nag.0)));
        if let Some(text) = played.comment() {
            comment(&mut tokens, text);
        }
        number_black = played.comment().is_some() || !played.nags().is_empty();
    }
    tokens.push(game.result().to_string());
    tokens
}

/// Checks that `read`, a game read from `game`'s PGN by this crate, is `game`: the initial
/// position and variant, the moves and their SAN, the tags (the others in the export's order),
/// the comments (their words), the NAGs and the result; and that it writes the same PGN.
fn assert_same_game(game: &Game, read: &Game) {
    assert_eq!(read.initial_position(), game.initial_position());
    assert_eq!(read.variant(), game.variant());
    assert!(read.moves().eq(game.moves()));
    assert!(read.san_history().eq(game.san_history()));
    assert_eq!(read.position(), game.position());
    let sorted = |game: &Game| {
        let mut tags: Vec<(String, String)> = game
            .tags()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        tags[7..].sort();
        tags
    };
    assert_eq!(sorted(read), sorted(game));
    assert_eq!(words(read.comment()), words(game.comment()));
    for (read, played) in read.played().iter().zip(game.played()) {
        assert_eq!(words(read.comment()), words(played.comment()));
        assert_eq!(read.nags(), played.nags());
        assert_eq!(read.position_before(), played.position_before());
    }
    assert_eq!(read.result(), game.result());
    assert_eq!(read.to_string(), game.to_string());
}

/// Exports `games` into one file, reads it back, and checks each game and its layout: read by
/// pgn-reader and shakmaty, and into `Game`s by this crate's reader, the whole file at once and
/// each game alone.
fn round_trip(games: &[Game]) {
    let file: String = games.iter().map(Game::to_string).collect();
    let read = read_back(&file);
    assert_eq!(read.len(), games.len());
    for (game, read) in games.iter().zip(&read) {
        assert_same(game, read);
        assert_layout(game, &game.to_string());
    }
    let ours: Vec<Game> = pgn::read_games(file.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(ours.len(), games.len());
    for (game, read) in games.iter().zip(&ours) {
        assert_same_game(game, read);
        let alone = Game::from_pgn(&game.to_string()).unwrap();
        assert_eq!(&alone, read);
        // Read back, written and read again: the very same game.
        assert_eq!(Game::from_pgn(&alone.to_string()).unwrap(), alone);
    }
}

#[test]
fn random_standard_games_read_back_the_same() {
    let mut random = Random::new(24);
    let mut games = Vec::new();
    for start in STARTS {
        for _ in 0..25 {
            let mut game = Game::from_fen(start, Variant::Standard).unwrap();
            let plies = random.below(200);
            play_annotated(&mut random, &mut game, plies);
            games.push(game);
        }
    }
    assert!(
        games
            .iter()
            .any(|game| game.initial_position().side_to_move() == Color::Black)
    );
    assert!(games.iter().any(|game| game.outcome().is_some()));
    round_trip(&games);
}

#[test]
fn random_chess960_games_read_back_the_same() {
    let mut random = Random::new(960);
    let mut games = Vec::new();
    for case in fischer().iter().step_by(8) {
        let mut position = Position::from_fen(&case.fen, Variant::Chess960).unwrap();
        // Half of them from the position after a first move: black to move first.
        if random.below(2) == 0 {
            position.play(random_move(&mut random, &position).unwrap());
        }
        let mut game = Game::from_position(position);
        assert_eq!(game.variant(), Variant::Chess960);
        let plies = random.below(160);
        play_annotated(&mut random, &mut game, plies);
        games.push(game);
    }
    let castled = |game: &Game| game.played().iter().any(|played| played.mv().is_castling());
    assert!(games.iter().filter(|game| castled(game)).count() > 10);
    round_trip(&games);
}

#[test]
fn a_new_game_is_the_seven_tags_and_a_star() {
    let pgn = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
               [Black \"?\"]\n[Result \"*\"]\n\n*\n\n";
    assert_eq!(Game::new().to_string(), pgn);
    assert_eq!(Game::default(), Game::new());
}

#[test]
fn set_up_fen_and_variant_tags_come_from_the_initial_position() {
    let start = Position::default().to_string();
    let standard = Game::from_fen(&start, Variant::Standard).unwrap();
    assert_eq!(standard.tag("FEN"), None);
    assert_eq!(standard.tag("SetUp"), None);
    // The standard array declared Chess960 is a Chess960 game: its FEN writes `HAha`.
    let chess960 = Game::from_fen(&start, Variant::Chess960).unwrap();
    assert_eq!(chess960.variant(), Variant::Chess960);
    let pgn = chess960.to_string();
    let tags = "[Result \"*\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n\
                [SetUp \"1\"]\n[Variant \"Chess960\"]\n\n*\n\n";
    assert!(pgn.ends_with(tags), "{pgn}");
    // A later move number alone makes it a set-up position.
    let later = Game::from_fen(&start.replace(" 0 1", " 0 7"), Variant::Auto).unwrap();
    assert_eq!(later.tag("SetUp"), Some("1"));
    assert_eq!(later.variant(), Variant::Standard);
    let mut game = later.clone();
    for name in ["FEN", "SetUp", "Variant"] {
        assert_eq!(game.set_tag(name, "1"), Err(TagError::FromPosition));
        assert_eq!(game.remove_tag(name), Err(TagError::FromPosition));
    }
    assert_eq!(game, later);
}

#[test]
fn other_tags_are_written_in_ascii_order_after_the_roster() {
    let mut game = Game::new();
    for (name, value) in [
        ("WhiteElo", "2700"),
        ("Annotator", "me"),
        ("ECO", "C20"),
        ("Event", "E"),
    ] {
        game.set_tag(name, value).unwrap();
    }
    let names: Vec<&str> = game.tags().map(|(name, _)| name).collect();
    let roster = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];
    assert_eq!(names[..7], roster);
    assert_eq!(names[7..], ["WhiteElo", "Annotator", "ECO"]); // as set
    let pgn = game.to_string();
    let written: Vec<&str> = pgn
        .lines()
        .take_while(|line| line.starts_with('['))
        .map(|line| &line[1..line.find(' ').unwrap()])
        .collect();
    assert_eq!(written[..7], roster);
    assert_eq!(written[7..], ["Annotator", "ECO", "WhiteElo"]);
}

#[test]
fn tag_values_are_escaped() {
    let mut game = Game::new();
    let value = r#"Say "hi" \ or \"bye\""#;
    game.set_tag("Annotator", value).unwrap();
    game.set_tag("White", "Ünal, Ça\u{11f}r\u{131}").unwrap();
    let pgn = game.to_string();
    assert!(
        pgn.contains(r#"[Annotator "Say \"hi\" \\ or \\\"bye\\\""]"#),
        "{pgn}"
    );
    let read = &read_back(&pgn)[0];
    assert!(read.tags.contains(&("Annotator".into(), value.into())));
    assert!(
        read.tags
            .contains(&("White".into(), "Ünal, Ça\u{11f}r\u{131}".into()))
    );
}

#[test]
fn tags_are_checked() {
    let mut game = Game::new();
    for name in ["", "White Elo", "Ab\"", "_x", "Ünal", &"A".repeat(256)] {
        assert_eq!(game.set_tag(name, "x"), Err(TagError::Name), "{name:?}");
    }
    assert_eq!(game.set_tag("A_1", "x"), Ok(None));
    assert_eq!(game.set_tag("Site", "a\tb"), Err(TagError::Value('\t')));
    assert_eq!(game.set_tag("Result", "1-1"), Err(TagError::Result));
    assert_eq!(game.set_tag("Result", "1/2-1/2"), Ok(Some("*".into())));
    assert_eq!(game.result(), GameResult::Draw);
    assert_eq!(game.remove_tag("Result"), Ok(Some("1/2-1/2".into())));
    assert_eq!(game.result(), GameResult::Ongoing);
    assert_eq!(game.remove_tag("Nothing"), Ok(None));
    assert!(TagError::Value('\n').to_string().contains("\\n"));
}

#[test]
fn black_moves_are_numbered_first_and_after_annotations() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let mut game = Game::from_fen(fen, Variant::Standard).unwrap();
    for san in ["Bb5", "a6", "Ba4", "Nf6", "O-O"] {
        game.play_san(san).unwrap();
    }
    game.annotation_mut(0)
        .unwrap()
        .set_comment("the Ruy Lopez")
        .unwrap();
    game.annotation_mut(2).unwrap().push_nag(Nag::GOOD_MOVE);
    game.annotation_mut(2).unwrap().push_nag(Nag(14));
    game.set_comment("A game comment").unwrap();
    let movetext =
        "{A game comment} 3. Bb5 {the Ruy Lopez} 3... a6 4. Ba4 $1 $14 4... Nf6 5. O-O *";
    assert!(game.to_string().ends_with(&format!("\n\n{movetext}\n\n")));

    let black_first = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    let mut game = Game::from_fen(black_first, Variant::Standard).unwrap();
    game.play_san("a6").unwrap();
    game.play_san("Bxc6").unwrap();
    assert!(game.to_string().ends_with("\n\n3... a6 4. Bxc6 *\n\n"));
}

#[test]
fn long_comments_wrap_and_a_long_word_stands_alone() {
    let mut game = Game::new();
    game.play_san("e4").unwrap();
    let long_word = "x".repeat(100);
    let comment = format!("{} {long_word} end", "word ".repeat(40));
    game.annotation_mut(0)
        .unwrap()
        .set_comment(comment.as_str())
        .unwrap();
    let pgn = game.to_string();
    assert!(pgn.contains(&format!("\n{long_word}\n")));
    assert_layout(&game, &pgn);
    assert_same(&game, &read_back(&pgn)[0]);
}

#[test]
fn a_comment_cannot_hold_a_closing_brace() {
    let mut game = Game::new();
    let error: CommentError = game.set_comment("a } b").unwrap_err();
    assert_eq!(
        error.to_string(),
        "a comment cannot hold '}': PGN ends a comment there"
    );
    game.set_comment("kept").unwrap();
    assert!(game.set_comment("}").is_err());
    assert_eq!(game.comment(), Some("kept"));
    game.set_comment(" \n ").unwrap();
    assert_eq!(game.comment(), None);
    assert!(game.annotation_mut(0).is_none());
}

#[test]
fn moves_are_checked_and_a_refused_one_changes_nothing() {
    let mut game = Game::new();
    let before = game.clone();
    assert_eq!(game.play_san("e5"), Err(SanError::Illegal));
    assert_eq!(game.play_san("Kx"), Err(SanError::Malformed));
    assert!(matches!(
        game.play_uci("e2e5"),
        Err(ParseMoveError::Illegal(_))
    ));
    assert_eq!(game.play_uci("e2"), Err(ParseMoveError::Length(2)));
    assert_eq!(game.play_any_move("e2-e4"), Err(AnyMoveError::Malformed));
    assert_eq!(game.play_any_move("Nd2"), Err(AnyMoveError::Illegal));
    let e5 = Move::new(Square::E2, Square::E5);
    assert_eq!(game.play(e5), Err(IllegalMove(e5)));
    assert_eq!(game, before);

    // A plain e1g1 read from text is played as the castling it names.
    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Variant::Standard).unwrap();
    let castling = game.play("e1g1".parse().unwrap()).unwrap();
    assert!(castling.is_castling());
    assert_eq!(game.san_history().next().unwrap(), "O-O");
}

#[test]
fn undo_back_to_the_start_is_a_new_game() {
    let mut random = Random::new(7);
    for start in STARTS {
        let fresh = Game::from_fen(start, Variant::Auto).unwrap();
        let mut game = fresh.clone();
        let mut positions = vec![*game.position()];
        for _ in 0..120 {
            let Some(mv) = random_move(&mut random, game.position()) else {
                break;
            };
            game.play(mv).unwrap();
            positions.push(*game.position());
        }
        let moves: Vec<Move> = game.moves().collect();
        assert_eq!(game.ply_count(), moves.len());
        for &mv in moves.iter().rev() {
            positions.pop();
            assert_eq!(game.undo(), Some(mv));
            assert_eq!(game.position(), positions.last().unwrap());
        }
        assert_eq!(game.undo(), None);
        assert_eq!(game, fresh);
    }
}

#[test]
fn the_outcome_counts_repetition_over_the_game() {
    let mut random = Random::new(3);
    // Random games with knights shuffled in: repetitions come often.
    for _ in 0..40 {
        let mut game = Game::new();
        for _ in 0..150 {
            let knight_moves: Vec<Move> = game
                .position()
                .legal_moves()
                .into_iter()
                .filter(|&mv| game.position().moved_piece(mv) == Some(chess_core::Piece::Knight))
                .collect();
            let mv = match (knight_moves.is_empty(), random.below(4)) {
                (false, 0..=2) => knight_moves[random.below(knight_moves.len())],
                _ => match random_move(&mut random, game.position()) {
                    Some(mv) => mv,
                    None => break,
                },
            };
            game.play(mv).unwrap();
            // A naive count over the whole game.
            let now = game.position();
            let seen = game
                .played()
                .iter()
                .map(|played| played.position_before())
                .chain([now])
                .filter(|position| position.eq_ignore_clocks(now))
                .count();
            assert_eq!(game.repetitions(), seen);
            let expected = now
                .outcome()
                .or((seen >= 3).then_some(Outcome::ThreefoldRepetition));
            assert_eq!(game.outcome(), expected);
            assert_eq!(
                game.result(),
                expected.map_or(GameResult::Ongoing, GameResult::from)
            );
            if expected.is_some() {
                break;
            }
        }
    }
}

#[test]
fn threefold_repetition_draws_and_undo_takes_it_back() {
    let mut game = Game::new();
    for _ in 0..2 {
        for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            assert_eq!(game.outcome(), None);
            game.play_san(san).unwrap();
        }
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::ThreefoldRepetition));
    assert!(game.to_string().ends_with(" 1/2-1/2\n\n"));
    assert!(game.to_string().contains("[Result \"1/2-1/2\"]"));
    game.undo();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.result(), GameResult::Ongoing);
}

#[test]
fn the_result_set_is_kept_and_an_unset_one_follows_the_outcome() {
    let mut game = Game::new();
    for san in ["f3", "e5", "g4", "Qh4#"] {
        game.play_san(san).unwrap();
    }
    assert_eq!(game.result(), GameResult::BlackWins);
    assert_eq!(game.tag("Result"), Some("0-1"));
    assert!(
        game.to_string()
            .ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n")
    );
    // A result set is kept as set, whatever the position says (a file's `Result` tag is).
    game.set_result(GameResult::WhiteWins);
    assert_eq!(game.result(), GameResult::WhiteWins);
    assert!(
        game.to_string()
            .ends_with("\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n")
    );
    game.set_result(GameResult::Ongoing);
    assert_eq!(game.result(), GameResult::BlackWins);

    let stalemate = Game::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Variant::Standard).unwrap();
    assert_eq!(stalemate.result(), GameResult::Draw);
    // A half-move clock at 100: the fifty-move rule, before any repetition.
    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 96 60", Variant::Standard).unwrap();
    for uci in ["a1a2", "e8e7", "a2a1", "e7e8"] {
        game.play_uci(uci).unwrap();
    }
    assert_eq!(game.outcome(), Some(Outcome::FiftyMoveRule));
}

#[test]
fn nags_read_and_write() {
    for (index, suffix) in ["!", "?", "!!", "??", "!?", "?!"].iter().enumerate() {
        assert_eq!(suffix.parse(), Ok(Nag(index as u8 + 1)));
    }
    assert_eq!("$0".parse(), Ok(Nag(0)));
    assert_eq!("$255".parse(), Ok(Nag(255)));
    for bad in ["$", "$+1", "$256", "1", "!!!", "$ 1"] {
        assert!(bad.parse::<Nag>().is_err(), "{bad}");
    }
}

#[test]
fn a_percent_sign_never_starts_a_line() {
    let mut game = Game::new();
    game.play_san("e4").unwrap();
    // `1. e4 {` and 67 letters: the `%` word would start the second line.
    let comment = format!("{} %clk", "x".repeat(67));
    game.annotation_mut(0)
        .unwrap()
        .set_comment(comment)
        .unwrap();
    let pgn = game.to_string();
    assert!(pgn.contains("\n %clk} *\n"), "{pgn}");
    assert_layout(&game, &pgn);
    assert_same(&game, &read_back(&pgn)[0]);
}
