import FlightBoard
import TerminalKit

/// Punctuality airline by airline over some days, as `stats --view carriers` gives it.
struct CarrierResult: CommandResult {
    let rows: [CarrierStatistics]
    let days: ClosedRange<CivilDate>
    let airport: Airport

    /// The title (on a terminal only, like a board's) and the table.
    func text(for target: OutputTarget) -> String {
        let title = target.title("On time by airline at \(airport.name), \(days.lowerBound) to \(days.upperBound)")
        return title + CarrierTable(rows: rows).text(width: target.width, color: target.color)
    }

    func json() -> JSONValue {
        var total = CarrierStatistics(airline: Airline(code: "All", name: "All airlines"))
        rows.forEach { total.merge($0) }
        func object(_ row: CarrierStatistics) -> JSONValue {
            .object([
                ("airline", .string(row.airline.code)), ("airline_name", .string(row.airline.name)),
                ("flights", .int(row.flights)), ("cancelled", .int(row.cancelled)), ("diverted", .int(row.diverted)),
                ("on_time", .int(row.onTime)),
                ("on_time_share", row.onTimeShare.map { .double(($0 * 10000).rounded() / 10000) } ?? .null),
                ("mean_departure_delay_minutes", row.meanDepartureDelay.map { .double(($0 * 100).rounded() / 100) } ?? .null),
                ("mean_arrival_delay_minutes", row.meanArrivalDelay.map { .double(($0 * 100).rounded() / 100) } ?? .null),
            ])
        }
        return .object([
            ("view", .string("carriers")), ("from", .string(days.lowerBound.description)), ("to", .string(days.upperBound.description)),
            ("carriers", .array(rows.map(object))), ("total", object(total)),
        ])
    }
}
