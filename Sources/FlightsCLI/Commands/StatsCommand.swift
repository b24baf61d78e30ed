import FlightBoard
import TerminalKit

/// `flights stats`: the board's on-time share over the last 24 hours or 10 days.
enum StatsCommand {
    static let name = "stats"
    static let spec = CommandSpec(
        name: name,
        abstract: "Show on-time statistics: the last 24 hours or 10 days, by airline, why late, by destination and by hour.",
        discussion: """
            A bar chart of the share of flights, arrivals and departures together, that were on time by the US DOT rule \
            (less than 15 minutes late; cancelled and diverted flights count as late), in the two views of a battery graph: \
            the last 24 hours by hour (--view hours, the default) and the last 10 days by day (--view days). \
            Only flights that have finished count; a period with none shows a dot. \
            The title names the period; --date ends it with that day (a later day than today is an error, as none of its flights has finished).
            --view carriers gives a table by airline over the last --days days (or all of a recorded file): flights, cancelled, \
            diverted, the share on time (by arrival), and the mean departure and arrival delays in minutes. \
            --view causes gives, for the same flights, why they were late and why cancelled, where the data says (BTS's delay \
            cause and CancellationCode columns): flights, those late with causes given, the minutes put down to each of the five \
            causes (carrier, weather, NAS, security, late aircraft), and the cancellations by reason (A carrier, B weather, \
            C national air system, D security). \
            --view routes lists the airport's departures of the same days by destination, the least on time first, with the share \
            as a bar; --view times draws the share of them late by scheduled hour of the day, names the hours least and most often \
            late, and lists the hours: when to fly. Both count departures only, at one airport.
            """,
        options: [FlowOptions.view, FlowOptions.period, FlowOptions.statsDate, BoardOptions.at, FlightOptions.json,
                  GlobalOptions.color, GlobalOptions.data] + DataOptions.all,
        examples: [
            .init("\(ToolSpec.name) stats", "The last 24 hours, by hour."),
            .init("\(ToolSpec.name) stats --view days --at 2026-11-29T20:00", "The 10 days up to that evening, by day."),
            .init("\(ToolSpec.name) stats --view carriers --days 30", "The last 30 days, airline by airline."),
            .init("\(ToolSpec.name) stats --view causes --data 2019-01.csv --days all", "Why a month's flights were late, by airline."),
            .init("\(ToolSpec.name) stats --view times --days 30", "When to fly: the last 30 days' late departures by hour."),
        ],
        run: { invocation throws(CLIError) in
            let view = invocation[FlowOptions.view] ?? .hours
            let carriers = view == .carriers || view == .causes
            // Only the tables by airline can stand for every airport of a recorded file.
            let source = try DataLocator.source(for: invocation, wholeFileAllowed: carriers)
            var clock = try BoardClock.resolve(invocation, source: source)
            if invocation.has(FlowOptions.statsDate) || (source.recordedDays != nil && !invocation.has(BoardOptions.at)) {
                // A recorded day is seen from its end too, not from the small hours after it, when its last flights left.
                clock = try endOfDay(invocation, clock: clock, airport: source.airport)
            }
            if carriers {
                let days = try period(invocation, source: source, clock: clock)
                if view == .causes {
                    let causes = try CLIError.answer { () throws(FlightSourceError) in try source.causeStatistics(days: days) }
                    return CauseResult(rows: causes ?? [], days: days, airport: source.airport)
                }
                let rows = try CLIError.answer { () throws(FlightSourceError) in try source.carrierStatistics(days: days, asOf: clock.now) }
                return CarrierResult(rows: rows, days: days, airport: source.airport)
            }
            if view == .routes || view == .times {
                let days = try period(invocation, source: source, clock: clock)
                let insights = try CLIError.answer { () throws(FlightSourceError) in
                    // A recorded last day's flights that left after midnight count too, as in the
                    // carriers' table; a clock the user pinned is kept.
                    var now = clock.now
                    if source.recordedDays != nil, !invocation.has(BoardOptions.at), let settled = try source.settles(on: days.upperBound) {
                        now = max(now, settled)
                    }
                    return try DepartureInsights(source: source, days: days, asOf: now)
                }
                return StatsResult(content: view == .routes ? .routes(insights) : .times(insights), airport: source.airport)
            }
            guard let span = view.span else { return nil }
            if invocation.has(FlowOptions.period) {
                throw invocation.usageError("--days applies to --view carriers, causes, routes and times")
            }
            let history = try CLIError.answer { () throws(FlightSourceError) in try OnTimeHistory(source: source, span: span, asOf: clock.now) }
            return StatsResult(history: history, airport: source.airport)
        }
    )

    /// The moment statistics of `clock`'s day are seen from: the clock, or for recorded
    /// data the end of the board's day at the latest, as `stats --date` sees a recorded day.
    static func seenAt(_ clock: BoardClock, source: any FlightSource) -> LocalDateTime {
        guard source.recordedDays != nil, let end = TimeOfDay(hour: 23, minute: 59) else { return clock.now }
        return min(clock.now, LocalDateTime(date: clock.date, time: end))
    }

    /// The clock `--date` sets: the end of that day, as the charts look back from the clock,
    /// or the clock itself when the day is today. A later day has no finished flight to count.
    static func endOfDay(_ invocation: Invocation, clock: BoardClock, airport: Airport) throws(CLIError) -> BoardClock {
        guard clock.date <= clock.now.date else {
            throw invocation.usageError(
                "--date \(clock.date) has not come yet: it is \(clock.now.date) at \(airport.code), and the statistics count only flights that have finished",
                hint: "To see that day as if it were over, pin the clock: --at \(clock.date)T23:59.")
        }
        let end = LocalDateTime(date: clock.date, time: TimeOfDay(hour: 23, minute: 59)!)
        return BoardClock(date: clock.date, now: min(clock.now, end))
    }

    /// The days the views over `--days` count when it is not given.
    static let defaultDays = 10

    /// `count` days, the last of them `date`.
    static func days(_ count: Int, endingOn date: CivilDate) -> ClosedRange<CivilDate> {
        date.adding(days: 1 - count)...date
    }

    /// The days `--days` covers, ending with the clock's: a number of days, or all of a recorded file.
    static func period(_ invocation: Invocation, source: any FlightSource, clock: BoardClock) throws(CLIError) -> ClosedRange<CivilDate> {
        let asked = invocation[FlowOptions.period] ?? .count(defaultDays)
        if asked == .all, let range = source.recordedDays { return range }
        do {
            return days(try asked.days(limit: 3660, allDays: nil), endingOn: clock.date)
        } catch {
            throw invocation.usageError(error, of: FlowOptions.period)
        }
    }
}
