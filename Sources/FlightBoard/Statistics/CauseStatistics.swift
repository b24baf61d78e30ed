/// One airline's delay causes and cancellation reasons over a period, as BTS's "Airline
/// On-Time Statistics and Delay Causes" counts them: what `flights stats --view causes` lists.
public struct CauseStatistics: Equatable, Sendable {
    /// The airline counted; for a total, a stand-in such as `All airlines`.
    public var airline: Airline
    /// Scheduled flights, cancelled ones included.
    public var flights = 0
    /// Flights with causes given (BTS gives them for arrivals 15 or more minutes late).
    public var lateFlights = 0
    /// Minutes of arrival delay put down to each cause, in ``DelayCause/allCases``'s order.
    public var minutes = [Int](repeating: 0, count: DelayCause.allCases.count)
    /// Flights with some minutes put down to each cause, in the same order.
    public var flightsLateBy = [Int](repeating: 0, count: DelayCause.allCases.count)
    /// Flights cancelled, out of ``flights``.
    public var cancelled = 0
    /// Of those, how many for each reason, in ``CancellationReason/allCases``'s order (the rest give none).
    public var cancelledBy = [Int](repeating: 0, count: CancellationReason.allCases.count)

    /// Statistics for `airline` with every count at 0.
    public init(airline: Airline) {
        self.airline = airline
    }

    /// Counts one flight: whether it was cancelled and why, and its causes if it has them.
    public mutating func add(cancelled isCancelled: Bool, reason: CancellationReason?, causes: DelayCauses?) {
        flights += 1
        if isCancelled {
            cancelled += 1
            if let reason { cancelledBy[CancellationReason.allCases.firstIndex(of: reason)!] += 1 }
        }
        guard let causes else { return }
        lateFlights += 1
        for (index, value) in causes.minutes.enumerated() {
            minutes[index] += value
            if value > 0 { flightsLateBy[index] += 1 }
        }
    }

    /// The causes and reasons of `flights` (a flight's history), counted for `airline`.
    public init(airline: Airline, flights: [Flight]) {
        self.init(airline: airline)
        for flight in flights {
            add(cancelled: flight.operation.outcome == .cancelled, reason: flight.operation.cancellationReason,
                causes: flight.operation.causes)
        }
    }

    /// Adds `other`'s counts (the same airline's, from another file), keeping this airline.
    public mutating func merge(_ other: CauseStatistics) {
        flights += other.flights
        lateFlights += other.lateFlights
        cancelled += other.cancelled
        for index in minutes.indices {
            minutes[index] += other.minutes[index]
            flightsLateBy[index] += other.flightsLateBy[index]
        }
        for index in cancelledBy.indices { cancelledBy[index] += other.cancelledBy[index] }
    }

    /// Whether any flight gave a cause or a reason: data without the columns gives none.
    public var hasAny: Bool {
        lateFlights > 0 || cancelledBy.contains { $0 > 0 }
    }
}
