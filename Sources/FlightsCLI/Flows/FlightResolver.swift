import FlightBoard
import TerminalKit

/// Finds the one flight a command's FLIGHT argument names, with `--date`,
/// `--arrival` and `--departure`; asks which one when several fit.
enum FlightResolver {
    /// - Parameter upcoming: for check-in: without `--date`, look at today and tomorrow
    ///   and take the first that has not left yet.
    static func resolve(_ invocation: Invocation, source: some FlightSource, clock: BoardClock,
                        prompter: Prompter, departuresOnly: Bool = false, upcoming: Bool = false) throws(CLIError) -> Flight {
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
        switch candidates.count {
        case 0:
            throw try notFound(query, invocation: invocation, source: source, clock: clock, directions: directions,
                                directionFixed: departuresOnly)
        case 1:
            return candidates[0]
        default:
            let choices = candidates.map { Choice(label: describe($0, airport: source.airport)) }
            let directionsDiffer = Set(candidates.map(\.direction)).count > 1
            var answers: [String] = []
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
