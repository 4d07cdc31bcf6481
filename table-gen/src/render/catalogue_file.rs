//! `catalogue.rs`: the file chess-core includes, which reads every table into a `static` and
//! describes it for inspection.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::{HEADER, compiled_with, doc_attributes, ident, tokens};
use crate::TableVariant;
use crate::catalogue::{Family, Table};

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
        let compiled = compiled_with(table.variants);
        match table.family {
            _ if table.axes.is_empty() => {
                quote!(#doc #compiled pub const #name: #ty = consts::#name;)
            }
            None => quote!(#doc #compiled pub static #name: #ty = consts::#name;),
            // Its rows are apart in the family's array: no reference can be its own static.
            Some(family) if family.interleave > 0 => quote!(),
            Some(family) => {
                let place = Literal::usize_unsuffixed(place_in_family(tables, family, table));
                let family = ident(family.name);
                quote!(#doc #compiled pub static #name: &#ty = &#family[#place];)
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
        let members_read = quote!([#(consts::#names),*]);
        let compiled = compiled_with(&variants_of(&members));
        if family.interleave > 0 {
            let ty = tokens(&interleaved_type(tables, family));
            quote!(#doc #compiled pub static #name: #ty = interleave(#members_read);)
        } else {
            quote!(#doc #compiled pub static #name: [#ty; #len] = #members_read;)
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
        let compiled = compiled_with(table.variants);
        quote! {
            #doc
            #compiled
            pub static #name: Table = Table::new(
                #name_text,
                #summary,
                Element::#element,
                &[#(Axis::#axes),*],
                #entries,
            );
        }
    });
    // A list is compiled when every table in it is.
    let list = |doc: &str, list_name: &str, filter: &dyn Fn(&Table) -> bool| {
        let listed: Vec<&Table> = tables.iter().filter(|table| filter(table)).collect();
        let names = listed.iter().map(|table| ident(&table.name));
        let (doc, list_name, len) = (
            doc_attributes(doc),
            ident(list_name),
            Literal::usize_unsuffixed(listed.len()),
        );
        let compiled = all_compiled(&listed);
        quote!(#doc #compiled pub static #list_name: [&Table; #len] = [#(&#names),*];)
    };
    let mut lists = vec![list(
        "Every generated table, in the order of the files: compiled with every variant's tables \
         (chess-core's feature `all-variants`).",
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
    // A file is parsed only in a build that compiles one of its tables.
    let includes = files.iter().map(|&file| {
        let in_file: Vec<&Table> = tables.iter().filter(|table| table.file == file).collect();
        let compiled = compiled_with(&variants_of(&in_file));
        quote!(#compiled include!(#file);)
    });
    let tokens = quote! {
        /// The generated `const`s, each read once into a `static` below.
        #[allow(clippy::large_const_arrays)]
        mod consts {
            #(#includes)*
        }

        #(#family_statics)*

        #(#statics)*

        /// Every generated table described for inspection: its name, what its entries are, what
        /// each index means, and every entry, read from the statics above.
        #[cfg(feature = "inspect")]
        pub mod catalogue {
            use crate::inspect::{Axis, Element, Entries, Table};

            #(#descriptions)*

            #(#lists)*
        }
    };
    let file: syn::File = syn::parse2(tokens).expect("the catalogue is valid Rust");
    format!("{HEADER}\n{}", prettyplease::unparse(&file))
}

/// The `#[cfg]` that compiles an item only in a build that compiles every one of `tables`: one
/// variant is selected at a time, so that is a build that selects a variant every one of them
/// reads, or one that compiles every variant (`all-variants`).
fn all_compiled(tables: &[&Table]) -> TokenStream {
    let shared: Vec<TableVariant> = TableVariant::ALL
        .into_iter()
        .filter(|variant| tables.iter().all(|table| table.variants.contains(variant)))
        .collect();
    compiled_with(&shared)
}

/// The variants that read any of `tables`.
fn variants_of(tables: &[&Table]) -> Vec<TableVariant> {
    TableVariant::ALL
        .into_iter()
        .filter(|variant| tables.iter().any(|table| table.variants.contains(variant)))
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

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
