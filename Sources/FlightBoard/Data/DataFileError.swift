/// A data file that cannot be used, with where the problem is and what is wrong.
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it (or `(embedded)` for the built-in airport).
    public let file: String
    /// A JSON path such as `$.flights[3].time`, or `line 12, column 5`; nil for the whole file.
    public let location: String?
    public let message: String
    /// Missing files and unreadable ones are told apart for the exit status.
    public let isMissing: Bool

    public init(file: String, location: String? = nil, message: String, isMissing: Bool = false) {
        self.file = file
        self.location = location
        self.message = message
        self.isMissing = isMissing
    }

    public var description: String {
        [file, location, message].compactMap { $0 }.joined(separator: ": ")
    }
}
