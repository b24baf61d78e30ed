import FlightBoard

/// Where `flights watch` stops (`--until`): when the flight starts boarding, has left, or has
/// landed; by default a departure's departure and an arrival's landing.
enum WatchGoal: String, CaseIterable, OptionValue {
    case boarding
    case departed
    case landed

    /// The goal of a watch of `flight` when `--until` does not say.
    static func standard(for flight: Flight) -> WatchGoal {
        flight.direction == .departure ? .departed : .landed
    }

    /// Why the goal cannot be reached by a flight of that direction; nil when it can.
    func mismatch(_ direction: Direction) -> String? {
        switch (self, direction) {
        case (.boarding, .arrival), (.departed, .arrival): "an arrival does not board or depart here; watch it --until landed"
        case (.landed, .departure): "a departure lands elsewhere; watch it --until departed, or watch its arrival at the other airport"
        default: nil
        }
    }

    /// Whether `status` is at or past the goal: a diverted departure has left.
    func isReached(by status: FlightStatus) -> Bool {
        switch (self, status.kind) {
        case (.boarding, .boarding), (.boarding, .departed), (.boarding, .diverted): true
        case (.departed, .departed), (.departed, .diverted): true
        case (.landed, .landed): true
        default: false
        }
    }
}
