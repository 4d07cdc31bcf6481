//! The occupancy planes' tables: for each of the four planes, where a square's bit is, which
//! square a bit stands for, and the shift (and for the diagonals the length and mask) of a
//! square's line.

use super::{Family, Table};
use crate::planes::Plane;
use crate::{Axis, Element};

/// The four plane shifts, which a queen's look-up reads all of.
pub const PLANE_SHIFTS: Family = Family {
    name: "PLANE_SHIFTS",
    doc: "`NORMAL_SHIFT`, `R90_SHIFT`, `A1H8_SHIFT` and `A8H1_SHIFT` in one array, so that one \
          base address serves all four.",
    interleave: 0,
};

pub(super) fn plane_tables(plane: &Plane) -> Vec<Table> {
    let upper = plane.name.to_uppercase();
    let what = PLANE_DESCRIPTIONS
        .iter()
        .find(|(name, _)| *name == plane.name)
        .expect("every plane is described")
        .1;
    let doc = |text: &str, values: &[u8; 64]| format!("{text}\n\n{}", board_picture(values));
    let table = |suffix: &str, summary: String, text: String, axis: Axis, element, values| {
        Table::new(
            format!("{upper}_{suffix}"),
            "planes.rs",
            summary,
            doc(&text, values),
            element,
            &[axis],
            super::bytes(values),
        )
    };
    let mut tables = vec![
        table(
            "INDEX",
            format!("Square → its bit in the {what}."),
            format!("Square → its bit in the {what}."),
            Axis::Square,
            Element::Bit,
            &plane.index,
        ),
        table(
            "SQUARE",
            format!("Bit of the {what} → the square it stands for."),
            format!(
                "Bit of the {what} → the square it stands for, the inverse of `{upper}_INDEX` (the \
                 picture shows, at each bit's place, that square)."
            ),
            Axis::PlaneBit,
            Element::Square,
            &plane.square,
        ),
        table(
            "SHIFT",
            format!("Square → the shift of its line in the {what}."),
            format!(
                "Square → the right shift that brings its line of the {what} to bit 0: \
                 `({} >> {upper}_SHIFT[sq]) & mask` is the line's state.",
                plane.name
            ),
            Axis::Square,
            Element::Number,
            &plane.shift,
        )
        .in_family(&PLANE_SHIFTS),
    ];
    if plane.lines.len() > 8 {
        tables.push(table(
            "LENGTH",
            format!("Square → the length of its line in the {what}."),
            format!("Square → the number of squares on its {what} line."),
            Axis::Square,
            Element::Number,
            &plane.length,
        ));
        let mask = plane.mask();
        tables.push(table(
            "MASK",
            format!("Square → the state mask of its line in the {what}."),
            format!("Square → `(1 << {upper}_LENGTH[sq]) - 1`."),
            Axis::Square,
            Element::Mask,
            &mask,
        ));
    }
    tables
}

const PLANE_DESCRIPTIONS: [(&str, &str); 4] = [
    ("normal", "normal plane (ranks, a1 = bit 0)"),
    (
        "r90",
        "plane rotated 90 degrees clockwise (files, h-file first)",
    ),
    (
        "a1h8",
        "plane rotated 45 degrees for the diagonals parallel to a1–h8",
    ),
    (
        "a8h1",
        "plane rotated 45 degrees for the diagonals parallel to a8–h1",
    ),
];

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_pictures_put_rank_eight_on_top() {
        let values = core::array::from_fn(|sq| sq as u8);
        let picture = board_picture(&values);
        let lines: Vec<&str> = picture.lines().collect();
        assert_eq!(lines[1], "8 | 56 57 58 59 60 61 62 63");
        assert_eq!(lines[8], "1 |  0  1  2  3  4  5  6  7");
    }
}
