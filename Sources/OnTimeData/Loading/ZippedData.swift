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

    /// The CSV inflated into a scratch file in `directory`, and mapped.
    /// - Parameter checkStart: told of the first megabyte (or less, for a smaller CSV): what it
    ///   throws stops the inflating, so that a file that is not on-time data is not inflated whole.
    func inflated(in directory: String, fileSystem: any FileSystem,
                  checkStart: ([UInt8]) throws(OnTimeDataError) -> Void) throws(OnTimeDataError) -> MappedFile {
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
                        try checkStart(Array(chunk))
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

    private static func error(_ error: ZipError) -> OnTimeDataError {
        if case .unreadable(let failure) = error.problem { return .unreadable(failure) }
        return .badArchive(error)
    }
}
