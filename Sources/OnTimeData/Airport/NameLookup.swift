import FlightBoard
/// The names of the airlines and airports of one query's rows, each looked up in the
/// reference tables once: a board names a few dozen airports for hundreds of flights.
struct NameLookup {
    private let tables: ReferenceTables
    // Keyed by Int, not by the packed types: a dictionary of a key type not yet hashed in the
    // run makes the runtime search the binary's conformances, 0.1 ms each.
    private var airlines: [Int: Airline] = [:]
    private var airports: [Int: Airport] = [:]

    init(_ tables: ReferenceTables) {
        self.tables = tables
    }

    /// The airline of a packed code (``OnTimeTable/carrier``).
    mutating func airline(_ packed: UInt16) -> Airline {
        if let known = airlines[Int(packed)] { return known }
        let airline = tables.airline(OnTimeTable.code(packed))
        airlines[Int(packed)] = airline
        return airline
    }

    /// The aircraft of a registration, as the file of aircraft lists it.
    func aircraft(_ registration: String) -> Aircraft {
        tables.aircraft(registration)
    }

    /// The airport of a packed code (``OnTimeTable/origin``).
    mutating func airport(_ packed: UInt32) -> Airport {
        if let known = airports[Int(packed)] { return known }
        let airport = tables.airport(OnTimeTable.code(packed))
        airports[Int(packed)] = airport
        return airport
    }
}
