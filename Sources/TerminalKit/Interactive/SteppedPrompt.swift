/// A prompt driven one key at a time by a caller that owns the screen, such as a
/// full-screen app that draws the question in a region of its own and keeps its loop.
///
/// `run(on:)` of each prompt is this loop on a terminal of its own; an app keeps the
/// ``State`` in its own state, passes each key to ``handle(_:_:)`` and draws
/// ``frame(_:size:)`` where it wants:
///
/// ```swift
/// var selection = prompt.initialState
/// switch prompt.handle(&selection, .down) { case .next: redraw(); case .answer(let index, _): use(index); case .fail: close() }
/// ```
public protocol SteppedPrompt {
    /// What changes as keys arrive: the selection, the text typed.
    associatedtype State
    associatedtype Answer
    /// The state before the first key.
    var initialState: State { get }
    /// The prompt's lines at `size`; it may update what depends on the size (a list's scroll).
    func frame(_ state: inout State, size: TerminalSize) -> PromptFrame
    /// What `key` does: the prompt goes on, ends with an answer, or ends without one.
    func handle(_ state: inout State, _ key: Key) -> PromptStep<Answer>
}

/// What a key press does to a prompt.
public enum PromptStep<Answer> {
    /// The prompt goes on, and its frame is drawn again if it changed.
    case next
    /// The prompt ends with `answer`, leaving `summary` on the screen.
    case answer(Answer, summary: StyledLine)
    /// The prompt ends without an answer.
    case fail(PromptError)
}
