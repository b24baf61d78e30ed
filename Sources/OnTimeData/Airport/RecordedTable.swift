import FlightBoard
import Synchronization

/// The table a ``RecordedAirport`` reads, with its indexes, shared by every view of the same
/// file. When the cache image they came from turns out damaged where a query reads, they are
/// replaced, once, by a fresh read of the file, and the query is asked again of that.
final class RecordedTable: Sendable {
    private let current: Mutex<(table: OnTimeTable, index: OnTimeIndexedTable?)>
    /// Held while the file is read again, so that it is read once however many ask.
    private let rebuilding: Mutex<(@Sendable () -> OnTimeIndexedTable)?>

    /// - Parameter rebuild: required when `index` is from a cache image.
    init(table: OnTimeTable, index: OnTimeIndexedTable?, rebuild: (@Sendable () -> OnTimeIndexedTable)?) {
        precondition(index?.blocks == nil || rebuild != nil, "a table from a cache image needs a way to read the file again")
        current = Mutex((table, index))
        rebuilding = Mutex(rebuild)
    }

    /// What `query` answers: it gives nil when the index tells it the image is damaged where
    /// it reads. A table in memory is never damaged, so the second answer is never nil.
    func read<Result>(_ query: (OnTimeTable, OnTimeIndexedTable?) -> Result?) -> Result {
        let (table, index) = current.withLock { $0 }
        if let answer = query(table, index) { return answer }
        let (fresh, freshIndex) = rebuilding.withLock { rebuild in
            if let read = rebuild.take() {
                let fresh = read()
                current.withLock { $0 = (fresh.table, fresh) }
            }
            return current.withLock { $0 }
        }
        guard let answer = query(fresh, freshIndex) else { preconditionFailure("a table in memory reported damage") }
        return answer
    }
}
