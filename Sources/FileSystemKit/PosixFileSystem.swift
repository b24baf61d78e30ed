#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, through POSIX calls.
public struct PosixFileSystem: FileSystem {
    private let abandoned = AbandonedTemporaries()

    /// The file system of the process.
    public init() {}

    /// The whole file, read in one round when its size holds; refused when it is not a
    /// regular file or holds more than `limit` bytes.
    public func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let (fd, size) = try openFile(path)
        defer { close(fd) }
        guard size <= limit else { throw tooLarge(path, limit) }
        // Read straight into the result, sized by the file and a byte more, so that the end
        // shows in the first round; a file that grows meanwhile is read on in more rounds,
        // up to a byte past the limit, which is enough to know it is too large.
        var bytes: [UInt8] = []
        var capacity = min(max(size + 1, 4096), limit + 1)
        while true {
            let start = bytes.count
            var failed = false
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                if start > 0 { _ = UnsafeMutableBufferPointer(rebasing: buffer[..<start]).initialize(from: bytes) }
                count = start
                while count < capacity {
                    let got = Glibc.read(fd, buffer.baseAddress! + count, capacity - count)
                    if got < 0 && errno == EINTR { continue }
                    if got < 0 { failed = true; return }
                    if got == 0 { return }
                    count += got
                }
            }
            if failed { throw error(path) }
            if bytes.count < capacity { return bytes }
            if capacity > limit { throw tooLarge(path, limit) }
            capacity = min(capacity * 2, limit + 1)
        }
    }

    /// `pread` until the buffer is full or the file ends.
    public func read(_ path: String, at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        let (fd, _) = try openFile(path)
        defer { close(fd) }
        var count = 0
        while count < buffer.count {
            let got = pread(fd, buffer.baseAddress! + count, buffer.count - count, off_t(offset + count))
            if got < 0 && errno == EINTR { continue }
            if got < 0 { throw error(path) }
            if got == 0 { break }
            count += got
        }
        return count
    }

    private func tooLarge(_ path: String, _ limit: Int) -> FileSystemError {
        FileSystemError(path: path, reason: "larger than \(limit >> 20) MB, more than a file of this kind ever holds")
    }

    /// A regular file opened for reading, and its size. Opened without waiting, so that a
    /// named pipe with no writer is refused instead of hanging the program.
    private func openFile(_ path: String) throws(FileSystemError) -> (descriptor: Int32, size: Int) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw error(path) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let failure = error(path)
            close(fd)
            throw failure
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
            if kind == S_IFDIR { throw error(path, EISDIR) }
            let what = kind == S_IFIFO ? "a named pipe" : kind == S_IFCHR || kind == S_IFBLK ? "a device"
                : kind == S_IFSOCK ? "a socket" : "not a file"
            throw FileSystemError(path: path, reason: "\(what), not a regular file")
        }
        // O_NONBLOCK does nothing to a regular file's reads, so it is left set: clearing it
        // cost two calls a file, and a cached board opens dozens of images.
        return (fd, Int(info.st_size))
    }

    /// The file mapped read-only; pages come in as they are read. A page the file no longer
    /// has, when it is cut short meanwhile, reads as zeros (see ``MappedFile/wasCut``).
    public func map(_ path: String) throws(FileSystemError) -> MappedFile {
        let (fd, size) = try openFile(path)
        defer { close(fd) }
        guard size > 0 else { return MappedFile(copying: []) }
        // Not populated at once: a query reads a few blocks of a cache image, and the CSV
        // parser brings in each stretch of a data file on the core that parses it.
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            throw error(path)
        }
        let bytes = UnsafeRawBufferPointer(start: address, count: size)
        guard let slot = ShrinkGuard.register(bytes) else {
            return MappedFile(bytes: bytes, discard: Self.dropPages) { bytes in
                munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
            }
        }
        return MappedFile(bytes: bytes, wasCut: { ShrinkGuard.wasCut(slot) }, discard: Self.dropPages) { bytes in
            ShrinkGuard.release(slot)
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        }
    }

    /// `MADV_DONTNEED` on the whole pages within `bytes` of a read-only mapping: they leave
    /// the process, and read from the file again should they be touched.
    @Sendable static func dropPages(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let first = (Int(bitPattern: base) + page - 1) / page * page
        let end = (Int(bitPattern: base) + bytes.count) / page * page
        guard end > first, let start = UnsafeMutableRawPointer(bitPattern: first) else { return }
        madvise(start, end - first, MADV_DONTNEED)
    }

    /// Size and modification time, from `stat`.
    public func stamp(_ path: String) throws(FileSystemError) -> FileStamp {
        var info = stat()
        guard stat(path, &info) == 0 else { throw error(path) }
        return FileStamp(size: Int(info.st_size), modificationSeconds: Int(info.st_mtim.tv_sec),
                         modificationNanoseconds: Int(info.st_mtim.tv_nsec))
    }

    /// The absolute path with links resolved (`realpath`); nil when it does not exist.
    public func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether anything is at `path`.
    public func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `access` lets the user run `path`, which is not a directory.
    public func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0 && !isDirectory(path)
    }

    /// Whether `stat` (which follows links) finds a directory.
    public func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The entries `readdir` gives, sorted by their bytes, so that files named by month
    /// (`2024-01.csv`) come in order of their months.
    public func directoryEntries(_ path: String) throws(FileSystemError) -> [String] {
        guard let stream = opendir(path) else { throw error(path) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Makes the directory and its missing parents, readable by the owner only.
    public func createDirectories(_ path: String) throws(FileSystemError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o700) != 0, errno != EEXIST { throw error(built) }
        }
    }

    /// An exclusive `flock` on the file, created if missing, held until released.
    public func lock(_ path: String) throws(FileSystemError) -> FileLock {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw error(path) }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let failure = error(path)
            close(fd)
            throw failure
        }
        return DescriptorLock(fd: fd)
    }

    /// `unlink`; a file already gone is not an error.
    public func remove(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw error(path) }
    }

    /// Writes a temporary file beside `path`, syncs it, then renames it over `path`.
    ///
    /// When `path` is a symbolic link, the file it points to is replaced and the link kept.
    /// The temporary file is created anew (`O_EXCL`), never through a link planted in its
    /// place, and the temporary files that killed writers left beside it are removed.
    public func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemError) {
        let target = linkTarget(path) ?? path
        let (temporary, fd) = try createTemporary(for: target)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let failure = error(temporary)
                close(fd)
                unlink(temporary)
                throw failure
            }
            written += count
        }
        guard fsync(fd) == 0 else {
            let failure = error(temporary)
            close(fd)
            unlink(temporary)
            throw failure
        }
        // Closed (and its lock let go) once renamed: until then another process could take it for abandoned.
        guard rename(temporary, target) == 0 else {
            let failure = error(target)
            unlink(temporary)
            close(fd)
            throw failure
        }
        close(fd)
        // Sync the directory so the rename itself survives a power cut.
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
        let dirfd = open(directory, O_RDONLY | O_CLOEXEC)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        abandoned.remove(of: name, in: directory) { (try? directoryEntries(directory)) ?? [] }
    }

    /// A new temporary file beside `target`, `<target>.tmp.<pid>`, locked for as long as this
    /// process writes it, so that no other process takes it for abandoned. One of that name
    /// left by an earlier process of this number, or planted, is removed first (a link itself,
    /// never what it points to); one whose writer is alive still (a process of another
    /// namespace, with the same number) is left, and `.tmp.<pid>.1`, `.2`… tried instead.
    private func createTemporary(for target: String) throws(FileSystemError) -> (path: String, fd: Int32) {
        let base = "\(target).tmp.\(getpid())"
        for attempt in 0..<Self.temporaryNames {
            let temporary = attempt == 0 ? base : "\(base).\(attempt)"
            var fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0 && errno == EEXIST {
                let existing = open(temporary, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
                let held = existing >= 0 && AbandonedTemporaries.isHeld(existing)
                if existing >= 0 { close(existing) }
                if held { continue }
                unlink(temporary)
                fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            }
            guard fd >= 0 else { throw error(temporary) }
            // A new file: nobody else can hold its lock, so this never waits.
            _ = flock(fd, LOCK_EX)
            return (temporary, fd)
        }
        throw FileSystemError(path: base, reason: "\(Self.temporaryNames) temporary files of this name are being written by other processes")
    }

    /// How many names a replace tries for its temporary file before it gives up.
    private static let temporaryNames = 8

    /// Where the symbolic link at `path` finally leads, when it is one; nil otherwise.
    private func linkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Made with `mkstemp` and unlinked at once: `O_TMPFILE` is not on every file system.
    public func scratchFile(in directory: String, size: Int) throws(FileSystemError) -> any ScratchFile {
        var template = Array("\(directory)/.flights-scratch-XXXXXX".utf8CString)
        let (fd, code) = template.withUnsafeMutableBufferPointer { name in
            let fd = mkstemp(name.baseAddress!)
            let code = errno
            if fd >= 0 { unlink(name.baseAddress!) }
            return (fd, code)
        }
        guard fd >= 0 else { throw error(directory, code) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        // The free room is looked at, not set aside: posix_fallocate cost a second of the
        // system's time for a month of the BTS on some runs, and the write says a full disk too.
        // A file system that tells no sizes (no blocks at all, as some FUSE ones) is not judged.
        var info = statvfs()
        if size > 0, fstatvfs(fd, &info) == 0, info.f_blocks > 0 {
            let blockSize = max(1, Int(clamping: info.f_frsize))
            let free = Int(clamping: info.f_bavail)
            if free < size / blockSize + 1 {
                close(fd)
                let bytes = free.multipliedReportingOverflow(by: blockSize)
                throw FileSystemError(path: directory, reason: "no room for \(Self.megabytes(size)) "
                                      + "(\(Self.megabytes(bytes.overflow ? Int.max : bytes.partialValue)) free)")
            }
        }
        return PosixScratchFile(fd: fd, directory: directory)
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes >= 10_000_000 ? "\(bytes / 1_000_000) MB" : "\((bytes + 999) / 1000) kB"
    }

    private func error(_ path: String, _ code: Int32 = errno) -> FileSystemError {
        FileSystemError(path: path, reason: String(cString: strerror(code)), isMissing: code == ENOENT || code == ENOTDIR)
    }
}

/// An `flock` held on an open descriptor; closing the descriptor releases it.
/// Used by the one thread that took it.
private final class DescriptorLock: FileLock, @unchecked Sendable {
    private var fd: Int32

    init(fd: Int32) {
        self.fd = fd
    }

    func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    deinit { release() }
}

/// A scratch file's descriptor, written in order and closed when the object goes. Its
/// errors name its folder: the file itself has no name.
private final class PosixScratchFile: ScratchFile, @unchecked Sendable {
    private let fd: Int32
    private let directory: String
    private var written = 0

    init(fd: Int32, directory: String) {
        self.fd = fd
        self.directory = directory
    }

    func append(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError) {
        var done = 0
        while done < bytes.count {
            let count = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(written + done))
            if count < 0 && errno == EINTR { continue }
            if count < 0 {
                throw FileSystemError(path: directory, reason: String(cString: strerror(errno)))
            }
            done += count
        }
        written += done
    }

    func map() throws(FileSystemError) -> MappedFile {
        guard written > 0 else { return MappedFile(copying: []) }
        guard let address = mmap(nil, written, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            throw FileSystemError(path: directory, reason: String(cString: strerror(errno)))
        }
        return MappedFile(bytes: UnsafeRawBufferPointer(start: address, count: written), discard: PosixFileSystem.dropPages) { bytes in
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        }
    }

    deinit { close(fd) }
}
