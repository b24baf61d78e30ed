import FlightBoard

/// What the board app tells a traveller about their own flights while it is open: a saved
/// trip whose flight changed since the last refresh gets a one-line banner at the top
/// ("UA 635 now departs 15:55 (+35) from gate B22"), shown until the next key, and counts as
/// unseen on the Trips tab until that tab is looked at. Other flights get nothing.
struct AppTripChanges: Equatable {
    /// The last change said, until a key is pressed.
    var banner: String?
    /// The trips (by ``Trip/Record/id``) changed since the Trips tab was last left.
    var unseen: Set<String> = []

    /// The changes from `before` to `after`, the trips of two refreshes, matched by ``Trip/Record/id``.
    mutating func note(from before: [Trip], to after: [Trip]) {
        let earlier = Dictionary(before.compactMap { trip in trip.flight.map { (trip.record.id, $0) } }) { first, _ in first }
        for trip in after {
            guard let flight = trip.flight, let was = earlier[trip.record.id], was.isSameFlight(as: flight) else { continue }
            let changes = FlightChange.between(was, flight)
            guard !changes.isEmpty else { continue }
            banner = Self.words(changes, flight, booked: trip.record.code != nil)
            unseen.insert(trip.record.id)
        }
        // A trip undone, or a flight no longer watched, is no change to see.
        unseen.formIntersection(after.map(\.record.id))
    }

    /// `UA 635 now departs 15:55 (+35) from gate B22`, `UA 635 is boarding at gate B22`,
    /// `UA 300 now arrives 15:40 (+40) at gate B2`, ...
    /// A watched flight (not `booked`) has no trip to rebook.
    static func words(_ changes: [FlightChange], _ flight: Flight, booked: Bool = true) -> String {
        let date = flight.scheduled.date
        let arrives = flight.direction == .arrival
        let atGate = arrives ? "at gate" : "from gate"
        var parts: [String] = []
        var retimed = false, gateSaid = false
        for change in changes {
            switch change {
            case .delayed(_, let to):
                parts.append("now \(arrives ? "arrives" : "departs") \(FlightPresentation.time(to, on: date))\(WatchWords.delay(to, flight))")
                retimed = true
            case .gate(_, let to):
                parts.append(parts.isEmpty ? "moves to gate \(to)" : "\(atGate) \(to)")
                gateSaid = true
            case .boarding:
                parts.append(flight.gate.isEmpty ? "is boarding" : "is boarding at gate \(flight.gate)")
                gateSaid = true
            case .departed(let at): parts.append("departed \(FlightPresentation.time(at, on: date))")
            case .landed(let at): parts.append("landed \(FlightPresentation.time(at, on: date))")
            case .cancelled: parts.append(arrives || !booked ? "is cancelled" : "is cancelled · r rebooks")
            case .diverted: parts.append(arrives ? "was diverted: it will not land here" : "was diverted")
            }
        }
        if retimed, !gateSaid, !flight.gate.isEmpty { parts.append("\(atGate) \(flight.gate)") }
        return "\(flight.designator) " + parts.joined(separator: " ")
    }
}
