//! A game's state written as PGN export format: the moves replayed by chess-core's [`Game`]
//! (which checks them, writes their SAN and decides the result), its tags in the export's
//! order, then the movetext with comments, NAGs and the variations kept with the moves.
//!
//! The state comes as lines (free text escaped as the parent module says):
//!
//! ```text
//! S \t start FEN \t variant \t max width \t newline     first, once
//! T \t name \t value                                     each tag
//! C \t comment                                           before the first move
//! M \t uci \t nags \t comment [\t variation]…            each move, in order
//! R \t result                                            the declared result
//! ```

use chess_core::game::{Game, GameResult, Nag};
use chess_core::{Color, Position, Variant};

use super::unescape;

/// The game of `state` in PGN, or the message saying what is wrong with the state.
pub fn write(state: &str) -> Result<String, String> {
    let mut lines = state.lines();
    let header = lines.next().unwrap_or_default();
    let fields: Vec<String> = header.split('\t').map(unescape).collect();
    let [kind, fen, variant, width, newline] = &fields[..] else {
        return Err("the PGN state must start with its S line".into());
    };
    if kind != "S" {
        return Err("the PGN state must start with its S line".into());
    }
    let variant = match variant.as_str() {
        "chess960" => Variant::Chess960,
        _ => Variant::Standard,
    };
    let start = Position::from_fen_permissive(fen, variant)
        .map_err(|error| format!("`{}`: {error}", fen.escape_debug()))?;
    let mut game = Game::from_position(start);
    // Per move: its variations, written after its comment.
    let mut variations: Vec<Vec<String>> = Vec::new();
    for line in lines {
        let fields: Vec<String> = line.split('\t').map(unescape).collect();
        match fields.first().map(String::as_str) {
            Some("T") if fields.len() == 3 => {
                let (name, value) = (&fields[1], &fields[2]);
                if name == "Result" {
                    if let Ok(result) = value.trim().parse() {
                        game.set_result(result);
                    }
                } else {
                    // A name PGN cannot write, or one the start position writes, is left out.
                    let _ = game.set_tag(name, value.replace(char::is_control, " "));
                }
            }
            Some("C") if fields.len() == 2 => {
                let _ = game.set_comment(fields[1].replace('}', ""));
            }
            Some("M") if fields.len() >= 4 => {
                let before = *game.position();
                game.play_uci(&fields[1]).map_err(|error| {
                    format!("`{}` (in {before}): {error}", fields[1].escape_debug())
                })?;
                let annotation = game.annotation_mut(game.ply_count() - 1);
                let annotation = annotation.expect("the move just played");
                for nag in fields[2].split_ascii_whitespace() {
                    let nag = nag.parse().map_err(|_| format!("`{nag}` is not a NAG"))?;
                    annotation.push_nag(Nag(nag));
                }
                let _ = annotation.set_comment(fields[3].replace('}', ""));
                variations.push(fields[4..].to_vec());
            }
            Some("R") if fields.len() == 2 => {
                if let Ok(result) = fields[1].parse::<GameResult>() {
                    game.set_result(result);
                }
            }
            _ => {
                return Err(format!(
                    "bad line in the PGN state: {}",
                    line.escape_debug()
                ));
            }
        }
    }
    let width = width.parse().unwrap_or(0);
    Ok(export(&game, &variations, width, newline))
}

/// Writes `[name "value"]`, `"` and `\` escaped.
fn tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push_str("\"]");
}

/// `game` in PGN export format, `variations[ply]` after each move, movetext lines of at most
/// `width` characters (0: one line), lines separated by `newline`.
fn export(game: &Game, variations: &[Vec<String>], width: usize, newline: &str) -> String {
    let mut out = String::new();
    let mut tags: Vec<(&str, &str)> = game.tags().collect();
    // The Seven Tag Roster first in the standard's order, then the others in ASCII order.
    tags[7..].sort_unstable_by_key(|&(name, _)| name);
    for (name, value) in tags {
        tag(&mut out, name, value);
        out.push_str(newline);
    }
    out.push_str(newline);
    let mut movetext = Movetext {
        out,
        width,
        newline,
        column: 0,
    };
    if let Some(comment) = game.comment() {
        movetext.words("{", comment, "}");
    }
    let mut annotated = false;
    for (ply, played) in game.played().iter().enumerate() {
        let before = played.position_before();
        let number = before.fullmove_number();
        match before.side_to_move() {
            Color::White => movetext.word(&format!("{number}.")),
            Color::Black if ply == 0 || annotated => movetext.word(&format!("{number}...")),
            Color::Black => {}
        }
        movetext.word(played.san().as_str());
        for nag in played.nags() {
            movetext.word(&nag.to_string());
        }
        if let Some(comment) = played.comment() {
            movetext.words("{", comment, "}");
        }
        let replacing = variations.get(ply).map_or(&[][..], Vec::as_slice);
        for variation in replacing {
            movetext.words("(", variation, ")");
        }
        annotated = !played.nags().is_empty() || played.comment().is_some();
        annotated |= !replacing.is_empty();
    }
    movetext.word(game.result().as_str());
    movetext.out
}

/// Movetext being written: tokens one space apart, a line broken before a token that would
/// make it longer than `width`. A token longer than a line stands alone on its line; a token
/// starting with `%` first on a line is indented, since `%` there starts an escape line.
struct Movetext<'a> {
    out: String,
    width: usize,
    newline: &'a str,
    column: usize,
}

impl Movetext<'_> {
    fn word(&mut self, word: &str) {
        let length = word.chars().count();
        if self.column > 0 {
            if self.width == 0 || self.column + 1 + length <= self.width {
                self.out.push(' ');
                self.column += 1;
            } else {
                self.out.push_str(self.newline);
                self.column = 0;
                if word.starts_with('%') {
                    self.out.push(' ');
                    self.column = 1;
                }
            }
        }
        self.out.push_str(word);
        self.column += length;
    }

    /// Writes `text` between `open` and `close`, each word a token so that it wraps like moves.
    fn words(&mut self, open: &str, text: &str, close: &str) {
        let mut words = text.split_whitespace().peekable();
        let mut first = true;
        while let Some(word) = words.next() {
            let mut token = String::new();
            if first {
                token.push_str(open);
            }
            token.push_str(word);
            if words.peek().is_none() {
                token.push_str(close);
            }
            self.word(&token);
            first = false;
        }
    }
}
