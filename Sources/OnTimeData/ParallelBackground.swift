#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Beside `Parallel.Team`: a thread for one long piece of work, not a team for many short ones.
extension Parallel {
    /// Work started on a thread of its own, whose result the caller waits for when it needs
    /// it: what the first run does with each segment's image (write and sync it, waiting on
    /// the disk, then open it) while the next segment is parsed.
    final class Background<Result: Sendable>: @unchecked Sendable {
        // Safe to share: `result` is written by the thread before it ends, and read only after
        // `wait` has joined it.
        private var result: Result?
        private let thread = JoinableThread()

        /// Starts `body`; when the system has no thread to give, it runs now, on the caller's.
        init(_ body: @escaping @Sendable () -> Result) {
            thread.start { [self] in result = body() }
        }

        /// What `body` gave, once it has returned.
        func wait() -> Result {
            thread.join()
            return result!
        }
    }

    /// A POSIX thread for one piece of work, joined by whoever started it.
    final class JoinableThread: @unchecked Sendable {
        // Safe to share: `body` is set before the thread starts and cleared by it; `running`
        // is only touched by the thread that starts and joins.
        private var body: (() -> Void)?
        private var thread = pthread_t()
        private var running = false

        /// Runs `body` on a new thread, or now when the system has none to give.
        func start(_ body: @escaping () -> Void) {
            self.body = body
            let retained = Unmanaged.passRetained(self)
            if pthread_create(&thread, nil, Self.entry, retained.toOpaque()) == 0 {
                running = true
            } else {
                retained.release()
                self.body = nil
                body()
            }
        }

        /// Returns once the body has.
        func join() {
            guard running else { return }
            pthread_join(thread, nil)
            running = false
        }

        private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { thread in
            let thread = Unmanaged<JoinableThread>.fromOpaque(thread!).takeRetainedValue()
            thread.body?()
            thread.body = nil
            return nil
        }
    }
}
