//! Shared by the integration tests: a deterministic source of squares and occupancies.

/// xorshift64: the same sequence on every run and machine.
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Random {
        Random(seed | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Occupancies of mixed density: sparse, medium and dense.
    pub fn occupancy(&mut self) -> u64 {
        match self.next_u64() % 3 {
            0 => self.next_u64() & self.next_u64() & self.next_u64(),
            1 => self.next_u64() & self.next_u64(),
            _ => self.next_u64() | self.next_u64(),
        }
    }

    pub fn square(&mut self) -> u8 {
        (self.next_u64() % 64) as u8
    }
}
