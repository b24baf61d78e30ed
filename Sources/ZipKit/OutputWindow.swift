/// The output buffer: the last ``Inflater/window`` bytes, which matches may copy from, then
/// the new output, handed on when it reaches a chunk (at most ``Inflater/chunk`` bytes).
struct OutputWindow {
    let bytes: UnsafeMutablePointer<UInt8>
    /// Where the output is full: the window and a chunk.
    private let full: Int
    /// Where the next byte goes.
    var end = 0
    /// Where the bytes not handed on yet start.
    private var flushed = 0

    init(bytes: UnsafeMutablePointer<UInt8>, chunk: Int) {
        self.bytes = bytes
        full = Inflater.window + chunk
    }

    /// Whether the output must be handed on before the next symbol (which may add 258 bytes).
    @inline(__always)
    var isFull: Bool { end >= full }

    /// Bytes that may be added before the output is full.
    var room: Int { full - end }

    /// Hands the new output on, and keeps the last ``Inflater/window`` bytes at the start.
    mutating func flush(_ write: (UnsafeRawBufferPointer) -> Bool) throws(InflateError) {
        if end > flushed, !write(UnsafeRawBufferPointer(start: bytes + flushed, count: end - flushed)) { throw .stopped }
        if end > Inflater.window {
            UnsafeMutableRawPointer(bytes).copyMemory(from: bytes + end - Inflater.window, byteCount: Inflater.window)
            end = Inflater.window
        }
        flushed = end
    }
}
