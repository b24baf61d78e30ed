import FlightBoard
import TerminalKit

/// Moving a trip from one departure to another: the list of flights offered, the
/// confirmation that names the check-ins set aside, and the move saved. Check-in's
/// Reschedule offers the other flights of the route; a cancelled flight's rebook offers
/// ``RebookOptions``. Run by the command line and the board app alike (see ``CheckInFlow``).
struct RescheduleFlow {
    /// The flight to move to, as `--to` and `--to-date` name it.
    struct Target {
        var query: FlightQuery
        /// The words typed, for the errors.
        var text: String
        var date: CivilDate?
    }

    enum Outcome {
        case moved(RescheduleResult)
        /// The list was left: nothing was changed.
        case kept
    }

    let flight: Flight
    /// The flights offered, by time (those given up before are taken out).
    let alternatives: [Flight]
    let source: any FlightSource
    let clock: BoardClock
    let store: StateStore
    var target: Target?
    var yes = false
    let invocation: Invocation

    func run(asking asker: some FlowAsker, records: TravelRecords) throws(CLIError) -> Outcome {
        let now = clock.now
        // A flight given up before is no place to move to: going back to it is undoing that move.
        let open = alternatives.filter { records.reschedule(givingUp: $0.designator, departure: $0.scheduled) == nil }
        guard !open.isEmpty else {
            throw CLIError("no other flight to \(FlightPresentation.place(flight.airport)) in the next \(RescheduleOptions.days) days; nothing was changed")
        }
        guard let chosen = try choose(among: open, givenUp: alternatives.filter { !open.contains($0) }, records: records,
                                      asking: asker) else { return .kept }
        if !yes {
            let onBoard = records.checkIns.filter { $0.flight == flight.designator && $0.departure == flight.scheduled }
            let question = "Give up \(flight.designator) (\(flight.scheduled.time) \(FlightDetails.weekday(flight.scheduled.date))) for \(chosen.designator) (\(chosen.scheduled.time) \(FlightDetails.weekday(chosen.scheduled.date)))?"
            guard try asker.confirm(question, message: Self.setAside(onBoard), defaultAnswer: false, destructive: true,
                                    answeredBy: "--\(FlowOptions.yes.name)") else {
                throw CLIError("not rescheduled; nothing was changed", status: .cancelled)
            }
        }
        let (change, aboard) = try store.update { records throws(CLIError) -> (Reschedule, [CheckIn]) in
            try Self.ensureNotGivenUp(flight, in: records, invocation: invocation, clock: clock)
            let code = ConfirmationCode.make(seed: "\(flight.designator)|\(flight.scheduled)|\(chosen.designator)|\(chosen.scheduled)|\(now)",
                                             avoiding: records.codes)
            let change = records.reschedule(code: code, from: flight.designator, fromDeparture: flight.scheduled,
                                            to: chosen.designator, toDeparture: chosen.scheduled,
                                            destination: chosen.airport.code, madeAt: now)
            return (change, records.checkIns.filter { $0.flight == chosen.designator && $0.departure == chosen.scheduled })
        }
        let setAside = change.givenUp.map { checkIn in
            "The check-in of \(checkIn.passenger) on \(checkIn.flight) (code \(checkIn.code)) is set aside with the flight; undoing \(change.code) brings it back."
        }
        // Passengers already checked in on the new flight need no second check-in.
        let aboardNames = Set(aboard.map { $0.passenger.lowercased() })
        let toCheckIn = change.givenUp.filter { !aboardNames.contains($0.passenger.lowercased()) }
        return .moved(RescheduleResult(change: change, target: chosen, airport: source.airport, setAside: setAside,
                                       toCheckIn: toCheckIn, checkInHints: toCheckIn.isEmpty ? [] : checkInOffer(on: chosen, for: toCheckIn)))
    }

    /// What giving the flight up does to its check-ins, for the confirmation; nil when it has none.
    static func setAside(_ checkIns: [CheckIn]) -> String? {
        guard !checkIns.isEmpty else { return nil }
        let names = checkIns.map(\.passenger)
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return checkIns.count == 1
            ? "The check-in of \(listed) is set aside with the flight; undoing the move brings it back."
            : "The \(checkIns.count) check-ins of \(listed) are set aside with the flight; undoing the move brings them back."
    }

    /// Checked before the questions and again under the lock, where another run may have moved the flight meanwhile.
    static func ensureNotGivenUp(_ flight: Flight, in records: TravelRecords, invocation: Invocation,
                                 clock: BoardClock) throws(CLIError) {
        guard let moved = records.reschedule(givingUp: flight.designator, departure: flight.scheduled) else { return }
        // The trip may have moved on again since: the hint points to where it is now.
        let now = records.lastMove(from: moved)
        let hint = CommandHint(CheckInCommand.spec, [now.to.compact], [(FlightOptions.date, now.toDeparture.date.description)],
                               invocation: invocation, clock: clock).text
        let undoLast = CommandHint(CheckInsCommand.spec, [], [(FlowOptions.undo, now.code)]).text
        let undo = now.code == moved.code ? "undo the move with '\(undoLast)'" : "undo the moves, the last first, from '\(undoLast)'"
        throw CLIError("\(flight.designator) on \(flight.scheduled.date) was given up for \(moved.to) on \(moved.toDeparture.date) (code \(moved.code))",
                       hint: "Check in for \(now.to) with '\(hint)', or \(undo).", remedy: .movedOn(code: now.code))
    }

    /// What to run to check the same passengers in on the new flight, with the answers they gave before.
    private func checkInOffer(on target: Flight, for checkIns: [CheckIn]) -> [String] {
        let when = switch target.checkIn {
        case .open: "Check-in for \(target.designator) is open. To check the same passengers in:"
        case .notOpenYet(let opens): "Check-in for \(target.designator) opens at \(opens.time) on \(opens.date). To check the same passengers in then:"
        default: "To check the same passengers in for \(target.designator):"
        }
        return [when] + checkIns.map { checkIn in
            "  " + CommandHint(CheckInCommand.spec, [target.designator.compact],
                               [(FlightOptions.date, target.scheduled.date.description), (FlowOptions.name, checkIn.passenger),
                                (FlowOptions.seat, checkIn.seat.rawValue), (FlowOptions.bags, String(checkIn.bags))],
                               invocation: invocation, clock: clock).text
        }
    }

    /// The flight to move to, or nil to keep the current one.
    private func choose(among alternatives: [Flight], givenUp: [Flight], records: TravelRecords,
                        asking asker: some FlowAsker) throws(CLIError) -> Flight? {
        if let target {
            let query = target.query
            var matches = alternatives.filter { query.matches($0) }
            if let date = target.date {
                matches = matches.filter { $0.scheduled.date == date }
            }
            if matches.isEmpty, let back = givenUp.first(where: { given in query.matches(given) && (target.date.map { $0 == given.scheduled.date } ?? true) }),
               let move = records.reschedule(givingUp: back.designator, departure: back.scheduled) {
                let undo = CommandHint(CheckInsCommand.spec, [], [(FlowOptions.undo, records.lastMove(from: move).code)]).text
                throw CLIError("\(back.designator) on \(back.scheduled.date) was given up for \(move.to) (code \(move.code)); it is no place to move to",
                               hint: "To go back to it, undo that move: '\(undo)'.")
            }
            if matches.isEmpty, let date = target.date, alternatives.contains(where: { query.matches($0) }) {
                let days = alternatives.filter { query.matches($0) }.map(\.scheduled.date.description).joined(separator: ", ")
                throw invocation.usageError("--\(FlowOptions.to.name) \(target.text) is offered on \(days), not on \(date)")
            }
            guard !matches.isEmpty else {
                let offered = alternatives.map { "\($0.designator.compact) \($0.scheduled.date)" }.joined(separator: ", ")
                throw invocation.usageError("--\(FlowOptions.to.name) \(target.text) is not one of the alternatives: \(offered)")
            }
            // Alternatives are sorted by time: without --to-date, the soonest.
            return matches[0]
        }
        var choices = alternatives.map { alternative in
            Choice(label: "\(FlightDetails.weekday(alternative.scheduled.date)) \(alternative.scheduled.date) \(alternative.scheduled.time)  \(alternative.designator)",
                   detail: detail(alternative))
        }
        choices.append(Choice(label: "Keep \(flight.designator)", role: .cancel))
        let index = try asker.choose(flight.checkIn == .cancelled ? "Rebook \(flight.designator)" : "Reschedule \(flight.designator)",
                                     message: flight.checkIn == .cancelled
                                         ? "\(flight.designator) is cancelled. Other flights to \(FlightPresentation.place(flight.airport)) and its city"
                                         : "Other flights to \(FlightPresentation.place(flight.airport))",
                                     choices: choices, defaultIndex: 0, answeredBy: "--\(FlowOptions.to.name) FLIGHT")
        return index < alternatives.count ? alternatives[index] : nil
    }

    /// The airline, the gate and the status; the airport too when it is another of the city's.
    private func detail(_ alternative: Flight) -> String {
        let airport = alternative.airport.code == flight.airport.code ? "" : "\(alternative.airport.code) · "
        return "\(airport)\(alternative.airline.name) · gate \(alternative.gate) · \(FlightPresentation.remarks(alternative, boardDate: alternative.scheduled.date))"
    }
}
