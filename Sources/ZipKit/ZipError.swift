import FileSystemKit

/// A zip archive that cannot be read, with what is wrong with it in words a user can act on.
public struct ZipError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Equatable {
        /// The file cannot be read (the system's reason).
        case unreadable(FileSystemError)
        /// No end of central directory: not a zip archive, or one cut short.
        case notAnArchive
        /// The archive's records point past its end: it was cut short (a download not finished).
        case truncated
        /// A record of the archive is not what its place says, or says what cannot be.
        case damaged(Damage)
        /// Split over several files (`.z01`, …).
        case split
        /// The entry is encrypted.
        case encrypted(entry: String)
        /// The entry is compressed by a method other than stored (0) or deflated (8).
        case unsupportedMethod(entry: String, method: Int)
        /// The compressed data is not DEFLATE.
        case badData(entry: String, InflateError)
        /// The entry inflates to more bytes than it declares.
        case larger(entry: String, declared: Int)
        /// The entry inflates to fewer bytes than it declares.
        case smaller(entry: String, declared: Int, inflated: Int)
        /// The entry's bytes do not have the CRC it records.
        case checksum(entry: String)
        /// No file of the archive is the one asked for (by the end of its name); the files it holds.
        case noEntry(suffix: String, files: [String])
        /// Several files are; their names.
        case severalEntries(suffix: String, files: [String])
    }

    /// How an archive's records are damaged.
    public enum Damage: Sendable, Equatable, CustomStringConvertible {
        /// Its end record says ZIP64, and the ZIP64 locator before it is missing.
        case noZip64EndRecord
        /// The ZIP64 locator points to something else than the ZIP64 end record.
        case misplacedZip64EndRecord
        /// The central directory cannot hold the entries it says (46 bytes at least each).
        case directorySize(entries: Int, bytes: Int)
        /// The 1-based entry of the central directory is not an entry's record.
        case notAnEntry(Int)
        /// The entry's sizes or place are past any file's (beyond 2^63).
        case outOfRange(entry: String)
        /// The entry's local header is not where the central directory says.
        case misplaced(entry: String)
        /// A stored entry whose two sizes differ.
        case storedSizesDiffer(entry: String)
        /// A compressed size larger than the archive, or an inflated size that DEFLATE cannot
        /// reach from it (1,032 bytes a compressed byte at most).
        case impossibleSize(entry: String, compressed: Int, inflated: Int)

        public var description: String {
            switch self {
            case .noZip64EndRecord: "its ZIP64 end record is missing"
            case .misplacedZip64EndRecord: "its ZIP64 end record is not where it says"
            case .directorySize(let entries, let bytes): "its central directory says \(entries) entries in \(bytes) bytes"
            case .notAnEntry(let index): "entry \(index) of its central directory is not one"
            case .outOfRange(let entry): "\(entry) has a size or place past any file's"
            case .misplaced(let entry): "\(entry) is not where its central directory says"
            case .storedSizesDiffer(let entry): "\(entry) is stored, but its two sizes differ"
            case .impossibleSize(let entry, let compressed, let inflated):
                "\(entry) declares \(inflated) bytes from \(compressed) compressed, which cannot be"
            }
        }
    }

    /// The archive, as the user named it.
    public let file: String
    public let problem: Problem

    public init(file: String, _ problem: Problem) {
        self.file = file
        self.problem = problem
    }

    public var description: String {
        let what: String = switch problem {
        case .unreadable(let error): "cannot read it: \(error.reason)"
        case .notAnArchive: "not a zip archive (it has no central directory; if it is one, it was cut short)"
        case .truncated: "the zip archive is cut short (a download not finished?)"
        case .damaged(let what): "the zip archive is damaged: \(what)"
        case .split: "a zip archive split over several files"
        case .encrypted(let entry): "\(entry) in the zip archive is encrypted"
        case .unsupportedMethod(let entry, let method):
            "\(entry) in the zip archive is compressed by method \(method) (\(Self.methodName(method))); "
                + "only stored and deflated entries are read"
        case .badData(let entry, let error): "\(entry) in the zip archive is damaged: \(error)"
        case .larger(let entry, let declared):
            "\(entry) in the zip archive inflates to more than the \(declared) bytes it declares (damaged, or a zip bomb)"
        case .smaller(let entry, let declared, let inflated):
            "\(entry) in the zip archive inflates to \(inflated) bytes, not the \(declared) it declares (damaged)"
        case .checksum(let entry): "\(entry) in the zip archive is damaged: its CRC-32 does not match"
        case .noEntry(let suffix, let files):
            files.isEmpty ? "the zip archive holds no file"
                : "the zip archive holds no \(suffix) file (it holds \(Self.list(files)))"
        case .severalEntries(let suffix, let files):
            "the zip archive holds \(files.count) \(suffix) files (\(Self.list(files)))"
        }
        return "\(file): \(what)"
    }

    private static func list(_ names: [String]) -> String {
        names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    }

    private static func methodName(_ method: Int) -> String {
        switch method {
        case 1: "shrunk"
        case 6: "imploded"
        case 9: "Deflate64"
        case 12: "bzip2"
        case 14: "LZMA"
        case 93: "Zstandard"
        case 95: "xz"
        case 98: "PPMd"
        case 99: "AES-encrypted"
        default: "unknown"
        }
    }
}
