//! The app's tasks: work run off the window's thread. A panic there would end its
//! thread in silence: the message the task owed never comes, a match is not resumed
//! and nobody is told, a save queue waits for ever. Every task goes through
//! [`perform`] or [`attempt`], which turn a panic into the task's own failure, told on
//! the status line as any other.
//!
//! A task runs on a pool thread, which knows nothing of the window's language: each
//! carries the language of the window that started it, for what it still words itself
//! (a sheet or report it writes). What it tells the window (a refusal, a file's error,
//! its news) comes back as a [`Said`], worded when the window draws it.

use crate::words::{self, Language, Said, said};
use iced::Task;
use iced::futures::FutureExt;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::task::{Context, Poll};

/// A panic in a task's work: what it said, if it said anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panic(Option<String>);

impl Panic {
    /// The panic told to a player: what stopped, and that it is a bug to report.
    pub fn said(self) -> Said {
        match self.0 {
            Some(text) => said!("app-task-panicked", reason = text),
            None => said!("app-task-panicked-silently"),
        }
    }

    /// What the panic itself said ("?" when it said nothing), for a trouble that
    /// names it.
    pub fn text(self) -> String {
        self.0.unwrap_or_else(|| "?".to_owned())
    }
}

/// Runs `work` in a task, and `done` makes a message of its outcome; a panic in `work`
/// comes back as `failed(panic)` instead.
pub fn perform<T, M>(
    work: impl Future<Output = T> + Send + 'static,
    failed: impl FnOnce(Panic) -> T + Send + 'static,
    done: impl FnOnce(T) -> M + Send + 'static,
) -> Task<M>
where
    T: Send + 'static,
    M: Send + 'static,
{
    // `done` runs in the task too, so that the message it makes is in the language.
    Task::future(Spoken {
        language: words::current(),
        work: Box::pin(async move {
            // What the work held is dropped with it; only the reason comes back.
            let outcome = match AssertUnwindSafe(work).catch_unwind().await {
                Ok(outcome) => outcome,
                Err(payload) => failed(Panic(crate::caught::panic_text(&*payload))),
            };
            done(outcome)
        }),
    })
}

/// A future polled in one language, whichever thread polls it: the language is the
/// thread's only while the future runs, and the thread's own comes back after.
struct Spoken<F> {
    /// The language of the window that started it.
    language: Language,
    /// The work.
    work: Pin<Box<F>>,
}

impl<F: Future> Future for Spoken<F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<F::Output> {
        let language = self.language;
        words::within(language, || self.work.as_mut().poll(context))
    }
}

/// [`perform`] for work that fails with a sentence: a panic is one more failure.
pub fn attempt<T, M>(
    work: impl Future<Output = Result<T, Said>> + Send + 'static,
    done: impl FnOnce(Result<T, Said>) -> M + Send + 'static,
) -> Task<M>
where
    T: Send + 'static,
    M: Send + 'static,
{
    perform(work, |panic| Err(panic.said()), done)
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced_test::futures::futures::StreamExt;
    use iced_test::futures::futures::executor::block_on;
    use iced_test::runtime::Action;
    use iced_test::runtime::task::into_stream;

    /// What `task` sends, run to its end on a thread of its own, as the pool runs it.
    fn run_elsewhere(task: Task<String>) -> Vec<String> {
        std::thread::spawn(move || {
            let stream = into_stream(task).expect("the task sends something");
            block_on(stream.collect::<Vec<_>>())
                .into_iter()
                .filter_map(|action| match action {
                    Action::Output(said) => Some(said),
                    _ => None,
                })
                .collect()
        })
        .join()
        .expect("the thread ends")
    }

    #[test]
    fn a_task_speaks_the_language_of_the_window_that_started_it() {
        // The work says one word, and the message made of its outcome another.
        let task = words::within(Language::Spanish, || {
            perform(
                async { words::tr!("close") },
                |panic| panic.said().text(),
                |said| format!("{said} {}", words::tr!("or")),
            )
        });
        assert_eq!(run_elsewhere(task), ["Cerrar o"]);
    }

    #[test]
    fn a_panic_in_a_task_is_told_in_that_language_too() {
        let task = words::within(Language::Spanish, || {
            attempt(
                async { panic!("the portal went away") },
                |said: Result<(), Said>| said.unwrap_err().text(),
            )
        });
        let told = run_elsewhere(task);
        assert_eq!(
            told,
            [
                "se detuvo por un error interno (the portal went away); avísanos del error, por favor"
            ]
        );
    }
}
