//! Turns the computed tables into Rust source: `quote` builds the items, `syn` parses them (proof
//! that the text is valid Rust), `prettyplease` formats them. Bitboards are zero-padded hexadecimal
//! so a reviewer can read them and one changed entry changes one line of a diff; each row of a
//! two-dimensional table gets a comment naming its square (or colour, or direction).

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::geometry::square_name;

/// One `const` item and the labels of its rows, if it is a table of rows.
pub struct Item {
    tokens: TokenStream,
    row_labels: Vec<String>,
}

/// A value that can be written as a literal of a generated table.
pub trait Value: Copy {
    const TYPE: &'static str;
    fn literal(self) -> TokenStream;
}

impl Value for u64 {
    const TYPE: &'static str = "u64";
    fn literal(self) -> TokenStream {
        let literal: Literal = format!("0x{self:016x}").parse().expect("a hex literal");
        quote!(#literal)
    }
}

impl Value for u8 {
    const TYPE: &'static str = "u8";
    fn literal(self) -> TokenStream {
        let literal = Literal::u8_unsuffixed(self);
        quote!(#literal)
    }
}

/// A set of positions on a line, bit i for position i, written in binary so the bits can be read.
#[derive(Clone, Copy)]
pub struct LineBits(pub u8);

impl Value for LineBits {
    const TYPE: &'static str = "u8";
    fn literal(self) -> TokenStream {
        let literal: Literal = format!("0b{:08b}", self.0)
            .parse()
            .expect("a binary literal");
        quote!(#literal)
    }
}

impl Value for i8 {
    const TYPE: &'static str = "i8";
    fn literal(self) -> TokenStream {
        let literal = Literal::i8_unsuffixed(self.unsigned_abs() as i8);
        if self < 0 {
            quote!(-#literal)
        } else {
            quote!(#literal)
        }
    }
}

fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

/// Doc attributes for `doc`, prose wrapped at 96 columns; fenced blocks are kept as they are.
fn doc_attributes(doc: &str) -> TokenStream {
    let mut lines = Vec::new();
    let mut fenced = false;
    for line in doc.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        if fenced || line.starts_with("```") {
            lines.push(format!(" {line}"));
        } else {
            lines.extend(wrap(line, 96));
        }
    }
    quote!(#(#[doc = #lines])*)
}

/// Splits a line of prose into lines of at most `width` characters, each starting with a space.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("never empty");
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(format!(" {word}"));
        } else {
            line.push(' ');
            line.push_str(word);
        }
    }
    lines
}

fn length(len: usize) -> Literal {
    Literal::usize_unsuffixed(len)
}

fn array_tokens<T: Value>(values: &[T]) -> TokenStream {
    let literals = values.iter().map(|value| value.literal());
    quote!([#(#literals),*])
}

/// A scalar `const`.
pub fn scalar<T: Value>(name: &str, doc: &str, value: T) -> Item {
    let (name, doc, ty, value) = (
        ident(name),
        doc_attributes(doc),
        ident(T::TYPE),
        value.literal(),
    );
    Item {
        tokens: quote!(#doc pub const #name: #ty = #value;),
        row_labels: Vec::new(),
    }
}

/// A one-dimensional `const` array.
pub fn array<T: Value>(name: &str, doc: &str, values: &[T]) -> Item {
    let (name, doc, ty, len) = (
        ident(name),
        doc_attributes(doc),
        ident(T::TYPE),
        length(values.len()),
    );
    let values = array_tokens(values);
    Item {
        tokens: quote!(#doc pub const #name: [#ty; #len] = #values;),
        row_labels: Vec::new(),
    }
}

/// A two-dimensional `const` array, `[row][column]`, with a label for each row.
pub fn table<T: Value, const N: usize>(
    name: &str,
    doc: &str,
    rows: &[[T; N]],
    row_labels: Vec<String>,
) -> Item {
    assert_eq!(rows.len(), row_labels.len(), "{name}: one label per row");
    let (name, doc, ty, len) = (
        ident(name),
        doc_attributes(doc),
        ident(T::TYPE),
        length(rows.len()),
    );
    let columns = length(N);
    let rows = rows.iter().map(|row| array_tokens(row));
    let tokens = quote!(#doc pub const #name: [[#ty; #columns]; #len] = [#(#rows),*];);
    Item { tokens, row_labels }
}

/// Row labels for a table indexed by square first.
pub fn square_labels() -> Vec<String> {
    (0..64)
        .map(|sq| format!("{} (square {sq})", square_name(sq)))
        .collect()
}

/// An 8×8 picture of a per-square table, rank 8 at the top, for a doc comment.
pub fn board_picture(values: &[u8; 64]) -> String {
    let mut picture = String::from("```text\n");
    for rank in (0..8).rev() {
        let cells: Vec<String> = (0..8)
            .map(|file| format!("{:>3}", values[rank * 8 + file]))
            .collect();
        picture += &format!("{} |{}\n", rank + 1, cells.concat());
    }
    picture += "     a  b  c  d  e  f  g  h\n```";
    picture
}

/// The text of one generated file: the header, then each item formatted.
pub fn render_file(items: &[Item]) -> String {
    let mut text = String::from(HEADER);
    for item in items {
        text.push('\n');
        text += &render_item(item);
    }
    text
}

const HEADER: &str = "\
// @generated by table-gen. Do not edit: run `cargo build` at the repository root to regenerate.
// Squares are numbered a1 = 0, b1 = 1, ..., h8 = 63; bit i of a bitboard is square i.
";

fn render_item(item: &Item) -> String {
    let file: syn::File = syn::parse2(item.tokens.clone()).expect("generated items are valid Rust");
    let text = prettyplease::unparse(&file);
    if item.row_labels.is_empty() {
        return text;
    }
    // prettyplease opens every row of a two-dimensional array on a line of its own.
    let mut labels = item.row_labels.iter();
    let mut annotated = String::with_capacity(text.len() + 32 * item.row_labels.len());
    for line in text.lines() {
        if line == "    [" {
            let label = labels.next().expect("no more rows than labels");
            annotated += &format!("    // {label}\n");
        }
        annotated += line;
        annotated.push('\n');
    }
    assert!(labels.next().is_none(), "every row got its label");
    annotated
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitboards_are_zero_padded_hex() {
        let text = render_file(&[array("T", "A table.", &[1u64, u64::MAX])]);
        assert!(text.starts_with("// @generated"));
        assert!(text.contains(
            "/// A table.\npub const T: [u64; 2] = [0x0000000000000001, 0xffffffffffffffff];"
        ));
    }

    #[test]
    fn rows_are_labelled() {
        let rows = [[0u64; 8], [1u64; 8]];
        let text = render_file(&[table(
            "T",
            "Rows.",
            &rows,
            vec!["first".into(), "second".into()],
        )]);
        let first = text.find("    // first\n    [\n").expect("first label");
        let second = text.find("    // second\n    [\n").expect("second label");
        assert!(first < second);
    }

    #[test]
    fn negative_values_and_scalars_render() {
        let text = render_file(&[
            array("S", "Steps.", &[-17i8, 0, 15]),
            scalar("K", "Bit.", 4u8),
        ]);
        assert!(text.contains("-17"));
        assert!(text.contains("pub const K: u8 = 4;"));
    }

    #[test]
    fn docs_wrap_prose_but_not_pictures() {
        let long = "word ".repeat(40);
        let text = render_file(&[scalar("K", &format!("{long}\n\n```text\n{long}\n```"), 1u8)]);
        assert!(
            text.lines()
                .all(|line| line.len() <= 100 || line.starts_with("/// word word"))
        );
        assert!(
            text.lines().filter(|line| line.len() > 100).count() == 1,
            "the fenced line"
        );
    }

    #[test]
    fn board_pictures_put_rank_eight_on_top() {
        let values = core::array::from_fn(|sq| sq as u8);
        let picture = board_picture(&values);
        let lines: Vec<&str> = picture.lines().collect();
        assert_eq!(lines[1], "8 | 56 57 58 59 60 61 62 63");
        assert_eq!(lines[8], "1 |  0  1  2  3  4  5  6  7");
    }
}
