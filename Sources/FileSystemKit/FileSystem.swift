/// The file system as the tool uses it: the seam through which data files are read
/// and the state file is written. ``PosixFileSystem`` is the real one.
public protocol FileSystem: Sendable {
    /// The whole file, which must be a regular file of at most `limit` bytes: a named pipe
    /// or a device could be read without end.
    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8]
    /// Bytes of the regular file from `offset` on, as many as `buffer` holds or the file has
    /// left; how many were read. For a part of a large file read once, which a mapping would
    /// bring into the process page by page, and leave there.
    func read(_ path: String, at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int
    /// The whole regular file, mapped into memory rather than copied: for large data files.
    /// Its pages come in as they are first read.
    func map(_ path: String) throws(FileSystemError) -> MappedFile
    /// Size and modification time, which say whether a cache built from the file is still good.
    func stamp(_ path: String) throws(FileSystemError) -> FileStamp
    /// The absolute path without symbolic links, `.` or `..`; nil when it does not exist.
    func canonicalPath(_ path: String) -> String?
    /// Whether something exists at `path`.
    func exists(_ path: String) -> Bool
    /// Whether `path` is a file that may be run: not a directory, and executable by the user.
    func isExecutable(_ path: String) -> Bool
    /// Whether `path` is a directory, or a link to one.
    func isDirectory(_ path: String) -> Bool
    /// The names of the entries of the directory (`.` and `..` left out), sorted by their bytes.
    func directoryEntries(_ path: String) throws(FileSystemError) -> [String]
    /// Creates `path` and its missing parents, readable by the user only.
    func createDirectories(_ path: String) throws(FileSystemError)
    /// Takes an exclusive advisory lock on `path` (created if needed), waiting for
    /// other holders; the lock lasts until ``FileLock/release()`` or the process ends.
    func lock(_ path: String) throws(FileSystemError) -> FileLock
    /// Replaces `path` with `bytes` so that a reader, or a crash at any moment, sees
    /// either the old file or the new one, never a mix: a temporary file beside it,
    /// written and synced, then renamed over it, then the directory synced.
    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemError)
    /// Removes the file at `path`; removing one that is not there is not an error.
    func remove(_ path: String) throws(FileSystemError)
    /// A new file in `directory` without a name, for `size` bytes (refused at once when the
    /// disk has not that much room, rather than in the middle of the writing): written, then
    /// mapped, and gone from the disk when the last of it is released, whatever becomes of
    /// the process.
    func scratchFile(in directory: String, size: Int) throws(FileSystemError) -> any ScratchFile
}

/// A file being written once, then read: see ``FileSystem/scratchFile(in:size:)``.
public protocol ScratchFile: AnyObject, Sendable {
    /// Writes `bytes` after those written before.
    func append(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError)
    /// What was written, mapped; the mapping outlives this object.
    func map() throws(FileSystemError) -> MappedFile
}

/// A held lock; releasing it twice is harmless.
public protocol FileLock: AnyObject, Sendable {
    func release()
}

/// A file operation that failed, with the path and the system's reason.
public struct FileSystemError: Error, Sendable, Equatable {
    /// The file the operation was about.
    public let path: String
    /// What went wrong, as the system says it (`strerror`).
    public let reason: String
    /// The file (or a directory on its way) does not exist.
    public let isMissing: Bool

    /// An error about `path`; `isMissing` when the file does not exist.
    public init(path: String, reason: String, isMissing: Bool = false) {
        self.path = path
        self.reason = reason
        self.isMissing = isMissing
    }
}

/// What identifies a version of a file without reading it.
public struct FileStamp: Sendable, Equatable {
    /// In bytes.
    public var size: Int
    /// The last modification, whole seconds since 1970.
    public var modificationSeconds: Int
    /// The nanoseconds of the last modification.
    public var modificationNanoseconds: Int

    /// A stamp with the given size and time.
    public init(size: Int, modificationSeconds: Int, modificationNanoseconds: Int) {
        self.size = size
        self.modificationSeconds = modificationSeconds
        self.modificationNanoseconds = modificationNanoseconds
    }
}

/// A file's bytes, mapped read-only until the value is released.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes, valid as long as this object lives.
    public let bytes: UnsafeRawBufferPointer
    private let release: @Sendable (UnsafeRawBufferPointer) -> Void
    private let cutCheck: @Sendable () -> Bool
    private let discardPages: @Sendable (UnsafeRawBufferPointer) -> Void

    /// Bytes that `release` gives back (unmaps or frees) when this object goes; `wasCut`
    /// says whether the file was cut short while they were read; `discard` lets the memory
    /// of some of them go (see ``discard(_:)``).
    public init(bytes: UnsafeRawBufferPointer, wasCut: @escaping @Sendable () -> Bool = { false },
                discard: @escaping @Sendable (UnsafeRawBufferPointer) -> Void = { _ in },
                release: @escaping @Sendable (UnsafeRawBufferPointer) -> Void) {
        self.bytes = bytes
        self.cutCheck = wasCut
        self.discardPages = discard
        self.release = release
    }

    /// Lets the memory of the whole pages within `range` go, once they have been read: a
    /// mapped file's pages leave the process (they read from the file again if touched), so
    /// that reading a large file from start to end does not keep it all resident.
    public func discard(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<bytes.count)
        guard !range.isEmpty else { return }
        discardPages(UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    /// Whether the file was cut short while it was mapped, so that some of the bytes read
    /// stood for pages it no longer had (they read as zeros): what was read is not the file.
    public var wasCut: Bool { cutCheck() }

    /// A copy of `array`, for tests and for files too small to map.
    public convenience init(copying array: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, array.count), alignment: 16)
        buffer.copyBytes(from: array)
        self.init(bytes: UnsafeRawBufferPointer(start: buffer.baseAddress, count: array.count)) { bytes in
            UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        }
    }

    deinit { release(bytes) }
}
