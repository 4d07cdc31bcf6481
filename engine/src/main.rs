//! `uci-engine`: a compact UCI engine built on chess-core, to show its API in use. It reads UCI
//! commands on stdin and answers on stdout, so any UCI GUI (or `cutechess-cli`) can play it.
//!
//! - [`search`]: iterative deepening alpha-beta, quiescence on captures that SEE says do not
//!   lose, moves ordered by the table's best move and then by SEE, draws by repetition from a
//!   [`chess_core::History`] of the game and the line searched, mate and stalemate from the legal
//!   move count.
//! - [`table`]: a transposition table keyed by [`chess_core::Position::hash`], the Polyglot key.
//! - [`eval`]: material and piece placement, nothing more.
//!
//! Commands: `uci`, `isready`, `setoption name UCI_Chess960 value true|false`,
//! `setoption name Hash value <MiB>`, `ucinewgame`, `position startpos|fen <FEN> [moves …]`,
//! `go [depth N] [nodes N] [movetime ms] [wtime ms] [btime ms] [winc ms] [binc ms]
//! [movestogo N] [infinite]`, `stop`, `quit`. The search runs on its own thread, so `stop` and
//! `isready` are answered while it thinks.

mod eval;
mod search;
mod table;

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use chess_core::{FenError, Position, Variant};
use eval::{MATE, MATE_BOUND};
use search::{Limits, Line, Search};
use table::Table;

fn main() {
    let mut engine = Engine::new();
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if !engine.command(&line) {
            break;
        }
    }
    engine.finish_search();
}

/// The table size a new engine starts with.
const DEFAULT_HASH_MIB: usize = 16;

/// The protocol's state between commands.
struct Engine {
    /// The position of the last `position` command, after its moves.
    position: Position,
    /// The game's positions up to `position`, for repetitions.
    game: Line,
    /// `UCI_Chess960`: castling is read and written king-takes-rook.
    chess960: bool,
    /// The table, while no search holds it.
    table: Option<Table>,
    /// The search running, and the flag that stops it.
    running: Option<(Arc<AtomicBool>, JoinHandle<Table>)>,
}

impl Engine {
    fn new() -> Engine {
        let position = Position::default();
        let mut game = Line::new();
        game.push(&position);
        Engine {
            position,
            game,
            chess960: false,
            table: Some(Table::new(DEFAULT_HASH_MIB)),
            running: None,
        }
    }

    /// Handles one line; `false` on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["uci", ..] => {
                say("id name chess-core example engine");
                say("id author the chess-tables authors");
                say("option name Hash type spin default 16 min 1 max 1024");
                say("option name UCI_Chess960 type check default false");
                say("uciok");
            }
            ["isready", ..] => say("readyok"),
            ["setoption", "name", "UCI_Chess960", "value", value] => {
                self.chess960 = *value == "true";
            }
            ["setoption", "name", "Hash", "value", value] => match value.parse::<usize>() {
                Ok(megabytes) if (1..=1024).contains(&megabytes) => {
                    self.finish_search();
                    self.table = Some(Table::new(megabytes));
                }
                _ => say(&format!("info string Hash must be 1 to 1024, not {value}")),
            },
            ["ucinewgame", ..] => {
                self.finish_search();
                self.table_mut().clear();
            }
            ["position", rest @ ..] => {
                self.finish_search();
                if let Err(message) = self.set_position(rest) {
                    say(&format!("info string {message}"));
                }
            }
            ["go", rest @ ..] => {
                self.finish_search();
                self.go(rest);
            }
            ["stop", ..] => self.finish_search(),
            ["quit", ..] => return false,
            [] => {}
            [other, ..] => say(&format!("info string unknown command {other}")),
        }
        true
    }

    fn table_mut(&mut self) -> &mut Table {
        self.table.as_mut().expect("no search is running")
    }

    /// `position startpos|fen <FEN> [moves m1 m2 …]`: the moves in UCI, castling as the king's
    /// move or king-takes-rook.
    fn set_position(&mut self, words: &[&str]) -> Result<(), String> {
        let moves_at = words.iter().position(|&word| word == "moves");
        let (setup, moves) = words.split_at(moves_at.unwrap_or(words.len()));
        let mut position = match setup {
            ["startpos"] => read_fen(START, self.chess960),
            ["fen", fen @ ..] => read_fen(&fen.join(" "), self.chess960),
            _ => return Err("position takes startpos or fen <FEN>".into()),
        }
        .map_err(|error| format!("bad FEN: {error}"))?;
        let mut game = Line::new();
        game.push(&position);
        for text in moves.iter().skip(1) {
            let mv = position
                .parse_move(text)
                .map_err(|error| format!("bad move {text}: {error}"))?;
            position.play(mv);
            game.push(&position);
        }
        (self.position, self.game) = (position, game);
        Ok(())
    }

    /// Starts a search on its own thread; it prints `info` lines and then `bestmove`.
    fn go(&mut self, words: &[&str]) {
        let limits = limits(words, &self.position);
        let stop = Arc::new(AtomicBool::new(false));
        let (position, game) = (self.position, self.game.clone());
        let mut table = self.table.take().expect("no search is running");
        let flag = Arc::clone(&stop);
        let started = Instant::now();
        let thread = std::thread::spawn(move || {
            let mut search = Search::new(&mut table, &flag, limits, game);
            let best = search.run(&position, |report| {
                let score = match report.score {
                    s if s.abs() >= MATE_BOUND => {
                        let plies = MATE - s.abs();
                        format!("mate {}", (plies + 1) / 2 * s.signum())
                    }
                    s => format!("cp {s}"),
                };
                let pv: Vec<String> = report.pv.iter().map(ToString::to_string).collect();
                say(&format!(
                    "info depth {} score {score} nodes {} time {} pv {}",
                    report.depth,
                    report.nodes,
                    started.elapsed().as_millis(),
                    pv.join(" ")
                ));
            });
            // UCI's null move when there is nothing to play (mate or stalemate on the board).
            say(&format!(
                "bestmove {}",
                best.map_or("0000".into(), |mv| mv.to_string())
            ));
            table
        });
        self.running = Some((stop, thread));
    }

    /// Stops the search, if one runs, waits for its `bestmove`, and takes its table back.
    fn finish_search(&mut self) {
        if let Some((stop, thread)) = self.running.take() {
            stop.store(true, Ordering::Relaxed);
            self.table = Some(thread.join().expect("the search thread does not panic"));
        }
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A position from FEN text, read as Chess960 when the GUI said so: then castling is written
/// king-takes-rook even where the rights look standard (the start position 518 among them).
fn read_fen(fen: &str, chess960: bool) -> Result<Position, FenError> {
    let variant = if chess960 {
        Variant::Chess960
    } else {
        Variant::Auto
    };
    Position::from_fen(fen, variant)
}

/// The limits `go`'s words set: depth, nodes, a fixed time, or a share of the clock.
fn limits(words: &[&str], position: &Position) -> Limits {
    let mut limits = Limits::default();
    let number = |name: &str| -> Option<u64> {
        let at = words.iter().position(|&word| word == name)?;
        words.get(at + 1)?.parse().ok()
    };
    if let Some(depth) = number("depth") {
        limits.depth = depth.clamp(1, 64) as i32;
    }
    if let Some(nodes) = number("nodes") {
        limits.nodes = nodes;
    }
    let white = position.side_to_move() == chess_core::Color::White;
    let (time, increment) = match white {
        true => (number("wtime"), number("winc")),
        false => (number("btime"), number("binc")),
    };
    let budget = number("movetime").or_else(|| {
        let moves_left = number("movestogo").unwrap_or(30).max(1);
        time.map(|time| time / moves_left + increment.unwrap_or(0) / 2)
    });
    limits.deadline = budget.map(|ms| Instant::now() + Duration::from_millis(ms));
    limits
}

/// Writes one line to the GUI, at once.
fn say(line: &str) {
    let mut out = io::stdout().lock();
    // A GUI that has gone away can no longer read us: nothing to do about it.
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}
