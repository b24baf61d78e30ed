// Usage: swift run embed-airport [INPUT.json [OUTPUT.swift]]
// Reads and checks the airport file (Data/airport.json by default) as `flights --data` does,
// then writes the Swift values the binary carries (Sources/FlightBoard/Data/EmbeddedAirport.swift).
// Run from the package's folder after changing the JSON; FlightBoardTests fails until it is run.
import FlightBoard
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count <= 2, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    FileHandle.standardError.write(Data("usage: embed-airport [INPUT.json [OUTPUT.swift]]\n".utf8))
    exit(64)
}
let input = arguments.first ?? "Data/airport.json"
let output = arguments.count == 2 ? arguments[1] : "Sources/FlightBoard/Data/EmbeddedAirport.swift"
do {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: input))
    let timetable = try Timetable(json: Array(bytes), file: input)
    try Data(timetable.swiftSource(origin: input).utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    print("wrote \(output) from \(input)")
} catch let error as DataFileError {
    FileHandle.standardError.write(Data("embed-airport: \(error)\n".utf8))
    exit(65)
} catch {
    FileHandle.standardError.write(Data("embed-airport: \(error)\n".utf8))
    exit(74)
}
