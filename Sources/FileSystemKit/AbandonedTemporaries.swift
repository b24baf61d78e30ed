#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files `<file>.tmp.<pid>` that writers killed between creating and renaming
/// them left in the folders ``PosixFileSystem/replace(_:with:)`` writes in, each folder listed
/// once, at its first replace: listing it at every replace made a first run over a folder of
/// N data files list the cache folder, of up to N images, N times.
///
/// A temporary file that a writer killed meanwhile leaves in a folder already listed is removed
/// by the next process to replace that file, as one left while a replace is under way always was.
///
/// A file is removed only when its writer is provably gone: no process of its number is alive,
/// and nobody holds the lock its writer takes on it for as long as it writes (``isHeld(_:)``).
/// The number alone would not do: a writer in another process namespace sharing the folder (a
/// container) has a number this process cannot see, and a number is reused.
final class AbandonedTemporaries: Sendable {
    /// By folder, then by the name of the file replaced (`state.json` for `state.json.tmp.812`),
    /// the temporary files there when the folder was listed, and their writers' numbers.
    private let found = Mutex<[String: [String: [(entry: String, pid: Int32)]]]>([:])

    /// Removes the temporary files of `name` in `directory` whose writer is gone; a live
    /// writer's file is left alone. `list` gives the folder's entries, the first time only.
    func remove(of name: String, in directory: String, listing list: () -> [String]) {
        let temporaries = found.withLock { found -> [(entry: String, pid: Int32)] in
            if found[directory] == nil { found[directory] = Self.temporaries(list()) }
            return found[directory]?.removeValue(forKey: name) ?? []
        }
        for (entry, pid) in temporaries where kill(pid, 0) != 0 && errno == ESRCH {
            let path = "\(directory)/\(entry)"
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            // A planted link is no writer's file: it goes, as it always did, the link and not what it points to.
            guard fd >= 0 else {
                if errno == ELOOP { unlink(path) }
                continue
            }
            if !Self.isHeld(fd) { unlink(path) }
            close(fd)
        }
    }

    /// Whether a writer holds the lock on the open file `fd`: the lock goes with the writer's
    /// process, however it ends, so a file nobody locks has no writer left.
    static func isHeld(_ fd: Int32) -> Bool {
        flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    /// The entries named `<file>.tmp.<pid>` (or `<file>.tmp.<pid>.<n>`, a second name of the
    /// same number, see ``PosixFileSystem/replace(_:with:)``), by file.
    private static func temporaries(_ entries: [String]) -> [String: [(entry: String, pid: Int32)]] {
        var temporaries: [String: [(entry: String, pid: Int32)]] = [:]
        for entry in entries {
            guard let mark = entry.ranges(of: ".tmp.").last else { continue }
            let number = entry[mark.upperBound...].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let pid = Int32(number[0]), pid > 0, number.count == 1 || UInt32(number[1]) != nil else { continue }
            temporaries[String(entry[..<mark.lowerBound]), default: []].append((entry, pid))
        }
        return temporaries
    }
}
