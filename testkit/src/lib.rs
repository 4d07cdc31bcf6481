//! What the tests and the fuzz targets hold chess-core to, beside chess-core's own references:
//! code that is too slow or too naive to be part of its public API.

pub mod see;
