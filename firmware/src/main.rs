//! chess-core on a Cortex-M3: perft from the first positions of the standard suite, each to the
//! deepest depth whose expected count fits a node budget, printed through semihosting.
//!
//! A header, one line per position, a summary, then a semihosting exit: status 0 only if every
//! count matched the suite's (a panic or a fault prints what happened and exits with failure).
//!
//! ```text
//! chess-firmware: <variant> tables, first <positions> positions of standard.epd, at most <budget> nodes each
//! perft <depth> <nodes> expected <count> ok|FAIL ticks <ticks> <fen>
//! summary <passed>/<positions> ok nodes <nodes> ticks <ticks> stack <bytes> tables <variant>
//! ```
//!
//! Ticks are SysTick counts of the processor clock over the `perft` call. Under QEMU with
//! `-icount shift=0` that clock is virtual time advanced 1 ns per executed instruction, so the
//! ticks are the same on every run. `stack` is the deepest the stack has reached, in bytes.
#![no_std]
#![no_main]
#![deny(unsafe_code)]

use core::fmt::{self, Write};
use core::sync::atomic::{AtomicU32, Ordering};

use chess_core::{Position, Variant, perft::perft};
use cortex_m::peripheral::{SYST, syst::SystClkSource};
use cortex_m_rt::{ExceptionFrame, entry, exception};
use cortex_m_semihosting::{debug, hio, hprintln};

// The first positions of the standard perft suite with their counts, `SUITE`, written by build.rs
// (which reads the suite through chess-core's reader).
include!(concat!(env!("OUT_DIR"), "/suite.rs"));

/// How many positions run, from the top of the suite.
const POSITIONS: usize = SUITE.len();

/// Each position runs to the deepest depth whose expected count is at most this.
const NODE_BUDGET: u64 = 8_000_000;

/// The slider tables chess-core was built with (this crate's features choose them).
const TABLES: &str = chess_core::attacks::TABLE_VARIANT.name();

#[entry]
fn main() -> ! {
    let peripherals = cortex_m::Peripherals::take().expect("the core peripherals, taken once");
    let clock = Clock::start(peripherals.SYST);
    hprintln!(
        "chess-firmware: {TABLES} tables, first {POSITIONS} positions of standard.epd, \
         at most {NODE_BUDGET} nodes each"
    );

    let (mut positions, mut passed, mut nodes, mut ticks) = (0, 0, 0, 0);
    for &(fen, counts) in &SUITE {
        positions += 1;
        let case = match Case::new(fen, counts) {
            Ok(case) => case,
            Err(why) => {
                hprintln!("error {why}: {fen}");
                continue;
            }
        };
        let start = clock.now();
        let count = perft(&case.position, case.depth);
        let elapsed = clock.now() - start;
        let ok = count == case.expected;
        hprintln!(
            "perft {} {count} expected {} {} ticks {elapsed} {}",
            case.depth,
            case.expected,
            if ok { "ok" } else { "FAIL" },
            case.fen,
        );
        passed += usize::from(ok);
        nodes += count;
        ticks += elapsed;
    }
    hprintln!(
        "summary {passed}/{positions} ok nodes {nodes} ticks {ticks} stack {} tables {TABLES}",
        stack_used(),
    );
    exit(positions > 0 && passed == positions)
}

/// One position of the suite: the position and the depth to run it to.
struct Case<'a> {
    fen: &'a str,
    position: Position,
    depth: u32,
    expected: u64,
}

impl<'a> Case<'a> {
    /// Reads the FEN and keeps the deepest depth whose count is within the budget.
    fn new(fen: &'a str, counts: &[(u32, u64)]) -> Result<Case<'a>, &'static str> {
        // A test suite holds composed positions too (a check no game reaches), as chess-core's
        // own suite reader knows: read as permissively, which also links no reachability checks.
        let position = Position::from_fen_permissive(fen, Variant::Auto)
            .map_err(|_| "the FEN does not parse")?;
        let within = counts.iter().filter(|&&(_, count)| count <= NODE_BUDGET);
        let &(depth, expected) = within
            .max_by_key(|&&(depth, _)| depth)
            .ok_or("no depth within the node budget")?;
        Ok(Case {
            fen,
            position,
            depth,
            expected,
        })
    }
}

/// SysTick wraps so far; the 24-bit counter wraps every 2^24 ticks.
static WRAPS: AtomicU32 = AtomicU32::new(0);

/// SysTick's reload value: the full 24 bits.
const RELOAD: u32 = 0x00ff_ffff;

#[exception]
fn SysTick() {
    WRAPS.fetch_add(1, Ordering::Relaxed);
}

/// Processor-clock ticks since start, from SysTick and its wrap count.
struct Clock {
    _syst: SYST,
}

impl Clock {
    fn start(mut syst: SYST) -> Clock {
        syst.set_clock_source(SystClkSource::Core);
        syst.set_reload(RELOAD);
        syst.clear_current();
        syst.enable_interrupt();
        syst.enable_counter();
        Clock { _syst: syst }
    }

    fn now(&self) -> u64 {
        loop {
            let wraps = WRAPS.load(Ordering::SeqCst);
            let current = SYST::get_current();
            // 0 is the counter's state between periods (and before the first): whether that
            // period's wrap is counted yet is unclear, so wait one tick for the reload. And a wrap
            // between the two loads of `WRAPS` would pair the new count with the old wraps.
            if current != 0 && WRAPS.load(Ordering::SeqCst) == wraps {
                return u64::from(wraps) * u64::from(RELOAD + 1) + u64::from(RELOAD - current);
            }
        }
    }
}

/// The most stack used so far, in bytes: cortex-m-rt (`paint-stack`) fills the stack with
/// `STACK_PAINT_VALUE` before `main`; the lowest word no longer holding it marks the deepest use.
fn stack_used() -> usize {
    #[allow(unsafe_code)]
    unsafe extern "C" {
        // cortex-m-rt's linker script: the stack grows down from `_stack_start` (the end of RAM)
        // to at most `_stack_end` (the end of .bss). Only their addresses are used.
        static _stack_start: u32;
        static _stack_end: u32;
    }
    let top = (&raw const _stack_start).addr();
    let bottom = (&raw const _stack_end).addr();
    let untouched = (bottom..top)
        .step_by(4)
        .take_while(|&address| {
            let word = core::ptr::with_exposed_provenance::<u32>(address);
            // SAFETY: an aligned word of RAM between the end of .bss and the end of RAM, below
            // every live stack frame (the scan stops at the first word the program has written).
            #[allow(unsafe_code)]
            let value = unsafe { word.read_volatile() };
            value == cortex_m_rt::STACK_PAINT_VALUE
        })
        .count();
    top - bottom - 4 * untouched
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    report(format_args!("panic: {info}"));
    exit(false)
}

#[exception]
#[allow(unsafe_code)] // cortex-m-rt requires the HardFault handler to be an `unsafe fn`
unsafe fn HardFault(frame: &ExceptionFrame) -> ! {
    report(format_args!("hard fault: {frame:?}"));
    exit(false)
}

#[exception]
#[allow(unsafe_code)] // and the default handler too
unsafe fn DefaultHandler(irqn: i16) {
    report(format_args!("unexpected exception or interrupt {irqn}"));
    exit(false)
}

/// Writes a line to the host's stderr on a stream of its own (not `hprintln!`'s, which may be
/// the one that failed).
fn report(args: fmt::Arguments) {
    if let Ok(mut stderr) = hio::hstderr() {
        let _ = stderr.write_fmt(args);
        let _ = stderr.write_str("\n");
    }
}

/// Ends the QEMU session with exit status 0 (`success`) or 1.
fn exit(success: bool) -> ! {
    debug::exit(if success {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    // Only reached if a debugger resumes the program.
    loop {
        cortex_m::asm::wfi();
    }
}
