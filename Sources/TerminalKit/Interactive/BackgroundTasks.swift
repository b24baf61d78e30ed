#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work a full-screen app runs off its key loop, as bubbletea runs a command: each task
/// runs on a thread of its own, and its result waits here until the loop takes it between
/// two keys, so that keys stay live while a slow read goes on.
///
/// ```swift
/// let tasks = BackgroundTasks<Event>(threads: true)
/// tasks.start { readHistory() }
/// // in the loop: wait for a key at most 20 ms while tasks.isBusy, then
/// for event in tasks.takeFinished() { handle(event) }
/// ```
public final class BackgroundTasks<Result>: @unchecked Sendable {
    // Safe to share: `running` and `finished` are touched only under `lock`; a result is
    // made by its task alone and handed over once.
    private let lock = Lock()
    private var running = 0
    private var finished: [Result] = []
    private let threads: Bool

    /// Tasks on threads of their own; without `threads`, each runs when started, on the
    /// caller's thread (a scripted run, whose keys must meet the results in order).
    public init(threads: Bool) {
        self.threads = threads
    }

    /// Whether a task has not finished yet, or its result has not been taken.
    public var isBusy: Bool { lock.withLock { running > 0 || !finished.isEmpty } }

    /// Starts `task`; when the system has no thread to give, it runs now.
    public func start(_ task: @escaping @Sendable () -> Result) {
        lock.withLock { running += 1 }
        guard threads else { return finish(task()) }
        let box = Unmanaged.passRetained(Box { [self] in finish(task()) })
        var thread = pthread_t()
        if pthread_create(&thread, nil, Box.entry, box.toOpaque()) == 0 {
            pthread_detach(thread)
        } else {
            box.takeRetainedValue().body()
        }
    }

    /// The results of the tasks finished since the last call, in the order they finished.
    public func takeFinished() -> [Result] {
        lock.withLock {
            defer { finished.removeAll() }
            return finished
        }
    }

    private func finish(_ result: Result) {
        lock.withLock {
            finished.append(result)
            running -= 1
        }
    }
}

/// A body to run on a new thread, handed to it through `pthread_create`'s one pointer.
private final class Box {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }

    static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { pointer in
        Unmanaged<Box>.fromOpaque(pointer!).takeRetainedValue().body()
        return nil
    }
}
