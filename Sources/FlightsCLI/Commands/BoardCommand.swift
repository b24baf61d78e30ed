import FlightBoard
import TerminalKit

/// `flights arrivals` and `flights departures`: the day's board at the airport.
enum BoardCommand {
    static let arrivals = spec(.arrival)
    static let departures = spec(.departure)

    private static func spec(_ direction: Direction) -> CommandSpec {
        let name = direction == .arrival ? "arrivals" : "departures"
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
            options: BoardOptions.all,
            examples: [
                .init("\(ToolSpec.name) \(name) --hide-cancelled", "Today's \(name) so far and to come, without cancelled flights."),
                .init("\(ToolSpec.name) \(name) --date 2026-12-24 --at 18:00 --upcoming", "What is still to come on Christmas Eve at 6 pm."),
                .init("\(ToolSpec.name) \(name) --airline DL --json | jq '.flights[].flight'", "Delta's flights, for a script."),
                .init("\(ToolSpec.name) \(name) --data flights.csv --airport \(direction == .arrival ? "ATL" : "JFK") --date 2013-07-04",
                      "The real board of that day, from US DOT on-time data."),
            ],
            run: { invocation throws(CLIError) in try run(direction, invocation) }
        )
    }

    private static func run(_ direction: Direction, _ invocation: Invocation) throws(CLIError) {
        let format = try outputFormat(invocation)
        let source = try DataLocator.source(for: invocation)
        let clock = try BoardClock.resolve(invocation, source: source, dayRequired: true)
        let filter = try boardFilter(invocation, source: source)
        let board = Board(source: source, direction: direction, date: clock.date, asOf: clock.now, filter: filter)
        let environment = invocation.environment

        switch format {
        case .json:
            environment.output.write(BoardRenderer.json(board))
        case .csv:
            environment.output.write(BoardRenderer.csv(board))
        case .table:
            guard !board.flights.isEmpty else {
                environment.errorOutput.write("No \(invocation.command.name) on \(board.date) match the options given.\n")
                return
            }
            let width = invocation.outputWidth
            var text = ""
            if environment.output.isTerminal {
                text += BoardTitle.text(board, width: width) + "\n"
            }
            text += BoardRenderer.table(board, width: width, color: invocation.colorEnabled)
            environment.output.write(text)
        }
    }

    static func outputFormat(_ invocation: Invocation) throws(CLIError) -> OutputFormat {
        let named = invocation.value(BoardOptions.format).flatMap(OutputFormat.init(rawValue:))
        if invocation.isSet(BoardOptions.json) {
            if let named, named != .json {
                throw invocation.usageError("--json and --format \(named.rawValue) contradict each other")
            }
            return .json
        }
        return named ?? .table
    }

    private static func boardFilter(_ invocation: Invocation, source: some FlightSource) throws(CLIError) -> BoardFilter {
        var filter = BoardFilter()
        filter.hidesCancelled = invocation.isSet(BoardOptions.hideCancelled)
        filter.upcomingOnly = invocation.isSet(BoardOptions.upcoming)
        filter.status = invocation.value(BoardOptions.status).flatMap(FlightStatus.Kind.init(rawValue:))
        let departuresOnly: [FlightStatus.Kind] = [.boarding, .departed]
        if let status = filter.status, invocation.command.name == "arrivals" ? departuresOnly.contains(status) : status == .landed {
            throw invocation.usageError("no \(invocation.command.name.dropLast()) is ever \(status.rawValue): that status belongs to \(status == .landed ? "arrivals" : "departures")")
        }
        if let text = invocation.value(BoardOptions.airline) {
            let code = text.uppercased()
            let known = source.airlineCodes
            guard known.contains(code) else {
                let suggestion = Suggestion.closest(to: code, among: known)
                throw invocation.usageError(
                    "no airline '\(text)' flies at \(source.airport.code); airlines: \(known.joined(separator: ", "))",
                    hint: suggestion.map { "Did you mean '--airline \($0)'?" })
            }
            filter.airline = code
        }
        return filter
    }
}
