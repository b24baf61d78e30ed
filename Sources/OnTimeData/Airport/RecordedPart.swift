import FlightBoard
import Synchronization

/// One file of a set, or one segment of a large file: its summary known from the start, its
/// table opened when a query first reaches it. A board over 36 monthly files opens the one or
/// two images holding its day; the others are known by their images' first kilobytes.
final class RecordedPart: Sendable {
    typealias Open = @Sendable () throws(FlightSourceError) -> RecordedAirport

    /// The part's days, airlines and airports.
    let summary: OnTimeTableSummary
    private let open: Open
    /// Set by the first ask, under the lock, so that the part is opened once however many ask;
    /// a failure is kept, and every later ask fails with it.
    private let opened: Mutex<Result<RecordedAirport, FlightSourceError>?>

    /// A part read already (from the file, or an image opened to build it).
    init(_ airport: RecordedAirport) {
        let whole = airport.seen(from: nil)
        summary = airport.summary
        open = { whole }
        opened = Mutex(.success(whole))
    }

    /// A part known by `summary`, opened by `open` (every airport of it) when first asked.
    init(summary: OnTimeTableSummary, open: @escaping Open) {
        self.summary = summary
        self.open = open
        opened = Mutex(nil)
    }

    /// Whether its table has been opened (or opening it failed).
    var isOpen: Bool {
        opened.withLock { $0 != nil }
    }

    /// The part's flights seen from the airport `code` (nil: every flight), opened now if it was not.
    func airport(seenFrom code: String?) throws(FlightSourceError) -> RecordedAirport {
        let result = opened.withLock { opened in
            let result = opened ?? Result { () throws(FlightSourceError) in try open() }
            opened = result
            return result
        }
        return try result.get().seen(from: code)
    }
}
