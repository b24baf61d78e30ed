/// A time given by a user to pin the clock, in one of three forms:
/// `HH:MM` (on the board's day), `YYYY-MM-DDTHH:MM` (wall clock at the airport), or
/// an ISO 8601 instant with `Z` or an offset (`2026-11-29T14:30:00-05:00`).
public enum ClockReading: Hashable, Sendable {
    /// `HH:MM`: a time on the board's day.
    case timeOfDay(TimeOfDay)
    /// `YYYY-MM-DDTHH:MM`: wall-clock time at the airport.
    case local(LocalDateTime)
    /// A reading with `Z` or an offset, to the minute (seconds dropped).
    case instant(Instant)

    /// Parses any of the three forms; nil when the text is none of them.
    public init?(parsing text: String) {
        if let time = TimeOfDay(parsing: text) {
            self = .timeOfDay(time)
            return
        }
        guard let separator = text.firstIndex(where: { $0 == "T" || $0 == " " }),
              let date = CivilDate(parsing: text[..<separator]) else { return nil }
        var clock = text[text.index(after: separator)...]
        var offsetSeconds: Int?
        if clock.hasSuffix("Z") || clock.hasSuffix("z") {
            offsetSeconds = 0
            clock = clock.dropLast()
        } else if let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            guard let offset = ClockReading.offset(clock[sign...]) else { return nil }
            offsetSeconds = offset
            clock = clock[..<sign]
        }
        // Seconds, if given, are dropped: boards work to the minute.
        let fields = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3,
              let time = TimeOfDay(parsing: "\(fields[0]):\(fields[1])") else { return nil }
        if fields.count == 3 {
            guard fields[2].count == 2, let seconds = Int(fields[2]), (0..<60).contains(seconds) else { return nil }
        }
        let wall = LocalDateTime(date: date, time: time)
        if let offsetSeconds {
            self = .instant(Instant(secondsSinceEpoch: wall.minutesSinceEpoch * 60 - offsetSeconds))
        } else {
            self = .local(wall)
        }
    }

    /// `+HH:MM`, `-HH:MM` or `+HHMM`, as seconds east of UTC.
    private static func offset(_ text: Substring) -> Int? {
        let sign = text.first == "-" ? -1 : 1
        var digits = Array(text.dropFirst())
        if digits.count == 5, digits[2] == ":" { digits.remove(at: 2) }
        guard digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let hours = Int(String(digits.prefix(2))), let minutes = Int(String(digits.suffix(2))),
              hours < 24, minutes < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }
}
