/// How far the reading of data files without a fresh cache image has come: what a long first
/// run shows while it builds the images.
public struct BuildProgress: Sendable, Equatable {
    /// The file being read, as named or found in a folder named.
    public let file: String
    /// Bytes of the files to read that have been read, this one's included so far.
    public let bytesRead: Int
    /// Bytes of all the files to read (those without a fresh cache image).
    public let bytesTotal: Int
    /// Rows read so far.
    public let rowsRead: Int

    /// Progress through `file`, with the counts so far.
    public init(file: String, bytesRead: Int, bytesTotal: Int, rowsRead: Int) {
        self.file = file
        self.bytesRead = bytesRead
        self.bytesTotal = bytesTotal
        self.rowsRead = rowsRead
    }
}
