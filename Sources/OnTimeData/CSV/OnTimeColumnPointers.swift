import FlightBoard
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
    private let tail: UnsafeMutablePointer<UInt64>
    /// Nil when the table keeps no details.
    private let details: DetailPointers?

    /// Where the columns of ``OnTimeDetails`` are written.
    private struct DetailPointers {
        let cancellationCode: UnsafeMutablePointer<UInt8>
        let carrierDelay, weatherDelay, nasDelay, securityDelay, lateAircraftDelay, distance, airTime: UnsafeMutablePointer<Int16>

        func advanced(by offset: Int) -> DetailPointers {
            DetailPointers(cancellationCode: cancellationCode + offset, carrierDelay: carrierDelay + offset,
                           weatherDelay: weatherDelay + offset, nasDelay: nasDelay + offset,
                           securityDelay: securityDelay + offset, lateAircraftDelay: lateAircraftDelay + offset,
                           distance: distance + offset, airTime: airTime + offset)
        }

        func set(_ row: Int, _ details: OnTimeDetails) {
            cancellationCode[row] = details.cancellationCode
            carrierDelay[row] = details.carrierDelay
            weatherDelay[row] = details.weatherDelay
            nasDelay[row] = details.nasDelay
            securityDelay[row] = details.securityDelay
            lateAircraftDelay[row] = details.lateAircraftDelay
            distance[row] = details.distance
            airTime[row] = details.airTime
        }

        /// Every column, as raw bytes and the size of one value: for moving rows of all of them alike.
        var all: [(UnsafeMutableRawPointer, Int)] {
            [(UnsafeMutableRawPointer(cancellationCode), 1)]
                + [carrierDelay, weatherDelay, nasDelay, securityDelay, lateAircraftDelay, distance, airTime]
                    .map { (UnsafeMutableRawPointer($0), 2) }
        }
    }

    /// The columns from row `offset` on.
    func advanced(by offset: Int) -> OnTimeColumnPointers {
        OnTimeColumnPointers(date: date + offset, carrier: carrier + offset, flight: flight + offset,
                             origin: origin + offset, destination: destination + offset,
                             scheduledDeparture: scheduledDeparture + offset, departureDelay: departureDelay + offset,
                             scheduledArrival: scheduledArrival + offset, arrivalDelay: arrivalDelay + offset,
                             status: status + offset, tail: tail + offset, details: details?.advanced(by: offset))
    }

    /// Writes row `row`, which the caller has room for.
    @inline(__always)
    func set(_ row: Int, date: Int32, carrier: UInt16, flight: Int32, origin: UInt32, destination: UInt32,
             scheduledDeparture: Int16, departureDelay: Int16, scheduledArrival: Int16, arrivalDelay: Int16,
             status: OnTimeTable.Status, tail: UInt64, details: OnTimeDetails) {
        set(row, date: date, carrier: carrier, flight: flight, origin: origin, destination: destination,
            scheduledDeparture: scheduledDeparture, departureDelay: departureDelay, scheduledArrival: scheduledArrival,
            arrivalDelay: arrivalDelay, statusCode: status.rawValue, tail: tail, details: details)
    }

    /// The row, its status given as stored: copied from a table whose statuses are known good.
    func set(_ row: Int, date: Int32, carrier: UInt16, flight: Int32, origin: UInt32, destination: UInt32,
             scheduledDeparture: Int16, departureDelay: Int16, scheduledArrival: Int16, arrivalDelay: Int16,
             statusCode: UInt8, tail: UInt64, details: OnTimeDetails) {
        self.date[row] = date
        self.carrier[row] = carrier
        self.flight[row] = flight
        self.origin[row] = origin
        self.destination[row] = destination
        self.scheduledDeparture[row] = scheduledDeparture
        self.departureDelay[row] = departureDelay
        self.scheduledArrival[row] = scheduledArrival
        self.arrivalDelay[row] = arrivalDelay
        self.status[row] = statusCode
        self.tail[row] = tail
        self.details?.set(row, details)
    }

    /// Writes the rows of `table` from the first on, which the caller has room for.
    func copy(_ table: OnTimeTable) {
        func copy<Element: BitwiseCopyable>(_ column: Column<Element>, to target: UnsafeMutablePointer<Element>) {
            column.withBuffer { values in
                guard let base = values.baseAddress else { return }
                target.initialize(from: base, count: values.count)
            }
        }
        copy(table.date, to: date)
        copy(table.carrier, to: carrier)
        copy(table.flight, to: flight)
        copy(table.origin, to: origin)
        copy(table.destination, to: destination)
        copy(table.scheduledDeparture, to: scheduledDeparture)
        copy(table.departureDelay, to: departureDelay)
        copy(table.scheduledArrival, to: scheduledArrival)
        copy(table.arrivalDelay, to: arrivalDelay)
        copy(table.status, to: status)
        copy(table.tail, to: tail)
        guard let details else { return }
        if let columns = table.details {
            copy(columns.cancellationCode, to: details.cancellationCode)
            copy(columns.carrierDelay, to: details.carrierDelay)
            copy(columns.weatherDelay, to: details.weatherDelay)
            copy(columns.nasDelay, to: details.nasDelay)
            copy(columns.securityDelay, to: details.securityDelay)
            copy(columns.lateAircraftDelay, to: details.lateAircraftDelay)
            copy(columns.distance, to: details.distance)
            copy(columns.airTime, to: details.airTime)
        } else {
            // A table read without them, joined to one with: its rows have none.
            for row in 0..<table.count { details.set(row, OnTimeDetails()) }
        }
    }

    /// Counts the first `count` rows into `counter`.
    func count(_ count: Int, into counter: OnTimeTableSummary.Counter) {
        counter.add(date: UnsafeBufferPointer(start: date, count: count), carrier: UnsafeBufferPointer(start: carrier, count: count),
                    origin: UnsafeBufferPointer(start: origin, count: count),
                    destination: UnsafeBufferPointer(start: destination, count: count))
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
        move(tail, source, target, count)
        for (column, size) in details?.all ?? [] {
            memmove(column + target * size, column + source * size, count * size)
        }
    }

    private func move<Element>(_ column: UnsafeMutablePointer<Element>, _ source: Int, _ target: Int, _ count: Int) {
        memmove(column + target, column + source, count * MemoryLayout<Element>.stride)
    }

    /// A table of `capacity` rows whose columns `body` writes through pointers, and which keeps
    /// the first rows, as many as `body` returns.
    ///
    /// The memory is not zeroed first: the parser writes every row it keeps, and the rest is
    /// never read, so zeroing it would only touch every page twice.
    /// - Parameter details: whether the table keeps the columns of ``OnTimeDetails``.
    static func table(capacity: Int, details: Bool, _ body: (OnTimeColumnPointers) -> Int) -> OnTimeTable {
        // Every column rounded up to 64 bytes, as the arena cuts them.
        let arena = ColumnArena(bytes: capacity * (rowBytes + (details ? OnTimeDetails.bytes : 0)) + 19 * 64)
        let pointers = OnTimeColumnPointers(
            date: arena.cut(Int32.self, capacity: capacity), carrier: arena.cut(UInt16.self, capacity: capacity),
            flight: arena.cut(Int32.self, capacity: capacity), origin: arena.cut(UInt32.self, capacity: capacity),
            destination: arena.cut(UInt32.self, capacity: capacity),
            scheduledDeparture: arena.cut(Int16.self, capacity: capacity),
            departureDelay: arena.cut(Int16.self, capacity: capacity),
            scheduledArrival: arena.cut(Int16.self, capacity: capacity),
            arrivalDelay: arena.cut(Int16.self, capacity: capacity), status: arena.cut(UInt8.self, capacity: capacity),
            tail: arena.cut(UInt64.self, capacity: capacity),
            details: !details ? nil : DetailPointers(
                cancellationCode: arena.cut(UInt8.self, capacity: capacity),
                carrierDelay: arena.cut(Int16.self, capacity: capacity), weatherDelay: arena.cut(Int16.self, capacity: capacity),
                nasDelay: arena.cut(Int16.self, capacity: capacity), securityDelay: arena.cut(Int16.self, capacity: capacity),
                lateAircraftDelay: arena.cut(Int16.self, capacity: capacity),
                distance: arena.cut(Int16.self, capacity: capacity), airTime: arena.cut(Int16.self, capacity: capacity)))
        // Nothing is written when there is no room for a row.
        let count = capacity == 0 ? 0 : body(pointers)
        func column<Element: BitwiseCopyable>(_ pointer: UnsafeMutablePointer<Element>) -> Column<Element> {
            Column(base: pointer, count: count, owner: arena)
        }
        return OnTimeTable(count: count, date: column(pointers.date), carrier: column(pointers.carrier),
                           flight: column(pointers.flight), origin: column(pointers.origin),
                           destination: column(pointers.destination),
                           scheduledDeparture: column(pointers.scheduledDeparture),
                           departureDelay: column(pointers.departureDelay),
                           scheduledArrival: column(pointers.scheduledArrival),
                           arrivalDelay: column(pointers.arrivalDelay), status: column(pointers.status),
                           tail: column(pointers.tail),
                           details: pointers.details.map { details in
                               OnTimeTable.DetailColumns(
                                   cancellationCode: column(details.cancellationCode),
                                   carrierDelay: column(details.carrierDelay), weatherDelay: column(details.weatherDelay),
                                   nasDelay: column(details.nasDelay), securityDelay: column(details.securityDelay),
                                   lateAircraftDelay: column(details.lateAircraftDelay),
                                   distance: column(details.distance), airTime: column(details.airTime))
                           })
    }

    /// The bytes of one row, all columns.
    private static let rowBytes = 4 + 2 + 4 + 4 + 4 + 2 + 2 + 2 + 2 + 1 + 8
}
