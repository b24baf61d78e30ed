#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the parser writes rows: the columns of the final table, from some row on. Writing in
/// place touches the table's memory once, from the thread that parses those rows; parsing
/// into buffers of its own and joining them took a fifth of the time, most of it in page faults.
struct OnTimeColumnPointers {
    private let date: UnsafeMutablePointer<Int32>
    private let carrier: UnsafeMutablePointer<UInt16>
    private let flight: UnsafeMutablePointer<Int32>
    private let origin: UnsafeMutablePointer<UInt32>
    private let destination: UnsafeMutablePointer<UInt32>
    private let scheduledDeparture: UnsafeMutablePointer<Int16>
    private let departureDelay: UnsafeMutablePointer<Int16>
    private let scheduledArrival: UnsafeMutablePointer<Int16>
    private let arrivalDelay: UnsafeMutablePointer<Int16>
    private let status: UnsafeMutablePointer<UInt8>

    /// The columns from row `offset` on.
    func advanced(by offset: Int) -> OnTimeColumnPointers {
        OnTimeColumnPointers(date: date + offset, carrier: carrier + offset, flight: flight + offset,
                             origin: origin + offset, destination: destination + offset,
                             scheduledDeparture: scheduledDeparture + offset, departureDelay: departureDelay + offset,
                             scheduledArrival: scheduledArrival + offset, arrivalDelay: arrivalDelay + offset,
                             status: status + offset)
    }

    /// Writes row `row`, which the caller has room for.
    @inline(__always)
    func set(_ row: Int, date: Int32, carrier: UInt16, flight: Int32, origin: UInt32, destination: UInt32,
             scheduledDeparture: Int16, departureDelay: Int16, scheduledArrival: Int16, arrivalDelay: Int16,
             status: OnTimeTable.Status) {
        self.date[row] = date
        self.carrier[row] = carrier
        self.flight[row] = flight
        self.origin[row] = origin
        self.destination[row] = destination
        self.scheduledDeparture[row] = scheduledDeparture
        self.departureDelay[row] = departureDelay
        self.scheduledArrival[row] = scheduledArrival
        self.arrivalDelay[row] = arrivalDelay
        self.status[row] = status.rawValue
    }

    /// Moves `count` rows from row `source` to row `target` (the ranges may overlap), to close
    /// the room a stretch had left over.
    func moveRows(from source: Int, to target: Int, count: Int) {
        guard source != target, count > 0 else { return }
        move(date, source, target, count)
        move(carrier, source, target, count)
        move(flight, source, target, count)
        move(origin, source, target, count)
        move(destination, source, target, count)
        move(scheduledDeparture, source, target, count)
        move(departureDelay, source, target, count)
        move(scheduledArrival, source, target, count)
        move(arrivalDelay, source, target, count)
        move(status, source, target, count)
    }

    private func move<Element>(_ column: UnsafeMutablePointer<Element>, _ source: Int, _ target: Int, _ count: Int) {
        memmove(column + target, column + source, count * MemoryLayout<Element>.stride)
    }

    /// A table of `capacity` rows whose columns `body` writes through pointers, and which keeps
    /// the first rows, as many as `body` returns.
    ///
    /// The arrays are made without setting their elements: the parser writes every row it
    /// keeps, and the rest is cut off unread, so zeroing them first would only touch every page
    /// twice.
    static func table(capacity: Int, _ body: (OnTimeColumnPointers) -> Int) -> OnTimeTable {
        var count = 0
        var date = uninitialized(Int32.self, capacity), carrier = uninitialized(UInt16.self, capacity)
        var flight = uninitialized(Int32.self, capacity), origin = uninitialized(UInt32.self, capacity)
        var destination = uninitialized(UInt32.self, capacity)
        var scheduledDeparture = uninitialized(Int16.self, capacity)
        var departureDelay = uninitialized(Int16.self, capacity)
        var scheduledArrival = uninitialized(Int16.self, capacity)
        var arrivalDelay = uninitialized(Int16.self, capacity), status = uninitialized(UInt8.self, capacity)
        date.withUnsafeMutableBufferPointer { date in
        carrier.withUnsafeMutableBufferPointer { carrier in
        flight.withUnsafeMutableBufferPointer { flight in
        origin.withUnsafeMutableBufferPointer { origin in
        destination.withUnsafeMutableBufferPointer { destination in
        scheduledDeparture.withUnsafeMutableBufferPointer { scheduledDeparture in
        departureDelay.withUnsafeMutableBufferPointer { departureDelay in
        scheduledArrival.withUnsafeMutableBufferPointer { scheduledArrival in
        arrivalDelay.withUnsafeMutableBufferPointer { arrivalDelay in
        status.withUnsafeMutableBufferPointer { status in
            // An empty buffer may have no address; then nothing is written.
            guard capacity > 0 else { return }
            count = body(OnTimeColumnPointers(
                date: date.baseAddress!, carrier: carrier.baseAddress!, flight: flight.baseAddress!,
                origin: origin.baseAddress!, destination: destination.baseAddress!,
                scheduledDeparture: scheduledDeparture.baseAddress!, departureDelay: departureDelay.baseAddress!,
                scheduledArrival: scheduledArrival.baseAddress!, arrivalDelay: arrivalDelay.baseAddress!,
                status: status.baseAddress!))
        }}}}}}}}}}
        return OnTimeTable(count: count, date: prefix(&date, count), carrier: prefix(&carrier, count),
                           flight: prefix(&flight, count), origin: prefix(&origin, count),
                           destination: prefix(&destination, count),
                           scheduledDeparture: prefix(&scheduledDeparture, count),
                           departureDelay: prefix(&departureDelay, count),
                           scheduledArrival: prefix(&scheduledArrival, count),
                           arrivalDelay: prefix(&arrivalDelay, count), status: prefix(&status, count))
    }

    private static func uninitialized<Element: FixedWidthInteger>(_: Element.Type, _ count: Int) -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { $1 = count }
    }

    /// The first `count` elements, cut in place: the array is not shared yet, so nothing is
    /// copied (and for integers nothing is freed either).
    private static func prefix<Element>(_ array: inout [Element], _ count: Int) -> [Element] {
        array.removeSubrange(count...)
        return array
    }
}
