/// An airport, by its three-letter IATA code, with the IANA time zone of its wall clock.
public struct Airport: Hashable, Sendable, Codable {
    /// Three-letter IATA code, e.g. `LGA`.
    public let code: String
    /// Full name, e.g. `LaGuardia Airport`.
    public let name: String
    /// The city it serves, e.g. `New York`.
    public let city: String
    /// IANA time zone identifier, e.g. `America/New_York`.
    public let timeZone: String

    /// An airport with the given IATA code, names and IANA time zone.
    public init(code: String, name: String, city: String, timeZone: String) {
        self.code = code
        self.name = name
        self.city = city
        self.timeZone = timeZone
    }
}
