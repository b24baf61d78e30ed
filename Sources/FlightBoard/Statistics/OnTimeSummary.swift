/// How punctual a set of flights was, by the US DOT rule (see ``OnTimeRule``).
///
/// Only flights whose outcome is known at their clock count: departed, landed,
/// cancelled or diverted. A flight still to come is left out, not counted as late.
public struct OnTimeSummary: Equatable, Sendable {
    /// Flights with a known outcome.
    public private(set) var flights = 0
    /// Of those, on time: departed (departures) or landed (arrivals) less than 15 minutes late.
    public private(set) var onTime = 0
    /// Of ``flights``, how many were cancelled.
    public private(set) var cancelled = 0
    /// Of ``flights``, how many were diverted.
    public private(set) var diverted = 0
    private var delayMinutes = 0
    private var delayedFlights = 0

    /// Nothing counted yet.
    public init() {}

    /// Summarises `flights`, each as known at its own ``Flight/asOf``.
    public init(_ flights: [Flight]) {
        for flight in flights { add(flight) }
    }

    /// Counts `flight` as known at its ``Flight/asOf``; a flight still to come is left out.
    public mutating func add(_ flight: Flight) {
        switch flight.status {
        case .cancelled:
            flights += 1
            cancelled += 1
        case .diverted:
            flights += 1
            diverted += 1
            if flight.direction == .departure, let delay = flight.delayMinutes { addDelay(delay) }
        case .departed, .landed:
            flights += 1
            let delay = flight.delayMinutes ?? 0
            addDelay(delay)
            if OnTimeRule.isOnTime(delayMinutes: delay) { onTime += 1 }
        case .onTime, .delayed, .boarding:
            break
        }
    }

    private mutating func addDelay(_ minutes: Int) {
        delayMinutes += minutes
        delayedFlights += 1
    }

    /// Mean minutes late of the flights that operated (early counts negative); nil when none did.
    public var averageDelay: Double? {
        delayedFlights == 0 ? nil : Double(delayMinutes) / Double(delayedFlights)
    }

    /// The share on time, 0...1; nil when no flight counts.
    public var onTimeShare: Double? {
        flights == 0 ? nil : Double(onTime) / Double(flights)
    }
}
