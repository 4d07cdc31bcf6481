//! The words after a command: `--name value` options and `--flag`s, each at most once, and
//! positional words, in any order.

use crate::{Failure, bad, input};

/// A command line read against the options a command knows.
#[derive(Debug)]
pub struct Options<'a> {
    values: Vec<(&'static str, &'a str)>,
    flags: Vec<&'static str>,
    /// The words that are not options, in order.
    pub positional: Vec<&'a str>,
}

/// What a command accepts, and its usage line for the error messages.
pub struct Spec {
    /// Options that take a value: `--fen FEN`.
    pub valued: &'static [&'static str],
    /// Options that stand alone: `--divide`.
    pub flags: &'static [&'static str],
    /// How many positional words the command takes at most.
    pub positional: usize,
    pub usage: &'static str,
}

impl Spec {
    /// Reads `args`. Refuses unknown options, an option given twice or left without its value,
    /// and positional words beyond the command's number.
    pub fn parse<'a>(&self, args: &'a [String]) -> Result<Options<'a>, Failure> {
        let usage = self.usage;
        let mut options = Options {
            values: Vec::new(),
            flags: Vec::new(),
            positional: Vec::new(),
        };
        let mut words = args.iter();
        while let Some(word) = words.next() {
            let word = word.as_str();
            if let Some(&name) = self.flags.iter().find(|&&name| name == word) {
                if options.flag(name) {
                    return Err(given_twice(name));
                }
                options.flags.push(name);
            } else if let Some(&name) = self.valued.iter().find(|&&name| name == word) {
                // Another option in the value's place means the value was left out: no FEN,
                // move list or name starts with `--`.
                let value = match words.next() {
                    Some(value) if !value.starts_with("--") => value.as_str(),
                    _ => return Err(bad(format!("{name} needs a value; {usage}"))),
                };
                if options.value(name).is_some() {
                    return Err(given_twice(name));
                }
                options.values.push((name, value));
            } else if word.starts_with("--") {
                return Err(bad(format!(
                    "unknown option {}; {usage}",
                    input::quote(word)
                )));
            } else if options.positional.len() < self.positional {
                options.positional.push(word);
            } else {
                // The usual cause: a FEN or move list not quoted as one argument.
                return Err(bad(format!(
                    "unexpected argument {}; quote the FEN and the move list, each as one \
                     argument; {usage}",
                    input::quote(word)
                )));
            }
        }
        Ok(options)
    }
}

impl<'a> Options<'a> {
    /// The value given to the option `name`, if it was given.
    pub fn value(&self, name: &str) -> Option<&'a str> {
        self.values
            .iter()
            .find(|(given, _)| *given == name)
            .map(|&(_, value)| value)
    }

    /// Whether the flag `name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }
}

fn given_twice(option: &str) -> Failure {
    bad(format!("{option} is given more than once"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: Spec = Spec {
        valued: &["--fen", "--moves"],
        flags: &["--divide"],
        positional: 1,
        usage: "usage: test",
    };

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn options_flags_and_words_in_any_order() {
        let args = words("--moves e2e4 3 --divide --fen x");
        let options = SPEC.parse(&args).unwrap();
        assert_eq!(options.value("--moves"), Some("e2e4"));
        assert_eq!(options.value("--fen"), Some("x"));
        assert!(options.flag("--divide"));
        assert_eq!(options.positional, ["3"]);
        let args = words("");
        let options = SPEC.parse(&args).unwrap();
        assert_eq!(options.value("--fen"), None);
        assert!(!options.flag("--divide") && options.positional.is_empty());
    }

    #[test]
    fn bad_words_are_named() {
        for (line, expected) in [
            ("--fen", "--fen needs a value; usage: test"),
            ("--fen --divide", "--fen needs a value"),
            ("--divide --divide", "--divide is given more than once"),
            ("--fen a --fen b", "--fen is given more than once"),
            ("--board x", "unknown option `--board`; usage: test"),
            ("1 2", "unexpected argument `2`"),
        ] {
            let args = words(line);
            match SPEC.parse(&args) {
                Err(Failure::BadInput(message)) => {
                    assert!(message.contains(expected), "{line}: {message}")
                }
                other => panic!("{line}: {other:?}"),
            }
        }
    }
}
