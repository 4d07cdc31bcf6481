//! The operations on one position. A game's state lives in JavaScript (`js/api.js`): every
//! operation gets the position as `variant` and FEN (lines of its input) and answers with text.
//!
//! A move goes out as one record, `uci san facts`, tab-separated: `facts` is the moving piece's
//! letter (`p n b r q k`), the captured piece's letter or `-`, then chess.js's flags (`n` a plain
//! move, `c` a capture, `b` a pawn's two-square push, `e` en passant, `p` a promotion, `k` and
//! `q` castling on the king's or queen's side), in chess.js's order. Written byte by byte: `moves`
//! writes one per legal move, and the formatting machinery would cost more than the chess.

use alloc::format;
use alloc::string::String;
use chess_core::{CastlingSide, Move, Piece, Position, San, Variant};

use crate::abi::fields;
use crate::fen::Fen;
use crate::text::{self, kept, letter, push_square};

crate::operation! {
    game_load => load;
    game_moves => moves;
    game_status => status;
    game_play => play;
    game_after => after;
    game_replay => replay;
    game_see => see;
    game_dests => dests;
    game_attackers => attackers;
    check_variant => variant_named;
}

/// `variant` (`standard`, `chess960` or `auto`, or `standard-dropping`: standard chess, the
/// castling rights it cannot have dropped) and a user's FEN: the FEN as this module writes it, the
/// variant it is played as (`chess960` when castling is king-takes-rook) and its Polyglot key (see
/// [`push_hash`]).
fn load(input: &str, out: &mut String) -> Result<(), String> {
    let [variant, fen] = fields(input)?;
    let position = match variant {
        "standard-dropping" => text::position_dropping_castling(fen)?,
        _ => text::position(fen, text::variant(variant)?)?,
    };
    out.push_str(Fen::of(&position).as_str());
    out.push('\t');
    out.push_str(name(&position));
    out.push('\t');
    push_hash(out, &position);
    Ok(())
}

/// The Polyglot key in 16 hexadecimal digits. It goes out with each position this module reaches,
/// since it counts an en-passant square a pawn stands beside even when the capture is not legal,
/// a square the FEN (as the laws of chess) leaves out.
fn push_hash(out: &mut String, position: &Position) {
    let key = position.hash();
    for shift in (0..16).rev() {
        let digit = (key >> (shift * 4)) & 0xf;
        out.push(char::from_digit(digit as u32, 16).unwrap_or('0'));
    }
}

fn name(position: &Position) -> &'static str {
    match position.castling_rights().is_chess960() {
        true => Variant::Chess960.name(),
        false => Variant::Standard.name(),
    }
}

/// `variant` as given when it names one, else the message of the command's `--variant`.
fn variant_named(input: &str, out: &mut String) -> Result<(), String> {
    out.push_str(text::variant(input)?.name());
    Ok(())
}

/// The position's facts: `+` when the side to move is in check, `0` when it has no legal move,
/// `i` when neither side has the material to mate.
fn push_status(out: &mut String, position: &Position, legal_moves: usize) {
    if position.is_check() {
        out.push('+');
    }
    if legal_moves == 0 {
        out.push('0');
    }
    if position.is_insufficient_material() {
        out.push('i');
    }
}

/// `variant`, `fen`: the position's facts (see [`push_status`]).
fn status(input: &str, out: &mut String) -> Result<(), String> {
    let [variant, fen] = fields(input)?;
    let position = kept(variant, fen)?;
    push_status(out, &position, position.count_legal_moves());
    Ok(())
}

/// `variant`, `fen`, `verbose` (`1` or `0`): the position's facts on the first line, then one
/// record a legal move, followed by the FEN after it when verbose.
fn moves(input: &str, out: &mut String) -> Result<(), String> {
    let [variant, fen, verbose] = fields(input)?;
    let position = kept(variant, fen)?;
    let legal = position.legal_moves();
    out.reserve(legal.len() * if verbose == "1" { 96 } else { 24 });
    push_status(out, &position, legal.len());
    for &mv in &legal {
        out.push('\n');
        record(out, &position, mv, &position.san(mv));
        if verbose == "1" {
            let mut after = position;
            after.play_unchecked(mv);
            out.push('\t');
            out.push_str(Fen::of(&after).as_str());
        }
    }
    Ok(())
}

/// `variant`, `fen`, a move in UCI or SAN: its record and, after tabs, the FEN after it and that
/// position's Polyglot key.
fn play(input: &str, out: &mut String) -> Result<(), String> {
    let [variant, fen, word] = fields(input)?;
    let position = kept(variant, fen)?;
    let mv = text::legal_move(&position, word)?;
    push_played(out, position, mv);
    Ok(())
}

/// `variant`, `fen`, a legal move in UCI whose record JavaScript has (from [`moves`]): the FEN
/// after it and that position's Polyglot key, tab-separated. Half of [`play`]'s work: no SAN to
/// read or write.
fn after(input: &str, out: &mut String) -> Result<(), String> {
    let [variant, fen, word] = fields(input)?;
    let mut position = kept(variant, fen)?;
    let mv = position.parse_move(word).map_err(|error| {
        let fen = Fen::of(&position);
        format!("{} (in {}): {error}", text::quote(word), fen.as_str())
    })?;
    position.play_unchecked(mv); // parse_move found it among the legal moves
    out.push_str(Fen::of(&position).as_str());
    out.push('\t');
    push_hash(out, &position);
    Ok(())
}

/// `mv`'s record, the FEN after it and the Polyglot key after it, tab-separated.
fn push_played(out: &mut String, mut position: Position, mv: Move) {
    record(out, &position, mv, &position.san(mv));
    position.play_unchecked(mv); // a legal move: the callers read it with legal_move
    out.push('\t');
    out.push_str(Fen::of(&position).as_str());
    out.push('\t');
    push_hash(out, &position);
}

/// `variant`, `fen`, moves in UCI separated by spaces: for each, a line as [`play`] answers.
/// Refused at the first move that is not legal, named by its number.
fn replay(input: &str, out: &mut String) -> Result<(), String> {
    let [variant, fen, words] = fields(input)?;
    let mut position = kept(variant, fen)?;
    for (ply, word) in words.split(' ').filter(|w| !w.is_empty()).enumerate() {
        let mv = text::legal_move(&position, word).map_err(|e| format!("ply {}: {e}", ply + 1))?;
        if ply > 0 {
            out.push('\n');
        }
        push_played(out, position, mv);
        position.play_unchecked(mv);
    }
    Ok(())
}

/// `variant`, `fen`, a legal move in UCI or SAN: its static exchange evaluation in centipawns.
fn see(input: &str, out: &mut String) -> Result<(), String> {
    let [variant, fen, word] = fields(input)?;
    let position = kept(variant, fen)?;
    let value = position.see(text::legal_move(&position, word)?);
    if value < 0 {
        out.push('-');
    }
    text::push_number(out, u64::from(value.unsigned_abs()));
    Ok(())
}

/// `variant`, `fen`: where each piece that can move may go, one line a piece: its square, then
/// the squares, names run together (`e2e3e4`).
fn dests(input: &str, out: &mut String) -> Result<(), String> {
    let [variant, fen] = fields(input)?;
    let position = kept(variant, fen)?;
    for (i, (from, to)) in position.destinations().iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        push_square(out, from);
        out.push('\t');
        for square in to {
            push_square(out, square);
        }
    }
    Ok(())
}

/// `variant`, `fen`, a colour (`w` or `b`), a square: the squares of that colour's pieces that
/// attack it, names run together.
fn attackers(input: &str, out: &mut String) -> Result<(), String> {
    let [variant, fen, color, square] = fields(input)?;
    let position = kept(variant, fen)?;
    let by = text::color(color)?;
    let square = text::square(square)?;
    for from in position.attackers(square, by, position.occupied()) {
        push_square(out, from);
    }
    Ok(())
}

/// Appends `mv`'s record (see the module's comment); `san` is its SAN in `position`.
fn record(out: &mut String, position: &Position, mv: Move, san: &San) {
    push_square(out, mv.from());
    push_square(out, mv.to());
    if let Some(piece) = mv.promotion_piece() {
        out.push(letter(piece));
    }
    out.push('\t');
    out.push_str(san);
    out.push('\t');
    let moved = position.moved_piece(mv);
    out.push(moved.map_or('-', letter));
    let captured = position.captured(mv);
    out.push(captured.map_or('-', letter));
    // chess.js's flags, in its order: n c b e p k q.
    let en_passant = mv.is_en_passant();
    let big_pawn = moved == Some(Piece::Pawn)
        && mv.from().rank().index().abs_diff(mv.to().rank().index()) == 2;
    let castling = mv.castling_side();
    if captured.is_none() && !big_pawn && castling.is_none() {
        out.push('n');
    }
    if captured.is_some() && !en_passant {
        out.push('c');
    }
    if big_pawn {
        out.push('b');
    }
    if en_passant {
        out.push('e');
    }
    if mv.promotion_piece().is_some() {
        out.push('p');
    }
    match castling {
        Some(CastlingSide::KingSide) => out.push('k'),
        Some(CastlingSide::QueenSide) => out.push('q'),
        None => {}
    }
}
