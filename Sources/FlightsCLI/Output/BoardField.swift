import FlightBoard

/// One field of a flight in `--format json` and `--format csv`, declared once so
/// both formats and the manual's field list agree. Names are stable: scripts rely on them.
struct BoardField: Sendable {
    let name: String
    let help: String
    let value: @Sendable (Flight, Context) -> JSONValue

    /// What a field may need besides the flight: the board's day, and the flight's late chance.
    struct Context {
        /// The day of the board the flight is on, from which a time on another day is marked.
        let date: CivilDate
        /// The flight's odds, when they were made; nil when the record holds no flight.
        var chance: LateChance? = nil
    }

    static let all: [BoardField] = [
        BoardField(name: "flight", help: "Flight number as boards print it, e.g. \"UA 1545\".") { f, _ in .string(f.designator.description) },
        BoardField(name: "airline", help: "IATA airline code.") { f, _ in .string(f.airline.code) },
        BoardField(name: "airline_name", help: "Airline name.") { f, _ in .string(f.airline.name) },
        BoardField(name: "direction", help: "\"arrival\" or \"departure\".") { f, _ in .string(f.direction.rawValue) },
        BoardField(name: "airport", help: "IATA code of the other end: origin of an arrival, destination of a departure.") { f, _ in .string(f.airport.code) },
        BoardField(name: "airport_name", help: "Name of that airport.") { f, _ in .string(f.airport.name) },
        BoardField(name: "airport_city", help: "City of that airport.") { f, _ in .string(f.airport.city) },
        BoardField(name: "scheduled", help: "Scheduled local time at the board's airport, YYYY-MM-DDTHH:MM.") { f, _ in .string(f.scheduled.description) },
        BoardField(name: "estimated", help: "Expected or actual local time once known; null before, when cancelled, and for a diverted arrival.") { f, _ in f.estimated.map { .string($0.description) } ?? .null },
        BoardField(name: "gate", help: "Gate.") { f, _ in .string(f.gate) },
        BoardField(name: "status", help: "One of on-time, delayed, boarding, departed, landed, cancelled, diverted.") { f, _ in .string(f.status.kind.rawValue) },
        BoardField(name: "remarks", help: "The status as the table shows it, e.g. \"Delayed 10:40 (+25)\".") { f, context in .string(FlightPresentation.remarks(f, boardDate: context.date)) },
        BoardField(name: "delay_minutes", help: "Minutes from schedule to the expected or actual time (negative when early); 0 until known; null when cancelled or a diverted arrival.") { f, _ in f.delayMinutes.map { .int($0) } ?? .null },
        BoardField(name: "punctuality", help: "on-time, slightly-late (1 to 14 minutes), late (15 or more) or disrupted (cancelled or diverted).") { f, _ in .string(f.punctuality.rawValue) },
        BoardField(name: "late_chance", help: "The chance, 0 to 1, that it is 15 or more minutes late, cancelled or diverted, made from the 30 days before its day only (see LATE CHANCE); null when the data holds none of those days.") { _, context in context.chance.map { .double(($0.probability * 10000).rounded() / 10000) } ?? .null },
        BoardField(name: "check_in_available", help: "Whether online check-in is open now.") { f, _ in .bool(f.isCheckInAvailable) },
        BoardField(name: "rebook_available", help: "Whether the flight can be rebooked (cancelled flights only).") { f, _ in .bool(f.isRebookAvailable) },
        BoardField(name: "aircraft", help: "The aircraft's registration (tail number), e.g. \"N14228\", when the data gives it; null otherwise (the simulated airport).") { f, _ in f.aircraft.map { .string($0.registration) } ?? .null },
        BoardField(name: "aircraft_type", help: "Its maker and model, e.g. \"Boeing 737-824\", from planes.csv (--planes); null when not listed.") { f, _ in f.aircraft?.type.map { .string($0) } ?? .null },
        BoardField(name: "aircraft_seats", help: "Its seats, from planes.csv; null when not listed.") { f, _ in f.aircraft?.seats.map { .int($0) } ?? .null },
        BoardField(name: "aircraft_built", help: "The year it was built, from planes.csv; null when not listed.") { f, _ in f.aircraft?.built.map { .int($0) } ?? .null },
    ]
}
