import FlightBoard

/// After a move, the passengers whose check-ins were set aside, checked in on the flight
/// moved to with the answers they gave before, after one confirmation: the board app's
/// offer where the command line prints the `checkin` commands that do it.
struct CheckInAgain {
    let flight: Flight
    let checkIns: [CheckIn]
    let source: any FlightSource
    let clock: BoardClock
    let store: StateStore
    let invocation: Invocation

    func run(asking asker: some FlowAsker) throws(CLIError) -> [CheckInResult] {
        guard case .open = flight.checkIn else {
            throw CLIError("check-in for \(flight.designator) is not open now")
        }
        let names = TripWords.list(checkIns.map(\.passenger))
        guard try asker.confirm("Check in \(names) on \(flight.designator) to \(flight.airport.city), as before?", defaultAnswer: true,
                                answeredBy: "--\(FlowOptions.yes.name)") else {
            throw CLIError("check-in not made; nothing was changed", status: .cancelled)
        }
        let flow = CheckInFlow(flight: flight, source: source, clock: clock, store: store, invocation: invocation)
        return try flow.save(checkIns.map { CheckInFlow.Passenger(name: $0.passenger, seat: $0.seat, bags: $0.bags) })
    }
}
