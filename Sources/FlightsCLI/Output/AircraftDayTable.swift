import FlightBoard
import TerminalKit

/// An aircraft's day as a table: a leg a row, with its times local to each end and the status
/// of the end that matters at the clock (the departure until it has left, then the arrival).
struct AircraftDayTable: TableView {
    let day: AircraftDay

    func table(fitted: Bool) -> Table {
        let columns = [
            TableColumn(header: "DEPARTS", priority: 100, minWidth: 5),
            TableColumn(header: "FLIGHT", priority: 90, minWidth: 7),
            TableColumn(header: "FROM", priority: 70, minWidth: 3),
            TableColumn(header: "TO", priority: 70, minWidth: 3),
            TableColumn(header: "ARRIVES", priority: 60, minWidth: 5),
            TableColumn(header: "STATUS", priority: 80, minWidth: 4),
        ]
        let rows: [[TableCell]] = day.legs.map { leg in
            let end = Self.end(leg)
            return [
                TableCell(text: FlightPresentation.time(leg.departure.scheduled, on: day.date)),
                TableCell(text: leg.designator.description),
                TableCell(text: leg.origin.code),
                TableCell(text: leg.destination.code),
                TableCell(text: FlightPresentation.time(leg.arrival.scheduled, on: day.date)),
                TableCell(text: Self.status(leg, on: day.date), style: FlightPresentation.style(end.punctuality),
                          shortForm: fitted ? FlightPresentation.remarks(end, boardDate: day.date, withDelay: false) : nil),
            ]
        }
        return Table(columns: columns, rows: rows)
    }

    /// The end whose status tells where the aircraft is: the departure until it has left (or
    /// is cancelled), then the arrival.
    static func end(_ leg: AircraftLeg) -> Flight {
        switch leg.departure.status {
        case .departed: leg.arrival
        case .diverted: leg.departure
        default: leg.departure
        }
    }

    /// The status words of ``end(_:)``, times as on a board of `date`.
    static func status(_ leg: AircraftLeg, on date: CivilDate) -> String {
        FlightPresentation.remarks(end(leg), boardDate: date)
    }
}
