import FlightBoard
import TerminalKit

/// The list of `flights checkins` and of the app's Trips tab: each trip with its flight as
/// it stands now. A watched arrival's time is when it arrives.
struct TripTable: TableView {
    let trips: [Trip]

    func table(fitted: Bool) -> Table {
        let columns = [
            TableColumn(header: "CODE", priority: 100, minWidth: 6),
            TableColumn(header: "KIND", priority: 50, minWidth: 10),
            TableColumn(header: "FLIGHT", priority: 90, minWidth: 7),
            TableColumn(header: "DEPARTS", priority: 85, minWidth: 11),
            TableColumn(header: "GATE", priority: 60, minWidth: 4),
            TableColumn(header: "STATUS", priority: 80, minWidth: 9),
            // Who and where to outlast what kind of record and the gate (two travellers on a flight
            // stay two rows), the departure's year giving way first.
            TableColumn(header: "DETAILS", priority: 70, minWidth: 12),
        ]
        let rows: [[TableCell]] = trips.map { trip in
            let (designator, _, scheduled) = trip.record.leg
            let status = trip.movedOnBy.map { TableCell(text: "Moved on (\($0.code))", style: .dim) }
                ?? trip.flight.map {
                    TableCell(text: FlightPresentation.remarks($0, boardDate: scheduled.date), style: FlightPresentation.style($0.punctuality))
                } ?? TableCell(text: "Not in the data")
            return [TableCell(text: trip.record.code ?? "—", style: trip.record.code == nil ? .dim : .plain), TableCell(text: Self.kind(trip.record)), TableCell(text: designator.description),
                    TableCell(text: "\(scheduled.date) \(scheduled.time)", shortForm: "\(String(scheduled.date.description.dropFirst(5))) \(scheduled.time)"),
                    TableCell(text: Self.gate(trip)), status,
                    TableCell(text: Self.details(trip))]
        }
        return Table(columns: columns, rows: rows)
    }

    static let csvHeader = ["kind", "code", "flight", "departure", "destination", "passenger", "seat", "bags", "moved_to",
                            "gate", "status", "flown"]

    static func csvRow(_ trip: Trip) -> [String] {
        let fields: [String] = switch trip.record {
        case .checkIn(let c): [kind(trip.record), c.code, c.flight.description, c.departure.description, c.destination,
                               c.passenger, c.seat.rawValue, String(c.bags), ""]
        case .reschedule(let r): [kind(trip.record), r.code, r.from.description, r.fromDeparture.description, r.destination,
                                  "", "", "", "\(r.to) \(r.toDeparture)"]
        case .watch(let w): [kind(trip.record), "", w.flight.description, w.scheduled.description, trip.flight?.airport.code ?? "",
                             "", "", "", ""]
        }
        return fields + [gate(trip), trip.movedOnBy == nil ? trip.flight?.status.kind.rawValue ?? "" : "moved-on", trip.isPast ? "yes" : "no"]
    }

    private static func kind(_ record: Trip.Record) -> String {
        switch record {
        case .checkIn: "check-in"
        case .reschedule: "reschedule"
        case .watch: "watching"
        }
    }

    /// The gate as the data has it now, else as it was at check-in.
    private static func gate(_ trip: Trip) -> String {
        if let flight = trip.flight { return flight.gate }
        if case .checkIn(let checkIn) = trip.record { return checkIn.gate }
        return ""
    }

    private static func details(_ trip: Trip) -> String {
        switch trip.record {
        case .checkIn(let c):
            return "\(c.passenger) · to \(c.destination) · \(c.seat.label.lowercased()) · \(c.bags) bag\(c.bags == 1 ? "" : "s")"
        case .reschedule(let r):
            let setAside = r.givenUp.isEmpty ? "" : " · \(r.givenUp.count) check-in\(r.givenUp.count == 1 ? "" : "s") set aside"
            return "to \(r.destination) · moved from \(r.from), \(r.fromDeparture.date) \(r.fromDeparture.time)\(setAside)"
        case .watch(let w):
            return trip.flight.map { w.direction == .arrival ? "arrival from \($0.airport.code)" : "to \($0.airport.code)" }
                ?? (w.direction == .arrival ? "an arrival" : "a departure")
        }
    }
}
