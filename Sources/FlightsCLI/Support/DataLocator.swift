import FlightBoard

/// Finds the flights to show: `--data PATH` (or `FLIGHTS_DATA`), which is an airport
/// file (JSON) or recorded on-time data (CSV), else the airport built into the binary.
enum DataLocator {
    /// - Parameter wholeFileAllowed: recorded data without `--airport` may stand for every
    ///   flight of the file (statistics); other commands need one airport.
    static func source(for invocation: Invocation, wholeFileAllowed: Bool = false) throws(CLIError) -> any FlightSource {
        guard let path = invocation.value(GlobalOptions.data) else {
            return try simulated(invocation) { () throws(DataFileError) in try SimulatedAirport.embedded() }
        }
        let loader = RecordedDataLoader(invocation: invocation, path: path)
        // A .csv file is recorded data, and is not even opened when its cache is good.
        if path.lowercased().hasSuffix(".csv") {
            return try loader.load(wholeFileAllowed: wholeFileAllowed)
        }
        let file = try loader.map()
        if isAirportFile(file.bytes) {
            return try simulated(invocation) { () throws(DataFileError) in
                SimulatedAirport(timetable: try Timetable(json: Array(file.bytes), file: path))
            }
        }
        return try loader.load(wholeFileAllowed: wholeFileAllowed, mapped: file)
    }

    /// An airport file is one JSON object; anything else is taken for CSV.
    private static func isAirportFile(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "{")
    }

    private static func simulated(_ invocation: Invocation,
                                  _ load: () throws(DataFileError) -> SimulatedAirport) throws(CLIError) -> SimulatedAirport {
        let airport: SimulatedAirport
        do {
            airport = try load()
        } catch {
            throw CLIError(error)
        }
        if let recordedOnly = [DataOptions.airlines, DataOptions.airports, DataOptions.skipBadRows, DataOptions.noCache]
            .first(where: { invocation.isSet($0) || invocation.arguments.values[$0.name] != nil }) {
            throw invocation.usageError("--\(recordedOnly.name) applies to recorded data (--data FILE.csv), not to an airport file")
        }
        if let code = invocation.value(DataOptions.airport), code.uppercased() != airport.airport.code {
            throw invocation.usageError("--airport \(code): this data is \(airport.airport.name) (\(airport.airport.code)) only",
                                        hint: "Leave --airport out, or give recorded data with --data FILE.csv.")
        }
        return airport
    }
}
