#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: keys and lines are read from standard input, and prompts are
/// drawn on standard error, never on standard output, so `flights checkin … --json >
/// out.json` still writes only data.
///
/// Raw mode keeps output processing on (`OPOST`), so `\n` still starts a new line at
/// the first column and nothing written needs `\r\n`. The terminal is restored on
/// every way out of ``withRawMode(_:)``: a return, a thrown error, and SIGINT, SIGTERM,
/// SIGHUP or SIGQUIT, whose handlers restore the modes, leave the alternate screen, show
/// the cursor and then let the signal end the process as it would have. Ctrl-Z arrives as a key in raw mode:
/// ``suspend()`` puts the terminal back before the process stops. A window
/// resize makes ``readKey()`` return `.unknown`, so the prompt redraws at the new size.
///
/// Only one `SystemTerminal` may be in raw mode at a time in a process.
public final class SystemTerminal: PromptTerminal {
    /// Where keys and lines are read from.
    public let inputDescriptor: Int32
    /// Where prompts are drawn.
    public let outputDescriptor: Int32
    /// As given at creation.
    public let usesColor: Bool
    private let accessible: Bool
    private let fallbackColumns: Int?
    private let fallbackRows: Int?
    private let output: FileDescriptorOutput
    private var decoder = KeyDecoder()
    private var rawModeDepth = 0
    private var isAlternateScreen = false
    private var isReportingMouse = false

    /// How long to wait after an ESC byte for the rest of an escape sequence, in
    /// milliseconds: a terminal sends a sequence at once, a person cannot press a key
    /// that fast after Esc.
    private static let escapeTimeout: Int32 = 50

    /// A terminal on `inputDescriptor` and `outputDescriptor`.
    /// - Parameters:
    ///   - accessible: whether to ask with plain numbered lines (for screen readers)
    ///     even on a terminal.
    ///   - usesColor: whether prompts use colour.
    ///   - fallbackColumns: the width when the terminal does not report one (`COLUMNS`); else 80.
    ///   - fallbackRows: the height when the terminal does not report one (`LINES`); else 24.
    ///   - inputDescriptor: where to read keys and lines; standard input by default.
    ///   - outputDescriptor: where to draw; standard error by default.
    public init(
        accessible: Bool,
        usesColor: Bool,
        fallbackColumns: Int? = nil,
        fallbackRows: Int? = nil,
        inputDescriptor: Int32 = 0,
        outputDescriptor: Int32 = 2
    ) {
        self.accessible = accessible
        self.usesColor = usesColor
        self.fallbackColumns = fallbackColumns
        self.fallbackRows = fallbackRows
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.output = FileDescriptorOutput(descriptor: outputDescriptor)
    }

    /// True when both descriptors are terminals and accessible mode is off.
    public var isInteractive: Bool {
        !accessible && isatty(inputDescriptor) == 1 && isatty(outputDescriptor) == 1
    }

    /// The size the output terminal reports (`TIOCGWINSZ`), read afresh each time;
    /// what it does not report comes from the fallbacks given at creation, else 80×24.
    public var size: TerminalSize {
        var window = winsize()
        let known = ioctl(outputDescriptor, UInt(TIOCGWINSZ), &window) == 0
        return TerminalSize(
            columns: known && window.ws_col > 0 ? Int(window.ws_col) : fallbackColumns ?? 80,
            rows: known && window.ws_row > 0 ? Int(window.ws_row) : fallbackRows ?? 24
        )
    }

    /// Writes `text` to the output descriptor.
    public func write(_ text: String) {
        output.write(text)
    }

    /// Reads the next key, waiting as long as it takes, and no byte past it: keys typed
    /// ahead stay in the terminal for the next prompt or the shell. Returns `.endOfInput` when
    /// the input has ended or cannot be read (a closed terminal), and `.unknown`
    /// when a signal (a resize) interrupted the wait.
    public func readKey() throws(PromptError) -> Key {
        while true {
            if let key = decoder.nextKey(moreMayFollow: true) { return key }
            if decoder.hasBufferedBytes, !inputArrives(withinMilliseconds: Self.escapeTimeout) {
                return decoder.nextKey(moreMayFollow: false) ?? .unknown
            }
            // One byte at a time: what is typed ahead of the key that ends the prompt (pasted
            // answers, the next shell command) stays in the terminal for whoever reads next.
            var byte: UInt8 = 0
            let count = systemRead(inputDescriptor, &byte, 1)
            if count > 0 {
                decoder.append([byte])
            } else if count < 0, errno == EINTR {
                if RawModeSignals.takeResumed() { return .resumed }
                if !decoder.hasBufferedBytes { return .unknown }
            } else {
                return decoder.nextKey(moreMayFollow: false) ?? .endOfInput
            }
        }
    }

    /// Reads the next key if input arrives within `milliseconds`; nil when none did. A key
    /// begun in time is read whole.
    public func readKey(waitingAtMost milliseconds: Int) throws(PromptError) -> Key? {
        if decoder.hasBufferedBytes { return try readKey() }
        var request = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, Int32(clamping: max(0, milliseconds)))
        if ready > 0 { return try readKey() }
        guard ready < 0, errno == EINTR else { return nil }
        // A signal cut the wait short: a continue after a stop, or a resize to redraw for.
        return RawModeSignals.takeResumed() ? .resumed : .unknown
    }

    /// The next key if its first byte is already buffered or waiting in the terminal.
    public func readKeyTypedAhead() throws(PromptError) -> Key? {
        if decoder.hasBufferedBytes { return try readKey() }
        var request = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0 ? try readKey() : nil
    }

    /// Reads one line, byte by byte so nothing after it is taken from the input,
    /// without its `\n` or `\r\n`; nil at the end of the input. Bytes that are not
    /// UTF-8 become U+FFFD.
    public func readLine() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = systemRead(inputDescriptor, &byte, 1)
            if count == 1 {
                if byte == UInt8(ascii: "\n") { break }
                bytes.append(byte)
            } else if count < 0, errno == EINTR {
                continue
            } else if bytes.isEmpty {
                return nil
            } else {
                break
            }
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs `body` with the input terminal in raw mode and the cursor hidden, then
    /// restores both. Nested calls run inside the outermost one's raw mode; on an
    /// input that is not a terminal, `body` simply runs.
    public func withRawMode<T>(_ body: () throws(PromptError) -> T) throws(PromptError) -> T {
        rawModeDepth += 1
        defer { rawModeDepth -= 1 }
        var saved = termios()
        guard rawModeDepth == 1, tcgetattr(inputDescriptor, &saved) == 0 else { return try body() }
        var raw = saved
        Self.makeRaw(&raw)
        // Handlers first: from the moment the modes change, a signal must restore them.
        let previousHandlers = RawModeSignals.install(input: inputDescriptor, output: outputDescriptor, modes: saved, rawModes: raw)
        _ = tcsetattr(inputDescriptor, TCSANOW, &raw)
        write(ANSI.hideCursor)
        defer {
            reportMouse(false)
            showAlternateScreen(false)
            write(ANSI.showCursor)
            _ = tcsetattr(inputDescriptor, TCSANOW, &saved)
            RawModeSignals.restore(previousHandlers)
        }
        return try body()
    }

    /// Stops the process group as the shell's Ctrl-Z would; the stop's handler puts the
    /// terminal back first, and raw mode comes back when the shell continues it.
    public func suspend() {
        guard rawModeDepth > 0 else { return }
        _ = kill(0, SIGTSTP)
        // Continued: the prompt that asked draws itself anew, the flag is already answered.
        _ = RawModeSignals.takeResumed()
    }

    /// Shows the alternate screen or the normal one; a signal that ends the process while
    /// the alternate screen is shown leaves it first.
    public func showAlternateScreen(_ shown: Bool) {
        guard shown != isAlternateScreen else { return }
        isAlternateScreen = shown
        // Marked before entering and after leaving, so a signal never misses it.
        if shown { RawModeSignals.setAlternateScreen(true) }
        write(shown ? ANSI.enterAlternateScreen : ANSI.leaveAlternateScreen)
        if !shown { RawModeSignals.setAlternateScreen(false) }
    }

    /// Turns mouse reports on or off; a signal that ends or stops the process while they are
    /// on turns them off first, and a continue turns them on again.
    public func reportMouse(_ on: Bool) {
        guard on != isReportingMouse, rawModeDepth > 0 else { return }
        isReportingMouse = on
        if on { RawModeSignals.setMouseReporting(true) }
        write(on ? ANSI.enableMouse : ANSI.disableMouse)
        if !on { RawModeSignals.setMouseReporting(false) }
    }

    /// Raw mode as `cfmakeraw` sets it, except that output processing stays on.
    private static func makeRaw(_ modes: inout termios) {
        modes.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        modes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &modes.c_cc) { characters in
            // Each read waits for at least one byte, however long it takes.
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
    }

    /// Whether input can be read within `milliseconds`.
    private func inputArrives(withinMilliseconds milliseconds: Int32) -> Bool {
        var request = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
