/// A file in a zip archive, as its central directory describes it.
public struct ZipEntry: Sendable, Equatable {
    /// Its path inside the archive, `/`-separated (a folder's ends in `/`).
    public let name: String
    /// 0 stored, 8 deflated; others are not read.
    public let method: Int
    /// The general purpose flags (bit 0: encrypted, bit 6: strongly encrypted).
    public let flags: Int
    /// The CRC-32 of its bytes.
    public let crc32: UInt32
    public let compressedSize: Int
    public let uncompressedSize: Int
    /// Where its local header starts in the archive.
    public let localHeaderOffset: Int

    /// A folder, which holds no bytes.
    public var isDirectory: Bool { name.hasSuffix("/") }

    /// Encrypted, traditionally or strongly: its bytes cannot be read without a password.
    public var isEncrypted: Bool { flags & 0x41 != 0 }

    /// What an archive made on a Mac adds beside the files (`__MACOSX/`, `._name`), which is
    /// never what the user zipped.
    public var isMacMetadata: Bool {
        name.hasPrefix("__MACOSX/") || name.split(separator: "/").last?.hasPrefix("._") == true
    }
}
