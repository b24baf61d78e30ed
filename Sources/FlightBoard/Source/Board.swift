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
    /// - Parameter aircraft: whether the flights name their aircraft; a board shown without
    ///   them need not look up hundreds of registrations (``FlightSource/countedFlights(on:direction:asOf:)``).
    public init(source: some FlightSource, direction: Direction, date: CivilDate,
                asOf: LocalDateTime, filter: BoardFilter = BoardFilter(), aircraft: Bool = true) throws(FlightSourceError) {
        airport = source.airport
        self.direction = direction
        self.date = date
        self.asOf = asOf
        // Filtered and sorted in place: a hub's day of flights copied twice was a fifth of the
        // memory a cached board touched.
        var flights = try aircraft ? source.flights(on: date, direction: direction, asOf: asOf)
                                   : source.countedFlights(on: date, direction: direction, asOf: asOf)
        flights.removeAll { !filter.includes($0) }
        func precedes(_ first: Flight, _ second: Flight) -> Bool {
            (first.scheduled, first.designator) < (second.scheduled, second.designator)
        }
        // Recorded data gives them in this order already: the sort, even of sorted flights,
        // took a buffer of half their size.
        if flights.indices.dropFirst().contains(where: { precedes(flights[$0], flights[$0 - 1]) }) {
            flights.sort(by: precedes)
        }
        self.flights = flights
    }
}

extension Board {
    /// A board of the flights given, as they are: for a caller that filters and sorts them itself.
    public init(airport: Airport, direction: Direction, date: CivilDate, asOf: LocalDateTime, flights: [Flight]) {
        self.airport = airport
        self.direction = direction
        self.date = date
        self.asOf = asOf
        self.flights = flights
    }
}
