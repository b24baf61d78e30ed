import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work spread over the machine's cores.
enum Parallel {
    /// The number of cores online.
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// `body(0) ... body(count - 1)`, run at the same time, in order.
    ///
    /// `body` is not `@Sendable`, so that it can read the caller's pointers and values: it must
    /// only read what it shares, and each call gets its own slot for its result.
    static func map<Result>(_ count: Int, _ body: (Int) -> Result) -> [Result] {
        if count == 1 { return [body(0)] }
        return withoutActuallyEscaping(body) { body in
            let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
            slots.initialize(repeating: nil)
            defer { slots.deallocate() }
            let shared = Unchecked(body: body, slots: slots)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                shared.slots[index] = shared.body(index)
            }
            return slots.indices.map { slots.moveElement(from: $0)! }
        }
    }

    /// The closure and the result slots, handed to the worker threads. Safe because the closure
    /// only reads and every worker writes its own slot; `concurrentPerform` returns after all.
    private struct Unchecked<Result>: @unchecked Sendable {
        let body: (Int) -> Result
        let slots: UnsafeMutableBufferPointer<Result?>
    }
}
