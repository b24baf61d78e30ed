import Dispatch
import Glibc
import Testing
import TestSupport
@testable import TerminalKit

/// The real terminal on a pseudo-terminal: the prompt runs on the slave side in a
/// background thread, as it would on a user's terminal, while the test types on the
/// master side and reads back what was drawn. Serialized, since raw mode's signal
/// handlers belong to the whole process.
@Suite(.serialized) struct SystemTerminalTests {
    let meal = ChoicePrompt(title: "Meal", options: ["Chicken", "Pasta"])

    @Test func answersAChoiceAndRestoresTheTerminal() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes
        let run = Background { [meal, slave = pty.slave] in
            Result { () throws(PromptError) in try meal.run(on: SystemTerminal(slave)) }
        }
        try pty.waitForRawMode()
        #expect(pty.modes.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        pty.type("\u{1B}[B\r")
        #expect(try run.value() == .success(1))
        #expect(pty.modes == before)
        let output = pty.output()
        #expect(output.hasPrefix("\u{1B}[?25l? Meal\r\n› 1. Chicken\r\n"))
        #expect(output.hasSuffix("✔ Meal › Pasta\r\n\u{1B}[?25h"))
        #expect(pty.screen(showing: output) == "✔ Meal › Pasta")
    }

    @Test func takesALoneEscAsCancelAndRestoresTheTerminal() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes
        let run = Background { [meal, slave = pty.slave] in
            Result { () throws(PromptError) in try meal.run(on: SystemTerminal(slave)) }
        }
        try pty.waitForRawMode()
        pty.type("\u{1B}")
        #expect(try run.value() == .failure(.cancelled))
        #expect(pty.modes == before)
        #expect(pty.screen(showing: pty.output()) == "✗ Meal › Cancelled")
    }

    @Test func takesCtrlCAsAKeyAndRestoresTheTerminal() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes
        let run = Background { [meal, slave = pty.slave] in
            Result { () throws(PromptError) in try meal.run(on: SystemTerminal(slave)) }
        }
        try pty.waitForRawMode()
        // With ISIG off this is a byte, not SIGINT: the test process lives on.
        pty.type("\u{03}")
        #expect(try run.value() == .failure(.interrupted))
        #expect(pty.modes == before)
        #expect(pty.screen(showing: pty.output()) == "✗ Meal › Interrupted")
    }

    @Test func restoresTheModesItFoundNotDefaults() throws {
        let pty = try PseudoTerminal()
        var custom = pty.modes
        custom.c_lflag &= ~tcflag_t(ECHOE)
        custom.c_iflag &= ~tcflag_t(ICRNL)
        #expect(tcsetattr(pty.slave, TCSANOW, &custom) == 0)
        let run = Background { [slave = pty.slave] in
            Result { () throws(PromptError) in try ConfirmPrompt(question: "Sure?").run(on: SystemTerminal(slave)) }
        }
        try pty.waitForRawMode()
        pty.type("y")
        #expect(try run.value() == .success(true))
        #expect(pty.modes == custom)
    }

    @Test func installsSignalHandlersOnlyWhileRaw() throws {
        let pty = try PseudoTerminal()
        let terminal = SystemTerminal(pty.slave)
        let signals = RawModeSignals.ending + [SIGWINCH]
        let before = signals.map(handler)
        let during = try terminal.withRawMode { signals.map(handler) }
        for (old, new) in zip(before, during) {
            #expect(new != nil && new != old)
        }
        #expect(signals.map(handler) == before)
    }

    @Test func restoresTheTerminalWhenTheBodyThrows() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes
        let terminal = SystemTerminal(pty.slave)
        #expect(throws: PromptError.cancelled) {
            try terminal.withRawMode { () throws(PromptError) in
                // Nested calls run in the outer raw mode and leave it to the outer one.
                try terminal.withRawMode { () throws(PromptError) in throw .cancelled }
            }
        }
        #expect(pty.modes == before)
        #expect(pty.output() == "\u{1B}[?25l\u{1B}[?25h")
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func restoresTheTerminalWhenASignalEndsTheProcess(signal: Int32) throws {
        let pty = try PseudoTerminal()
        let before = pty.modes
        // The signal must end a process, so it is sent in a child: this test binary,
        // running only `enterRawModeAndRaise` below.
        let ending = try spawnSelf(
            filter: "enterRawModeAndRaise",
            environment: [Self.terminalVariable: pty.name, Self.signalVariable: "\(signal)"]
        )
        // Ended by the signal itself, not by an exit.
        #expect(ending == .signalled(signal))
        #expect(pty.modes == before)
        #expect(pty.output() == "\u{1B}[?25l\u{1B}[?25h\r\n")
    }

    @Test func leavesTheAlternateScreenWhenASignalEndsTheProcess() throws {
        let pty = try PseudoTerminal()
        let ending = try spawnSelf(
            filter: "enterRawModeAndRaise",
            environment: [Self.terminalVariable: pty.name, Self.signalVariable: "\(SIGTERM)", Self.alternateVariable: "1"]
        )
        #expect(ending == .signalled(SIGTERM))
        #expect(pty.output() == "\u{1B}[?25l\u{1B}[?1049h\u{1B}[?1049l\u{1B}[?25h\r\n")
    }

    @Test func leavesTheAlternateScreenWithRawMode() throws {
        let pty = try PseudoTerminal()
        let terminal = SystemTerminal(pty.slave)
        try terminal.withRawMode { terminal.showAlternateScreen(true) }
        #expect(pty.output() == "\u{1B}[?25l\u{1B}[?1049h\u{1B}[?1049l\u{1B}[?25h")
    }

    static let terminalVariable = "TERMINALKIT_TEST_SIGNAL_TERMINAL"
    static let signalVariable = "TERMINALKIT_TEST_SIGNAL"
    static let alternateVariable = "TERMINALKIT_TEST_SIGNAL_ON_ALTERNATE_SCREEN"

    /// Run only in the child of `restoresTheTerminalWhenASignalEndsTheProcess` and
    /// `leavesTheAlternateScreenWhenASignalEndsTheProcess`: enters raw mode on the terminal
    /// it names (and the alternate screen when asked) and raises the signal, which must end
    /// the process.
    @Test(.enabled(if: getenv(terminalVariable) != nil))
    func enterRawModeAndRaise() throws {
        let descriptor = open(getenv(Self.terminalVariable), O_RDWR | O_NOCTTY)
        let signal = Int32(String(cString: getenv(Self.signalVariable)))!
        // Delivered now, on this thread, while the handlers are installed.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, signal)
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        let terminal = SystemTerminal(descriptor)
        try terminal.withRawMode { () throws(PromptError) in
            if getenv(Self.alternateVariable) != nil { terminal.showAlternateScreen(true) }
            _ = raise(signal)
        }
        Issue.record("the process survived the signal")
    }

    @Test func returnsUnknownWhenAResizeInterruptsTheRead() throws {
        let pty = try PseudoTerminal()
        let run = Background { [slave = pty.slave] in
            // Dispatch's threads block signals; a program's main thread does not.
            var resize = sigset_t()
            sigemptyset(&resize)
            sigaddset(&resize, SIGWINCH)
            pthread_sigmask(SIG_UNBLOCK, &resize, nil)
            let terminal = SystemTerminal(slave)
            return Result { () throws(PromptError) in try terminal.withRawMode { () throws(PromptError) in try terminal.readKey() } }
        }
        try pty.waitForRawMode()
        // Until the reader is blocked in read(2), a signal interrupts nothing: repeat it.
        var key: Result<Key, PromptError>?
        for _ in 0..<250 where key == nil {
            _ = pthread_kill(run.thread, SIGWINCH)
            key = run.value(waitingMilliseconds: 20)
        }
        if key == nil { pty.type("x") }
        #expect(key == .success(.unknown))
    }

    @Test func readsLinesInCanonicalMode() throws {
        let pty = try PseudoTerminal()
        let run = Background { [meal, slave = pty.slave] in
            Result { () throws(PromptError) in
                try meal.run(on: SystemTerminal(accessible: true, usesColor: false, inputDescriptor: slave, outputDescriptor: slave))
            }
        }
        // Typed as a person would, once asked, so the echo lands after the question.
        try pty.waitForOutput { $0.hasSuffix("Choose 1-2 [1]: ") }
        pty.type("x\n")
        try pty.waitForOutput { $0.hasSuffix("2.\r\nChoose 1-2 [1]: ") }
        pty.type("2\n")
        #expect(try run.value() == .success(1))
        #expect(pty.screen(showing: pty.output()) == """
            Meal
            1) Chicken (default)
            2) Pasta
            Choose 1-2 [1]: x
            Please enter a number from 1 to 2.
            Choose 1-2 [1]: 2
            """)
    }

    @Test func readsKeysAndLinesFromAPipeUntilItEnds() throws {
        let keys = try CloseOnExecPipe()
        _ = "\u{1B}[Aé\u{1B}".withCString { write(keys.write, $0, strlen($0)) }
        keys.closeWrite()
        let keyTerminal = SystemTerminal(accessible: false, usesColor: false, inputDescriptor: keys.read, outputDescriptor: keys.read)
        #expect(!keyTerminal.isInteractive)
        let read = try (0..<5).map { _ throws(PromptError) in try keyTerminal.readKey() }
        #expect(read == [.up, .character("é"), .escape, .endOfInput, .endOfInput])
        keys.closeRead()

        let lines = try CloseOnExecPipe()
        _ = "Aisle\r\n\nWindow".withCString { write(lines.write, $0, strlen($0)) }
        lines.closeWrite()
        let lineTerminal = SystemTerminal(accessible: false, usesColor: false, inputDescriptor: lines.read, outputDescriptor: lines.read)
        #expect([lineTerminal.readLine(), lineTerminal.readLine(), lineTerminal.readLine(), lineTerminal.readLine()] == ["Aisle", "", "Window", nil])
        lines.closeRead()
    }

    @Test func isInteractiveOnlyOnATerminalOutsideAccessibleMode() throws {
        let pty = try PseudoTerminal()
        #expect(SystemTerminal(pty.slave).isInteractive)
        let accessible = SystemTerminal(accessible: true, usesColor: false, inputDescriptor: pty.slave, outputDescriptor: pty.slave)
        #expect(!accessible.isInteractive)
        let ends = try CloseOnExecPipe()
        defer { ends.closeBoth() }
        #expect(!SystemTerminal(accessible: false, usesColor: false, inputDescriptor: ends.read, outputDescriptor: pty.slave).isInteractive)
        #expect(!SystemTerminal(accessible: false, usesColor: false, inputDescriptor: pty.slave, outputDescriptor: ends.write).isInteractive)
    }

    @Test func readsTheSizeFromTheTerminalElseTheFallbacks() throws {
        let pty = try PseudoTerminal()
        #expect(SystemTerminal(pty.slave).size == TerminalSize(columns: 40, rows: 10))
        let ends = try CloseOnExecPipe()
        defer { ends.closeBoth() }
        let piped = SystemTerminal(accessible: false, usesColor: false, fallbackColumns: 100, inputDescriptor: 0, outputDescriptor: ends.write)
        #expect(piped.size == TerminalSize(columns: 100, rows: 24))
        let bare = SystemTerminal(accessible: false, usesColor: false, inputDescriptor: 0, outputDescriptor: ends.write)
        #expect(bare.size == TerminalSize(columns: 80, rows: 24))
    }

    private func handler(_ signal: Int32) -> UnsafeRawPointer? {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }
}

/// Runs this test binary again with only the tests matching `filter`, its output
/// discarded, and returns how it ended.
private func spawnSelf(filter: String, environment: [String: String]) throws -> ChildProcess.Termination {
    var variables = environment
    var entry = environ
    while let pointer = entry.pointee {
        let variable = String(cString: pointer)
        if let equals = variable.firstIndex(of: "="), variables[String(variable[..<equals])] == nil {
            variables[String(variable[..<equals])] = String(variable[variable.index(after: equals)...])
        }
        entry += 1
    }
    return try ChildProcess(CommandLine.arguments[0], ["--testing-library", "swift-testing", "--filter", filter],
                            environment: variables).wait()
}

private extension SystemTerminal {
    /// An interactive terminal reading and drawing on `descriptor`, without colour.
    convenience init(_ descriptor: Int32) {
        self.init(accessible: false, usesColor: false, inputDescriptor: descriptor, outputDescriptor: descriptor)
    }
}

extension termios: @retroactive Equatable {
    public static func == (lhs: termios, rhs: termios) -> Bool {
        lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag && lhs.c_cflag == rhs.c_cflag
            && lhs.c_lflag == rhs.c_lflag
            && withUnsafeBytes(of: lhs.c_cc) { left in withUnsafeBytes(of: rhs.c_cc) { left.elementsEqual($0) } }
    }
}

private struct PseudoTerminalError: Error, CustomStringConvertible {
    var description: String
}

/// A pseudo-terminal pair of 40×10 cells, closed when released.
private final class PseudoTerminal {
    let master: Int32
    let slave: Int32

    init() throws {
        (master, slave) = try openPseudoTerminal(columns: 40, rows: 10)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(master)
        close(slave)
    }

    /// The slave's device path, for another process to open.
    var name: String { String(cString: ttyname(slave)) }

    var modes: termios {
        var modes = termios()
        tcgetattr(slave, &modes)
        return modes
    }

    /// Waits until the slave is in non-canonical mode, for up to 5 seconds.
    func waitForRawMode() throws {
        for _ in 0..<500 {
            if modes.c_lflag & tcflag_t(ICANON) == 0 { return }
            usleep(10_000)
        }
        throw PseudoTerminalError(description: "raw mode was never entered")
    }

    /// Sends `text` as typed keys.
    func type(_ text: String) {
        _ = text.withCString { write(master, $0, strlen($0)) }
    }

    /// Everything drawn on the slave so far, once it has stopped arriving.
    func output() -> String {
        while readOutput(waitingMilliseconds: 200) {}
        return String(decoding: received, as: UTF8.self)
    }

    /// Waits until what was drawn satisfies `condition`, for up to 5 seconds.
    func waitForOutput(_ condition: (String) -> Bool) throws {
        for _ in 0..<500 {
            if condition(String(decoding: received, as: UTF8.self)) { return }
            _ = readOutput(waitingMilliseconds: 10)
        }
        throw PseudoTerminalError(description: "the expected output never came")
    }

    private var received: [UInt8] = []

    /// Reads what has arrived, waiting up to `milliseconds` for it; false when nothing came.
    private func readOutput(waitingMilliseconds milliseconds: Int32) -> Bool {
        var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        received += buffer[..<count]
        return true
    }

    /// What a 40×10 terminal shows after `output`.
    func screen(showing output: String) -> String {
        var screen = VirtualScreen(size: TerminalSize(columns: 40, rows: 10))
        screen.write(output)
        return screen.text
    }
}

/// Runs `body` on a thread of its own, as a prompt blocks the thread that reads keys.
private final class Background<Value: Sendable>: @unchecked Sendable {
    private let started = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var result: Value?
    private var runningThread = pthread_self()

    init(_ body: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async { [self] in
            runningThread = pthread_self()
            started.signal()
            result = body()
            finished.signal()
        }
        started.wait()
    }

    /// The thread running `body`.
    var thread: pthread_t { runningThread }

    /// What `body` returned, waiting up to 5 seconds for it.
    func value() throws -> Value {
        guard let value = value(waitingMilliseconds: 5000) else {
            throw PseudoTerminalError(description: "the prompt did not end")
        }
        return value
    }

    /// What `body` returned, or nil if it has not returned within `milliseconds`.
    func value(waitingMilliseconds milliseconds: Int) -> Value? {
        guard finished.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
        finished.signal()
        return result
    }
}
