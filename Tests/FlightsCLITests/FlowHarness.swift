import FileSystemKit
import FlightBoard
import Foundation
import TerminalKit
@testable import FlightsCLI

/// Runs a command in-process against the small fixture airport, with a scripted
/// prompt terminal and a state directory of its own.
final class FlowHarness: @unchecked Sendable {
    let terminal: ScriptedTerminal
    let stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-flow-\(UUID().uuidString)").path
    let output: CapturedOutput
    let errors = CapturedOutput()
    var variables: [String: String] = [:]
    var dataFile = FlightsBinary.fixture("small-airport.json")

    /// The clock the run reads; the start of 1970 unless a test sets it.
    var clock: @Sendable () -> Instant = { Instant(secondsSinceEpoch: 0) }

    init(keys: [Key]) {
        terminal = ScriptedTerminal(keys: keys, size: TerminalSize(columns: 100, rows: 20))
        output = CapturedOutput()
    }

    init(lines: [String]) {
        terminal = ScriptedTerminal(lines: lines, size: TerminalSize(columns: 100, rows: 20))
        output = CapturedOutput()
    }

    /// A terminal of `size` playing `events`; standard output is a terminal too, as for the board app.
    init(events: [ScriptedTerminal.Event], size: TerminalSize) {
        terminal = ScriptedTerminal(events: events, size: size)
        output = CapturedOutput(isTerminal: true, columns: size.columns)
    }

    deinit { try? FileManager.default.removeItem(atPath: stateDirectory) }

    /// Runs `flights ARGUMENTS --data small-airport.json`, returning the exit status.
    func run(_ arguments: [String]) -> Int32 {
        let environment = Environment(
            variables: variables.merging(["XDG_STATE_HOME": stateDirectory]) { $1 },
            now: { [self] in self.clock() }, output: output, errorOutput: errors,
            fileSystem: PosixFileSystem(), promptTerminal: { [self] _ in self.terminal })
        return FlightsTool.run(arguments + ["--data", dataFile], environment: environment)
    }

    /// How much of ``errors`` earlier steps of a test have looked at already.
    var errorsTaken = 0
    /// What was written to standard error after the first ``errorsTaken`` characters.
    var newErrors: String { String(errors.text.dropFirst(errorsTaken)) }

    /// What the state file holds now.
    func records() throws -> TravelRecords {
        try StateStore(fileSystem: PosixFileSystem(), directory: stateDirectory + "/flights").load()
    }
}
