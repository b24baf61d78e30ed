import FileSystemKit

/// A file of names read beside recorded data: airline names, or airport names and time zones.
public struct NameFile: Sendable {
    /// Which of the two files it is.
    public enum Kind: Sendable, CaseIterable {
        case airlines
        case airports

        /// The file's name when it is found beside the data file.
        public var defaultName: String { self == .airlines ? "airlines.csv" : "airports.csv" }
    }

    /// Which file it is.
    public let kind: Kind
    /// Where it is.
    public let path: String
    /// Whether the user named it; a file found beside the data may be missing, a named one may not.
    public let isNamed: Bool
}
