import FlightBoard

/// The JSON of check-ins, reschedules and watches, as `checkin --json` and `checkins --json`
/// write them (documented in the manual, OUTPUT).
enum TripJSON {
    static func value(_ checkIn: CheckIn) -> JSONValue {
        .object([
            ("kind", .string("check-in")), ("code", .string(checkIn.code)), ("flight", .string(checkIn.flight.description)),
            ("date", .string(checkIn.date.description)), ("departure", .string(checkIn.departure.description)),
            ("destination", .string(checkIn.destination)), ("gate", .string(checkIn.gate)),
            ("passenger", .string(checkIn.passenger)), ("seat", .string(checkIn.seat.rawValue)),
            ("bags", .int(checkIn.bags)), ("made_at", .string(checkIn.madeAt.description)),
        ])
    }

    static func value(_ change: Reschedule) -> JSONValue {
        .object([
            ("kind", .string("reschedule")), ("code", .string(change.code)), ("from", .string(change.from.description)),
            ("from_departure", .string(change.fromDeparture.description)), ("to", .string(change.to.description)),
            ("to_departure", .string(change.toDeparture.description)), ("destination", .string(change.destination)),
            ("made_at", .string(change.madeAt.description)), ("given_up", .array(change.givenUp.map(value))),
        ])
    }

    static func value(_ watch: WatchedFlight) -> JSONValue {
        .object([
            ("kind", .string("watching")), ("flight", .string(watch.flight.description)),
            ("direction", .string(watch.direction.rawValue)), ("scheduled", .string(watch.scheduled.description)),
            ("made_at", .string(watch.madeAt.description)),
        ])
    }
}

extension TripJSON {
    /// A trip: its record's object, plus the flight as it stands now: `status` (a status
    /// kind, null when the data has no such flight), `current_gate` and `flown`.
    static func value(_ trip: Trip) -> JSONValue {
        let record = switch trip.record {
        case .checkIn(let checkIn): value(checkIn)
        case .reschedule(let change): value(change)
        case .watch(let watch): value(watch)
        }
        guard case .object(let fields) = record else { return record }
        return .object(fields + [
            ("status", trip.flight.map { .string($0.status.kind.rawValue) } ?? .null),
            ("current_gate", trip.flight.map { .string($0.gate) } ?? .null),
            ("flown", .bool(trip.isPast)),
            ("moved_on_by", trip.movedOnBy.map { .string($0.code) } ?? .null),
        ])
    }
}
