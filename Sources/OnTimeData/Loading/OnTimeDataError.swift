import FileSystemKit
import FlightBoard
import ZipKit

/// Why recorded data could not be opened, with what a user needs to fix it.
public enum OnTimeDataError: Error, Sendable {
    /// The data file cannot be read (missing, not a regular file, no permission).
    case unreadable(FileSystemError)
    /// The data file reads but is not an on-time file, or one of its rows is bad.
    case malformed(OnTimeFileError)
    /// The data file is a zip archive that cannot be read (damaged, cut short, encrypted,
    /// compressed otherwise, or holding no CSV file or several).
    case badArchive(ZipError)
    /// The CSV of the zip archive at this path cannot be inflated to the disk to be read
    /// (no room, or a folder that cannot be written).
    case archiveUnwritable(String, FileSystemError)
    /// The data file, at this path, was cut short or written over while it was read; read
    /// again once the other program is done, it may be whole.
    case changedWhileRead(String)
    /// A file of names cannot be read; `kind` says which, so the caller can name its option.
    case namesUnreadable(NameFile.Kind, FileSystemError)
    /// A file of names reads but is not one.
    case namesMalformed(DataFileError)
    /// The folder holds no CSV file (but the files of names).
    case noDataFiles(folder: String)
    /// The file has flights of several airports and the request named none.
    case airportNeeded(origins: [String])
    /// The airport asked for has no flight in the file; `origins` are those with the most departures.
    case noSuchAirport(String, origins: [String])
}
