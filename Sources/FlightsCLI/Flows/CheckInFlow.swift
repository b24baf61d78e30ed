import FlightBoard
import TerminalKit

/// The check-in flow over one departure: the action sheet (Not Now, Reschedule, Check In),
/// then the questions of the branch chosen; only the last step writes to the state file.
///
/// `flights checkin` runs it with the ``Prompter`` and the answers its options give;
/// the board app with ``FlowReplay`` and no answers given, asking each question in its
/// own presentation. Refusals are errors whose ``FlowRemedy`` says what helps.
struct CheckInFlow {
    /// The answers given before any question: the command line's options.
    struct Given {
        var action: CheckInAction?
        var name: String?
        var seat: SeatPreference?
        var bags: Int?
        /// The flight to move to (`--to`, `--to-date`).
        var target: RescheduleFlow.Target?
        /// The final confirmation (`--yes`).
        var yes = false
    }

    /// What came of the flow.
    enum Outcome {
        /// Not Now: nothing was done.
        case notNow
        case checkedIn(CheckInResult)
        case moved(RescheduleResult)
        /// The list of flights to move to was left: the flight is kept.
        case kept(Flight)
    }

    let flight: Flight
    let source: any FlightSource
    let clock: BoardClock
    let store: StateStore
    var given = Given()
    /// The run whose options the hints' command lines carry, and whose usage errors these are.
    let invocation: Invocation

    func run(asking asker: some FlowAsker) throws(CLIError) -> Outcome {
        // A cancelled flight has nothing to check in for, but its trip can still move: Reschedule is its rebook.
        let moving = given.action == .reschedule
        if !(moving && flight.checkIn == .cancelled) { try ensureOpen() }
        // A flight given up for another cannot be checked in for or moved again: said before any question.
        let records = try store.load()
        try RescheduleFlow.ensureNotGivenUp(flight, in: records, invocation: invocation, clock: clock)

        let chosen: CheckInAction
        if let action = given.action { chosen = action } else { chosen = try action(asking: asker) }
        switch chosen {
        case .notNow:
            return .notNow
        case .checkIn:
            return .checkedIn(try checkIn(asking: asker, records: records))
        case .reschedule:
            let alternatives = try CLIError.answer { () throws(FlightSourceError) in
                flight.checkIn == .cancelled
                    ? try RebookOptions.alternatives(to: flight, in: source, asOf: clock.now)
                    : try RescheduleOptions.alternatives(to: flight, in: source, asOf: clock.now)
            }
            let move = RescheduleFlow(flight: flight, alternatives: alternatives, source: source, clock: clock, store: store,
                                      target: given.target, yes: given.yes, invocation: invocation)
            switch try move.run(asking: asker, records: records) {
            case .moved(let result): return .moved(result)
            case .kept: return .kept(flight)
            }
        }
    }

    private func ensureOpen() throws(CLIError) {
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
            let rebook = CommandHint(RebookCommand.spec, [name.compact], [(FlightOptions.date, date.description)]).text
            throw CLIError("\(name) on \(date) is cancelled: there is nothing to check in for",
                           hint: "See '\(rebook)\(pick)'.", remedy: .rebook(flight))
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
        let show = CommandHint(CheckInsCommand.spec, [CheckInsCommand.showWord, existing.code]).text
        throw CLIError("\(existing.passenger) is already checked in on \(flight.designator) on \(existing.date) (code \(existing.code))",
                       hint: "See '\(show)'.", remedy: .trip(code: existing.code))
    }

    private func action(asking asker: some FlowAsker) throws(CLIError) -> CheckInAction {
        let choices = [
            Choice(label: "Not Now", role: .cancel),
            Choice(label: "Reschedule", role: .destructive),
            Choice(label: "Check In"),
        ]
        let index = try asker.choose("Check In", message: "Check in for \(flight.airline.name) Flight \(flight.designator.number)",
                                     choices: choices, defaultIndex: 2,
                                     answeredBy: "--\(FlowOptions.choice.name) " + [CheckInAction.checkIn, .reschedule, .notNow].map(\.rawValue).joined(separator: "|"))
        return [CheckInAction.notNow, .reschedule, .checkIn][index]
    }

    // MARK: Check In

    private func checkIn(asking asker: some FlowAsker, records: TravelRecords) throws(CLIError) -> CheckInResult {
        let name: String, seat: SeatPreference, bags: Int
        if let given = given.name { name = given } else { name = try passengerName(asking: asker) }
        // Said as soon as the name is known, not after the questions it would waste.
        try ensureNotCheckedIn(name, on: flight, in: records)
        if let given = given.seat { seat = given } else { seat = try seatPreference(asking: asker) }
        if let given = given.bags { bags = given } else { bags = try bagCount(asking: asker) }
        let seatWords = seat == .any ? "any seat" : "\(seat.label.lowercased()) seat"
        let summary = "Check in \(name) on \(flight.designator) to \(flight.airport.city), \(seatWords), \(bags) bag\(bags == 1 ? "" : "s")?"
        if !given.yes {
            guard try asker.confirm(summary, defaultAnswer: true, answeredBy: "--\(FlowOptions.yes.name)") else {
                throw CLIError("check-in not made; nothing was changed", status: .cancelled)
            }
        }
        return try save([Passenger(name: name, seat: seat, bags: bags)])[0]
    }

    /// A passenger to check in, with the answers of the check-in questions.
    struct Passenger {
        var name: String
        var seat: SeatPreference
        var bags: Int
    }

    /// Checks `passengers` in on the flight in one change of the state file, each checked
    /// again under the lock, where another run may have checked them in or moved the flight.
    func save(_ passengers: [Passenger]) throws(CLIError) -> [CheckInResult] {
        let now = clock.now
        let made = try store.update { records throws(CLIError) -> [CheckIn] in
            try RescheduleFlow.ensureNotGivenUp(flight, in: records, invocation: invocation, clock: clock)
            var made: [CheckIn] = []
            for passenger in passengers {
                let name = passenger.name
                try ensureNotCheckedIn(name, on: flight, in: records)
                let code = ConfirmationCode.make(seed: "\(flight.designator)|\(flight.scheduled)|\(name)|\(now)", avoiding: records.codes)
                let checkIn = CheckIn(code: code, flight: flight.designator, date: flight.scheduled.date,
                                      departure: flight.scheduled, destination: flight.airport.code, gate: flight.gate,
                                      passenger: name, seat: passenger.seat, bags: passenger.bags, madeAt: now)
                records.checkIns.append(checkIn)
                made.append(checkIn)
            }
            return made
        }
        return made.map { CheckInResult(checkIn: $0, flight: flight, airport: source.airport) }
    }

    private func passengerName(asking asker: some FlowAsker) throws(CLIError) -> String {
        let answer = try asker.text("Passenger name (as on the ID)", maximumLength: PassengerName.maximumLength,
                                    answeredBy: "--\(FlowOptions.name.name)", validate: PassengerName.problem)
        return PassengerName.normalized(answer)
    }

    private func seatPreference(asking asker: some FlowAsker) throws(CLIError) -> SeatPreference {
        let seats = SeatPreference.allCases
        let index = try asker.choose("Seat preference", choices: seats.map { Choice(label: $0.label) },
                                     defaultIndex: seats.firstIndex(of: .any) ?? 0,
                                     answeredBy: "--\(FlowOptions.seat.name) \(seats.map(\.rawValue).joined(separator: "|"))")
        return seats[index]
    }

    private func bagCount(asking asker: some FlowAsker) throws(CLIError) -> Int {
        // A number of a digit or two, with room for blanks around it.
        let answer = try asker.text("Checked bags (0-\(Baggage.maximum))", defaultValue: "0", maximumLength: 8,
                                    answeredBy: "--\(FlowOptions.bags.name)") { text in
            if case .failure(let error) = Baggage.parse(text) { return error.message }
            return nil
        }
        guard case .success(let count) = Baggage.parse(answer) else { return 0 }
        return count
    }
}
