import FlightBoard
/// A cheap 64-bit checksum of a cache image, to tell a damaged file from a good one (not an
/// attacker's: anyone who can write the cache can write the data file).
///
/// Each 8-byte word goes into one of four lanes as `rotate((lane ^ word) * prime)`; four lanes
/// keep four multiplications in flight, about 0.3 ms for 10 MB. Every step is a bijection of
/// the lane, so a change within one word always changes the result. A row's check
/// (``row(_:_:)``) is folded to 32 bits, so it misses a change once in four billion.
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
        while index + 4 <= end {
            lanes.0 = mix(lanes.0, load(bytes, index))
            lanes.1 = mix(lanes.1, load(bytes, index + 1))
            lanes.2 = mix(lanes.2, load(bytes, index + 2))
            lanes.3 = mix(lanes.3, load(bytes, index + 3))
            index += 4
        }
        while index < end {
            lanes.0 = mix(lanes.0, load(bytes, index))
            index += 1
        }
        return mix(mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3), UInt64(end))
    }

    /// The check of one row's values, all nineteen columns: kept beside the columns in an image, so
    /// that a query checks the rows it reads, and only them. Checking the 16 KiB blocks they lie
    /// in instead read 5 MB for one flight number's year (its days are spread over an airport's
    /// part of the table), most of the query's time.
    static func row(_ table: OnTimeTable, _ row: Int) -> UInt32 {
        var lane = mix(0x9E37_79B9_7F4A_7C15, UInt64(UInt32(bitPattern: table.date[row])) << 32
            | UInt64(table.carrier[row]) << 16 | UInt64(table.status[row]))
        lane = mix(lane, UInt64(UInt32(bitPattern: table.flight[row])) << 32 | UInt64(table.origin[row]))
        lane = mix(lane, UInt64(table.destination[row]) << 32 | UInt64(UInt16(bitPattern: table.scheduledDeparture[row])) << 16
            | UInt64(UInt16(bitPattern: table.departureDelay[row])))
        lane = mix(lane, UInt64(UInt16(bitPattern: table.scheduledArrival[row])) << 16
            | UInt64(UInt16(bitPattern: table.arrivalDelay[row])))
        lane = mix(lane, table.tail[row])
        let details = table.details(row)
        lane = mix(lane, UInt64(UInt16(bitPattern: details.carrierDelay)) << 48 | UInt64(UInt16(bitPattern: details.weatherDelay)) << 32
            | UInt64(UInt16(bitPattern: details.nasDelay)) << 16 | UInt64(UInt16(bitPattern: details.securityDelay)))
        lane = mix(lane, UInt64(UInt16(bitPattern: details.lateAircraftDelay)) << 48 | UInt64(UInt16(bitPattern: details.distance)) << 32
            | UInt64(UInt16(bitPattern: details.airTime)) << 16 | UInt64(details.cancellationCode))
        return UInt32(truncatingIfNeeded: lane ^ lane >> 32)
    }

    @inline(__always)
    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let product = (lane ^ word) &* 0x0000_0100_0000_01B3
        return product << 29 | product >> 35
    }

    @inline(__always)
    private static func load(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
    }
}
