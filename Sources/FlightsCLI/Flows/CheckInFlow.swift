import FlightBoard
import TerminalKit

/// The check-in flow, as a coordinator: each step asks through the ``Prompter`` or
/// takes its option, and only the last step writes to the state file.
struct CheckInFlow {
    let invocation: Invocation
    let prompter: Prompter

    init(invocation: Invocation) {
        self.invocation = invocation
        prompter = Prompter(invocation: invocation, cancelMessage: "cancelled; nothing was changed")
    }

    func run() throws(CLIError) -> (any CommandResult)? {
        // Every option is checked before the first question, so a typo never costs answers already given.
        let implied = try impliedAction()
        let given = GivenAnswers(invocation)
        let source = try DataLocator.source(for: invocation)
        let clock = try BoardClock.resolve(invocation, source: source)
        let flight = try FlightResolver.resolve(invocation, source: source, clock: clock, prompter: prompter,
                                                departuresOnly: true, upcoming: true,
                                                legs: LegFilter(to: invocation[FlightOptions.destination].map { [$0] } ?? []),
                                                legOptions: .destination)
        try ensureOpen(flight, source: source, clock: clock)
        let store = try StateStore(environment: invocation.environment)
        // A flight given up for another cannot be checked in for or moved again: said before any question.
        let records = try store.load()
        try ensureNotGivenUp(flight, in: records, clock: clock)

        let chosen: CheckInAction
        if let implied { chosen = implied } else { chosen = try action(for: flight) }
        switch chosen {
        case .notNow:
            return NoActionResult()
        case .checkIn:
            return try checkIn(flight, airport: source.airport, store: store, records: records, clock: clock, given: given)
        case .reschedule:
            return try reschedule(flight, source: source, store: store, records: records, clock: clock)
        }
    }

    /// The answers given as options, checked by the parser before anything is asked.
    private struct GivenAnswers {
        var name: String?
        var seat: SeatPreference?
        var bags: Int?

        init(_ invocation: Invocation) {
            name = invocation[FlowOptions.name]?.name
            seat = invocation[FlowOptions.seat]
            bags = invocation[FlowOptions.bags]?.count
        }
    }

    /// The action the options give: `--choice`, or the branch whose questions they answer.
    /// Options of both branches at once are a mistake worth saying.
    private func impliedAction() throws(CLIError) -> CheckInAction? {
        let checkInOnly = [invocation.has(FlowOptions.name) ? FlowOptions.name.name : nil,
                           invocation.has(FlowOptions.seat) ? FlowOptions.seat.name : nil,
                           invocation.has(FlowOptions.bags) ? FlowOptions.bags.name : nil].compactMap { $0 }
        let rescheduleOnly = [invocation.has(FlowOptions.to) ? FlowOptions.to.name : nil,
                              invocation.has(FlowOptions.toDate) ? FlowOptions.toDate.name : nil].compactMap { $0 }
        if invocation.has(FlowOptions.toDate) && !invocation.has(FlowOptions.to) {
            throw invocation.usageError("--to-date needs --to")
        }
        let choice = invocation[FlowOptions.choice]
        if choice != .checkIn, let wrong = checkInOnly.first, choice != nil || !rescheduleOnly.isEmpty {
            throw invocation.usageError("--\(wrong) answers the check-in questions, not \(choice?.rawValue ?? "reschedule")")
        }
        if choice != .reschedule, let wrong = rescheduleOnly.first, choice != nil || !checkInOnly.isEmpty {
            throw invocation.usageError("--\(wrong) answers the reschedule question, not \(choice?.rawValue ?? "check-in")")
        }
        if let choice { return choice }
        if !checkInOnly.isEmpty { return .checkIn }
        if !rescheduleOnly.isEmpty { return .reschedule }
        return nil
    }

    private func ensureOpen(_ flight: Flight, source: some FlightSource, clock: BoardClock) throws(CLIError) {
        let date = flight.scheduled.date
        let name = flight.designator
        switch flight.checkIn {
        case .open:
            return
        case .notADeparture:
            throw CLIError("\(name) is an arrival; only departures can be checked in for")
        case .cancelled:
            // A number with other flights that day (the legs of a through-flight) needs the leg named to rebook.
            let day = try CLIError.answer { () throws(FlightSourceError) in try source.flights(on: date, asOf: clock.now) }
            let leg = FlightLeg(flight, at: source.airport)
            let others = day.contains { $0.designator == name && FlightLeg($0, at: source.airport) != leg }
            let pick = others ? " " + LegOptionNames.toAndFrom.words(for: leg).joined(separator: " ") : ""
            throw CLIError("\(name) on \(date) is cancelled: there is nothing to check in for",
                           hint: "See 'flights rebook \(name.compact) --date \(date)\(pick)'.")
        case .departed:
            throw CLIError("\(name) on \(date) has left; check-in is closed")
        case .notOpenYet(let opens):
            throw CLIError("check-in for \(name) opens at \(opens.time) on \(opens.date), \(CheckInPolicy.opensHoursBefore) hours before departure")
        case .closed(let closedAt):
            let minutes = CheckInPolicy.closingMinutes(for: flight.airline.code)
            throw CLIError("check-in for \(name) closed at \(FlightPresentation.time(closedAt, on: date)), \(minutes) minutes before departure",
                           hint: "At the airport, ask at the \(TextSanitizer.sanitize(flight.airline.name)) desk.")
        }
    }

    /// A passenger is checked in once per flight and day.
    private func ensureNotCheckedIn(_ name: String, on flight: Flight, in records: TravelRecords) throws(CLIError) {
        guard let existing = records.checkIns.first(where: {
            $0.flight == flight.designator && $0.date == flight.scheduled.date && $0.passenger.lowercased() == name.lowercased()
        }) else { return }
        throw CLIError("\(existing.passenger) is already checked in on \(flight.designator) on \(existing.date) (code \(existing.code))",
                       hint: "See 'flights checkins show \(existing.code)'.")
    }

    /// Checked once before the questions and again under the lock, where another run may have moved the flight meanwhile.
    private func ensureNotGivenUp(_ flight: Flight, in records: TravelRecords, clock: BoardClock) throws(CLIError) {
        guard let moved = records.reschedule(givingUp: flight.designator, departure: flight.scheduled) else { return }
        // The trip may have moved on again since: the hint points to where it is now.
        let now = records.lastMove(from: moved)
        let hint = CommandHint(["checkin", now.to.compact, "--date", now.toDeparture.date.description], invocation: invocation, clock: clock).text
        let undo = now.code == moved.code ? "undo the move with 'flights checkins --undo \(moved.code)'"
            : "undo the moves, the last first, from 'flights checkins --undo \(now.code)'"
        throw CLIError("\(flight.designator) on \(flight.scheduled.date) was given up for \(moved.to) on \(moved.toDeparture.date) (code \(moved.code))",
                       hint: "Check in for \(now.to) with '\(hint)', or \(undo).")
    }

    private func action(for flight: Flight) throws(CLIError) -> CheckInAction {
        if let choice = invocation[FlowOptions.choice] { return choice }
        let choices = [
            Choice(label: "Not Now", role: .cancel),
            Choice(label: "Reschedule", role: .destructive),
            Choice(label: "Check In"),
        ]
        let index = try prompter.choose("Check In", message: "Check in for \(flight.airline.name) Flight \(flight.designator.number)",
                                        choices: choices, defaultIndex: 2,
                                        answeredBy: "--choice check-in|reschedule|not-now")
        return [CheckInAction.notNow, .reschedule, .checkIn][index]
    }

    // MARK: Check In

    private func checkIn(_ flight: Flight, airport: Airport, store: StateStore, records: TravelRecords,
                         clock: BoardClock, given: GivenAnswers) throws(CLIError) -> CheckInResult {
        let now = clock.now
        let name: String, seat: SeatPreference, bags: Int
        if let given = given.name { name = given } else { name = try passengerName() }
        // Said as soon as the name is known, not after the questions it would waste.
        try ensureNotCheckedIn(name, on: flight, in: records)
        if let given = given.seat { seat = given } else { seat = try seatPreference() }
        if let given = given.bags { bags = given } else { bags = try bagCount() }
        let seatWords = seat == .any ? "any seat" : "\(seat.label.lowercased()) seat"
        let summary = "Check in \(name) on \(flight.designator) to \(flight.airport.city), \(seatWords), \(bags) bag\(bags == 1 ? "" : "s")?"
        if !invocation.isSet(FlowOptions.yes) {
            guard try prompter.confirm(summary, defaultAnswer: true, answeredBy: "--yes") else {
                throw CLIError("check-in not made; nothing was changed", status: .cancelled)
            }
        }
        let checkIn = try store.update { records throws(CLIError) -> CheckIn in
            try ensureNotGivenUp(flight, in: records, clock: clock)
            try ensureNotCheckedIn(name, on: flight, in: records)
            let code = ConfirmationCode.make(seed: "\(flight.designator)|\(flight.scheduled)|\(name)|\(now)", avoiding: records.codes)
            let made = CheckIn(code: code, flight: flight.designator, date: flight.scheduled.date,
                               departure: flight.scheduled, destination: flight.airport.code, gate: flight.gate,
                               passenger: name, seat: seat, bags: bags, madeAt: now)
            records.checkIns.append(made)
            return made
        }
        return CheckInResult(checkIn: checkIn, flight: flight, airport: airport)
    }

    private func passengerName() throws(CLIError) -> String {
        let answer = try prompter.text("Passenger name (as on the ID)", answeredBy: "--name", validate: PassengerName.problem)
        return PassengerName.normalized(answer)
    }

    private func seatPreference() throws(CLIError) -> SeatPreference {
        let seats = SeatPreference.allCases
        let index = try prompter.choose("Seat preference", choices: seats.map { Choice(label: $0.label) },
                                        defaultIndex: seats.firstIndex(of: .any)!, answeredBy: "--seat window|aisle|any")
        return seats[index]
    }

    private func bagCount() throws(CLIError) -> Int {
        let answer = try prompter.text("Checked bags (0-\(Baggage.maximum))", defaultValue: "0", answeredBy: "--bags") { text in
            if case .failure(let error) = Baggage.parse(text) { return error.message }
            return nil
        }
        guard case .success(let count) = Baggage.parse(answer) else { return 0 }
        return count
    }

    // MARK: Reschedule

    private func reschedule(_ flight: Flight, source: some FlightSource, store: StateStore, records: TravelRecords,
                            clock: BoardClock) throws(CLIError) -> RescheduleResult? {
        let now = clock.now
        let offered = try CLIError.answer { () throws(FlightSourceError) in try RescheduleOptions.alternatives(to: flight, in: source, asOf: now) }
        // A flight given up before is no place to move to: going back to it is undoing that move.
        let alternatives = offered.filter { records.reschedule(givingUp: $0.designator, departure: $0.scheduled) == nil }
        guard !alternatives.isEmpty else {
            throw CLIError("no other flight to \(FlightPresentation.place(flight.airport)) in the next \(RescheduleOptions.days) days; nothing was changed")
        }
        guard let target = try chooseAlternative(alternatives, for: flight, givenUp: offered.filter { !alternatives.contains($0) },
                                                 records: records) else {
            invocation.environment.errorOutput.write("Kept \(flight.designator): nothing was changed.\n")
            return nil
        }
        if !invocation.isSet(FlowOptions.yes) {
            let onBoard = records.checkIns.filter { $0.flight == flight.designator && $0.departure == flight.scheduled }
            let question = "Give up \(flight.designator) (\(flight.scheduled.time) \(FlightDetails.weekday(flight.scheduled.date))) for \(target.designator) (\(target.scheduled.time) \(FlightDetails.weekday(target.scheduled.date)))?"
            guard try prompter.confirm(question, message: Self.setAside(onBoard), defaultAnswer: false, destructive: true,
                                       answeredBy: "--yes") else {
                throw CLIError("not rescheduled; nothing was changed", status: .cancelled)
            }
        }
        let (change, aboard) = try store.update { records throws(CLIError) -> (Reschedule, [CheckIn]) in
            try ensureNotGivenUp(flight, in: records, clock: clock)
            let code = ConfirmationCode.make(seed: "\(flight.designator)|\(flight.scheduled)|\(target.designator)|\(target.scheduled)|\(now)",
                                             avoiding: records.codes)
            let change = records.reschedule(code: code, from: flight.designator, fromDeparture: flight.scheduled,
                                            to: target.designator, toDeparture: target.scheduled,
                                            destination: flight.airport.code, madeAt: now)
            return (change, records.checkIns.filter { $0.flight == target.designator && $0.departure == target.scheduled })
        }
        let setAside = change.givenUp.map { checkIn in
            "The check-in of \(checkIn.passenger) on \(checkIn.flight) (code \(checkIn.code)) is set aside with the flight; undoing \(change.code) brings it back."
        }
        // Passengers already checked in on the new flight need no second check-in.
        let aboardNames = Set(aboard.map { $0.passenger.lowercased() })
        let toCheckIn = change.givenUp.filter { !aboardNames.contains($0.passenger.lowercased()) }
        let offer = toCheckIn.isEmpty ? [] : checkInOffer(on: target, for: toCheckIn, clock: clock)
        return RescheduleResult(change: change, target: target, airport: source.airport, notes: setAside + offer)
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

    /// What to run to check the same passengers in on the new flight, with the answers they gave before.
    private func checkInOffer(on target: Flight, for checkIns: [CheckIn], clock: BoardClock) -> [String] {
        let when = switch target.checkIn {
        case .open: "Check-in for \(target.designator) is open. To check the same passengers in:"
        case .notOpenYet(let opens): "Check-in for \(target.designator) opens at \(opens.time) on \(opens.date). To check the same passengers in then:"
        default: "To check the same passengers in for \(target.designator):"
        }
        return [when] + checkIns.map { checkIn in
            "  " + CommandHint(["checkin", target.designator.compact, "--date", target.scheduled.date.description,
                                "--name", checkIn.passenger, "--seat", checkIn.seat.rawValue, "--bags", String(checkIn.bags)],
                               invocation: invocation, clock: clock).text
        }
    }

    /// The flight to move to, or nil to keep the current one.
    private func chooseAlternative(_ alternatives: [Flight], for flight: Flight, givenUp: [Flight],
                                   records: TravelRecords) throws(CLIError) -> Flight? {
        if let query = invocation[FlowOptions.to], let text = invocation.text(of: FlowOptions.to) {
            var matches = alternatives.filter { query.matches($0) }
            if let date = invocation[FlowOptions.toDate] {
                matches = matches.filter { $0.scheduled.date == date }
            }
            let day = invocation[FlowOptions.toDate]
            if matches.isEmpty, let back = givenUp.first(where: { given in query.matches(given) && (day.map { $0 == given.scheduled.date } ?? true) }),
               let move = records.reschedule(givingUp: back.designator, departure: back.scheduled) {
                throw CLIError("\(back.designator) on \(back.scheduled.date) was given up for \(move.to) (code \(move.code)); it is no place to move to",
                               hint: "To go back to it, undo that move: 'flights checkins --undo \(records.lastMove(from: move).code)'.")
            }
            if matches.isEmpty, let date = invocation[FlowOptions.toDate], alternatives.contains(where: { query.matches($0) }) {
                let days = alternatives.filter { query.matches($0) }.map(\.scheduled.date.description).joined(separator: ", ")
                throw invocation.usageError("--to \(text) is offered on \(days), not on \(date)")
            }
            guard !matches.isEmpty else {
                let offered = alternatives.map { "\($0.designator.compact) \($0.scheduled.date)" }.joined(separator: ", ")
                throw invocation.usageError("--to \(text) is not one of the alternatives: \(offered)")
            }
            // Alternatives are sorted by time: without --to-date, the soonest.
            return matches[0]
        }
        var choices = alternatives.map { alternative in
            Choice(label: "\(FlightDetails.weekday(alternative.scheduled.date)) \(alternative.scheduled.date) \(alternative.scheduled.time)  \(alternative.designator)",
                   detail: "\(alternative.airline.name) · gate \(alternative.gate) · \(FlightPresentation.remarks(alternative, boardDate: alternative.scheduled.date))")
        }
        choices.append(Choice(label: "Keep \(flight.designator)", role: .cancel))
        let index = try prompter.choose("Reschedule \(flight.designator)",
                                        message: "Other flights to \(FlightPresentation.place(flight.airport))",
                                        choices: choices, defaultIndex: 0, answeredBy: "--to FLIGHT")
        return index < alternatives.count ? alternatives[index] : nil
    }
}
