import FlightBoard
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One block of memory that the columns of a table made in one go are cut from, and that they
/// keep alive together.
///
/// A year of New York's flights makes 9 MB of columns, written once by the parser. In pages of
/// 4 KiB that is over two thousand page faults while parsing and as many pages to give back at
/// the end, a tenth of the parse; the block asks for huge pages (2 MiB) instead where the system
/// gives them on request, so that it takes a handful.
final class ColumnArena: @unchecked Sendable {
    // Safe to share: `next` only moves while the columns are being cut, before any is shared.
    private let mapping: UnsafeMutableRawPointer
    /// The length of the mapping; 0 for a small block from the allocator.
    private let mappedBytes: Int
    private let end: UnsafeMutableRawPointer
    private var next: UnsafeMutableRawPointer

    private static let hugePage = 2 << 20

    /// Room for `bytes` bytes of columns, each cut at a 64-byte boundary.
    init(bytes: Int) {
        // A small table (a segment's piece, a short file) comes from the allocator: a mapping
        // of its own costs two system calls and a huge page's worth of address space.
        if bytes < Self.hugePage {
            var memory: UnsafeMutableRawPointer?
            guard posix_memalign(&memory, 64, max(bytes, 64)) == 0, let memory else {
                fatalError("out of memory: cannot allocate \(bytes) bytes for a table")
            }
            mapping = memory
            mappedBytes = 0
            next = memory
            end = memory + max(bytes, 64)
            return
        }
        // Mapped with a huge page's worth more, so that the block can start on one.
        mappedBytes = bytes + Self.hugePage
        guard let address = mmap(nil, mappedBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              address != MAP_FAILED else {
            fatalError("out of memory: cannot map \(mappedBytes) bytes for a table")
        }
        mapping = address
        let start = (Int(bitPattern: address) + Self.hugePage - 1) / Self.hugePage * Self.hugePage
        next = UnsafeMutableRawPointer(bitPattern: start)!
        end = address + mappedBytes
        #if os(Linux)
        // Only a hint: without transparent huge pages the block is in small pages, as before.
        _ = madvise(next, end - next, MADV_HUGEPAGE)
        #endif
    }

    deinit {
        if mappedBytes == 0 { free(mapping) } else { munmap(mapping, mappedBytes) }
    }

    /// Room for `capacity` values, not zeroed: the caller writes before it reads.
    func cut<Element>(_ type: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        let column = next.bindMemory(to: Element.self, capacity: capacity)
        next += (capacity * MemoryLayout<Element>.stride + 63) / 64 * 64
        precondition(next <= end, "a table's columns outgrew their arena")
        return column
    }
}
