import FileSystemKit

/// A zip archive (PKWARE's APPNOTE, with ZIP64) read through a ``FileSystem``: its central
/// directory when opened, an entry's bytes when extracted, streamed a megabyte at a time so
/// that the memory is the same whatever the entry's size.
public struct ZipArchive: Sendable {
    /// The archive, as the user named it.
    public let path: String
    /// Its size in bytes when opened.
    public let size: Int
    /// Its entries, in the order of its central directory.
    public let entries: [ZipEntry]
    private let fileSystem: any FileSystem

    /// A central directory larger than this is not an archive of a few data files.
    static let directoryLimit = 64 << 20

    /// Opens the archive at `path`: reads its end records and its central directory.
    public init(path: String, fileSystem: any FileSystem) throws(ZipError) {
        self.path = path
        self.fileSystem = fileSystem
        do { size = try fileSystem.stamp(path).size } catch { throw ZipError(file: path, .unreadable(error)) }
        let directory = try Self.directory(path, size: size, fileSystem: fileSystem)
        entries = try Self.entries(directory.bytes, count: directory.count, path: path, archiveSize: size)
    }

    /// Where the central directory is and what it holds, from the end of central directory
    /// record (and its ZIP64 form when a field overflows the first).
    private static func directory(_ path: String, size: Int, fileSystem: any FileSystem) throws(ZipError)
        -> (bytes: [UInt8], count: Int) {
        // The end record (22 bytes), its comment (up to 65,535) and a ZIP64 locator before it.
        let tail = try read(path, fileSystem, at: max(0, size - (22 + 0xFFFF + 20)), count: min(size, 22 + 0xFFFF + 20))
        var found: Int?
        var at = tail.count - 22
        while at >= 0 {
            if tail.le32(at) == 0x0605_4B50, at + 22 + tail.le16(at + 20) <= tail.count {
                found = at
                break
            }
            at -= 1
        }
        guard let end = found else { throw ZipError(file: path, .notAnArchive) }
        var disk = tail.le16(end + 4), directoryDisk = tail.le16(end + 6)
        var count = tail.le16(end + 10)
        var directorySize = tail.le32(end + 12), directoryOffset = tail.le32(end + 16)
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            guard end >= 20, tail.le32(end - 20) == 0x0706_4B50 else {
                throw ZipError(file: path, .damaged(.noZip64EndRecord))
            }
            let recordOffset = tail.le64(end - 20 + 8)
            guard recordOffset >= 0, recordOffset <= size - 56 else { throw ZipError(file: path, .truncated) }
            let record = try read(path, fileSystem, at: recordOffset, count: 56)
            guard record.le32(0) == 0x0606_4B50 else { throw ZipError(file: path, .damaged(.misplacedZip64EndRecord)) }
            disk = record.le32(16)
            directoryDisk = record.le32(20)
            count = record.le64(32)
            directorySize = record.le64(40)
            directoryOffset = record.le64(48)
        }
        guard disk == 0, directoryDisk == 0 else { throw ZipError(file: path, .split) }
        guard count >= 0, directorySize >= 0, directoryOffset >= 0, directoryOffset <= size,
              directorySize <= size - directoryOffset else { throw ZipError(file: path, .truncated) }
        guard directorySize <= directoryLimit, count <= directorySize / 46 + 1 else {
            throw ZipError(file: path, .damaged(.directorySize(entries: count, bytes: directorySize)))
        }
        return (try read(path, fileSystem, at: directoryOffset, count: directorySize), count)
    }

    /// The entries of the central directory.
    private static func entries(_ bytes: [UInt8], count: Int, path: String, archiveSize: Int) throws(ZipError) -> [ZipEntry] {
        var entries: [ZipEntry] = []
        var at = 0
        for _ in 0..<count {
            guard at + 46 <= bytes.count, bytes.le32(at) == 0x0201_4B50 else {
                throw ZipError(file: path, .damaged(.notAnEntry(entries.count + 1)))
            }
            let nameLength = bytes.le16(at + 28), extraLength = bytes.le16(at + 30), commentLength = bytes.le16(at + 32)
            let next = at + 46 + nameLength + extraLength + commentLength
            guard next <= bytes.count else { throw ZipError(file: path, .truncated) }
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            var uncompressed = bytes.le32(at + 24), compressed = bytes.le32(at + 20)
            var offset = bytes.le32(at + 42), disk = bytes.le16(at + 34)
            // The ZIP64 extra field holds, in this order, the values whose field overflowed.
            var extra = at + 46 + nameLength
            let extraEnd = extra + extraLength
            while extra + 4 <= extraEnd {
                let id = bytes.le16(extra), length = bytes.le16(extra + 2)
                guard extra + 4 + length <= extraEnd else { break }
                if id == 0x0001 {
                    var field = extra + 4
                    func next64() -> Int? {
                        guard field + 8 <= extra + 4 + length else { return nil }
                        defer { field += 8 }
                        return bytes.le64(field)
                    }
                    if uncompressed == 0xFFFF_FFFF, let value = next64() { uncompressed = value }
                    if compressed == 0xFFFF_FFFF, let value = next64() { compressed = value }
                    if offset == 0xFFFF_FFFF, let value = next64() { offset = value }
                    if disk == 0xFFFF, field + 4 <= extra + 4 + length { disk = bytes.le32(field) }
                }
                extra += 4 + length
            }
            guard disk == 0 else { throw ZipError(file: path, .split) }
            guard uncompressed >= 0, compressed >= 0, offset >= 0 else {
                throw ZipError(file: path, .damaged(.outOfRange(entry: name)))
            }
            entries.append(ZipEntry(name: name, method: bytes.le16(at + 10), flags: bytes.le16(at + 8),
                                    crc32: UInt32(bytes.le32(at + 16)), compressedSize: compressed,
                                    uncompressedSize: uncompressed, localHeaderOffset: offset))
            at = next
        }
        return entries
    }

    /// The entry that holds the data: the archive's only file, or else its only file whose name
    /// ends in `suffix` (in any case), folders and a Mac's metadata left aside. The BTS's
    /// downloads hold a CSV file and a `readme.html`.
    public func soleFile(endingWith suffix: String) throws(ZipError) -> ZipEntry {
        let files = entries.filter { !$0.isDirectory && !$0.isMacMetadata }
        if files.count == 1 { return try check(files[0]) }
        let matching = files.filter { $0.name.lowercased().hasSuffix(suffix.lowercased()) }
        if matching.count == 1 { return try check(matching[0]) }
        if matching.isEmpty { throw ZipError(file: path, .noEntry(suffix: suffix, files: files.map(\.name))) }
        throw ZipError(file: path, .severalEntries(suffix: suffix, files: matching.map(\.name)))
    }

    /// `entry`, when it can be read: not encrypted, stored or deflated, with sizes that can be.
    /// The sizes are checked before any byte is inflated, for what a caller makes of them (a
    /// file of that size, a number of parts): a hostile ZIP64 entry may declare 2^62 bytes.
    @discardableResult
    public func check(_ entry: ZipEntry) throws(ZipError) -> ZipEntry {
        guard !entry.isEncrypted else { throw ZipError(file: path, .encrypted(entry: entry.name)) }
        guard entry.method == 0 || entry.method == 8 else {
            throw ZipError(file: path, .unsupportedMethod(entry: entry.name, method: entry.method))
        }
        guard entry.method == 8 || entry.compressedSize == entry.uncompressedSize else {
            throw ZipError(file: path, .damaged(.storedSizesDiffer(entry: entry.name)))
        }
        // DEFLATE gives at most 258 bytes for two bits (a match of the longest length in the
        // shortest codes); the margin covers a stream's last, partial byte.
        let (most, overflow) = entry.compressedSize.multipliedReportingOverflow(by: 1032)
        guard entry.compressedSize <= size, !overflow, entry.uncompressedSize <= most + 1032 else {
            throw ZipError(file: path, .damaged(.impossibleSize(entry: entry.name, compressed: entry.compressedSize,
                                                                inflated: entry.uncompressedSize)))
        }
        return entry
    }

    /// Inflates (or copies) `entry`, handing its bytes to `write` a megabyte at a time, and
    /// checks them against its size and CRC-32 once all are written.
    /// - Parameter write: takes the next bytes; false stops the extraction (without an error).
    /// - Returns: whether the whole entry was written (false when `write` stopped it).
    @discardableResult
    /// - Parameter chunk: about the bytes handed to `write` at a time (see ``Inflater/inflate(read:write:chunk:)``).
    public func extract(_ entry: ZipEntry, inflater: Inflater = Inflater(), chunk: Int = Inflater.chunk,
                        write: (UnsafeRawBufferPointer) -> Bool) throws(ZipError) -> Bool {
        try check(entry)
        guard entry.localHeaderOffset <= size - 30 else { throw ZipError(file: path, .truncated) }
        let header = try Self.read(path, fileSystem, at: entry.localHeaderOffset, count: 30)
        guard header.le32(0) == 0x0403_4B50 else {
            throw ZipError(file: path, .damaged(.misplaced(entry: entry.name)))
        }
        let start = entry.localHeaderOffset + 30 + header.le16(26) + header.le16(28)
        guard start <= size, entry.compressedSize <= size - start else { throw ZipError(file: path, .truncated) }

        var crc = CRC32()
        var written = 0
        var stoppedByWriter = false
        var failure: ZipError?
        let fileSystem = self.fileSystem, path = self.path
        var offset = start
        let compressedEnd = start + entry.compressedSize
        func read(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
            let count = min(buffer.count, compressedEnd - offset)
            guard count > 0 else { return 0 }
            do throws(FileSystemError) {
                let got = try fileSystem.read(path, at: offset, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]))
                guard got > 0 else { failure = ZipError(file: path, .truncated); return -1 }
                offset += got
                return got
            } catch {
                failure = ZipError(file: path, .unreadable(error))
                return -1
            }
        }
        func take(_ bytes: UnsafeRawBufferPointer) -> Bool {
            guard bytes.count <= entry.uncompressedSize - written else {
                failure = ZipError(file: path, .larger(entry: entry.name, declared: entry.uncompressedSize))
                return false
            }
            written += bytes.count
            crc.update(bytes)
            if !write(bytes) { stoppedByWriter = true; return false }
            return true
        }
        if entry.method == 0 {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(max(1, chunk), Inflater.chunk), alignment: 16)
            defer { buffer.deallocate() }
            while offset < compressedEnd {
                let got = read(buffer)
                guard got > 0, take(UnsafeRawBufferPointer(rebasing: buffer[..<got])) else { break }
            }
        } else {
            do {
                try inflater.inflate(read: read, write: take, chunk: chunk)
            } catch .stopped {
            } catch {
                throw ZipError(file: path, .badData(entry: entry.name, error))
            }
        }
        if stoppedByWriter { return false }
        if let failure { throw failure }
        guard written == entry.uncompressedSize else {
            throw ZipError(file: path, .smaller(entry: entry.name, declared: entry.uncompressedSize, inflated: written))
        }
        guard crc.value == entry.crc32 else { throw ZipError(file: path, .checksum(entry: entry.name)) }
        return true
    }

    /// The first `count` bytes of `entry` (fewer when it has fewer), inflating no further.
    public func prefix(of entry: ZipEntry, count: Int) throws(ZipError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(count, entry.uncompressedSize))
        try extract(entry, chunk: count) { chunk in
            bytes += chunk.prefix(count - bytes.count)
            return bytes.count < count
        }
        return bytes
    }

    private static func read(_ path: String, _ fileSystem: any FileSystem, at offset: Int, count: Int) throws(ZipError) -> [UInt8] {
        var failure: FileSystemError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(FileSystemError) {
                initialized = try fileSystem.read(path, at: offset, into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw ZipError(file: path, .unreadable(failure)) }
        guard bytes.count == count else { throw ZipError(file: path, .truncated) }
        return bytes
    }
}

private extension [UInt8] {
    func le16(_ at: Int) -> Int { Int(self[at]) | Int(self[at + 1]) << 8 }
    func le32(_ at: Int) -> Int { le16(at) | le16(at + 2) << 16 }
    /// As a signed number: a value past `Int.max` is negative, which no size or place is.
    func le64(_ at: Int) -> Int { Int(truncatingIfNeeded: UInt64(le32(at)) | UInt64(le32(at + 4)) << 32) }
}
