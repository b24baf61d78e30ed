import FlightBoard
import TerminalKit

/// A flight's details, as `show` prints them when it does not present its sheet: framed
/// like the sheet on a terminal, one item a line through a pipe.
struct FlightResult: CommandResult {
    let flight: Flight
    /// The board's airport, one end of the flight.
    let airport: Airport
    /// For a departure whose aircraft the data names: its inbound.
    var inbound: AircraftDay.Inbound? = nil
    /// Its late chance, when the data holds days before its day.
    var chance: LateChance? = nil
    /// The sheet's title and content lines.
    let title: String
    let content: [StyledLine]

    func json() -> JSONValue { FlightDetails.json(flight, at: airport, inbound: inbound, chance: chance) }

    /// Printed, nothing can scroll, so the whole content is shown in the sheet's frame.
    func text(for target: OutputTarget) -> String {
        let lines = target.isTerminal
            ? Panel(title: title, content: content).render(in: .columns(target.width ?? 80), color: target.color)
            : ([[StyledText(title)]] + content).map { $0.rendered(color: false) }
        return lines.map { $0 + "\n" }.joined()
    }
}
