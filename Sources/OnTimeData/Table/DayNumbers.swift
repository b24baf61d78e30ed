import FlightBoard
/// Turns a row's year, month and day into ``CivilDate/daysSinceEpoch``, remembering the last
/// answer: on-time files are sorted by date, so nearly every row asks for the same day again.
struct DayNumbers {
    private var lastKey = -1
    private var lastDays: Int32 = 0

    /// The day number, or nil when the parts are not a date.
    @inline(__always)
    mutating func days(year: Int, month: Int, day: Int) -> Int32? {
        // Parts are at most 9 digits each, so the key cannot overflow, and it names one date
        // when month and day are in 0..<100; outside that they are not a date, as `CivilDate` says.
        let key = (year &* 100 &+ month) &* 100 &+ day
        if key == lastKey && UInt(bitPattern: month) < 100 && UInt(bitPattern: day) < 100 { return lastDays }
        guard let date = CivilDate(year: year, month: month, day: day) else { return nil }
        lastKey = key
        lastDays = Int32(date.daysSinceEpoch)
        return lastDays
    }
}
