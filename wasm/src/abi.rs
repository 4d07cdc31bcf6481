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
    static INPUT: RefCell<Input> = const { RefCell::new(Input::EMPTY) };
    /// The last operation's answer (or error message).
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// The text JavaScript writes for the next operation.
#[cfg(target_arch = "wasm32")]
static INPUT: Local<Input> = Local(RefCell::new(Input::EMPTY));
/// The last operation's answer (or error message): bytes, so that an operation on bytes
/// ([`call_bytes`]) writes it without its UTF-8 checked again.
#[cfg(target_arch = "wasm32")]
static OUTPUT: Local<Vec<u8>> = Local(RefCell::new(Vec::new()));

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

/// The input buffer: its room, which only grows (room asked for again is not cleared again: a
/// batch of PGN asks for a few hundred kilobytes each call), and how much of it the text takes.
struct Input {
    room: Vec<u8>,
    used: usize,
}

impl Input {
    const EMPTY: Input = Input {
        room: Vec::new(),
        used: 0,
    };
}

/// Room for `len` bytes of input: the address JavaScript writes them at. Valid until the next
/// call into the module.
#[unsafe(no_mangle)]
pub extern "C" fn io_input(len: usize) -> *mut u8 {
    INPUT.with_borrow_mut(|input| {
        if input.room.len() < len {
            input.room.resize(len, 0);
        }
        input.used = len;
        input.room.as_mut_ptr()
    })
}

/// Keeps the first `len` bytes of the input (at most the room asked for): JavaScript asks
/// [`io_input`] for as much room as its text can take in UTF-8 and encodes it there in one pass.
#[unsafe(no_mangle)]
pub extern "C" fn io_input_used(len: usize) {
    INPUT.with_borrow_mut(|input| input.used = input.used.min(len));
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
    call_bytes(|input, output| {
        // TextEncoder writes UTF-8 only: an error is a caller that wrote the bytes by hand.
        let input =
            core::str::from_utf8(input).map_err(|_| String::from("the input is not UTF-8"))?;
        // The output is empty: a String at no cost, its bytes given back after.
        let mut text = String::from_utf8(core::mem::take(output)).unwrap_or_default();
        let done = operation(input, &mut text);
        *output = text.into_bytes();
        done
    })
}

/// What an operation on bytes does: [`Operation`] over the input's bytes, unchecked (JavaScript
/// writes UTF-8), and an answer that is UTF-8 when the input is, as JavaScript decodes it.
/// For an operation over a long text, which would be gone through once more to check it.
pub type BytesOperation = fn(&[u8], &mut Vec<u8>) -> Result<(), String>;

/// Runs `operation` over the input buffer's bytes, as [`call`] runs an [`Operation`].
pub fn call_bytes(operation: impl FnOnce(&[u8], &mut Vec<u8>) -> Result<(), String>) -> i32 {
    INPUT.with_borrow(|input| {
        let input = &input.room[..input.used];
        OUTPUT.with_borrow_mut(|output| {
            output.clear();
            let length = |bytes: &[u8]| i32::try_from(bytes.len()).unwrap_or(i32::MAX);
            match operation(input, output) {
                Ok(()) => length(output),
                Err(message) => {
                    output.clear();
                    output.extend_from_slice(message.as_bytes());
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

/// [`operation!`] for operations on bytes ([`BytesOperation`]).
#[macro_export]
macro_rules! bytes_operation {
    ($($name:ident => $operation:path;)*) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $name() -> i32 {
                let operation: $crate::abi::BytesOperation = $operation;
                $crate::abi::call_bytes(operation)
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
