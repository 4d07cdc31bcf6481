//! What the tests, benchmarks and fuzz targets share, beside chess-core's own references: code
//! that is too slow, too naive or too test-specific to be part of its public API.

pub mod random;
pub mod see;
#[cfg(feature = "shakmaty")]
pub mod shakmaty;
pub mod suites;

pub use random::Random;
