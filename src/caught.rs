//! A panic turned into an error: for work whose failure must be told to the player,
//! and must not take a thread, or a file, down with it in silence. No rule or file
//! code is meant to panic; this is the net under them, not a way to report errors.

use std::any::Any;
use std::panic::{self, AssertUnwindSafe};

/// Runs `work`; a panic in it comes back as `Err` with what the panic said, on one
/// line. The panic is still printed by the process's panic hook, for a bug report.
pub fn catching<T>(work: impl FnOnce() -> T) -> Result<T, String> {
    // Nothing `work` may have left half-changed is used again: its captures are
    // dropped with it and only its error comes back.
    panic::catch_unwind(AssertUnwindSafe(work)).map_err(|payload| {
        panic_text(&*payload).unwrap_or_else(|| "it stopped without a reason".to_owned())
    })
}

/// What a panic said, on one line; none when it carried no text.
pub fn panic_text(payload: &(dyn Any + Send)) -> Option<String> {
    let text = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))?;
    Some(text.split_whitespace().collect::<Vec<_>>().join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_comes_back_as_its_text_on_one_line() {
        let caught = catching(|| -> u32 { panic!("attempt to add\nwith overflow") });
        assert_eq!(caught, Err("attempt to add with overflow".to_owned()));
        let formatted = catching(|| -> u32 { panic!("model {}", 3) });
        assert_eq!(formatted, Err("model 3".to_owned()));
        assert_eq!(catching(|| 7), Ok(7));
    }
}
