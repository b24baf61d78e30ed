/// Collects what is written, for tests and for rendering into a string.
public final class CapturedOutput: TextOutput, @unchecked Sendable {
    private let lock = Lock()
    private var buffer = ""
    /// Whether it reports itself as a terminal.
    public let isTerminal: Bool
    /// The width it reports as a terminal.
    public let columns: Int?

    /// - Parameters:
    ///   - isTerminal: whether to behave as a terminal.
    ///   - columns: the width it reports as a terminal.
    public init(isTerminal: Bool = false, columns: Int? = nil) {
        self.isTerminal = isTerminal
        self.columns = columns
    }

    /// Appends `text` to what was written.
    public func write(_ text: String) {
        lock.withLock { buffer += text }
    }

    /// Never fails.
    public var failure: String? { nil }

    /// Everything written so far.
    public var text: String {
        lock.withLock { buffer }
    }
}
