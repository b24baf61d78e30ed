import Synchronization

/// The body of a mapped cache image, checked block by block as queries first read it.
///
/// A query reads a few hundred rows of a table of hundreds of thousands; checking the whole
/// image before answering would cost more than the answer. Each block of ``size`` bytes has
/// its checksum in the image's header (itself checked when the image is opened), and a
/// block is checked once, the first time any query reads it: the key and group tables of
/// the index it looks in, then the blocks that hold its rows.
public final class ImageBlocks: Sendable {
    /// Bytes per block: small enough that a day's rows cost few, large enough that the
    /// header's table of checksums stays small (8 bytes per 16 KiB).
    static let size = 16_384

    // The image's body and the mapping that keeps it alive; never written.
    private nonisolated(unsafe) let body: UnsafeRawBufferPointer
    private let owner: (AnyObject & Sendable)?
    private let sums: [UInt64]
    /// Per block: 0 not checked yet, 1 good, 2 damaged.
    private let states: Mutex<[UInt8]>

    init(body: UnsafeRawBufferPointer, sums: [UInt64], owner: (AnyObject & Sendable)?) {
        self.body = body
        self.sums = sums
        self.owner = owner
        states = Mutex([UInt8](repeating: 0, count: sums.count))
    }

    /// The checksum of each block of `body`, for writing an image.
    static func sums(of body: UnsafeRawBufferPointer) -> [UInt64] {
        stride(from: 0, to: body.count, by: size).map { start in
            ImageChecksum.of(UnsafeRawBufferPointer(rebasing: body[start..<min(body.count, start + size)]), skipping: -1)
        }
    }

    /// How many blocks `length` bytes of body make.
    static func count(for length: Int) -> Int { (length + size - 1) / size }

    /// Whether the blocks holding `bytes` (which must lie in the body) are undamaged.
    func check(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let start = bytes.baseAddress, let base = body.baseAddress, !bytes.isEmpty else { return true }
        let offset = start - base
        return check(blocks: offset / Self.size..<(offset + bytes.count - 1) / Self.size + 1)
    }

    /// Whether the blocks holding the elements at `positions` of `column` (a column of this
    /// image) are undamaged; positions outside the column are not read, so not checked.
    func check<Element>(_ column: Column<Element>, at positions: some Sequence<Int>) -> Bool {
        column.withBuffer { buffer in
            guard let start = buffer.baseAddress, let base = body.baseAddress else { return true }
            let offset = UnsafeRawPointer(start) - base
            // Rows that lie together share blocks: a block is listed once per run of them
            // (a hash set of them would cost more than the rest of a board).
            var wanted: [Int] = []
            for position in positions where position >= 0 && position < buffer.count {
                let block = (offset + position * MemoryLayout<Element>.stride) / Self.size
                if wanted.last != block { wanted.append(block) }
            }
            wanted.sort()
            return check(blocks: wanted.indices.lazy.filter { $0 == 0 || wanted[$0] != wanted[$0 - 1] }.map { wanted[$0] })
        }
    }

    /// Whether the whole body is undamaged, checked on all cores.
    func checkAll() -> Bool {
        let parts = max(1, min(Parallel.cores, sums.count))
        let per = (sums.count + parts - 1) / parts
        return Parallel.map(parts) { part in
            check(blocks: min(sums.count, part * per)..<min(sums.count, (part + 1) * per))
        }.allSatisfy { $0 }
    }

    /// Whether the `blocks` (none listed twice) are undamaged.
    private func check(blocks: some Collection<Int>) -> Bool {
        guard blocks.allSatisfy({ $0 >= 0 && $0 < sums.count }) else { return false }
        var unknown: [Int] = []
        let damaged = states.withLock { states in
            for block in blocks where states[block] != 1 {
                if states[block] == 2 { return true }
                unknown.append(block)
            }
            return false
        }
        if damaged { return false }
        if unknown.isEmpty { return true }
        // Checked outside the lock, so that two threads checking halves of the body run at once.
        let results = unknown.map { block in
            let start = block * Self.size
            let bytes = UnsafeRawBufferPointer(rebasing: body[start..<min(body.count, start + Self.size)])
            return ImageChecksum.of(bytes, skipping: -1) == sums[block]
        }
        states.withLock { states in
            for (block, good) in zip(unknown, results) { states[block] = good ? 1 : 2 }
        }
        return results.allSatisfy { $0 }
    }
}
