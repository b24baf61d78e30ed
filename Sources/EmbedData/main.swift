// Usage: EmbedData INPUT.json OUTPUT.swift
// Writes OUTPUT.swift declaring `EmbeddedData.airportJSON`, the bytes of INPUT as a
// string literal. A raw string with enough `#` delimiters keeps the JSON verbatim.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: EmbedData INPUT.json OUTPUT.swift\n".utf8))
    exit(64)
}
let input = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])
let text = try String(contentsOf: input, encoding: .utf8)

var hashes = "#"
while text.contains("\"" + hashes) { hashes += "#" }

let source = """
    // Generated at build time by the EmbedData tool from Data/\(input.lastPathComponent). Do not edit.

    enum EmbeddedData {
        /// The default airport, as shipped in `Data/\(input.lastPathComponent)`.
        static let airportJSON: String = \(hashes)\"\"\"
    \(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    \"\"\"\(hashes)
    }

    """
try Data(source.utf8).write(to: output, options: .atomic)
