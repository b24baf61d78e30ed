#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a mapped file that shrinks while it is read from ending the process.
///
/// A page of a mapping that the file no longer covers (another program truncated it, or
/// wrote over it with `>`) raises SIGBUS when it is read. The handler puts a page of zeros
/// there instead and notes that the file was cut short; whoever read the file asks
/// ``MappedFile/wasCut`` afterwards and throws the answer away. A SIGBUS outside the
/// registered mappings takes its default action, as if no handler were there.
///
/// The handler may only use memory ready before it runs and async-signal-safe calls, so
/// the mappings are kept in a fixed table of slots allocated once.
enum ShrinkGuard {
    private struct Slot {
        /// The first byte of the mapping; 0 when the slot is free.
        var start: UInt = 0
        /// A byte past its last page.
        var end: UInt = 0
        /// Set by the handler when a page of it was past the end of the file.
        var cut: Int32 = 0
    }

    /// Room for more mappings than a process ever holds at once (a cached board over a
    /// folder of 10,000 files maps each file's image). The table is reserved, not allocated:
    /// its pages are the kernel's zeros until a slot on them is used. With room for only 16,
    /// the tests running side by side took every slot on a loaded machine, and a file cut
    /// short under a mapping that found none ended the process with SIGBUS.
    private static let capacity = 1 << 20

    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Slot> = {
        let bytes = capacity * MemoryLayout<Slot>.stride
        guard let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              memory != MAP_FAILED else { fatalError("no address space for the table of mapped files") }
        return memory.bindMemory(to: Slot.self, capacity: capacity)
    }()

    /// How many slots from the first have ever been used: the handler looks at those only.
    nonisolated(unsafe) private static var used = 0
    /// Slots below ``used`` freed since, taken again first (under the lock; the handler never reads it).
    nonisolated(unsafe) private static var free: [Int] = []

    private static let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))

    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    nonisolated(unsafe) private static var installed = false

    /// Guards the mapping `bytes`; the slot to pass to ``wasCut(_:)`` and ``release(_:)``,
    /// nil when every slot is taken.
    static func register(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        if !installed {
            // Touch what the handler reads, so that it never runs a lazy initialiser.
            _ = (slots, pageSize)
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = handler
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            sigaction(SIGBUS, &action, nil)
            installed = true
        }
        let index: Int
        if let reused = free.popLast() {
            index = reused
        } else if used < capacity {
            index = used
        } else {
            return nil
        }
        let start = UInt(bitPattern: base)
        let length = (UInt(bytes.count) + pageSize - 1) / pageSize * pageSize
        slots[index].cut = 0
        slots[index].end = start + length
        slots[index].start = start
        // Counted only once the slot is filled in, so the handler never reads one half written.
        if index == used { used += 1 }
        return index
    }

    /// Whether a page of the mapping in `slot` was past the end of its file when read.
    static func wasCut(_ slot: Int) -> Bool {
        slots[slot].cut != 0
    }

    /// Frees `slot`, before its mapping is unmapped.
    static func release(_ slot: Int) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        slots[slot].start = 0
        free.append(slot)
    }

    private static let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { number, info, _ in
        let address = info.map { UInt(bitPattern: $0.pointee._sifields._sigfault.si_addr) } ?? 0
        for index in 0..<ShrinkGuard.used {
            let slot = ShrinkGuard.slots[index]
            guard slot.start != 0, address >= slot.start, address < slot.end else { continue }
            let page = address / ShrinkGuard.pageSize * ShrinkGuard.pageSize
            let zeros = mmap(UnsafeMutableRawPointer(bitPattern: page), Int(ShrinkGuard.pageSize), PROT_READ,
                             MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            if zeros != MAP_FAILED {
                ShrinkGuard.slots[index].cut = 1
                return
            }
        }
        // Not a mapping of ours: the default action, when the read is tried again on return.
        signal(number, SIG_DFL)
    }
}
