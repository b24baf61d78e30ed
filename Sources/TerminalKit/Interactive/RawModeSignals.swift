#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal handlers that put the terminal back when a signal ends the process
/// while it is in raw mode, make a window resize wake a blocked key read, and
/// suspend and resume it as a shell's job control expects: on SIGTSTP (Ctrl-Z, or
/// `kill -TSTP`) the terminal is put back and the process stops; on SIGCONT (`fg`)
/// raw mode comes back and the key read that was waiting returns ``Key/resumed``.
///
/// A handler may only call async-signal-safe functions and read memory that is
/// ready before it runs, so what it needs (the descriptors, the modes to restore,
/// the bytes that show the cursor) lives in a buffer allocated once and filled in
/// before the handlers are installed. Only one terminal can be in raw mode at a time.
enum RawModeSignals {
    /// The signals whose default action ends the process. Ctrl-C does not raise
    /// SIGINT in raw mode, but `kill` still can.
    static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF]

    /// What the handlers read.
    private struct Restoration {
        var input: Int32 = 0
        var output: Int32 = 2
        var modes = termios()
        /// The raw modes, put back when the process is continued after a stop.
        var rawModes = termios()
        /// Shows the cursor and ends the line, so the shell's prompt starts on its own line.
        var message: UnsafeMutableBufferPointer<UInt8>
        /// Hides the cursor again, on resuming.
        var hideCursor: UnsafeMutableBufferPointer<UInt8>
        /// Shows the alternate screen again, on resuming when it was shown.
        var enterAlternateScreen: UnsafeMutableBufferPointer<UInt8>
        /// Set when the process was continued after a stop, until ``takeResumed()``.
        var resumed = false
        /// Shows the normal screen again; written first when `inAlternateScreen`.
        var leaveAlternateScreen: UnsafeMutableBufferPointer<UInt8>
        var inAlternateScreen = false
        /// Turn mouse reports off and on again; the first written first when `reportingMouse`.
        var disableMouse: UnsafeMutableBufferPointer<UInt8>
        var enableMouse: UnsafeMutableBufferPointer<UInt8>
        var reportingMouse = false
    }

    nonisolated(unsafe) private static let restoration: UnsafeMutablePointer<Restoration> = {
        func buffer(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
            let bytes = Array(text.utf8)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = buffer.initialize(from: bytes)
            return buffer
        }
        let pointer = UnsafeMutablePointer<Restoration>.allocate(capacity: 1)
        pointer.initialize(to: Restoration(message: buffer(ANSI.showCursor + "\n"), hideCursor: buffer(ANSI.hideCursor),
                                           enterAlternateScreen: buffer(ANSI.enterAlternateScreen),
                                           leaveAlternateScreen: buffer(ANSI.leaveAlternateScreen),
                                           disableMouse: buffer(ANSI.disableMouse), enableMouse: buffer(ANSI.enableMouse)))
        return pointer
    }()

    /// Tells the handlers whether the alternate screen is shown, to leave it before the process ends.
    static func setAlternateScreen(_ shown: Bool) {
        restoration.pointee.inAlternateScreen = shown
    }

    /// Tells the handlers whether mouse reports are on, to turn them off before the process ends or stops.
    static func setMouseReporting(_ on: Bool) {
        restoration.pointee.reportingMouse = on
    }

    /// The actions in place before ``install(input:output:modes:)``, to put back.
    struct Previous {
        fileprivate var actions: [(signal: Int32, action: sigaction)]
    }

    /// Installs the handlers: on a signal in `ending`, `modes` are restored on `input`,
    /// the normal screen and the cursor shown on `output`, and the signal raised again with its default
    /// action; a resize interrupts a blocked read; a stop restores `modes` and a continue
    /// `rawModes`. Returns the handlers replaced.
    static func install(input: Int32, output: Int32, modes: termios, rawModes: termios) -> Previous {
        restoration.pointee.input = input
        restoration.pointee.output = output
        restoration.pointee.modes = modes
        restoration.pointee.rawModes = rawModes
        restoration.pointee.resumed = false
        var previous = Previous(actions: [])
        for signal in ending {
            previous.actions.append((signal, replaceAction(of: signal, with: restoreAndRaise)))
        }
        previous.actions.append((SIGWINCH, replaceAction(of: SIGWINCH, with: wake)))
        previous.actions.append((SIGTSTP, replaceAction(of: SIGTSTP, with: restoreAndStop)))
        previous.actions.append((SIGCONT, replaceAction(of: SIGCONT, with: resume)))
        return previous
    }

    /// Whether the process was continued after a stop since the last call: the screen is
    /// then the shell's, and a prompt draws its frame anew.
    static func takeResumed() -> Bool {
        defer { restoration.pointee.resumed = false }
        return restoration.pointee.resumed
    }

    /// Puts back the handlers `install` replaced.
    static func restore(_ previous: Previous) {
        for (signal, action) in previous.actions {
            var action = action
            _ = sigaction(signal, &action, nil)
        }
    }

    /// Installs `handler` for `signal`, without `SA_RESTART` so that a blocked `read`
    /// returns with EINTR, and returns the action it replaces.
    private static func replaceAction(of signal: Int32, with handler: @escaping @convention(c) (Int32) -> Void) -> sigaction {
        var action = Self.action(handler)
        var previous = sigaction()
        _ = sigaction(signal, &action, &previous)
        return previous
    }

    /// An action that calls `handler` (or `SIG_DFL`), with no other signal blocked and no flags.
    /// Async-signal-safe: it only fills in a structure.
    private static func action(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        return action
    }

    /// The shell's modes, the normal screen and the cursor again; only async-signal-safe calls.
    private static func putTerminalBack() {
        let restoration = RawModeSignals.restoration
        _ = tcsetattr(restoration.pointee.input, TCSANOW, &restoration.pointee.modes)
        if restoration.pointee.reportingMouse {
            let off = restoration.pointee.disableMouse
            _ = write(restoration.pointee.output, off.baseAddress, off.count)
        }
        if restoration.pointee.inAlternateScreen {
            let leave = restoration.pointee.leaveAlternateScreen
            _ = write(restoration.pointee.output, leave.baseAddress, leave.count)
        }
        let message = restoration.pointee.message
        _ = write(restoration.pointee.output, message.baseAddress, message.count)
    }

    private static let restoreAndRaise: @convention(c) (Int32) -> Void = { signal in
        RawModeSignals.putTerminalBack()
        var action = RawModeSignals.action(SIG_DFL)
        _ = sigaction(signal, &action, nil)
        // Blocked until this handler returns, then delivered with the default action.
        _ = raise(signal)
    }

    /// Puts the terminal back as the shell left it, then stops as SIGTSTP's default action
    /// would: the shell's prompt comes back in its own modes, with the cursor shown.
    ///
    /// The stop happens inside this handler, so that it can tell when there was none: the
    /// kernel discards it when no shell could continue the process (an orphaned process
    /// group, as of a command that tmux, ssh or a terminal emulator runs directly), and the
    /// prompt then goes on in raw mode, drawn anew, instead of in the shell's modes.
    private static let restoreAndStop: @convention(c) (Int32) -> Void = { _ in
        RawModeSignals.putTerminalBack()
        RawModeSignals.restoration.pointee.resumed = false
        var stop = RawModeSignals.action(SIG_DFL)
        _ = sigaction(SIGTSTP, &stop, nil)
        var stopSignal = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &stopSignal, nil)
        // Delivered at once with the default action: stopped here until SIGCONT, whose
        // handler puts raw mode back, or not stopped at all.
        _ = raise(SIGTSTP)
        if !RawModeSignals.restoration.pointee.resumed { resume(SIGCONT) }
    }

    /// Back from a stop: raw mode, the hidden cursor and the alternate screen again, the
    /// stop's handler in place for the next Ctrl-Z, and the waiting read told to redraw.
    private static let resume: @convention(c) (Int32) -> Void = { _ in
        let restoration = RawModeSignals.restoration
        _ = tcsetattr(restoration.pointee.input, TCSANOW, &restoration.pointee.rawModes)
        let hide = restoration.pointee.hideCursor
        _ = write(restoration.pointee.output, hide.baseAddress, hide.count)
        if restoration.pointee.inAlternateScreen {
            let enter = restoration.pointee.enterAlternateScreen
            _ = write(restoration.pointee.output, enter.baseAddress, enter.count)
        }
        if restoration.pointee.reportingMouse {
            let on = restoration.pointee.enableMouse
            _ = write(restoration.pointee.output, on.baseAddress, on.count)
        }
        var stop = RawModeSignals.action(restoreAndStop)
        _ = sigaction(SIGTSTP, &stop, nil)
        restoration.pointee.resumed = true
    }

    /// Does nothing: being called is enough to interrupt the read.
    private static let wake: @convention(c) (Int32) -> Void = { _ in }
}
