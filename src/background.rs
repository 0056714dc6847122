//! The app's tasks: work run off the window's thread. A panic there would end its
//! thread in silence: the message the task owed never comes, a match is not resumed
//! and nobody is told, a save queue waits for ever. Every task goes through
//! [`perform`] or [`attempt`], which turn a panic into the task's own failure, told on
//! the status line as any other.

use iced::Task;
use iced::futures::FutureExt;
use std::panic::AssertUnwindSafe;

/// Runs `work` in a task, and `done` makes a message of its outcome; a panic in `work`
/// comes back as `failed(reason)` instead.
pub fn perform<T, M>(
    work: impl Future<Output = T> + Send + 'static,
    failed: impl FnOnce(String) -> T + Send + 'static,
    done: impl FnOnce(T) -> M + Send + 'static,
) -> Task<M>
where
    T: Send + 'static,
    M: Send + 'static,
{
    Task::perform(
        async move {
            // What the work held is dropped with it; only the reason comes back.
            match AssertUnwindSafe(work).catch_unwind().await {
                Ok(outcome) => outcome,
                Err(payload) => failed(reason(&*payload)),
            }
        },
        done,
    )
}

/// [`perform`] for work that fails with a message: a panic is one more failure.
pub fn attempt<T, M>(
    work: impl Future<Output = Result<T, String>> + Send + 'static,
    done: impl FnOnce(Result<T, String>) -> M + Send + 'static,
) -> Task<M>
where
    T: Send + 'static,
    M: Send + 'static,
{
    perform(work, Err, done)
}

/// A panic told to a player: what stopped, and that it is a bug to report.
fn reason(payload: &(dyn std::any::Any + Send)) -> String {
    let said = crate::caught::panic_text(payload).unwrap_or_else(|| "no reason given".to_owned());
    format!("it stopped on an internal error ({said}); please report it")
}
