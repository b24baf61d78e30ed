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
    static func environmentVariables() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
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
}
