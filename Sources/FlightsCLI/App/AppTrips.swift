import FlightBoard
import TerminalKit

/// The saved trips as the board app reads them again and again: a state file that cannot
/// be read keeps the trips shown before, and is said in an alert once for each new reason,
/// as `flights checkins` would say it, once the board it is about is in place.
struct AppTrips {
    /// Why the state file could not be read, when it was last said.
    private var problem: String?
    /// The alerts not shown yet.
    private(set) var notices: [AppNotice] = []

    /// The trips at `now`; nil when the state file cannot be read.
    mutating func read(_ environment: Environment, source: any FlightSource, asOf now: LocalDateTime) -> [Trip]? {
        do throws(CLIError) {
            let trips = try StateStore(environment: environment).trips(in: source, asOf: now).trips
            problem = nil
            return trips
        } catch {
            if error.message != problem {
                problem = error.message
                notices.append(AppNotice(title: "Trips", lines: [[StyledText(error.message)]]
                    + (error.hint.map { [[], [StyledText($0, style: .dim)]] } ?? []), style: .alert))
            }
            return nil
        }
    }

    /// The alerts not shown yet, taken to be shown.
    mutating func takeNotices() -> [AppNotice] {
        defer { notices = [] }
        return notices
    }
}
