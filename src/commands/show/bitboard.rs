//! `chess-tables show bitboard` and `show occupancy`: a bitboard drawn as a board, and the four
//! rotated occupancy planes with the table entries a square's lines select.

use std::fmt::Write;

use chess_core::attacks::{Line, TableVariant};
use chess_core::inspect::{self, LineLookup};
use chess_core::{Bitboard, Occupancy, Square, attacks};

/// A bitboard drawn: its hex value, then the board.
pub fn board_text(board: Bitboard) -> String {
    format!("{board:#018x}\n{board}\n")
}

/// One plane drawn in its own bit layout: row k holds bits 8k..8k+7, bit 0 bottom left.
fn plane_text(plane: u64) -> String {
    let mut text = String::new();
    for row in (0..8).rev() {
        let bits: Vec<&str> = (0..8)
            .map(|column| {
                if plane >> (row * 8 + column) & 1 != 0 {
                    "1"
                } else {
                    "."
                }
            })
            .collect();
        let _ = writeln!(
            text,
            "  bits {:>2}..{:>2}  {}",
            row * 8,
            row * 8 + 7,
            bits.join(" ")
        );
    }
    text
}

/// The occupancy planes of `occupied`, and with a square, what each table variant reads for it.
pub fn occupancy_text(occupied: Bitboard, square: Option<Square>) -> String {
    let occupancy = Occupancy::from(occupied);
    let mut text = board_text(occupied);
    let names = [
        "normal",
        "rotated 90 (files as ranks)",
        "rotated 45, a1h8 diagonals",
        "rotated 45, a8h1 diagonals",
    ];
    for (name, plane) in names.iter().zip(occupancy.planes()) {
        let _ = write!(text, "\n{name}: {plane:#018x}\n{}", plane_text(plane));
    }
    if let Some(square) = square {
        let _ = writeln!(
            text,
            "\nline states of {square}, and the entry each table variant reads:"
        );
        for line in Line::ALL {
            let state = inspect::LineState::read(line, square, &occupancy).state;
            let _ = writeln!(text, "  {}: state {state:#04x} ({state:08b})", line.name());
            for variant in TableVariant::ALL {
                let lookup = LineLookup::new(variant, line, square, &occupancy);
                // The byte table's rows are positions on a line; the others' are squares.
                let row = match variant {
                    TableVariant::Byte => lookup.row.to_string(),
                    _ => square.to_string(),
                };
                let _ = writeln!(
                    text,
                    "    {:<8} {}[{row}][{:#04x}] = {}",
                    variant.name(),
                    lookup.table.name(),
                    lookup.column,
                    lookup.entry
                );
            }
        }
        let _ = write!(
            text,
            "\nrook attacks from {square}:\n{}",
            board_text(attacks::rook_attacks(square, &occupancy))
        );
        let _ = write!(
            text,
            "\nbishop attacks from {square}:\n{}",
            board_text(attacks::bishop_attacks(square, &occupancy))
        );
    }
    text
}
