import FlightBoard
/// A cheap 64-bit checksum of a cache image, to tell a damaged file from a good one (not an
/// attacker's: anyone who can write the cache can write the data file).
///
/// Each 8-byte word goes into one of four lanes as `rotate((lane ^ word) * prime)`; four lanes
/// keep four multiplications in flight, about 0.3 ms for 10 MB. Every step is a bijection of
/// the lane, so a change within one word always changes the result. A row's check
/// (``rows(_:)``) is folded to 32 bits, so it misses a change once in four billion.
enum ImageChecksum {
    /// The checksum of `bytes` (a whole number of words), with word `skipping` (below 8: the
    /// header's own checksum field; -1 for none) counted as zero.
    static func of(_ bytes: UnsafeRawBufferPointer, skipping skipped: Int) -> UInt64 {
        let end = bytes.count / 8
        var lanes: (UInt64, UInt64, UInt64, UInt64) =
            (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
        for first in 0..<min(8, end) {
            let word = first == skipped ? 0 : load(bytes, first)
            switch first % 4 {
            case 0: lanes.0 = mix(lanes.0, word)
            case 1: lanes.1 = mix(lanes.1, word)
            case 2: lanes.2 = mix(lanes.2, word)
            default: lanes.3 = mix(lanes.3, word)
            }
        }
        var index = min(8, end)
        // Wrapping arithmetic: `index` stays below `end`, a word count, and checking each sum
        // for overflow was a third of the loop.
        while index &+ 4 <= end {
            lanes.0 = mix(lanes.0, load(bytes, index))
            lanes.1 = mix(lanes.1, load(bytes, index &+ 1))
            lanes.2 = mix(lanes.2, load(bytes, index &+ 2))
            lanes.3 = mix(lanes.3, load(bytes, index &+ 3))
            index &+= 4
        }
        while index < end {
            lanes.0 = mix(lanes.0, load(bytes, index))
            index += 1
        }
        return mix(mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3), UInt64(end))
    }

    /// Each row's check of its values, all nineteen columns: kept beside the columns in an image,
    /// so that a query checks the rows it reads, and only them. Checking the 16 KiB blocks they lie
    /// in instead read 5 MB for one flight number's year (its days are spread over an airport's
    /// part of the table), most of the query's time.
    static func rows(_ table: OnTimeTable) -> [UInt32] {
        withExtendedLifetime(table) {
            let columns = RowColumns(table)
            return (0..<table.count).map { row in
                guard let check = columns.check(row) else { preconditionFailure("a column shorter than its table") }
                return check
            }
        }
    }

    /// Whether each of `rows` still has the check `checks` keeps for it: what a query asks of
    /// the rows it reads, a month of a hub's in a late chance.
    static func rowsIntact(_ table: OnTimeTable, _ rows: [Int], checks: Column<UInt32>) -> Bool {
        withExtendedLifetime(table) {
            let columns = RowColumns(table)
            return rows.allSatisfy { row in columns.check(row).map { $0 == checks[row] } ?? false }
        }
    }

    /// The addresses of a table's nineteen columns, read once for many rows: through each
    /// column's own bounds check a row's check cost 150 instructions, most of a late chance.
    private struct RowColumns {
        let date: UnsafePointer<Int32>?, carrier: UnsafePointer<UInt16>?, flight: UnsafePointer<Int32>?
        let origin: UnsafePointer<UInt32>?, destination: UnsafePointer<UInt32>?
        let scheduledDeparture: UnsafePointer<Int16>?, departureDelay: UnsafePointer<Int16>?
        let scheduledArrival: UnsafePointer<Int16>?, arrivalDelay: UnsafePointer<Int16>?
        let status: UnsafePointer<UInt8>?, tail: UnsafePointer<UInt64>?
        let cancellationCode: UnsafePointer<UInt8>?
        let carrierDelay: UnsafePointer<Int16>?, weatherDelay: UnsafePointer<Int16>?, nasDelay: UnsafePointer<Int16>?
        let securityDelay: UnsafePointer<Int16>?, lateAircraftDelay: UnsafePointer<Int16>?
        let distance: UnsafePointer<Int16>?, airTime: UnsafePointer<Int16>?
        /// Rows below this are in every column (the details' too, when there are any).
        let rows: Int

        /// The columns of `table`, which must outlive this.
        init(_ table: OnTimeTable) {
            date = table.date.address; carrier = table.carrier.address; flight = table.flight.address
            origin = table.origin.address; destination = table.destination.address
            scheduledDeparture = table.scheduledDeparture.address; departureDelay = table.departureDelay.address
            scheduledArrival = table.scheduledArrival.address; arrivalDelay = table.arrivalDelay.address
            status = table.status.address; tail = table.tail.address
            var rows = [table.date.count, table.carrier.count, table.flight.count, table.origin.count, table.destination.count,
                        table.scheduledDeparture.count, table.departureDelay.count, table.scheduledArrival.count,
                        table.arrivalDelay.count, table.status.count, table.tail.count].min() ?? 0
            if let details = table.details {
                cancellationCode = details.cancellationCode.address
                carrierDelay = details.carrierDelay.address; weatherDelay = details.weatherDelay.address
                nasDelay = details.nasDelay.address; securityDelay = details.securityDelay.address
                lateAircraftDelay = details.lateAircraftDelay.address
                distance = details.distance.address; airTime = details.airTime.address
                rows = min(rows, details.cancellationCode.count, details.carrierDelay.count, details.weatherDelay.count,
                           details.nasDelay.count, details.securityDelay.count, details.lateAircraftDelay.count,
                           details.distance.count, details.airTime.count)
            } else {
                (cancellationCode, carrierDelay, weatherDelay, nasDelay, securityDelay, lateAircraftDelay, distance, airTime) =
                    (nil, nil, nil, nil, nil, nil, nil, nil)
            }
            self.rows = rows
        }

        /// The check of row `row`; nil when some column has no such row.
        func check(_ row: Int) -> UInt32? {
            guard row >= 0, row < rows else { return nil }
            // Without details, a row's are those of none (``OnTimeDetails()``).
            let none = UInt16(bitPattern: OnTimeTable.missing)
            func detail(_ column: UnsafePointer<Int16>?) -> UInt64 {
                UInt64(column.map { UInt16(bitPattern: $0[row]) } ?? none)
            }
            var lane = mix(0x9E37_79B9_7F4A_7C15, UInt64(UInt32(bitPattern: date.unsafelyUnwrapped[row])) << 32
                | UInt64(carrier.unsafelyUnwrapped[row]) << 16 | UInt64(status.unsafelyUnwrapped[row]))
            lane = mix(lane, UInt64(UInt32(bitPattern: flight.unsafelyUnwrapped[row])) << 32 | UInt64(origin.unsafelyUnwrapped[row]))
            lane = mix(lane, UInt64(destination.unsafelyUnwrapped[row]) << 32
                | UInt64(UInt16(bitPattern: scheduledDeparture.unsafelyUnwrapped[row])) << 16
                | UInt64(UInt16(bitPattern: departureDelay.unsafelyUnwrapped[row])))
            lane = mix(lane, UInt64(UInt16(bitPattern: scheduledArrival.unsafelyUnwrapped[row])) << 16
                | UInt64(UInt16(bitPattern: arrivalDelay.unsafelyUnwrapped[row])))
            lane = mix(lane, tail.unsafelyUnwrapped[row])
            lane = mix(lane, detail(carrierDelay) << 48 | detail(weatherDelay) << 32 | detail(nasDelay) << 16 | detail(securityDelay))
            lane = mix(lane, detail(lateAircraftDelay) << 48 | detail(distance) << 32 | detail(airTime) << 16
                | UInt64(cancellationCode.map { $0[row] } ?? 0))
            return UInt32(truncatingIfNeeded: lane ^ lane >> 32)
        }
    }

    @inline(__always)
    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let product = (lane ^ word) &* 0x0000_0100_0000_01B3
        return product << 29 | product >> 35
    }

    @inline(__always)
    private static func load(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self))
    }
}
