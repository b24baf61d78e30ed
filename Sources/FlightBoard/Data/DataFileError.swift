/// A data file that cannot be used, with where the problem is and what is wrong.
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it (or `(embedded)` for the built-in airport).
    public let file: String
    /// Where in the file: `line 12, column 5 ($.flights[3].time)`; nil for the whole file.
    public let location: String?
    /// What is wrong, for the user, e.g. `expected YYYY-MM-DD, found "2024-13-01"`.
    public let message: String

    /// An error in `file` at `location`; leave `location` nil (the default) for the whole file.
    public init(file: String, location: String? = nil, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file: location: message`, without the location when there is none.
    public var description: String {
        [file, location, message].compactMap { $0 }.joined(separator: ": ")
    }
}
