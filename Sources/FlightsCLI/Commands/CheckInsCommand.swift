import FlightBoard
import TerminalKit

/// `flights checkins`: the saved trips (check-ins and reschedules) with their flights as
/// they stand now, a boarding pass again, and undoing one.
enum CheckInsCommand {
    static let spec = CommandSpec(
        name: "checkins",
        abstract: "List the saved check-ins and reschedules, show a boarding pass again, or undo one.",
        discussion: """
            Lists what checkin has saved in the state file: each check-in and reschedule with its confirmation code, \
            and the flight it rests on (a reschedule's is the flight moved to) with its gate and status as they stand now. \
            Only trips still to come are listed; --all adds those whose flight has left, marked by their status. \
            'checkins show CODE' (or just 'checkins CODE') prints a check-in's boarding pass again. \
            --undo CODE removes one after asking to confirm (--yes answers); undoing a reschedule brings back the \
            check-ins it set aside, with their codes. The state file is changed under a lock and replaced \
            atomically, so runs at the same time never lose each other's changes.
            """,
        arguments: [
            ArgumentSpec(name: "show", help: "The word show, before a CODE: print that check-in's boarding pass again.",
                         isOptional: true, completion: .values(["show"])),
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
                return try undo(code, store: store, now: now, invocation: invocation)
            }
            let records = try store.load()
            let source = try DataLocator.source(for: invocation)
            let clock = try BoardClock.resolve(invocation, source: source)
            let trips = try CLIError.answer { () throws(FlightSourceError) in try Trip.all(records, in: source, asOf: clock.now) }
            if let shown {
                return try show(shown, records: records, trips: trips, airport: source.airport)
            }
            let listed = invocation.isSet(FlowOptions.allTrips) ? trips : trips.filter(\.isToCome)
            return TripsResult(trips: listed, hidden: trips.count - listed.count)
        }
    )

    /// The code of `checkins show CODE` or `checkins CODE`, checked; nil for a listing.
    private static func codeToShow(_ invocation: Invocation) throws(CLIError) -> String? {
        var words = invocation.arguments.positionals[...]
        guard let first = words.first else { return nil }
        if first == "show" {
            words.removeFirst()
            guard words.first != nil else { throw invocation.usageError("missing CODE after show") }
        } else if words.count > 1 {
            throw invocation.usageError("unexpected argument '\(first)'", hint: "Did you mean 'flights checkins show \(words.last!)'?")
        }
        do {
            return try CodeArgument(option: words.first!).code
        } catch {
            throw invocation.usageError("CODE" + error.wording, hint: error.hint)
        }
    }

    private static func show(_ code: String, records: TravelRecords, trips: [Trip],
                             airport: Airport) throws(CLIError) -> CheckInResult {
        guard let trip = trips.first(where: { $0.record.code == code }) else {
            throw notInForce(code, records: records)
        }
        guard case .checkIn(let checkIn) = trip.record else {
            let (flight, departure) = trip.record.departure
            let aboard = records.checkIns.filter { $0.flight == flight && $0.departure == departure }
            throw CLIError("\(code) is a reschedule, which has no boarding pass",
                           hint: aboard.isEmpty
                               ? "Check in for \(flight) with 'flights checkin \(flight.compact) --date \(departure.date)'."
                               : "The check-ins on \(flight): " + aboard.map { "'flights checkins show \($0.code)'" }.joined(separator: ", ") + ".")
        }
        guard let flight = trip.flight else {
            throw CLIError("\(checkIn.flight) on \(checkIn.date) is not in the data read",
                           hint: "Give the --data and --airport the check-in was made with.")
        }
        return CheckInResult(checkIn: checkIn, flight: flight, airport: airport, trip: trip)
    }

    /// Why `code` names nothing in force: unknown, or a check-in set aside by a reschedule.
    private static func notInForce(_ code: String, records: TravelRecords) -> CLIError {
        if let (checkIn, change) = records.givenUpCheckIn(code: code) {
            return CLIError("\(code) is the check-in of \(checkIn.passenger) on \(checkIn.flight), set aside when \(change.from) was given up for \(change.to) (code \(change.code))",
                            hint: "Undoing the move brings it back: 'flights checkins --undo \(change.code)'.")
        }
        return CLIError("no check-in or reschedule has the code \(code)", hint: "See 'flights checkins --all'.")
    }

    /// A move whose flight a later move gave up: that one is undone first.
    private static func movedOn(_ change: Reschedule, by later: Reschedule) -> CLIError {
        CLIError("\(change.code) cannot be undone yet: the trip moved on from \(change.to) to \(later.to) (code \(later.code))",
                 hint: "Undo the later move first: 'flights checkins --undo \(later.code)'.")
    }

    private static func undo(_ code: String, store: StateStore, now: LocalDateTime?,
                             invocation: Invocation) throws(CLIError) -> UndoResult {
        let current = try store.load()
        var withdrawn: [CheckIn] = []
        let record: String
        if let checkIn = current.checkIns.first(where: { $0.code == code }) {
            record = TripWords.describe(checkIn)
        } else if let change = current.reschedules.first(where: { $0.code == code }) {
            if let later = current.laterMove(after: change) { throw movedOn(change, by: later) }
            record = TripWords.describe(change)
            withdrawn = current.checkInsWithdrawn(byUndoing: change)
        } else {
            throw notInForce(code, records: current)
        }
        if !invocation.isSet(FlowOptions.yes) {
            let prompter = Prompter(invocation: invocation, cancelMessage: "cancelled; nothing was changed")
            let message = withdrawn.isEmpty ? nil
                : "It also takes out " + TripWords.list(withdrawn.map { "\(TripWords.describe($0)) (code \($0.code))" })
                    + ", made since on the flight moved to: a passenger is on one flight."
            guard try prompter.confirm("Undo \(record)?", message: message, defaultAnswer: false, destructive: true,
                                       answeredBy: "--yes") else {
                throw CLIError("not undone; nothing was changed", status: .cancelled)
            }
        }
        let removed = try store.update { records throws(CLIError) -> TravelRecords.Removed in
            let removed: TravelRecords.Removed?
            do throws(TravelRecords.MoveOrderError) {
                removed = try records.remove(code: code)
            } catch {
                throw movedOn(error.move, by: error.laterMove)
            }
            guard let removed else { throw CLIError("\(code) was undone meanwhile by another run") }
            return removed
        }
        return UndoResult(removed: removed, described: record, now: now)
    }
}
