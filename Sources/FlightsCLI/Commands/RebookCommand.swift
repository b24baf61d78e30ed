import FlightBoard
import TerminalKit

/// `flights rebook FLIGHT`: for a cancelled departure, the other flights to choose from and
/// the move; for a cancelled flight with nothing to choose, the airline's "Contact Your
/// Airline" alert and the flights known; for any other flight, why not.
enum RebookCommand {
    /// `--to` of `rebook`: a flight number is the flight to move to, a place the leg.
    static let to = Option<String>(
        "to", "FLIGHT|PLACE",
        help: "A flight number (UA544): rebook onto that flight, one of those offered (the soonest, without --to-date). A place (an IATA code, city or airport name): mean the leg to it, when the number flies several legs.",
        repeatable: true)

    static let name = "rebook"
    static let spec = CommandSpec(
        name: name,
        abstract: "Rebook a cancelled flight onto another one.",
        discussion: """
            Rebooking is for cancelled flights. For a cancelled departure the other flights are offered, the airline's own to the same \
            airport first, then other airlines', then flights to the city's other airports (Midway when the flight to O'Hare is \
            cancelled), from the flight's day and the next two: choosing one asks to confirm (--yes answers), then moves the trip there, \
            its check-ins set aside as a reschedule's are (undone with checkins --undo). On a terminal the list is asked; \
            --to FLIGHT chooses without it. Without a terminal and without --to, or for an arrival, or when no other flight is known, \
            the tool shows the alert "\(RebookFlow.alertTitle)" and lists the flights known, for information. \
            For a flight that is not cancelled it says why rebooking does not apply, and exits 1.
            """,
        arguments: [.flight("The flight number, such as UA1545 or \"B6 725\".")],
        options: FlightOptions.commonWithLegs.map { $0.name == FlightOptions.to.name ? to : $0 }
            + [FlowOptions.toDate, FlowOptions.yes] + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) rebook US2126 --date 2026-11-29", "The other flights of a cancelled flight, to choose from."),
            .init("\(ToolSpec.name) rebook AA500 --at 2026-11-29T14:00 --to UA101 --yes", "Move the trip onto the next UA 101."),
        ],
        run: { invocation throws(CLIError) in
            let source = try DataLocator.source(for: invocation)
            let clock = try BoardClock.resolve(invocation, source: source)
            let prompter = Prompter(invocation: invocation, cancelMessage: "cancelled; nothing was changed")
            let (places, flights) = split(invocation.values(to))
            guard flights.count <= 1 else {
                throw invocation.usageError("--\(to.name) names \(flights.count) flights: rebook onto one")
            }
            if invocation.has(FlowOptions.toDate) && flights.isEmpty {
                throw invocation.usageError("--\(FlowOptions.toDate.name) needs --\(to.name) FLIGHT")
            }
            let flight = try FlightResolver.resolve(invocation, source: source, clock: clock, prompter: prompter,
                                                    legs: LegFilter(to: places, from: invocation.values(FlightOptions.from)))
            let target = flights.first.map { RescheduleFlow.Target(query: $0.query, text: $0.text, date: invocation[FlowOptions.toDate]) }
            let flow = RebookFlow(flight: flight, source: source, clock: clock,
                                  store: { () throws(CLIError) in try StateStore(environment: invocation.environment) },
                                  target: target, yes: invocation.isSet(FlowOptions.yes),
                                  choosing: prompter.canAskKeys && !invocation.isSet(FlightOptions.json), invocation: invocation)
            switch try flow.run(asking: prompter) {
            case .moved(let result): return result
            case .kept:
                invocation.environment.errorOutput.write("Kept \(flight.designator): nothing was changed.\n")
                return nil
            case .listed(let result):
                // The alert is for people: a program asking for JSON gets its words in the result.
                if !invocation.isSet(FlightOptions.json) {
                    _ = try prompter.alert(result.alertTitle, message: result.alertMessage, buttons: [PromptButton(label: "OK")])
                }
                return result
            }
        }
    )

    /// The values of `--to` that are places (legs), and those that are flight numbers (airports are letters only).
    private static func split(_ values: [String]) -> (places: [String], flights: [(query: FlightQuery, text: String)]) {
        var places: [String] = []
        var flights: [(query: FlightQuery, text: String)] = []
        for value in values {
            if (try? FlightDesignator(parsing: value)) != nil, let query = try? FlightQuery(parsing: value) {
                flights.append((query, value))
            } else {
                places.append(value)
            }
        }
        return (places, flights)
    }
}
