//! How a run ends: the [`Failure`] every command returns, its one line on stderr and the exit
//! status, and clap's own errors reduced to that one line.

use std::io;
use std::process::ExitCode;
use std::time::Duration;

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// An error to report: one line, exit status 2 for bad input.
#[derive(Debug)]
pub enum Failure {
    /// The user's input was wrong: arguments, a query line, a number.
    BadInput(String),
    /// Reading or writing failed.
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Io(error)
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::BadInput(message) => f.write_str(message),
            Failure::Io(error) => write!(f, "{error}"),
        }
    }
}

/// Shorthand for a bad-input failure.
pub fn bad(message: impl Into<String>) -> Failure {
    Failure::BadInput(message.into())
}

/// Writes the failure's line on stderr and says how the process ends: 2 for bad input, 1 when
/// reading or writing failed, success when the reader of stdout went away (`| head`).
pub fn report(failure: Failure) -> ExitCode {
    match failure {
        Failure::BadInput(message) => {
            eprintln!("chess-tables: {message}");
            ExitCode::from(2)
        }
        // A reader that went away (`| head`) is not an error of ours.
        Failure::Io(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Failure::Io(error) => {
            eprintln!("chess-tables: {error}");
            ExitCode::FAILURE
        }
    }
}

/// A clap error as one line: its message, the tips and the usage line joined by `; `, without
/// the pointer to `--help`. A check of ours (a bad depth, FEN or square) is its own message, which
/// names the word already.
pub fn one_line(error: &clap::Error) -> String {
    if error.kind() == ErrorKind::ValueValidation {
        if let Some(source) = std::error::Error::source(error) {
            return source.to_string();
        }
    }
    let mut text = error.render().to_string();
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // Not the whole help text: what was missing, the usage line, where to read more.
        let usage = text.lines().find(|line| line.starts_with("Usage: "));
        let usage = usage.map_or_else(String::new, |usage| format!("; u{}", &usage[1..]));
        return format!("no command given{usage}; try --help");
    }
    // A word the user typed may hold a line break: escape it where clap quotes it.
    for (_, value) in error.context() {
        let words = match value {
            ContextValue::String(word) => std::slice::from_ref(word),
            ContextValue::Strings(words) => words.as_slice(),
            _ => &[],
        };
        for word in words.iter().filter(|word| word.contains(char::is_control)) {
            text = text.replace(word.as_str(), &word.escape_debug().to_string());
        }
    }
    let mut line = String::new();
    // Within a list (the arguments not provided), items are indented lines after a `:`.
    let mut in_list = false;
    for raw in text.lines() {
        let part = raw.trim();
        if part.is_empty() || part.starts_with("For more information") {
            continue;
        }
        let item = raw.starts_with(' ') && !part.starts_with("tip:");
        if !line.is_empty() {
            line += match (line.ends_with(':'), in_list && item) {
                (true, _) => " ",
                (false, true) => ", ",
                (false, false) => "; ",
            };
        }
        in_list = item && (in_list || line.ends_with(": "));
        let part = part.strip_prefix("error: ").unwrap_or(part);
        match part.strip_prefix("Usage: ") {
            Some(usage) => line += &format!("usage: {usage}"),
            None => line += part,
        }
    }
    // The usual cause of a word too many: a FEN or a move list not quoted as one argument.
    let word = error.get(ContextKind::InvalidArg);
    if error.kind() == ErrorKind::UnknownArgument
        && matches!(word, Some(ContextValue::String(word)) if !word.starts_with('-'))
    {
        line = line.replacen(
            " found",
            " found; quote a FEN and a move list, each as one argument",
            1,
        );
    }
    line
}

/// The stderr line after a count: time taken and nodes per second.
pub fn speed(nodes: u64, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    if seconds > 0.0 {
        format!("time {seconds:.3} s, {:.0} nodes/s", nodes as f64 / seconds)
    } else {
        format!("time {seconds:.3} s")
    }
}
