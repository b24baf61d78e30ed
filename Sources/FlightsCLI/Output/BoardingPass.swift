import FlightBoard
import TerminalKit

/// The confirmation panel of a check-in, laid out like a boarding pass.
enum BoardingPass {
    static func render(_ checkIn: CheckIn, flight: Flight, airport: Airport, width: Int, color: Bool) -> [String] {
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
        return Panel(title: "Boarding pass", content: content).render(width: width, color: color)
    }
}
