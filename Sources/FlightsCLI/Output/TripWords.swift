import FlightBoard

/// Check-ins and reschedules in words, for questions and reports.
enum TripWords {
    static func describe(_ checkIn: CheckIn) -> String {
        "the check-in of \(checkIn.passenger) on \(checkIn.flight), \(checkIn.departure.date) \(checkIn.departure.time)"
    }

    static func describe(_ change: Reschedule) -> String {
        let setAside = change.givenUp.isEmpty ? "" : ", which set aside \(change.givenUp.count) check-in\(change.givenUp.count == 1 ? "" : "s")"
        return "the move from \(change.from) (\(change.fromDeparture.date) \(change.fromDeparture.time)) to \(change.to)\(setAside)"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
