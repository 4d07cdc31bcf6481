//! `chess-tables`: see the library's [`chess_tables::cli`] for the commands.

fn main() -> std::process::ExitCode {
    chess_tables::cli::main()
}
