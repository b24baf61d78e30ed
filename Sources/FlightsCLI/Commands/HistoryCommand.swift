import FlightBoard

/// `flights history FLIGHT`: the flight's on-time record over the previous days, as a popover chart.
enum HistoryCommand {
    static let defaultDays = 10
    static let maximumDays = 60

    static let name = "history"
    static let spec = CommandSpec(
        name: name,
        abstract: "Show a flight's on-time history as a bar chart.",
        discussion: """
            The flight's minutes late on each of the previous days it flew (--days, default \(defaultDays)), as a bar chart in a popover, \
            with a summary by the US DOT rule: on time means less than 15 minutes late, and cancelled or diverted flights count as late. \
            A full bar (█) is 15 minutes late or more, a shaded one (▓) 1 to 14; early days are marked ▾, on-time days ·, \
            days not flown yet at the clock ○, cancelled ✕, diverted ↪. \
            When the days do not fit the width a bar each, each bar is a calendar week, or else a month, at the average delay \
            of its flights, and the title says "by week" or "by month"; months are named under the bars. \
            Each leg of a number has its own chart, days and summary: a through-flight that leaves the airport twice a day, \
            for two places, gets two charts, one under the other; --to and --from pick one. \
            Under the summary, the chance that the flight of the day shown is late, made from the 30 days before it, as show says it.
            """,
        arguments: [.flight("The flight number, such as UA1545 or \"B6 725\".")],
        options: [FlowOptions.days] + FlightOptions.commonWithLegs + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) history UA635", "UA 635's last 10 days."),
            .init("\(ToolSpec.name) history DL1705 --days 30 --json | jq .summary", "A month of DL 1705, for a script."),
        ],
        run: { invocation throws(CLIError) in
            let source = try DataLocator.source(for: invocation)
            let clock = try BoardClock.resolve(invocation, source: source)
            let recorded = source.recordedDays
            // Recorded data without --date: every day of the file, up to its last one.
            let wholeFile = recorded != nil && !invocation.has(FlightOptions.date) && !invocation.has(BoardOptions.at)
            let days = try dayCount(invocation, recorded: recorded, wholeFile: wholeFile)
            let legs = FlightOptions.legFilter(invocation)
            if let recorded, wholeFile {
                let legs = try wholeFileHistory(invocation, source: source, days: days, legs: legs,
                                                before: recorded.upperBound.adding(days: 1), asOf: clock.now)
                return HistoryResult(airport: source.airport, legs: try withChances(legs, source: source, asOf: clock.now))
            }
            let flights = try FlightResolver.resolveLegs(invocation, source: source, clock: clock,
                                                         prompter: Prompter(invocation: invocation), legs: legs)
            var histories: [HistoryResult.Leg] = []
            for flight in flights {
                let leg = FlightLeg(flight, at: source.airport)
                // The same leg twice on the day (a route flown twice under one number) has one history.
                guard !histories.contains(where: { FlightLeg($0.flight, at: source.airport) == leg }) else { continue }
                let history = try CLIError.answer { () throws(FlightSourceError) in
                    try HistoryResult.Leg.history(of: flight, in: source, days: days, asOf: clock.now)
                }
                histories.append(HistoryResult.Leg(flight: flight, history: history))
            }
            return HistoryResult(airport: source.airport, legs: try withChances(histories, source: source, asOf: clock.now))
        }
    )

    /// The legs with the late chance of each one's flight on its day. The legs of a number
    /// mostly share a day and a direction: one month's read, focused on them, serves them.
    private static func withChances(_ legs: [HistoryResult.Leg], source: any FlightSource,
                                    asOf now: LocalDateTime) throws(CLIError) -> [HistoryResult.Leg] {
        var legs = legs
        var read: [Direction: [CivilDate: LateOdds]] = [:]
        for index in legs.indices {
            let flight = legs[index].flight
            let odds: LateOdds
            if let known = read[flight.direction]?[flight.scheduled.date] {
                odds = known
            } else {
                let sharing = legs.map(\.flight).filter { $0.direction == flight.direction && $0.scheduled.date == flight.scheduled.date }
                odds = try FlightDetails.odds(of: sharing, in: source, asOf: now)
                read[flight.direction, default: [:]][flight.scheduled.date] = odds
            }
            legs[index].chance = odds.chance(for: flight)
        }
        return legs
    }

    /// `--days`: a number (at most ``maximumDays`` for the simulated airport, which can invent any
    /// past), or `all` for recorded data.
    private static func dayCount(_ invocation: Invocation, recorded: ClosedRange<CivilDate>?,
                                 wholeFile: Bool) throws(CLIError) -> Int {
        let allDays = recorded.map { $0.upperBound.daysSinceEpoch - $0.lowerBound.daysSinceEpoch + 1 }
        guard let count = invocation[FlowOptions.days] else {
            return wholeFile ? allDays ?? defaultDays : defaultDays
        }
        do {
            return try count.days(limit: allDays ?? maximumDays, allDays: allDays)
        } catch {
            throw invocation.usageError(error, of: FlowOptions.days)
        }
    }

    /// A flight number's record over a recorded file, leg by leg: it need not fly on any one day.
    /// Without `--arrival`, the departing legs when it has any, else the arriving ones.
    private static func wholeFileHistory(_ invocation: Invocation, source: any FlightSource, days: Int, legs: LegFilter,
                                         before end: CivilDate, asOf now: LocalDateTime) throws(CLIError) -> [HistoryResult.Leg] {
        let text = invocation.arguments.positionals[0]
        let designator: FlightDesignator
        do {
            designator = try FlightDesignator(parsing: text)
        } catch {
            throw invocation.usageError(error.description, hint: "With recorded data, give the airline too, such as UA1545.")
        }
        let directions: [Direction] = invocation.isSet(FlightOptions.arrival) ? [.arrival]
            : invocation.isSet(FlightOptions.departure) ? [.departure] : [.departure, .arrival]
        var others: [LegHistory] = []
        for direction in directions {
            let history = try CLIError.answer { () throws(FlightSourceError) in
                try source.history(of: designator, direction: direction, before: end, days: days, asOf: now)
            }
            let split = LegHistory.split(history, at: source.airport)
            let picked = split.filter { legs.includes($0.leg) }
            if !picked.isEmpty { return picked.map { HistoryResult.Leg(flight: $0.latest, history: $0.flights) } }
            others += split
        }
        guard others.isEmpty else {
            throw FlightResolver.noLeg("\(designator)", legs, among: others.map(\.latest), airport: source.airport, when: "in the data")
        }
        throw CLIError("no flight \(designator) leaves or reaches \(source.airport.code) in the data",
                       hint: "'\(CommandHint(BoardCommand.departures, [], [(FlightOptions.date, "DAY")]).text)' lists a day's flights.")
    }
}
