import FileSystemKit

/// The real file system, every call passed on: a test's file system overrides the calls it
/// changes and inherits the rest.
class ForwardingFileSystem: FileSystem, @unchecked Sendable {
    let real = PosixFileSystem()

    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] { try real.read(path, limit: limit) }
    func read(_ path: String, at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try real.read(path, at: offset, into: buffer)
    }
    func map(_ path: String) throws(FileSystemError) -> MappedFile { try real.map(path) }
    func stamp(_ path: String) throws(FileSystemError) -> FileStamp { try real.stamp(path) }
    func canonicalPath(_ path: String) -> String? { real.canonicalPath(path) }
    func exists(_ path: String) -> Bool { real.exists(path) }
    func isExecutable(_ path: String) -> Bool { real.isExecutable(path) }
    func isDirectory(_ path: String) -> Bool { real.isDirectory(path) }
    func directoryEntries(_ path: String) throws(FileSystemError) -> [String] { try real.directoryEntries(path) }
    func createDirectories(_ path: String) throws(FileSystemError) { try real.createDirectories(path) }
    func lock(_ path: String) throws(FileSystemError) -> FileLock { try real.lock(path) }
    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemError) { try real.replace(path, with: bytes) }
    func remove(_ path: String) throws(FileSystemError) { try real.remove(path) }
    func scratchFile(in directory: String, size: Int) throws(FileSystemError) -> any ScratchFile {
        try real.scratchFile(in: directory, size: size)
    }
}
