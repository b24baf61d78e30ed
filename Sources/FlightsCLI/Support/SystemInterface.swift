#if canImport(Glibc)
import FileSystemKit
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlightBoard

/// The place that asks the operating system for the environment and the time
/// (files go through ``PosixFileSystem``); everything else receives them through ``Environment``.
enum SystemInterface {
    /// The variables of the process's environment named in `names`: the others are never read,
    /// and making a text of each name and value, then freeing them at exit, was a sixth of a
    /// short command's time.
    static func environmentVariables(named names: [String]) -> [String: String] {
        let wanted = names.map { Array($0.utf8) }
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            // Split on the bytes: a Character search walks grapheme clusters, several times the cost.
            let length = strlen(entry)
            entry.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
                let text = UnsafeBufferPointer(start: bytes, count: length)
                guard let equals = text.firstIndex(of: UInt8(ascii: "=")),
                      let name = wanted.first(where: { $0.elementsEqual(text[..<equals]) }) else { return }
                result[String(decoding: name, as: UTF8.self)] = String(decoding: text[(equals + 1)...], as: UTF8.self)
            }
            pointer += 1
        }
        return result
    }

    @Sendable static func now() -> Instant {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Instant(secondsSinceEpoch: Int(spec.tv_sec))
    }

    /// Sleeps for `duration`, again after a signal that does not end the process.
    @Sendable static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        guard seconds > 0 || attoseconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }

    /// Runs `path` with `arguments`, its output and errors discarded, and waits for it.
    @Sendable static func run(_ path: String, _ arguments: [String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status == 0
    }
}
