import TerminalKit

/// Runs one of the tool's commands inside the board app, as if typed with the app's data
/// and clock options: `checkin UA635 --date 2026-12-01` becomes that command with the
/// app's `--data`, `--airport` and `--at`. Its questions are asked on the terminal given
/// (the app's screen), and its result comes back as a value for the app to show; nothing
/// it writes reaches the screen.
struct InProcessCommand {
    /// What the command gave.
    enum Outcome {
        case result(any CommandResult)
        /// It ended with an error: a refusal (check-in closed), a cancelled question, Ctrl-C.
        case failed(CLIError)
        /// It had nothing to give back.
        case nothing
    }

    /// The app's own invocation, whose data and clock options the commands take.
    let invocation: Invocation
    let clock: BoardClock

    func run(_ words: [String], prompts terminal: any PromptTerminal) -> Outcome {
        var environment = invocation.environment
        environment.output = CapturedOutput()
        environment.errorOutput = CapturedOutput()
        let handle = TerminalHandle(terminal: terminal)
        environment.promptTerminal = { _ in handle.terminal }
        let arguments = CommandHint.arguments(words, invocation: invocation, clock: clock)
        do throws(CLIError) {
            guard case .run(let command, let parsed) = try CommandLineParser(tool: invocation.tool)
                .parse(arguments, environment: environment.variables) else { return .nothing }
            let inner = Invocation(tool: invocation.tool, command: command, arguments: parsed, environment: environment)
            return try command.run(inner).map(Outcome.result) ?? .nothing
        } catch {
            return .failed(error)
        }
    }
}

/// Hands the app's terminal to the environment's closure, which must be `Sendable`: the
/// app and the commands it runs share one thread, so the terminal is never used from two.
private final class TerminalHandle: @unchecked Sendable {
    let terminal: any PromptTerminal
    init(terminal: any PromptTerminal) { self.terminal = terminal }
}
