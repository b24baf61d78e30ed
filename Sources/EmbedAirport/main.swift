// Usage: swift run embed-airport [INPUT.json [OUTPUT.swift]]
// Reads and checks the airport file (Data/airport.json by default) as `flights --data` does,
// then writes the Swift values the binary carries (Sources/FlightBoard/Data/EmbeddedAirport.swift).
// Run from the package's folder after changing the JSON; FlightBoardTests fails until it is run.
import FlightBoard
import Foundation

let usage = "usage: embed-airport [INPUT.json [OUTPUT.swift]]\n"
    + "Writes the airport file (default Data/airport.json), checked as flights --data checks it, as the\n"
    + "Swift values of the built-in airport (default Sources/FlightBoard/Data/EmbeddedAirport.swift).\n"

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
    print(usage, terminator: "")
    exit(0)
}
guard arguments.count <= 2, !arguments.contains(where: { $0.hasPrefix("-") }) else { fail(usage, status: 64) }
let shipped = "Data/airport.json"
let input = arguments.first ?? shipped
let output = arguments.count == 2 ? arguments[1] : "Sources/FlightBoard/Data/EmbeddedAirport.swift"
// The generated file names its origin: the shipped file by one name however it was reached
// (`./Data/airport.json`, an absolute path), so that the test that compares it agrees.
func resolved(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
let origin = resolved(input) == resolved(shipped) ? shipped : URL(fileURLWithPath: input).lastPathComponent
guard let bytes = FileManager.default.contents(atPath: input) else {
    fail("embed-airport: cannot read \(input) (run it from the package's folder, or name the file)\n", status: 66)
}
let timetable: Timetable
do {
    timetable = try Timetable(json: Array(bytes), file: input)
} catch {
    fail("embed-airport: \(error)\n", status: 65)
}
do {
    try Data(timetable.swiftSource(origin: origin).utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    fail("embed-airport: cannot write \(output)\n", status: 73)
}
print("wrote \(output) from \(input)")
