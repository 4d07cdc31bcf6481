//! Zobrist hash keys: one random 64-bit key per (colour, piece, square), per castling-rights set,
//! per en-passant file, and for black to move.
//!
//! The keys come from splitmix64 with a fixed seed, so every run generates the same keys and a
//! hash computed today matches one stored yesterday.

/// The seed of the key stream (the fractional digits of the golden ratio, a common choice).
pub const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

/// splitmix64: a tiny generator whose outputs pass the usual statistical tests; all a hash key
/// needs is bits that look independent.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// All keys, drawn from one stream in a fixed order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keys {
    /// `[colour × 6 + piece][square]`, colours white then black, pieces pawn to king.
    pub pieces: Vec<[u64; 64]>,
    /// `[rights]` for a castling-rights set (bit 0 white king side, 1 white queen side, 2 black
    /// king side, 3 black queen side): the xor of the keys of its rights, so that changing the
    /// rights is two xors whatever changed.
    pub castling: [u64; 16],
    /// `[file]` of the en-passant square.
    pub en_passant: [u64; 8],
    /// Xored in when black is to move.
    pub black_to_move: u64,
}

/// Draws the keys.
pub fn keys() -> Keys {
    let mut stream = SplitMix64(SEED);
    let pieces = (0..12)
        .map(|_| core::array::from_fn(|_| stream.next()))
        .collect();
    let rights: [u64; 4] = core::array::from_fn(|_| stream.next());
    let castling = core::array::from_fn(|set| {
        (0..4)
            .filter(|bit| set >> bit & 1 != 0)
            .fold(0, |key, bit| key ^ rights[bit])
    });
    let en_passant = core::array::from_fn(|_| stream.next());
    let black_to_move = stream.next();
    Keys {
        pieces,
        castling,
        en_passant,
        black_to_move,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn splitmix_matches_its_published_first_output() {
        // splitmix64 seeded with 0 first yields 0xe220a8397b1dcdaf (the reference C code).
        assert_eq!(SplitMix64(0).next(), 0xe220_a839_7b1d_cdaf);
    }

    #[test]
    fn keys_are_distinct_and_castling_sets_compose() {
        let keys = keys();
        let mut all: Vec<u64> = keys.pieces.iter().flatten().copied().collect();
        all.extend([1, 2, 4, 8].map(|set| keys.castling[set]));
        all.extend(keys.en_passant);
        all.push(keys.black_to_move);
        assert_eq!(all.len(), 12 * 64 + 4 + 8 + 1);
        assert_eq!(all.iter().collect::<HashSet<_>>().len(), all.len());
        assert!(all.iter().all(|&key| key.count_ones() > 8));
        assert_eq!(keys.castling[0], 0);
        for set in 0..16 {
            for other in 0..16 {
                if set & other == 0 {
                    let both = keys.castling[set] ^ keys.castling[other];
                    assert_eq!(keys.castling[set | other], both);
                }
            }
        }
    }
}
