import FileSystemKit

/// A file of names read beside recorded data: airline names, airport names and time zones, or
/// the aircraft by registration.
public struct NameFile: Sendable {
    /// Which of the three files it is.
    public enum Kind: Sendable, CaseIterable {
        case airlines
        case airports
        case planes

        /// The file's name when it is found beside the data file.
        public var defaultName: String {
            switch self {
            case .airlines: "airlines.csv"
            case .airports: "airports.csv"
            case .planes: "planes.csv"
            }
        }
    }

    /// Which file it is.
    public let kind: Kind
    /// Where it is.
    public let path: String
    /// Whether the user named it; a file found beside the data may be missing, a named one may not.
    public let isNamed: Bool
}
