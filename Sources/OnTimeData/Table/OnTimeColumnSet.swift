/// Which of a table's nineteen columns a query reads: what a check by blocks must cover, and
/// need not go beyond (a late chance reads seven columns of a month of a hub's rows).
public struct OnTimeColumnSet: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let date = OnTimeColumnSet(rawValue: 1 << 0)
    public static let carrier = OnTimeColumnSet(rawValue: 1 << 1)
    public static let flight = OnTimeColumnSet(rawValue: 1 << 2)
    public static let origin = OnTimeColumnSet(rawValue: 1 << 3)
    public static let destination = OnTimeColumnSet(rawValue: 1 << 4)
    public static let scheduledDeparture = OnTimeColumnSet(rawValue: 1 << 5)
    public static let departureDelay = OnTimeColumnSet(rawValue: 1 << 6)
    public static let scheduledArrival = OnTimeColumnSet(rawValue: 1 << 7)
    public static let arrivalDelay = OnTimeColumnSet(rawValue: 1 << 8)
    public static let status = OnTimeColumnSet(rawValue: 1 << 9)
    public static let tail = OnTimeColumnSet(rawValue: 1 << 10)
    /// The detail columns (``OnTimeTable/DetailColumns``): the cancellation code, the five
    /// causes' minutes, the distance and the air time.
    public static let details = OnTimeColumnSet(rawValue: 1 << 11)

    /// Every column.
    public static let all: OnTimeColumnSet = [.date, .carrier, .flight, .origin, .destination, .scheduledDeparture,
                                            .departureDelay, .scheduledArrival, .arrivalDelay, .status, .tail, .details]
}
