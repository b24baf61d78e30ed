import Glibc
import Synchronization

/// A program a test runs, spawned with `posix_spawn` and reaped with `waitpid` on its own pid.
///
/// Foundation's `Process` notices a child's end through a SIGCHLD dispatch source, which on
/// Linux can miss it when tests spawn programs in parallel: `waitUntilExit()` then waits
/// forever for a child that is already a zombie, and the whole test run hangs. Waiting on
/// the pid cannot miss, and every wait here has a deadline after which the child is killed
/// and the test fails instead of hanging.
public final class ChildProcess {
    /// How a child ended.
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)

        /// The exit status as a shell reports it: the code, or 128 plus the signal.
        public var status: Int32 {
            switch self {
            case .exited(let code): code
            case .signalled(let signal): 128 + signal
            }
        }
    }

    /// What a finished run printed and how it ended.
    public struct Output: Sendable {
        public let termination: Termination
        public let stdout: String
        public let stderr: String

        /// The exit status as a shell reports it.
        public var status: Int32 { termination.status }
    }

    public let pid: pid_t
    private var ended: Termination?

    /// Starts `executable` with exactly `environment`. Each standard stream is the given
    /// descriptor, or /dev/null when nil; the descriptors stay open in the caller. With
    /// `ownProcessGroup`, the child leads a process group of its own, as a shell starts a
    /// job, so that what it sends to its group (`kill(0, SIGTSTP)` on Ctrl-Z) stops only it.
    public init(_ executable: String, _ arguments: [String], environment: [String: String],
                stdin: Int32? = nil, stdout: Int32? = nil, stderr: Int32? = nil,
                ownProcessGroup: Bool = false) throws(ChildProcessError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            if let source {
                posix_spawn_file_actions_adddup2(&actions, source, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        // A test runs on a thread that blocks signals; the child starts as from a shell, with
        // none blocked and every one at its default, or a tmux server started by it could
        // never hear of its children's end nor be told to stop.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        let group = ownProcessGroup ? POSIX_SPAWN_SETPGROUP : 0
        guard posix_spawnattr_setsigmask(&attributes, &none) == 0,
              posix_spawnattr_setsigdefault(&attributes, &all) == 0,
              posix_spawnattr_setpgroup(&attributes, 0) == 0,
              posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | group)) == 0
        else { throw ChildProcessError(description: "cannot set up the signals of \(executable)") }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let error = Self.whileNoChildStarts { posix_spawn(&child, executable, &actions, &attributes, argv, envp) }
        guard error == 0 else { throw ChildProcessError(description: "cannot run \(executable): \(String(cString: strerror(error)))") }
        pid = child
    }

    /// Runs `body`, which makes descriptors and marks them close-on-exec, while no other
    /// child can start and inherit them half-made.
    public static func whileNoChildStarts<Result>(_ body: () throws -> Result) rethrows -> Result {
        try spawning.withLock { _ in try body() }
    }

    private static let spawning = Mutex(())

    /// Whether the child has ended (and is reaped), without waiting. A child that cannot be
    /// waited for (it is not this process's) counts as ended, so no wait spins on it.
    public var hasExited: Bool {
        reap(options: WNOHANG)
        return ended != nil
    }

    /// Waits for the child to end; past `timeout` it is killed and this throws.
    @discardableResult
    public func wait(timeout: Duration = .seconds(60)) throws(ChildProcessError) -> Termination {
        let deadline = ContinuousClock.now + timeout
        while !hasExited {
            guard ContinuousClock.now < deadline else {
                kill(SIGKILL)
                reap(options: 0)
                throw ChildProcessError(description: "pid \(pid) still ran after \(timeout) and was killed")
            }
            usleep(5_000)
        }
        return ended!
    }

    /// Waits until the child stops (SIGTSTP, SIGSTOP) and returns true, or returns false when
    /// it ends first or `timeout` passes; an end is kept for ``wait(timeout:)``.
    public func waitUntilStopped(timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ended == nil, ContinuousClock.now < deadline {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG | WUNTRACED)
            if result == pid {
                if status & 0xFF == 0x7F { return true }
                let signal = status & 0x7F
                ended = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
            } else if result < 0, errno != EINTR {
                ended = .exited(-1)
            } else {
                usleep(5_000)
            }
        }
        return false
    }

    /// Sends `signal` to the child, unless it has already been reaped.
    public func kill(_ signal: Int32 = SIGTERM) {
        if ended == nil { _ = Glibc.kill(pid, signal) }
    }

    private func reap(options: Int32) {
        guard ended == nil else { return }
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, options) } while result < 0 && errno == EINTR
        if result < 0 {
            // Reaped already, or never ours: nothing is left to wait for, nor to kill.
            ended = .exited(-1)
            return
        }
        guard result == pid else { return }
        let signal = status & 0x7F
        ended = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    deinit {
        if ended == nil {
            kill(SIGKILL)
            reap(options: 0)
        }
    }
}

extension ChildProcess {
    /// Runs `executable` to its end with stdin from /dev/null and returns what it printed on
    /// stdout (unless `stdout` names a descriptor to write to instead) and stderr.
    ///
    /// Reading stops at the deadline too: a daemon the child leaves behind holding the pipes
    /// open must not hang the test.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                           stdout: Int32? = nil, timeout: Duration = .seconds(60)) throws(ChildProcessError) -> Output {
        let outPipe = try stdout == nil ? CloseOnExecPipe() : nil
        let errPipe: CloseOnExecPipe
        do {
            errPipe = try CloseOnExecPipe()
        } catch {
            outPipe?.closeBoth()
            throw error
        }
        let child: ChildProcess
        do {
            child = try ChildProcess(executable, arguments, environment: environment,
                                     stdout: stdout ?? outPipe?.write, stderr: errPipe.write)
        } catch {
            outPipe?.closeBoth()
            errPipe.closeBoth()
            throw error
        }
        outPipe?.closeWrite()
        errPipe.closeWrite()
        defer { outPipe?.closeRead(); errPipe.closeRead() }

        let deadline = ContinuousClock.now + timeout
        var streams = [outPipe, errPipe].compactMap { $0 }.map { (descriptor: $0.read, bytes: [UInt8]()) }
        var open = streams.indices.map { _ in true }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(true), ContinuousClock.now < deadline {
            var requests = streams.indices.filter { open[$0] }
                .map { pollfd(fd: streams[$0].descriptor, events: Int16(POLLIN), revents: 0) }
            guard poll(&requests, nfds_t(requests.count), 100) > 0 else { continue }
            for request in requests where request.revents != 0 {
                let index = streams.firstIndex { $0.descriptor == request.fd }!
                let count = read(request.fd, &buffer, buffer.count)
                if count > 0 { streams[index].bytes += buffer[..<count] } else if count == 0 || errno != EINTR { open[index] = false }
            }
        }
        let remaining = deadline - ContinuousClock.now
        let termination = try child.wait(timeout: remaining > .zero ? remaining : .zero)
        if open.contains(true) {
            throw ChildProcessError(description: "\(executable) ended but something it started kept its output open")
        }
        let text = streams.map { String(decoding: $0.bytes, as: UTF8.self) }
        return Output(termination: termination, stdout: stdout == nil ? text[0] : "", stderr: text.last!)
    }
}

/// Why a child could not be run or waited for.
public struct ChildProcessError: Error, CustomStringConvertible {
    public let description: String
}
