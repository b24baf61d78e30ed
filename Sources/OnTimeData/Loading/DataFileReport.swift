/// One data file of a set, as `flights data` lists it.
public struct DataFileReport: Sendable {
    /// Which file.
    public let file: OnTimeDataLoader.DataFile
    /// Its cache image as it stands; nil when the file cannot be read.
    public let cache: CacheState?
    /// What the file holds, when it is known: read from a fresh cache image, or from the file when it was just read.
    public let summary: OnTimeTableSummary?
    /// Why a file of a folder is left out of the data (it is not on-time data), naming it, when it was read and is.
    public let leftOut: String?
}
