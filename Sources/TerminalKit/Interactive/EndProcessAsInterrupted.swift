#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process as killed by SIGINT, which is what a prompt's
/// `PromptError.interrupted` (Ctrl-C) calls for once the caller has nothing left to
/// undo: the shell reports status 130, and a shell loop running the tool stops as it
/// would for any Ctrl-C. The prompt has already restored the terminal and ended its
/// line.
///
/// SIGINT's default action is put back and the signal unblocked first, so a handler
/// installed elsewhere cannot swallow it. Returns only if the signal still did not end
/// the process; the caller then exits with status 130.
public func endProcessAsInterrupted() {
    _ = signal(SIGINT, SIG_DFL)
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    _ = pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    _ = raise(SIGINT)
}
