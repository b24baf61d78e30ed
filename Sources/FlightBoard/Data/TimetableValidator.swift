/// Reads an airport data file's JSON into a ``Timetable``, checking what every
/// value means and stopping at the first problem with its line, column and JSON path.
struct TimetableValidator {
    static let formatName = "flights-airport/1"
    let file: String

    func validate(_ root: JSONNode) throws(DataFileError) -> Timetable {
        let top = try JSONObjectReader(root, path: "$", file: file,
                                       fields: ["format", "airport", "airlines", "airports", "flights", "operations"])
        let format = try top.string("format")
        guard format == TimetableValidator.formatName else {
            throw top.error("format", "expected \"\(TimetableValidator.formatName)\", found \"\(format)\"")
        }
        let home = try place(top.object("airport", fields: placeFields))

        var airlines: [String: Airline] = [:]
        for (node, path) in try top.array("airlines") {
            let carrier = try JSONObjectReader(node, path: path, file: file, fields: ["code", "name"])
            let code = try carrier.string("code").uppercased()
            guard code.utf8.count == 2, code.utf8.allSatisfy(isAlphanumeric), code.utf8.contains(where: isLetter) else {
                throw carrier.error("code", "expected a 2-character IATA airline code, found \"\(code)\"")
            }
            guard airlines[code] == nil else { throw carrier.error("code", "airline \(code) is listed twice") }
            airlines[code] = Airline(code: code, name: try nonEmpty(carrier, "name"))
        }

        var airports: [String: Airport] = [:]
        for (node, path) in try top.array("airports") {
            let reader = try JSONObjectReader(node, path: path, file: file, fields: placeFields)
            let airport = try place(reader)
            guard airports[airport.code] == nil else { throw reader.error("code", "airport \(airport.code) is listed twice") }
            airports[airport.code] = airport
        }

        var entries: [Timetable.Entry] = []
        var seen: Set<FlightKey> = []
        let flights = try top.array("flights")
        guard !flights.isEmpty else { throw top.error("flights", "the timetable has no flights") }
        for (node, path) in flights {
            let flight = try JSONObjectReader(node, path: path, file: file,
                                              fields: ["flight", "direction", "airport", "time", "days", "gate"])
            let designator = try designator(flight, airlines: airlines)
            let direction = try direction(flight)
            let code = try flight.string("airport").uppercased()
            guard airports[code] != nil else {
                throw flight.error("airport", "airport \"\(code)\" is not listed in $.airports")
            }
            let timeText = try flight.string("time")
            guard let time = TimeOfDay(parsing: timeText) else {
                throw flight.error("time", "expected a time as HH:MM, found \"\(timeText)\"")
            }
            let days = try weekdays(flight)
            let gate = try nonEmpty(flight, "gate")
            // A number may fly several legs one way (a through-flight), each to or from its own airport.
            guard seen.insert(FlightKey(designator: designator, direction: direction, airport: code)).inserted else {
                throw flight.error("flight", "\(designator) \(direction.rawValue) \(direction == .departure ? "to" : "from") \(code) is listed twice")
            }
            entries.append(.init(designator: designator, direction: direction, airportCode: code,
                                 time: time, days: days, gate: gate))
        }
        entries.sort { ($0.time, $0.designator) < ($1.time, $1.designator) }

        var recorded: [Timetable.RecordKey: Timetable.Recorded] = [:]
        for (node, path) in try top.array("operations", required: false) {
            let op = try JSONObjectReader(node, path: path, file: file,
                                          fields: ["date", "flight", "direction", "airport", "status", "time", "gate"])
            let dateText = try op.string("date")
            guard let date = CivilDate(parsing: dateText) else {
                throw op.error("date", "expected a date as YYYY-MM-DD, found \"\(dateText)\"")
            }
            let designator = try designator(op, airlines: airlines)
            let direction = try direction(op)
            let legs = entries.filter { $0.designator == designator && $0.direction == direction }
            guard !legs.isEmpty else {
                throw op.error("flight", "\(designator) \(direction.rawValue) is not in $.flights")
            }
            let entry: Timetable.Entry
            if let code = try op.optionalString("airport")?.uppercased() {
                guard let leg = legs.first(where: { $0.airportCode == code }) else {
                    throw op.error("airport", "\(designator) \(direction.rawValue) has no leg \(direction == .departure ? "to" : "from") \(code) in $.flights")
                }
                entry = leg
            } else {
                guard legs.count == 1 else {
                    let codes = legs.map(\.airportCode).joined(separator: ", ")
                    throw op.error(nil, "\(designator) \(direction.rawValue) flies \(legs.count) legs (\(codes)): say which with \"airport\"")
                }
                entry = legs[0]
            }
            guard entry.operates(on: date) else {
                let days = entry.days.map(String.init).joined()
                throw op.error("date", "\(designator) does not operate on \(dateText) (its days are \"\(days)\")")
            }
            let statusText = try op.string("status")
            guard let outcome = Timetable.RecordedOutcome(rawValue: statusText) else {
                throw op.error("status", "expected \"scheduled\", \"cancelled\" or \"diverted\", found \"\(statusText)\"")
            }
            var time: LocalDateTime?
            if let text = try op.optionalString("time") {
                guard outcome != .cancelled else {
                    throw op.error("time", "a cancelled flight has no time; remove it or change the status")
                }
                guard let parsed = dayRelativeTime(text, on: date) else {
                    throw op.error("time", "expected a time as HH:MM, HH:MM+1 or HH:MM-1, found \"\(text)\"")
                }
                time = parsed
            }
            let gate = try op.optionalString("gate")
            if gate != nil { _ = try nonEmpty(op, "gate") }
            let key = Timetable.RecordKey(date: date, designator: designator, direction: direction, airportCode: entry.airportCode)
            guard recorded[key] == nil else {
                throw op.error(nil, "\(designator) \(direction.rawValue) on \(dateText) is recorded twice")
            }
            recorded[key] = .init(outcome: outcome, time: time, gate: gate)
        }
        return Timetable(airport: home, airlines: airlines, airports: airports, entries: entries, recorded: recorded)
    }

    private struct FlightKey: Hashable {
        let designator: FlightDesignator
        let direction: Direction
        let airport: String
    }

    private let placeFields = ["code", "name", "city", "timeZone"]

    private func place(_ reader: JSONObjectReader) throws(DataFileError) -> Airport {
        let code = try reader.string("code").uppercased()
        guard code.utf8.count == 3, code.utf8.allSatisfy(isAlphanumeric) else {
            throw reader.error("code", "expected a 3-character IATA airport code, found \"\(code)\"")
        }
        let zone = try reader.string("timeZone")
        guard ZoneRules.isWellFormed(identifier: zone) else {
            throw reader.error("timeZone", "expected an IANA time zone such as \"America/New_York\", found \"\(zone)\"")
        }
        return Airport(code: code, name: try nonEmpty(reader, "name"), city: try nonEmpty(reader, "city"), timeZone: zone)
    }

    private func designator(_ reader: JSONObjectReader, airlines: [String: Airline]) throws(DataFileError) -> FlightDesignator {
        let text = try reader.string("flight")
        let designator: FlightDesignator
        do {
            designator = try FlightDesignator(parsing: text)
        } catch {
            throw reader.error("flight", error.description)
        }
        guard airlines[designator.airline] != nil else {
            throw reader.error("flight", "airline \(designator.airline) is not listed in $.airlines")
        }
        return designator
    }

    private func direction(_ reader: JSONObjectReader) throws(DataFileError) -> Direction {
        let text = try reader.string("direction")
        guard let direction = Direction(rawValue: text) else {
            throw reader.error("direction", "expected \"arrival\" or \"departure\", found \"\(text)\"")
        }
        return direction
    }

    private func weekdays(_ reader: JSONObjectReader) throws(DataFileError) -> Weekdays {
        let text = try reader.string("days")
        var days = Weekdays()
        for byte in text.utf8 {
            let day = Int(byte) - Int(UInt8(ascii: "0"))
            guard days.insert(day) else {
                throw reader.error("days", "expected ISO weekday digits 1 (Monday) to 7 (Sunday), each at most once, found \"\(text)\"")
            }
        }
        guard !days.isEmpty else { throw reader.error("days", "expected at least one weekday digit, 1 (Monday) to 7 (Sunday)") }
        return days
    }

    private func nonEmpty(_ reader: JSONObjectReader, _ key: String) throws(DataFileError) -> String {
        let text = try reader.string(key)
        guard text.utf8.contains(where: { $0 != UInt8(ascii: " ") && $0 != 0x09 }) else {
            throw reader.error(key, "must not be empty")
        }
        return text
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

private func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
}

private func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
}
