#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error.
public final class FileDescriptorOutput: TextOutput, @unchecked Sendable {
    /// The file descriptor written to.
    public let descriptor: Int32
    private let lock = Lock()
    private var firstFailure: String?

    /// File descriptor 1.
    public static let standardOutput = FileDescriptorOutput(descriptor: 1)
    /// File descriptor 2.
    public static let standardError = FileDescriptorOutput(descriptor: 2)

    /// An output writing to `descriptor`, which it never closes.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `text`. A closed pipe ends the process quietly through SIGPIPE,
    /// as `flights arrivals | head -1` expects; any other error (a full disk) is kept
    /// in ``failure`` for the caller to report, and later writes are skipped.
    public func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        let error: Int32? = text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let error {
            lock.withLock { firstFailure = String(cString: strerror(error)) }
        }
    }

    /// Why a write failed, if one did.
    public var failure: String? {
        lock.withLock { firstFailure }
    }

    /// Whether the descriptor is a terminal (`isatty`).
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The terminal's width from `TIOCGWINSZ`, nil when it is not a terminal or reports 0.
    public var columns: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
