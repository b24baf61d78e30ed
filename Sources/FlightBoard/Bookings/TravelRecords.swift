/// Everything the user has done through the tool that must outlive the process:
/// check-ins, reschedules and watched flights. Stored as JSON: format `flights-state/3`
/// when a flight is watched, else `flights-state/2`, which has no watches, so that an older
/// `flights` still reads the check-ins of a user who watches nothing; files of
/// `flights-state/1`, whose reschedules kept no check-ins, are still read.
public struct TravelRecords: Equatable, Sendable {
    /// The `format` value written to state files that hold watches.
    public static let formatName = "flights-state/3"
    /// The `format` value written to state files without watches.
    public static let formatWithoutWatches = "flights-state/2"
    /// Every `format` value this version reads.
    public static let readableFormats = ["flights-state/1", formatWithoutWatches, formatName]

    /// Check-ins in force, oldest first.
    public var checkIns: [CheckIn]
    /// Reschedules kept, oldest first; each holds the check-ins it gave up.
    public var reschedules: [Reschedule]
    /// Flights watched without a booking, oldest first.
    public var watches: [WatchedFlight]

    /// Records holding the given check-ins, reschedules and watches, oldest first; none by default.
    public init(checkIns: [CheckIn] = [], reschedules: [Reschedule] = [], watches: [WatchedFlight] = []) {
        self.checkIns = checkIns
        self.reschedules = reschedules
        self.watches = watches
    }

    /// The watch of `flight`, if it is watched.
    public func watch(of flight: Flight) -> WatchedFlight? {
        watches.first { $0.isOf(flight) }
    }

    /// Adds `watch`, or removes the watch of the same flight when there is one; returns whether the flight is watched after.
    @discardableResult
    public mutating func toggle(_ watch: WatchedFlight) -> Bool {
        if watches.contains(where: { $0.isSameFlight(as: watch) }) {
            watches.removeAll { $0.isSameFlight(as: watch) }
            return false
        }
        watches.append(watch)
        return true
    }

    /// Every code in use, including those of check-ins given up with a flight (undoing the
    /// move brings them back), so a new one never repeats one.
    public var codes: Set<String> {
        Set(checkIns.map(\.code) + reschedules.flatMap { [$0.code] + $0.givenUp.map(\.code) })
    }

    /// The reschedule that gave up `flight` scheduled at `departure`, if there is one.
    public func reschedule(givingUp flight: FlightDesignator, departure: LocalDateTime) -> Reschedule? {
        reschedules.first { $0.from == flight && $0.fromDeparture == departure }
    }

    /// The move that gave up the flight `change` moved to, when the trip was moved on again.
    public func laterMove(after change: Reschedule) -> Reschedule? {
        reschedule(givingUp: change.to, departure: change.toDeparture)
    }

    /// Where a trip moved by `change` is now: the flight of its last move.
    public func lastMove(from change: Reschedule) -> Reschedule {
        var current = change
        var seen: Set<String> = [change.code]
        while let next = laterMove(after: current), seen.insert(next.code).inserted {
            current = next
        }
        return current
    }

    /// The check-ins that undoing `change` takes out: those made since the move on the flight
    /// it moved to, for a passenger whose check-in the undo brings back, who is on one flight.
    /// One made before the move stays, as it was before it.
    public func checkInsWithdrawn(byUndoing change: Reschedule) -> [CheckIn] {
        let passengers = Set(change.givenUp.map { $0.passenger.lowercased() })
        return checkIns.filter {
            $0.flight == change.to && $0.departure == change.toDeparture && passengers.contains($0.passenger.lowercased())
                && $0.madeAt >= change.madeAt && !change.givenUp.contains($0)
        }
    }

    /// The check-in with `code` (any case) that a reschedule gave up, with that reschedule.
    public func givenUpCheckIn(code: String) -> (checkIn: CheckIn, reschedule: Reschedule)? {
        let code = code.uppercased()
        for change in reschedules {
            if let checkIn = change.givenUp.first(where: { $0.code == code }) { return (checkIn, change) }
        }
        return nil
    }

    /// Moves the trip from one flight to another: the check-ins on the flight given up
    /// leave ``checkIns`` and are kept in the new reschedule, which is returned.
    @discardableResult
    public mutating func reschedule(code: String, from: FlightDesignator, fromDeparture: LocalDateTime,
                                    to: FlightDesignator, toDeparture: LocalDateTime, destination: String,
                                    madeAt: LocalDateTime) -> Reschedule {
        let givenUp = checkIns.filter { $0.flight == from && $0.departure == fromDeparture }
        checkIns.removeAll { $0.flight == from && $0.departure == fromDeparture }
        let change = Reschedule(code: code, from: from, fromDeparture: fromDeparture, to: to, toDeparture: toDeparture,
                                destination: destination, madeAt: madeAt, givenUp: givenUp)
        reschedules.append(change)
        return change
    }

    /// Removes the check-in or reschedule with `code` (any case); returns what was removed,
    /// nil when nothing has the code.
    ///
    /// Removing a reschedule puts the check-ins it gave up back, in the order they were made,
    /// and takes out those made since for the same passengers on the flight it moved to
    /// (``checkInsWithdrawn(byUndoing:)``). Moves are undone last first: a move whose flight
    /// was given up by a later one is refused.
    public mutating func remove(code: String) throws(MoveOrderError) -> Removed? {
        let code = code.uppercased()
        if let index = checkIns.firstIndex(where: { $0.code == code }) {
            return .checkIn(checkIns.remove(at: index))
        }
        guard let index = reschedules.firstIndex(where: { $0.code == code }) else { return nil }
        if let later = laterMove(after: reschedules[index]) {
            throw MoveOrderError(move: reschedules[index], laterMove: later)
        }
        let change = reschedules.remove(at: index)
        let withdrawn = checkInsWithdrawn(byUndoing: change)
        checkIns.removeAll { withdrawn.contains($0) }
        for checkIn in change.givenUp {
            let place = checkIns.firstIndex { $0.madeAt > checkIn.madeAt } ?? checkIns.endIndex
            checkIns.insert(checkIn, at: place)
        }
        return .reschedule(change, withdrawn: withdrawn)
    }

    /// A record taken out by ``remove(code:)``.
    public enum Removed: Equatable, Sendable {
        case checkIn(CheckIn)
        /// The reschedule; its ``Reschedule/givenUp`` check-ins are back in force, and the
        /// `withdrawn` ones, made since on the flight it moved to for the same passengers, are gone.
        case reschedule(Reschedule, withdrawn: [CheckIn])
    }

    /// A move that cannot be undone yet: the flight it moved to was given up by a later move,
    /// to be undone first.
    public struct MoveOrderError: Error, Equatable, Sendable {
        /// The move asked to be undone.
        public let move: Reschedule
        /// The move that gave up its flight.
        public let laterMove: Reschedule
    }

    /// The records as the state file stores them.
    public func json() -> String {
        var fields: [(String, JSONValue)] = [
            ("format", .string(watches.isEmpty ? TravelRecords.formatWithoutWatches : TravelRecords.formatName)),
            ("checkIns", .array(checkIns.map(Self.json))),
            ("reschedules", .array(reschedules.map { r in
                .object([
                    ("code", .string(r.code)), ("from", .string(r.from.description)),
                    ("fromDeparture", .string(r.fromDeparture.description)), ("to", .string(r.to.description)),
                    ("toDeparture", .string(r.toDeparture.description)), ("destination", .string(r.destination)),
                    ("madeAt", .string(r.madeAt.description)), ("givenUp", .array(r.givenUp.map(Self.json))),
                ])
            })),
        ]
        if !watches.isEmpty {
            fields.append(("watches", .array(watches.map { w in
                .object([
                    ("flight", .string(w.flight.description)), ("direction", .string(w.direction.rawValue)),
                    ("scheduled", .string(w.scheduled.description)), ("madeAt", .string(w.madeAt.description)),
                ])
            })))
        }
        return JSONValue.object(fields).rendered() + "\n"
    }

    private static func json(_ c: CheckIn) -> JSONValue {
        .object([
            ("code", .string(c.code)), ("flight", .string(c.flight.description)),
            ("date", .string(c.date.description)), ("departure", .string(c.departure.description)),
            ("destination", .string(c.destination)), ("gate", .string(c.gate)),
            ("passenger", .string(c.passenger)), ("seat", .string(c.seat.rawValue)),
            ("bags", .int(c.bags)), ("madeAt", .string(c.madeAt.description)),
        ])
    }

    /// Reads a state file; `file` names it in errors.
    public init(json: [UInt8], file: String) throws(DataFileError) {
        let node = try JSONParser.parse(json, file: file)
        let any = try JSONObjectReader(node, path: "$", file: file, fields: ["format", "checkIns", "reschedules", "watches"])
        let format = try any.string("format")
        guard Self.readableFormats.contains(format) else {
            throw any.error("format", "expected \"\(TravelRecords.formatName)\", found \"\(format)\"")
        }
        // Only the format that has watches may hold them.
        let top = try JSONObjectReader(node, path: "$", file: file,
                                       fields: ["format", "checkIns", "reschedules"] + (format == TravelRecords.formatName ? ["watches"] : []))
        var checkIns: [CheckIn] = []
        for (node, path) in try top.array("checkIns") {
            checkIns.append(try Self.checkIn(node, path: path, file: file))
        }
        var reschedules: [Reschedule] = []
        let rescheduleFields = ["code", "from", "fromDeparture", "to", "toDeparture", "destination", "madeAt"]
            + (format == "flights-state/1" ? [] : ["givenUp"])
        for (node, path) in try top.array("reschedules") {
            let r = try JSONObjectReader(node, path: path, file: file, fields: rescheduleFields)
            var givenUp: [CheckIn] = []
            for (node, path) in try r.array("givenUp", required: format != "flights-state/1") {
                givenUp.append(try Self.checkIn(node, path: path, file: file))
            }
            reschedules.append(Reschedule(
                code: try Self.code(r), from: try Self.designator(r, "from"),
                fromDeparture: try Self.time(r, "fromDeparture"), to: try Self.designator(r, "to"),
                toDeparture: try Self.time(r, "toDeparture"), destination: try r.string("destination"),
                madeAt: try Self.time(r, "madeAt"), givenUp: givenUp))
        }
        var watches: [WatchedFlight] = []
        for (node, path) in try top.array("watches", required: format == TravelRecords.formatName) {
            let w = try JSONObjectReader(node, path: path, file: file, fields: ["flight", "direction", "scheduled", "madeAt"])
            let direction = try w.string("direction")
            guard let way = Direction(rawValue: direction) else {
                throw w.error("direction", "expected arrival or departure, found \"\(direction)\"")
            }
            watches.append(WatchedFlight(flight: try Self.designator(w, "flight"), direction: way,
                                         scheduled: try Self.time(w, "scheduled"), madeAt: try Self.time(w, "madeAt")))
        }
        self.init(checkIns: checkIns, reschedules: reschedules, watches: watches)
    }

    private static func checkIn(_ node: JSONNode, path: String, file: String) throws(DataFileError) -> CheckIn {
        let r = try JSONObjectReader(node, path: path, file: file, fields: [
            "code", "flight", "date", "departure", "destination", "gate", "passenger", "seat", "bags", "madeAt"])
        let seatText = try r.string("seat")
        guard let seat = SeatPreference(rawValue: seatText) else {
            throw r.error("seat", "expected window, aisle or any, found \"\(seatText)\"")
        }
        return CheckIn(
            code: try code(r), flight: try designator(r, "flight"), date: try date(r, "date"),
            departure: try time(r, "departure"), destination: try r.string("destination"),
            gate: try r.string("gate"), passenger: try r.string("passenger"), seat: seat,
            bags: try r.int("bags"), madeAt: try time(r, "madeAt"))
    }

    private static func code(_ r: JSONObjectReader) throws(DataFileError) -> String {
        let text = try r.string("code")
        if let problem = ConfirmationCode.problem(with: text) { throw r.error("code", "\(problem), found \"\(text)\"") }
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
