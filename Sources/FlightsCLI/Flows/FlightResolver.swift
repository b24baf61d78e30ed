import FlightBoard
import TerminalKit

/// Finds the one flight a command's FLIGHT argument names, with `--date`,
/// `--arrival` and `--departure`, and for the commands that take them `--to` and `--from`
/// (`--destination` for `checkin`: the leg, of a number that flies several); asks which one
/// when several fit.
enum FlightResolver {
    /// - Parameters:
    ///   - upcoming: for check-in: without `--date`, look at today and tomorrow
    ///     and take the first that has not left yet.
    ///   - legs: the legs `--to` and `--from` mean; nil for a command without them.
    ///   - legOptions: the options that name a leg, for the hints.
    static func resolve(_ invocation: Invocation, source: some FlightSource, clock: BoardClock, prompter: Prompter,
                        departuresOnly: Bool = false, upcoming: Bool = false, legs: LegFilter? = nil,
                        legOptions: LegOptionNames = .toAndFrom) throws(CLIError) -> Flight {
        let (query, candidates) = try candidates(invocation, source: source, clock: clock, departuresOnly: departuresOnly,
                                                 upcoming: upcoming, legs: legs, legOptions: legOptions)
        return try choose(among: candidates, query: query, invocation: invocation, source: source, prompter: prompter,
                          legs: legs, legOptions: legOptions)
    }

    /// For `history`: every leg the number flies in one direction on the day (the two
    /// departures of a through-flight), or else the one flight chosen among them all.
    static func resolveLegs(_ invocation: Invocation, source: some FlightSource, clock: BoardClock, prompter: Prompter,
                            legs: LegFilter) throws(CLIError) -> [Flight] {
        let (query, candidates) = try candidates(invocation, source: source, clock: clock, departuresOnly: false,
                                                 upcoming: false, legs: legs, legOptions: .toAndFrom)
        if !candidates.isEmpty, Set(candidates.map(\.designator)).count == 1, Set(candidates.map(\.direction)).count == 1 {
            return candidates
        }
        return [try choose(among: candidates, query: query, invocation: invocation, source: source, prompter: prompter,
                           legs: legs, legOptions: .toAndFrom)]
    }

    /// The flights that fit the argument and the options, found or not.
    private static func candidates(_ invocation: Invocation, source: some FlightSource, clock: BoardClock,
                                   departuresOnly: Bool, upcoming: Bool, legs: LegFilter?,
                                   legOptions: LegOptionNames) throws(CLIError) -> (FlightQuery, [Flight]) {
        let text = invocation.arguments.positionals[0]
        let query: FlightQuery
        do {
            query = try FlightQuery(parsing: text)
        } catch {
            throw invocation.usageError(error.description)
        }
        let arrival = invocation.isSet(FlightOptions.arrival)
        let departure = invocation.isSet(FlightOptions.departure) || departuresOnly
        if arrival && departure {
            throw invocation.usageError(departuresOnly
                ? "--arrival does not apply: only departures can be checked in for"
                : "--arrival and --departure contradict each other")
        }
        let directions: Set<Direction> = arrival ? [.arrival] : departure ? [.departure] : [.arrival, .departure]
        let pinnedDate = invocation.has(FlightOptions.date)
        let days = upcoming && !pinnedDate ? [clock.date, clock.date.adding(days: 1)] : [clock.date]

        var candidates: [Flight] = []
        for day in days {
            candidates += try CLIError.answer { () throws(FlightSourceError) in try source.flights(on: day, asOf: clock.now) }
                .filter { query.matches($0) && directions.contains($0.direction) }
        }
        // The leg first, so that the next flight is the next of that leg.
        if let legs, !legs.isEmpty {
            let picked = candidates.filter { legs.includes(FlightLeg($0, at: source.airport)) }
            if picked.isEmpty, !candidates.isEmpty {
                let day = candidates[0].scheduled.date
                throw noLeg("\(query)", legs, among: candidates.filter { $0.scheduled.date == day }, airport: source.airport,
                            when: "on \(day)", options: legOptions)
            }
            candidates = picked
        }
        if upcoming && !pinnedDate {
            candidates = nextOfEachLeg(candidates, airport: source.airport, today: clock.date)
        }
        if candidates.isEmpty {
            throw try notFound(query, invocation: invocation, source: source, clock: clock, directions: directions,
                               directionFixed: departuresOnly)
        }
        return (query, candidates)
    }

    /// The next flight not yet departed of each leg among `candidates` (today's and tomorrow's),
    /// or each leg's flights of today when it has none: a leg that has left today offers
    /// tomorrow's, so that a through-flight's legs are each offered, and none taken silently.
    private static func nextOfEachLeg(_ candidates: [Flight], airport: Airport, today: CivilDate) -> [Flight] {
        var legs: [FlightLeg] = []
        for flight in candidates where !legs.contains(FlightLeg(flight, at: airport)) { legs.append(FlightLeg(flight, at: airport)) }
        return legs.flatMap { leg -> [Flight] in
            let flights = candidates.filter { FlightLeg($0, at: airport) == leg }
            let ahead = flights.filter { ![.departed, .landed, .diverted].contains($0.status.kind) }
            guard let first = ahead.min(by: { $0.scheduled < $1.scheduled }) else {
                return flights.filter { $0.scheduled.date == today }
            }
            return ahead.filter { $0.scheduled.date == first.scheduled.date }
        }.sorted { $0.scheduled < $1.scheduled }
    }

    /// The one flight meant among `candidates` (never empty): asked when there are several.
    /// Without prompts, the legs of one number, two of them the same way, are listed with the
    /// options that pick each.
    private static func choose(among candidates: [Flight], query: FlightQuery, invocation: Invocation,
                               source: some FlightSource, prompter: Prompter, legs: LegFilter?,
                               legOptions: LegOptionNames) throws(CLIError) -> Flight {
        // Legs that a direction cannot tell apart: two the same way, each to or from its own airport.
        let legsDiffer = legs != nil && Set(candidates.map(\.direction)).count < candidates.count
            && Set(candidates.map { FlightLeg($0, at: source.airport) }).count == candidates.count
            && Set(candidates.map(\.designator)).count == 1
        if candidates.count > 1, legsDiffer, !prompter.promptsAllowed {
            let date = candidates[0].scheduled.date
            // The next flight of each leg, for a check-in, may be on different days.
            let oneDay = candidates.allSatisfy { $0.scheduled.date == date }
            throw invocation.usageError(
                "\(candidates[0].designator) flies \(candidates.count) legs at \(source.airport.code)\(oneDay ? " on \(FlightDetails.weekday(date)) \(date)" : ""): "
                    + candidates.map { legDescription($0, airport: source.airport, withDate: !oneDay) }.joined(separator: ", "),
                hint: legsHint(candidates, airport: source.airport, options: legOptions))
        }
        switch candidates.count {
        case 1:
            return candidates[0]
        default:
            let choices = candidates.map { Choice(label: describe($0, airport: source.airport)) }
            let directionsDiffer = Set(candidates.map(\.direction)).count > 1
            var answers: [String] = []
            if legsDiffer { answers.append(legOptions.words) }
            if directionsDiffer { answers.append("--arrival or --departure") }
            if case .number = query { answers.append("the full flight number") }
            if answers.isEmpty { answers.append("--date") }
            let index = try prompter.choose("Which flight?", message: "\(query) matches \(candidates.count) flights.",
                                            choices: choices, defaultIndex: 0,
                                            answeredBy: answers.joined(separator: ", or "))
            return candidates[index]
        }
    }

    /// `UA 635 departure to Chicago (ORD), 06:00 Sun 2026-11-29`.
    static func describe(_ flight: Flight, airport: Airport) -> String {
        let way = flight.direction == .departure ? "departure to" : "arrival from"
        let date = flight.scheduled.date
        return "\(flight.designator) \(way) \(FlightPresentation.place(flight.airport)), \(flight.scheduled.time) \(FlightDetails.weekday(date)) \(date)"
    }

    /// `ATL → DAL departs 07:00`, and `Wed 2013-03-06` after it `withDate`.
    static func legDescription(_ flight: Flight, airport: Airport, withDate: Bool = false) -> String {
        let date = flight.scheduled.date
        return "\(FlightLeg(flight, at: airport).route) \(flight.direction == .departure ? "departs" : "arrives") \(flight.scheduled.time)"
            + (withDate ? " \(FlightDetails.weekday(date)) \(date)" : "")
    }

    /// `Pick one with --to DAL, --from DAL or --to AZO.`: the option that names each leg by its other end.
    static func legsHint(_ flights: [Flight], airport: Airport, options: LegOptionNames = .toAndFrom) -> String {
        var picks: [String] = []
        for flight in flights {
            let pick = options.words(for: FlightLeg(flight, at: airport)).joined(separator: " ")
            if !picks.contains(pick) { picks.append(pick) }
        }
        let listed = picks.count > 1 ? picks.dropLast().joined(separator: ", ") + " or " + picks[picks.count - 1] : picks[0]
        return "\(picks.count > 1 ? "Pick one with" : "Use") \(listed)."
    }

    /// No leg of `flights` (the number's, at `airport`) is among `legs`: the error lists them.
    static func noLeg(_ number: String, _ legs: LegFilter, among flights: [Flight], airport: Airport, when: String,
                      options: LegOptionNames = .toAndFrom) -> CLIError {
        var words: [String] = []
        if !legs.to.isEmpty { words.append("to " + legs.to.joined(separator: " or ")) }
        if !legs.from.isEmpty { words.append("from " + legs.from.joined(separator: " or ")) }
        return CLIError("\(number) has no leg \(words.joined(separator: " ")) at \(airport.code) \(when); it flies "
                            + flights.map { legDescription($0, airport: airport) }.joined(separator: ", "),
                        hint: legsHint(flights, airport: airport, options: options))
    }

    private static func notFound(_ query: FlightQuery, invocation: Invocation, source: some FlightSource,
                                 clock: BoardClock, directions: Set<Direction>, directionFixed: Bool) throws(CLIError) -> CLIError {
        let day = clock.date
        let today = try CLIError.answer { () throws(FlightSourceError) in try source.flights(on: day, asOf: clock.now) }
        if let other = today.first(where: { query.matches($0) }) {
            let option = other.direction == .arrival ? "--arrival" : "--departure"
            return CLIError("\(other.designator) is only \(other.direction == .arrival ? "an arrival" : "a departure") on \(day)",
                            hint: directionFixed ? nil : "Use \(option), or leave the direction out.")
        }
        for ahead in 1...7 {
            let date = day.adding(days: ahead)
            let flights = try CLIError.answer { () throws(FlightSourceError) in try source.flights(on: date, asOf: clock.now) }
            if let next = flights.first(where: { query.matches($0) && directions.contains($0.direction) }) {
                return CLIError("\(next.designator) does not fly on \(FlightDetails.weekday(day)) \(day)",
                                hint: "It flies next on \(FlightDetails.weekday(date)) \(date): add --date \(date).")
            }
        }
        let known = today.filter { directions.contains($0.direction) }.map(\.designator.compact)
        let typed = query.description.replacingOccurrences(of: " ", with: "")
        let suggestion = Suggestion.closest(to: typed, among: known)
        return CLIError("no flight \(query) at \(source.airport.code) on \(day)",
                        hint: suggestion.map { "Did you mean \($0)? \(boardsHint)" } ?? boardsHint)
    }

    /// Where a day's flights are listed.
    private static var boardsHint: String {
        "'\(CommandHint(BoardCommand.arrivals, []).text)' and '\(CommandHint(BoardCommand.departures, []).text)' list the day's flights."
    }
}
