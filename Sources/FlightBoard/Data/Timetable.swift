/// An airport's validated timetable: who flies where, when and from which gate,
/// plus any recorded operations that replace the simulated ones.
public struct Timetable: Equatable, Sendable {
    /// The airport whose board this is.
    public let airport: Airport
    /// Airlines by IATA code.
    public let airlines: [String: Airline]
    /// The other ends of the flights, by IATA code.
    public let airports: [String: Airport]
    /// Sorted by scheduled time, then flight.
    public let entries: [Entry]
    let recorded: [RecordKey: Recorded]

    /// One line of the timetable.
    public struct Entry: Hashable, Sendable {
        /// The flight number, e.g. `UA 1545`.
        public let designator: FlightDesignator
        /// Whether it arrives at or departs from ``Timetable/airport``.
        public let direction: Direction
        /// The other end's IATA code.
        public let airportCode: String
        /// The scheduled time, local to the board's airport.
        public let time: TimeOfDay
        /// ISO weekdays of operation (1 is Monday).
        public let days: Weekdays
        /// The gate at the board's airport, unless a recorded operation gives another.
        public let gate: String

        /// Whether the flight is scheduled on `date`'s weekday.
        public func operates(on date: CivilDate) -> Bool { days.contains(date.weekday) }
    }

    struct RecordKey: Hashable {
        let date: CivilDate
        let designator: FlightDesignator
        let direction: Direction
        let airportCode: String
    }

    struct Recorded: Equatable, Sendable {
        let outcome: RecordedOutcome
        let time: LocalDateTime?
        let gate: String?
    }

    enum RecordedOutcome: String {
        case scheduled, cancelled, diverted
    }

    /// Parses and validates an airport data file.
    ///
    /// - Parameter file: how to name the file in errors.
    /// - Throws: ``DataFileError`` naming the line, column and JSON path of the first problem.
    public init(json: [UInt8], file: String) throws(DataFileError) {
        self = try TimetableValidator(file: file).validate(try JSONParser.parse(json, file: file))
    }

    /// The date of each operation the file records (in place of the model's), oldest first.
    public var recordedDates: [CivilDate] { recorded.keys.map(\.date).sorted() }

    init(airport: Airport, airlines: [String: Airline], airports: [String: Airport],
         entries: [Entry], recorded: [RecordKey: Recorded]) {
        self.airport = airport
        self.airlines = airlines
        self.airports = airports
        self.entries = entries
        self.recorded = recorded
    }
}
