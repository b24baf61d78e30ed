import Foundation
import TestSupport

/// Runs programs as a user would, with a controlled environment, and the built `flights` in particular.
enum FlightsBinary {
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

    /// Runs `flights ARGUMENTS` with only `environment` set (plus PATH), stdin from /dev/null,
    /// in `directory` if given; stdout is captured unless `stdout` names a descriptor to write to.
    static func run(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
                    stdout: Int32? = nil) throws -> ChildProcess.Output {
        // Swift's Glibc module does not show posix_spawn_file_actions_addchdir_np; env(1)
        // changes directory before running flights instead.
        let (program, words) = directory.map { ("/usr/bin/env", ["-C", $0, url.path] + arguments) } ?? (url.path, arguments)
        return try ChildProcess.run(program, words, environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 },
                                    stdout: stdout)
    }
}
