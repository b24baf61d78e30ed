/// A source that could not answer a query: the stored data it reads turned out damaged,
/// and reading the original again failed too. Nothing half-answered is returned.
public struct FlightSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, which decides what the user can do about it.
    public enum Kind: Equatable, Sendable {
        /// The original file cannot be read any more (gone, or not a file).
        case unreadable
        /// The original file can be read but no longer parses.
        case malformed
        /// The original file was written over while it was read: what was read is not the file.
        case changed
    }

    /// What went wrong.
    public let kind: Kind
    /// The whole message for the user, naming the file.
    public let description: String

    /// An error of `kind`, described for the user.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
