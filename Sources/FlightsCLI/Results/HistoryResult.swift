import FlightBoard
import TerminalKit

/// A flight number's on-time record over its previous days, leg by leg, as `history` gives it.
struct HistoryResult: ViewResult {
    /// One leg's record.
    struct Leg {
        /// The flight that names the leg: the one asked about, or its latest.
        let flight: Flight
        /// The leg's days, oldest first.
        let history: [Flight]
        /// `flight`'s late chance on its day, made from the days before it.
        var chance: LateChance? = nil

        /// The days of `flight`'s leg (its number, direction and other end) before its day, oldest first.
        static func history(of flight: Flight, in source: any FlightSource, days: Int,
                            asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
            let leg = FlightLeg(flight, at: source.airport)
            return try source.history(of: flight.designator, direction: flight.direction, before: flight.scheduled.date,
                                      days: days, asOf: now)
                .filter { FlightLeg($0, at: source.airport) == leg }
        }
    }

    /// The board's airport, one end of every leg.
    let airport: Airport
    /// The legs, in the order of the day; never empty.
    let legs: [Leg]

    /// A chart for each leg, one under the other.
    var view: any TerminalView {
        LegCharts(charts: legs.map { HistoryChart(flight: $0.flight, history: $0.history, chance: $0.chance) })
    }

    /// Whether the day's outcome is known at the clock; until then `on_time` is null.
    static func isFinished(_ flight: Flight) -> Bool {
        [.departed, .landed, .cancelled, .diverted].contains(flight.status.kind)
    }

    /// Several legs are all shown; the note says which they are and how to see one.
    var notes: [String] {
        guard legs.count > 1 else { return [] }
        let flights = legs.map(\.flight)
        let routes = flights.map { FlightLeg($0, at: airport).route }
        return ["\(flights[0].designator) flies \(legs.count) legs at \(airport.code), each with its own history: "
                + routes.joined(separator: ", ") + ". " + FlightResolver.legsHint(flights, airport: airport)]
    }

    func json() -> JSONValue {
        .object([
            ("flight", .string(legs[0].flight.designator.description)),
            ("airport", .string(airport.code)),
            ("legs", .array(legs.map { leg in
                let route = FlightLeg(leg.flight, at: airport)
                return .object([
                    ("origin", .string(route.origin.code)),
                    ("destination", .string(route.destination.code)),
                    ("direction", .string(route.direction.rawValue)),
                    ("days", .array(leg.history.map(Self.day))),
                    ("summary", .object(SummaryJSON.fields(OnTimeSummary(leg.history)))),
                    ("causes", Self.causes(leg.history)),
                    ("late_chance_date", .string(leg.flight.scheduled.date.description)),
                    ("late_chance", leg.chance.map { .double(($0.probability * 10000).rounded() / 10000) } ?? .null),
                    ("late_chance_basis", leg.chance.map(FlightDetails.lateChanceBasis) ?? .null),
                ])
            })),
            ("summary", .object(SummaryJSON.fields(OnTimeSummary(legs.flatMap(\.history))))),
        ])
    }

    /// Why the leg's days were late and cancelled, where the data says; null where it does not.
    private static func causes(_ history: [Flight]) -> JSONValue {
        let counted = CauseStatistics(airline: Airline(code: "", name: ""), flights: history)
        guard counted.hasAny else { return .null }
        return .object([
            ("late_flights", .int(counted.lateFlights)),
            ("delay_minutes", .object(zip(DelayCause.allCases, counted.minutes).map { ($0.rawValue, .int($1)) })),
            ("cancelled_by", .object(zip(CancellationReason.allCases, counted.cancelledBy).map { ($0.code, .int($1)) })),
        ])
    }

    private static func day(_ flight: Flight) -> JSONValue {
        .object([
            ("date", .string(flight.scheduled.date.description)),
            ("scheduled", .string(flight.scheduled.description)),
            ("actual", flight.estimated.map { .string($0.description) } ?? .null),
            ("status", .string(flight.status.kind.rawValue)),
            ("delay_minutes", flight.delayMinutes.map { .int($0) } ?? .null),
            ("on_time", isFinished(flight) ? .bool(flight.operation.isOnTime) : .null),
        ])
    }
}

/// The legs' charts one under the other, a blank line between them.
private struct LegCharts: TerminalView {
    let charts: [HistoryChart]

    func styledLines(in size: TerminalSize) -> [StyledLine] {
        charts.enumerated().flatMap { index, chart in (index == 0 ? [] : [[]]) + chart.styledLines(in: size) }
    }
}
