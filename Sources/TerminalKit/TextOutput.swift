#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stream that text is written to, and what it is: a terminal (with a width) or not.
/// The real streams are ``FileDescriptorOutput``; tests use ``CapturedOutput``.
public protocol TextOutput: Sendable {
    func write(_ text: String)
    /// Whether the stream is a terminal, which decides colour, truncation and decoration.
    var isTerminal: Bool { get }
    /// The terminal's width in columns, when it is a terminal that reports one.
    var columns: Int? { get }
}

/// Standard output or standard error.
public struct FileDescriptorOutput: TextOutput {
    public let descriptor: Int32

    public static let standardOutput = FileDescriptorOutput(descriptor: 1)
    public static let standardError = FileDescriptorOutput(descriptor: 2)

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `text`. A closed pipe ends the process quietly through SIGPIPE,
    /// as `flights arrivals | head -1` expects; other errors drop the text, since
    /// there is nowhere left to report them.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    public var columns: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Collects what is written, for tests and for rendering into a string.
public final class CapturedOutput: TextOutput, @unchecked Sendable {
    private let lock = Mutex()
    private var buffer = ""
    public let isTerminal: Bool
    public let columns: Int?

    /// - Parameters:
    ///   - isTerminal: whether to behave as a terminal.
    ///   - columns: the width it reports as a terminal.
    public init(isTerminal: Bool = false, columns: Int? = nil) {
        self.isTerminal = isTerminal
        self.columns = columns
    }

    public func write(_ text: String) {
        lock.withLock { buffer += text }
    }

    /// Everything written so far.
    public var text: String {
        lock.withLock { buffer }
    }
}

/// A pthread mutex, since the `Synchronization` module's needs a newer deployment target on some platforms.
private final class Mutex: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
