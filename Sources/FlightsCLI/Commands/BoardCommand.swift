import FlightBoard
import TerminalKit

/// `flights arrivals` and `flights departures`: the day's board at the airport.
enum BoardCommand {
    static let arrivals = spec(.arrival)
    static let departures = spec(.departure)

    /// The word that selects the board of `direction`.
    static func name(_ direction: Direction) -> String {
        direction == .arrival ? "arrivals" : "departures"
    }

    private static func spec(_ direction: Direction) -> CommandSpec {
        let name = name(direction)
        let other = direction == .arrival ? "origin" : "destination"
        return CommandSpec(
            name: name,
            abstract: "Show the day's \(name) board.",
            discussion: """
                The day's \(name) at the airport, sorted by scheduled time: time, flight, \(other), airline, gate and status. \
                A delayed flight shows its new time after the scheduled one; the number in parentheses is the delay in minutes, and +1 marks the next day.
                On a terminal the table fits the width (COLUMNS or the terminal's), dropping or shortening the least important columns, and is coloured by punctuality: green on time, yellow 1 to 14 minutes late, red 15 or more, bold red cancelled or diverted. \
                Through a pipe it is plain, complete and uncoloured; use --format json or csv for programs.
                """,
            options: BoardOptions.all(direction),
            examples: [
                .init("\(ToolSpec.name) \(name) --hide-cancelled", "Today's \(name) so far and to come, without cancelled flights."),
                .init("\(ToolSpec.name) \(name) --date 2026-12-24 --at 18:00 --upcoming", "What is still to come on Christmas Eve at 6 pm."),
                .init("\(ToolSpec.name) \(name) --airline DL --json | jq '.flights[].flight'", "Delta's flights, for a script."),
                .init("\(ToolSpec.name) \(name) --data flights.csv --airport \(direction == .arrival ? "ATL" : "JFK") --date 2013-07-04",
                      "The real board of that day, from US DOT on-time data."),
            ],
            misplacedOptions: direction == .arrival
                ? ["to": "Did you mean '--from'? Arrivals are found by where they come from."]
                : ["from": "Did you mean '--to'? Departures are found by where they go."],
            run: { invocation throws(CLIError) in try run(direction, invocation) }
        )
    }

    private static func run(_ direction: Direction, _ invocation: Invocation) throws(CLIError) -> BoardResult {
        // --json and --format must agree before any data is read.
        let format = try invocation.outputFormat()
        let source = try DataLocator.source(for: invocation)
        let clock = try BoardClock.resolve(invocation, source: source, dayRequired: true)
        let filter = try boardFilter(invocation, source: source, direction: direction, clock: clock)
        let board = try CLIError.answer { () throws(FlightSourceError) in
            // The table has no column for the aircraft; programs get them.
            try Board(source: source, direction: direction, date: clock.date, asOf: clock.now, filter: filter,
                      aircraft: format != .table)
        }
        // Only programs get the odds: the table has no column for them, and they cost a month of days.
        guard format != .table else { return BoardResult(board: board) }
        let odds = try CLIError.answer { () throws(FlightSourceError) in try source.lateOdds(direction, on: clock.date, asOf: clock.now) }
        return BoardResult(board: board, odds: odds)
    }

    /// The filter the options ask for. Airlines and places by name are looked up among the
    /// flights of the board's day, in its direction: those are the ones a name can mean.
    private static func boardFilter(_ invocation: Invocation, source: some FlightSource, direction: Direction,
                                    clock: BoardClock) throws(CLIError) -> BoardFilter {
        var filter = BoardFilter()
        filter.hidesCancelled = invocation.isSet(BoardOptions.hideCancelled)
        filter.upcomingOnly = invocation.isSet(BoardOptions.upcoming)
        filter.lateOnly = invocation.isSet(BoardOptions.late)
        filter.statuses = Set(invocation.values(BoardOptions.status))
        let otherDirection: [FlightStatus.Kind] = direction == .arrival ? [.boarding, .departed] : [.landed]
        if let status = otherDirection.first(where: filter.statuses.contains) {
            throw invocation.usageError("no \(invocation.command.name.dropLast()) is ever \(status.rawValue): that status belongs to \(status == .landed ? "arrivals" : "departures")")
        }
        let airlines = invocation.values(BoardOptions.airline)
        let places = invocation.values(direction == .arrival ? BoardOptions.from : BoardOptions.to)
        guard !airlines.isEmpty || !places.isEmpty else { return filter }
        let day = try CLIError.answer { () throws(FlightSourceError) in
            try source.countedFlights(on: clock.date, direction: direction, asOf: clock.now)
        }
        for text in airlines {
            filter.airlines.formUnion(try airlineCodes(text, invocation, source: source, day: day))
        }
        for text in places {
            filter.airports.formUnion(try airportCodes(text, invocation, direction: direction, date: clock.date, day: day))
        }
        return filter
    }

    /// The codes of the airlines `text` names: a code of the data's, or a name on the day's board.
    private static func airlineCodes(_ text: String, _ invocation: Invocation, source: some FlightSource,
                                     day: [Flight]) throws(CLIError) -> Set<String> {
        if source.airlineCodes.contains(text.uppercased()) { return [text.uppercased()] }
        let airlines = Set(day.map(\.airline))
        let codes = NameSearch.airlines(matching: text, among: airlines)
        guard codes.isEmpty else { return codes }
        let candidates = NameSearch.candidates(names: airlines.map(\.name).sorted(), codes: source.airlineCodes)
        throw invocation.usageError(
            "no airline '\(text)' flies at \(source.airport.code); airlines: \(source.airlineCodes.joined(separator: ", "))",
            hint: Suggestion.closest(to: text, among: candidates).map { "Did you mean '--airline \(quoted($0))'?" })
    }

    /// The codes of the airports `text` names among those of the day's flights.
    private static func airportCodes(_ text: String, _ invocation: Invocation, direction: Direction, date: CivilDate,
                                     day: [Flight]) throws(CLIError) -> Set<String> {
        let airports = Set(day.map(\.airport))
        let codes = NameSearch.airports(matching: text, among: airports)
        guard codes.isEmpty else { return codes }
        let option = direction == .arrival ? BoardOptions.from : BoardOptions.to
        let candidates = NameSearch.candidates(names: Set(airports.flatMap { [$0.city, $0.name] }).sorted(),
                                               codes: airports.map(\.code).sorted())
        throw invocation.usageError(
            "no \(invocation.command.name) on \(date) \(direction == .arrival ? "come from" : "go to") '\(text)' (an airport's code, or a word of its city or name)",
            hint: Suggestion.closest(to: text, among: candidates).map { "Did you mean '--\(option.name) \(quoted($0))'?" })
    }

    /// A value as it would be typed in a shell: in double quotes when it has a space.
    private static func quoted(_ value: String) -> String {
        value.contains(" ") ? "\"\(value)\"" : value
    }
}
