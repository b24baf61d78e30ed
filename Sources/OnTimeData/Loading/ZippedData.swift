import FileSystemKit
import ZipKit

/// A data file as the BTS publishes it, a zip archive holding the CSV: read through the
/// archive, the CSV inflated into a scratch file that the program maps as it maps a CSV (its
/// pages the disk's, not the process's), so that every way of reading a file, in segments,
/// pieces or whole, serves a zip too. The cache is the archive's, keyed by its path, size and time.
struct ZippedData {
    let archive: ZipArchive
    /// The CSV inside.
    let entry: ZipEntry

    /// Whether the file at `path` is to be read as a zip archive: its name ends in `.zip`, or
    /// it begins as one (a download saved under another name).
    static func isArchive(_ path: String, fileSystem: any FileSystem) -> Bool {
        if path.lowercased().hasSuffix(".zip") { return true }
        if path.lowercased().hasSuffix(".csv") { return false }
        var start: UInt32 = 0
        let read = withUnsafeMutableBytes(of: &start) { (try? fileSystem.read(path, at: 0, into: $0)) ?? 0 }
        return read == 4 && UInt32(littleEndian: start) == 0x0403_4B50
    }

    /// The archive at `path`, and its CSV.
    init(path: String, fileSystem: any FileSystem) throws(OnTimeDataError) {
        do throws(ZipError) {
            archive = try ZipArchive(path: path, fileSystem: fileSystem)
            entry = try archive.soleFile(endingWith: ".csv")
        } catch {
            throw Self.error(error)
        }
    }

    /// The CSV's size, inflated.
    var size: Int { entry.uncompressedSize }

    /// The CSV's first `count` bytes.
    func prefix(_ count: Int) throws(OnTimeDataError) -> [UInt8] {
        do { return try archive.prefix(of: entry, count: count) } catch { throw Self.error(error) }
    }

    /// The CSV inflated into a scratch file in `directory`, and mapped. Its first megabyte
    /// (or less, for a smaller CSV) is checked first (``checkHeader(_:file:)``), so that a file
    /// that is not on-time data is not inflated whole.
    func inflated(in directory: String, fileSystem: any FileSystem) throws(OnTimeDataError) -> MappedFile {
        let scratch: any ScratchFile
        do { scratch = try fileSystem.scratchFile(in: directory, size: size) } catch {
            throw .archiveUnwritable(archive.path, error)
        }
        var failure: OnTimeDataError?
        var first = true
        do {
            try archive.extract(entry) { chunk in
                do throws(OnTimeDataError) {
                    if first {
                        first = false
                        try Self.checkHeader(Array(chunk), file: archive.path)
                    }
                    do throws(FileSystemError) { try scratch.append(chunk) } catch {
                        throw OnTimeDataError.archiveUnwritable(archive.path, error)
                    }
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
        } catch {
            throw Self.error(error)
        }
        if let failure { throw failure }
        do { return try scratch.map() } catch { throw .archiveUnwritable(archive.path, error) }
    }

    /// Throws the CSV's error when the start of an archive's CSV (its first megabyte) shows it
    /// is not on-time data, before the rest is inflated for nothing: a header naming other
    /// columns, or no line end at all (an on-time header is a few hundred bytes; the bytes of a
    /// zip bomb have none).
    static func checkHeader(_ start: [UInt8], file: String) throws(OnTimeDataError) {
        var end = start.firstIndex { $0 != 0x0A && $0 != 0x0D } ?? start.count
        var quoted = false
        while end < start.count, start[end] != 0x0A || quoted {
            if start[end] == UInt8(ascii: "\"") { quoted.toggle() }
            end += 1
        }
        let header = start[..<min(end + 1, start.count)]
        let parsed = header.withUnsafeBytes { bytes in
            Result { () throws(OnTimeFileError) in try OnTimeCSV.parse(bytes, file: file, skipBadRows: false, details: false) }
        }
        if case .failure(let error) = parsed, !error.isSkippable { throw .malformed(error) }
    }

    private static func error(_ error: ZipError) -> OnTimeDataError {
        if case .unreadable(let failure) = error.problem { return .unreadable(failure) }
        return .badArchive(error)
    }
}

extension ZipError {
    /// An archive of a folder that holds no CSV file is not data, as a CSV of other columns is not.
    var holdsNoData: Bool {
        if case .noEntry = problem { true } else { false }
    }
}
