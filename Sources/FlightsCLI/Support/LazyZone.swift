import FileSystemKit
import FlightBoard

/// Reads the airport's time zone only when a conversion needs it: a board with a
/// fully pinned local clock never touches the zoneinfo files.
struct LazyZone {
    /// Asked for its airport only when the zone is needed: naming an airport of recorded data
    /// opens a file's cache image, which a board by `--date` should not open before its day's.
    let source: any FlightSource
    let environment: Environment

    private var airport: Airport { source.airport }

    /// A compiled zone is a few kilobytes; a megabyte leaves room for any real one.
    static let sizeLimit = 1 << 20

    func rules() throws(CLIError) -> ZoneRules {
        let identifier = airport.timeZone
        if identifier == "UTC" || identifier == "Etc/UTC" { return .utc }
        guard ZoneRules.isWellFormed(identifier: identifier) else {
            throw CLIError("the time zone of \(airport.code), \"\(identifier)\", is not a time zone name such as America/New_York",
                           status: .dataError, hint: "Correct its tzone in the file of airport names, or pin the clock with --at YYYY-MM-DDTHH:MM.")
        }
        let path = environment.zoneDirectory + "/" + identifier
        do {
            return try ZoneRules(identifier: identifier, tzif: environment.fileSystem.read(path, limit: Self.sizeLimit))
        } catch let error as FileSystemError {
            throw zoneError(path, error.reason)
        } catch {
            throw zoneError(path, "not a compiled time zone file")
        }
    }

    private func zoneError(_ path: String, _ reason: String) -> CLIError {
        CLIError("cannot read the time zone \(airport.timeZone) of \(airport.code) from \(path): \(reason)",
                 hint: "Install the system's time zone data (tzdata), set TZDIR, or pin the clock with --at YYYY-MM-DDTHH:MM.")
    }
}
