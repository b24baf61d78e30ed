/// Why a prompt ended without an answer.
public enum PromptError: Error, Equatable, Sendable {
    /// Esc, `q` (in choices), or the end of the input: the caller treats it as
    /// "no answer". Prompts with a `.cancel` button answer with that button instead.
    case cancelled
    /// Ctrl-C: the terminal is already restored when this is thrown; the caller
    /// ends the process as killed by SIGINT (``endProcessAsInterrupted()``), so the
    /// shell sees status 130 and a calling loop stops.
    case interrupted
}
