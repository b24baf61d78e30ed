import FlightBoard
import TerminalKit

/// A flight's details as the sheet of `flights show` lists them, and as JSON.
enum FlightDetails {
    /// Title of the sheet: `Delta Air Lines 1705`.
    static func title(_ flight: Flight) -> String {
        "\(flight.airline.name) \(flight.designator.number)\(flight.designator.suffix.map(String.init) ?? "")"
    }

    /// The lines of the sheet: route, times, gate, status, and what can be done, each action
    /// with the command that does it (`hint` writes it for a command name), broken to fit
    /// `width` columns (nil: each on one line). A flight the user gave up for another
    /// (`givenUp`) offers no check-in. In the board app, where keys do the actions, `hint`
    /// gives nil and `key` the key of each command instead.
    static func lines(_ flight: Flight, airport: Airport, givenUp: Reschedule? = nil,
                      hint: (CommandSpec) -> CommandHint?, key: (CommandSpec) -> String? = { _ in nil }, width: Int?) -> [StyledLine] {
        let date = flight.scheduled.date
        let (from, to) = flight.direction == .departure ? (airport, flight.airport) : (flight.airport, airport)
        let what = flight.direction == .departure ? "Departs" : "Arrives"
        var lines: [StyledLine] = [
            [StyledText("\(flight.designator)", style: .bold), "  \(flight.airline.name)"],
            ["\(FlightPresentation.place(from)) → \(FlightPresentation.place(to))"],
            [],
            row("Date", "\(weekday(date)) \(date)"),
            row("Scheduled", "\(what) \(flight.scheduled.time) (\(airport.code) time)"),
        ]
        if let estimated = flight.estimated, estimated != flight.scheduled {
            // A diverted departure did leave, at that time.
            let word = [.departed, .landed, .diverted].contains(flight.status.kind) ? "Actual" : "Expected"
            lines.append(row(word, FlightPresentation.time(estimated, on: date)))
        }
        if !flight.gate.isEmpty { lines.append(row("Gate", flight.gate)) }
        if let aircraft = flight.aircraft {
            // Broken between its parts when narrow, never cut: the registration is what one looks for.
            let values = width.map { wrap(items: aircraft.parts, separator: " · ", width: $0 - labelWidth) } ?? [aircraft.description]
            for (index, value) in values.enumerated() { lines.append(row(index == 0 ? "Aircraft" : "", value)) }
        }
        lines.append(["Status".padded(labelWidth), StyledText(FlightPresentation.remarks(flight, boardDate: date),
                                                               style: FlightPresentation.style(flight.punctuality))])
        lines.append(row("Punctuality", punctualityWords(flight.punctuality)))
        lines.append([])
        lines.append([StyledText("Actions", style: .bold)])
        let commandWidth = width.map { max(1, $0 - labelWidth) }
        var checkIn: CommandHint?
        var checkInKey: String?
        if case .open = flight.checkIn, givenUp == nil { (checkIn, checkInKey) = (hint(CheckInCommand.spec), key(CheckInCommand.spec)) }
        let checkInWords = givenUp.map { "given up for \($0.to) (code \($0.code)); undone by flights checkins --undo \($0.code)" }
            ?? checkInWords(flight.checkIn, date: date)
        lines += action("Check in", [checkInWords, checkInKey.map { "press \($0)" }], checkIn, width: commandWidth, lineWidth: width)
        let rebook = flight.isRebookAvailable
        lines += action("Rebook", [rebook ? "available" : "only for cancelled flights", key(RebookCommand.spec).map { "press \($0)" }],
                        rebook ? hint(RebookCommand.spec) : nil, width: commandWidth, lineWidth: width)
        lines += action("History", [key(HistoryCommand.spec).map { "press \($0)" }], hint(HistoryCommand.spec), width: commandWidth, lineWidth: width)
        return lines
    }

    /// Why check-in is or is not possible, in a few words.
    static func checkInWords(_ availability: CheckInAvailability, date: CivilDate) -> String {
        switch availability {
        case .open(let closes): "open until \(FlightPresentation.time(closes, on: date))"
        case .notADeparture: "not for arrivals"
        case .cancelled: "not possible: the flight is cancelled"
        case .departed: "closed: the flight has left"
        case .notOpenYet(let opens): "opens \(opens.date == date ? "" : "\(opens.date) ")at \(opens.time)"
        case .closed(let closedAt): "closed at \(FlightPresentation.time(closedAt, on: date))"
        }
    }

    /// An action's rows: its label and words, then the command that does it, in the value
    /// column (`width` wide), on the label's row when there are no words. A command with a
    /// word too long for the value column (a long path) takes the whole line (`lineWidth`)
    /// under the label instead, so that it is never cut: a command must work when pasted.
    private static func action(_ label: String, _ words: [String?], _ command: CommandHint?, width: Int?,
                               lineWidth: Int?) -> [StyledLine] {
        let said = words.compactMap { $0 }
        var values = said.isEmpty ? [] : [said.joined(separator: "; ")].flatMap { words in width.map { wrap(words, width: $0) } ?? [words] }
        var below: [String] = []
        if let command {
            let inColumn = command.lines(width: width)
            if let width, let lineWidth, inColumn.contains(where: { DisplayWidth.of($0) > width }) {
                below = command.lines(width: lineWidth - 2).map { "  " + $0 }
            } else {
                values += inColumn
            }
        }
        if values.isEmpty { values = [""] }
        let rows: [StyledLine] = values.enumerated().map { index, value in
            [(index == 0 ? label : "").padded(labelWidth), StyledText(value)]
        }
        return rows + below.map { [StyledText($0)] }
    }

    static func punctualityWords(_ punctuality: Punctuality) -> String {
        switch punctuality {
        case .onTime: "on time"
        case .slightlyLate: "1 to 14 minutes late (on time by the US DOT rule)"
        case .late: "15 minutes late or more"
        case .disrupted: "cancelled or diverted"
        }
    }

    /// The flight as a JSON object: the board's fields, the leg's ends (the board's airport
    /// being `airport`), then the check-in window.
    static func json(_ flight: Flight, at airport: Airport) -> JSONValue {
        var members = BoardField.all.map { ($0.name, $0.value(flight, flight.scheduled.date)) }
        let leg = FlightLeg(flight, at: airport)
        members += [("origin", .string(leg.origin.code)), ("destination", .string(leg.destination.code))]
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
        [label.padded(labelWidth), StyledText(value)]
    }

    /// The column the values start in.
    private static let labelWidth = 12
}

private extension String {
    func padded(_ width: Int) -> StyledText {
        StyledText(pad(self, toWidth: width, alignment: .left), style: .dim)
    }
}
