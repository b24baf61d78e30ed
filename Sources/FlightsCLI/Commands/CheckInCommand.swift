import FlightBoard
import TerminalKit

/// `flights checkin FLIGHT`: the check-in action sheet and the flows behind its buttons.
enum CheckInCommand {
    static let spec = CommandSpec(
        name: "checkin",
        abstract: "Check in for a departure, or reschedule it.",
        discussion: """
            Refuses, saying why, when check-in is not open: an arrival, a cancelled flight (see rebook), a flight that has left, \
            or outside the window that opens 24 hours before departure and closes 10 to 45 minutes before it, depending on the airline. \
            Otherwise it shows the action sheet "Check In": Not Now changes nothing; Reschedule offers the other flights to the same \
            destination in the coming days, then asks to confirm; Check In asks the passenger's name, a seat preference and the number \
            of checked bags, asks to confirm, saves the check-in and prints a boarding pass with its confirmation code.
            Every question has an option that answers it (--choice, --name, --seat, --bags, --to, --yes), so the flow runs in a script; \
            with --no-input, or CI set, a missing answer is an error naming its option. Without --date the flight is the next one \
            not yet departed, today or tomorrow. Check-ins are kept in the state file (see checkins).
            """,
        arguments: [ArgumentSpec(name: "FLIGHT", help: "The departure's flight number, such as UA1545 or \"B6 725\".")],
        options: [FlowOptions.choice, FlowOptions.name, FlowOptions.seat, FlowOptions.bags, FlowOptions.to,
                  FlowOptions.toDate, FlowOptions.yes, FlightOptions.date, BoardOptions.at, FlightOptions.json,
                  GlobalOptions.color, GlobalOptions.data] + DataOptions.all + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) checkin UA635", "Check in with the keyboard: the action sheet, then the questions."),
            .init("\(ToolSpec.name) checkin UA635 --choice check-in --name \"Ada Lovelace\" --seat window --bags 1 --yes",
                  "The same without a prompt, for a script."),
            .init("\(ToolSpec.name) checkin UA635 --choice reschedule --to UA544 --yes --json", "Move to the next UA 544 to Chicago; the change as JSON."),
        ],
        run: { invocation throws(CLIError) in try CheckInFlow(invocation: invocation).run() }
    )
}

/// The check-in flow, as a coordinator: each step asks through the ``Prompter`` or
/// takes its option, and only the last step writes to the state file.
struct CheckInFlow {
    let invocation: Invocation
    let prompter: Prompter

    init(invocation: Invocation) {
        self.invocation = invocation
        prompter = Prompter(invocation: invocation)
    }

    private enum Action: String, CaseIterable {
        case notNow = "not-now"
        case reschedule
        case checkIn = "check-in"
    }

    func run() throws(CLIError) {
        let source = try DataLocator.source(for: invocation)
        let clock = try BoardClock.resolve(invocation, source: source)
        try checkOptionsApply()
        let flight = try FlightResolver.resolve(invocation, source: source, clock: clock, prompter: prompter,
                                                departuresOnly: true, upcoming: true)
        try ensureOpen(flight)
        let store = try StateStore(environment: invocation.environment)

        switch try action(for: flight) {
        case .notNow:
            invocation.environment.errorOutput.write("Not now: nothing was changed.\n")
        case .checkIn:
            try checkIn(flight, airport: source.airport, store: store, now: clock.now)
        case .reschedule:
            try reschedule(flight, source: source, store: store, now: clock.now)
        }
    }

    /// Options that answer a question of the other branch are a mistake worth saying.
    private func checkOptionsApply() throws(CLIError) {
        let checkInOnly = [FlowOptions.name, FlowOptions.seat, FlowOptions.bags]
        let rescheduleOnly = [FlowOptions.to, FlowOptions.toDate]
        let choice = invocation.value(FlowOptions.choice)
        if choice == Action.reschedule.rawValue, let wrong = checkInOnly.first(where: { invocation.value($0) != nil }) {
            throw invocation.usageError("--\(wrong.name) answers the check-in questions, not reschedule")
        }
        if choice == Action.checkIn.rawValue, let wrong = rescheduleOnly.first(where: { invocation.value($0) != nil }) {
            throw invocation.usageError("--\(wrong.name) answers the reschedule question, not check-in")
        }
        if invocation.value(FlowOptions.toDate) != nil && invocation.value(FlowOptions.to) == nil {
            throw invocation.usageError("--to-date needs --to")
        }
    }

    private func ensureOpen(_ flight: Flight) throws(CLIError) {
        let date = flight.scheduled.date
        let name = flight.designator
        switch flight.checkIn {
        case .open:
            return
        case .notADeparture:
            throw CLIError("\(name) is an arrival; only departures can be checked in for")
        case .cancelled:
            throw CLIError("\(name) on \(date) is cancelled: there is nothing to check in for",
                           hint: "See 'flights rebook \(name.compact) --date \(date)'.")
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

    private func action(for flight: Flight) throws(CLIError) -> Action {
        if let text = invocation.value(FlowOptions.choice) { return Action(rawValue: text)! }
        let choices = [
            Choice(label: "Not Now", role: .cancel),
            Choice(label: "Reschedule", role: .destructive),
            Choice(label: "Check In"),
        ]
        let index = try prompter.choose("Check In", message: "Check in for \(flight.airline.name) Flight \(flight.designator.number)",
                                        choices: choices, defaultIndex: 2,
                                        answeredBy: "--choice check-in|reschedule|not-now")
        return [Action.notNow, .reschedule, .checkIn][index]
    }

    // MARK: Check In

    private func checkIn(_ flight: Flight, airport: Airport, store: StateStore, now: LocalDateTime) throws(CLIError) {
        let name = try passengerName()
        let seat = try seatPreference()
        let bags = try bagCount()
        let summary = "Check in \(name) on \(flight.designator) to \(flight.airport.city), \(seat.label.lowercased()) seat, \(bags) bag\(bags == 1 ? "" : "s")?"
        if !invocation.isSet(FlowOptions.yes) {
            guard try prompter.confirm(summary, defaultAnswer: true, answeredBy: "--yes") else {
                throw CLIError("check-in not made; nothing was changed", status: .cancelled)
            }
        }
        let checkIn = try store.update { records throws(CLIError) -> CheckIn in
            if let existing = records.checkIns.first(where: {
                $0.flight == flight.designator && $0.date == flight.scheduled.date && $0.passenger.lowercased() == name.lowercased()
            }) {
                throw CLIError("\(name) is already checked in on \(flight.designator) on \(existing.date) (code \(existing.code))",
                               hint: "See 'flights checkins'.")
            }
            let code = ConfirmationCode.make(seed: "\(flight.designator)|\(flight.scheduled)|\(name)|\(now)", avoiding: records.codes)
            let made = CheckIn(code: code, flight: flight.designator, date: flight.scheduled.date,
                               departure: flight.scheduled, destination: flight.airport.code, gate: flight.gate,
                               passenger: name, seat: seat, bags: bags, madeAt: now)
            records.checkIns.append(made)
            return made
        }
        let output = invocation.environment.output
        if invocation.isSet(FlightOptions.json) {
            output.write(CheckInsCommand.json(checkIn).rendered() + "\n")
        } else {
            let width = min(52, invocation.outputWidth ?? 52)
            output.write(BoardingPass.render(checkIn, flight: flight, airport: airport, width: width,
                                             color: invocation.colorEnabled).joined(separator: "\n") + "\n")
        }
    }

    private func passengerName() throws(CLIError) -> String {
        if let given = invocation.value(FlowOptions.name) {
            if let problem = PassengerName.problem(with: given) { throw invocation.usageError("--name: \(problem)") }
            return PassengerName.normalized(given)
        }
        let answer = try prompter.text("Passenger name (as on the ID)", answeredBy: "--name", validate: PassengerName.problem)
        return PassengerName.normalized(answer)
    }

    private func seatPreference() throws(CLIError) -> SeatPreference {
        if let given = invocation.value(FlowOptions.seat) { return SeatPreference(rawValue: given)! }
        let seats = SeatPreference.allCases
        let index = try prompter.choose("Seat preference", choices: seats.map { Choice(label: $0.label) },
                                        defaultIndex: seats.firstIndex(of: .any)!, answeredBy: "--seat window|aisle|any")
        return seats[index]
    }

    private func bagCount() throws(CLIError) -> Int {
        if let given = invocation.value(FlowOptions.bags) {
            switch Baggage.parse(given) {
            case .success(let count): return count
            case .failure(let error): throw invocation.usageError("--bags: \(error.message)")
            }
        }
        let answer = try prompter.text("Checked bags (0-\(Baggage.maximum))", defaultValue: "0", answeredBy: "--bags") { text in
            if case .failure(let error) = Baggage.parse(text) { return error.message }
            return nil
        }
        guard case .success(let count) = Baggage.parse(answer) else { return 0 }
        return count
    }

    // MARK: Reschedule

    private func reschedule(_ flight: Flight, source: some FlightSource, store: StateStore, now: LocalDateTime) throws(CLIError) {
        let alternatives = RescheduleOptions.alternatives(to: flight, in: source, asOf: now)
        guard !alternatives.isEmpty else {
            throw CLIError("no other flight to \(FlightPresentation.place(flight.airport)) in the next \(RescheduleOptions.days) days; nothing was changed")
        }
        guard let target = try chooseAlternative(alternatives, for: flight, airport: source.airport) else {
            invocation.environment.errorOutput.write("Kept \(flight.designator): nothing was changed.\n")
            return
        }
        let question = "Give up \(flight.designator) (\(flight.scheduled.time) \(FlightDetails.weekday(flight.scheduled.date))) for \(target.designator) (\(target.scheduled.time) \(FlightDetails.weekday(target.scheduled.date)))?"
        if !invocation.isSet(FlowOptions.yes) {
            guard try prompter.confirm(question, defaultAnswer: false, destructive: true, answeredBy: "--yes") else {
                throw CLIError("not rescheduled; nothing was changed", status: .cancelled)
            }
        }
        let change = try store.update { records throws(CLIError) -> Reschedule in
            let code = ConfirmationCode.make(seed: "\(flight.designator)|\(flight.scheduled)|\(target.designator)|\(target.scheduled)|\(now)",
                                             avoiding: records.codes)
            let change = Reschedule(code: code, from: flight.designator, fromDeparture: flight.scheduled,
                                    to: target.designator, toDeparture: target.scheduled,
                                    destination: flight.airport.code, madeAt: now)
            records.reschedules.append(change)
            return change
        }
        let output = invocation.environment.output
        if invocation.isSet(FlightOptions.json) {
            output.write(CheckInsCommand.json(change).rendered() + "\n")
        } else {
            output.write(TextSanitizer.sanitize(
                "Rescheduled: \(FlightResolver.describe(target, airport: source.airport)), gate \(target.gate). Confirmation \(change.code).") + "\n")
        }
    }

    /// The flight to move to, or nil to keep the current one.
    private func chooseAlternative(_ alternatives: [Flight], for flight: Flight, airport: Airport) throws(CLIError) -> Flight? {
        if let text = invocation.value(FlowOptions.to) {
            let query: FlightQuery
            do {
                query = try FlightQuery(parsing: text)
            } catch {
                throw invocation.usageError("--to: \(error.description)")
            }
            var matches = alternatives.filter { query.matches($0) }
            if let dateText = invocation.value(FlowOptions.toDate) {
                guard let date = CivilDate(parsing: dateText) else {
                    throw invocation.usageError("--to-date expects a day as YYYY-MM-DD, not '\(dateText)'")
                }
                matches = matches.filter { $0.scheduled.date == date }
            }
            guard !matches.isEmpty else {
                let offered = alternatives.map { "\($0.designator.compact) \($0.scheduled.date)" }.joined(separator: ", ")
                throw invocation.usageError("--to \(text) is not one of the alternatives: \(offered)")
            }
            // Alternatives are sorted by time: without --to-date, the soonest.
            return matches[0]
        }
        var choices = alternatives.map { alternative in
            Choice(label: FlightResolver.describe(alternative, airport: airport),
                   detail: "\(alternative.airline.name) · gate \(alternative.gate) · \(FlightPresentation.remarks(alternative, boardDate: alternative.scheduled.date))")
        }
        choices.append(Choice(label: "Keep \(flight.designator)", role: .cancel))
        let index = try prompter.choose("Reschedule \(flight.designator)",
                                        message: "Other flights to \(FlightPresentation.place(flight.airport))",
                                        choices: choices, defaultIndex: 0, answeredBy: "--to FLIGHT")
        return index < alternatives.count ? alternatives[index] : nil
    }
}
