/// The whole board's punctuality over time, in the two views of the iOS battery
/// graph: the last 24 hours by hour, and the last 10 days by day.
public struct OnTimeHistory: Sendable {
    /// One bar of the chart: the flights scheduled in a period.
    public struct Period: Sendable {
        /// The first minute of the period, local to the airport.
        public let start: LocalDateTime
        /// The punctuality of the flights scheduled in the period.
        public let summary: OnTimeSummary
    }

    /// Which view: 24 periods of an hour, or 10 of a day.
    public enum Span: String, CaseIterable, Sendable {
        /// The 24 hours up to the current one, by hour.
        case hours
        /// The 10 days up to today, by day.
        case days

        /// How many periods the view has: 24 or 10.
        public var periodCount: Int { self == .hours ? 24 : 10 }
        var periodMinutes: Int { self == .hours ? 60 : 1440 }
    }

    /// The view the periods follow.
    public let span: Span
    /// Oldest first; the last one contains the clock.
    public let periods: [Period]
    /// All periods together.
    public let total: OnTimeSummary

    /// Gathers both directions' flights of `source` into periods ending with the one that contains `now`.
    public init(source: some FlightSource, span: Span, asOf now: LocalDateTime) throws(FlightSourceError) {
        self.span = span
        let lastStart = span == .hours
            ? LocalDateTime(date: now.date, time: TimeOfDay(hour: now.time.hour, minute: 0)!)
            : LocalDateTime(date: now.date, time: TimeOfDay(hour: 0, minute: 0)!)
        let firstStart = lastStart.adding(minutes: -(span.periodCount - 1) * span.periodMinutes)
        var byPeriod = [[Flight]](repeating: [], count: span.periodCount)
        var day = firstStart.date
        while day <= now.date {
            for flight in try source.flights(on: day, asOf: now) {
                let index = flight.scheduled.minutes(since: firstStart).floorDiv(span.periodMinutes)
                if (0..<span.periodCount).contains(index) { byPeriod[index].append(flight) }
            }
            day = day.adding(days: 1)
        }
        periods = byPeriod.enumerated().map { index, flights in
            Period(start: firstStart.adding(minutes: index * span.periodMinutes), summary: OnTimeSummary(flights))
        }
        total = OnTimeSummary(byPeriod.flatMap { $0 })
    }
}
