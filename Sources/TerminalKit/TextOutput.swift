/// A stream that text is written to, and what it is: a terminal (with a width) or not.
/// The real streams are ``FileDescriptorOutput``; tests use ``CapturedOutput``.
public protocol TextOutput: Sendable {
    func write(_ text: String)
    /// Whether the stream is a terminal, which decides colour, truncation and decoration.
    var isTerminal: Bool { get }
    /// The terminal's width in columns, when it is a terminal that reports one.
    var columns: Int? { get }
    /// The reason the first failed write failed, if one did: output that did not
    /// arrive must not pass for success.
    var failure: String? { get }
}
