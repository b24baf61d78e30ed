import FlightBoard
import TerminalKit

/// What happens to the app: a key, a resize, and the answers of the effects it asked for.
enum AppEvent {
    case key(Key)
    /// Characters that arrived together (a paste), into the filter being typed at once.
    case typed(String)
    case resized(TerminalSize)
    /// The data read again at the clock: a tick, or after something was saved.
    case refreshed(now: LocalDateTime, date: CivilDate, flights: [Direction: [Flight]], trips: [Trip])
    /// A flight's history, read for its popover; with a day of it to push too (a link's).
    case historyLoaded(Flight, [Flight], day: CivilDate? = nil)
    /// The aircraft's day of a flight, read to push (`p`).
    case planeLoaded(Flight, AircraftDay)
    /// A departure's inbound, read for its sheet.
    case inboundLoaded(Flight, AircraftDay.Inbound)
    /// The late odds of a direction's flights on a day, read for their sheets and popovers.
    case oddsLoaded(Direction, CivilDate, LateOdds)
    /// The statistics, read for their sheet.
    case statsLoaded(StatsResult)
    /// A notice to present: the result of a flow, or why it could not run.
    case present(AppNotice)
    /// A notice about a read that went on while keys were taken: shown only over nothing
    /// else, so that it never takes the place of a question half answered.
    case presentIfIdle(AppNotice)
    /// A flow's next question, to ask over the board.
    case asked(AppQuestion)
    /// Whether a slow read (a history, the statistics) goes on, for the status line.
    case reading(Bool)
    /// A flow ended with nothing to say (Not Now, a confirmation declined): its question closes.
    case closeQuestion
    /// A line said over the breadcrumb until the next key, as a trip's change is: a watch begun or ended.
    case announce(String)
}

/// What the app asks of the world after a key: the few things that read or write outside
/// the state, which the coordinator carries out and answers with an ``AppEvent``.
enum AppEffect: Equatable, Sendable {
    /// Leave the app: normally, or as Ctrl-C does (exit 130).
    case quit
    case interrupted
    /// Stop as Ctrl-Z does, until `fg`.
    case suspend
    /// Read a flight's history for its popover; with a day of it to push too (a link's).
    case loadHistory(Flight, day: CivilDate? = nil)
    case loadStats(StatsView)
    /// Read the day of the aircraft flying a flight, to push it.
    case loadPlane(Flight)
    /// Read a departure's inbound, for its sheet.
    case loadInbound(Flight)
    /// Read the late odds of a direction's flights on a day, for a sheet or a popover.
    case loadOdds(Direction, CivilDate)
    /// Run `flow` with the answers given so far: its next question, or its end. `previous`
    /// is the answer the question asked next had, when going back to it; `clock`, the one
    /// the flow began at (nil: the app's now), so that a tick between two questions cannot
    /// change the list an answer was chosen from.
    case runFlow(AppFlow, answers: [FlowAnswer] = [], previous: FlowAnswer? = nil, clock: BoardClock? = nil)
    /// Read the boards of another day: `[` `]`, `t`, the day picker.
    case changeDay(CivilDate)
    /// Show the boarding pass of a check-in again.
    case showPass(code: String)
    /// Watch a flight (`w`), or stop watching it when it is watched: kept in the state file.
    case toggleWatch(WatchedFlight)
    /// Say the link of the place shown, and print it when the app ends.
    case showLink
}
