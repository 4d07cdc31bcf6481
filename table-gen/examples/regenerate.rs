//! Brings a `generated/` directory in step with table-gen, as the repository's build script does,
//! and names each file it rewrote or removed: for checking the tables of a packaged chess-core,
//! which has no build script.
//!
//!     cargo run --release -p table-gen --example regenerate -- path/to/chess-core/generated

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir] = args.as_slice() else {
        eprintln!("regenerate: expected one argument, the generated/ directory to bring in step");
        return ExitCode::from(2);
    };
    let dir = PathBuf::from(dir);
    match table_gen::sync(&dir, &table_gen::generate()) {
        Ok(touched) if touched.is_empty() => {
            println!("{}: current, nothing written", dir.display());
            ExitCode::SUCCESS
        }
        Ok(touched) => {
            for name in touched {
                println!("rewrote {}", dir.join(name).display());
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("regenerate: cannot write {}: {error}", dir.display());
            ExitCode::FAILURE
        }
    }
}
