import FlightBoard
/// The names of the airlines and airports of one query's rows, each looked up in the
/// reference tables once: a board names a few dozen airports for hundreds of flights.
struct NameLookup {
    private let tables: ReferenceTables
    private var airlines: [UInt16: Airline] = [:]
    private var airports: [UInt32: Airport] = [:]

    init(_ tables: ReferenceTables) {
        self.tables = tables
    }

    /// The airline of a packed code (``OnTimeTable/carrier``).
    mutating func airline(_ packed: UInt16) -> Airline {
        if let known = airlines[packed] { return known }
        let airline = tables.airline(OnTimeTable.code(packed))
        airlines[packed] = airline
        return airline
    }

    /// The aircraft of a registration, as the file of aircraft lists it.
    func aircraft(_ registration: String) -> Aircraft {
        tables.aircraft(registration)
    }

    /// The airport of a packed code (``OnTimeTable/origin``).
    mutating func airport(_ packed: UInt32) -> Airport {
        if let known = airports[packed] { return known }
        let airport = tables.airport(OnTimeTable.code(packed))
        airports[packed] = airport
        return airport
    }
}
