/// How punctual a set of flights was, by the US DOT rule (see ``OnTimeRule``).
///
/// Only flights whose outcome is known at their clock count: departed, landed,
/// cancelled or diverted. A flight still to come is left out, not counted as late.
public struct OnTimeSummary: Equatable, Sendable {
    /// Flights with a known outcome.
    public let flights: Int
    /// Of those, on time: departed (departures) or landed (arrivals) less than 15 minutes late.
    public let onTime: Int
    /// Of ``flights``, how many were cancelled.
    public let cancelled: Int
    /// Of ``flights``, how many were diverted.
    public let diverted: Int
    /// Mean minutes late of the flights that operated (early counts negative); nil when none did.
    public let averageDelay: Double?

    /// Summarises `flights`, each as known at its own ``Flight/asOf``.
    public init(_ flights: [Flight]) {
        var counted = 0, onTime = 0, cancelled = 0, diverted = 0, delays: [Int] = []
        for flight in flights {
            switch flight.status {
            case .cancelled:
                counted += 1
                cancelled += 1
            case .diverted:
                counted += 1
                diverted += 1
                if flight.direction == .departure, let delay = flight.delayMinutes { delays.append(delay) }
            case .departed, .landed:
                counted += 1
                let delay = flight.delayMinutes ?? 0
                delays.append(delay)
                if OnTimeRule.isOnTime(delayMinutes: delay) { onTime += 1 }
            case .onTime, .delayed, .boarding:
                break
            }
        }
        self.flights = counted
        self.onTime = onTime
        self.cancelled = cancelled
        self.diverted = diverted
        averageDelay = delays.isEmpty ? nil : Double(delays.reduce(0, +)) / Double(delays.count)
    }

    /// The share on time, 0...1; nil when no flight counts.
    public var onTimeShare: Double? {
        flights == 0 ? nil : Double(onTime) / Double(flights)
    }
}
