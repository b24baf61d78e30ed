import Foundation
import Testing
@testable import FlightsCLI

/// The process's environment as ``Environment/live()`` reads it: the declared variables alone,
/// each whole. The test process's own `PATH` and `HOME` are the expected values, read through
/// Foundation rather than the code under test.
@Suite struct LiveEnvironmentTests {
    private let real = ProcessInfo.processInfo.environment

    @Test func keepsTheNamedVariablesWithTheirWholeValues() throws {
        let path = try #require(real["PATH"])
        #expect(SystemInterface.environmentVariables(named: ["PATH"]) == ["PATH": path])
    }

    @Test func leavesOutTheOthersAndNamesThatArePrefixesOrLonger() throws {
        try #require(real["PATH"] != nil && real["HOME"] != nil)
        let read = SystemInterface.environmentVariables(named: ["PAT", "PATHS", "HOM", "FLIGHTS_NOT_A_VARIABLE"])
        #expect(read.isEmpty)
        #expect(SystemInterface.environmentVariables(named: []).isEmpty)
    }

    @Test func theLiveEnvironmentHoldsDeclaredVariablesOnly() throws {
        let declared = Set(EnvironmentVariable.all.map(\.name))
        let live = Environment.live().variables
        #expect(Set(live.keys).isSubset(of: declared))
        for name in declared { #expect(live[name] == real[name], "\(name)") }
    }

    /// Every variable the code reads by name is declared: the live environment holds no other,
    /// so an undeclared one would always be missing from the tool while tests that build their
    /// own environment pass. Finds the ways the code reads one: `variable("X")`,
    /// `variables["X"]`, `environment["X"]`, `baseDirectory("X"` and `environmentVariable: "X"`.
    @Test func everyVariableTheCodeReadsIsDeclared() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let pattern = try Regex(#"(?:variable\(|variables\[|environment\[|baseDirectory\(|environmentVariable: )"([A-Z][A-Z0-9_]*)""#)
        var read: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { read.insert(String(name)) }
            }
        }
        #expect(read.isSuperset(of: ["FLIGHTS_DATA", "NO_COLOR", "HOME", "PATH", "TZDIR"]), "\(read.sorted())")
        #expect(read.subtracting(EnvironmentVariable.all.map(\.name)).isEmpty, "undeclared: \(read.subtracting(EnvironmentVariable.all.map(\.name)).sorted())")
    }
}
