import FlightBoard
import OnTimeData
import TerminalKit

/// The board app's coordinator: it decides the flows (an airport to choose when recorded
/// data covers several, a day to choose when none is given or the one given is outside
/// the data, then the board), runs the loop of keys and clock ticks, carries out the
/// effects the reducer asks for (reading the data, running a command's flow in the
/// screen) and draws each frame through the diff renderer.
final class AppCoordinator {
    /// How the app ended.
    enum Ending {
        case quit
        case interrupted
    }

    private var invocation: Invocation
    private var source: any FlightSource
    private let terminal: any PromptTerminal
    private let link: AppLink?
    private let refreshSeconds: Int
    private var state: AppState?
    private var clock: BoardClock?
    private var renderer = ScreenRenderer()
    private var nextTick: Int?
    /// What a link asks for once the board is drawn: its history, its flow.
    private var pending: [AppEffect] = []
    /// The day of a link's history to push once the history is read.
    private var pendingDay: CivilDate?
    /// Links asked for with `y`, printed once the screen is put back.
    private(set) var links: [String] = []

    /// The app over the data `invocation` names, on `terminal`, opening at `link`.
    init(invocation: Invocation, terminal: any PromptTerminal, link: AppLink?) throws(CLIError) {
        self.invocation = invocation
        self.terminal = terminal
        self.link = link
        refreshSeconds = invocation[AppOptions.refresh]?.seconds ?? 60
        if let options = link?.options, !options.isEmpty {
            self.invocation = try Self.reparsed(invocation, adding: options)
        }
        source = try DataLocator.source(for: self.invocation, wholeFileAllowed: true)
        if airportsToChoose == nil, !needsDay {
            try start()
        }
    }

    /// Runs the app until it is quit; the terminal is restored on every way out.
    func run() throws(CLIError) -> Ending {
        var failure: CLIError?
        var ending = Ending.quit
        do {
            try terminal.withRawMode { () throws(PromptError) in
                terminal.showAlternateScreen(true)
                do throws(CLIError) {
                    ending = try session()
                } catch {
                    failure = error
                }
            }
        } catch {
            ending = .interrupted
        }
        if let failure { throw failure }
        return ending
    }

    // MARK: The flows before the board

    /// Recorded data of several airports, and none chosen: its airports, the busiest first.
    private var airportsToChoose: [String]? {
        guard invocation[DataOptions.airport] == nil else { return nil }
        let origins = (source as? RecordedAirport)?.origins ?? (source as? RecordedAirports)?.origins ?? []
        return origins.count > 1 ? origins : nil
    }

    /// Recorded data and no day of it chosen.
    private var needsDay: Bool {
        guard let days = source.recordedDays else { return false }
        if invocation.has(BoardOptions.at) { return false }
        guard let date = invocation[BoardOptions.date], case .date(let day) = date else { return true }
        return !days.contains(day)
    }

    private func session() throws(CLIError) -> Ending {
        if let origins = airportsToChoose {
            let items = origins.map { AppPicker.Item(label: $0, value: $0) }
            guard let code = try pick(AppPicker(title: "Airport · busiest first", items: items)) else { return .quit }
            invocation = try Self.reparsed(invocation, adding: [DataOptions.airport.name: code])
            // Read again for the airport: from the caches just written, in milliseconds.
            source = try DataLocator.source(for: invocation)
        }
        if needsDay, let days = source.recordedDays {
            var items: [AppPicker.Item] = []
            var day = days.upperBound
            while day >= days.lowerBound {
                items.append(AppPicker.Item(label: "\(FlightDetails.weekday(day)) \(day)", value: day.description))
                day = day.adding(days: -1)
            }
            guard let chosen = try pick(AppPicker(title: "Day · \(days.lowerBound) to \(days.upperBound)", items: items)) else { return .quit }
            invocation = try Self.reparsed(invocation, adding: [BoardOptions.date.name: chosen])
        }
        if state == nil { try start() }
        return try loop()
    }

    /// Shows `picker` on the whole screen until an item is chosen (its value) or it is cancelled (nil).
    private func pick(_ picker: AppPicker) throws(CLIError) -> String? {
        var picker = picker
        while true {
            var screen = ScreenBuffer(size: terminal.size)
            AppScreen.drawPicker(picker, size: terminal.size, on: &screen)
            draw(screen)
            switch try readKey(waiting: nil) {
            case .interrupt?: throw Prompter.interrupted
            case .endOfInput?: return nil
            case .suspend?: suspend()
            case let key?:
                switch picker.handle(key) {
                case .open: continue
                case .cancelled: return nil
                case .chosen(let item): return item.value
                }
            case nil: continue
            }
        }
    }

    /// The board at the clock, opened where the link says; an unknown flight is a usage error.
    private func start() throws(CLIError) {
        let clock = try BoardClock.resolve(invocation, source: source)
        self.clock = clock
        let flights = try Self.flights(source, clock: clock)
        var state = AppState(
            airport: source.airport, date: clock.date, now: clock.now,
            clockIsPinned: invocation.has(BoardOptions.at) || source.recordedDays != nil,
            flights: flights, trips: trips(clock: clock) ?? [],
            tab: link?.tab ?? invocation[AppOptions.tab] ?? .departures,
            detents: invocation[AppOptions.detents]?.detents ?? [.drawer, .medium, .large],
            detent: invocation[FlowOptions.detent] ?? .medium,
            size: terminal.size,
            linkAirport: source.recordedDays == nil ? nil : source.airport.code)
        if !state.detents.contains(state.detent) { state.detents.append(state.detent) }
        state.hidesCancelled = invocation.isSet(BoardOptions.hideCancelled)
        state.relayout()
        self.state = state
        if let link { try open(link) }
        scheduleTick()
    }

    /// Pushes what `link` names: the flight, its history and a day of it, a sheet over them.
    private func open(_ link: AppLink) throws(CLIError) {
        guard var state, let flight = link.flight, let direction = link.tab.direction else {
            if link.sheet == .stats { pending.append(.loadStats(.hours)) }
            return
        }
        guard let clock else { return }
        // The day may have been chosen in a picker since: the did-you-mean names that one.
        var shown = link
        shown.date = link.date.map { _ in state.date }
        let found = try Self.find(flight, direction: direction, among: state.flights[direction] ?? [], clock: clock,
                                  airport: state.airport, link: shown, invocation: invocation)
        if let row = state.layout.flights.firstIndex(of: found) {
            state.selected[link.tab] = row
            state.keepSelectionInView(link.tab)
        }
        state.stack = [.flight(found)]
        self.state = state
        if link.history {
            pendingDay = link.historyDay
            pending.append(.loadHistory(found))
        }
        switch link.sheet {
        case .checkin?: pending.append(.checkIn(found))
        case .rebook?: pending.append(.rebook(found))
        case .stats?: pending.append(.loadStats(.hours))
        case nil: break
        }
    }

    /// The flight a link names on the day's board: the next one to come when it flies twice
    /// the same leg. A number that flies several legs that way needs the link to name one
    /// (`to=`/`from=`): a link names a place, and the app's own links name the leg.
    static func find(_ flight: FlightDesignator, direction: Direction, among day: [Flight], clock: BoardClock, airport: Airport,
                     link: AppLink, invocation: Invocation) throws(CLIError) -> Flight {
        var matches = day.filter { $0.designator == flight }
        var legs: [Flight] = []
        for match in matches where !legs.contains(where: { $0.airport.code == match.airport.code }) { legs.append(match) }
        let links = legs.map { leg in
            var meant = link
            meant.leg = leg.airport.code
            return "'\(meant.url)'"
        }
        let flown = legs.map { FlightResolver.legDescription($0, airport: airport) }.joined(separator: ", ")
        let hint = "Name the leg: " + (links.count > 1 ? links.dropLast().joined(separator: ", ") + " or " + links[links.count - 1] : links.joined()) + "."
        if let leg = link.leg {
            matches = matches.filter { $0.airport.code == leg }
            if matches.isEmpty, !legs.isEmpty {
                throw invocation.usageError(
                    "no \(direction == .arrival ? "arrival" : "departure") \(flight) \(direction == .arrival ? "from" : "to") \(leg) on \(clock.date) at \(airport.code); it flies \(flown)",
                    hint: hint)
            }
        } else if legs.count > 1 {
            throw invocation.usageError(
                "\(flight) flies \(legs.count) legs at \(airport.code) on \(FlightDetails.weekday(clock.date)) \(clock.date): \(flown)",
                hint: hint)
        }
        if let found = matches.first(where: { $0.scheduled >= clock.now }) ?? matches.first { return found }
        let names = Array(Set(day.map(\.designator.compact))).sorted()
        throw invocation.usageError(
            "no \(direction == .arrival ? "arrival" : "departure") \(flight) on \(clock.date) at \(airport.code)",
            hint: Suggestion.closest(to: flight.compact, among: names).flatMap { try? FlightDesignator(parsing: $0) }.map { name in
                var meant = link
                meant.flight = name
                return "Did you mean '\(meant.url)'?"
            })
    }

    // MARK: The loop

    private func loop() throws(CLIError) -> Ending {
        presentPendingNotices()
        redraw()
        let effects = pending
        pending = []
        if let ending = try perform(effects) { return ending }
        while true {
            redraw()
            let key = try readKey(waiting: millisecondsToTick())
            guard let key else {
                refresh()
                continue
            }
            if key == .resumed { renderer.invalidate() }
            if let ending = try perform(send(.key(key))) { return ending }
        }
    }

    private func send(_ event: AppEvent) -> [AppEffect] {
        guard var state else { return [] }
        let effects = state.reduce(event)
        self.state = state
        return effects
    }

    /// Carries out `effects`, and those their answers ask for; an ending when one ends the app.
    private func perform(_ effects: [AppEffect]) throws(CLIError) -> Ending? {
        for effect in effects {
            switch effect {
            case .quit: return .quit
            case .interrupted: return .interrupted
            case .suspend: suspend()
            case .showLink:
                guard let url = state?.link.url else { continue }
                links.append(url)
                _ = send(.present(AppNotice(title: "Link", lines: [[StyledText(url, style: .bold)], [],
                                                                   ["Printed when the app ends; 'flights open' opens it."]], style: .alert)))
            case .loadHistory(let flight):
                // The leg of the flight shown: the number may fly others from this airport.
                let (way, other) = flight.direction == .arrival ? ("--arrival", "--from") : ("--departure", "--to")
                switch command(["history", flight.designator.compact, "--date", flight.scheduled.date.description,
                                way, other, flight.airport.code]) {
                case .result(let result as HistoryResult):
                    let days = result.legs.first?.history ?? []
                    let day = pendingDay
                    pendingDay = nil
                    _ = send(.historyLoaded(flight, days, day: day))
                    if let day, !days.contains(where: { $0.scheduled.date == day }) {
                        let words = "\(flight.designator) has no flight on \(day) in its history; the history is shown."
                        _ = send(.present(AppNotice(title: "History", lines: [[StyledText(words)]], style: .alert)))
                    }
                case .failed(let error): if let ending = try refusal("History", error) { return ending }
                default: break
                }
            case .loadStats(let span):
                // Recorded data is seen on the board's day, not on the file's last.
                let day = source.recordedDays != nil ? state.map { ["--date", $0.date.description] } ?? [] : []
                let words = ["stats", "--view", span == .hours ? "hours" : "days"] + day
                switch command(words) {
                case .result(let result as StatsResult): _ = send(.statsLoaded(result))
                case .failed(let error): if let ending = try refusal("Statistics", error) { return ending }
                default: break
                }
            case .checkIn(let flight):
                // The row chosen names its leg: a number that flies several asks no question.
                let outcome = command(["checkin", flight.designator.compact, "--date", flight.scheduled.date.description]
                                          + LegOptionNames.destination.words(for: FlightLeg(flight, at: source.airport)),
                                      prompts: true)
                // q on the action sheet is its Not Now: nothing was begun, so it quits as anywhere.
                if case .result(let result) = outcome, result is NoActionResult, lastInset?.lastKey == .character("q") { return .quit }
                if let ending = try show(outcome, title: "Check In") { return ending }
                refresh()
            case .rebook(let flight):
                let outcome = command(["rebook", flight.designator.compact, "--date", flight.scheduled.date.description,
                                       flight.direction == .arrival ? "--arrival" : "--departure"]
                                          + LegOptionNames.toAndFrom.words(for: FlightLeg(flight, at: source.airport)), prompts: true)
                if let ending = try show(outcome, title: "Cannot Rebook") { return ending }
            case .showPass(let code):
                if let ending = try show(command(["checkins", "show", code]), title: "Boarding Pass") { return ending }
            case .undo(let code):
                if let ending = try show(command(["checkins", "--undo", code], prompts: true), title: "Undone") { return ending }
                refresh()
            }
        }
        return nil
    }

    /// Presents what a command gave: its result in a sheet, its notes or its refusal in an alert.
    private func show(_ outcome: InProcessCommand.Outcome, title: String) throws(CLIError) -> Ending? {
        renderer.invalidate()
        switch outcome {
        case .result(let result):
            let width = max(10, terminal.size.columns - 4)
            var lines: [StyledLine]
            if let viewResult = result as? any ViewResult {
                lines = viewResult.view.styledLines(in: .columns(width))
            } else {
                lines = result.text(for: OutputTarget(width: width, color: false, isTerminal: true))
                    .split(separator: "\n", omittingEmptySubsequences: false).dropLast().flatMap {
                        wrap(String($0), width: width, breakingLongWords: true).map { [StyledText($0)] }
                    }
            }
            // A code or a command in a note is read whole: broken over lines, never cut.
            let notes = result.notes.flatMap { wrap($0, width: width, breakingLongWords: true).map { [StyledText($0)] } }
            if lines.allSatisfy(\.isEmpty) {
                guard !notes.isEmpty else { return nil }
                _ = send(.present(AppNotice(title: Self.heading(of: result) ?? title, lines: notes, style: .alert)))
            } else {
                _ = send(.present(AppNotice(title: Self.heading(of: result) ?? title, lines: lines + (notes.isEmpty ? [] : [[]] + notes),
                                            style: .sheet)))
            }
            return nil
        case .failed(let error):
            return try refusal(title, error)
        case .nothing:
            return nil
        }
    }

    /// The title of a flow's result, named for what happened.
    private static func heading(of result: any CommandResult) -> String? {
        switch result {
        case is CheckInResult: "Boarding Pass"
        case is RescheduleResult: "Rescheduled"
        case is RebookResult: "Other Flights"
        case is UndoResult: "Undone"
        default: nil
        }
    }

    /// A command's error as an alert; a cancelled question says nothing (and asks to quit
    /// after `q`), Ctrl-C ends the app.
    private func refusal(_ title: String, _ error: CLIError) throws(CLIError) -> Ending? {
        switch error.status {
        case .interrupted: return .interrupted
        case .cancelled: return quitsAfterCancelledFlow() ? .quit : nil
        default:
            let lines: [StyledLine] = [[StyledText(error.message)]] + (error.hint.map { [[], [StyledText($0, style: .dim)]] } ?? [])
            _ = send(.present(AppNotice(title: title, lines: lines, style: .alert)))
            return nil
        }
    }

    /// Runs a command of the tool with the app's data and clock; its questions, when
    /// `prompts` is on, asked in the bottom half of the screen over the board, which is drawn
    /// anew before each question and after a resize or a `fg`.
    private func command(_ words: [String], prompts: Bool = false) -> InProcessCommand.Outcome {
        guard let clock else { return .nothing }
        let inset = InsetTerminal(base: terminal, rows: { max(8, $0.rows / 2) }) { [self] in
            renderer.invalidate()
            redraw()
        }
        lastInset = inset
        let outcome = InProcessCommand(invocation: invocation, clock: clock).run(words, prompts: inset)
        if prompts { renderer.invalidate() }
        return outcome
    }

    /// The terminal the last flow asked on: whether its question was left with `q`.
    private var lastInset: InsetTerminal?

    /// After a flow left with `q` (its own cancel: nothing was saved), whether to quit the
    /// app too, as `q` does anywhere else; asked, since the flow was half done.
    private func quitsAfterCancelledFlow() -> Bool {
        guard lastInset?.lastKey == .character("q") else { return false }
        let inset = InsetTerminal(base: terminal, rows: { _ in 6 }) { [self] in
            renderer.invalidate()
            redraw()
        }
        let prompt = ConfirmPrompt(question: "Quit flights?", message: "Nothing of the flow was saved.", defaultAnswer: true)
        let quits = (try? prompt.run(on: inset)) ?? false
        renderer.invalidate()
        return quits
    }

    // MARK: Time, data and the screen

    private func millisecondsToTick() -> Int? {
        guard let nextTick else { return nil }
        let now = invocation.environment.now().secondsSinceEpoch
        return max(0, (nextTick - now) * 1000 + 50)
    }

    /// The next tick: on the next whole multiple of the refresh interval (whole minutes by
    /// default, when the clock's minute changes). None when the clock is pinned.
    private func scheduleTick() {
        guard let state, !state.clockIsPinned else {
            nextTick = nil
            return
        }
        let now = invocation.environment.now().secondsSinceEpoch
        nextTick = (now / refreshSeconds + 1) * refreshSeconds
    }

    /// Reads the clock and the data again; what cannot be read keeps the board as it was, and says why.
    private func refresh() {
        defer { scheduleTick() }
        guard let state, let current = clock else { return }
        do throws(CLIError) {
            let clock = state.clockIsPinned ? current : try BoardClock.resolve(invocation, source: source)
            self.clock = clock
            let flights = try Self.flights(source, clock: clock)
            _ = send(.refreshed(now: clock.now, date: clock.date, flights: flights, trips: trips(clock: clock) ?? state.trips))
            presentPendingNotices()
        } catch {
            _ = send(.present(AppNotice(title: "Cannot Refresh", lines: [[StyledText(error.message)]], style: .alert)))
        }
    }

    private static func flights(_ source: any FlightSource, clock: BoardClock) throws(CLIError) -> [Direction: [Flight]] {
        try CLIError.answer { () throws(FlightSourceError) in
            [.arrival: try Board(source: source, direction: .arrival, date: clock.date, asOf: clock.now).flights,
             .departure: try Board(source: source, direction: .departure, date: clock.date, asOf: clock.now).flights]
        }
    }

    /// The saved trips as they stand at the clock; nil when the state file cannot be read.
    /// The saved trips as they stand at the clock; nil when the state file cannot be read,
    /// which an alert says, once for each new reason, as `flights checkins` would.
    private func trips(clock: BoardClock) -> [Trip]? {
        do throws(CLIError) {
            let records = try StateStore(environment: invocation.environment).load()
            stateProblem = nil
            return try CLIError.answer { () throws(FlightSourceError) in try Trip.all(records, in: source, asOf: clock.now) }
        } catch {
            if error.message != stateProblem {
                stateProblem = error.message
                pendingNotices.append(AppNotice(title: "Trips", lines: [[StyledText(error.message)]]
                    + (error.hint.map { [[], [StyledText($0, style: .dim)]] } ?? []), style: .alert))
            }
            return nil
        }
    }

    private func presentPendingNotices() {
        for notice in pendingNotices { _ = send(.present(notice)) }
        pendingNotices = []
    }

    /// Why the state file could not be read, when it was last said.
    private var stateProblem: String?
    /// Alerts to show once the state they are about is in place.
    private var pendingNotices: [AppNotice] = []

    private func redraw() {
        guard var state else { return }
        if state.size != terminal.size {
            _ = state.reduce(.resized(terminal.size))
            self.state = state
        }
        draw(AppScreen.render(state))
    }

    private func draw(_ screen: ScreenBuffer) {
        let text = renderer.update(to: screen, color: terminal.usesColor)
        if !text.isEmpty { terminal.write(text) }
    }

    private func suspend() {
        terminal.suspend()
        renderer.invalidate()
    }

    /// A key, or nil when `milliseconds` passed without one (nil: wait as long as it takes).
    private func readKey(waiting milliseconds: Int?) throws(CLIError) -> Key? {
        do {
            guard let milliseconds else { return try terminal.readKey() }
            return try terminal.readKey(waitingAtMost: milliseconds)
        } catch {
            throw Prompter.interrupted
        }
    }

    /// `invocation` with more options, as if they had been typed: the commands the app
    /// runs, and the hints they give, carry them.
    static func reparsed(_ invocation: Invocation, adding options: [String: String]) throws(CLIError) -> Invocation {
        var words = [invocation.command.name] + invocation.arguments.positionals
        for flag in invocation.arguments.flags.sorted() { words.append("--\(flag)") }
        for (name, value) in invocation.arguments.values.sorted(by: { $0.key < $1.key }) where options[name] == nil {
            words += ["--\(name)", value]
        }
        for (name, values) in invocation.arguments.lists.sorted(by: { $0.key < $1.key }) {
            for value in values { words += ["--\(name)", value] }
        }
        for (name, value) in options.sorted(by: { $0.key < $1.key }) { words += ["--\(name)", value] }
        guard case .run(let command, let parsed) = try CommandLineParser(tool: invocation.tool)
            .parse(words, environment: invocation.environment.variables) else { return invocation }
        return Invocation(tool: invocation.tool, command: command, arguments: parsed, environment: invocation.environment)
    }
}
