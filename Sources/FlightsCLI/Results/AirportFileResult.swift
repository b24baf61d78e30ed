import FlightBoard
import TerminalKit

/// An airport file named to `flights data`: not recorded data, so no file list and no cache,
/// but what it holds, which reading it (a few kilobytes) tells at once.
struct AirportFileResult: CommandResult {
    let path: String
    let timetable: Timetable
    /// Whether `--build` was given, which has nothing to build here.
    let building: Bool

    private func perWeek(_ direction: Direction) -> Int {
        timetable.entries.filter { $0.direction == direction }.reduce(0) { $0 + $1.days.count }
    }

    func text(for target: OutputTarget) -> String {
        let airport = timetable.airport
        let recorded = timetable.recordedDates
        let recordedWords = recorded.isEmpty ? "nothing: the model decides every flight"
            : "\(recorded.count) operation\(recorded.count == 1 ? "" : "s") on \(Set(recorded).count) day\(Set(recorded).count == 1 ? "" : "s"), "
                + "\(recorded[0]) to \(recorded[recorded.count - 1]); the model decides the others"
        let lines = [
            "\(path): an airport file, not recorded data",
            "Airport   \(airport.name), \(airport.city) (\(airport.code))",
            "Flights   \(perWeek(.departure)) departures and \(perWeek(.arrival)) arrivals a week, simulated on any date",
            "Airlines  \(timetable.airlines.count)",
            "Airports  \(timetable.airports.count) besides \(airport.code)",
            "Recorded  \(recordedWords)",
            "Cache     none: an airport file is read whole on each run",
        ]
        return lines.map { TextSanitizer.sanitize($0) + "\n" }.joined()
    }

    var notes: [String] {
        building ? ["Nothing to build: \(ToolSpec.name) data builds the caches of recorded data (CSV files), and an airport file has none."] : []
    }

    func json() -> JSONValue {
        let airport = timetable.airport
        let recorded = timetable.recordedDates
        return .object([("airport_file", .object([
            ("path", .string(path)),
            ("airport", .string(airport.code)),
            ("name", .string(airport.name)),
            ("city", .string(airport.city)),
            ("time_zone", .string(airport.timeZone)),
            ("departures_a_week", .int(perWeek(.departure))),
            ("arrivals_a_week", .int(perWeek(.arrival))),
            ("airlines", .int(timetable.airlines.count)),
            ("airports", .int(timetable.airports.count)),
            ("recorded_operations", .int(recorded.count)),
            ("first_recorded_day", recorded.first.map { .string($0.description) } ?? .null),
            ("last_recorded_day", recorded.last.map { .string($0.description) } ?? .null),
        ]))])
    }
}
