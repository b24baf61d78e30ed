import FileSystemKit
import FlightBoard
import TerminalKit

/// Everything a command takes from the outside world, injected in one value:
/// the clock, the output streams, the environment variables and the file system.
/// ``Environment/live()`` gives the real ones; tests build their own.
public struct Environment: Sendable {
    /// Environment variables (`FLIGHTS_DATA`, `FLIGHTS_NOW`, `NO_COLOR`, `COLUMNS`, `TERM`, ...).
    public var variables: [String: String]
    /// The current instant, read only when no clock is pinned.
    public var now: @Sendable () -> Instant
    /// A monotonic clock, for how long things take (the progress of a long first run).
    public var clock: @Sendable () -> ContinuousClock.Instant
    /// Where data goes: standard output.
    public var output: any TextOutput
    /// Where messages go: standard error.
    public var errorOutput: any TextOutput
    /// Data files, time zone files and the state file.
    public var fileSystem: any FileSystem
    /// The terminal prompts draw on and read keys from, made when a flow first asks.
    public var promptTerminal: @Sendable (PromptSettings) -> any PromptTerminal
    /// Whether the board app reads slow things (a history, the statistics) on threads, keys
    /// staying live meanwhile; off, they are read at once, so that a scripted run meets
    /// their results in the order of its keys.
    public var backgroundReads: Bool
    /// Waits this long: a watch between two changes. Tests move their clock on instead.
    public var sleep: @Sendable (Duration) -> Void
    /// Begins to listen for changes to these data files or folders: a watch's sleeps over
    /// `--data`, which a write ends early. Tests move their clock on, and may change a file.
    public var wakingSleep: @Sendable (_ paths: [String]) -> any WakingSleep
    /// Runs a program (by path) with arguments and waits for it: whether it ran and exited 0.
    /// A desktop notification goes through it (`notify-send`).
    public var runProgram: @Sendable (_ path: String, _ arguments: [String]) -> Bool
    /// The directory of compiled time zones (`TZDIR`, default `/usr/share/zoneinfo`).
    public var zoneDirectory: String {
        variables["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    }

    /// An environment of the given parts; the file system and the terminal default to the real ones.
    public init(variables: [String: String], now: @escaping @Sendable () -> Instant,
                output: any TextOutput, errorOutput: any TextOutput,
                fileSystem: any FileSystem = PosixFileSystem(),
                promptTerminal: @escaping @Sendable (PromptSettings) -> any PromptTerminal = Environment.systemTerminal,
                clock: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
                backgroundReads: Bool = false,
                sleep: @escaping @Sendable (Duration) -> Void = Environment.systemSleep,
                wakingSleep: @escaping @Sendable ([String]) -> any WakingSleep = Environment.systemWakingSleep,
                runProgram: @escaping @Sendable (String, [String]) -> Bool = Environment.systemRun) {
        self.variables = variables
        self.now = now
        self.clock = clock
        self.output = output
        self.errorOutput = errorOutput
        self.fileSystem = fileSystem
        self.promptTerminal = promptTerminal
        self.backgroundReads = backgroundReads
        self.sleep = sleep
        self.wakingSleep = wakingSleep
        self.runProgram = runProgram
    }

    /// The process's real environment (the variables the tool reads: ``EnvironmentVariable/all``),
    /// clock, standard streams and file system.
    public static func live() -> Environment {
        Environment(
            variables: SystemInterface.environmentVariables(named: EnvironmentVariable.all.map(\.name)),
            now: SystemInterface.now,
            output: FileDescriptorOutput.standardOutput,
            errorOutput: FileDescriptorOutput.standardError,
            fileSystem: PosixFileSystem(),
            backgroundReads: true
        )
    }

    /// The process's terminal: keys from standard input, frames on standard error.
    @Sendable public static func systemTerminal(_ settings: PromptSettings) -> any PromptTerminal {
        SystemTerminal(accessible: settings.accessible, usesColor: settings.usesColor)
    }

    /// The process's sleep: `nanosleep`, resumed after a signal that does not end the process.
    @Sendable public static func systemSleep(_ duration: Duration) {
        SystemInterface.sleep(duration)
    }

    /// Sleeps over files through inotify (``FileChangeWait``).
    @Sendable public static func systemWakingSleep(_ paths: [String]) -> any WakingSleep {
        FileChangeWait(paths)
    }

    /// Runs a program through `posix_spawn` and waits for it.
    @Sendable public static func systemRun(_ path: String, _ arguments: [String]) -> Bool {
        SystemInterface.run(path, arguments)
    }

    /// An XDG base directory: `$variable` when it is an absolute path (the XDG rule),
    /// else `$HOME/fallback`; nil when neither is there.
    func baseDirectory(_ variable: String, homeFallback: String) -> String? {
        if let path = self.variable(variable), path.hasPrefix("/") { return path }
        return self.variable("HOME").map { "\($0)/\(homeFallback)" }
    }

    /// The first executable file named `name` in the directories of `PATH`; nil when none is.
    func program(named name: String) -> String? {
        guard let path = variable("PATH") else { return nil }
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { fileSystem.isExecutable($0) }
    }

    /// Whether a yes/no variable is on: set, not empty, and not `0`, `false` or `no`.
    func isTrue(_ name: String) -> Bool {
        guard let value = variable(name) else { return false }
        return !["0", "false", "no"].contains(value.lowercased())
    }

    /// A non-empty environment variable, or nil.
    func variable(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }
}
