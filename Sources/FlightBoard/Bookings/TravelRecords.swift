/// Everything the user has done through the tool that must outlive the process:
/// check-ins and reschedules. Stored as JSON (format `flights-state/1`).
public struct TravelRecords: Equatable, Sendable {
    /// The `format` value that marks a state file of this version.
    public static let formatName = "flights-state/1"

    /// Check-ins kept, oldest first.
    public var checkIns: [CheckIn]
    /// Reschedules kept, oldest first.
    public var reschedules: [Reschedule]

    /// Records holding the given check-ins and reschedules, oldest first; none by default.
    public init(checkIns: [CheckIn] = [], reschedules: [Reschedule] = []) {
        self.checkIns = checkIns
        self.reschedules = reschedules
    }

    /// Every code in use, so a new one never repeats one.
    public var codes: Set<String> {
        Set(checkIns.map(\.code) + reschedules.map(\.code))
    }

    /// Removes the check-in or reschedule with `code` (any case); returns what was removed.
    public mutating func remove(code: String) -> Removed? {
        let code = code.uppercased()
        if let index = checkIns.firstIndex(where: { $0.code == code }) {
            return .checkIn(checkIns.remove(at: index))
        }
        if let index = reschedules.firstIndex(where: { $0.code == code }) {
            return .reschedule(reschedules.remove(at: index))
        }
        return nil
    }

    /// A record taken out by ``remove(code:)``.
    public enum Removed: Equatable, Sendable {
        case checkIn(CheckIn)
        case reschedule(Reschedule)
    }

    /// The records as the state file stores them.
    public func json() -> String {
        JSONValue.object([
            ("format", .string(TravelRecords.formatName)),
            ("checkIns", .array(checkIns.map { c in
                .object([
                    ("code", .string(c.code)), ("flight", .string(c.flight.description)),
                    ("date", .string(c.date.description)), ("departure", .string(c.departure.description)),
                    ("destination", .string(c.destination)), ("gate", .string(c.gate)),
                    ("passenger", .string(c.passenger)), ("seat", .string(c.seat.rawValue)),
                    ("bags", .int(c.bags)), ("madeAt", .string(c.madeAt.description)),
                ])
            })),
            ("reschedules", .array(reschedules.map { r in
                .object([
                    ("code", .string(r.code)), ("from", .string(r.from.description)),
                    ("fromDeparture", .string(r.fromDeparture.description)), ("to", .string(r.to.description)),
                    ("toDeparture", .string(r.toDeparture.description)), ("destination", .string(r.destination)),
                    ("madeAt", .string(r.madeAt.description)),
                ])
            })),
        ]).rendered() + "\n"
    }

    /// Reads a state file; `file` names it in errors.
    public init(json: [UInt8], file: String) throws(DataFileError) {
        let top = try JSONObjectReader(try JSONParser.parse(json, file: file), path: "$", file: file, fields: ["format", "checkIns", "reschedules"])
        let format = try top.string("format")
        guard format == TravelRecords.formatName else {
            throw top.error("format", "expected \"\(TravelRecords.formatName)\", found \"\(format)\"")
        }
        var checkIns: [CheckIn] = []
        for (node, path) in try top.array("checkIns") {
            let r = try JSONObjectReader(node, path: path, file: file, fields: [
                "code", "flight", "date", "departure", "destination", "gate", "passenger", "seat", "bags", "madeAt"])
            let seatText = try r.string("seat")
            guard let seat = SeatPreference(rawValue: seatText) else {
                throw r.error("seat", "expected window, aisle or any, found \"\(seatText)\"")
            }
            checkIns.append(CheckIn(
                code: try Self.code(r), flight: try Self.designator(r, "flight"), date: try Self.date(r, "date"),
                departure: try Self.time(r, "departure"), destination: try r.string("destination"),
                gate: try r.string("gate"), passenger: try r.string("passenger"), seat: seat,
                bags: try r.int("bags"), madeAt: try Self.time(r, "madeAt")))
        }
        var reschedules: [Reschedule] = []
        for (node, path) in try top.array("reschedules") {
            let r = try JSONObjectReader(node, path: path, file: file, fields: [
                "code", "from", "fromDeparture", "to", "toDeparture", "destination", "madeAt"])
            reschedules.append(Reschedule(
                code: try Self.code(r), from: try Self.designator(r, "from"),
                fromDeparture: try Self.time(r, "fromDeparture"), to: try Self.designator(r, "to"),
                toDeparture: try Self.time(r, "toDeparture"), destination: try r.string("destination"),
                madeAt: try Self.time(r, "madeAt")))
        }
        self.init(checkIns: checkIns, reschedules: reschedules)
    }

    private static func code(_ r: JSONObjectReader) throws(DataFileError) -> String {
        let text = try r.string("code")
        guard ConfirmationCode.isWellFormed(text) else { throw r.error("code", "expected a 6-character code, found \"\(text)\"") }
        return text.uppercased()
    }

    private static func designator(_ r: JSONObjectReader, _ key: String) throws(DataFileError) -> FlightDesignator {
        let text = try r.string(key)
        do {
            return try FlightDesignator(parsing: text)
        } catch {
            throw r.error(key, error.description)
        }
    }

    private static func date(_ r: JSONObjectReader, _ key: String) throws(DataFileError) -> CivilDate {
        let text = try r.string(key)
        guard let date = CivilDate(parsing: text) else { throw r.error(key, "expected YYYY-MM-DD, found \"\(text)\"") }
        return date
    }

    private static func time(_ r: JSONObjectReader, _ key: String) throws(DataFileError) -> LocalDateTime {
        let text = try r.string(key)
        guard let time = LocalDateTime(parsing: text) else { throw r.error(key, "expected YYYY-MM-DDTHH:MM, found \"\(text)\"") }
        return time
    }
}
