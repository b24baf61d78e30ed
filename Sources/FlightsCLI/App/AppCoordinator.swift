import FlightBoard
import TerminalKit

/// The board app's loop: it decides what comes before the board (an airport to choose
/// when recorded data covers several, a day to choose when none is given or the one given
/// is outside the data), then reads keys and clock ticks, gives them to the reducer, hands
/// the effects it asks for to the ``AppEffectRunner`` and their events back to the
/// reducer, and draws each frame through the diff renderer.
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
    private var state: AppState?
    private var clock: BoardClock?
    private var renderer = ScreenRenderer()
    /// The slow reads (a history, the statistics) going on while keys are read.
    private let reads: BackgroundTasks<AppEffectRunner.Answer>
    private var ticks: AppTicks
    /// What a link asks for once the board is drawn: its history, its flow.
    private var pending: [AppEffect] = []
    /// Links asked for with `y`, printed once the screen is put back.
    private(set) var links: [String] = []

    /// The app over the data `invocation` names, on `terminal`, opening at `link`.
    init(invocation: Invocation, terminal: any PromptTerminal, link: AppLink?) throws(CLIError) {
        self.invocation = invocation
        self.terminal = terminal
        self.link = link
        ticks = AppTicks(interval: invocation[AppOptions.refresh]?.seconds ?? 60)
        reads = BackgroundTasks(threads: invocation.environment.backgroundReads)
        if let options = link?.options, !options.isEmpty {
            self.invocation = try invocation.adding(options)
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
        let origins = source.origins
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
            guard let code = try pick(.airports(origins)) else { return .quit }
            invocation = try invocation.adding([DataOptions.airport.name: code])
            // Read again for the airport: from the caches just written, in milliseconds.
            source = try DataLocator.source(for: invocation)
        }
        if needsDay, let days = source.recordedDays {
            guard let chosen = try pick(.days(days)) else { return .quit }
            invocation = try invocation.adding([BoardOptions.date.name: chosen])
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
        let flights = try AppEffectRunner.boards(source, clock: clock)
        var state = AppState(
            airport: source.airport, date: clock.date, now: clock.now,
            clockIsPinned: BoardClock.isPinned(invocation, source: source),
            flights: flights, trips: trips(clock: clock) ?? [],
            tab: link?.tab ?? invocation[AppOptions.tab] ?? .departures,
            detents: invocation[AppOptions.detents]?.detents ?? [.drawer, .medium, .large],
            detent: invocation[FlowOptions.detent] ?? .medium,
            size: terminal.size,
            linkAirport: source.recordedDays == nil ? nil : source.airport.code, recordedDays: source.recordedDays)
        state.usesMouse = !invocation.isSet(AppOptions.noMouse)
        if !state.detents.contains(state.detent) { state.detents.append(state.detent) }
        state.hidesCancelled = invocation.isSet(BoardOptions.hideCancelled)
        state.relayout()
        if let link { pending = try AppLinkResolver.open(link, in: &state, clock: clock, invocation: invocation) }
        self.state = state
        scheduleTick()
    }

    // MARK: The loop

    private func loop() throws(CLIError) -> Ending {
        // Only the board reads clicks: the pickers before it leave the mouse to the terminal.
        if state?.usesMouse == true { terminal.reportMouse(true) }
        presentPendingNotices()
        redraw()
        let effects = pending
        pending = []
        if let ending = try perform(effects) { return ending }
        while true {
            for answer in reads.takeFinished() { apply(answer) }
            if state?.isReading != reads.isBusy { _ = send(.reading(reads.isBusy)) }
            redraw()
            // While a read goes on, keys are read a few at a time between looks at it.
            let tick = ticks.millisecondsLeft(now: seconds)
            let key = try readKey(waiting: reads.isBusy ? min(tick ?? Self.readPoll, Self.readPoll) : tick)
            for answer in reads.takeFinished() { apply(answer) }
            guard let key else {
                // A wait that ended early to look at a read is no tick.
                if ticks.isDue(now: seconds) { refresh() }
                continue
            }
            if key == .resumed { renderer.invalidate() }
            // Keys that arrived together (a paste) are all taken before the next frame.
            var keys = [key]
            while keys.count < Self.batch, let more = try typedAhead() { keys.append(more) }
            if let ending = try take(keys) { return ending }
        }
    }

    /// Gives `keys` to the reducer in order, each key's effects carried out before the next;
    /// a run of characters typed into the filter goes in at once, laid out once.
    private func take(_ keys: [Key]) throws(CLIError) -> Ending? {
        var rest = keys[...]
        while let key = rest.first {
            if state?.isEditingQuery == true, state?.presentation == nil {
                let characters = rest.prefix { if case .character = $0 { true } else { false } }
                if characters.count > 1 {
                    _ = send(.typed(String(characters.compactMap { if case .character(let c) = $0 { c } else { nil } })))
                    rest = rest.dropFirst(characters.count)
                    continue
                }
            }
            rest = rest.dropFirst()
            if let ending = try perform(send(.key(key))) { return ending }
        }
        return nil
    }

    private func send(_ event: AppEvent) -> [AppEffect] {
        guard var state else { return [] }
        let effects = state.reduce(event)
        self.state = state
        return effects
    }

    /// Carries out `effects`; an ending when one ends the app.
    private func perform(_ effects: [AppEffect]) throws(CLIError) -> Ending? {
        for effect in effects {
            switch effect {
            case .quit: return .quit
            case .interrupted: return .interrupted
            case .suspend: suspend()
            case .showLink:
                guard let url = state?.link.url else { continue }
                links.append(url)
                _ = send(.present(.link(url)))
            case .loadHistory, .loadStats, .loadPlane, .loadInbound, .loadOdds:
                if let runner { reads.start { runner.run(effect) } }
            case .changeDay(let day):
                changeDay(to: day)
            case .runFlow, .showPass, .toggleWatch:
                // A flow asks and saves: it runs at once, its question the next thing on the screen.
                if let runner { apply(runner.run(effect)) }
            }
        }
        return nil
    }

    /// How long a wait for a key lasts while a read goes on, in milliseconds; and the most keys taken before a frame.
    private static let (readPoll, batch) = (20, 4096)

    private var runner: AppEffectRunner? {
        clock.map { AppEffectRunner(invocation: invocation, source: source, clock: $0, width: terminal.size.columns - 4) }
    }

    /// Gives what an effect answered to the reducer; what it saved is read again.
    private func apply(_ answer: AppEffectRunner.Answer) {
        for event in answer.events { _ = send(event) }
        if answer.saved { refresh() }
    }

    // MARK: Time, data and the screen

    private var seconds: Int { invocation.environment.now().secondsSinceEpoch }

    private func scheduleTick() {
        ticks.schedule(now: seconds, pinned: state?.clockIsPinned ?? true)
    }

    /// Reads the clock and the data again; what cannot be read keeps the board as it was, and says why.
    private func refresh() {
        defer { scheduleTick() }
        guard let state, let current = clock else { return }
        do throws(CLIError) {
            var clock = state.clockIsPinned ? current : try BoardClock.resolve(invocation, source: source)
            if let chosenDay { clock = BoardClock(date: chosenDay, now: clock.now) }
            self.clock = clock
            let flights = try AppEffectRunner.boards(source, clock: clock)
            _ = send(.refreshed(now: clock.now, date: clock.date, flights: flights, trips: trips(clock: clock) ?? state.trips))
            presentPendingNotices()
        } catch {
            _ = send(.present(.alert("Cannot Refresh", error.message)))
        }
    }

    /// The boards of `day`; the clock's own day again when it is today, so that the board follows midnight.
    private func changeDay(to day: CivilDate) {
        guard let current = clock, let state else { return }
        do throws(CLIError) {
            let clock = try current.moved(to: day, source: source)
            let flights = try AppEffectRunner.boards(source, clock: clock)
            self.clock = clock
            chosenDay = day == clock.now.date ? nil : day
            _ = send(.refreshed(now: clock.now, date: clock.date, flights: flights, trips: trips(clock: clock) ?? state.trips))
        } catch {
            _ = send(.present(.alert("Cannot Show \(day)", error.message)))
        }
    }

    /// The day chosen in the app, when it is not the clock's.
    private var chosenDay: CivilDate?

    private func trips(clock: BoardClock) -> [Trip]? {
        savedTrips.read(invocation.environment, source: source, asOf: clock.now)
    }

    private func presentPendingNotices() {
        for notice in savedTrips.takeNotices() { _ = send(.present(notice)) }
    }

    private var savedTrips = AppTrips()

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

    private func typedAhead() throws(CLIError) -> Key? {
        do { return try terminal.readKeyTypedAhead() } catch { throw Prompter.interrupted }
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
}
