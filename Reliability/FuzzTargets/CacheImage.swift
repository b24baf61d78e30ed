// fuzz.sh: -max_len=16384
// Fuzzes the reader of cache images, past their checksums: the checksums are not meant to stop
// a crafted file, and nothing read from an image may be trusted to be in range.
// The first byte chooses how the rest is used:
// - even: as an image, whose size field, row checks, block checksums and header checksum are
//   then set right, so that what is fuzzed is the values and the layout behind them;
// - odd: as rows of raw column values (any date, time, delay, code or status), written to an
//   image as the cache would, which must read back the same table.
// Every table opened is queried without a trap: the carriers' statistics (from the image's
// summaries of each day) and a board, and one input in sixty-four (by the first byte) as
// every command queries it, boards of extreme days and a flight's history too. The reader is
// what is fuzzed; querying every input in full ran 40 inputs a second, one in sixteen 840
// on a grown corpus.
import FlightBoard
@testable import OnTimeData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let rest = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    if data[0] % 2 == 0 {
        var image = Array(rest.prefix(rest.count / 8 * 8))
        guard let stamp = repair(&image) else { return 0 }
        image.withUnsafeBytes { bytes in
            if let contents = OnTimeCache.decode(bytes, owner: Owner(), expecting: stamp) {
                check(contents.table.checkAll(), "a repaired image fails its block checks")
                query(contents.table.table, index: contents.table, full: data[0] & 0x7E == 0)
            }
        }
    } else {
        let table = rows(rest)
        let stamp = OnTimeCache.SourceStamp(path: "flights.csv", size: rest.count, modificationSeconds: 7, modificationNanoseconds: 8)
        // Indexed once, for the image and for what it must read back as.
        let indexed = OnTimeIndexedTable(table: table)
        let image = OnTimeCache.encode(indexed, source: stamp)
        image.withUnsafeBytes { bytes in
            let contents = OnTimeCache.decode(bytes, owner: Owner(), expecting: stamp)
            check(contents?.table.table == indexed.inDepartureOrder().table, "table changed by its image")
            // The table read back is the one written: querying it stands for both, but for the
            // index the airport builds from rows alone, which one input in sixty-four takes.
            if data[0] & 0x7E == 0 { query(table, index: nil, full: true) }
            if let contents { query(contents.table.table, index: contents.table, full: data[0] & 0x7E == 0) }
        }
    }
    return 0
}

private final class Owner: Sendable {}

/// 50 bytes a row: date, carrier, flight, origin, destination, the four times and delays, status,
/// tail, then the details: the cancellation code, the five causes' minutes, distance and air time.
private func rows(_ bytes: [UInt8]) -> OnTimeTable {
    let width = 50
    let count = bytes.count / width
    func value<Value: FixedWidthInteger>(_ row: Int, _ offset: Int, _: Value.Type) -> Value {
        var result = Value.zero
        for byte in 0..<MemoryLayout<Value>.size { result |= Value(truncatingIfNeeded: bytes[row * width + offset + byte]) << (8 * byte) }
        return result
    }
    func minutes(_ offset: Int) -> Column<Int16> { Column((0..<count).map { value($0, offset, Int16.self) }) }
    var table = OnTimeTable(count: count,
                            date: Column((0..<count).map { value($0, 0, Int32.self) }),
                            carrier: Column((0..<count).map { value($0, 4, UInt16.self) }),
                            flight: Column((0..<count).map { value($0, 6, Int32.self) }),
                            origin: Column((0..<count).map { value($0, 10, UInt32.self) }),
                            destination: Column((0..<count).map { value($0, 14, UInt32.self) }),
                            scheduledDeparture: minutes(18), departureDelay: minutes(20),
                            scheduledArrival: minutes(22), arrivalDelay: minutes(24),
                            status: Column((0..<count).map { bytes[$0 * width + 26] }),
                            tail: Column((0..<count).map { value($0, 27, UInt64.self) }))
    table.details = OnTimeTable.DetailColumns(cancellationCode: Column((0..<count).map { bytes[$0 * width + 35] }),
                                              carrierDelay: minutes(36), weatherDelay: minutes(38), nasDelay: minutes(40),
                                              securityDelay: minutes(42), lateAircraftDelay: minutes(44),
                                              distance: minutes(46), airTime: minutes(48))
    return table
}

/// Sets the size, the row checks, the block checksums and the header checksum of `image` as
/// the writer would have; the stamp it holds, or nil when its header is cut short.
private func repair(_ image: inout [UInt8]) -> OnTimeCache.SourceStamp? {
    func load(_ offset: Int) -> Int64 { image.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) } }
    func store(_ value: UInt64, _ offset: Int) { withUnsafeBytes(of: value) { image.replaceSubrange(offset..<offset + 8, with: $0) } }
    guard image.count >= 96 else { return nil }
    store(UInt64(image.count), 24)
    let rows = Int(truncatingIfNeeded: load(64)), blockCount = Int(truncatingIfNeeded: load(72))
    let pathLength = Int(truncatingIfNeeded: load(88))
    guard (0...image.count - 96).contains(pathLength), (0...image.count / 8).contains(blockCount), (0...image.count).contains(rows)
    else { return nil }
    // The front: the path, the summary (the days, then the carriers and the airports, each a
    // count and its columns), then the front's checksum; its length is set to where it ends.
    let summaryOffset = 96 + (pathLength + 7) / 8 * 8
    let frontEnd = image.withUnsafeBytes { bytes -> Int? in
        var summary = CacheImageReader(UnsafeRawBufferPointer(rebasing: bytes[summaryOffset...]))
        guard summary.integer(Int64.self) != nil, summary.integer(Int64.self) != nil,
              let carriers = summary.integer(Int64.self).flatMap(Int.init(exactly:)), summary.array(UInt16.self, count: carriers) != nil,
              let airports = summary.integer(Int64.self).flatMap(Int.init(exactly:)),
              summary.array(UInt32.self, count: airports) != nil, summary.array(Int32.self, count: airports) != nil,
              summary.array(Int32.self, count: airports) != nil, summary.integer(UInt64.self) != nil
        else { return nil }
        return summaryOffset + summary.offset
    }
    guard let frontEnd else { return nil }
    store(UInt64(frontEnd), 80)
    let sumsOffset = frontEnd
    let headerSize = sumsOffset + 8 * blockCount
    guard headerSize <= image.count else { return nil }
    let stamp = OnTimeCache.SourceStamp(path: String(decoding: image[96..<96 + pathLength], as: UTF8.self),
                                        size: Int(truncatingIfNeeded: load(40)),
                                        modificationSeconds: Int(truncatingIfNeeded: load(48)),
                                        modificationNanoseconds: Int(truncatingIfNeeded: load(56)))
    // The row checks follow the eleven columns and the eight of the details.
    let rowChecks = image.withUnsafeBytes { bytes -> (offset: Int, values: [UInt32])? in
        var body = CacheImageReader(UnsafeRawBufferPointer(rebasing: bytes[headerSize...]))
        guard let date = body.array(Int32.self, count: rows), let carrier = body.array(UInt16.self, count: rows),
              let flight = body.array(Int32.self, count: rows), let origin = body.array(UInt32.self, count: rows),
              let destination = body.array(UInt32.self, count: rows),
              let scheduledDeparture = body.array(Int16.self, count: rows), let departureDelay = body.array(Int16.self, count: rows),
              let scheduledArrival = body.array(Int16.self, count: rows), let arrivalDelay = body.array(Int16.self, count: rows),
              let status = body.array(UInt8.self, count: rows), let tail = body.array(UInt64.self, count: rows),
              let code = body.array(UInt8.self, count: rows)
        else { return nil }
        var minutes: [[Int16]] = []
        for _ in 0..<7 {
            guard let column = body.array(Int16.self, count: rows) else { return nil }
            minutes.append(column)
        }
        guard rows * 4 <= bytes.count - headerSize - body.offset else { return nil }
        var table = OnTimeTable(count: rows, date: Column(date), carrier: Column(carrier), flight: Column(flight),
                                origin: Column(origin), destination: Column(destination),
                                scheduledDeparture: Column(scheduledDeparture), departureDelay: Column(departureDelay),
                                scheduledArrival: Column(scheduledArrival), arrivalDelay: Column(arrivalDelay), status: Column(status),
                                tail: Column(tail))
        table.details = OnTimeTable.DetailColumns(cancellationCode: Column(code), carrierDelay: Column(minutes[0]),
                                                  weatherDelay: Column(minutes[1]), nasDelay: Column(minutes[2]),
                                                  securityDelay: Column(minutes[3]), lateAircraftDelay: Column(minutes[4]),
                                                  distance: Column(minutes[5]), airTime: Column(minutes[6]))
        return (headerSize + body.offset, (0..<rows).map { ImageChecksum.row(table, $0) })
    }
    if let (offset, values) = rowChecks {
        for (row, value) in values.enumerated() {
            withUnsafeBytes(of: value) { image.replaceSubrange(offset + 4 * row..<offset + 4 * row + 4, with: $0) }
        }
    }
    let sums = image.withUnsafeBytes { ImageBlocks.sums(of: UnsafeRawBufferPointer(rebasing: $0[headerSize...])) }
    for (block, sum) in sums.prefix(blockCount).enumerated() { store(sum, sumsOffset + 8 * block) }
    store(0, 32)
    store(image.withUnsafeBytes { ImageChecksum.of(UnsafeRawBufferPointer(rebasing: $0[..<(frontEnd - 8)]), skipping: 4) }, frontEnd - 8)
    let checksum = image.withUnsafeBytes { ImageChecksum.of(UnsafeRawBufferPointer(rebasing: $0[..<headerSize]), skipping: 4) }
    store(checksum, 32)
    return stamp
}

/// The queries of the commands on the day of the table's first row, and when `full`, on the
/// days of its first rows and on extreme days, with a flight's history.
private func query(_ table: OnTimeTable, index: OnTimeIndexedTable?, full: Bool) {
    // A damaged block makes the airport read the file again: here, the table as it stands.
    let airport = RecordedAirport(table: table, index: index, names: ReferenceTables(), code: "JFK",
                                  rebuild: { OnTimeIndexedTable(table: table) })
    let evening = LocalDateTime(date: CivilDate(year: 2013, month: 7, day: 4)!, time: TimeOfDay(hour: 23, minute: 59)!)
    var days = full ? [Int(Int32.min), -1, 0, Int(Int32.max), 15_890] : []
    days += (0..<min(table.count, full ? 3 : 1)).map { Int(table.date[$0]) }
    for day in days {
        let date = CivilDate(daysSinceEpoch: day)
        let flights = (try? airport.flights(on: date, asOf: evening)) ?? []
        check(flights.allSatisfy { !$0.designator.description.isEmpty }, "a flight without a number")
        _ = try? airport.settles(on: date)
    }
    for row in 0..<min(table.count, full ? 2 : 0) {
        if let flight = try? airport.flights(on: CivilDate(daysSinceEpoch: Int(table.date[row])), asOf: evening).first {
            _ = try? airport.history(of: flight.designator, direction: flight.direction, before: evening.date, days: 365, asOf: evening)
        }
    }
    _ = try? airport.carrierStatistics(days: CivilDate(daysSinceEpoch: Int(Int32.min))...CivilDate(daysSinceEpoch: Int(Int32.max)), asOf: evening)
}

/// A broken invariant is a finding: the fuzzer records the input that broke it.
func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(what())") }
}
