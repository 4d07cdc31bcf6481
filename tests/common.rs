//! Shared by the integration tests: a deterministic source of squares and occupancies.

/// xorshift64: the same sequence on every run and machine.
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Random {
        Random(seed | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Occupancies of mixed density: sparse, medium and dense.
    pub fn occupancy(&mut self) -> u64 {
        match self.next() % 3 {
            0 => self.next() & self.next() & self.next(),
            1 => self.next() & self.next(),
            _ => self.next() | self.next(),
        }
    }

    pub fn square(&mut self) -> u8 {
        (self.next() % 64) as u8
    }
}
