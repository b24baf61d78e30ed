import FlightBoard
import TerminalKit

/// The board app as numbered line prompts (`--accessible`, or `TERM=dumb`), for screen
/// readers and terminals that cannot redraw: choose a tab (or the statistics), then a
/// flight, then what to do with it; each answer is printed as the command for it would
/// print it. The end of the input, or Quit, ends it.
struct AccessibleBoard {
    let invocation: Invocation

    func run() throws(CLIError) -> (any CommandResult)? {
        let prompter = Prompter(invocation: invocation)
        let source = try DataLocator.source(for: invocation)
        let clock = try BoardClock.resolve(invocation, source: source, dayRequired: true)
        let commands = InProcessCommand(invocation: invocation, clock: clock)
        let terminal = invocation.environment.promptTerminal(PromptSettings(accessible: true, usesColor: false))
        let tabs = AppLink.Tab.allCases
        do throws(CLIError) {
            while true {
                let title = "Flights at \(source.airport.code), \(FlightDetails.weekday(clock.date)) \(clock.date)"
                let choices = tabs.map { Choice(label: AppScreen.tabName($0)) } + [Choice(label: "Statistics"), Choice(label: "Quit", role: .cancel)]
                let index = try prompter.choose(title, choices: choices, defaultIndex: 1, answeredBy: "--tab")
                if index == tabs.count {
                    // As the screen's s: the last 24 hours; a recorded day seen on that day.
                    let day = source.recordedDays != nil ? ["--date", clock.date.description] : []
                    show(commands.run(["stats"] + day, prompts: terminal))
                    continue
                }
                guard tabs.indices.contains(index) else { return nil }
                let tab = tabs[index]
                guard let direction = tab.direction else {
                    show(commands.run(["checkins"], prompts: terminal))
                    continue
                }
                try chooseFlight(direction, source: source, clock: clock, prompter: prompter, commands: commands, terminal: terminal)
            }
        } catch where error.status == .cancelled {
            return nil
        }
    }

    private func chooseFlight(_ direction: Direction, source: any FlightSource, clock: BoardClock, prompter: Prompter,
                              commands: InProcessCommand, terminal: any PromptTerminal) throws(CLIError) {
        let flights = try CLIError.answer { () throws(FlightSourceError) in
            try Board(source: source, direction: direction, date: clock.date, asOf: clock.now).flights
        }
        let choices = flights.map { flight in
            Choice(label: "\(FlightPresentation.time(flight.scheduled, on: clock.date)) \(flight.designator) "
                   + "\(direction == .arrival ? "from" : "to") \(FlightPresentation.place(flight.airport)), "
                   + FlightPresentation.remarks(flight, boardDate: clock.date))
        }
        let first = flights.firstIndex { $0.scheduled >= clock.now } ?? 0
        let index = try prompter.choose(direction == .arrival ? "Arrivals" : "Departures", choices: choices + [Choice(label: "Back", role: .cancel)],
                                        defaultIndex: first, answeredBy: "the commands arrivals and departures")
        guard flights.indices.contains(index) else { return }
        let flight = flights[index]
        let actions = ["Details", "Check in", "Rebook", "History"]
        let action = try prompter.choose("\(flight.designator)", choices: actions.map { Choice(label: $0) } + [Choice(label: "Back", role: .cancel)],
                                         defaultIndex: 0, answeredBy: "the commands show, checkin, rebook and history")
        let way = direction == .arrival ? "--arrival" : "--departure"
        let base = [flight.designator.compact, "--date", flight.scheduled.date.description]
        switch action {
        case 0: show(commands.run(["show"] + base + [way], prompts: terminal))
        case 1: show(commands.run(["checkin"] + base, prompts: terminal))
        case 2: show(commands.run(["rebook"] + base + [way], prompts: terminal))
        case 3: show(commands.run(["history"] + base + [way], prompts: terminal))
        default: return
        }
    }

    /// A command's result on standard output as for a pipe, or its error on standard error.
    private func show(_ outcome: InProcessCommand.Outcome) {
        let environment = invocation.environment
        switch outcome {
        case .result(let result):
            environment.output.write(result.text(for: OutputTarget(width: environment.terminalColumns ?? 80, color: false, isTerminal: false)))
            for note in result.notes { environment.output.write(TextSanitizer.sanitize(note) + "\n") }
        case .failed(let error) where error.status != .cancelled:
            environment.errorOutput.write(ErrorReport.text(for: error, width: environment.messageColumns))
        default:
            break
        }
    }
}
