/// Whether a data file's cache image can be used.
public enum CacheState: String, Sendable {
    /// Built from the file as it is now.
    case fresh
    /// Built from an earlier version of the file, or by another version of the program: rebuilt on the next read.
    case stale
    /// Not built yet.
    case missing = "none"
}
