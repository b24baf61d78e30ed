import FlightBoard


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
            not yet departed, today or tomorrow. A number that leaves the airport for several places that day (a through-flight such as \
            ATL→DAL→ATL→AZO) needs its leg named with --destination (its --to is the flight to move to): on a terminal the question \
            lists each leg's next flight; without prompts it is an error listing them. Check-ins are kept in the state file (see checkins).
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
        run: { invocation throws(CLIError) in try CheckInFlow(invocation: invocation).run() }
    )
}
