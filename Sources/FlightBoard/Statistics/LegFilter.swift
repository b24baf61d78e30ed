/// Which legs a user means: those to any of ``to`` and from any of ``from``, each place
/// named as a board's `--to` and `--from` name it (code, city, or airport name); no
/// place means every leg.
public struct LegFilter: Sendable, Equatable {
    /// Places one of which the leg must go to; empty for any.
    public var to: [String]
    /// Places one of which the leg must come from; empty for any.
    public var from: [String]

    /// A filter of the given places; the defaults keep every leg.
    public init(to: [String] = [], from: [String] = []) {
        self.to = to
        self.from = from
    }

    /// Whether the filter names no place and so keeps every leg.
    public var isEmpty: Bool { to.isEmpty && from.isEmpty }

    /// Whether `leg` goes to one of ``to`` and comes from one of ``from``.
    public func includes(_ leg: FlightLeg) -> Bool {
        (to.isEmpty || to.contains { Self.names($0, leg.destination) })
            && (from.isEmpty || from.contains { Self.names($0, leg.origin) })
    }

    private static func names(_ place: String, _ airport: Airport) -> Bool {
        !NameSearch.airports(matching: place, among: [airport]).isEmpty
    }
}
