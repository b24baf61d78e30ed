/// One airline's punctuality over a period: what `flights stats --view carriers` lists.
public struct CarrierStatistics: Equatable, Sendable {
    /// The airline counted; for a total, a stand-in such as `All airlines`, which ``merge(_:)`` keeps.
    public var airline: Airline
    /// Scheduled flights, cancelled ones included.
    public var flights = 0
    /// Flights cancelled, out of ``flights``.
    public var cancelled = 0
    /// Flights that left but landed elsewhere, out of ``flights``.
    public var diverted = 0
    /// On time by the US DOT rule: arrived less than 15 minutes late (departed, for
    /// a departure whose arrival is not known); cancelled and diverted count as late.
    public var onTime = 0
    /// The sums and counts behind the mean delays.
    public private(set) var counts = DelayCounts()

    /// The minutes late added up, and how many flights they are of, behind the mean delays.
    public struct DelayCounts: Equatable, Sendable {
        /// Minutes late at departure of the flights that left, added up.
        public var departureDelaySum = 0
        /// How many of them.
        public var departureDelayCount = 0
        /// Minutes late at arrival of the flights that arrived, added up.
        public var arrivalDelaySum = 0
        /// How many of them.
        public var arrivalDelayCount = 0

        /// Sums and counts as given (all 0 by default).
        public init(departureDelaySum: Int = 0, departureDelayCount: Int = 0, arrivalDelaySum: Int = 0, arrivalDelayCount: Int = 0) {
            self.departureDelaySum = departureDelaySum
            self.departureDelayCount = departureDelayCount
            self.arrivalDelaySum = arrivalDelaySum
            self.arrivalDelayCount = arrivalDelayCount
        }
    }

    /// Statistics for `airline` with every count at 0.
    public init(airline: Airline) {
        self.airline = airline
    }

    /// Statistics counted elsewhere (a cache's summaries of each day), as ``add(cancelled:diverted:departureDelay:arrivalDelay:)``
    /// would have counted them.
    public init(airline: Airline, flights: Int, cancelled: Int, diverted: Int, onTime: Int, counts: DelayCounts) {
        self.airline = airline
        self.flights = flights
        self.cancelled = cancelled
        self.diverted = diverted
        self.onTime = onTime
        self.counts = counts
    }

    /// ``onTime`` as a fraction of ``flights``, 0...1; nil when there are no flights.
    public var onTimeShare: Double? { flights == 0 ? nil : Double(onTime) / Double(flights) }
    /// Mean minutes late at departure of the flights that left (early counts negative).
    public var meanDepartureDelay: Double? {
        counts.departureDelayCount == 0 ? nil : Double(counts.departureDelaySum) / Double(counts.departureDelayCount)
    }
    /// Mean minutes late at arrival of the flights that arrived.
    public var meanArrivalDelay: Double? {
        counts.arrivalDelayCount == 0 ? nil : Double(counts.arrivalDelaySum) / Double(counts.arrivalDelayCount)
    }

    /// Counts one flight. Delays are nil when unknown.
    public mutating func add(cancelled isCancelled: Bool, diverted isDiverted: Bool,
                             departureDelay: Int?, arrivalDelay: Int?) {
        flights += 1
        if isCancelled { cancelled += 1; return }
        if let departureDelay { counts.departureDelaySum += departureDelay; counts.departureDelayCount += 1 }
        if isDiverted { diverted += 1; return }
        if let arrivalDelay { counts.arrivalDelaySum += arrivalDelay; counts.arrivalDelayCount += 1 }
        if let delay = arrivalDelay ?? departureDelay, OnTimeRule.isOnTime(delayMinutes: delay) { onTime += 1 }
    }

    /// Adds another period's or airline's counts, for totals.
    public mutating func merge(_ other: CarrierStatistics) {
        flights += other.flights
        cancelled += other.cancelled
        diverted += other.diverted
        onTime += other.onTime
        counts.departureDelaySum += other.counts.departureDelaySum
        counts.departureDelayCount += other.counts.departureDelayCount
        counts.arrivalDelaySum += other.counts.arrivalDelaySum
        counts.arrivalDelayCount += other.counts.arrivalDelayCount
    }
}

extension FlightSource {
    /// A simulated source has no first or last day.
    public var recordedDays: ClosedRange<CivilDate>? { nil }

    /// Per-airline statistics of the flights scheduled on `days` that have finished by `now`,
    /// built from the flights themselves; sources with columns of their own do it faster.
    public func carrierStatistics(days: ClosedRange<CivilDate>, asOf now: LocalDateTime) throws(FlightSourceError) -> [CarrierStatistics] {
        var byCode: [String: CarrierStatistics] = [:]
        var day = days.lowerBound
        while day <= days.upperBound {
            for flight in try flights(on: day, asOf: now) {
                let kind = flight.status.kind
                guard [.departed, .landed, .cancelled, .diverted].contains(kind) else { continue }
                let delay = kind == .cancelled ? nil : flight.operation.delayMinutes
                byCode[flight.airline.code, default: CarrierStatistics(airline: flight.airline)].add(
                    cancelled: kind == .cancelled, diverted: kind == .diverted,
                    departureDelay: flight.direction == .departure ? delay : nil,
                    arrivalDelay: flight.direction == .arrival && kind != .diverted ? delay : nil)
            }
            day = day.adding(days: 1)
        }
        return byCode.values.sorted { $0.airline.code < $1.airline.code }
    }
}
