//! The transposition table `perft --hash` shares between its threads.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// A transposition table for perft, shared by the threads without locks.
///
/// Each entry is two words: `data` (the count in the high 56 bits, the depth in the low 8) and
/// `check`, the position's full 64-bit Polyglot key xor `data`. A probe takes an entry only when
/// `check ^ data` equals the key it looks for and the depth matches. Two threads writing one entry
/// at once can leave the words of two different writes; their xor then matches no key but by a
/// chance of 2^-64, so a torn entry reads as a miss. A wrong count would need two different
/// positions with one 64-bit key both met in the same run: with n positions stored, a chance of
/// about n² / 2^65 (perft 7 stores the positions up to 5 plies deep, under 900,000 distinct ones:
/// a chance under 10^-7). The key holds everything the moves below a position depend on: the
/// placement, the side to move, the castling rights and a capturable en-passant square; in
/// Chess960 too, since a castling right names the same rook for a whole game.
///
/// Entries come in buckets of two: the first keeps the deeper count (more work saved), the second
/// always takes the newest.
pub struct Table {
    entries: Box<[Entry]>,
    /// Buckets - 1: the number of buckets is a power of two.
    mask: usize,
}

#[derive(Default)]
struct Entry {
    check: AtomicU64,
    data: AtomicU64,
}

/// Counts at or above 2^56 are not stored (perft 11 of the start position is under 2^51).
const MAX_COUNT: u64 = 1 << 56;

impl Table {
    /// A table of at most `megabytes` MiB (the largest power of two of buckets that fits).
    pub fn new(megabytes: usize) -> Table {
        let bucket = 2 * std::mem::size_of::<Entry>();
        let buckets = (megabytes << 20) / bucket;
        let buckets = if buckets == 0 {
            1
        } else {
            1 << buckets.ilog2()
        };
        let entries = (0..2 * buckets).map(|_| Entry::default()).collect();
        Table {
            entries,
            mask: buckets - 1,
        }
    }

    fn bucket(&self, key: u64, depth: u32) -> &[Entry] {
        // The depth moves the bucket, so one position's counts at several depths do not evict
        // one another.
        let mixed = key ^ u64::from(depth).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let start = 2 * (mixed as usize & self.mask);
        &self.entries[start..start + 2]
    }

    /// The count stored for `key` at `depth`, if there is one.
    pub fn probe(&self, key: u64, depth: u32) -> Option<u64> {
        self.bucket(key, depth).iter().find_map(|entry| {
            let data = entry.data.load(Relaxed);
            let check = entry.check.load(Relaxed);
            (check ^ data == key && data & 0xff == u64::from(depth)).then_some(data >> 8)
        })
    }

    /// Stores `count` for `key` at `depth` (depths above 255 and huge counts are not stored).
    pub fn store(&self, key: u64, depth: u32, count: u64) {
        if depth > 0xff || count >= MAX_COUNT {
            return;
        }
        let data = count << 8 | u64::from(depth);
        let [deep, newest] = self.bucket(key, depth) else {
            unreachable!("a bucket holds two entries")
        };
        let entry = if u64::from(depth) >= deep.data.load(Relaxed) & 0xff {
            deep
        } else {
            newest
        };
        entry.data.store(data, Relaxed);
        entry.check.store(key ^ data, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_answers_only_for_its_key_and_depth() {
        let table = Table::new(1);
        assert_eq!(table.probe(42, 3), None);
        table.store(42, 3, 1234);
        assert_eq!(table.probe(42, 3), Some(1234));
        assert_eq!(table.probe(42, 4), None);
        assert_eq!(table.probe(43, 3), None);
        // The same bucket, another key: the deeper entry stays, the newer goes beside it.
        let buckets = table.mask as u64 + 1;
        table.store(42 + buckets, 2, 99);
        assert_eq!(table.probe(42, 3), Some(1234));
        assert_eq!(table.probe(42 + buckets, 2), Some(99));
        // Too large to store.
        table.store(7, 3, MAX_COUNT);
        assert_eq!(table.probe(7, 3), None);
    }

    #[test]
    fn a_torn_entry_is_a_miss() {
        let table = Table::new(1);
        table.store(42, 3, 1234);
        // Another write's data beside this one's check.
        table.bucket(42, 3)[0].data.store(555 << 8 | 3, Relaxed);
        assert_eq!(table.probe(42, 3), None);
    }

    #[test]
    fn a_table_takes_the_buckets_that_fit() {
        assert_eq!(Table::new(0).entries.len(), 2);
        assert_eq!(Table::new(1).entries.len(), 2 << 20 >> 5);
    }
}
