import FlightBoard

/// Undoing a saved check-in or reschedule: its confirmation (which names the check-ins
/// that undoing a move takes out), then the record removed under the lock; a move that a
/// later move built on is undone after it. `checkins --undo` and the app's `u` run it.
struct UndoFlow {
    let code: String
    let store: StateStore
    /// The clock, to say which check-ins brought back are of flights gone by; nil says nothing of it.
    let now: LocalDateTime?
    /// The confirmation answered (`--yes`).
    var yes = false

    /// Why `code` names nothing in force: unknown, or a check-in set aside by a reschedule.
    static func notInForce(_ code: String, records: TravelRecords) -> CLIError {
        if let (checkIn, change) = records.givenUpCheckIn(code: code) {
            return CLIError("\(code) is the check-in of \(checkIn.passenger) on \(checkIn.flight), set aside when \(change.from) was given up for \(change.to) (code \(change.code))",
                            hint: "Undoing the move brings it back: '\(undoHint(change.code))'.", remedy: .movedOn(code: change.code))
        }
        return CLIError("no check-in or reschedule has the code \(code)", hint: "See '\(CommandHint(CheckInsCommand.spec, [], [(FlowOptions.allTrips, nil)]).text)'.", remedy: .tripsChanged)
    }

    /// A move whose flight a later move gave up: that one is undone first.
    static func movedOn(_ change: Reschedule, by later: Reschedule) -> CLIError {
        CLIError("\(change.code) cannot be undone yet: the trip moved on from \(change.to) to \(later.to) (code \(later.code))",
                 hint: "Undo the later move first: '\(undoHint(later.code))'.", remedy: .movedOn(code: later.code))
    }

    func run(asking asker: some FlowAsker) throws(CLIError) -> UndoResult {
        let current = try store.load()
        var withdrawn: [CheckIn] = []
        let record: String
        if let checkIn = current.checkIns.first(where: { $0.code == code }) {
            record = TripWords.describe(checkIn)
        } else if let change = current.reschedules.first(where: { $0.code == code }) {
            if let later = current.laterMove(after: change) { throw Self.movedOn(change, by: later) }
            record = TripWords.describe(change)
            withdrawn = current.checkInsWithdrawn(byUndoing: change)
        } else {
            throw Self.notInForce(code, records: current)
        }
        if !yes {
            let message = withdrawn.isEmpty ? nil
                : "It also takes out " + TripWords.list(withdrawn.map { "\(TripWords.describe($0)) (code \($0.code))" })
                    + ", made since on the flight moved to: a passenger is on one flight."
            guard try asker.confirm("Undo \(record)?", message: message, defaultAnswer: false, destructive: true,
                                    answeredBy: "--\(FlowOptions.yes.name)") else {
                throw CLIError("not undone; nothing was changed", status: .cancelled)
            }
        }
        let removed = try store.update { records throws(CLIError) -> TravelRecords.Removed in
            let removed: TravelRecords.Removed?
            do throws(TravelRecords.MoveOrderError) {
                removed = try records.remove(code: code)
            } catch {
                throw Self.movedOn(error.move, by: error.laterMove)
            }
            guard let removed else { throw CLIError("\(code) was undone meanwhile by another run", remedy: .tripsChanged) }
            return removed
        }
        return UndoResult(removed: removed, described: record, now: now)
    }

    private static func undoHint(_ code: String) -> String {
        CommandHint(CheckInsCommand.spec, [], [(FlowOptions.undo, code)]).text
    }
}
