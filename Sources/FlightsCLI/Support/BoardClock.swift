import FileSystemKit
import FlightBoard

/// The day a board shows and the moment it is read at, from `--date`, `--at`
/// (or `FLIGHTS_NOW`) and, when neither pins it, the real clock at the airport.
struct BoardClock: Equatable, Sendable {
    let date: CivilDate
    let now: LocalDateTime

    /// - Parameter dayRequired: with recorded data, whether the command needs `--date`
    ///   (a board) or may take the file's last day (history, statistics).
    static func resolve(_ invocation: Invocation, source: any FlightSource, dayRequired: Bool = false) throws(CLIError) -> BoardClock {
        var date: CivilDate?
        let zone = LazyZone(source: source, environment: invocation.environment)
        if let argument = invocation[BoardOptions.date], let text = invocation.text(of: BoardOptions.date) {
            let parsed = try day(argument, text: text, invocation, zone: zone, recordedDays: source.recordedDays)
            guard parsed.isSupported else { throw invocation.usageError(CivilDate.outOfRange("--date \(text)")) }
            date = parsed
        }
        if let days = source.recordedDays {
            // Recorded data is the past: the day comes from the file, and the clock
            // stands after its flights (below).
            if date == nil, !invocation.has(BoardOptions.at) {
                guard !dayRequired else {
                    throw invocation.usageError("--date is needed with recorded data: the file covers \(days.lowerBound) to \(days.upperBound)")
                }
                date = days.upperBound
            }
        }
        var now: LocalDateTime
        if let reading = invocation[BoardOptions.at] {
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
        } else if source.recordedDays != nil, let date {
            // A recorded day is over: the clock stands when it was (below).
            now = try settled(on: date, source: source)
        } else {
            now = try zone.rules().localDateTime(at: invocation.environment.now())
        }
        if let days = source.recordedDays, !days.contains(date ?? now.date) {
            let what = date != nil ? "--date \(date!)" : "\(invocation.source(of: BoardOptions.at)) \(now.date)"
            throw invocation.usageError("\(what) is outside the data, which covers \(days.lowerBound) to \(days.upperBound)")
        }
        guard now.date.isSupported else {
            let what = invocation.has(BoardOptions.at) ? invocation.source(of: BoardOptions.at) : "the clock, \(now.date),"
            throw invocation.usageError(CivilDate.outOfRange(what))
        }
        return BoardClock(date: date ?? now.date, now: now)
    }

    /// Whether the clock stands where it was put instead of following the real one: `--at`
    /// (or `FLIGHTS_NOW`), or recorded data, whose days are over.
    static func isPinned(_ invocation: Invocation, source: any FlightSource) -> Bool {
        invocation.has(BoardOptions.at) || source.recordedDays != nil
    }

    /// The clock for the board of `day` instead: on a recorded day, the clock stands when it
    /// was over, as for `--date`; otherwise it stays where it is, and the day shows as it does then.
    func moved(to day: CivilDate, source: any FlightSource) throws(CLIError) -> BoardClock {
        guard source.recordedDays != nil else { return BoardClock(date: day, now: now) }
        return BoardClock(date: day, now: try Self.settled(on: day, source: source))
    }

    /// When a recorded day is over: when its last flight had gone (23:59 at the earliest), so
    /// that every flight reads how it ended, even one that left after midnight; no later than
    /// the last supported minute, which a flight of the last supported day may land after.
    private static func settled(on date: CivilDate, source: any FlightSource) throws(CLIError) -> LocalDateTime {
        let evening = LocalDateTime(date: date, time: TimeOfDay(hour: 23, minute: 59)!)
        let settled = max(evening, try CLIError.answer { () throws(FlightSourceError) in try source.settles(on: date) } ?? evening)
        return min(settled, LocalDateTime(date: CivilDate.supportedDays.upperBound, time: TimeOfDay(hour: 23, minute: 59)!))
    }

    /// The day `--date` names. Words count from today at the airport: the day of the clock
    /// that `--at` or `FLIGHTS_NOW` pins when it names one, else of the real clock.
    /// With recorded data, a word that lands outside the file's days says which day it meant.
    private static func day(_ argument: DayArgument, text: String, _ invocation: Invocation, zone: LazyZone,
                            recordedDays: ClosedRange<CivilDate>?) throws(CLIError) -> CivilDate {
        if case .date(let date) = argument { return date }
        let today: CivilDate
        var pinned = true
        switch invocation[BoardOptions.at] {
        case .local(let local): today = local.date
        case .instant(let instant): today = try zone.rules().localDateTime(at: instant).date
        case .timeOfDay, nil:
            today = try zone.rules().localDateTime(at: invocation.environment.now()).date
            pinned = false
        }
        let day = argument.day(today: today)
        if let days = recordedDays, !days.contains(day) {
            throw invocation.usageError(
                "--date \(text) is \(day), outside the data, which covers \(days.lowerBound) to \(days.upperBound)",
                hint: pinned ? nil : "Words count from today; pin the clock to a day of the data, as in --at \(days.upperBound)T12:00.")
        }
        return day
    }
}
