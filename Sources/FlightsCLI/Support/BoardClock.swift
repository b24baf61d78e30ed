import FlightBoard

/// The day a board shows and the moment it is read at, from `--date`, `--at`
/// (or `FLIGHTS_NOW`) and, when neither pins it, the real clock at the airport.
struct BoardClock: Sendable {
    let date: CivilDate
    let now: LocalDateTime

    static func resolve(_ invocation: Invocation, airport: Airport) throws(CLIError) -> BoardClock {
        var date: CivilDate?
        if let text = invocation.value(BoardOptions.date) {
            guard let parsed = CivilDate(parsing: text) else {
                throw invocation.usageError("--date expects a day as YYYY-MM-DD, not '\(text)'")
            }
            date = parsed
        }
        let zone = LazyZone(airport: airport, environment: invocation.environment)
        var now: LocalDateTime
        if let text = invocation.value(BoardOptions.at) {
            guard let reading = ClockReading(parsing: text) else {
                throw invocation.usageError(
                    "\(invocation.source(of: BoardOptions.at)) expects HH:MM, YYYY-MM-DDTHH:MM, or an ISO 8601 time with Z or an offset such as 2026-11-29T19:30Z, not '\(text)'")
            }
            switch reading {
            case .timeOfDay(let time):
                if let date {
                    now = LocalDateTime(date: date, time: time)
                } else {
                    let today = try zone.rules().localDateTime(at: invocation.environment.now()).date
                    now = LocalDateTime(date: today, time: time)
                }
            case .local(let local):
                now = local
            case .instant(let instant):
                now = try zone.rules().localDateTime(at: instant)
            }
        } else {
            now = try zone.rules().localDateTime(at: invocation.environment.now())
        }
        return BoardClock(date: date ?? now.date, now: now)
    }
}

/// Reads the airport's time zone only when a conversion needs it: a board with a
/// fully pinned local clock never touches the zoneinfo files.
private struct LazyZone {
    let airport: Airport
    let environment: Environment

    func rules() throws(CLIError) -> ZoneRules {
        let identifier = airport.timeZone
        if identifier == "UTC" || identifier == "Etc/UTC" { return .utc }
        let path = environment.zoneDirectory + "/" + identifier
        do {
            return try ZoneRules(identifier: identifier, tzif: environment.fileSystem.read(path))
        } catch let error as FileSystemError {
            throw zoneError(path, error.reason)
        } catch {
            throw zoneError(path, "not a compiled time zone file")
        }
    }

    private func zoneError(_ path: String, _ reason: String) -> CLIError {
        CLIError("cannot read the time zone \(airport.timeZone) of \(airport.code) from \(path): \(reason)",
                 hint: "Install the system's time zone data (tzdata), set TZDIR, or pin the clock with --at YYYY-MM-DDTHH:MM.")
    }
}
