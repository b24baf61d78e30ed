import FlightBoard

/// Finds the airport to show: `--data PATH`, else `FLIGHTS_DATA`, else the one built into the binary.
enum DataLocator {
    static func source(for invocation: Invocation) throws(CLIError) -> any FlightSource {
        guard let path = invocation.value(GlobalOptions.data) else {
            do {
                return try SimulatedAirport.embedded()
            } catch {
                throw CLIError(error)
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try invocation.environment.fileSystem.read(path)
        } catch {
            let origin = invocation.source(of: GlobalOptions.data)
            throw CLIError("cannot read \(path) (from \(origin)): \(error.reason)", status: .noInput)
        }
        do {
            return SimulatedAirport(timetable: try Timetable(json: bytes, file: path))
        } catch {
            throw CLIError(error)
        }
    }
}
