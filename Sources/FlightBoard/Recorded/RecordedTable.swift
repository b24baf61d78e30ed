import Synchronization

/// The table a ``RecordedAirport`` reads, with its indexes, shared by every view of the same
/// file. When the cache image they came from turns out damaged where a query reads, they are
/// replaced by a fresh read of the file, and the query is asked again of that.
final class RecordedTable: Sendable {
    private let current: Mutex<(table: OnTimeTable, index: OnTimeIndexedTable?)>
    private let rebuild: (@Sendable () -> OnTimeIndexedTable)?

    init(table: OnTimeTable, index: OnTimeIndexedTable?, rebuild: (@Sendable () -> OnTimeIndexedTable)?) {
        current = Mutex((table, index))
        self.rebuild = rebuild
    }

    /// What `query` answers: it gives nil when the index tells it the image is damaged where
    /// it reads. A table in memory is never damaged, so the second answer is never nil.
    func read<Result>(_ query: (OnTimeTable, OnTimeIndexedTable?) -> Result?) -> Result {
        let (table, index) = current.withLock { $0 }
        if let answer = query(table, index) { return answer }
        guard let rebuild else { preconditionFailure("a table without a cache image reported damage") }
        let fresh = rebuild()
        current.withLock { $0 = (fresh.table, fresh) }
        guard let answer = query(fresh.table, fresh) else { preconditionFailure("a table in memory reported damage") }
        return answer
    }
}
