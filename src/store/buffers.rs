//! Memory for snapshot-sized texts. At Olympiad size a snapshot is some 630 KiB, and a
//! `kup result` reads two such files (the RON and its cache) and renders two. In fresh
//! memory every 4 KiB costs a page fault the first time it is touched, some 1.5 µs on the
//! VM measured, where the host hands each page in: those faults were a good part of a
//! run. So a rendering starts in a buffer that a read or a write of this process gave
//! back, and at about the length of the last snapshot.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use super::accelerators::Accelerators;

/// About the length of the snapshot this process last read or wrote: a snapshot changes by
/// a few bytes a change, and a megabyte grown by doubling is copied once more and faults
/// in twice the pages it ends in.
static EXPECTED_LENGTH: AtomicUsize = AtomicUsize::new(0);

/// Buffers given back by this process's reads and writes.
static SPARE: Spare = Spare::new();

/// A snapshot's text and its cache's.
const KEPT: usize = 2;

/// Buffers whose bytes are done with, at most [`KEPT`].
struct Spare(Mutex<Vec<Vec<u8>>>);

impl Spare {
    const fn new() -> Spare {
        Spare(Mutex::new(Vec::new()))
    }

    fn take(&self, capacity: usize) -> Vec<u8> {
        let spare = self.0.lock().unwrap_or_else(PoisonError::into_inner).pop();
        let mut buffer = spare.unwrap_or_default();
        buffer.clear();
        buffer.reserve(capacity);
        buffer
    }

    fn give_back(&self, buffer: Vec<u8>) {
        let mut spare = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if spare.len() < KEPT {
            spare.push(buffer);
        }
    }
}

pub(crate) fn expected_length() -> usize {
    EXPECTED_LENGTH.load(Ordering::Relaxed)
}

/// Takes `len`, a snapshot's length just read or written, with some room to grow.
pub(crate) fn expect_length(len: usize) {
    EXPECTED_LENGTH.store(len + len / 16, Ordering::Relaxed);
}

/// An empty buffer with room for a snapshot: one given back if there is one.
pub(crate) fn take() -> Vec<u8> {
    if !Accelerators::current().buffers {
        return Vec::new();
    }
    SPARE.take(expected_length())
}

/// [`take`] as text.
pub(crate) fn take_text() -> String {
    String::from_utf8(take()).unwrap_or_default()
}

/// A buffer whose bytes are done with, for a later [`take`].
pub(crate) fn give_back(buffer: Vec<u8>) {
    if !Accelerators::current().buffers {
        return;
    }
    SPARE.give_back(buffer);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_buffer_given_back_is_taken_again_empty_with_its_memory() {
        let spare = Spare::new();
        let mut given = Vec::with_capacity(1 << 20);
        given.extend_from_slice(b"(format_version: 2)");
        let at = given.as_ptr();
        spare.give_back(given);
        let taken = spare.take(1 << 10);
        assert!(taken.is_empty());
        assert!(taken.capacity() >= 1 << 20);
        assert_eq!(taken.as_ptr(), at, "the same memory, not a copy");
    }

    #[test]
    fn only_two_buffers_are_kept_and_a_new_one_has_the_room_asked_for() {
        let spare = Spare::new();
        for _ in 0..3 {
            spare.give_back(Vec::with_capacity(64));
        }
        assert_eq!(spare.0.lock().unwrap().len(), KEPT);
        spare.take(0);
        spare.take(0);
        assert!(spare.take(1000).capacity() >= 1000);
    }
}
