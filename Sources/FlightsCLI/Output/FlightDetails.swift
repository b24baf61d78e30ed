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
    /// A departure's `inbound`, when the data names its aircraft, follows the aircraft; the
    /// flight's late chance from its day's `odds`, when read, follows its punctuality.
    static func lines(_ flight: Flight, airport: Airport, givenUp: Reschedule? = nil, inbound: AircraftDay.Inbound? = nil,
                      odds: LateOdds? = nil,
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
        if let inbound { lines += inboundLines(inbound, of: flight, at: airport, width: width) }
        lines.append(["Status".padded(labelWidth), StyledText(FlightPresentation.remarks(flight, boardDate: date),
                                                               style: FlightPresentation.style(flight.punctuality))])
        lines.append(row("Punctuality", punctualityWords(flight.punctuality)))
        if let odds {
            let valueWidth = width.map { max(1, $0 - labelWidth) }
            let text = odds.chance(for: flight).map { [LateChanceWords.headline($0), LateChanceWords.basis($0, of: flight)] }
                ?? [LateChanceWords.unknown]
            let values = text.flatMap { line in valueWidth.map { wrap(line, width: $0) } ?? [line] }
            for (index, value) in values.enumerated() { lines.append(row(index == 0 ? "Odds" : "", value)) }
        }
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

    /// The aircraft's leg into a departure: the flight, where from and its status, and a
    /// warning when it is late enough to hold the departure; or what the data holds instead.
    private static func inboundLines(_ inbound: AircraftDay.Inbound, of flight: Flight, at airport: Airport,
                                     width: Int?) -> [StyledLine] {
        let valueWidth = width.map { max(1, $0 - labelWidth) }
        func rows(_ label: String, _ text: String, style: Style = Style()) -> [StyledLine] {
            let values = valueWidth.map { wrap(text, width: $0) } ?? [text]
            return values.enumerated().map { index, value in [(index == 0 ? label : "").padded(labelWidth), StyledText(value, style: style)] }
        }
        let date = flight.scheduled.date
        switch inbound {
        case .leg(let leg):
            var lines = rows("Inbound", "\(leg.designator) from \(leg.origin.code) · "
                + FlightPresentation.remarks(leg.arrival, boardDate: date))
            if let warning = inboundWarning(leg, flight) {
                lines += rows("", warning, style: FlightPresentation.style(.late))
            }
            return lines
        case .notInData(let earlier):
            var lines = rows("Inbound", "not in the data: it holds no leg of this aircraft into \(airport.code) before this one")
            for (index, leg) in earlier.enumerated() {
                lines += rows(index == 0 ? "Earlier" : "", "\(leg.designator) \(leg.origin.code)→\(leg.destination.code) "
                    + "\(FlightPresentation.time(leg.departure.scheduled, on: date)) · "
                    + AircraftDayTable.status(leg, on: date))
            }
            return lines
        case .firstOfDay:
            return rows("Inbound", "none: its first leg of the day in the data")
        }
    }

    /// `Inbound UA 1234 from ORD is 52 min late: this flight may leave about 20 min late`
    /// before the departure leaves, `… was 52 min late: it held this flight about 20 min`
    /// after; nil when the inbound leaves time for the turn, or the departure did not fly.
    static func inboundWarning(_ leg: AircraftLeg, _ departure: Flight) -> String? {
        guard ![.cancelled, .diverted].contains(departure.status.kind),
              let late = AircraftDay.knockOn(of: leg, on: departure), let delay = leg.arrival.delayMinutes else { return nil }
        let inbound = "Inbound \(leg.designator) from \(leg.origin.code)"
        return departure.status.kind == .departed
            ? "\(inbound) was \(delay) min late: it held this flight about \(late) min"
            : "\(inbound) is \(delay) min late: this flight may leave about \(late) min late"
    }

    /// A departure's inbound, when the data names its aircraft; nil for an arrival or a flight
    /// without a registration.
    static func inbound(of flight: Flight, in source: any FlightSource,
                        asOf now: LocalDateTime) throws(CLIError) -> AircraftDay.Inbound? {
        guard flight.direction == .departure, let aircraft = flight.aircraft else { return nil }
        let day = try CLIError.answer { () throws(FlightSourceError) in
            try source.aircraftDay(aircraft.registration, on: flight.scheduled.date, asOf: now)
        }
        return day?.inbound(of: flight, at: source.airport)
    }

    /// The odds of the flight's day, made from the days before it: its own only.
    static func odds(of flight: Flight, in source: any FlightSource, asOf now: LocalDateTime) throws(CLIError) -> LateOdds {
        try odds(of: [flight], in: source, asOf: now)
    }

    /// The odds of `flights`, which share a direction and a day, made from the days before it.
    static func odds(of flights: [Flight], in source: any FlightSource, asOf now: LocalDateTime) throws(CLIError) -> LateOdds {
        guard let first = flights.first else { preconditionFailure("the odds of no flight") }
        return try CLIError.answer { () throws(FlightSourceError) in
            try source.lateOdds(first.direction, on: first.scheduled.date, asOf: now, focus: LateRecord.Focus(flights))
        }
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
    /// being `airport`), then the check-in window, and the record behind its late chance.
    static func json(_ flight: Flight, at airport: Airport, inbound: AircraftDay.Inbound? = nil,
                     chance: LateChance? = nil) -> JSONValue {
        let context = BoardField.Context(date: flight.scheduled.date, chance: chance)
        var members = BoardField.all.map { ($0.name, $0.value(flight, context)) }
        members.append(("late_chance_basis", chance.map(lateChanceBasis) ?? .null))
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
        if let inbound { members.append(("inbound", inboundJSON(inbound, of: flight))) }
        return .object(members)
    }

    /// What a late chance was made from: its days and the flights of each record weighed.
    static func lateChanceBasis(_ chance: LateChance) -> JSONValue {
        .object([
            ("from", .string(chance.days.lowerBound.description)), ("to", .string(chance.days.upperBound.description)),
            ("own_flights", .int(chance.ownFlights)), ("route_flights", .int(chance.routeFlights)),
            ("airline_flights", .int(chance.airlineFlights)),
            ("hour_flights", .int(chance.hourFlights)), ("airport_flights", .int(chance.airportFlights)),
        ])
    }

    /// The inbound leg (null for none), `may_leave_late_minutes` when it holds the departure,
    /// and `in_data` false with the aircraft's `earlier` legs when the data lacks it.
    private static func inboundJSON(_ inbound: AircraftDay.Inbound, of flight: Flight) -> JSONValue {
        switch inbound {
        case .leg(let leg):
            let late = inboundWarning(leg, flight) == nil ? nil : AircraftDay.knockOn(of: leg, on: flight)
            return .object([("in_data", .bool(true)), ("leg", AircraftDayResult.json(leg)),
                            ("may_leave_late_minutes", late.map(JSONValue.int) ?? .null)])
        case .notInData(let earlier):
            return .object([("in_data", .bool(false)), ("leg", .null), ("earlier", .array(earlier.map(AircraftDayResult.json)))])
        case .firstOfDay:
            return .object([("in_data", .bool(true)), ("leg", .null)])
        }
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
