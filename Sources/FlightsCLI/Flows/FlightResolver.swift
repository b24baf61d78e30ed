import FlightBoard
import TerminalKit

/// Finds the one flight a command's FLIGHT argument names, with `--date`,
/// `--arrival` and `--departure`, and for the commands that take them `--to` and `--from`
/// (the leg, of a number that flies several); asks which one when several fit.
enum FlightResolver {
    /// - Parameters:
    ///   - upcoming: for check-in: without `--date`, look at today and tomorrow
    ///     and take the first that has not left yet.
    ///   - legs: the legs `--to` and `--from` mean; nil for a command without them.
    static func resolve(_ invocation: Invocation, source: some FlightSource, clock: BoardClock, prompter: Prompter,
                        departuresOnly: Bool = false, upcoming: Bool = false, legs: LegFilter? = nil) throws(CLIError) -> Flight {
        let (query, candidates) = try candidates(invocation, source: source, clock: clock, departuresOnly: departuresOnly,
                                                 upcoming: upcoming, legs: legs)
        return try choose(among: candidates, query: query, invocation: invocation, source: source, prompter: prompter,
                          legs: legs)
    }

    /// For `history`: every leg the number flies in one direction on the day (the two
    /// departures of a through-flight), or else the one flight chosen among them all.
    static func resolveLegs(_ invocation: Invocation, source: some FlightSource, clock: BoardClock, prompter: Prompter,
                            legs: LegFilter) throws(CLIError) -> [Flight] {
        let (query, candidates) = try candidates(invocation, source: source, clock: clock, departuresOnly: false,
                                                 upcoming: false, legs: legs)
        if !candidates.isEmpty, Set(candidates.map(\.designator)).count == 1, Set(candidates.map(\.direction)).count == 1 {
            return candidates
        }
        return [try choose(among: candidates, query: query, invocation: invocation, source: source, prompter: prompter,
                           legs: legs)]
    }

    /// The flights that fit the argument and the options, found or not.
    private static func candidates(_ invocation: Invocation, source: some FlightSource, clock: BoardClock,
                                   departuresOnly: Bool, upcoming: Bool, legs: LegFilter?) throws(CLIError) -> (FlightQuery, [Flight]) {
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
        if upcoming && !pinnedDate {
            let ahead = candidates.filter { ![.departed, .landed, .diverted].contains($0.status.kind) }
            if let first = ahead.min(by: { $0.scheduled < $1.scheduled }) {
                candidates = ahead.filter { $0.scheduled.date == first.scheduled.date }
            } else {
                candidates = candidates.filter { $0.scheduled.date == clock.date }
            }
        }
        if let legs, !legs.isEmpty {
            let picked = candidates.filter { legs.includes(FlightLeg($0, at: source.airport)) }
            if picked.isEmpty, !candidates.isEmpty {
                throw noLeg("\(query)", legs, among: candidates, airport: source.airport, when: "on \(clock.date)")
            }
            candidates = picked
        }
        if candidates.isEmpty {
            throw try notFound(query, invocation: invocation, source: source, clock: clock, directions: directions,
                               directionFixed: departuresOnly)
        }
        return (query, candidates)
    }

    /// The one flight meant among `candidates` (never empty): asked when there are several.
    /// Without prompts, the legs of one number, two of them the same way, are listed with the
    /// options that pick each.
    private static func choose(among candidates: [Flight], query: FlightQuery, invocation: Invocation,
                               source: some FlightSource, prompter: Prompter, legs: LegFilter?) throws(CLIError) -> Flight {
        // Legs that a direction cannot tell apart: two the same way, each to or from its own airport.
        let legsDiffer = legs != nil && Set(candidates.map(\.direction)).count < candidates.count
            && Set(candidates.map { FlightLeg($0, at: source.airport) }).count == candidates.count
            && Set(candidates.map(\.designator)).count == 1
        if candidates.count > 1, legsDiffer, !prompter.promptsAllowed {
            let date = candidates[0].scheduled.date
            throw invocation.usageError(
                "\(candidates[0].designator) flies \(candidates.count) legs at \(source.airport.code) on \(FlightDetails.weekday(date)) \(date): "
                    + candidates.map { legDescription($0, airport: source.airport) }.joined(separator: ", "),
                hint: legsHint(candidates, airport: source.airport))
        }
        switch candidates.count {
        case 1:
            return candidates[0]
        default:
            let choices = candidates.map { Choice(label: describe($0, airport: source.airport)) }
            let directionsDiffer = Set(candidates.map(\.direction)).count > 1
            var answers: [String] = []
            if legsDiffer { answers.append("--to or --from") }
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

    /// `ATL → DAL departs 07:00`.
    static func legDescription(_ flight: Flight, airport: Airport) -> String {
        "\(FlightLeg(flight, at: airport).route) \(flight.direction == .departure ? "departs" : "arrives") \(flight.scheduled.time)"
    }

    /// `Pick one with --to DAL, --from DAL or --to AZO.`: the option that names each leg by its other end.
    static func legsHint(_ flights: [Flight], airport: Airport) -> String {
        var picks: [String] = []
        for flight in flights {
            let pick = (flight.direction == .departure ? "--to " : "--from ") + flight.airport.code
            if !picks.contains(pick) { picks.append(pick) }
        }
        let listed = picks.count > 1 ? picks.dropLast().joined(separator: ", ") + " or " + picks[picks.count - 1] : picks[0]
        return "\(picks.count > 1 ? "Pick one with" : "Use") \(listed)."
    }

    /// No leg of `flights` (the number's, at `airport`) is among `legs`: the error lists them.
    static func noLeg(_ number: String, _ legs: LegFilter, among flights: [Flight], airport: Airport, when: String) -> CLIError {
        var words: [String] = []
        if !legs.to.isEmpty { words.append("to " + legs.to.joined(separator: " or ")) }
        if !legs.from.isEmpty { words.append("from " + legs.from.joined(separator: " or ")) }
        return CLIError("\(number) has no leg \(words.joined(separator: " ")) at \(airport.code) \(when); it flies "
                            + flights.map { legDescription($0, airport: airport) }.joined(separator: ", "),
                        hint: legsHint(flights, airport: airport))
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
                        hint: suggestion.map { "Did you mean \($0)? 'flights arrivals' and 'flights departures' list the day's flights." }
                            ?? "'flights arrivals' and 'flights departures' list the day's flights.")
    }
}
