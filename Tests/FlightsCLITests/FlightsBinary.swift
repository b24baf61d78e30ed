import Foundation

/// Runs programs as a user would, with a controlled environment, and the built `flights` in particular.
enum FlightsBinary {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The executable SwiftPM built beside the test bundle.
    static let url: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        if directory.lastPathComponent == "MacOS" {  // an .xctest bundle on macOS
            directory = directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        }
        return directory.appendingPathComponent("flights")
    }()

    /// The fixtures folder beside this file.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    /// Runs `flights ARGUMENTS` with only `environment` set (plus PATH), stdin from /dev/null.
    static func run(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                    standardOutput: FileHandle? = nil) throws -> Result {
        try execute(url, arguments, environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 },
                    directory: directory, standardOutput: standardOutput)
    }

    /// Runs any program with exactly `environment`; stdout is captured unless `standardOutput` is given.
    static func execute(_ executable: URL, _ arguments: [String], environment: [String: String],
                        directory: URL? = nil, standardOutput: FileHandle? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        // Drain stderr on another thread while reading stdout, so neither pipe can fill and block the child.
        let stderrBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            stderrBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrBox.data, as: UTF8.self))
    }
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}
