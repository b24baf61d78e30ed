#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed number of integers, all zero at first, that costs memory only where it is written:
/// `calloc` hands a large block over as pages the kernel zeroes when first touched, so a
/// counter with a slot for every possible code is cheap for a file that uses a few of them.
final class ZeroedBuffer<Element: FixedWidthInteger & BitwiseCopyable> {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    init(count: Int) {
        self.count = count
        guard let memory = calloc(max(count, 1), MemoryLayout<Element>.stride) else {
            fatalError("out of memory for \(count) counters")
        }
        base = memory.bindMemory(to: Element.self, capacity: count)
    }

    deinit { free(base) }

    subscript(index: Int) -> Element {
        @inline(__always) get { base[index] }
        @inline(__always) set { base[index] = newValue }
    }
}
