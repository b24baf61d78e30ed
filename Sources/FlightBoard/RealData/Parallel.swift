#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work spread over the machine's cores, on plain POSIX threads: linking Dispatch costs every
/// run of the tool about 0.1 ms of start-up, parse or not.
enum Parallel {
    /// The number of cores online.
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// `body(0) ... body(count - 1)`, run at the same time (the first on the calling thread),
    /// in order.
    ///
    /// `body` is not `@Sendable`, so that it can read the caller's pointers and values: it must
    /// only read what it shares, and each call gets its own slot for its result.
    static func map<Result>(_ count: Int, _ body: (Int) -> Result) -> [Result] {
        if count == 1 { return [body(0)] }
        return withoutActuallyEscaping(body) { body in
            let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
            slots.initialize(repeating: nil)
            defer { slots.deallocate() }
            var threads: [pthread_t] = []
            for index in 1..<count {
                let job = Unmanaged.passRetained(Job { slots[index] = body(index) })
                var thread = pthread_t()
                if pthread_create(&thread, nil, Job.start, job.toOpaque()) == 0 {
                    threads.append(thread)
                } else {
                    // No thread to be had: do the work here instead.
                    job.takeRetainedValue().work()
                }
            }
            slots[0] = body(0)
            for thread in threads { pthread_join(thread, nil) }
            return slots.indices.map { slots.moveElement(from: $0)! }
        }
    }

    /// One call of the body, handed to a new thread as a pointer (threads take no closures).
    private final class Job {
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }

        static let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { job in
            Unmanaged<Job>.fromOpaque(job!).takeRetainedValue().work()
            return nil
        }
    }
}
