import FlightBoard
import TerminalKit

/// The line above a board on a terminal: `Arrivals · LaGuardia Airport (LGA) · Sun 2026-11-29 · as of 14:30`.
enum BoardTitle {
    /// The title, fitted to `width` (nil: no limit) without ever losing the clock.
    ///
    /// Where the whole title does not fit, the airport's name is cut, then left out for
    /// its code; then the weekday goes, then "as of", then the year, then the airport
    /// and the date; the direction and the clock stay to the last.
    static func text(_ board: Board, width: Int?) -> String {
        let what = board.direction == .arrival ? "Arrivals" : "Departures"
        let code = TextSanitizer.sanitize(board.airport.code)
        let name = TextSanitizer.sanitize(board.airport.name)
        let date = board.date
        let asOf = board.asOf
        let clock = asOf.date == date ? "\(asOf.time)" : "\(asOf.date) \(asOf.time)"
        // The next (or previous) day's clock as the table writes such times: 00:20+1.
        let days = asOf.date.daysSinceEpoch - date.daysSinceEpoch
        let shortClock = abs(days) <= 1 ? FlightPresentation.time(asOf, on: date) : clock
        let day = "\(FlightDetails.weekday(date)) \(date)"
        let shortDay = "\(monthNames[date.month - 1]) \(date.day)"

        func join(_ parts: String...) -> String { parts.joined(separator: " · ") }
        let full = join(what, name == code ? code : "\(name) (\(code))", day, "as of \(clock)")
        guard let width, DisplayWidth.of(full) > width else { return full }
        if name != code {
            let room = width - DisplayWidth.of(join(what, " (\(code))", day, "as of \(clock)"))
            if room >= minimumNameWidth {
                return join(what, "\(truncate(name, toWidth: room)) (\(code))", day, "as of \(clock)")
            }
        }
        let shorter = [
            join(what, code, day, "as of \(clock)"),
            join(what, code, "\(date)", "as of \(shortClock)"),
            join(what, code, "\(date)", shortClock),
            join(what, code, shortDay, shortClock),
            join(what, code, shortClock),
            join(what, shortClock),
        ]
        return shorter.first { DisplayWidth.of($0) <= width } ?? truncate(shortClock, toWidth: width)
    }

    /// The fewest columns a cut airport name may take, its ellipsis included: less says nothing.
    private static let minimumNameWidth = 5

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
