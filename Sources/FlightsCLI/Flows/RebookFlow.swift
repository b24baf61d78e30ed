import FlightBoard

/// Rebooking a cancelled flight: its trip moved to one of ``RebookOptions``' flights
/// (the airline's first, then others, then the city's other airports), chosen from the
/// list or named, after a confirmation, its check-ins going with it as a reschedule's do.
/// Where there is nothing to choose (an arrival, no other flight, or no one to ask), the
/// "Contact Your Airline" alert with the flights known, for the call to the airline.
struct RebookFlow {
    static let alertTitle = "Contact Your Airline"

    enum Outcome {
        case moved(RescheduleResult)
        /// The list was left: nothing was changed.
        case kept
        /// The alert and the flights, for information.
        case listed(RebookResult)
    }

    let flight: Flight
    let source: any FlightSource
    let clock: BoardClock
    /// The state file, opened only for a move: a list needs none.
    let store: () throws(CLIError) -> StateStore
    /// The flight to move to (`--to FLIGHT`, `--to-date`).
    var target: RescheduleFlow.Target?
    var yes = false
    /// Whether someone can choose from the list (a terminal, or the app); otherwise it is listed.
    var choosing: Bool
    let invocation: Invocation

    func run(asking asker: some FlowAsker) throws(CLIError) -> Outcome {
        guard flight.isRebookAvailable else {
            throw CLIError("\(flight.designator) cannot be rebooked: \(Self.reason(flight)); rebooking is only for cancelled flights")
        }
        let alternatives = try CLIError.answer { () throws(FlightSourceError) in
            try RebookOptions.alternatives(to: flight, in: source, asOf: clock.now)
        }
        if flight.direction == .departure, !alternatives.isEmpty, target != nil || choosing {
            let store = try store()
            let records = try store.load()
            try RescheduleFlow.ensureNotGivenUp(flight, in: records, invocation: invocation, clock: clock)
            let move = RescheduleFlow(flight: flight, alternatives: alternatives, source: source, clock: clock, store: store,
                                      target: target, yes: yes, invocation: invocation)
            switch try move.run(asking: asker, records: records) {
            case .moved(let result): return .moved(result)
            case .kept: return .kept
            }
        }
        if target != nil, flight.direction == .arrival {
            throw invocation.usageError("\(flight.designator) is an arrival: only a departure's trip can be rebooked")
        }
        // A departure's trip can be moved onto one of them: the command that does it.
        let rebook = CommandHint(RebookCommand.spec, [flight.designator.compact],
                                 [(FlightOptions.date, flight.scheduled.date.description), (RebookCommand.to, "FLIGHT"), (FlowOptions.yes, nil)],
                                 invocation: invocation, clock: clock)
        let notes = flight.direction == .departure && !alternatives.isEmpty ? ["To rebook onto one of them: '\(rebook.text)'."] : []
        return .listed(RebookResult(flight: flight, alternatives: alternatives, airport: source.airport,
                                    alertTitle: Self.alertTitle, alertMessage: Self.message(flight, alternatives: alternatives), notes: notes))
    }

    /// The seed's words, naming the airline when it has no other flight to offer.
    static func message(_ flight: Flight, alternatives: [Flight]) -> String {
        let airline = alternatives.isEmpty ? flight.airline.name : "the airline"
        return "We cannot rebook this flight. Please contact \(airline) to reschedule this flight."
    }

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
