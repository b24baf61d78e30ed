import FlightBoard

/// An on-time file that cannot be read: which file, what kind of problem and where, and
/// what is wrong. The kind says what the user can do: a bad row can be skipped
/// (`--skip-bad-rows`), a bad header or an empty file cannot.
public struct OnTimeFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the problem is, as much as tells the user what to fix.
    public enum Kind: Equatable, Sendable {
        /// Nothing but blank lines: not even a header.
        case emptyFile
        /// The header, on this 1-based line, cannot be read or is not one of the two layouts.
        case header(line: Int)
        /// A row, on this 1-based line of the file, whose value in `column` is wrong.
        case row(line: Int, column: String)
    }

    /// The file as the user named it.
    public let file: String
    /// Where the problem is.
    public let kind: Kind
    /// What is wrong, e.g. `expected a whole number of minutes (at most 32767) or NA, found "1x"`.
    public let message: String

    /// An error in `file` of the given kind.
    public init(file: String, kind: Kind, message: String) {
        self.file = file
        self.kind = kind
        self.message = message
    }

    /// `line 12, column dep_delay`, `line 1`, or nil for the whole file.
    public var location: String? {
        switch kind {
        case .emptyFile: nil
        case .header(let line): "line \(line)"
        case .row(let line, let column): "line \(line), column \(column)"
        }
    }

    /// Whether leaving the row out (`--skip-bad-rows`) gets past the problem.
    public var isSkippable: Bool {
        if case .row = kind { true } else { false }
    }

    /// `file: location: message`, the way every data file error reads.
    public var description: String {
        DataFileError(file: file, location: location, message: message).description
    }
}
