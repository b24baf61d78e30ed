import FlightBoard
import TerminalKit

/// `flights watch FLIGHT` and `flights watch --trips`: a line now, then one per change, as it happens.
enum WatchCommand {
    static let name = "watch"
    static let spec = CommandSpec(
        name: name,
        abstract: "Follow a flight, or every saved trip, and say each change as it happens.",
        discussion: """
            Prints the flight's line now, then one line for each change at the moment it happens, at the airport's time: \
            a delay and each new expected time (delayed 15:20 → 15:55 (+35)), a gate change (gate B14 → B22), \
            boarding, departed, landed, diverted, cancelled. A cancellation adds the rebook alert's words, the other flights \
            and the rebook command. The watch ends when the flight reaches --until (default: departed for a departure, \
            landed for an arrival) with status 0, and with 1 when it is cancelled, or diverted away before it gets there; \
            Ctrl-C ends it with 130. --trips follows every saved trip still to come, and every flight watched with w in the board app (see checkins), and ends when all have. \
            Between changes it sleeps until the next moment its flights can change, which the data knows \
            (a delay or cancellation is known 3 hours before the flight, boarding starts 40 minutes before it leaves), \
            waking for nothing else but its data: with --data, a write to the file (on Linux) wakes it too, and the data \
            is read again at each wake, so that rows a feed appends or changes are said when they are written. With --at (or FLIGHTS_NOW, or a recorded day) the clock \
            starts there and runs on; --speed N runs it N times faster. On a terminal each change rings the bell (--no-bell); \
            --notify sends it to the desktop through notify-send. --json writes one JSON object per line, each written at once.
            """,
        arguments: [ArgumentSpec(name: ArgumentSpec.flightName, help: "The flight number, such as UA635; leave it out with --trips.",
                                 isOptional: true, completion: .dynamic(.flights))],
        options: WatchOptions.all + FlightOptions.commonWithLegs + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) watch UA635", "UA 635's changes as they happen, until it departs."),
            .init("\(ToolSpec.name) watch UA635 --at 12:00 --speed 600 --no-bell", "Its day from noon, ten minutes a second."),
            .init("\(ToolSpec.name) watch --trips --notify", "Every saved trip still to come, on the desktop too."),
            .init("\(ToolSpec.name) watch DL1704 --arrival --json | jq -r .text", "The arrival's changes, for a script."),
        ],
        run: { invocation throws(CLIError) in
            let environment = invocation.environment
            let trips = invocation.isSet(WatchOptions.trips)
            let named = invocation.arguments.positionals.first
            if trips, let named {
                throw invocation.usageError("FLIGHT and --trips do not go together: '\(TextSanitizer.sanitize(named))' is one flight, --trips every saved trip")
            }
            if !trips, named == nil {
                throw invocation.usageError("missing FLIGHT", hint: "Name a flight, such as UA635, or give --trips to watch every saved trip still to come.")
            }
            // Listened to before the data is first read, so that no write goes unheard.
            let dataChanges = invocation.has(GlobalOptions.data) ? environment.wakingSleep(invocation.values(GlobalOptions.data)) : nil
            let source = try DataLocator.source(for: invocation)
            let boardClock = try BoardClock.resolve(invocation, source: source, dayRequired: !trips)
            var flights: [(Flight, WatchGoal)] = []
            var newTrips: ((any FlightSource, LocalDateTime) throws(CLIError) -> [Flight])?
            if trips {
                if invocation.has(WatchOptions.until) {
                    throw invocation.usageError("--until is for one FLIGHT: each trip is watched until it departs, a watched arrival until it lands")
                }
                let store = try StateStore(environment: environment)
                let toCome = { (source: any FlightSource, now: LocalDateTime) throws(CLIError) -> [Flight] in
                    try store.trips(in: source, asOf: now).trips.filter(\.isToCome).compactMap(\.flight)
                }
                // A flight checked in for two, or watched and checked in, is followed once.
                for flight in try toCome(source, boardClock.now) where !flights.contains(where: { $0.0.isSameFlight(as: flight) }) {
                    flights.append((flight, WatchGoal.standard(for: flight)))
                }
                guard !flights.isEmpty else {
                    environment.errorOutput.write("\(ToolSpec.name): no saved trip is still to come; nothing to watch (check in with '\(ToolSpec.name) checkin FLIGHT', or watch a flight with w in '\(ToolSpec.name) board').\n")
                    return nil
                }
                newTrips = toCome
            } else {
                let flight = try FlightResolver.resolve(invocation, source: source, clock: boardClock, prompter: Prompter(invocation: invocation),
                                                        upcoming: true, legs: FlightOptions.legFilter(invocation))
                let goal = invocation[WatchOptions.until] ?? WatchGoal.standard(for: flight)
                if let mismatch = goal.mismatch(flight.direction) {
                    throw invocation.usageError("--until \(goal.rawValue) does not fit \(flight.designator): \(mismatch)")
                }
                flights = [(flight, goal)]
            }
            // Started once the flights are found: a question asked meanwhile does not move it on.
            let clock = BoardClock.isPinned(invocation, source: source) || invocation.has(WatchOptions.speed)
                ? WatchClock(pinned: boardClock.now, speed: invocation[WatchOptions.speed]?.factor ?? 1, environment: environment)
                : WatchClock(live: try LazyZone(source: source, environment: environment).rules(), environment: environment)
            let json = invocation.isSet(FlightOptions.json)
            var notifier: String?
            if invocation.isSet(WatchOptions.notify) {
                notifier = environment.program(named: "notify-send")
                if notifier == nil {
                    environment.errorOutput.write("\(ToolSpec.name): --notify: notify-send is not on PATH (Debian: apt install libnotify-bin); the changes are printed only.\n")
                }
            }
            let reload: (() throws(CLIError) -> any FlightSource)? = invocation.has(GlobalOptions.data)
                ? { () throws(CLIError) in try DataLocator.source(for: invocation) } : nil
            var watcher = FlightWatcher(invocation: invocation, clock: clock, boardClock: boardClock, reload: reload,
                                        dataChanges: dataChanges, newTrips: newTrips,
                                        source: source,
                                        bell: environment.output.isTerminal && !json && !invocation.isSet(WatchOptions.noBell),
                                        notifier: notifier)
            let status = try watcher.run(flights)
            if status != .success { throw CLIError.alreadySaid(status) }
            return nil
        }
    )
}
