// fuzz.sh: -max_len=64
// Fuzzes the parsers of dates and times a user or a data file gives: `YYYY-MM-DD`,
// `HH:MM`, `YYYY-MM-DDTHH:MM`, the three forms of `--at` (ClockReading) and `--date`'s
// words (DayArgument). A value parsed prints back to text that parses to the same value.
import FlightBoard
@testable import FlightsCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)

    if let date = CivilDate(parsing: text) {
        check(date.description == text, "date \(text) prints as \(date)")
        check(CivilDate(daysSinceEpoch: date.daysSinceEpoch) == date, "date \(date) round trip by day number")
        check((1...7).contains(date.weekday), "weekday of \(date)")
        check(date.adding(days: 1) > date && date.adding(days: -1) < date, "neighbours of \(date)")
    }
    if let time = TimeOfDay(parsing: text) {
        check(TimeOfDay(parsing: time.description) == time, "time \(text) prints as \(time)")
        check((0..<24).contains(time.hour) && (0..<60).contains(time.minute), "time \(time) in range")
    }
    if let local = LocalDateTime(parsing: text) {
        check(LocalDateTime(parsing: local.description) == local, "local \(text) prints as \(local)")
        check(LocalDateTime(date: local.date, time: local.time) == local, "local \(local) split and joined")
        check(local.adding(minutes: 90).minutes(since: local) == 90, "local \(local) plus 90 minutes")
    }
    if let reading = ClockReading(parsing: text) {
        switch reading {
        case .timeOfDay(let time): check(ClockReading(parsing: time.description) == reading, "reading \(text)")
        case .local(let local): check(ClockReading(parsing: local.description) == reading, "reading \(text)")
        case .instant(let instant):
            let utc = ZoneRules.utc.localDateTime(at: instant)
            // An offset can carry the day out of the four-digit years, which have no spelling.
            if (0...9999).contains(utc.date.year) {
                check(ClockReading(parsing: "\(utc)Z") == reading, "reading \(text) as \(utc)Z")
            }
        }
    }
    if let day = try? DayArgument(parsing: text), case .date(let date) = day {
        check((try? DayArgument(parsing: date.description)) == day, "day \(text)")
    }
    return 0
}

/// A broken invariant is a finding: the fuzzer records the input that broke it.
func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(what())") }
}
