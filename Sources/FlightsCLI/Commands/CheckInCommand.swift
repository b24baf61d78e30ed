import FlightBoard

/// `flights checkin FLIGHT`: the check-in action sheet and the flows behind its buttons.
enum CheckInCommand {
    static let name = "checkin"
    static let spec = CommandSpec(
        name: name,
        abstract: "Check in for a departure, or reschedule it.",
        discussion: """
            Refuses, saying why, when check-in is not open: an arrival, a cancelled flight (see rebook), a flight that has left, \
            or outside the window that opens 24 hours before departure and closes 10 to 45 minutes before it, depending on the airline. \
            Otherwise it shows the action sheet "Check In": Not Now changes nothing; Reschedule offers the other flights to the same \
            destination in the coming days, then asks to confirm; Check In asks the passenger's name, a seat preference and the number \
            of checked bags, asks to confirm, saves the check-in and prints a boarding pass with its confirmation code.
            Every question has an option that answers it (--choice, --name, --seat, --bags, --to, --yes), so the flow runs in a script; \
            with --no-input, or CI set, a missing answer is an error naming its option. Without --date the flight is the next one \
            not yet departed, today or tomorrow. A number that leaves the airport for several places that day (a through-flight such as \
            ATL→DAL→ATL→AZO) needs its leg named with --destination (its --to is the flight to move to): on a terminal the question \
            lists each leg's next flight; without prompts it is an error listing them. --choice reschedule on a cancelled flight \
            moves its trip as rebook does. Check-ins are kept in the state file (see checkins).
            """,
        arguments: [.flight("The departure's flight number, such as UA1545 or \"B6 725\".")],
        options: [FlowOptions.choice, FlowOptions.name, FlowOptions.seat, FlowOptions.bags, FlowOptions.to,
                  FlowOptions.toDate, FlowOptions.yes, FlightOptions.date, FlightOptions.destination, BoardOptions.at, FlightOptions.json,
                  GlobalOptions.color, GlobalOptions.data] + DataOptions.all + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) checkin UA635", "Check in with the keyboard: the action sheet, then the questions."),
            .init("\(ToolSpec.name) checkin UA635 --choice check-in --name \"Ada Lovelace\" --seat window --bags 1 --yes",
                  "The same without a prompt, for a script."),
            .init("\(ToolSpec.name) checkin UA635 --choice reschedule --to UA544 --yes --json", "Move to the next UA 544 to Chicago; the change as JSON."),
        ],
        run: { invocation throws(CLIError) in
            // Every option is checked before the first question, so a typo never costs answers already given.
            var given = try given(invocation)
            let prompter = Prompter(invocation: invocation, cancelMessage: "cancelled; nothing was changed")
            let source = try DataLocator.source(for: invocation)
            let clock = try BoardClock.resolve(invocation, source: source)
            let flight = try FlightResolver.resolve(invocation, source: source, clock: clock, prompter: prompter,
                                                    departuresOnly: true, upcoming: true,
                                                    legs: LegFilter(to: invocation[FlightOptions.destination].map { [$0] } ?? []),
                                                    legOptions: .destination)
            given.yes = invocation.isSet(FlowOptions.yes)
            let flow = CheckInFlow(flight: flight, source: source, clock: clock, store: try StateStore(environment: invocation.environment),
                                   given: given, invocation: invocation)
            switch try flow.run(asking: prompter) {
            case .notNow: return NoActionResult()
            case .checkedIn(let result): return result
            case .moved(let result): return result
            case .kept(let flight):
                invocation.environment.errorOutput.write("Kept \(flight.designator): nothing was changed.\n")
                return nil
            }
        }
    )

    /// The answers the options give: `--choice`, or the branch whose questions they answer.
    /// Options of both branches at once are a mistake worth saying.
    private static func given(_ invocation: Invocation) throws(CLIError) -> CheckInFlow.Given {
        let checkInOnly = [invocation.has(FlowOptions.name) ? FlowOptions.name.name : nil,
                           invocation.has(FlowOptions.seat) ? FlowOptions.seat.name : nil,
                           invocation.has(FlowOptions.bags) ? FlowOptions.bags.name : nil].compactMap { $0 }
        let rescheduleOnly = [invocation.has(FlowOptions.to) ? FlowOptions.to.name : nil,
                              invocation.has(FlowOptions.toDate) ? FlowOptions.toDate.name : nil].compactMap { $0 }
        if invocation.has(FlowOptions.toDate) && !invocation.has(FlowOptions.to) {
            throw invocation.usageError("--\(FlowOptions.toDate.name) needs --\(FlowOptions.to.name)")
        }
        let choice = invocation[FlowOptions.choice]
        if choice != .checkIn, let wrong = checkInOnly.first, choice != nil || !rescheduleOnly.isEmpty {
            throw invocation.usageError("--\(wrong) answers the check-in questions, not \(choice?.rawValue ?? "reschedule")")
        }
        if choice != .reschedule, let wrong = rescheduleOnly.first, choice != nil || !checkInOnly.isEmpty {
            throw invocation.usageError("--\(wrong) answers the reschedule question, not \(choice?.rawValue ?? "check-in")")
        }
        var given = CheckInFlow.Given(name: invocation[FlowOptions.name]?.name, seat: invocation[FlowOptions.seat],
                                      bags: invocation[FlowOptions.bags]?.count, target: RescheduleFlow.Target(invocation))
        given.action = choice ?? (!checkInOnly.isEmpty ? .checkIn : !rescheduleOnly.isEmpty ? .reschedule : nil)
        return given
    }
}

extension RescheduleFlow.Target {
    /// `--to` and `--to-date`, when `--to` is given.
    init?(_ invocation: Invocation) {
        guard let query = invocation[FlowOptions.to], let text = invocation.text(of: FlowOptions.to) else { return nil }
        self.init(query: query, text: text, date: invocation[FlowOptions.toDate])
    }
}
