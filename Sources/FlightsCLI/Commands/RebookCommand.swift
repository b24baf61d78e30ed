import FlightBoard
import TerminalKit

/// `flights rebook FLIGHT`: for a cancelled flight, the airline's "Contact Your Airline"
/// alert and the other flights on the route; for any other flight, why not.
enum RebookCommand {
    static let alertTitle = "Contact Your Airline"
    static let alertMessage = "We cannot rebook this flight. Please contact the airline to reschedule this flight."

    static let spec = CommandSpec(
        name: "rebook",
        abstract: "Ask to rebook a cancelled flight.",
        discussion: """
            Rebooking is offered for cancelled flights only, and the airline handles it: for a cancelled flight the tool shows the alert \
            "\(alertTitle)" and lists the other flights on the same route in the coming days, for information. \
            For a flight that is not cancelled it says why rebooking does not apply, and exits 1.
            """,
        arguments: [.flight("The flight number, such as UA1545 or \"B6 725\".")],
        options: FlightOptions.commonWithLegs + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) rebook US2126 --date 2026-11-29", "The alert for a cancelled flight, and the alternatives."),
        ],
        run: { invocation throws(CLIError) in
            let source = try DataLocator.source(for: invocation)
            let clock = try BoardClock.resolve(invocation, source: source)
            let prompter = Prompter(invocation: invocation)
            let flight = try FlightResolver.resolve(invocation, source: source, clock: clock, prompter: prompter,
                                                    legs: FlightOptions.legFilter(invocation))
            guard flight.isRebookAvailable else {
                throw CLIError("\(flight.designator) cannot be rebooked: \(reason(flight)); rebooking is only for cancelled flights")
            }
            let alternatives = try CLIError.answer { () throws(FlightSourceError) in
                try RescheduleOptions.alternatives(to: flight, in: source, asOf: clock.now)
            }
            // The alert is for people: a program asking for JSON gets its words in the result.
            if !invocation.isSet(FlightOptions.json) {
                _ = try prompter.alert(alertTitle, message: alertMessage, buttons: [PromptButton(label: "OK")])
            }
            return RebookResult(flight: flight, alternatives: alternatives, airport: source.airport,
                                alertTitle: alertTitle, alertMessage: alertMessage)
        }
    )

    /// Why a flight is not one to rebook: its status in words.
    static func reason(_ flight: Flight) -> String {
        switch flight.status {
        case .onTime: "it is on time"
        case .delayed(let expected): "it is delayed, expected at \(FlightPresentation.time(expected, on: flight.scheduled.date)), not cancelled"
        case .boarding: "it is boarding"
        case .departed: "it has departed"
        case .landed: "it has landed"
        case .diverted: "it was diverted, not cancelled"
        case .cancelled: "it is cancelled"
        }
    }
}
