/// The aircraft that flies a flight, as the data names it.
public struct Aircraft: Hashable, Sendable {
    /// Its registration, the tail number painted on it (`N14228`): letters and digits only.
    public let registration: String
    /// Its maker and model (`Boeing 737-824`), from a file of aircraft; nil when not known.
    public let type: String?
    /// Its seats, when known.
    public let seats: Int?
    /// The year it was built, when known.
    public let built: Int?

    public init(registration: String, type: String? = nil, seats: Int? = nil, built: Int? = nil) {
        self.registration = registration
        self.type = type
        self.seats = seats
        self.built = built
    }

    /// As much as is known, most telling first: `N14228`, `Boeing 737-824`, `149 seats`, `built 1999`.
    public var parts: [String] {
        [registration, type, seats.map { "\($0) seats" }, built.map { "built \($0)" }].compactMap { $0 }
    }

    /// ``parts`` on one line: `N14228 · Boeing 737-824 · 149 seats · built 1999`.
    public var description: String {
        parts.joined(separator: " · ")
    }
}
