//! A game kept in the module between calls: its position, the moves played and the positions
//! passed through, so that a move costs one step, not a replay from the start.

use core::fmt::Write;

use chess_core::{Color, History, Move, Piece, Position, San, Variant};
use wasm_bindgen::prelude::*;

use crate::text;

/// How many positions back repetition is looked for. A position can repeat only one reached since
/// the last capture or pawn move, and from a half-move clock of 150 on the game is drawn by the
/// seventy-five-move rule, so 152 finds every repetition that decides the outcome (fivefold
/// repetition outranks the fifty-move rule).
const LOOK_BACK: usize = 152;

/// One move played: the position before it, so that `undo` is a copy, and its SAN, written once
/// for `history`, `pgn` and `undo`.
struct Played {
    before: Position,
    mv: Move,
    san: San,
}

/// A game: the raw class under `js/index.js`'s `Game`, which names the fields of its records.
#[wasm_bindgen(js_name = GameCore)]
pub struct Game {
    start: Position,
    position: Position,
    played: Vec<Played>,
    history: History<LOOK_BACK>,
}

#[wasm_bindgen(js_class = GameCore)]
impl Game {
    /// A game from `fen` (the start position when absent) read as `variant` says (`standard`,
    /// `chess960` or `auto`, the default: recognised from the castling rights).
    #[wasm_bindgen(constructor)]
    pub fn new(fen: Option<String>, variant: Option<String>) -> Result<Game, JsError> {
        let variant = text::variant(variant)?;
        let start = text::position(fen.as_deref().unwrap_or(text::START), variant)?;
        let mut history = History::new();
        history.push(&start);
        Ok(Game {
            start,
            position: start,
            played: Vec::new(),
            history,
        })
    }

    /// The position in FEN (Shredder-FEN castling letters where standard letters cannot say it).
    pub fn fen(&self) -> String {
        self.position.to_string()
    }

    /// The FEN the game started from.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.start.to_string()
    }

    /// `white` or `black`: the side to move.
    pub fn turn(&self) -> String {
        self.position.side_to_move().to_string()
    }

    /// `chess960` when castling is read king-takes-rook, else `standard`.
    pub fn variant(&self) -> String {
        let chess960 = self.position.castling_rights().is_chess960();
        if chess960 {
            Variant::Chess960
        } else {
            Variant::Standard
        }
        .name()
        .into()
    }

    /// The legal moves, one record a line (see [`record`]).
    pub fn moves(&self) -> String {
        let legal = self.position.legal_moves();
        let mut out = String::with_capacity(legal.len() * 48);
        for &mv in &legal {
            record(
                &mut out,
                &self.position,
                mv,
                &self.position.san_with_moves(mv, &legal),
            );
            out.push('\n');
        }
        out
    }

    /// Plays `word` (UCI or SAN) if it is legal, and returns its record.
    pub fn play(&mut self, word: &str) -> Result<String, JsError> {
        let mv = text::legal_move(&self.position, word)?;
        let san = self.position.san(mv);
        let mut out = String::new();
        record(&mut out, &self.position, mv, &san);
        self.played.push(Played {
            before: self.position,
            mv,
            san,
        });
        self.position.play_unchecked(mv); // legal_move checked it
        self.history.push(&self.position);
        Ok(out)
    }

    /// Takes the last move back and returns its record, or `None` at the start.
    pub fn undo(&mut self) -> Option<String> {
        let Played { before, mv, san } = self.played.pop()?;
        self.position = before;
        self.history.pop();
        if self.played.len() + 1 >= LOOK_BACK {
            // The ring forgot the oldest positions; refill it from the moves kept.
            self.history.clear();
            let from = self.played.len().saturating_sub(LOOK_BACK - 1);
            for played in &self.played[from..] {
                self.history.push(&played.before);
            }
            self.history.push(&self.position);
        }
        let mut out = String::new();
        record(&mut out, &before, mv, &san);
        Some(out)
    }

    /// The moves played, in SAN, separated by spaces.
    pub fn history(&self) -> String {
        let sans: Vec<&str> = self
            .played
            .iter()
            .map(|played| played.san.as_str())
            .collect();
        sans.join(" ")
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.position.is_check()
    }

    /// How the game has ended, repetition included: empty while it goes on, else the kind and,
    /// after a tab, the winner (empty for a draw).
    pub fn outcome(&self) -> String {
        match self.history.outcome(&self.position) {
            None => String::new(),
            Some(outcome) => {
                let winner = outcome.winner().map(|c| c.to_string()).unwrap_or_default();
                format!("{outcome}\t{winner}")
            }
        }
    }

    /// The Polyglot key of the position.
    pub fn hash(&self) -> u64 {
        self.position.hash()
    }

    /// The static exchange evaluation of the legal move `word` (UCI or SAN), in centipawns.
    pub fn see(&self, word: &str) -> Result<i32, JsError> {
        let mv = text::legal_move(&self.position, word)?;
        Ok(self.position.see(mv))
    }

    /// The pieces on the board, one `square\tcolor\tpiece` a line, a1 first.
    pub fn pieces(&self) -> String {
        let mut out = String::new();
        for (square, color, piece) in self.position.placement() {
            let _ = writeln!(out, "{square}\t{color}\t{piece}");
        }
        out
    }

    /// The game in PGN: the tags a reader needs to replay it (the FEN and set-up tags when it did
    /// not start from the start position, the variant tag for Chess960) and the movetext, ending
    /// with the result.
    pub fn pgn(&self) -> String {
        let mut out = String::new();
        let start = self.start.to_string();
        if self.start.castling_rights().is_chess960() {
            out.push_str("[Variant \"Chess960\"]\n");
        }
        if start != text::START {
            let _ = writeln!(out, "[SetUp \"1\"]\n[FEN \"{start}\"]");
        }
        let result = match self.history.outcome(&self.position) {
            None => "*",
            Some(outcome) => match outcome.winner() {
                Some(Color::White) => "1-0",
                Some(Color::Black) => "0-1",
                None => "1/2-1/2",
            },
        };
        if !out.is_empty() {
            out.push('\n');
        }
        for (ply, played) in self.played.iter().enumerate() {
            let before = &played.before;
            let number = before.fullmove_number();
            match before.side_to_move() {
                Color::White => {
                    let _ = write!(out, "{number}. ");
                }
                Color::Black if ply == 0 => {
                    let _ = write!(out, "{number}... ");
                }
                Color::Black => {}
            }
            let _ = write!(out, "{} ", played.san);
        }
        out.push_str(result);
        out
    }
}

/// One move as a record: `uci san facts`, separated by tabs. `facts` is the moving piece's letter
/// (`p n b r q k`), then the captured piece's letter or `-`, then `+` if it checks, `o` for
/// castling and `e` for en passant. (From, to and promotion are in the UCI; the colour is the
/// side to move.) Written byte by byte: `moves()` writes one per legal move, and the formatting
/// machinery would cost more than the chess. `san` is the move's SAN in `position`.
fn record(out: &mut String, position: &Position, mv: Move, san: &San) {
    let letter = |piece: Option<Piece>| piece.map_or('-', |p| p.fen_letter(Color::Black));
    for square in [mv.from(), mv.to()] {
        out.push(square.file().to_char());
        out.push(square.rank().to_char());
    }
    if let Some(piece) = mv.promotion_piece() {
        out.push(piece.fen_letter(Color::Black));
    }
    out.push('\t');
    out.push_str(san);
    out.push('\t');
    out.push(letter(position.moved_piece(mv)));
    out.push(letter(position.captured(mv)));
    // The SAN has played the move to see whether it checks.
    if san.ends_with(['+', '#']) {
        out.push('+');
    }
    if mv.is_castling() {
        out.push('o');
    }
    if mv.is_en_passant() {
        out.push('e');
    }
}
