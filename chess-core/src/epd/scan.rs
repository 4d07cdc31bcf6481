//! The syntax of the operations: where each operation and operand starts and ends.

use super::EpdError;

/// An operation found in the text: where it starts and ends (after its `;`), its opcode, and its
/// operands' text (trimmed) with where that starts.
pub(super) struct RawOperation<'a> {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) opcode: &'a str,
    pub(super) operands: &'a str,
    pub(super) operands_start: usize,
}

/// A syntax error in the operations, at a byte offset: turned into an [`EpdError`] with its column.
pub(super) enum SyntaxError {
    Opcode(usize),
    UnclosedString(usize),
}

impl SyntaxError {
    pub(super) fn at(self, column: impl Fn(usize) -> usize) -> EpdError {
        match self {
            SyntaxError::Opcode(at) => EpdError::Opcode { column: column(at) },
            SyntaxError::UnclosedString(at) => EpdError::UnclosedString { column: column(at) },
        }
    }
}

/// The next operation of `text` from byte `at` on, skipping empty ones (a lone `;`).
pub(super) fn next_operation(
    text: &str,
    mut at: usize,
) -> Option<Result<RawOperation<'_>, SyntaxError>> {
    let bytes = text.as_bytes();
    at = skip_space(bytes, at);
    while bytes.get(at) == Some(&b';') {
        at = skip_space(bytes, at + 1);
    }
    if at == bytes.len() {
        return None;
    }
    let opcode_end = word_end(bytes, at);
    let opcode = &text[at..opcode_end];
    let well_formed = opcode
        .bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic())
        && opcode
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_');
    if !well_formed {
        return Some(Err(SyntaxError::Opcode(at)));
    }
    let mut end = opcode_end;
    loop {
        match next_operand(bytes, end) {
            Some(Ok((_, operand_end))) => end = operand_end,
            Some(Err(string)) => return Some(Err(SyntaxError::UnclosedString(string))),
            None => break,
        }
    }
    let operands_start = skip_space(bytes, opcode_end);
    let operands = text[operands_start..end.max(operands_start)].trim_end();
    let end = skip_space(bytes, end);
    let end = if bytes.get(end) == Some(&b';') {
        end + 1
    } else {
        end
    };
    Some(Ok(RawOperation {
        start: at,
        end,
        opcode,
        operands,
        operands_start,
    }))
}

/// The next operand from byte `at` up to the operation's end (`;` or the end of the text), as
/// the bytes it spans, quotes included; `Err` with where it starts for a string never closed.
pub(super) fn next_operand(bytes: &[u8], at: usize) -> Option<Result<(usize, usize), usize>> {
    let start = skip_space(bytes, at);
    match bytes.get(start)? {
        b';' => None,
        b'"' => {
            let mut i = start + 1;
            while let Some(&byte) = bytes.get(i) {
                match byte {
                    b'\\' => i += 2,
                    b'"' => return Some(Ok((start, i + 1))),
                    _ => i += 1,
                }
            }
            Some(Err(start))
        }
        _ => Some(Ok((start, word_end(bytes, start)))),
    }
}

pub(super) fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    while bytes.get(at).is_some_and(u8::is_ascii_whitespace) {
        at += 1;
    }
    at
}

/// The end of the word starting at `at`: the next white space, `;` or the end.
pub(super) fn word_end(bytes: &[u8], mut at: usize) -> usize {
    while bytes
        .get(at)
        .is_some_and(|&b| !b.is_ascii_whitespace() && b != b';')
    {
        at += 1;
    }
    at
}
