import FlightBoard
import TerminalKit

/// A flight's details as the sheet of `flights show` lists them, and as JSON.
enum FlightDetails {
    /// Title of the sheet: `Delta Air Lines 1705`.
    static func title(_ flight: Flight) -> String {
        "\(flight.airline.name) \(flight.designator.number)\(flight.designator.suffix.map(String.init) ?? "")"
    }

    /// The lines of the sheet: route, times, gate, status, and what can be done.
    static func lines(_ flight: Flight, airport: Airport) -> [StyledLine] {
        let date = flight.scheduled.date
        let (from, to) = flight.direction == .departure ? (airport, flight.airport) : (flight.airport, airport)
        let what = flight.direction == .departure ? "Departs" : "Arrives"
        var lines: [StyledLine] = [
            [StyledText("\(flight.designator)", style: .bold), "  \(flight.airline.name)"],
            ["\(from.city) (\(from.code)) → \(to.city) (\(to.code))"],
            [],
            row("Date", "\(weekday(date)) \(date)"),
            row("Scheduled", "\(what) \(flight.scheduled.time) (\(airport.code) time)"),
        ]
        if let estimated = flight.estimated, estimated != flight.scheduled {
            let word = [.departed, .landed].contains(flight.status.kind) ? "Actual" : "Expected"
            lines.append(row(word, FlightPresentation.time(estimated, on: date)))
        }
        if !flight.gate.isEmpty { lines.append(row("Gate", flight.gate)) }
        lines.append(["Status".padded(12), StyledText(FlightPresentation.remarks(flight, boardDate: date),
                                                       style: FlightPresentation.style(flight.punctuality))])
        lines.append(row("Punctuality", punctualityWords(flight.punctuality)))
        lines.append([])
        lines.append([StyledText("Actions", style: .bold)])
        lines.append(row("Check in", checkInWords(flight.checkIn, flight: flight, date: date)))
        lines.append(row("Rebook", flight.isRebookAvailable
            ? "available: flights rebook \(flight.designator.compact)" : "only for cancelled flights"))
        lines.append(row("History", "flights history \(flight.designator.compact)"))
        return lines
    }

    /// Why check-in is or is not possible, in a few words.
    static func checkInWords(_ availability: CheckInAvailability, flight: Flight, date: CivilDate) -> String {
        switch availability {
        case .open(let closes): "open until \(FlightPresentation.time(closes, on: date)): flights checkin \(flight.designator.compact)"
        case .notADeparture: "not for arrivals"
        case .cancelled: "not possible: the flight is cancelled"
        case .departed: "closed: the flight has left"
        case .notOpenYet(let opens): "opens \(opens.date == date ? "" : "\(opens.date) ")at \(opens.time)"
        case .closed(let closedAt): "closed at \(FlightPresentation.time(closedAt, on: date))"
        }
    }

    static func punctualityWords(_ punctuality: Punctuality) -> String {
        switch punctuality {
        case .onTime: "on time"
        case .slightlyLate: "1 to 14 minutes late (on time by the US DOT rule)"
        case .late: "15 minutes late or more"
        case .disrupted: "cancelled or diverted"
        }
    }

    /// The flight as a JSON object: the board's fields, then the check-in window.
    static func json(_ flight: Flight) -> JSONValue {
        var members = BoardField.all.map { ($0.name, $0.value(flight, flight.scheduled.date)) }
        let checkIn: JSONValue
        switch flight.checkIn {
        case .open(let closes): checkIn = .object([("state", .string("open")), ("closes", .string(closes.description))])
        case .notOpenYet(let opens): checkIn = .object([("state", .string("not-open-yet")), ("opens", .string(opens.description))])
        case .closed(let closedAt): checkIn = .object([("state", .string("closed")), ("closed_at", .string(closedAt.description))])
        case .notADeparture: checkIn = .object([("state", .string("not-a-departure"))])
        case .cancelled: checkIn = .object([("state", .string("cancelled"))])
        case .departed: checkIn = .object([("state", .string("departed"))])
        }
        members.append(("check_in", checkIn))
        return .object(members)
    }

    static func weekday(_ date: CivilDate) -> String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][date.weekday - 1]
    }

    private static func row(_ label: String, _ value: String) -> StyledLine {
        [label.padded(12), StyledText(value)]
    }
}

private extension String {
    func padded(_ width: Int) -> StyledText {
        StyledText(pad(self, toWidth: width, alignment: .left), style: .dim)
    }
}
