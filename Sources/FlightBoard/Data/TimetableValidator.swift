/// Checks the meaning of a decoded airport file and builds the ``Timetable``,
/// stopping at the first problem with its JSON path.
struct TimetableValidator {
    let file: String

    private func fail(_ location: String, _ message: String) -> DataFileError {
        DataFileError(file: file, location: location, message: message)
    }

    mutating func validate(_ raw: AirportFile) throws(DataFileError) -> Timetable {
        guard raw.format == AirportFile.formatName else {
            throw fail("$.format", "expected \"\(AirportFile.formatName)\", found \"\(raw.format)\"")
        }
        let home = try place(raw.airport, at: "$.airport")

        var airlines: [String: Airline] = [:]
        for (i, carrier) in raw.airlines.enumerated() {
            let at = "$.airlines[\(i)]"
            let code = carrier.code.uppercased()
            guard code.count == 2, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                  code.contains(where: \.isLetter) else {
                throw fail("\(at).code", "expected a 2-character IATA airline code, found \"\(carrier.code)\"")
            }
            guard airlines[code] == nil else { throw fail("\(at).code", "airline \(code) is listed twice") }
            try nonEmpty(carrier.name, at: "\(at).name")
            airlines[code] = Airline(code: code, name: carrier.name)
        }

        var airports: [String: Airport] = [:]
        for (i, raw) in raw.airports.enumerated() {
            let airport = try place(raw, at: "$.airports[\(i)]")
            guard airports[airport.code] == nil else {
                throw fail("$.airports[\(i)].code", "airport \(airport.code) is listed twice")
            }
            airports[airport.code] = airport
        }

        guard !raw.flights.isEmpty else { throw fail("$.flights", "the timetable has no flights") }
        var entries: [Timetable.Entry] = []
        var seen: Set<String> = []
        for (i, flight) in raw.flights.enumerated() {
            let at = "$.flights[\(i)]"
            let designator = try designator(flight.flight, at: "\(at).flight", airlines: airlines)
            let direction = try direction(flight.direction, at: "\(at).direction")
            let code = flight.airport.uppercased()
            guard airports[code] != nil else {
                throw fail("\(at).airport", "airport \"\(flight.airport)\" is not listed in $.airports")
            }
            guard let time = TimeOfDay(parsing: flight.time) else {
                throw fail("\(at).time", "expected a time as HH:MM, found \"\(flight.time)\"")
            }
            let days = try weekdays(flight.days, at: "\(at).days")
            try nonEmpty(flight.gate, at: "\(at).gate")
            guard seen.insert("\(designator) \(direction)").inserted else {
                throw fail("\(at).flight", "\(designator) \(direction.rawValue) is listed twice")
            }
            entries.append(.init(designator: designator, direction: direction, airportCode: code,
                                 time: time, days: days, gate: flight.gate))
        }
        entries.sort { ($0.time, $0.designator) < ($1.time, $1.designator) }

        var recorded: [Timetable.RecordKey: Timetable.Recorded] = [:]
        for (i, op) in (raw.operations ?? []).enumerated() {
            let at = "$.operations[\(i)]"
            guard let date = CivilDate(parsing: op.date) else {
                throw fail("\(at).date", "expected a date as YYYY-MM-DD, found \"\(op.date)\"")
            }
            let designator = try designator(op.flight, at: "\(at).flight", airlines: airlines)
            let direction = try direction(op.direction, at: "\(at).direction")
            guard let entry = entries.first(where: { $0.designator == designator && $0.direction == direction }) else {
                throw fail("\(at).flight", "\(designator) \(direction.rawValue) is not in $.flights")
            }
            guard entry.operates(on: date) else {
                throw fail("\(at).date", "\(designator) does not operate on \(op.date) (days \"\(entry.days.sorted().map(String.init).joined())\")")
            }
            guard let outcome = Timetable.RecordedOutcome(rawValue: op.status) else {
                throw fail("\(at).status", "expected \"scheduled\", \"cancelled\" or \"diverted\", found \"\(op.status)\"")
            }
            var time: LocalDateTime?
            if let text = op.time {
                guard outcome != .cancelled else {
                    throw fail("\(at).time", "a cancelled flight has no time; remove it or change the status")
                }
                guard let parsed = dayRelativeTime(text, on: date) else {
                    throw fail("\(at).time", "expected a time as HH:MM, HH:MM+1 or HH:MM-1, found \"\(text)\"")
                }
                time = parsed
            }
            if let gate = op.gate { try nonEmpty(gate, at: "\(at).gate") }
            let key = Timetable.RecordKey(date: date, designator: designator, direction: direction)
            guard recorded[key] == nil else {
                throw fail(at, "\(designator) \(direction.rawValue) on \(op.date) is recorded twice")
            }
            recorded[key] = .init(outcome: outcome, time: time, gate: op.gate)
        }
        return Timetable(airport: home, airlines: airlines, airports: airports,
                         entries: entries, recorded: recorded)
    }

    private func place(_ raw: AirportFile.Place, at: String) throws(DataFileError) -> Airport {
        let code = raw.code.uppercased()
        guard code.count == 3, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw fail("\(at).code", "expected a 3-character IATA airport code, found \"\(raw.code)\"")
        }
        try nonEmpty(raw.name, at: "\(at).name")
        try nonEmpty(raw.city, at: "\(at).city")
        guard !raw.timeZone.isEmpty, !raw.timeZone.contains(".."),
              raw.timeZone.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_-+".contains($0)) }) else {
            throw fail("\(at).timeZone", "expected an IANA time zone such as \"America/New_York\", found \"\(raw.timeZone)\"")
        }
        return Airport(code: code, name: raw.name, city: raw.city, timeZone: raw.timeZone)
    }

    private func designator(_ text: String, at: String, airlines: [String: Airline]) throws(DataFileError) -> FlightDesignator {
        let designator: FlightDesignator
        do {
            designator = try FlightDesignator(parsing: text)
        } catch {
            throw fail(at, error.description)
        }
        guard airlines[designator.airline] != nil else {
            throw fail(at, "airline \(designator.airline) is not listed in $.airlines")
        }
        return designator
    }

    private func direction(_ text: String, at: String) throws(DataFileError) -> Direction {
        guard let direction = Direction(rawValue: text) else {
            throw fail(at, "expected \"arrival\" or \"departure\", found \"\(text)\"")
        }
        return direction
    }

    private func weekdays(_ text: String, at: String) throws(DataFileError) -> Set<Int> {
        var days: Set<Int> = []
        for character in text {
            guard let day = character.wholeNumberValue, (1...7).contains(day), days.insert(day).inserted else {
                throw fail(at, "expected ISO weekday digits 1 (Monday) to 7 (Sunday), each once, found \"\(text)\"")
            }
        }
        guard !days.isEmpty else { throw fail(at, "expected at least one weekday digit, 1 (Monday) to 7 (Sunday)") }
        return days
    }

    private func nonEmpty(_ text: String, at: String) throws(DataFileError) {
        guard !text.allSatisfy(\.isWhitespace) else { throw fail(at, "must not be empty") }
    }

    /// `HH:MM`, `HH:MM+1` (next day) or `HH:MM-1` (previous day), on `date`.
    private func dayRelativeTime(_ text: String, on date: CivilDate) -> LocalDateTime? {
        var clock = Substring(text)
        var shift = 0
        if text.hasSuffix("+1") { shift = 1; clock = clock.dropLast(2) }
        else if text.hasSuffix("-1") { shift = -1; clock = clock.dropLast(2) }
        guard let time = TimeOfDay(parsing: clock) else { return nil }
        return LocalDateTime(date: date.adding(days: shift), time: time)
    }
}
