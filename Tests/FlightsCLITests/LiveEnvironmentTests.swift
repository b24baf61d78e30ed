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
}
