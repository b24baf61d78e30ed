import FlightBoard
import TerminalKit

/// The saved trips that `checkins` lists, with how many it leaves out.
struct TripsResult: CommandResult {
    /// The trips listed.
    let trips: [Trip]
    /// How many trips, whose flights have left or that moved on, are not listed.
    let hidden: Int

    /// The trips still to come among `trips`, or all of them.
    init(_ trips: [Trip], all: Bool = false) {
        self.trips = all ? trips : trips.filter(\.isToCome)
        hidden = trips.count - self.trips.count
    }

    /// The saved trips as they stand at `now`, those still to come.
    static func saved(in environment: Environment, source: any FlightSource, asOf now: LocalDateTime) throws(CLIError) -> TripsResult {
        TripsResult(try StateStore(environment: environment).trips(in: source, asOf: now).trips)
    }

    func json() -> JSONValue {
        let checkIns = trips.filter { if case .checkIn = $0.record { true } else { false } }
        let reschedules = trips.filter { if case .reschedule = $0.record { true } else { false } }
        let watches = trips.filter { if case .watch = $0.record { true } else { false } }
        return .object([
            ("check_ins", .array(checkIns.map(TripJSON.value))),
            ("reschedules", .array(reschedules.map(TripJSON.value))),
            ("watches", .array(watches.map(TripJSON.value))),
        ])
    }

    func csv() -> (header: [String], rows: [[String]])? {
        (TripTable.csvHeader, trips.map(TripTable.csvRow))
    }

    func text(for target: OutputTarget) -> String {
        TripTable(trips: trips).text(width: target.width, color: target.color)
    }

    var emptyNotice: String? {
        guard trips.isEmpty else { return nil }
        return hidden == 0
            ? "No check-ins or reschedules saved. '\(CommandHint(CheckInCommand.spec, [ArgumentSpec.flightName]).text)' makes one."
            : "No trips to come: \(hidden) whose flight has left or that moved on. '\(CommandHint(CheckInsCommand.spec, [], [(FlowOptions.allTrips, nil)]).text)' lists \(hidden == 1 ? "it" : "them")."
    }

    var notes: [String] {
        guard hidden > 0, !trips.isEmpty else { return [] }
        return ["\(hidden) trip\(hidden == 1 ? "" : "s") whose flight has left or that moved on not shown; --all lists \(hidden == 1 ? "it" : "them")."]
    }
}
