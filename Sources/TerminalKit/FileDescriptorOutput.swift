#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error.
public struct FileDescriptorOutput: TextOutput {
    /// The file descriptor written to.
    public let descriptor: Int32

    /// File descriptor 1.
    public static let standardOutput = FileDescriptorOutput(descriptor: 1)
    /// File descriptor 2.
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
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
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
