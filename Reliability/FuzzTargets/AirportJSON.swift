// fuzz.sh: -max_len=16384
// Fuzzes the reader of an airport's timetable (`Data/airport.json`, or `--data` given a JSON
// file): the JSON parser and the validator behind it. A timetable read keeps to its rules:
// entries sorted by time then flight, known airlines and airports, operating days 1 to 7.
import FlightBoard

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let timetable = try Timetable(json: bytes, file: "airport.json")
        for (earlier, later) in zip(timetable.entries, timetable.entries.dropFirst()) {
            check(earlier.time <= later.time, "entries out of order")
        }
        for entry in timetable.entries {
            check(timetable.airlines[entry.designator.airline] != nil, "entry of an unknown airline")
            check(timetable.airports[entry.airportCode] != nil, "entry to an unknown airport")
            check(!entry.days.isEmpty && entry.days.allSatisfy { (1...7).contains($0) }, "days of \(entry.designator)")
            check((try? FlightDesignator(parsing: entry.designator.description)) == entry.designator, "designator \(entry.designator)")
        }
        // The simulated board of a day answers from any timetable read.
        let airport = SimulatedAirport(timetable: timetable)
        let day = CivilDate(year: 2013, month: 7, day: 4)!
        _ = airport.flights(on: day, asOf: LocalDateTime(date: day, time: TimeOfDay(hour: 12, minute: 0)!))
    } catch {
        check(!error.description.isEmpty, "empty message")
        check(error.description.contains("airport.json"), "message does not name the file: \(error.description)")
    }
    return 0
}

/// A broken invariant is a finding: the fuzzer records the input that broke it.
func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(what())") }
}
