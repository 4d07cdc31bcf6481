//! How JavaScript calls the module: one input buffer, one output buffer, both owned here.
//!
//! JavaScript asks [`io_input`] for room for its UTF-8 text, writes it there, and calls an
//! operation (an export made by [`operation!`]). The operation reads the text, writes its answer
//! into the output buffer and returns the answer's length in bytes, or minus the length when the
//! answer is an error's message; JavaScript reads the bytes at [`io_output`]. Both buffers keep
//! their room between calls, so a call allocates nothing once they have grown to the largest text
//! seen, and the module keeps no other state: its memory stops growing after the first calls.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::cell::RefCell;

// Natively (the tests), each thread has its buffers; in the module, statics.
#[cfg(not(target_arch = "wasm32"))]
std::thread_local! {
    /// The text JavaScript writes for the next operation.
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The last operation's answer (or error message).
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// The text JavaScript writes for the next operation.
#[cfg(target_arch = "wasm32")]
static INPUT: Local<Vec<u8>> = Local(RefCell::new(Vec::new()));
/// The last operation's answer (or error message).
#[cfg(target_arch = "wasm32")]
static OUTPUT: Local<String> = Local(RefCell::new(String::new()));

/// A value of the module's (without std, no thread_local!), borrowed as a thread-local is.
#[cfg(target_arch = "wasm32")]
struct Local<T>(RefCell<T>);

// SAFETY: Sync lets two threads reach the value at once. The module is built for
// wasm32-unknown-unknown without the atomics feature: one thread, no shared memory.
#[cfg(target_arch = "wasm32")]
unsafe impl<T> Sync for Local<T> {}

#[cfg(target_arch = "wasm32")]
impl<T> Local<T> {
    fn with_borrow<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        f(&self.0.borrow())
    }

    fn with_borrow_mut<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        f(&mut self.0.borrow_mut())
    }
}

/// Room for `len` bytes of input: the address JavaScript writes them at. Valid until the next
/// call into the module.
#[unsafe(no_mangle)]
pub extern "C" fn io_input(len: usize) -> *mut u8 {
    INPUT.with_borrow_mut(|input| {
        input.clear();
        input.resize(len, 0);
        input.as_mut_ptr()
    })
}

/// Keeps the first `len` bytes of the input buffer (at most its room): JavaScript asks
/// [`io_input`] for as much room as its text can take in UTF-8 and encodes it there in one pass.
#[unsafe(no_mangle)]
pub extern "C" fn io_input_used(len: usize) {
    INPUT.with_borrow_mut(|input| input.truncate(len));
}

/// The address of the last operation's answer (its length is what the operation returned).
#[unsafe(no_mangle)]
pub extern "C" fn io_output() -> *const u8 {
    OUTPUT.with_borrow(|output| output.as_ptr())
}

/// What an operation does: reads its input, appends its answer to the (empty) output, or fails
/// with a message.
pub type Operation = fn(&str, &mut String) -> Result<(), String>;

/// Runs `operation` over the input buffer: the answer's length, or minus the message's length.
pub fn call(operation: Operation) -> i32 {
    INPUT.with_borrow(|input| {
        OUTPUT.with_borrow_mut(|output| {
            output.clear();
            let done = match core::str::from_utf8(input) {
                Ok(text) => operation(text, output),
                // TextEncoder writes UTF-8 only: this is a caller that wrote the bytes by hand.
                Err(_) => Err("the input is not UTF-8".into()),
            };
            let length = |text: &str| i32::try_from(text.len()).unwrap_or(i32::MAX);
            match done {
                Ok(()) => length(output),
                Err(message) => {
                    output.clear();
                    output.push_str(&message);
                    -length(output)
                }
            }
        })
    })
}

/// Exports `fn $name() -> i32` running `$operation` (an [`Operation`]) over the buffers: the
/// whole of what adding an operation to the module's ABI takes.
#[macro_export]
macro_rules! operation {
    ($($name:ident => $operation:path;)*) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $name() -> i32 {
                $crate::abi::call($operation)
            }
        )*
    };
}

/// The fields of an input: `count` lines, the last taking the rest of the text (so that text a
/// user gave, which may hold line breaks, goes last).
pub fn fields<const N: usize>(input: &str) -> Result<[&str; N], String> {
    let mut parts = input.splitn(N, '\n');
    let fields = core::array::from_fn(|_| parts.next());
    match fields.iter().all(Option::is_some) {
        true => Ok(fields.map(|field| field.unwrap_or_default())),
        false => Err(format!(
            "expected {N} fields, found fewer: the JavaScript and the module disagree"
        )),
    }
}
