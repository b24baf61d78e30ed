/// Every exit status the tool uses, declared once for the code, the help and the manual.
public enum ExitStatus: Int32, CaseIterable, Sendable {
    case success = 0
    case failure = 1
    /// EX_USAGE: a mistyped command, option or value.
    case usage = 64
    /// EX_DATAERR: a data file that cannot be used.
    case dataError = 65
    /// EX_NOINPUT: a data file that does not exist or cannot be read.
    case noInput = 66
    /// EX_IOERR: the output could not be written (a full disk, say).
    case ioError = 74

    /// What the status means, as the manual's EXIT STATUS section says it.
    public var meaning: String {
        switch self {
        case .success: "Success."
        case .failure: "A failure not covered below, such as a time zone that cannot be read."
        case .usage: "Usage error: an unknown command or option, a missing or invalid value."
        case .dataError: "A data file is malformed or inconsistent."
        case .noInput: "A data file does not exist, is a directory, or cannot be opened."
        case .ioError: "The output could not be written, for example because the disk is full."
        }
    }
}
