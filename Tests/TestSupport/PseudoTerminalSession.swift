import Foundation
import Glibc

/// A program run on a pseudo-terminal of its own, as a shell runs a job: in a process group
/// of its own, so that Ctrl-Z stops only it. The test types keys, reads what it draws and
/// reads the terminal's modes back from the device.
public final class PseudoTerminalSession {
    /// A terminal's settings, all of them: the flags, the line discipline, the control
    /// characters and the speeds.
    public struct Modes: Equatable, CustomStringConvertible {
        public var input, output, control, local: tcflag_t
        public var discipline: cc_t
        public var characters: [cc_t]
        public var inputSpeed, outputSpeed: speed_t

        init(_ modes: termios) {
            input = modes.c_iflag
            output = modes.c_oflag
            control = modes.c_cflag
            local = modes.c_lflag
            discipline = modes.c_line
            characters = withUnsafeBytes(of: modes.c_cc) { Array($0) }
            inputSpeed = modes.c_ispeed
            outputSpeed = modes.c_ospeed
        }

        public var description: String {
            "iflag \(String(input, radix: 8)) oflag \(String(output, radix: 8)) cflag \(String(control, radix: 8)) "
                + "lflag \(String(local, radix: 8)) line \(discipline) cc \(characters) speeds \(inputSpeed) \(outputSpeed)"
        }
    }

    public let child: ChildProcess
    /// What the program wrote, as text.
    public private(set) var screen = ""
    /// The modes before the program started.
    public let modesBefore: Modes
    private let master: Int32
    private let slave: Int32

    /// Starts `executable ARGUMENTS` on a terminal of `columns` × `rows` whose modes are not
    /// openpty's defaults but a user's own (Ctrl-H erases, control characters echo as they
    /// are), so that a program that puts back defaults instead of what it found is caught.
    /// Core dumps are off, so SIGQUIT leaves no file behind. With `orphaned`, the program
    /// leads a session of its own, as a command that tmux, ssh or a terminal emulator runs
    /// directly: no shell can continue it, so the kernel discards a stop.
    public init(_ executable: String, _ arguments: [String], environment: [String: String],
                columns: UInt16 = 80, rows: UInt16 = 24, orphaned: Bool = false) throws(ChildProcessError) {
        (master, slave) = try openPseudoTerminal(columns: columns, rows: rows)
        var modes = termios()
        tcgetattr(slave, &modes)
        modes.c_lflag &= ~tcflag_t(ECHOCTL)
        withUnsafeMutableBytes(of: &modes.c_cc) { $0[Int(VERASE)] = 0x08 }
        tcsetattr(slave, TCSANOW, &modes)
        tcgetattr(slave, &modes)
        modesBefore = Modes(modes)
        do {
            // setsid(1) forks unless it starts outside a process group of its own, as here.
            let start = orphaned ? "exec /usr/bin/setsid \"$0\" \"$@\"" : "exec \"$0\" \"$@\""
            child = try ChildProcess("/bin/sh", ["-c", "ulimit -c 0 && " + start, executable] + arguments,
                                     environment: environment, stdin: slave, stdout: slave, stderr: slave, ownProcessGroup: !orphaned)
        } catch {
            close(master)
            close(slave)
            throw error
        }
    }

    deinit {
        child.kill(SIGKILL)
        close(master)
        close(slave)
    }

    /// The terminal's modes now.
    public var modes: Modes {
        var modes = termios()
        tcgetattr(slave, &modes)
        return Modes(modes)
    }

    /// Reads what the program wrote until nothing comes for `timeout` milliseconds.
    public func readAvailable(timeout: Int32) {
        var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while poll(&request, 1, timeout) > 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            screen += String(decoding: buffer[0..<count], as: UTF8.self)
        }
    }

    /// Waits until what was written after the first `offset` bytes of the screen shows `text`.
    public func waitFor(_ text: String, after offset: Int = 0, timeout: Duration = .seconds(10)) throws(ChildProcessError) {
        let deadline = ContinuousClock.now + timeout
        func shown() -> Bool { String(decoding: screen.utf8.dropFirst(offset), as: UTF8.self).contains(text) }
        while !shown(), ContinuousClock.now < deadline { readAvailable(timeout: 20) }
        guard shown() else { throw ChildProcessError(description: "never showed \(text):\n\(screen)") }
    }

    /// Types `keys`, as bytes.
    public func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// What was typed and is still waiting in the terminal to be read, as the shell would read it next.
    public func unreadInput() -> String {
        var bytes: [UInt8] = []
        var request = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while poll(&request, 1, 0) > 0 {
            let count = read(slave, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Resizes the terminal and tells the program, as a terminal emulator does.
    public func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        // The terminal is not the program's controlling one, so the kernel does not signal it.
        child.kill(SIGWINCH)
    }

    /// Waits for the program to end, reading what it writes meanwhile; past `timeout` it is
    /// killed and this throws.
    public func finish(timeout: Duration = .seconds(10)) throws(ChildProcessError) -> ChildProcess.Termination {
        let deadline = ContinuousClock.now + timeout
        while !child.hasExited, ContinuousClock.now < deadline { readAvailable(timeout: 20) }
        let termination = try child.wait(timeout: .zero)
        readAvailable(timeout: 20)
        return termination
    }
}
