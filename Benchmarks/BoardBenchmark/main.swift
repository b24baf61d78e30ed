// The board app's frames, measured: a key script replayed through the real app (the
// `flights board` command, in-process) on a terminal that only counts, at 80×24 and
// 200×60. For each kind of step it reports the time from the key to its frame written
// and the bytes the frame took, and the time from the start to the first frame.
//
//   swift run -c release board-benchmark [--data FILE.csv --airport CODE --date DAY] [--runs N]
#if canImport(Glibc)
import Glibc
#endif
import FileSystemKit
import FlightBoard
import FlightsCLI
import TerminalKit

/// A terminal that replays steps and times them: what the app writes is counted, not drawn.
final class ReplayTerminal: PromptTerminal, @unchecked Sendable {
    enum Step {
        case key(Key, String)
        case tick(String)
        case resize(TerminalSize, String)
    }

    let isInteractive = true
    let usesColor = true
    private(set) var size: TerminalSize
    private var steps: [Step]
    private var next = 0
    private var stepStart: UInt64 = 0
    private var stepKind: String?
    private var bytes = 0
    private(set) var ticks = 0
    let started = now()
    private(set) var firstFrame: UInt64?
    /// Per kind of step: the times in nanoseconds and the bytes of each frame.
    private(set) var samples: [String: [(nanoseconds: UInt64, bytes: Int)]] = [:]

    init(size: TerminalSize, steps: [Step]) {
        self.size = size
        self.steps = steps
    }

    func write(_ text: String) {
        if firstFrame == nil { firstFrame = Self.now() - started }
        bytes += text.utf8.count
    }

    func readKey() throws(PromptError) -> Key {
        try readKey(waitingAtMost: .max) ?? .unknown
    }

    func readKey(waitingAtMost milliseconds: Int) throws(PromptError) -> Key? {
        let time = Self.now()
        if let kind = stepKind { samples[kind, default: []].append((time - stepStart, bytes)) }
        bytes = 0
        guard next < steps.count else {
            stepKind = nil
            return .character("q")
        }
        defer { next += 1 }
        stepStart = Self.now()
        switch steps[next] {
        case .key(let key, let kind):
            stepKind = kind
            return key
        case .tick(let kind):
            stepKind = kind
            ticks += 1
            return nil
        case .resize(let size, let kind):
            stepKind = kind
            self.size = size
            return .unknown
        }
    }

    func readLine() -> String? { nil }
    func withRawMode<T>(_ body: () throws(PromptError) -> T) throws(PromptError) -> T { try body() }
    func showAlternateScreen(_ shown: Bool) {}
    func suspend() {}

    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

final class Output: TextOutput, @unchecked Sendable {
    let isTerminal = true
    let columns: Int? = 80
    let failure: String? = nil
    func write(_ text: String) {}
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count {
    runs = Int(arguments[index + 1]) ?? runs
    arguments.removeSubrange(index...(index + 1))
}
let recorded = arguments.contains("--data")
// The built-in airport from 14:24 at LGA (19:24Z on 2026-12-01), a minute a tick.
let start = 1_796_152_440
var variables: [String: String] = ["TERM": "xterm-256color", "TZDIR": "/usr/share/zoneinfo"]
for name in ["HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
    if let value = getenv(name) { variables[name] = String(cString: value) }
}

func steps(_ size: TerminalSize, other: TerminalSize) -> [ReplayTerminal.Step] {
    // From the top: a recorded day that is over opens on its last flight.
    var steps: [ReplayTerminal.Step] = [.key(.home, "   to the top")]
    for _ in 0..<20 { steps.append(.key(.down, "a. move one row")) }
    for _ in 0..<10 {
        steps.append(.key(.enter, "b. open a sheet"))
        steps.append(.key(.escape, "   close it"))
    }
    if !recorded { for _ in 0..<10 { steps.append(.tick("c. clock tick")) } }
    for _ in 0..<5 {
        steps.append(.resize(other, "d. resize"))
        steps.append(.resize(size, "d. resize"))
    }
    return steps
}

func median(_ values: [UInt64]) -> UInt64 {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func microseconds(_ nanoseconds: UInt64) -> String {
    let value = Double(nanoseconds) / 1000
    return value < 1000 ? "\(Int(value.rounded())) µs" : "\(Int((value / 1000 * 100).rounded()) / 100) ms"
}

print("board app frames: \(recorded ? arguments.joined(separator: " ") : "the built-in airport, live from 14:24"), \(runs) runs")
for (size, other) in [(TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30)),
                      (TerminalSize(columns: 200, rows: 60), TerminalSize(columns: 160, rows: 50))] {
    var all: [String: [(nanoseconds: UInt64, bytes: Int)]] = [:]
    var first: [UInt64] = []
    for _ in 0..<runs {
        let terminal = ReplayTerminal(size: size, steps: steps(size, other: other))
        let environment = Environment(
            variables: variables,
            now: { Instant(secondsSinceEpoch: start + 60 * terminal.ticks) },
            output: Output(), errorOutput: Output(), fileSystem: PosixFileSystem(),
            promptTerminal: { _ in terminal })
        let status = FlightsTool.run(["board"] + (recorded ? arguments : []), environment: environment)
        guard status == 0 else {
            print("flights board ended with status \(status)")
            exit(1)
        }
        first.append(terminal.firstFrame ?? 0)
        for (kind, samples) in terminal.samples { all[kind, default: []] += samples }
    }
    print("\n\(size.columns)×\(size.rows)   first frame \(microseconds(median(first)))")
    print("  step                 median      max    bytes (median, max)")
    for kind in all.keys.sorted() {
        let samples = all[kind]!
        let times = samples.map(\.nanoseconds)
        let bytes = samples.map { UInt64($0.bytes) }
        let name = kind.padding(to: 20)
        print("  \(name) \(microseconds(median(times)).padding(to: 9, left: true)) \(microseconds(times.max() ?? 0).padding(to: 9, left: true))"
              + "   \(median(bytes)), \(bytes.max() ?? 0)")
    }
}

extension String {
    func padding(to width: Int, left: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - count))
        return left ? pad + self : self + pad
    }
}
