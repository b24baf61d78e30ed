import FlightBoard
import TerminalKit

/// `flights board` and `flights open`: the board app full screen on a terminal, as
/// numbered line prompts with `--accessible`, or the board printed once when standard
/// input or output is not a terminal (or prompts are off).
enum BoardApp {
    static func run(_ invocation: Invocation, link: AppLink?) throws(CLIError) -> (any CommandResult)? {
        let environment = invocation.environment
        let accessible = invocation.isSet(PromptOptions.accessible) || environment.variable("TERM") == "dumb"
        let color = TerminalKit.colorEnabled(choice: invocation[GlobalOptions.color] ?? .auto,
                                             isTerminal: environment.errorOutput.isTerminal, environment: environment.variables)
        // Asked for keys whatever the mode: whether the input and the screen are terminals at all.
        let terminal = environment.promptTerminal(PromptSettings(accessible: false, usesColor: color))
        if !environment.output.isTerminal || !terminal.isInteractive || invocation.isSet(PromptOptions.noInput) {
            return try printOnce(invocation, link: link)
        }
        if accessible {
            return try AccessibleBoard(invocation: invocation).run()
        }
        let app = try AppCoordinator(invocation: invocation, terminal: terminal, link: link)
        let ending = try app.run()
        for link in app.links { environment.output.write(link + "\n") }
        if ending == .interrupted { throw Prompter.interrupted }
        return nil
    }

    /// The tab's board (or the trips to come) as `departures` (or `checkins`) prints it, and a note
    /// on standard error that the app needs a terminal.
    private static func printOnce(_ invocation: Invocation, link: AppLink?) throws(CLIError) -> (any CommandResult)? {
        var invocation = invocation
        if let options = link?.options, !options.isEmpty {
            invocation = try invocation.adding(options)
        }
        let tab = link?.tab ?? invocation[AppOptions.tab] ?? .departures
        let source = try DataLocator.source(for: invocation)
        let clock = try BoardClock.resolve(invocation, source: source, dayRequired: tab != .trips)
        if let link, let flight = link.flight, let direction = tab.direction {
            let day = try CLIError.answer { () throws(FlightSourceError) in try source.flights(on: clock.date, direction: direction, asOf: clock.now) }
            _ = try AppLinkResolver.find(flight, direction: direction, among: day, clock: clock, airport: source.airport, link: link, invocation: invocation)
        }
        let why = invocation.isSet(PromptOptions.noInput) ? "prompts are off" : "standard input and output must be terminals"
        invocation.environment.errorOutput.write(
            "flights: the board app needs a terminal (\(why)); the \(AppScreen.tabName(tab).lowercased()) \(tab == .trips ? "are" : "board is") printed once.\n")
        guard let direction = tab.direction else {
            return try TripsResult.saved(in: invocation.environment, source: source, asOf: clock.now)
        }
        // The link's filters, as the app would open with them.
        var filter = BoardFilter()
        filter.hidesCancelled = invocation.isSet(BoardOptions.hideCancelled) || link?.hidesCancelled == true
        filter.airlines = link?.airline.map { [$0] } ?? []
        let board = try CLIError.answer { () throws(FlightSourceError) in
            try Board(source: source, direction: direction, date: clock.date, asOf: clock.now, filter: filter)
        }
        guard let words = link?.filter?.lowercased() else { return BoardResult(board: board) }
        return BoardResult(board: Board(airport: board.airport, direction: direction, date: board.date, asOf: board.asOf,
                                        flights: board.flights.filter { AppState.matches($0, words) }))
    }
}
