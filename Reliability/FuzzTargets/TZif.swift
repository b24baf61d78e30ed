// fuzz.sh: -max_len=16384
// Fuzzes the reader of zone files (TZif, RFC 8536) and its POSIX footer (`EST5EDT,M3.2.0,M11.1.0`).
// The input is read twice: as a whole file, and as the footer of a valid version 2 file with
// no transitions, so that every input reaches the footer's parser. A zone read answers an
// offset for any instant, and the local time of an instant maps back to an instant.
import FlightBoard

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let zone = try? ZoneRules(identifier: "Fuzz/Whole", tzif: bytes) { exercise(zone) }
    if !bytes.contains(0x0A), let zone = try? ZoneRules(identifier: "Fuzz/Footer", tzif: fileWithFooter(bytes)) {
        exercise(zone)
    }
    return 0
}

/// Instants across the years a board shows, and the ends of what an Instant holds.
private let instants: [Int] = [
    Int(Int32.min), -1, 0, 1, 1_372_910_400, 1_394_348_400, 1_414_904_400, 1_700_000_000, Int(Int32.max),
    4_102_444_800, 253_402_300_799, -62_135_596_800,
]

private func exercise(_ zone: ZoneRules) {
    for seconds in instants {
        let instant = Instant(secondsSinceEpoch: seconds)
        _ = zone.offset(at: instant)
        let local = zone.localDateTime(at: instant)
        _ = zone.instant(at: local)
    }
}

/// A version 2 file of one type (UTC) and no transitions, then `footer` between newlines.
private func fileWithFooter(_ footer: [UInt8]) -> [UInt8] {
    func header() -> [UInt8] {
        // isutcnt, isstdcnt, leapcnt, timecnt, typecnt 1, charcnt 4
        Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15) + [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 4]
    }
    let block: [UInt8] = [0, 0, 0, 0, 0, 0] + Array("UTC\0".utf8)
    return header() + block + header() + block + [0x0A] + footer + [0x0A]
}
