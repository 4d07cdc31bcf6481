//! What the command-line tests share: running the tool.

use std::ffi::OsStr;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the tool with any words and any bytes on stdin, UTF-8 or not.
pub fn run<S: AsRef<OsStr>>(args: &[S], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chess-tables"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let bytes = stdin.to_vec();
    // Written while the output is read: a large input does not wait on a full pipe. A tool that
    // stops reading early (an error) closes the pipe, which is no failure of the test.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}
