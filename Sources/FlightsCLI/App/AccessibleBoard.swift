import FlightBoard
import TerminalKit

/// The board app as numbered line prompts (`--accessible`, or `TERM=dumb`), for screen
/// readers and terminals that cannot redraw: choose a tab (or the statistics), then a
/// flight, then what to do with it; each answer is printed as the command for it would
/// print through a pipe, the flows asking their questions as lines. The end of the input,
/// or Quit, ends it.
struct AccessibleBoard {
    let invocation: Invocation

    func run() throws(CLIError) -> (any CommandResult)? {
        let prompter = Prompter(invocation: invocation)
        let source = try DataLocator.source(for: invocation)
        let clock = try BoardClock.resolve(invocation, source: source, dayRequired: true)
        let tabs = AppLink.Tab.allCases
        do throws(CLIError) {
            while true {
                let title = "Flights at \(source.airport.code), \(FlightDetails.weekday(clock.date)) \(clock.date)"
                let choices = tabs.map { Choice(label: AppScreen.tabName($0)) } + [Choice(label: "Statistics"), Choice(label: "Quit", role: .cancel)]
                let index = try prompter.choose(title, choices: choices, defaultIndex: 1, answeredBy: "--tab")
                if index == tabs.count {
                    // The views of the screen's statistics sheet, in its picker's order.
                    let views = StatsView.inSheet
                    let view = try prompter.choose("Statistics", choices: views.map { Choice(label: $0.segment.name) } + [Choice(label: "Back", role: .cancel)],
                                                   defaultIndex: 0, answeredBy: "the command stats --view")
                    guard views.indices.contains(view) else { continue }
                    show { () throws(CLIError) in
                        try CLIError.answer { () throws(FlightSourceError) in try StatsResult.sheet(views[view], source: source, clock: clock) }
                    }
                    continue
                }
                guard tabs.indices.contains(index) else { return nil }
                let tab = tabs[index]
                guard let direction = tab.direction else {
                    show { () throws(CLIError) in try TripsResult.saved(in: invocation.environment, source: source, asOf: clock.now) }
                    continue
                }
                try chooseFlight(direction, source: source, clock: clock, prompter: prompter)
            }
        } catch where error.status == .cancelled {
            return nil
        }
    }

    private func chooseFlight(_ direction: Direction, source: any FlightSource, clock: BoardClock,
                              prompter: Prompter) throws(CLIError) {
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
        // A state file that cannot be read is said when the toggle is tried.
        let isWatched = (try? StateStore(environment: invocation.environment).load())?.watch(of: flight) != nil
        let actions = ["Details", "Check in", "Rebook", "History", isWatched ? "Stop watching" : "Watch"]
        let action = try prompter.choose("\(flight.designator)", choices: actions.map { Choice(label: $0) } + [Choice(label: "Back", role: .cancel)],
                                         defaultIndex: 0, answeredBy: "the commands show, checkin, rebook and history")
        switch action {
        case 0:
            show { () throws(CLIError) in
                let odds = try FlightDetails.odds(of: flight, in: source, asOf: clock.now)
                return FlightResult(flight: flight, airport: source.airport, chance: odds.chance(for: flight), title: FlightDetails.title(flight),
                                    content: FlightDetails.lines(flight, airport: source.airport, odds: odds, hint: { _ in nil }, width: nil))
            }
        case 1:
            show { () throws(CLIError) in
                let flow = CheckInFlow(flight: flight, source: source, clock: clock, store: try StateStore(environment: invocation.environment),
                                       invocation: invocation)
                switch try flow.run(asking: prompter) {
                case .checkedIn(let result): return result
                case .moved(let result): return result
                case .notNow, .kept: return nil
                }
            }
        case 2:
            show { () throws(CLIError) in
                let flow = RebookFlow(flight: flight, source: source, clock: clock,
                                      store: { () throws(CLIError) in try StateStore(environment: invocation.environment) },
                                      choosing: true, invocation: invocation)
                switch try flow.run(asking: prompter) {
                case .moved(let result): return result
                case .listed(let result):
                    _ = try prompter.alert(result.alertTitle, message: result.alertMessage, buttons: [PromptButton(label: "OK")])
                    return result
                case .kept: return nil
                }
            }
        case 3:
            show { () throws(CLIError) in
                let days = try CLIError.answer { () throws(FlightSourceError) in
                    try HistoryResult.Leg.history(of: flight, in: source, days: HistoryCommand.defaultDays, asOf: clock.now)
                }
                return HistoryResult(airport: source.airport, legs: [HistoryResult.Leg(flight: flight, history: days)])
            }
        case 4:
            let environment = invocation.environment
            do throws(CLIError) {
                let watched = try StateStore(environment: environment).update { records throws(CLIError) in
                    records.toggle(WatchedFlight(flight, at: clock.now))
                }
                environment.output.write(watched
                    ? "Watching \(flight.designator): listed on Trips, and followed by '\(ToolSpec.name) watch --trips'.\n"
                    : "No longer watching \(flight.designator).\n")
            } catch {
                environment.errorOutput.write(ErrorReport.text(for: error, width: environment.messageColumns))
            }
        default: return
        }
    }

    /// What `answer` gives on standard output as for a pipe, with its notes; its error on standard error.
    private func show(_ answer: () throws(CLIError) -> (any CommandResult)?) {
        let environment = invocation.environment
        do throws(CLIError) {
            guard let result = try answer() else { return }
            environment.output.write(result.text(for: OutputTarget(width: environment.terminalColumns ?? 80, color: false, isTerminal: false)))
            for note in result.notes { environment.output.write(TextSanitizer.sanitize(note) + "\n") }
        } catch where error.status != .cancelled {
            environment.errorOutput.write(ErrorReport.text(for: error, width: environment.messageColumns))
        } catch {
            return
        }
    }
}
