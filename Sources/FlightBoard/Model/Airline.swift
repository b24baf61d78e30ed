/// An airline, by its two-character IATA code.
public struct Airline: Hashable, Sendable, Codable {
    public let code: String
    public let name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}
