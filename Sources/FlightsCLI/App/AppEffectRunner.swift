import FlightBoard
import TerminalKit

/// Carries out the board app's effects that read or write the world: the flows (over the
/// model, with the answers gathered so far), a history, the statistics, a boarding pass.
/// Each comes back as the events the app takes next, as a command's message comes back
/// to a bubbletea program; nothing here draws or reads a key.
struct AppEffectRunner: Sendable {
    /// What an effect gave.
    struct Answer {
        var events: [AppEvent] = []
        /// Something was saved: the board and the trips are read again.
        var saved = false
    }

    /// The app's run: its data options make the hints, its environment the state file.
    let invocation: Invocation
    let source: any FlightSource
    let clock: BoardClock
    /// The width results are laid out at: the screen's, less the sheet's borders.
    let width: Int

    func run(_ effect: AppEffect) -> Answer {
        switch effect {
        case .loadHistory(let flight, let day): return history(of: flight, day: day)
        case .loadStats(let view): return stats(view)
        case .loadPlane(let flight): return plane(of: flight)
        case .loadInbound(let flight): return inbound(of: flight)
        case .loadOdds(let direction, let date): return odds(direction, on: date)
        case .runFlow(let flow, let answers, let previous, let began):
            return run(flow, answers: answers, previous: previous, clock: began ?? clock)
        case .showPass(let code): return pass(code)
        case .toggleWatch(let watch): return toggle(watch)
        case .quit, .interrupted, .suspend, .showLink, .changeDay: return Answer()
        }
    }

    // MARK: Queries

    /// The day's flights at the clock, both ways, as the boards show them.
    static func boards(_ source: any FlightSource, clock: BoardClock) throws(CLIError) -> [Direction: [Flight]] {
        try CLIError.answer { () throws(FlightSourceError) in
            [.arrival: try Board(source: source, direction: .arrival, date: clock.date, asOf: clock.now).flights,
             .departure: try Board(source: source, direction: .departure, date: clock.date, asOf: clock.now).flights]
        }
    }

    private func history(of flight: Flight, day: CivilDate?) -> Answer {
        do throws(FlightSourceError) {
            let days = try HistoryResult.Leg.history(of: flight, in: source, days: HistoryCommand.defaultDays, asOf: clock.now)
            var events = [AppEvent.historyLoaded(flight, days, day: day)]
            if let day, !days.contains(where: { $0.scheduled.date == day }) {
                events.append(.presentIfIdle(.alert("History", "\(flight.designator) has no flight on \(day) in its history; the history is shown.")))
            }
            return Answer(events: events)
        } catch {
            return Answer(events: [.presentIfIdle(.alert("History", CLIError(error).message))])
        }
    }

    /// The day of the aircraft flying `flight`, as `flights plane` finds it.
    private func plane(of flight: Flight) -> Answer {
        do throws(FlightSourceError) {
            guard let day = try source.aircraftDay(of: flight, asOf: clock.now) else {
                return Answer(events: [.presentIfIdle(.alert("Aircraft", "The data names no aircraft for \(flight.designator)."))])
            }
            return Answer(events: [.planeLoaded(flight, day)])
        } catch {
            return Answer(events: [.presentIfIdle(.alert("Aircraft", CLIError(error).message))])
        }
    }

    /// A departure's inbound, for its sheet; nothing when the data cannot tell.
    private func inbound(of flight: Flight) -> Answer {
        guard let inbound = try? FlightDetails.inbound(of: flight, in: source, asOf: clock.now) else { return Answer() }
        return Answer(events: [.inboundLoaded(flight, inbound)])
    }

    /// The late odds of a day's flights, for their sheets and popovers; nothing when the data cannot tell.
    private func odds(_ direction: Direction, on date: CivilDate) -> Answer {
        guard let odds = try? source.lateOdds(direction, on: date, asOf: clock.now) else { return Answer() }
        return Answer(events: [.oddsLoaded(direction, date, odds)])
    }

    private func stats(_ view: StatsView) -> Answer {
        do throws(FlightSourceError) {
            return Answer(events: [.statsLoaded(try StatsResult.sheet(view, source: source, clock: clock))])
        } catch {
            return Answer(events: [.presentIfIdle(.alert("Statistics", CLIError(error).message))])
        }
    }

    private func pass(_ code: String) -> Answer {
        do throws(CLIError) {
            let (records, trips) = try StateStore(environment: invocation.environment).trips(in: source, asOf: clock.now)
            let result = try CheckInsCommand.show(code, records: records, trips: trips, airport: source.airport)
            var pass = notice(result, title: "Boarding Pass")
            pass.actions = [AppNotice.Action(key: "u", label: "undo the check-in", act: .flow(.undo(code: code)))]
            return Answer(events: [.present(pass)])
        } catch {
            return refusal(error, title: "Boarding Pass")
        }
    }

    /// Watches a flight or stops watching it, in the state file, and says which.
    private func toggle(_ watch: WatchedFlight) -> Answer {
        do throws(CLIError) {
            let watched = try StateStore(environment: invocation.environment).update { records throws(CLIError) in records.toggle(watch) }
            let words = watched
                ? "Watching \(watch.flight): its changes are said here and on Trips"
                : "No longer watching \(watch.flight)"
            return Answer(events: [.announce(words)], saved: true)
        } catch {
            return refusal(error, title: "Watch")
        }
    }

    // MARK: Flows

    /// Runs `flow` with `answers`: its next question asked, its outcome shown, or its refusal said.
    private func run(_ flow: AppFlow, answers: [FlowAnswer], previous: FlowAnswer?, clock: BoardClock) -> Answer {
        let store: StateStore
        do throws(CLIError) {
            store = try StateStore(environment: invocation.environment)
        } catch {
            return refusal(error, title: flow.title)
        }
        switch flow {
        case .checkIn(let flight):
            let checkIn = CheckInFlow(flight: flight, source: source, clock: clock, store: store, invocation: invocation)
            return answer(FlowReplay.run(answers) { replay throws(CLIError) in try checkIn.run(asking: replay) }, flow, answers, previous, clock) {
                switch $0 {
                case .notNow, .kept: Answer(events: [.closeQuestion])
                case .checkedIn(let result): Answer(events: [.present(notice(result, title: "Boarding Pass"))], saved: true)
                case .moved(let result): Answer(events: [.present(moved(result))], saved: true)
                }
            }
        case .rebook(let flight):
            let rebook = RebookFlow(flight: flight, source: source, clock: clock, store: { store }, choosing: true, invocation: invocation)
            return answer(FlowReplay.run(answers) { replay throws(CLIError) in try rebook.run(asking: replay) }, flow, answers, previous, clock) {
                switch $0 {
                case .kept: Answer(events: [.closeQuestion])
                case .moved(let result): Answer(events: [.present(moved(result))], saved: true)
                case .listed(let result): Answer(events: [.present(listed(result))])
                }
            }
        case .undo(let code):
            let undo = UndoFlow(code: code, store: store, now: clock.now)
            return answer(FlowReplay.run(answers) { replay throws(CLIError) in try undo.run(asking: replay) }, flow, answers, previous, clock) {
                Answer(events: [.present(notice($0, title: "Undone"))], saved: true)
            }
        case .checkInAgain(let flight, let checkIns):
            let again = CheckInAgain(flight: flight, checkIns: checkIns, source: source, clock: clock, store: store, invocation: invocation)
            return answer(FlowReplay.run(answers) { replay throws(CLIError) in try again.run(asking: replay) }, flow, answers, previous, clock) {
                Answer(events: [.present(passes($0))], saved: true)
            }
        }
    }

    private func answer<Outcome>(_ progress: FlowReplay.Progress<Outcome>, _ flow: AppFlow, _ answers: [FlowAnswer],
                                 _ previous: FlowAnswer?, _ clock: BoardClock, ended: (Outcome) -> Answer) -> Answer {
        switch progress {
        case .asks(let question):
            return Answer(events: [.asked(AppQuestion(flow: flow, answers: answers, question: question, clock: clock, previous: previous))])
        case .ended(let outcome):
            return ended(outcome)
        case .failed(let error):
            return refusal(error, title: flow.title)
        }
    }

    /// A refusal in an alert, with what helps as the app offers it; a declined confirmation closes quietly.
    private func refusal(_ error: CLIError, title: String) -> Answer {
        guard error.status != .cancelled else { return Answer(events: [.closeQuestion]) }
        var lines: [StyledLine] = [[StyledText(error.message)]]
        var actions: [AppNotice.Action] = []
        switch error.remedy {
        case .rebook(let flight)?:
            lines += [[], [StyledText("r: the other flights, to rebook onto one.", style: .dim)]]
            actions.append(AppNotice.Action(key: "r", label: "rebook", act: .flow(.rebook(flight))))
        case .trip(let code)?:
            lines += [[], [StyledText("It is on Trips, code \(code).", style: .dim)]]
            actions.append(AppNotice.Action(key: "t", label: "show on Trips", act: .showTrip(code)))
        case .movedOn(let code)?:
            lines += [[], [StyledText("The move is on Trips, code \(code); u there undoes it.", style: .dim)]]
            actions.append(AppNotice.Action(key: "t", label: "show on Trips", act: .showTrip(code)))
        case .tripsChanged?:
            lines += [[], [StyledText("Another run changed the trips: Trips shows them as they are now.", style: .dim)]]
            return Answer(events: [.present(AppNotice(title: title, lines: lines, style: .alert))], saved: true)
        case nil:
            if let hint = error.hint { lines += [[], [StyledText(hint, style: .dim)]] }
        }
        return Answer(events: [.present(AppNotice(title: title, lines: lines, style: .alert, actions: actions))])
    }

    // MARK: Outcomes

    /// A move, with the check-ins it set aside, and an offer to check their passengers in on the new flight.
    private func moved(_ result: RescheduleResult) -> AppNotice {
        let width = noticeWidth
        var lines = text(result, width: width) + result.setAside.flatMap { [[]] + wrapped($0, width: width) }
        var actions: [AppNotice.Action] = []
        if !result.toCheckIn.isEmpty {
            let names = TripWords.list(result.toCheckIn.map(\.passenger))
            switch result.target.checkIn {
            case .open:
                lines += [[]] + wrapped("c: check \(names) in on \(result.target.designator), as before.", width: width, style: .bold)
                actions.append(AppNotice.Action(key: "c", label: "check them in", act: .flow(.checkInAgain(result.target, result.toCheckIn))))
            case .notOpenYet(let opens):
                lines += [[]] + wrapped("Check-in for \(result.target.designator) opens at \(opens.time) on \(opens.date): check \(names) in then, from its row (c).", width: width)
            default:
                break
            }
        }
        return AppNotice(title: "Rescheduled", lines: lines, style: .sheet, actions: actions)
    }

    /// The airline's alert, with the flights known, for the call.
    private func listed(_ result: RebookResult) -> AppNotice {
        let width = min(56, noticeWidth)
        return AppNotice(title: result.alertTitle, lines: wrapped(result.alertMessage, width: width) + [[]] + text(result, width: width),
                         style: .alert)
    }

    private func passes(_ results: [CheckInResult]) -> AppNotice {
        let lines = results.flatMap { result in result.view.styledLines(in: .columns(noticeWidth)) }
        return AppNotice(title: results.count == 1 ? "Boarding Pass" : "Boarding Passes", lines: lines, style: .sheet)
    }

    /// A result in a sheet (its view, or its text) with its notes under it; notes alone in an alert.
    private func notice(_ result: any CommandResult, title: String) -> AppNotice {
        let width = noticeWidth
        let lines = (result as? any ViewResult)?.view.styledLines(in: .columns(width)) ?? text(result, width: width)
        let notes = result.notes.flatMap { wrapped($0, width: width) }
        if lines.allSatisfy(\.isEmpty) { return AppNotice(title: title, lines: notes, style: .alert) }
        return AppNotice(title: title, lines: lines + (notes.isEmpty ? [] : [[]] + notes), style: .sheet)
    }

    private var noticeWidth: Int { max(10, width) }

    private func text(_ result: any CommandResult, width: Int) -> [StyledLine] {
        result.text(for: OutputTarget(width: width, color: false, isTerminal: true))
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .flatMap { wrapped(String($0), width: width) }
    }

    /// A code in a line is read whole: broken over lines, never cut.
    private func wrapped(_ text: String, width: Int, style: Style = .plain) -> [StyledLine] {
        wrap(TextSanitizer.sanitize(text), width: width, breakingLongWords: true).map { [StyledText($0, style: style)] }
    }
}
