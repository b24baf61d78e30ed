/// Every exit status the tool uses, declared once for the code, the help and the manual.
public enum ExitStatus: Int32, CaseIterable, Sendable {
    case success = 0
    case failure = 1
    /// The user cancelled a prompt (Esc, end of input) or declined a confirmation.
    case cancelled = 2
    /// EX_USAGE: a mistyped command, option or value.
    case usage = 64
    /// EX_DATAERR: a data file that cannot be used.
    case dataError = 65
    /// EX_NOINPUT: a data file that does not exist or cannot be read.
    case noInput = 66
    /// EX_IOERR: the output could not be written (a full disk, say).
    case ioError = 74
    /// EX_TEMPFAIL: a data file changed while it was read; the same command may work later.
    case tryAgain = 75
    /// Interrupted by Ctrl-C at a prompt: the process ends as killed by SIGINT, which shells report as 130.
    case interrupted = 130

    /// What the status means, as the manual's EXIT STATUS section says it.
    public var meaning: String {
        switch self {
        case .success: "Success."
        case .failure: "A failure not covered below: a flight that is not found, an action the flight does not allow (check-in closed, rebooking a flight that is not cancelled), a watched flight cancelled or diverted away, a time zone that cannot be read."
        case .cancelled: "A question was cancelled (Esc, or the end of input) or a confirmation declined; nothing was changed."
        case .usage: "Usage error: an unknown command or option, a missing or invalid value."
        case .dataError: "A data file is malformed or inconsistent."
        case .noInput: "A data file does not exist, is a directory, or cannot be opened."
        case .ioError: "The output or the state file could not be written, for example because the disk is full, or a zip archive's CSV could not be inflated to the disk to be read."
        case .tryAgain: "A data file changed while it was read (another program was writing it); nothing was answered from it, and the same command may work once the file is written."
        case .interrupted: "Interrupted by Ctrl-C at a prompt; the terminal is restored first, and nothing was changed."
        }
    }
}
