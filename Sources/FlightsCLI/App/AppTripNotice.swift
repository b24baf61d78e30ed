import FlightBoard
import TerminalKit

/// What Enter on a trip shows besides a boarding pass: the move a reschedule made, a watched
/// flight the data no longer has.
enum AppTripNotice {
    /// The move's details: from, to, the check-ins it set aside, and `u` to undo it.
    static func move(_ trip: Trip) -> AppNotice {
        guard case .reschedule(let move) = trip.record else {
            return AppNotice.alert("Trip", "\(trip.record.id) is a check-in")
        }
        let safe = TextSanitizer.sanitize
        var lines: [StyledLine] = [
            [StyledText("From  ", style: .dim), StyledText("\(move.from) · \(FlightDetails.weekday(move.fromDeparture.date)) \(move.fromDeparture.date) \(move.fromDeparture.time)")],
            [StyledText("To    ", style: .dim), StyledText("\(move.to) · \(FlightDetails.weekday(move.toDeparture.date)) \(move.toDeparture.date) \(move.toDeparture.time)", style: .bold)],
            [StyledText("For   ", style: .dim), StyledText(safe(move.destination))],
            [StyledText("Made  ", style: .dim), StyledText("\(move.madeAt.date) \(move.madeAt.time) · confirmation \(safe(move.code))")],
        ]
        if let later = trip.movedOnBy {
            lines.append([StyledText("Since moved on by \(safe(later.code)) to \(later.to)", style: .dim)])
        }
        if !move.givenUp.isEmpty {
            lines += [[], [StyledText("Check-ins set aside with \(move.from)", style: .bold)]]
            lines += move.givenUp.map { [StyledText("  \(safe($0.passenger)) · \($0.seat.label.lowercased()) · \(safe($0.code))")] }
        }
        return AppNotice(title: "Move \(safe(move.code))", lines: lines, style: .sheet,
                         actions: [AppNotice.Action(key: "u", label: "undo the move", act: .flow(.undo(code: move.code)))])
    }

    /// A watched flight the data no longer has (one it has opens its own sheet), and `w` to
    /// stop watching it.
    static func watch(_ watch: WatchedFlight) -> AppNotice {
        let way = watch.direction == .arrival ? "Arrives" : "Departs"
        let lines: [StyledLine] = [
            [StyledText("\(way) ", style: .dim), StyledText("\(FlightDetails.weekday(watch.scheduled.date)) \(watch.scheduled.date) \(watch.scheduled.time)", style: .bold)],
            [StyledText("Not in the data read", style: .dim)],
            [StyledText("Since   ", style: .dim), StyledText("\(watch.madeAt.date) \(watch.madeAt.time)")],
        ]
        return AppNotice(title: "Watching \(watch.flight)", lines: lines, style: .sheet,
                         actions: [AppNotice.Action(key: "w", label: "stop watching", act: .toggleWatch(watch))])
    }
}
