import FlightBoard
import TerminalKit

/// Follows flights until each reaches its goal: says how each stands, then sleeps until the
/// next moment any of them can change (``Flight/changeMoments``) and says what changed, one
/// line (or JSON object) per change, stamped with the moment it happened. A data file is
/// read again at each wake, and wakes it when it is written, so that rows a feed appends or
/// changes become changes too, when they are written.
struct FlightWatcher {
    /// A flight followed, as last seen, and how its watch ended.
    struct Watched {
        var flight: Flight
        let goal: WatchGoal
        var end: End?
    }

    /// How a flight's watch ended.
    enum End: Equatable {
        /// It reached the status asked for.
        case reached
        /// Cancelled, or an arrival diverted: it will not reach it.
        case missed
    }

    let invocation: Invocation
    let clock: WatchClock
    /// The clock the flights were found at, for the commands a cancellation suggests.
    let boardClock: BoardClock
    /// Reads the data again, for a file that may change; nil when it cannot change.
    let reload: (() throws(CLIError) -> any FlightSource)?
    /// The sleeps over the data's files and folders, whose changes end them; nil without `--data`.
    let dataChanges: (any WakingSleep)?
    /// Where new trips come from, for `--trips`: the saved trips still to come at a moment.
    let newTrips: ((any FlightSource, LocalDateTime) throws(CLIError) -> [Flight])?
    var source: any FlightSource
    var bell: Bool
    var notifier: String?
    /// Why the data could not be read again, when it was last said.
    private(set) var unreadable: String? = nil

    /// Follows `flights` to their goals; the status to exit with: success when every one
    /// reached its goal, failure when one was cancelled or diverted away.
    mutating func run(_ flights: [(Flight, WatchGoal)]) throws(CLIError) -> ExitStatus {
        var watched: [Watched] = []
        let now = clock.now()
        for (flight, goal) in flights { watched.append(start(flight.seen(at: now), goal: goal, at: now)) }
        while watched.contains(where: { $0.end == nil }) {
            let next = watched.filter { $0.end == nil }.compactMap { $0.flight.nextChange(after: $0.flight.asOf) }.min()
            guard let next else { break }
            clock.sleep(until: next, waking: dataChanges)
            let now = clock.now()
            if let reload { reread(reload) }
            for index in watched.indices where watched[index].end == nil {
                watched[index] = try follow(watched[index], to: now)
            }
            if let newTrips {
                for flight in try newTrips(source, now) where !watched.contains(where: { $0.flight.isSameFlight(as: flight) }) {
                    watched.append(start(flight.seen(at: now), goal: WatchGoal.standard(for: flight), at: now))
                }
            }
        }
        return watched.contains { $0.end == .missed } ? .failure : .success
    }

    /// The data read again; when it cannot be (a feed caught mid-write, a file removed), the
    /// data read before stays, and why is said once for each new reason.
    private mutating func reread(_ reload: () throws(CLIError) -> any FlightSource) {
        do throws(CLIError) {
            source = try reload()
            unreadable = nil
        } catch {
            guard error.message != unreadable else { return }
            unreadable = error.message
            invocation.environment.errorOutput.write(
                TextSanitizer.sanitize("\(ToolSpec.name): \(error.message); still watching, with the data read before") + "\n")
        }
    }

    /// The first line of a flight's watch, and its end when it is already there.
    private func start(_ flight: Flight, goal: WatchGoal, at now: LocalDateTime) -> Watched {
        say(nil, flight, at: now)
        var watched = Watched(flight: flight, goal: goal)
        watched.end = end(of: watched)
        if watched.end == .missed, flight.status == .cancelled { sayCancelled(flight, at: now) }
        return watched
    }

    /// `watched` moved on to `now`: each moment it passed said in turn, then what the data
    /// changed besides.
    private func follow(_ watched: Watched, to now: LocalDateTime) throws(CLIError) -> Watched {
        var watched = watched
        let fresh = try refreshed(watched.flight)
        var previous = watched.flight
        for moment in fresh.changeMoments where moment > previous.asOf && moment <= now {
            let seen = fresh.seen(at: moment)
            watched = tell(FlightChange.between(previous, seen), seen, watched, at: moment)
            previous = seen
            if watched.end != nil { return watched }
        }
        let current = fresh.seen(at: now)
        return tell(FlightChange.between(previous, current), current, watched, at: now)
    }

    private func tell(_ changes: [FlightChange], _ flight: Flight, _ watched: Watched, at moment: LocalDateTime) -> Watched {
        var watched = watched
        watched.flight = flight
        guard !changes.isEmpty else { return watched }
        for change in changes {
            if change == .cancelled { sayCancelled(flight, at: moment) } else { say(change, flight, at: moment) }
        }
        watched.end = end(of: watched)
        return watched
    }

    private func end(of watched: Watched) -> End? {
        let status = watched.flight.status
        if watched.goal.isReached(by: status) { return .reached }
        if status == .cancelled || status == .diverted { return .missed }
        return nil
    }

    /// The flight as the data has it now, found again by its number, direction, other end
    /// and scheduled time; as it was when the data no longer has it.
    private func refreshed(_ flight: Flight) throws(CLIError) -> Flight {
        guard reload != nil else { return flight }
        let board = try CLIError.answer { () throws(FlightSourceError) in
            try source.flights(on: flight.scheduled.date, direction: flight.direction, asOf: flight.asOf)
        }
        return board.first { $0.isSameFlight(as: flight) } ?? flight
    }

    private func say(_ change: FlightChange?, _ flight: Flight, at moment: LocalDateTime, extra: [String] = [],
                     rebook: (alert: String, alternatives: [JSONValue], command: String?)? = nil) {
        let output = invocation.environment.output
        if invocation.isSet(FlightOptions.json) {
            output.write(WatchWords.json(change, of: flight, at: moment, rebook: rebook).rendered(indent: nil) + "\n")
            return
        }
        let text = change.map { WatchWords.text($0, of: flight) } ?? WatchWords.opening(flight)
        let line = TextSanitizer.sanitize("\(WatchWords.stamp(moment, of: flight)) \(flight.designator) \(text)")
        output.write(([line] + extra).map { $0 + "\n" }.joined() + (bell && change != nil ? "\u{07}" : ""))
        if let notifier, change != nil {
            _ = invocation.environment.runProgram(notifier, ["--app-name=\(ToolSpec.name)", flight.designator.description,
                                                             TextSanitizer.sanitize(text)])
        }
    }

    /// A cancellation: the rebook alert's words, the other flights, and the command that
    /// moves the trip onto one of them.
    private func sayCancelled(_ flight: Flight, at moment: LocalDateTime) {
        let alternatives = (try? RebookOptions.alternatives(to: flight, in: source, asOf: moment)) ?? []
        let alert = "\(RebookFlow.alertTitle): \(RebookFlow.message(flight, alternatives: alternatives))"
        let command = flight.direction == .departure && !alternatives.isEmpty
            ? CommandHint(RebookCommand.spec, [flight.designator.compact], [(FlightOptions.date, flight.scheduled.date.description)],
                          invocation: invocation, clock: boardClock).text
            : nil
        let listed = RebookResult(flight: flight, alternatives: alternatives, airport: source.airport, alertTitle: RebookFlow.alertTitle,
                                  alertMessage: alert).text(for: OutputTarget(width: nil, color: false, isTerminal: false))
        var extra = ["  " + alert] + listed.split(separator: "\n").map { "  " + $0 }
        if let command { extra.append("  To rebook: \(command)") }
        say(.cancelled, flight, at: moment, extra: extra.map { TextSanitizer.sanitize($0) },
            rebook: (alert, alternatives.map { FlightDetails.json($0, at: source.airport) }, command))
    }
}
