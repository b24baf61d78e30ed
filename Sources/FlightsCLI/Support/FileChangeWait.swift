#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A sleep that a change to some files ends early: a watch's, over its data files.
public protocol WakingSleep: Sendable {
    /// Sleeps for `duration`, or less when one of the files changed meanwhile or since the last sleep.
    func sleep(_ duration: Duration)
}

/// The data files a watch follows, opened once before they are first read so that no write
/// goes unheard (one made while the data was read, or a change printed, is waiting at the
/// next sleep): a sleep on it ends early when one of them changes. On Linux through inotify,
/// on the directories of the paths (a file replaced by a rename is a new file there);
/// elsewhere, or when inotify cannot watch them, its sleeps are plain sleeps.
final class FileChangeWait: WakingSleep {
    #if os(Linux)
    private let watch: Watch?
    #endif

    /// Begins to listen for changes to `paths`: files, or folders (any file in them).
    init(_ paths: [String]) {
        #if os(Linux)
        watch = paths.isEmpty ? nil : Watch(paths)
        #endif
    }

    deinit {
        #if os(Linux)
        if let watch { close(watch.descriptor) }
        #endif
    }

    /// Sleeps for `duration`, or until one of the paths is written, created, replaced or
    /// removed (or was, since the last sleep ended).
    func sleep(_ duration: Duration) {
        #if os(Linux)
        if let watch {
            watch.wait(duration)
            return
        }
        #endif
        SystemInterface.sleep(duration)
    }

    #if os(Linux)
    private struct Watch: Sendable {
        let descriptor: Int32
        /// The watches of folders given: any file in them counts.
        let folders: Set<Int32>
        /// The watches of the directories of files given, with the names that count there.
        let files: [Int32: Set<String>]

        init?(_ paths: [String]) {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            var folders: Set<Int32> = [], files: [Int32: Set<String>] = [:]
            let events = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
            for path in paths {
                var info = stat()
                let isFolder = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                let (directory, name) = isFolder ? (path, "") : Self.split(path)
                let watch = inotify_add_watch(descriptor, directory, events)
                guard watch >= 0 else { continue }
                if isFolder { folders.insert(watch) } else { files[watch, default: []].insert(name) }
            }
            guard !folders.isEmpty || !files.isEmpty else {
                close(descriptor)
                return nil
            }
            (self.descriptor, self.folders, self.files) = (descriptor, folders, files)
        }

        /// Waits until `duration` has passed or a file that counts changed.
        func wait(_ duration: Duration) {
            let deadline = ContinuousClock.now + duration
            while true {
                let left = Self.milliseconds(until: deadline)
                guard left > 0 else { return }
                var pending = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&pending, 1, left)
                if ready < 0, errno == EINTR { continue }
                guard ready > 0 else { return }
                if countingChange() {
                    settle(before: deadline)
                    return
                }
            }
        }

        /// Waits for the writer to pause (a quarter of a second without a change, two seconds
        /// at most, never past the sleep's end), so that one write of many lines is one wake, read whole.
        private func settle(before deadline: ContinuousClock.Instant) {
            let limit = min(ContinuousClock.now + .seconds(2), deadline)
            while ContinuousClock.now < limit {
                var pending = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let milliseconds = min(250, Self.milliseconds(until: limit))
                guard milliseconds > 0, poll(&pending, 1, milliseconds) > 0 else { return }
                _ = countingChange()
            }
        }

        /// Reads the events waiting: whether one is of a file that counts.
        private func countingChange() -> Bool {
            var buffer = [UInt8](repeating: 0, count: 4096)
            var counted = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return counted }
                buffer.withUnsafeBytes { bytes in
                    var offset = 0
                    // Each event: its watch, mask, cookie and name length, 4 bytes each; then the name, NUL-padded.
                    while offset + 16 <= count {
                        let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                        let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        let end = min(count, offset + 16 + length)
                        let name = String(decoding: bytes[(offset + 16)..<end].prefix { $0 != 0 }, as: UTF8.self)
                        if folders.contains(watch) || files[watch]?.contains(name) == true { counted = true }
                        offset += 16 + length
                    }
                }
            }
        }

        /// The milliseconds left until `deadline`, rounded up (so that a wait does not end just
        /// before it), 0 once it has passed: `poll`'s timeout.
        private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return 0 }
            let (seconds, attoseconds) = left.components
            return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        }

        private static func split(_ path: String) -> (directory: String, name: String) {
            guard let slash = path.lastIndex(of: "/") else { return (".", path) }
            let directory = String(path[..<slash])
            return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
        }
    }
    #endif
}
