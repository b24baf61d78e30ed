import FlightBoard
import Synchronization

/// The body of a mapped cache image, checked block by block as queries first read it.
///
/// A query reads a few hundred rows of a table of hundreds of thousands; checking the whole
/// image before answering would cost more than the answer. Each block of ``size`` bytes has
/// its checksum in the image's header (itself checked when the image is opened), and a
/// block is checked once, the first time any query reads it: the key and group tables of
/// the index it looks in, and the part of its rows. (The rows' values have checks of their own,
/// ``ImageChecksum/rows(_:)``: a flight number's days lie too far apart for blocks.)
public final class ImageBlocks: Sendable {
    /// Bytes per block: small enough that one lookup's part of an index costs few, large enough that the
    /// header's table of checksums stays small (8 bytes per 16 KiB).
    static let size = 16_384

    // The image's body and the mapping that keeps it alive; never written.
    private nonisolated(unsafe) let body: UnsafeRawBufferPointer
    private let owner: (AnyObject & Sendable)?
    private let sums: [UInt64]
    /// Per block: 0 not checked yet, 1 good, 2 damaged.
    private let states: Mutex<[UInt8]>
    /// The groups of rows (``RowGroup``) whose blocks and rows were found undamaged.
    private let intactGroups = Mutex<Set<RowGroup>>([])

    /// The rows one key of one index finds: a board's clock and the board read the same ones.
    struct RowGroup: Hashable {
        /// The index a group is found in.
        enum Index: Hashable { case departures, arrivals, flights }

        let index: Index
        let key: UInt64
    }

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
        return check(range: offset..<offset + bytes.count)
    }

    /// Whether `group` was found undamaged by an earlier ``markIntact(_:)``.
    func isIntact(_ group: RowGroup) -> Bool {
        intactGroups.withLock { $0.contains(group) }
    }

    /// Records that `group`'s blocks and rows were checked and found undamaged.
    func markIntact(_ group: RowGroup) {
        _ = intactGroups.withLock { $0.insert(group) }
    }

    /// Whether the blocks holding the body's bytes `range` are undamaged; true for none.
    func check(range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        guard range.lowerBound >= 0, range.upperBound <= body.count else { return false }
        return check(blocks: range.lowerBound / Self.size..<(range.upperBound - 1) / Self.size + 1)
    }

    /// Whether the whole body is undamaged, checked on all cores.
    func checkAll() -> Bool {
        let parts = max(1, min(Parallel.cores, sums.count))
        let per = (sums.count + parts - 1) / parts
        // A block is checked in microseconds: a few are done before a thread has started.
        return Parallel.map(parts, worthSharing: sums.count >= 16) { part in
            check(blocks: min(sums.count, part * per)..<min(sums.count, (part + 1) * per))
        }.allSatisfy { $0 }
    }

    private func check(blocks: Range<Int>) -> Bool {
        guard blocks.lowerBound >= 0, blocks.upperBound <= sums.count else { return false }
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
