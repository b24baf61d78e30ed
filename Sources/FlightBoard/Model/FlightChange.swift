/// Something a traveller following a flight is told: a change in what its board line says
/// between two moments.
public enum FlightChange: Hashable, Sendable {
    /// Its expected time moved later, from the time it was expected at (the scheduled one
    /// until a delay was known).
    case delayed(from: LocalDateTime, to: LocalDateTime)
    /// Moved to another gate.
    case gate(from: String, to: String)
    /// Departures: the gate opened.
    case boarding
    /// Departures: it left at this time.
    case departed(at: LocalDateTime)
    /// Arrivals: it landed at this time.
    case landed(at: LocalDateTime)
    /// It will not fly.
    case cancelled
    /// It went, or is going, to another airport.
    case diverted

    /// What changed from `before` to `after`, two snapshots of one flight at two moments:
    /// its status first, then its gate. An end (cancelled, diverted, departed, landed) says
    /// no more than itself, as a board does.
    public static func between(_ before: Flight, _ after: Flight) -> [FlightChange] {
        let status = after.status
        if status.kind != before.status.kind {
            switch status {
            case .cancelled: return [.cancelled]
            case .diverted: return [.diverted]
            case .departed(let at): return [.departed(at: at)]
            case .landed(let at): return [.landed(at: at)]
            case .boarding: return [.boarding] + gate(before, after)
            case .onTime, .delayed: break
            }
        }
        var changes: [FlightChange] = []
        if case .delayed(let expected) = status {
            let was = if case .delayed(let earlier) = before.status { earlier } else { before.scheduled }
            if expected != was { changes.append(.delayed(from: was, to: expected)) }
        }
        return changes + gate(before, after)
    }

    private static func gate(_ before: Flight, _ after: Flight) -> [FlightChange] {
        before.gate == after.gate || after.gate.isEmpty ? [] : [.gate(from: before.gate, to: after.gate)]
    }
}
