/// The file system as the tool uses it: the seam through which data files are read
/// and the state file is written. ``PosixFileSystem`` is the real one.
public protocol FileSystem: Sendable {
    /// The whole file.
    func read(_ path: String) throws(FileSystemError) -> [UInt8]
    /// Whether something exists at `path`.
    func exists(_ path: String) -> Bool
    /// Creates `path` and its missing parents, readable by the user only.
    func createDirectories(_ path: String) throws(FileSystemError)
    /// Takes an exclusive advisory lock on `path` (created if needed), waiting for
    /// other holders; the lock lasts until ``FileLock/release()`` or the process ends.
    func lock(_ path: String) throws(FileSystemError) -> FileLock
    /// Replaces `path` with `bytes` so that a reader, or a crash at any moment, sees
    /// either the old file or the new one, never a mix: a temporary file beside it,
    /// written and synced, then renamed over it, then the directory synced.
    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemError)
}

/// A held lock; releasing it twice is harmless.
public protocol FileLock: AnyObject, Sendable {
    func release()
}

/// A file operation that failed, with the path and the system's reason.
public struct FileSystemError: Error, Sendable, Equatable {
    public let path: String
    public let reason: String
    /// The file (or a directory on its way) does not exist.
    public let isMissing: Bool

    public init(path: String, reason: String, isMissing: Bool = false) {
        self.path = path
        self.reason = reason
        self.isMissing = isMissing
    }
}
