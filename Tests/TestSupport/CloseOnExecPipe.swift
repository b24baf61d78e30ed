import Glibc

/// A pipe whose ends are closed on exec, so no child but the one given an end inherits it.
public struct CloseOnExecPipe {
    public let read: Int32
    public let write: Int32

    public init() throws(ChildProcessError) {
        var ends: [Int32] = [0, 0]
        let made = ChildProcess.whileNoChildStarts {
            guard pipe(&ends) == 0 else { return false }
            ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
            return true
        }
        guard made else { throw ChildProcessError(description: "pipe: \(String(cString: strerror(errno)))") }
        read = ends[0]
        write = ends[1]
    }

    public func closeRead() { close(read) }
    public func closeWrite() { close(write) }
    public func closeBoth() { close(read); close(write) }
}
