import FlightBoard

/// An error that ends a command: one message for the user, and the exit status.
public struct CLIError: Error, Sendable {
    /// What went wrong, printed after `flights: ` on standard error.
    public let message: String
    /// The status the process exits with.
    public let status: ExitStatus
    /// For usage errors: the command whose usage line to print (nil for the tool itself).
    let usageOf: CommandSpec?
    /// A suggestion printed after the usage line, such as a did-you-mean.
    let hint: String?
    /// For a flow's refusal: what helps, which the board app offers where the command line
    /// prints the hint.
    let remedy: FlowRemedy?
    /// Whether the command has said all there is on its own output, so that only the status
    /// is left to give (a watch whose flight was cancelled).
    private(set) var isAlreadySaid = false

    init(_ message: String, status: ExitStatus = .failure, usageOf: CommandSpec? = nil, hint: String? = nil,
         remedy: FlowRemedy? = nil) {
        self.message = message
        self.status = status
        self.usageOf = usageOf
        self.hint = hint
        self.remedy = remedy
    }

    /// An end with `status` whose reason the command has already written.
    static func alreadySaid(_ status: ExitStatus) -> CLIError {
        var error = CLIError("", status: status)
        error.isAlreadySaid = true
        return error
    }

    /// A usage error (exit 64) for `command` (nil: the tool).
    static func usage(_ message: String, command: CommandSpec?, hint: String? = nil) -> CLIError {
        CLIError(message, status: .usage, usageOf: command, hint: hint)
    }

    /// A data file that cannot be used (exit 65).
    init(_ error: DataFileError) {
        self.init(error.description, status: .dataError)
    }

    /// Data that could not answer a query (exit 66 when its file cannot be read any
    /// more, 65 when it no longer parses, 75 when it changed while it was read).
    init(_ error: FlightSourceError) {
        let status: ExitStatus = switch error.kind {
        case .unreadable: .noInput
        case .malformed: .dataError
        case .changed: .tryAgain
        }
        self.init(error.description, status: status)
    }

    /// What `query` of the data answers, its failure made the tool's error.
    static func answer<T>(_ query: () throws(FlightSourceError) -> T) throws(CLIError) -> T {
        do {
            return try query()
        } catch {
            throw CLIError(error)
        }
    }
}
