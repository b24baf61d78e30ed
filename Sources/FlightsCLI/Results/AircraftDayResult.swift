import FlightBoard
import TerminalKit

/// An aircraft's day, as `plane` gives it: its legs in order.
struct AircraftDayResult: CommandResult {
    let day: AircraftDay
    let asOf: LocalDateTime

    func json() -> JSONValue {
        let aircraft = day.aircraft
        return .object([
            ("aircraft", AircraftDayResult.json(aircraft)),
            ("date", .string(day.date.description)),
            ("as_of", .string(asOf.description)),
            ("legs", .array(day.legs.map(AircraftDayResult.json))),
        ])
    }

    /// What the data knows of an aircraft; unknown parts are null.
    static func json(_ aircraft: Aircraft) -> JSONValue {
        .object([
            ("registration", .string(aircraft.registration)),
            ("type", aircraft.type.map(JSONValue.string) ?? .null),
            ("seats", aircraft.seats.map(JSONValue.int) ?? .null),
            ("built", aircraft.built.map(JSONValue.int) ?? .null),
        ])
    }

    /// A leg: its flight, ends, scheduled times (local to each end), delays and status.
    static func json(_ leg: AircraftLeg) -> JSONValue {
        .object([
            ("flight", .string(leg.designator.compact)),
            ("airline", .string(leg.departure.airline.code)),
            ("from", .string(leg.origin.code)),
            ("to", .string(leg.destination.code)),
            ("scheduled_departure", .string(leg.departure.scheduled.description)),
            ("scheduled_arrival", .string(leg.arrival.scheduled.description)),
            ("departure_delay_minutes", leg.departure.delayMinutes.map(JSONValue.int) ?? .null),
            ("arrival_delay_minutes", leg.arrival.delayMinutes.map(JSONValue.int) ?? .null),
            ("status", .string(AircraftDayTable.status(leg, on: leg.departure.scheduled.date))),
        ])
    }

    func text(for target: OutputTarget) -> String {
        let title = target.title("\(day.aircraft.description) · \(day.date)")
        return title + AircraftDayTable(day: day).text(width: target.width, color: target.color)
    }

    var emptyNotice: String? {
        day.legs.isEmpty ? "\(day.aircraft.registration) flies no leg leaving on \(day.date) in the data." : nil
    }
}
