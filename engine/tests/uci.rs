//! Drives the engine binary over UCI through short games, standard and Chess960, and holds every
//! `bestmove` to shakmaty, an independent implementation: it must be legal in shakmaty's
//! position, and the engine must say `0000` exactly when shakmaty finds no legal move.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position as _};

/// The engine, started with pipes to talk to it.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_uci-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        let mut engine = Engine {
            child,
            input,
            output,
        };
        engine.send("uci");
        engine.read_until("uciok");
        engine
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the engine reads");
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn read_until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let read = self.output.read_line(&mut line).expect("the engine writes");
            assert!(
                read > 0,
                "the engine closed its output before `{prefix}`: {lines:?}"
            );
            let done = line.starts_with(prefix);
            lines.push(line.trim_end().to_owned());
            if done {
                return lines;
            }
        }
    }

    /// The engine's move for the position `setup` reaches, as UCI text.
    fn best_move(&mut self, setup: &str, go: &str) -> (String, Vec<String>) {
        self.send(setup);
        self.send(go);
        let lines = self.read_until("bestmove");
        let last = lines.last().unwrap();
        let mv = last.strip_prefix("bestmove ").unwrap();
        (mv.split_whitespace().next().unwrap().to_owned(), lines)
    }

    fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().expect("the engine exits");
        assert!(status.success(), "{status}");
    }
}

/// Plays `plies` moves of the engine against itself from `fen`, checking each with shakmaty.
/// Returns how many moves were played before the game ended or the plies ran out.
fn self_play(engine: &mut Engine, fen: &str, chess960: bool, plies: usize) -> usize {
    let mode = if chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    engine.send(&format!("setoption name UCI_Chess960 value {chess960}"));
    engine.send("ucinewgame");
    let mut judge: Chess = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(mode)
        .expect("a legal start");
    let mut moves: Vec<String> = Vec::new();
    for ply in 0..plies {
        let setup = format!("position fen {fen} moves {}", moves.join(" "));
        let (text, lines) = engine.best_move(&setup, "go nodes 4000");
        if judge.is_game_over() {
            assert_eq!(
                text, "0000",
                "ply {ply}: game over in {setup}, yet {lines:?}"
            );
            return ply;
        }
        let uci: UciMove = text
            .parse()
            .unwrap_or_else(|_| panic!("ply {ply}: `{text}` is not UCI ({setup})"));
        let mv = uci
            .to_move(&judge)
            .unwrap_or_else(|_| panic!("ply {ply}: {text} is illegal in {setup}: {lines:?}"));
        judge.play_unchecked(mv);
        moves.push(text);
    }
    plies
}

#[test]
fn every_best_move_is_legal_in_standard_games() {
    let mut engine = Engine::start();
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ] {
        self_play(&mut engine, fen, false, 24);
    }
    engine.quit();
}

#[test]
fn every_best_move_is_legal_in_chess960_games() {
    let mut engine = Engine::start();
    for fen in [
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1",
        "rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RKRBBNNQ w CAca - 0 1",
    ] {
        self_play(&mut engine, fen, true, 24);
    }
    engine.quit();
}

#[test]
fn mates_are_found_and_finished_games_get_the_null_move() {
    let mut engine = Engine::start();
    let scholar = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1";
    let (mv, lines) = engine.best_move(&format!("position fen {scholar}"), "go depth 3");
    assert_eq!(mv, "f3f7", "{lines:?}");
    assert!(
        lines.iter().any(|line| line.contains("score mate 1")),
        "{lines:?}"
    );
    // Mated and stalemated: nothing to play.
    let (mv, _) = engine.best_move(&format!("position fen {scholar} moves f3f7"), "go depth 2");
    assert_eq!(mv, "0000");
    let stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    let (mv, _) = engine.best_move(&format!("position fen {stalemate}"), "go depth 2");
    assert_eq!(mv, "0000");
    // A bad position is said on an info line and leaves the engine working.
    engine.send("position fen 8/8/8/8 w - - 0 1");
    engine.send("isready");
    let lines = engine.read_until("readyok");
    assert!(
        lines
            .iter()
            .any(|line| line.starts_with("info string bad FEN")),
        "{lines:?}"
    );
    engine.quit();
}

#[test]
fn stop_ends_an_infinite_search_with_a_legal_move() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4 e7e5");
    engine.send("go infinite");
    std::thread::sleep(std::time::Duration::from_millis(200));
    engine.send("stop");
    let lines = engine.read_until("bestmove");
    let text = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let start: Chess = Chess::default();
    let mut judge = start;
    for mv in ["e2e4", "e7e5"] {
        let mv = mv.parse::<UciMove>().unwrap().to_move(&judge).unwrap();
        judge.play_unchecked(mv);
    }
    let uci: UciMove = text.parse().unwrap();
    assert!(uci.to_move(&judge).is_ok(), "{text}");
    engine.quit();
}
