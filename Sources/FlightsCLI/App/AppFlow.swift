import FlightBoard

/// A flow the board app runs, as a value: which one, over which flight or trip. The
/// ``AppEffectRunner`` runs it with the answers gathered so far (see ``FlowReplay``).
enum AppFlow: Equatable, Sendable {
    /// The check-in action sheet and its branches, for a departure.
    case checkIn(Flight)
    /// A cancelled flight's rebook: the flights to move to, or the airline's alert.
    case rebook(Flight)
    /// Undoing a saved check-in or reschedule, after its confirmation.
    case undo(code: String)
    /// After a move: the passengers whose check-ins were set aside, checked in on the flight moved to.
    case checkInAgain(Flight, [CheckIn])

    /// What its questions are about, for their sheet's title: the flight, the trip's code.
    var subject: String {
        switch self {
        case .checkIn(let flight), .rebook(let flight), .checkInAgain(let flight, _): "\(flight.designator)"
        case .undo(let code): code
        }
    }

    /// The title of what it shows when it ends or refuses.
    var title: String {
        switch self {
        case .checkIn: "Check In"
        case .rebook: "Rebook"
        case .undo: "Undo"
        case .checkInAgain: "Check In"
        }
    }
}
