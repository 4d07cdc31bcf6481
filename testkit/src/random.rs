//! A seeded random source for tests, benchmarks and fuzz seeding: the same sequence on every run
//! and machine.

/// xorshift64 (George Marsaglia, "Xorshift RNGs", 2003, shifts 13, 7, 17): fast, and plenty for
/// wandering through games and occupancies.
#[derive(Clone, Debug)]
pub struct Random(u64);

impl Random {
    /// A source started from `seed` (made odd: xorshift must not start at zero).
    pub fn new(seed: u64) -> Random {
        Random(seed | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// An occupancy of mixed density: sparse (about 8 squares), medium (16) or dense (32 or more).
    pub fn occupancy(&mut self) -> u64 {
        match self.next_u64() % 3 {
            0 => self.next_u64() & self.next_u64() & self.next_u64(),
            1 => self.next_u64() & self.next_u64(),
            _ => self.next_u64() | self.next_u64(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_is_marsaglias() {
        // From 1: x ^= x << 13 gives 0x2001, x ^= x >> 7 gives 0x2041, x ^= x << 17 the rest.
        let mut random = Random::new(0);
        assert_eq!(random.next_u64(), 0x4082_2041);
        assert!((0..1000).all(|_| random.below(7) < 7));
    }
}
