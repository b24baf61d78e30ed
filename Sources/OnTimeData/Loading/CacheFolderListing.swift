import FileSystemKit
import Synchronization

/// The images in the cache folder, listed once for a command however many data files it
/// caches, on the first ask: listing the folder again after each image written made a first
/// run over a folder of N files list N times a folder growing to N images.
final class CacheFolderListing: Sendable {
    private let folder: String
    private let fileSystem: any FileSystem
    /// The entries by the part of their name before the first `.`, the hash of the path of the
    /// data file an image is of (``OnTimeFileLoader``'s `cacheFile`); nil until listed.
    private let entries: Mutex<[String: [String]]?>

    init(folder: String, fileSystem: any FileSystem) {
        self.folder = folder
        self.fileSystem = fileSystem
        entries = Mutex(nil)
    }

    /// The names of the entries that start with `hash` and a `.`, as the folder was when first
    /// listed: the images of one data file, and maybe a few more of no file (`hash.x.y`).
    func entries(of hash: String) -> [String] {
        entries.withLock { entries in
            if entries == nil {
                let listed = (try? fileSystem.directoryEntries(folder)) ?? []
                entries = Dictionary(grouping: listed) { String($0.prefix { $0 != "." }) }
            }
            return entries?[hash]?.filter { $0.hasPrefix(hash + ".") } ?? []
        }
    }
}
