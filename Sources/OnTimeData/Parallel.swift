import FlightBoard
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Work spread over the machine's cores, on plain POSIX threads: linking Dispatch costs every
/// run of the tool about 0.1 ms of start-up, parse or not.
enum Parallel {
    /// The number of cores online.
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// `body(0) ... body(count - 1)`, shared out over the cores (the calling thread takes its
    /// part), in order.
    ///
    /// `body` is not `@Sendable`, so that it can read the caller's pointers and values: it must
    /// only read what it shares, and each call gets its own slot for its result.
    ///
    /// When the work is too small to be `worthSharing` (a thread takes tens of microseconds to
    /// start, more on a virtual machine), the calling thread does it all.
    static func map<Result>(_ count: Int, worthSharing: Bool = true, _ body: (Int) -> Result) -> [Result] {
        guard worthSharing, count > 1, cores > 1 else { return (0..<count).map(body) }
        let team = Team(threads: min(cores, count))
        defer { team.dismiss() }
        return team.map(count) { item, _ in body(item) }
    }

    /// Threads that take items of work one at a time until none is left, the calling thread
    /// among them, for as many rounds of work as the caller has.
    ///
    /// Why not a thread per part: on a virtual machine a new thread can wait milliseconds for
    /// its core to wake, and a part given to it in advance waits with it. Here the items are
    /// small and taken as threads come free, so a thread that starts late only does fewer of
    /// them; and between rounds the threads spin rather than sleep, so their cores stay awake.
    final class Team: @unchecked Sendable {
        // Safe to share: the round's work and size are only touched under `holders`' lock, and
        // the counters are atomic.
        private var work: ((_ item: Int, _ thread: Int) -> Void)?
        private var count = 0
        /// Threads other than the caller's that hold `work`: a round ends when none does.
        private let holders = Mutex(0)
        private let generation = Atomic<Int>(0)
        private let next = Atomic<Int>(0)
        private let finished = Atomic<Int>(0)
        private let dismissed = Atomic<Bool>(false)

        /// The threads, the calling one (0) included: each call of a body is told which it runs on.
        let threads: Int
        private let nextThread = Atomic<Int>(1)

        /// Starts `threads - 1` threads besides the calling one; fewer when the system has none
        /// to give, the calling thread then doing more of the work.
        init(threads: Int) {
            self.threads = max(1, threads)
            for _ in 1..<self.threads {
                let retained = Unmanaged.passRetained(self)
                var thread = pthread_t()
                if pthread_create(&thread, nil, Self.start, retained.toOpaque()) == 0 {
                    pthread_detach(thread)
                } else {
                    retained.release()
                }
            }
        }

        /// Lets the threads end. One that has not started yet ends as soon as it does.
        func dismiss() {
            dismissed.store(true, ordering: .releasing)
        }

        /// `body(0, thread) ... body(count - 1, thread)` on the team, in order.
        func map<Result>(_ count: Int, _ body: (_ item: Int, _ thread: Int) -> Result) -> [Result] {
            let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
            slots.initialize(repeating: nil)
            defer { slots.deallocate() }
            forEach(count) { item, thread in slots[item] = body(item, thread) }
            return slots.indices.map { slots.moveElement(from: $0)! }
        }

        /// Calls `body` once for each item of `0..<count`, on whichever thread (`0..<threads`)
        /// is free; returns when every call has returned and no other thread holds `body`.
        func forEach(_ count: Int, _ body: (_ item: Int, _ thread: Int) -> Void) {
            withoutActuallyEscaping(body) { body in
                next.store(0, ordering: .relaxed)
                finished.store(0, ordering: .relaxed)
                holders.withLock { _ in work = body; self.count = count }
                generation.add(1, ordering: .releasing)
                take(count, body, thread: 0)
                while finished.load(ordering: .acquiring) < count { Self.pause() }
                // `body` must not outlive this call: wait for every thread to let go of it.
                holders.withLock { _ in work = nil }
                while holders.withLock({ $0 }) > 0 { Self.pause() }
            }
        }

        /// Takes items until none is left.
        private func take(_ count: Int, _ body: (Int, Int) -> Void, thread: Int) {
            while true {
                let item = next.add(1, ordering: .relaxed).oldValue
                guard item < count else { return }
                body(item, thread)
                finished.add(1, ordering: .releasing)
            }
        }

        /// A thread of the team: waits for a round, takes its part, and again, until dismissed.
        private func serve() {
            let thread = nextThread.add(1, ordering: .relaxed).oldValue
            var seen = 0
            while !dismissed.load(ordering: .acquiring) {
                let current = generation.load(ordering: .acquiring)
                guard current != seen else {
                    Self.pause()
                    continue
                }
                seen = current
                if joinRound(thread) {
                    holders.withLock { $0 -= 1 }
                }
            }
        }

        /// Takes items of the current round, if there is one; true when it did (and then holds
        /// the round until the caller lets go). The work is let go of on return, before that.
        private func joinRound(_ thread: Int) -> Bool {
            let held = holders.withLock { holders -> (work: (Int, Int) -> Void, count: Int)? in
                guard let work else { return nil }
                holders += 1
                return (work, count)
            }
            guard let held else { return false }
            take(held.count, held.work, thread: thread)
            return true
        }

        /// A short wait that keeps the core busy: rounds follow each other within microseconds.
        private static func pause() {
            sched_yield()
        }

        private static let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { team in
            Unmanaged<Team>.fromOpaque(team!).takeRetainedValue().serve()
            return nil
        }
    }
}
