/// An airport, by its three-letter IATA code, with the IANA time zone of its wall clock.
public struct Airport: Hashable, Sendable, Codable {
    public let code: String
    public let name: String
    public let city: String
    public let timeZone: String

    public init(code: String, name: String, city: String, timeZone: String) {
        self.code = code
        self.name = name
        self.city = city
        self.timeZone = timeZone
    }
}
