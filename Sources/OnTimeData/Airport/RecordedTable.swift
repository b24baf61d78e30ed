import FlightBoard
import Synchronization

/// The table a ``RecordedAirport`` reads, with its indexes, shared by every view of the same
/// file. When the cache image they came from turns out damaged where a query reads, they are
/// replaced, once, by a fresh read of the file, and the query is asked again of that; when
/// that read fails, this query and every later one fail with its error.
final class RecordedTable: Sendable {
    typealias Rebuild = @Sendable () throws(FlightSourceError) -> OnTimeIndexedTable

    private enum Repair {
        case possible(Rebuild)
        case done
        case failed(FlightSourceError)
    }

    private let current: Mutex<(table: OnTimeTable, index: OnTimeIndexedTable?)>
    /// Held while the file is read again, so that it is read once however many ask.
    private let repair: Mutex<Repair>

    /// - Parameter rebuild: required when `index` is from a cache image.
    init(table: OnTimeTable, index: OnTimeIndexedTable?, rebuild: Rebuild?) {
        precondition(index?.blocks == nil || rebuild != nil, "a table from a cache image needs a way to read the file again")
        current = Mutex((table, index))
        repair = Mutex(rebuild.map(Repair.possible) ?? .done)
    }

    /// What `query` answers: it gives nil when the index tells it the image is damaged where
    /// it reads. A table in memory is never damaged, so the second answer is never nil.
    func read<Answer>(_ query: (OnTimeTable, OnTimeIndexedTable?) -> Answer?) throws(FlightSourceError) -> Answer {
        let (table, index) = current.withLock { $0 }
        if let answer = query(table, index) { return answer }
        let repaired: Result<(table: OnTimeTable, index: OnTimeIndexedTable?), FlightSourceError> = repair.withLock { state in
            if case .possible(let rebuild) = state {
                do throws(FlightSourceError) {
                    let fresh = try rebuild()
                    current.withLock { $0 = (fresh.table, fresh) }
                    state = .done
                } catch {
                    state = .failed(error)
                }
            }
            if case .failed(let error) = state { return .failure(error) }
            return .success(current.withLock { $0 })
        }
        let (fresh, freshIndex) = try repaired.get()
        guard let answer = query(fresh, freshIndex) else { preconditionFailure("a table in memory reported damage") }
        return answer
    }
}
