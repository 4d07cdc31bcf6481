//! Turns the computed tables into Rust source: `quote` builds the items, `syn` parses them (proof
//! that the text is valid Rust), `prettyplease` formats them. Bitboards are zero-padded hexadecimal
//! so a reviewer can read them and one changed entry changes one line of a diff; each row of a
//! two-dimensional table gets a comment naming its square (or colour, or direction).

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::catalogue::{Family, Table};
use crate::{Element, TableVariant};

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

fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

fn tokens(text: &str) -> TokenStream {
    text.parse().expect("valid Rust tokens")
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
            (quote!([#(#rows_tokens),*]), rows.row_labels())
        }
        axes => panic!("{}: {} axes are not supported", table.name, axes.len()),
    };
    Item {
        tokens: quote!(#doc pub const #name: #ty = #value;),
        row_labels,
    }
}

/// `catalogue.rs`, the one file chess-core includes: every other file inside a private module of
/// `const`s, each table read once from there into a `static` (a `const` indexed at run time is
/// copied into every codegen unit that reads it, so the statics keep one copy in a binary), and
/// the catalogue that describes each table for inspection, in chess-core's `inspect` types.
pub fn catalogue_file(tables: &[Table]) -> String {
    let files = crate::catalogue::table_files(tables);
    let statics = tables.iter().map(|table| {
        let name = ident(&table.name);
        let ty = tokens(&table.rust_type());
        let doc = doc_attributes(&format!(
            "{}\n\nThe generated `{}`; its doc in `generated/{}` says how to index it.",
            table.summary, table.name, table.file
        ));
        match table.family {
            _ if table.axes.is_empty() => quote!(#doc pub const #name: #ty = consts::#name;),
            None => quote!(#doc pub static #name: #ty = consts::#name;),
            // Its rows are apart in the family's array: no reference can be its own static.
            Some(family) if family.interleave > 0 => quote!(),
            Some(family) => {
                let place = Literal::usize_unsuffixed(place_in_family(tables, family, table));
                let family = ident(family.name);
                quote!(#doc pub static #name: &#ty = &#family[#place];)
            }
        }
    });
    let mut families: Vec<&Family> = Vec::new();
    for family in tables.iter().filter_map(|table| table.family) {
        if !families.contains(&family) {
            families.push(family);
        }
    }
    let family_statics = families.into_iter().map(|family| {
        let (members, ty) = family_members(tables, family);
        let names = members.iter().map(|member| ident(&member.name));
        let (doc, name, len) = (
            doc_attributes(family.doc),
            ident(family.name),
            Literal::usize_unsuffixed(members.len()),
        );
        let members = quote!([#(consts::#names),*]);
        if family.interleave > 0 {
            let ty = tokens(&interleaved_type(tables, family));
            quote!(#doc pub static #name: #ty = interleave(#members);)
        } else {
            quote!(#doc pub static #name: [#ty; #len] = #members;)
        }
    });
    let descriptions = tables.iter().map(|table| {
        let name = ident(&table.name);
        let name_text = &table.name;
        let summary = &table.summary;
        let interleaved = table.family.filter(|family| family.interleave > 0);
        let doc = doc_attributes(&match interleaved {
            Some(family) => format!(
                "The catalogue's description of `{}`, interleaved in [`{1}`](super::{1}).",
                table.name, family.name
            ),
            None => format!(
                "The catalogue's description of [`{0}`](super::{0}).",
                table.name
            ),
        });
        // chess-core names these types as table-gen does (both compile `shared/`): a variant's
        // derived `Debug` is its identifier.
        let element = ident(&format!("{:?}", table.element));
        let axes = table.axes.iter().map(|axis| ident(&format!("{axis:?}")));
        let width = ident(match table.element.rust_type() {
            "u64" => "U64",
            "i8" => "I8",
            _ => "U8",
        });
        let entries = if let Some(family) = interleaved {
            let only_u64 = table.element.rust_type() == "u64";
            assert!(only_u64, "{}: only u64 families interleave", table.name);
            let family_name = ident(family.name);
            // The family has two axes more than the member (group, place in the group): one
            // flattening for each axis of the member, and one more.
            let flattened = table.axes.iter().map(|_| quote!(.as_flattened()));
            let member = Literal::usize_unsuffixed(place_in_family(tables, family, table));
            let members = Literal::usize_unsuffixed(family_members(tables, family).0.len());
            let group = Literal::usize_unsuffixed(family.interleave);
            quote! {
                Entries::U64Interleaved {
                    values: super::#family_name #(#flattened)*.as_flattened(),
                    member: #member,
                    members: #members,
                    group: #group,
                }
            }
        } else {
            let entries = match table.axes.len() {
                0 => quote!(&[super::#name]),
                // A family's member is already a reference.
                1 if table.family.is_some() => quote!(super::#name),
                1 => quote!(&super::#name),
                _ => quote!(super::#name.as_flattened()),
            };
            quote!(Entries::#width(#entries))
        };
        quote! {
            #doc
            pub static #name: Table = Table::new(
                #name_text,
                #summary,
                Element::#element,
                &[#(Axis::#axes),*],
                #entries,
            );
        }
    });
    let list = |doc: &str, list_name: &str, filter: &dyn Fn(&Table) -> bool| {
        let names: Vec<Ident> = tables
            .iter()
            .filter(|table| filter(table))
            .map(|table| ident(&table.name))
            .collect();
        let (doc, list_name, len) = (
            doc_attributes(doc),
            ident(list_name),
            Literal::usize_unsuffixed(names.len()),
        );
        quote!(#doc pub static #list_name: [&Table; #len] = [#(&#names),*];)
    };
    let mut lists = vec![list(
        "Every generated table, in the order of the files.",
        "ALL",
        &|_| true,
    )];
    for variant in TableVariant::ALL {
        let name = variant.name().to_uppercase();
        lists.push(list(
            &format!(
                "The tables a build with the {} slider tables reads.",
                name.to_lowercase()
            ),
            &format!("{name}_VARIANT"),
            &|table: &Table| table.variants.contains(&variant),
        ));
    }
    let tokens = quote! {
        /// The generated `const`s, each read once into a `static` below.
        #[allow(clippy::large_const_arrays)]
        mod consts {
            #(include!(#files);)*
        }

        #(#family_statics)*

        #(#statics)*

        /// Every generated table described for inspection: its name, what its entries are, what
        /// each index means, and every entry, read from the statics above.
        pub mod catalogue {
            use crate::inspect::{Axis, Element, Entries, Table};

            #(#descriptions)*

            #(#lists)*
        }
    };
    let file: syn::File = syn::parse2(tokens).expect("the catalogue is valid Rust");
    format!("{HEADER}\n{}", prettyplease::unparse(&file))
}

/// The tables of `family` in catalogue order, and their one type.
fn family_members<'a>(tables: &'a [Table], family: &Family) -> (Vec<&'a Table>, TokenStream) {
    let members: Vec<&Table> = tables
        .iter()
        .filter(|table| table.family == Some(family))
        .collect();
    let ty = members[0].rust_type();
    assert!(
        members.iter().all(|member| member.rust_type() == ty),
        "{}: one type for every member",
        family.name
    );
    (members, tokens(&ty))
}

/// Where `table` stands among the members of `family`.
fn place_in_family(tables: &[Table], family: &Family, table: &Table) -> usize {
    family_members(tables, family)
        .0
        .iter()
        .position(|member| member.name == table.name)
        .expect("a table is a member of its family")
}

/// The type of an interleaved family's array: `[[[row; group]; rows]; members / group]`, a row
/// being a member's type without its first index.
fn interleaved_type(tables: &[Table], family: &Family) -> String {
    let members = family_members(tables, family).0;
    let (member, group) = (members[0], family.interleave);
    assert_eq!(members.len() % group, 0, "{}: whole groups", family.name);
    let row = member.axes[1..]
        .iter()
        .rev()
        .fold(member.element.rust_type().to_string(), |inner, axis| {
            format!("[{inner}; {}]", axis.size())
        });
    let rows = member.axes[0].size();
    format!("[[[{row}; {group}]; {rows}]; {}]", members.len() / group)
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

    #[test]
    fn board_pictures_put_rank_eight_on_top() {
        let values = core::array::from_fn(|sq| sq as u8);
        let picture = board_picture(&values);
        let lines: Vec<&str> = picture.lines().collect();
        assert_eq!(lines[1], "8 | 56 57 58 59 60 61 62 63");
        assert_eq!(lines[8], "1 |  0  1  2  3  4  5  6  7");
    }

    #[test]
    fn the_catalogue_reads_every_table_once_and_lists_it() {
        let tables = crate::catalogue::tables();
        let text = catalogue_file(&tables);
        syn::parse_file(&text).expect("valid Rust");
        let squeezed: String = text.split_whitespace().collect();
        for table in &tables {
            let name = &table.name;
            // Alone into its own static, or as an element of its family's array.
            let reads = ["=", "[", ","]
                .iter()
                .flat_map(|before| [";", ",", "]"].map(|after| (before, after)))
                .map(|(before, after)| {
                    let read = format!("{before}consts::{name}{after}");
                    squeezed.matches(&read).count()
                })
                .sum::<usize>();
            assert_eq!(reads, 1, "{name} is read once");
            assert!(
                text.contains(&format!("pub static {name}: Table")),
                "{name}"
            );
        }
        for file in crate::catalogue::table_files(&tables) {
            assert!(text.contains(&format!("include!(\"{file}\");")), "{file}");
        }
    }

    #[test]
    fn a_family_is_one_array_of_its_members_in_order() {
        let tables = crate::catalogue::tables();
        let squeezed: String = catalogue_file(&tables).split_whitespace().collect();
        for family in [
            &crate::catalogue::PLANE_SHIFTS,
            &crate::catalogue::COMPACT_ATTACKS,
            &crate::catalogue::DIAGONALS,
        ] {
            let (members, _) = family_members(&tables, family);
            assert!(members.len() >= 2, "{}", family.name);
            let ty = members[0].rust_type();
            let reads: Vec<String> = members
                .iter()
                .map(|member| format!("consts::{}", member.name))
                .collect();
            let array = if family.interleave > 0 {
                format!(
                    "pubstatic{}:{}=interleave([{}",
                    family.name,
                    interleaved_type(&tables, family),
                    reads.join(",")
                )
            } else {
                format!(
                    "pubstatic{}:[{ty};{}]=[{}",
                    family.name,
                    members.len(),
                    reads.join(",")
                )
            };
            let array: String = array.split_whitespace().collect();
            assert!(squeezed.contains(&array), "{array}");
            for (place, member) in members.iter().enumerate() {
                if family.interleave > 0 {
                    for own in [":&", ":["].map(|ty| format!("pubstatic{}{ty}", member.name)) {
                        assert!(!squeezed.contains(&own), "{own}");
                    }
                    let flattened = ".as_flattened()".repeat(member.axes.len() + 1);
                    let view = format!(
                        "values:super::{}{flattened},member:{place},members:{},group:{},",
                        family.name,
                        members.len(),
                        family.interleave
                    );
                    assert!(squeezed.contains(&view), "{view}");
                    continue;
                }
                let reference = format!(
                    "pubstatic{}:&{}=&{}[{place}];",
                    member.name,
                    member.rust_type(),
                    family.name
                );
                let reference: String = reference.split_whitespace().collect();
                assert!(squeezed.contains(&reference), "{reference}");
            }
        }
    }
}
