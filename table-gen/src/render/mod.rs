//! Turns the computed tables into Rust source: `quote` builds the items, `syn` parses them (proof
//! that the text is valid Rust), `prettyplease` formats them. Bitboards are zero-padded hexadecimal
//! so a reviewer can read them and one changed entry changes one line of a diff; each row of a
//! two-dimensional table gets a comment naming its square (or colour, or direction).
//! [`catalogue_file`] writes `catalogue.rs`, which reads the tables into statics for chess-core, and
//! [`variants_file`] `table_variants.md`, which describes the slider-table variants.

mod catalogue_file;
mod variants;

pub use catalogue_file::catalogue_file;
pub use variants::variants_file;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::catalogue::Table;
use crate::geometry::square_name;
use crate::{Axis, Direction, Element, TableVariant};

/// One `const` item and the labels of its rows, if it is a table of rows.
pub struct Item {
    tokens: TokenStream,
    row_labels: Vec<String>,
}

/// An entry of `element`, written as a literal: bitboards and keys in zero-padded hex, line bits
/// in binary so the bits can be read, the rest in decimal.
fn literal(element: Element, value: u64) -> TokenStream {
    match element {
        Element::Bitboard | Element::Key => parsed(&format!("0x{value:016x}")),
        Element::LineBits => parsed(&format!("0b{:08b}", value as u8)),
        Element::Step => {
            let step = value as u8 as i8;
            let literal = Literal::u8_unsuffixed(step.unsigned_abs());
            if step < 0 {
                quote!(-#literal)
            } else {
                quote!(#literal)
            }
        }
        _ => {
            let literal = Literal::u8_unsuffixed(value as u8);
            quote!(#literal)
        }
    }
}

fn parsed(text: &str) -> TokenStream {
    let literal: Literal = text.parse().expect("a valid literal");
    quote!(#literal)
}

pub(super) fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

pub(super) fn tokens(text: &str) -> TokenStream {
    text.parse().expect("valid Rust tokens")
}

/// Doc attributes for `doc`, prose wrapped at 96 columns; fenced blocks are kept as they are.
pub(super) fn doc_attributes(doc: &str) -> TokenStream {
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
pub(super) fn wrap(text: &str, width: usize) -> Vec<String> {
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

/// The `const` item of a table: a scalar, an array, or an array of rows with a comment naming
/// each row (its square, colour, direction, …).
pub fn item(table: &Table) -> Item {
    let (name, doc, ty) = (
        ident(&table.name),
        doc_attributes(&table.doc),
        tokens(&table.rust_type()),
    );
    let literals: Vec<TokenStream> = table
        .values
        .iter()
        .map(|&value| literal(table.element, value))
        .collect();
    let (value, row_labels) = match table.axes.as_slice() {
        [] => (literals[0].clone(), Vec::new()),
        [_] => (quote!([#(#literals),*]), Vec::new()),
        [rows, _] => {
            let columns = literals.len() / rows.size();
            let rows_tokens = literals.chunks(columns).map(|row| quote!([#(#row),*]));
            (quote!([#(#rows_tokens),*]), row_labels(*rows))
        }
        axes => panic!("{}: {} axes are not supported", table.name, axes.len()),
    };
    let compiled = compiled_with(table.variants);
    Item {
        tokens: quote!(#doc #compiled pub const #name: #ty = #value;),
        row_labels,
    }
}

/// The `#[cfg]` that compiles an item only in a build that compiles one of `variants`' tables,
/// or nothing for an item every variant reads.
pub(super) fn compiled_with(variants: &[TableVariant]) -> TokenStream {
    match compiled_when(variants) {
        Some(predicate) => quote!(#[cfg(#predicate)]),
        None => quote!(),
    }
}

/// The `cfg` predicate of [`compiled_with`], `None` when it always holds: chess-core compiles
/// a variant's tables when its features select that variant, or every variant's with the
/// workspace-only feature `all-variants`. The predicate reads the features themselves, so that
/// chess-core needs no build script to name the variants for a dependent.
fn compiled_when(variants: &[TableVariant]) -> Option<TokenStream> {
    if TableVariant::ALL
        .iter()
        .all(|variant| variants.contains(variant))
    {
        return None;
    }
    let selected = TableVariant::ALL
        .into_iter()
        .filter(|variant| variants.contains(variant))
        .map(selected_when);
    Some(quote!(any(feature = "all-variants", #(#selected),*)))
}

/// The `cfg` predicate that holds when chess-core's features select `variant`: its own feature
/// (the full variant has none) and none of a smaller variant's, since the smaller one wins when
/// both are on (`TableVariant::ALL` runs from the largest), so that the features stay additive.
pub(super) fn selected_when(variant: TableVariant) -> TokenStream {
    let smaller = TableVariant::ALL
        .into_iter()
        .skip_while(|&other| other != variant)
        .skip(1)
        .filter_map(TableVariant::feature);
    let smaller: Vec<&str> = smaller.collect();
    let not_smaller = match smaller.as_slice() {
        [one] => quote!(not(feature = #one)),
        many => quote!(not(any(#(feature = #many),*))),
    };
    match variant.feature() {
        Some(own) if variant == TableVariant::ALL[TableVariant::ALL.len() - 1] => {
            quote!(feature = #own)
        }
        Some(own) => quote!(all(feature = #own, #not_smaller)),
        None => not_smaller,
    }
}

/// The comment written above row `row` of a table whose first index is `axis`.
fn row_label(axis: Axis, row: usize) -> String {
    match axis {
        Axis::Square => format!("{} (square {row})", square_name(row)),
        Axis::Color => ["white", "black"][row].to_string(),
        Axis::ColoredPiece => format!(
            "{} {}",
            ["white", "black"][row / 6],
            ["pawn", "knight", "bishop", "rook", "queen", "king"][row % 6]
        ),
        Axis::Direction => Direction::ALL[row].name().to_string(),
        Axis::LinePosition => format!("position {row} (file {})", (b'a' + row as u8) as char),
        other => format!("{other:?} {row}"),
    }
}

/// The row labels of a table indexed by `axis` first.
fn row_labels(axis: Axis) -> Vec<String> {
    (0..axis.size()).map(|row| row_label(axis, row)).collect()
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

pub(super) const HEADER: &str = "\
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
    use crate::Axis;

    fn described(name: &str, doc: &str, element: Element, axes: &[Axis], values: &[u64]) -> Item {
        item(&Table::new(
            name,
            "t.rs",
            "A test table.",
            doc,
            element,
            axes,
            values.iter().copied(),
        ))
    }

    #[test]
    fn bitboards_are_zero_padded_hex() {
        let mut values = vec![0; 8];
        values[0] = 1;
        values[7] = u64::MAX;
        let text = render_file(&[described(
            "T",
            "A table.",
            Element::Bitboard,
            &[Axis::File],
            &values,
        )]);
        assert!(text.starts_with("// @generated"));
        assert!(text.contains("/// A table.\npub const T: [u64; 8] = ["));
        assert!(text.contains("0x0000000000000001,"));
        assert!(text.contains("0xffffffffffffffff"));
    }

    #[test]
    fn rows_are_labelled() {
        let values: Vec<u64> = (0..16).collect();
        let text = render_file(&[described(
            "T",
            "Rows.",
            Element::Bitboard,
            &[Axis::Color, Axis::File],
            &values,
        )]);
        let first = text.find("    // white\n    [\n").expect("first label");
        let second = text.find("    // black\n    [\n").expect("second label");
        assert!(first < second);
        assert!(text.contains("pub const T: [[u64; 8]; 2]"));
    }

    #[test]
    fn negative_values_and_scalars_render() {
        let steps: Vec<u64> = [-17i8, 0, 15, 1, -1, 16, -16, 17]
            .iter()
            .map(|&step| u64::from(step as u8))
            .collect();
        let text = render_file(&[
            described("S", "Steps.", Element::Step, &[Axis::File], &steps),
            described("K", "Bit.", Element::KindSet, &[], &[4]),
        ]);
        assert!(text.contains("-17"));
        assert!(text.contains("pub const S: [i8; 8]"));
        assert!(text.contains("pub const K: u8 = 4;"));
    }

    #[test]
    fn docs_wrap_prose_but_not_pictures() {
        let long = "word ".repeat(40);
        let doc = format!("{long}\n\n```text\n{long}\n```");
        let text = render_file(&[described("K", &doc, Element::Number, &[], &[1])]);
        assert!(
            text.lines()
                .all(|line| line.len() <= 100 || line.starts_with("/// word word"))
        );
        assert!(
            text.lines().filter(|line| line.len() > 100).count() == 1,
            "the fenced line"
        );
    }
}
