import FlightBoard

/// What helps after a flow refuses, as a value: the command line says it in the error's
/// hint, as a command to type; the board app says it as a key or a place in the app, and
/// offers to do it.
enum FlowRemedy: Sendable {
    /// The flight is cancelled: its rebook offers the other flights.
    case rebook(Flight)
    /// The trip is already saved, under this code, on Trips.
    case trip(code: String)
    /// The trip moved on from the flight (the last move's code), which undoing brings back.
    case movedOn(code: String)
    /// The trips are not as shown: another run changed them; reading them again shows them.
    case tripsChanged
}
