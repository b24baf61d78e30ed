import FlightBoard
import TerminalKit

/// Delay causes and cancellation reasons airline by airline, as `stats --view causes` gives them.
struct CauseResult: CommandResult {
    let rows: [CauseStatistics]
    let days: ClosedRange<CivilDate>
    let airport: Airport

    func text(for target: OutputTarget) -> String {
        let title = target.title("Why late, why cancelled, by airline at \(airport.name), \(days.lowerBound) to \(days.upperBound)")
        return title + CauseTable(rows: rows).text(width: target.width, color: target.color)
    }

    func json() -> JSONValue {
        func object(_ row: CauseStatistics) -> JSONValue {
            .object([
                ("airline", .string(row.airline.code)), ("airline_name", .string(row.airline.name)),
                ("flights", .int(row.flights)), ("late_flights", .int(row.lateFlights)),
                ("delay_minutes", .object(zip(DelayCause.allCases, row.minutes).map { ($0.rawValue, .int($1)) })),
                ("flights_late_by", .object(zip(DelayCause.allCases, row.flightsLateBy).map { ($0.rawValue, .int($1)) })),
                ("cancelled", .int(row.cancelled)),
                ("cancelled_by", .object(zip(CancellationReason.allCases, row.cancelledBy).map { ($0.code, .int($1)) })),
            ])
        }
        return .object([
            ("view", .string("causes")), ("from", .string(days.lowerBound.description)), ("to", .string(days.upperBound.description)),
            ("carriers", .array(rows.map(object))), ("total", object(CauseTable.total(rows))),
        ])
    }

    /// The units of the table's columns, and what the data lacks.
    var notes: [String] {
        let legend = "Minutes of arrival delay by cause (BTS gives causes for arrivals 15+ minutes late: LATE counts them); "
            + "cancellations by reason: A carrier, B weather, C national air system, D security."
        guard rows.contains(where: \.hasAny) else {
            return [legend, "The data gives no causes or reasons: they come from BTS's CarrierDelay, WeatherDelay, NASDelay, "
                + "SecurityDelay, LateAircraftDelay and CancellationCode columns."]
        }
        return [legend]
    }
}
