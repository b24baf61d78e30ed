/// How often the flights of one direction of a board were late over some days, counted the
/// ways ``LateOdds`` weighs them: by flight (its number and other end), by the airline's route,
/// by scheduled hour of the day, by airline, and for the whole airport.
///
/// Late is the DOT rule of ``Flight/isLate``; a flight whose outcome is not known yet is not counted.
public struct LateRecord: Equatable, Sendable {
    /// How many flights were counted, and how many of them were late.
    public struct Count: Equatable, Sendable {
        /// Flights with a known outcome.
        public var flights = 0
        /// Of those, late.
        public var late = 0

        /// A count of `flights`, `late` of them late.
        public init(flights: Int = 0, late: Int = 0) {
            self.flights = flights
            self.late = late
        }

        /// Counts one more flight, late or not.
        public mutating func add(_ isLate: Bool) {
            flights += 1
            if isLate { late += 1 }
        }

        func adding(_ other: Count) -> Count {
            Count(flights: flights + other.flights, late: late + other.late)
        }

        mutating func add(_ other: Count) {
            flights += other.flights
            late += other.late
        }
    }

    /// The flights a record keeps counts of by number, route and airline: those whose odds
    /// are asked (a history's legs, a shown flight). The airport's and the hours' counts are
    /// of every flight all the same, so that those flights' odds are as a whole record's;
    /// a month at a hub holds a thousand numbers, which a record of all makes a name each.
    public struct Focus: Equatable, Sendable {
        /// The airlines' codes.
        public let airlines: Set<String>
        /// The routes.
        public let routes: Set<Route>
        fileprivate let legs: Set<Leg>

        /// The counts that the odds of `flights` read.
        public init(_ flights: [Flight]) {
            airlines = Set(flights.map(\.airline.code))
            routes = Set(flights.map { Route(airline: $0.airline.code, other: $0.airport.code) })
            legs = Set(flights.map { Leg(designator: $0.designator, other: $0.airport.code) })
        }

        fileprivate func holds(_ leg: Leg) -> Bool { legs.contains(leg) }
    }

    /// The direction counted: a departure's odds come from departures.
    public let direction: Direction
    /// The flights counted by number, route and airline; nil: all of them.
    public let focus: Focus?
    /// Every flight counted.
    public private(set) var airport = Count()
    private var byAirline: [String: Count] = [:]
    private var byRoute: [Route: Count] = [:]
    private var byFlight: [Leg: Count] = [:]
    private var byHour = [Count](repeating: Count(), count: 24)

    /// An airline's flights to or from one other end, by their codes.
    public struct Route: Hashable, Sendable {
        /// The airline's code.
        public let airline: String
        /// The other end's code.
        public let other: String
    }
    fileprivate struct Leg: Hashable { let designator: FlightDesignator, other: String }

    /// An empty record of `direction`, with room for about `legs` flight numbers and other
    /// ends: a source that knows how many it will add spares the tables their growing (a
    /// month at a hub counts a thousand of them). With a `focus`, only its flights are
    /// counted by number, route and airline.
    public init(direction: Direction, legs: Int = 0, focus: Focus? = nil) {
        self.direction = direction
        self.focus = focus
        byFlight.reserveCapacity(focus == nil ? legs : 0)
        byRoute.reserveCapacity(focus == nil ? legs / 4 : 0)
    }

    /// Whether the record's counts by number, route and airline hold `flight`'s: always
    /// without a focus.
    public func covers(_ flight: Flight) -> Bool {
        focus.map { $0.holds(Leg(designator: flight.designator, other: flight.airport.code)) } ?? true
    }

    /// Counts `flight` when it is of the record's direction and its outcome is known.
    public mutating func add(_ flight: Flight) {
        guard flight.direction == direction, let isLate = flight.isLate else { return }
        add(designator: flight.designator, other: flight.airport.code, hour: flight.scheduled.time.hour, isLate: isLate)
    }

    /// Counts a flight of the record's direction known by its number, its other end's code,
    /// its scheduled hour (0 to 23) and whether it was late: a source's rows need no `Flight`.
    public mutating func add(designator: FlightDesignator, other: String, hour: Int, isLate: Bool) {
        add(Count(flights: 1, late: isLate ? 1 : 0), designator: designator, other: other)
        byHour[min(23, max(0, hour))].add(isLate)
    }

    /// Adds `count`, flights of one number to or from one other end that the caller counted
    /// itself (a source counting its rows by packed codes, without a string a row): the same
    /// as adding each, but for their hours, which ``add(_:hour:)`` adds.
    public mutating func add(_ count: Count, designator: FlightDesignator, other: String) {
        // Each key hashed once, the count changed where it lies.
        airport.add(count)
        if let focus {
            guard focus.airlines.contains(designator.airline) else { return }
            byAirline[designator.airline, default: Count()].add(count)
            let route = Route(airline: designator.airline, other: other)
            guard focus.routes.contains(route) else { return }
            byRoute[route, default: Count()].add(count)
            let leg = Leg(designator: designator, other: other)
            if focus.holds(leg) { byFlight[leg, default: Count()].add(count) }
            return
        }
        byAirline[designator.airline, default: Count()].add(count)
        byRoute[Route(airline: designator.airline, other: other), default: Count()].add(count)
        byFlight[Leg(designator: designator, other: other), default: Count()].add(count)
    }

    /// Adds `count`, flights of `airline` on routes outside the focus: counted for the airline
    /// and the airport (their hours with ``add(_:hour:)``).
    public mutating func add(_ count: Count, airline: String) {
        airport.add(count)
        if focus?.airlines.contains(airline) ?? true { byAirline[airline, default: Count()].add(count) }
    }

    /// Adds `count`, flights of airlines outside the focus: counted for the airport only (their
    /// hours with ``add(_:hour:)``).
    public mutating func add(_ count: Count) {
        airport.add(count)
    }

    /// Adds `count` to the flights scheduled in `hour` (0 to 23), counted with
    /// ``add(_:designator:other:)``.
    public mutating func add(_ count: Count, hour: Int) {
        byHour[min(23, max(0, hour))].add(count)
    }

    /// Adds `other`'s counts: another file's flights of the same direction.
    public mutating func merge(_ other: LateRecord) {
        precondition(other.focus == focus, "records of different focuses merged")
        airport.add(other.airport)
        byAirline.merge(other.byAirline) { $0.adding($1) }
        byRoute.merge(other.byRoute) { $0.adding($1) }
        byFlight.merge(other.byFlight) { $0.adding($1) }
        for hour in byHour.indices { byHour[hour].add(other.byHour[hour]) }
    }

    /// The flights of `flight`'s number to or from the same other end.
    public func ofFlight(_ flight: Flight) -> Count {
        byFlight[Leg(designator: flight.designator, other: flight.airport.code)] ?? Count()
    }

    /// The flights of `flight`'s airline to or from the same other end.
    public func ofRoute(_ flight: Flight) -> Count {
        byRoute[Route(airline: flight.airline.code, other: flight.airport.code)] ?? Count()
    }

    /// The flights of `flight`'s airline.
    public func ofAirline(_ flight: Flight) -> Count {
        byAirline[flight.airline.code] ?? Count()
    }

    /// The flights of every airline scheduled in the same hour of the day as `flight`.
    public func ofHour(_ flight: Flight) -> Count {
        byHour[flight.scheduled.time.hour]
    }
}
