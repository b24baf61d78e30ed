import Foundation
import Testing

/// The board the README shows is the board the tool prints: the example cannot drift.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeBoardIsWhatTheToolPrints() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```console\n").dropFirst().first?
            .components(separatedBy: "```").first)
        var lines = block.split(separator: "\n").map(String.init)
        let command = try #require(lines.first?.dropFirst(2).split(separator: " ").map(String.init))
        #expect(command.first == "flights")
        lines.removeFirst()
        if lines.last == "…" { lines.removeLast() }
        let result = try FlightsBinary.run(Array(command.dropFirst()))
        #expect(result.status == 0)
        #expect(Array(result.stdout.split(separator: "\n").map(String.init).prefix(lines.count)) == lines)
    }
}
