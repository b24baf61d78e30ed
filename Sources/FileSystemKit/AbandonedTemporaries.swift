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
            unlink("\(directory)/\(entry)")
        }
    }

    /// The entries named `<file>.tmp.<pid>`, by file.
    private static func temporaries(_ entries: [String]) -> [String: [(entry: String, pid: Int32)]] {
        var temporaries: [String: [(entry: String, pid: Int32)]] = [:]
        for entry in entries {
            guard let mark = entry.ranges(of: ".tmp.").last,
                  let pid = Int32(entry[mark.upperBound...]), pid > 0 else { continue }
            temporaries[String(entry[..<mark.lowerBound]), default: []].append((entry, pid))
        }
        return temporaries
    }
}
