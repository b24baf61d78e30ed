/// The loop every interactive prompt runs, in raw mode: draw the frame, read a key,
/// act on it, until the prompt ends; then leave one line behind in place of the
/// frame, with the answer or why there is none.
enum PromptSession {
    /// Runs a prompt whose state starts as `state`. `frame` draws it at the terminal's
    /// size (and may update what depends on the size, such as a list's scroll position);
    /// `handle` acts on a key. Ending without an answer leaves `✗ title › Cancelled`
    /// (or `Interrupted`) and throws.
    static func run<State, Answer>(
        on terminal: some PromptTerminal,
        title: String,
        theme: PromptTheme,
        state: State,
        frame: (inout State, TerminalSize) -> PromptFrame,
        handle: (inout State, Key) -> PromptStep<Answer>
    ) throws(PromptError) -> Answer {
        try run(on: terminal, title: title, theme: theme, state: state, renderer: FrameRenderer(), frame: frame, handle: handle)
    }

    /// ``run(on:title:theme:state:frame:handle:)`` with the frames drawn by `renderer`.
    static func run<State, Answer>(
        on terminal: some PromptTerminal,
        title: String,
        theme: PromptTheme,
        state: State,
        renderer: some FrameDrawing,
        frame: (inout State, TerminalSize) -> PromptFrame,
        handle: (inout State, Key) -> PromptStep<Answer>
    ) throws(PromptError) -> Answer {
        try terminal.withRawMode { () throws(PromptError) -> Answer in
            var state = state
            var renderer = renderer
            while true {
                renderer.draw(frame(&state, terminal.size), on: terminal)
                let step: PromptStep<Answer>
                do throws(PromptError) {
                    let key = try terminal.readKey()
                    switch key {
                    case .suspend:
                        // The frame is taken off first, so the shell's screen has none left over.
                        renderer.commit([], on: terminal)
                        terminal.suspend()
                        continue
                    case .resumed:
                        // Stopped from outside: the frame is somewhere above the shell's lines.
                        renderer.forget()
                        continue
                    default:
                        var next = handle(&state, key)
                        // The rest of a paste is taken before the frame is drawn again: one frame, not one a key.
                        while case .next = next, let more = try terminal.readKeyTypedAhead() {
                            next = more == .suspend || more == .resumed ? .next : handle(&state, more)
                        }
                        step = next
                    }
                } catch {
                    step = .fail(error)
                }
                switch step {
                case .next:
                    continue
                case .answer(let answer, let summary):
                    renderer.commit([summary], on: terminal)
                    return answer
                case .fail(let error):
                    renderer.commit([theme.unansweredLine(title, error: error)], on: terminal)
                    throw error
                }
            }
        }
    }
}
