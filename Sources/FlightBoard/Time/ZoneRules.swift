/// The UTC offsets of one IANA time zone, read from a compiled TZif file.
///
/// Foundation's `TimeZone` needs ICU, which costs several milliseconds at start-up
/// and is absent from statically linked binaries; the system's zoneinfo files carry
/// everything a board needs: past transitions, and a POSIX rule for the years after them.
public struct ZoneRules: Sendable {
    /// The IANA name, e.g. `America/New_York`, or the name given to a fixed zone.
    public let identifier: String
    private let transitions: [Int]
    private let offsets: [Int]
    private let initialOffset: Int
    private let rule: PosixZoneRule?

    /// Coordinated Universal Time.
    public static let utc = ZoneRules(identifier: "UTC", fixedOffset: 0)

    /// A zone that is always `fixedOffset` seconds ahead of UTC.
    public init(identifier: String, fixedOffset: Int) {
        self.identifier = identifier
        transitions = []
        offsets = []
        initialOffset = fixedOffset
        rule = nil
    }

    /// Whether `identifier` has the shape of an IANA name (`America/Argentina/Buenos_Aires`,
    /// `Etc/GMT+5`): parts of letters, digits, `_`, `-` and `+` joined by `/`, none of them
    /// `.` or `..`, at most 255 bytes. A name from a data file becomes a path under the zone
    /// directory, so nothing else may pass, whatever file it came from.
    public static func isWellFormed(identifier: String) -> Bool {
        let bytes = identifier.utf8
        guard (1...255).contains(bytes.count) else { return false }
        return identifier.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || "_-+".utf8.contains(byte)
            }
        }
    }

    /// Parses the bytes of a TZif file (RFC 8536), version 2 or later.
    public init(identifier: String, tzif bytes: [UInt8]) throws(ZoneRulesError) {
        var reader = TZifReader(bytes: bytes, identifier: identifier)
        let parsed = try reader.read()
        self.identifier = identifier
        transitions = parsed.transitions
        offsets = parsed.offsets
        initialOffset = parsed.initialOffset
        rule = parsed.footer.flatMap(PosixZoneRule.init(parsing:))
    }

    /// Seconds east of UTC in effect at `instant`.
    public func offset(at instant: Instant) -> Int {
        let t = instant.secondsSinceEpoch
        if let last = transitions.last, t >= last, let rule {
            return rule.offset(at: t)
        }
        if transitions.isEmpty, let rule { return rule.offset(at: t) }
        // Binary search for the last transition at or before t.
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid] <= t { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? initialOffset : offsets[low - 1]
    }

    /// The wall-clock time at `instant`.
    public func localDateTime(at instant: Instant) -> LocalDateTime {
        let local = instant.secondsSinceEpoch + offset(at: instant)
        return LocalDateTime(minutesSinceEpoch: local.floorDiv(60))
    }

    /// The instant at which the wall clock reads `local`. In a gap (spring forward)
    /// the time is read with the offset before the gap; in an overlap, the first one.
    public func instant(at local: LocalDateTime) -> Instant {
        let wall = local.minutesSinceEpoch * 60
        let before = offset(at: Instant(secondsSinceEpoch: wall - 86_400))
        let after = offset(at: Instant(secondsSinceEpoch: wall + 86_400))
        for candidate in [before, after] {
            let t = wall - candidate
            if offset(at: Instant(secondsSinceEpoch: t)) == candidate {
                return Instant(secondsSinceEpoch: t)
            }
        }
        return Instant(secondsSinceEpoch: wall - before)
    }
}

/// Why a time zone could not be read.
public enum ZoneRulesError: Error, Equatable, Sendable {
    /// No zone file for `identifier` at `path`.
    case notFound(identifier: String, path: String)
    /// The zone file is not valid TZif; `reason` says how.
    case malformed(identifier: String, reason: String)
}

private struct TZifReader {
    let bytes: [UInt8]
    let identifier: String
    var position = 0

    struct Parsed {
        var transitions: [Int] = []
        var offsets: [Int] = []
        var initialOffset = 0
        var footer: String?
    }

    init(bytes: [UInt8], identifier: String) {
        self.bytes = bytes
        self.identifier = identifier
    }

    mutating func read() throws(ZoneRulesError) -> Parsed {
        guard bytes.count >= 4, bytes[0...3].elementsEqual("TZif".utf8) else {
            throw .malformed(identifier: identifier, reason: "not a TZif file")
        }
        guard bytes.count >= 44 else { throw truncated }
        let version = bytes[4]
        var header = try counts(at: 20)
        guard version >= 0x32 else {
            position = 44
            return try block(header: header, timeSize: 4)
        }
        // Skip the version 1 block; the version 2 block that follows has 64-bit times.
        position = 44 + header.size(timeSize: 4)
        guard position + 44 <= bytes.count else { throw truncated }
        header = try counts(at: position + 20)
        position += 44
        var parsed = try block(header: header, timeSize: 8)
        // The footer is a POSIX TZ rule between two newlines; a file cut inside it is truncated.
        guard position < bytes.count, bytes[position] == 0x0A,
              let end = bytes[(position + 1)...].firstIndex(of: 0x0A) else { throw truncated }
        let footer = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
        parsed.footer = footer.isEmpty ? nil : footer
        return parsed
    }

    private var truncated: ZoneRulesError { .malformed(identifier: identifier, reason: "truncated") }

    private struct Counts {
        var isut, isstd, leap, time, type, chars: Int
        func size(timeSize: Int) -> Int {
            time * timeSize + time + type * 6 + chars + leap * (timeSize + 4) + isstd + isut
        }
    }

    private func counts(at offset: Int) throws(ZoneRulesError) -> Counts {
        guard offset + 24 <= bytes.count else { throw truncated }
        let v = (0..<6).map { Int(be32(offset + 4 * $0)) }
        return Counts(isut: v[0], isstd: v[1], leap: v[2], time: v[3], type: v[4], chars: v[5])
    }

    private mutating func block(header: Counts, timeSize: Int) throws(ZoneRulesError) -> Parsed {
        guard header.type > 0, position + header.size(timeSize: timeSize) <= bytes.count else {
            throw truncated
        }
        var parsed = Parsed()
        let timesStart = position
        let indicesStart = timesStart + header.time * timeSize
        let typesStart = indicesStart + header.time
        func typeOffset(_ i: Int) -> Int { Int(Int32(bitPattern: be32(typesStart + 6 * i))) }
        for i in 0..<header.time {
            let t = timeSize == 8 ? Int(Int64(bitPattern: be64(timesStart + 8 * i)))
                                  : Int(Int32(bitPattern: be32(timesStart + 4 * i)))
            let index = Int(bytes[indicesStart + i])
            guard index < header.type else {
                throw ZoneRulesError.malformed(identifier: identifier, reason: "bad type index")
            }
            parsed.transitions.append(t)
            parsed.offsets.append(typeOffset(index))
        }
        parsed.initialOffset = typeOffset(0)
        position += header.size(timeSize: timeSize)
        return parsed
    }

    private func be32(_ i: Int) -> UInt32 {
        (UInt32(bytes[i]) << 24) | (UInt32(bytes[i + 1]) << 16) | (UInt32(bytes[i + 2]) << 8) | UInt32(bytes[i + 3])
    }

    private func be64(_ i: Int) -> UInt64 {
        (UInt64(be32(i)) << 32) | UInt64(be32(i + 4))
    }
}
