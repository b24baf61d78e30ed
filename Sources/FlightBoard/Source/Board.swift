/// A board's filters, as the boards' options set them.
public struct BoardFilter: Sendable, Equatable {
    /// Leaves cancelled flights off (`--hide-cancelled`).
    public var hidesCancelled = false
    /// IATA airline code, uppercase.
    public var airline: String?
    /// Only flights with this status; nil for any.
    public var status: FlightStatus.Kind?
    /// Only flights still to come: not yet departed, landed or diverted, and not
    /// cancelled with a scheduled time already past.
    public var upcomingOnly = false

    /// A filter with the given settings; the defaults keep every flight.
    public init(hidesCancelled: Bool = false, airline: String? = nil,
                status: FlightStatus.Kind? = nil, upcomingOnly: Bool = false) {
        self.hidesCancelled = hidesCancelled
        self.airline = airline
        self.status = status
        self.upcomingOnly = upcomingOnly
    }

    /// Whether `flight` stays on the board.
    public func includes(_ flight: Flight) -> Bool {
        let kind = flight.status.kind
        if hidesCancelled && kind == .cancelled { return false }
        if let airline, flight.airline.code != airline { return false }
        if let status, kind != status { return false }
        if upcomingOnly {
            switch kind {
            case .departed, .landed, .diverted: return false
            case .cancelled: return flight.scheduled >= flight.asOf
            case .onTime, .delayed, .boarding: return true
            }
        }
        return true
    }
}

/// The arrivals or departures of one day at one airport, as known at a clock.
public struct Board: Sendable {
    /// The airport whose board it is.
    public let airport: Airport
    /// Whether this is the arrivals or the departures board.
    public let direction: Direction
    /// The local day whose scheduled flights the board lists.
    public let date: CivilDate
    /// The clock the board is read at, local to ``airport``.
    public let asOf: LocalDateTime
    /// The flights the filter kept, by scheduled time, then flight number.
    public let flights: [Flight]

    /// Builds the board from `source`, keeping the flights `filter` includes, sorted by scheduled time.
    public init(source: some FlightSource, direction: Direction, date: CivilDate,
                asOf: LocalDateTime, filter: BoardFilter = BoardFilter()) {
        airport = source.airport
        self.direction = direction
        self.date = date
        self.asOf = asOf
        flights = source.flights(on: date, direction: direction, asOf: asOf)
            .filter { filter.includes($0) }
            .sorted { ($0.scheduled, $0.designator) < ($1.scheduled, $1.designator) }
    }
}
