import FlightBoard
import TerminalKit

/// `flights checkins`: the saved trips (check-ins, reschedules, watches) with their flights as
/// they stand now, a boarding pass again, and undoing one.
enum CheckInsCommand {
    /// The word before a CODE whose boarding pass to print again.
    static let showWord = "show"

    static let name = "checkins"
    static let spec = CommandSpec(
        name: name,
        abstract: "List the saved check-ins and reschedules, show a boarding pass again, or undo one.",
        discussion: """
            Lists what checkin has saved in the state file: each check-in and reschedule with its confirmation code, \
            and the flight it rests on (a reschedule's is the flight moved to) with its gate and status as they stand now, \
            and the flights watched with w in the board app, which have no code. \
            Only trips still to come are listed; --all adds those whose flight has left, marked by their status. \
            'checkins show CODE' (or just 'checkins CODE') prints a check-in's boarding pass again. \
            --undo CODE removes one after asking to confirm (--yes answers); undoing a reschedule brings back the \
            check-ins it set aside, with their codes. The state file is changed under a lock and replaced \
            atomically, so runs at the same time never lose each other's changes.
            """,
        arguments: [
            ArgumentSpec(name: "show", help: "The word show, before a CODE: print that check-in's boarding pass again.",
                         isOptional: true, completion: .values([showWord])),
            ArgumentSpec(name: "CODE", help: "The confirmation code of the check-in to show.", isOptional: true),
        ],
        options: [FlowOptions.undo, FlowOptions.yes, FlowOptions.allTrips, BoardOptions.at, BoardOptions.format, BoardOptions.json,
                  GlobalOptions.color, GlobalOptions.data] + DataOptions.all + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) checkins", "The trips still to come, with their flights' gates and statuses."),
            .init("\(ToolSpec.name) checkins show K7Q2MX", "The boarding pass of that check-in, again."),
            .init("\(ToolSpec.name) checkins --undo K7Q2MX --yes", "Undo the check-in with that code."),
        ],
        run: { invocation throws(CLIError) in
            let store = try StateStore(environment: invocation.environment)
            let shown = try codeToShow(invocation)
            if let code = invocation[FlowOptions.undo]?.code {
                if shown != nil { throw invocation.usageError("--undo and show do not go together: do one, then the other") }
                // The clock only says which check-ins brought back are of flights gone by; without one, nothing is said.
                let now = (try? DataLocator.source(for: invocation)).flatMap { try? BoardClock.resolve(invocation, source: $0).now }
                return try UndoFlow(code: code, store: store, now: now, yes: invocation.isSet(FlowOptions.yes))
                    .run(asking: Prompter(invocation: invocation, cancelMessage: "cancelled; nothing was changed"))
            }
            let source = try DataLocator.source(for: invocation)
            let clock = try BoardClock.resolve(invocation, source: source)
            let (records, trips) = try store.trips(in: source, asOf: clock.now)
            if let shown {
                return try show(shown, records: records, trips: trips, airport: source.airport)
            }
            return TripsResult(trips, all: invocation.isSet(FlowOptions.allTrips))
        }
    )

    /// The code of `checkins show CODE` or `checkins CODE`, checked; nil for a listing.
    private static func codeToShow(_ invocation: Invocation) throws(CLIError) -> String? {
        var words = invocation.arguments.positionals[...]
        guard let first = words.first else { return nil }
        if first == showWord {
            words.removeFirst()
            guard words.first != nil else { throw invocation.usageError("missing CODE after show") }
        } else if words.count > 1 {
            throw invocation.usageError("unexpected argument '\(first)'", hint: "Did you mean '\(CommandHint(spec, [showWord, words.last!]).text)'?")
        }
        do {
            return try CodeArgument(option: words.first!).code
        } catch {
            throw invocation.usageError("CODE" + error.wording, hint: error.hint)
        }
    }

    /// The boarding pass of the check-in `code`, with its flight as it stands; why not, for another code.
    static func show(_ code: String, records: TravelRecords, trips: [Trip],
                             airport: Airport) throws(CLIError) -> CheckInResult {
        guard let trip = trips.first(where: { $0.record.code == code }) else {
            throw UndoFlow.notInForce(code, records: records)
        }
        guard case .checkIn(let checkIn) = trip.record else {
            let (flight, _, departure) = trip.record.leg
            let aboard = records.checkIns.filter { $0.flight == flight && $0.departure == departure }
            throw CLIError("\(code) is a reschedule, which has no boarding pass",
                           hint: aboard.isEmpty
                               ? "Check in for \(flight) with '\(CommandHint(CheckInCommand.spec, [flight.compact], [(FlightOptions.date, departure.date.description)]).text)'."
                               : "The check-ins on \(flight): " + aboard.map { "'\(CommandHint(spec, [showWord, $0.code]).text)'" }.joined(separator: ", ") + ".")
        }
        guard let flight = trip.flight else {
            throw CLIError("\(checkIn.flight) on \(checkIn.date) is not in the data read",
                           hint: "Give the --data and --airport the check-in was made with.")
        }
        return CheckInResult(checkIn: checkIn, flight: flight, airport: airport, trip: trip)
    }
}
