/// An airline, by its two-character IATA code.
public struct Airline: Hashable, Sendable, Codable {
    /// Two-character IATA code, e.g. `UA`.
    public let code: String
    /// Full name for display, e.g. `United Airlines`.
    public let name: String

    /// An airline with the given IATA code and display name.
    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}
