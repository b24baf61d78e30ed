/// What a user typed to name a flight: a full designator (`UA1545`, `B6 725`),
/// or a bare number (`1545`) that must match exactly one airline's flight.
public enum FlightQuery: Hashable, Sendable, CustomStringConvertible {
    case designator(FlightDesignator)
    case number(Int)

    /// Parses a designator, or 1 to 4 digits.
    public init(parsing text: String) throws(FlightDesignatorError) {
        let trimmed = text.trimmingSpaces
        if (1...4).contains(trimmed.count), trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
           let number = Int(trimmed), number > 0 {
            self = .number(number)
            return
        }
        self = .designator(try FlightDesignator(parsing: text))
    }

    /// Whether `flight` is the one meant.
    public func matches(_ flight: Flight) -> Bool {
        switch self {
        case .designator(let designator): flight.designator == designator
        case .number(let number): flight.designator.number == number
        }
    }

    /// The designator as written on a board (`UA 1545`), or the bare number.
    public var description: String {
        switch self {
        case .designator(let designator): designator.description
        case .number(let number): String(number)
        }
    }
}
