/// Why a DEFLATE stream (RFC 1951) could not be inflated: the bytes are not one.
public enum InflateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A block header names type 3, which does not exist.
    case badBlockType
    /// A stored block's length and its complement disagree.
    case badStoredLength
    /// A block's code lengths make no Huffman code (too many codes of a length, or too few).
    case badCode
    /// A block's code lengths are more than its header says, or repeat a length before the first.
    case badCodeLengths
    /// A block has no code for its end.
    case noEndOfBlock
    /// A code stands for no symbol (a length or distance beyond the alphabet).
    case badSymbol
    /// A match reaches back before the first byte of the stream.
    case distanceTooFar
    /// The stream ends before its last block does.
    case truncated
    /// The reader or the writer of the stream said to stop (its reason is its own).
    case stopped

    public var description: String {
        switch self {
        case .badBlockType: "a block of an unknown type"
        case .badStoredLength: "a stored block whose length does not check"
        case .badCode: "a block whose code lengths make no code"
        case .badCodeLengths: "a block whose code lengths do not add up"
        case .noEndOfBlock: "a block without an end"
        case .badSymbol: "a code for no symbol"
        case .distanceTooFar: "a match before the start of the data"
        case .truncated: "the compressed data ends early"
        case .stopped: "stopped"
        }
    }
}
