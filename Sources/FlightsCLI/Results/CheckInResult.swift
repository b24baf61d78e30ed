import FlightBoard
import TerminalKit

/// A check-in with its boarding pass: made by `checkin`, or shown again by `checkins show`
/// (whose JSON adds the flight as it stands now, when `trip` is given).
struct CheckInResult: ViewResult {
    let checkIn: CheckIn
    let flight: Flight
    let airport: Airport
    var trip: Trip?

    var view: any TerminalView { BoardingPass(checkIn: checkIn, flight: flight, airport: airport) }

    func json() -> JSONValue {
        trip.map(TripJSON.value) ?? TripJSON.value(checkIn)
    }
}
