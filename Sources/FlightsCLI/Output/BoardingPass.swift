import FlightBoard
import TerminalKit

/// The confirmation panel of a check-in, laid out like a boarding pass, at most
/// ``maximumWidth`` columns wide.
struct BoardingPass: TerminalView {
    let checkIn: CheckIn
    let flight: Flight
    let airport: Airport

    /// A pass is a card, not a banner: no wider than this however wide the terminal.
    static let maximumWidth = 52

    func styledLines(in size: TerminalSize) -> [StyledLine] {
        let boarding = flight.boardingStarts ?? flight.scheduled
        let expected = flight.estimated.flatMap { $0 > flight.scheduled ? $0 : nil }
        let departs = expected.map { "\(checkIn.departure.time) → \(FlightPresentation.time($0, on: checkIn.date))" }
            ?? "\(checkIn.departure.time)"
        func row(_ label: String, _ value: String) -> StyledLine {
            [StyledText(pad(label, toWidth: 13, alignment: .left), style: .dim), StyledText(value, style: .bold)]
        }
        let content: [StyledLine] = [
            [StyledText(flight.airline.name.uppercased(), style: .bold), "  \(flight.designator)"],
            ["\(airport.code) \(airport.city) → \(flight.airport.code) \(flight.airport.city)"],
            [],
            row("Passenger", checkIn.passenger.uppercased()),
            row("Date", "\(FlightDetails.weekday(checkIn.date)) \(checkIn.date)"),
            row("Departs", "\(departs)   Gate \(checkIn.gate)"),
            row("Boarding", FlightPresentation.time(boarding, on: checkIn.date)),
            row("Seat", "\(checkIn.seat.label)   Bags \(checkIn.bags)"),
            [],
            row("Confirmation", checkIn.code),
        ]
        return Panel(title: "Boarding pass", content: content).styledLines(in: .columns(min(Self.maximumWidth, size.columns)))
    }
}
