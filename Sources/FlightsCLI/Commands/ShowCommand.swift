import FlightBoard
import TerminalKit

/// `flights show FLIGHT`: the flight's details in a sheet.
enum ShowCommand {
    static let name = "show"
    static let spec = CommandSpec(
        name: name,
        abstract: "Show a flight's details in a sheet.",
        discussion: """
            The flight's airline, number, route, scheduled and current times, gate, aircraft (when the data names it), status and the actions it allows \
            (check-in, rebook, history), in a sheet that rises from the bottom of the terminal. \
            Its odds line is the chance of being 15+ minutes late, cancelled or diverted, made from the 30 days before the flight's day \
            only (its own record shrunk toward its route's and its hour's; the man page says how), with what it was made from. \
            Its height follows --detent: \
            medium (half the terminal, the default), large (all of it), drawer (15% of it, at least 8 rows), a fraction such as 0.4, \
            or a number of rows. In the sheet, arrows, j/k and PgUp/PgDn scroll, Tab switches between medium and large, and \
            Enter, Esc or q close it (Done). When standard output is a terminal but no keys can be read, the sheet is printed \
            at its height; through a pipe the details are printed in full, one per line, and --json gives them as JSON. \
            Without --date the flight is the next one of the number not yet gone, today or tomorrow, as for checkin. \
            A number that flies several legs that day (a through-flight) is asked about; --to and --from pick the leg.
            """,
        arguments: [.flight("The flight number, such as UA1545 or \"B6 725\".")],
        options: [FlowOptions.detent] + FlightOptions.commonWithLegs + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) show UA635", "UA 635's sheet; Enter closes it."),
            .init("\(ToolSpec.name) show DL1704 --arrival --detent large", "The arrival DL 1704, in a full-height sheet."),
            .init("\(ToolSpec.name) show \"B6 725\" --json | jq .status", "The status, for a script."),
        ],
        run: { invocation throws(CLIError) in
            let detent = invocation[FlowOptions.detent] ?? .medium
            let source = try DataLocator.source(for: invocation)
            let clock = try BoardClock.resolve(invocation, source: source, dayRequired: true)
            let prompter = Prompter(invocation: invocation)
            // Without --date, the next flight of the number not yet gone, as checkin means it.
            let flight = try FlightResolver.resolve(invocation, source: source, clock: clock, prompter: prompter,
                                                    upcoming: true, legs: FlightOptions.legFilter(invocation))
            let environment = invocation.environment
            // The number may be both an arrival and a departure that day, or fly two legs one way
            // (a through-flight): then the hints say which, by the leg when the direction is not enough.
            let namesakes = try CLIError.answer { () throws(FlightSourceError) in try source.flights(on: flight.scheduled.date, asOf: clock.now) }
                .filter { $0.designator == flight.designator && FlightLeg($0, at: source.airport) != FlightLeg(flight, at: source.airport) }
            let otherDirection = namesakes.contains { $0.direction != flight.direction }
            let otherLeg = namesakes.contains { $0.direction == flight.direction }
            let hint = { (command: CommandSpec) in
                // Check-in is for departures only, and names the leg with --destination.
                let checkIn = command.name == CheckInCommand.spec.name
                return CommandHint(command, flight: flight, invocation: invocation, clock: clock,
                                   direction: !checkIn && otherDirection && !otherLeg ? flight.direction : nil,
                                   leg: otherLeg ? FlightLeg(flight, at: source.airport) : nil,
                                   legOptions: checkIn ? .destination : .toAndFrom)
            }
            // The sheet's content is one column in from each border.
            let contentWidth = environment.output.isTerminal ? (invocation.outputWidth ?? 80) - 4 : nil
            // A flight the user moved away from offers no check-in. The sheet is about the
            // flight: a state file that cannot be read only loses it that line.
            let records = try? StateStore(environment: environment).load()
            let givenUp = records?.reschedule(givingUp: flight.designator, departure: flight.scheduled)
            let inbound = try FlightDetails.inbound(of: flight, in: source, asOf: clock.now)
            let odds = try FlightDetails.odds(of: flight, in: source, asOf: clock.now)
            let sheet = SheetView(title: FlightDetails.title(flight),
                                  content: FlightDetails.lines(flight, airport: source.airport, givenUp: givenUp, inbound: inbound,
                                                               odds: odds, hint: hint, width: contentWidth),
                                  detent: detent, dismissHint: "↑↓ scroll · tab size · enter done")
            // Presented on a terminal where keys can be read; else printed (JSON, a pipe,
            // --no-input, --accessible), the whole content in the sheet's frame.
            if !invocation.isSet(FlightOptions.json), environment.output.isTerminal, prompter.promptsAllowed,
               try prompter.present(sheet) {
                return nil
            }
            return FlightResult(flight: flight, airport: source.airport, inbound: inbound, chance: odds.chance(for: flight), title: sheet.title, content: sheet.content)
        }
    )
}
