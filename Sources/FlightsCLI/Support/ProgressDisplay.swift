import OnTimeData
import Synchronization
import TerminalKit

/// The progress of a long first run on recorded data, on standard error when it is a
/// terminal: the file being read, the share of the bytes to read, rows a second and the time
/// left, drawn over itself at most ten times a second and erased at the end. It shows once
/// the reading has taken ``delay`` (a second for a command, none for `flights data --build`,
/// which was asked to read); a pipe gets nothing.
final class ProgressDisplay: Sendable {
    private struct State {
        var start: ContinuousClock.Instant?
        var lastDrawn: ContinuousClock.Instant?
        var shown = false
    }

    private let line: StatusLine?
    private let output: any TextOutput
    private let clock: @Sendable () -> ContinuousClock.Instant
    private let delay: Duration
    private let state = Mutex(State())

    /// A display on `environment`'s standard error, if it is a terminal.
    init(environment: Environment, delay: Duration) {
        line = environment.errorOutput.isTerminal
            ? StatusLine(output: environment.errorOutput, width: environment.messageColumns ?? 80) : nil
        output = environment.errorOutput
        clock = environment.clock
        self.delay = delay
    }

    /// Draws `progress`, when it is time to.
    func update(_ progress: BuildProgress) {
        guard let line else { return }
        let now = clock()
        let text: String? = state.withLock { state in
            let start = state.start ?? now
            state.start = start
            guard now - start >= delay, state.lastDrawn.map({ now - $0 >= .milliseconds(100) }) ?? true else { return nil }
            state.lastDrawn = now
            state.shown = true
            return Self.describe(progress, elapsed: now - start)
        }
        if let text { line.show(text) }
    }

    /// Writes a line of `message` on standard error, sanitised, the progress line erased
    /// first (the next update draws it again below).
    func say(_ message: String) {
        finish()
        output.write(TextSanitizer.sanitize(message) + "\n")
    }

    /// Erases the line, if it was drawn.
    func finish() {
        let shown = state.withLock { state in
            defer { state.shown = false }
            return state.shown
        }
        if shown { line?.clear() }
    }

    /// `Reading data/2024-01.csv  45%  1.2M rows/s  12 s left`.
    static func describe(_ progress: BuildProgress, elapsed: Duration) -> String {
        let share = progress.bytesTotal > 0 ? Double(progress.bytesRead) / Double(progress.bytesTotal) : 0
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var text = "Reading \(progress.file)  \(Int(share * 100))%"
        guard seconds > 0, progress.rowsRead > 0 else { return text }
        text += "  \(rate(Double(progress.rowsRead) / seconds)) rows/s"
        if share > 0 {
            let left = max(1, Int((seconds * (1 - share) / share).rounded()))
            text += left >= 60 ? "  \(left / 60) min \(left % 60) s left" : "  \(left) s left"
        }
        return text
    }

    /// 950, 12.3k, 1.2M.
    private static func rate(_ perSecond: Double) -> String {
        switch perSecond {
        case ..<1000: String(Int(perSecond))
        case ..<1_000_000: "\(Int(perSecond / 100) / 10).\(Int(perSecond / 100) % 10)k"
        default: "\(Int(perSecond / 100_000) / 10).\(Int(perSecond / 100_000) % 10)M"
        }
    }
}
