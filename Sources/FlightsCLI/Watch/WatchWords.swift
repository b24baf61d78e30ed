import FlightBoard
import TerminalKit

/// How `flights watch` says what it sees: a line for people ("14:05 UA 635 delayed 15:20 →
/// 15:55 (+35)") and an object for programs, one per change, each stamped with the moment
/// it happened at the board's airport.
enum WatchWords {
    /// `14:05` on the flight's day; `2026-12-03 13:59` on another (a watch begun the day
    /// before, a landing after midnight).
    static func stamp(_ moment: LocalDateTime, of flight: Flight) -> String {
        FlightPresentation.moment(moment, onDayOf: flight.scheduled.date)
    }

    /// The line that starts a watch: the flight as its board shows it now.
    /// `UA 635 to Chicago (ORD) · departs 15:20 · Delayed 15:55 (+35) · gate B14`.
    static func opening(_ flight: Flight) -> String {
        let route = flight.direction == .departure ? "to" : "from"
        let when = flight.direction == .departure ? "departs" : "arrives"
        let date = flight.scheduled.date
        var parts = ["\(route) \(FlightPresentation.place(flight.airport))",
                     "\(when) \(date) \(flight.scheduled.time)",
                     FlightPresentation.remarks(flight, boardDate: date)]
        if !flight.gate.isEmpty { parts.append("gate \(flight.gate)") }
        return parts.joined(separator: " · ")
    }

    /// What changed, after the time and the flight number.
    static func text(_ change: FlightChange, of flight: Flight) -> String {
        let date = flight.scheduled.date
        switch change {
        case .delayed(let from, let to):
            return "delayed \(FlightPresentation.time(from, on: date)) → \(FlightPresentation.time(to, on: date))\(delay(to, flight))"
        case .gate(let from, let to):
            return from.isEmpty ? "gate \(to)" : "gate \(from) → \(to)"
        case .boarding:
            return flight.gate.isEmpty ? "boarding" : "boarding at gate \(flight.gate)"
        case .departed(let at):
            return "departed \(FlightPresentation.time(at, on: date))\(delay(at, flight))"
        case .landed(let at):
            return "landed \(FlightPresentation.time(at, on: date))\(delay(at, flight))"
        case .cancelled:
            return "cancelled"
        case .diverted:
            return flight.direction == .departure ? "diverted to another airport" : "diverted: it will not land here"
        }
    }

    /// ` (+35)` from the scheduled time; nothing when on it.
    static func delay(_ time: LocalDateTime, _ flight: Flight) -> String {
        FlightPresentation.delaySuffix(time.minutes(since: flight.scheduled))
    }

    /// The change's name in JSON: `watching` for the line that starts a watch.
    static func event(_ change: FlightChange?) -> String {
        switch change {
        case nil: "watching"
        case .delayed: "delayed"
        case .gate: "gate"
        case .boarding: "boarding"
        case .departed: "departed"
        case .landed: "landed"
        case .cancelled: "cancelled"
        case .diverted: "diverted"
        }
    }

    /// One JSON object: when, which flight, what changed (from and to where it says), and the
    /// flight as it stands after it.
    static func json(_ change: FlightChange?, of flight: Flight, at moment: LocalDateTime,
                     rebook: (alert: String, alternatives: [JSONValue], command: String?)? = nil) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("at", .string(moment.description)),
            ("event", .string(event(change))),
            ("flight", .string(flight.designator.description)),
            ("direction", .string(flight.direction.rawValue)),
            ("airport", .string(flight.airport.code)),
            ("scheduled", .string(flight.scheduled.description)),
        ]
        switch change {
        case .delayed(let from, let to)?: fields += [("from", .string(from.description)), ("to", .string(to.description))]
        case .gate(let from, let to)?: fields += [("from", .string(from)), ("to", .string(to))]
        case .departed(let at)?, .landed(let at)?: fields.append(("time", .string(at.description)))
        default: break
        }
        fields += [
            ("status", .string(flight.status.kind.rawValue)),
            ("estimated", flight.estimated.map { .string($0.description) } ?? .null),
            ("delay_minutes", flight.delayMinutes.map { .int($0) } ?? .null),
            ("gate", .string(flight.gate)),
            ("text", .string(change.map { text($0, of: flight) } ?? opening(flight))),
        ]
        if let rebook {
            fields += [("alert", .string(rebook.alert)), ("alternatives", .array(rebook.alternatives)),
                       ("rebook", rebook.command.map { .string($0) } ?? .null)]
        }
        return .object(fields)
    }
}
