import FileSystemKit
import FlightBoard
import ZipKit

/// Opens recorded on-time data: one file, several, or every CSV file of a folder, each read
/// from its cache image when that was built from this very file (same path, size and
/// modification time), else from the CSV, writing the image for next time. Names come from
/// the files of names (``NameFile``); each image keeps the lines of them that its table
/// needs, used while those files are unchanged too.
///
/// This is the one way in to the module for a caller: it says where things are and how to
/// read them, and gets a source of flights or an ``OnTimeDataError``.
public struct OnTimeDataLoader: Sendable {
    /// The data files and folders, as the user named them.
    public var paths: [String]
    /// The airport whose board it is, by code; nil to take the data's only one.
    public var airport: String?
    /// The files of airline and airport names, in that order.
    public var nameFiles: [NameFile]
    /// Leave unreadable rows out (and count them) instead of stopping; the cache is then neither used nor written.
    public var skipBadRows = false
    /// Where cache images are kept; nil reads the files themselves and keeps nothing.
    public var cacheDirectory: String?
    /// Where a zip archive's CSV is inflated to be read, when there is no cache folder (which
    /// holds it otherwise): a file without a name, gone once read.
    public var scratchDirectory = "/tmp"
    /// Whether the data may stand for every airport in it (statistics) when ``airport`` is nil.
    public var wholeFileAllowed = false
    /// Whether the files are read for what their rows say beyond the times (delay causes,
    /// cancellation reasons, distance, air time), for a command that shows them. With a cache
    /// they always are, since an image serves every command.
    public var readsDetails = true
    /// Told when a query finds the cache damaged and the file is read again instead.
    public var onDamagedCache: @Sendable (_ dataFile: String) -> Void = { _ in }
    /// Told, once, when a cache image cannot be written (a folder that cannot be made or
    /// written, a full disk): the files without a fresh image are then read as without a
    /// cache, and the images there are still used.
    public var onCacheUnwritable: @Sendable (FileSystemError) -> Void = { _ in }
    /// Told before each file without a fresh cache image is read, and as its parts are read.
    public var onProgress: @Sendable (BuildProgress) -> Void = { _ in }
    /// Large files are read and cached in segments, so that building a cache needs the memory
    /// of one segment whatever the file's size, and a segment is read in pieces of this size
    /// (see ``OnTimeFileLoader``): a piece's pages of the file stay resident while it is
    /// parsed, and 32 MiB still have stretches enough to keep both cores busy.
    var pieceBytes = 32 << 20
    /// About how many rows a segment of a large file holds: one segment's table, indexes and
    /// image, built at once, take some 100 MB at 450,000 rows (eight pieces of the BTS layout).
    var segmentRows = 450_000
    let fileSystem: any FileSystem

    /// The files of names list a few thousand airlines or airports at most (a megabyte);
    /// a larger file is not one of them.
    static let nameFileLimit = 64 << 20

    /// A loader of the data file `path`, reading through `fileSystem`, with the files of
    /// names beside it unless others are given.
    public init(path: String, fileSystem: any FileSystem, airlines: String? = nil, airports: String? = nil,
                planes: String? = nil) {
        self.init(paths: [path], fileSystem: fileSystem, airlines: airlines, airports: airports, planes: planes)
    }

    /// A loader of the data files and folders `paths`, reading through `fileSystem`, with the
    /// files of names in the first folder, or beside the first file, unless others are given.
    public init(paths: [String], fileSystem: any FileSystem, airlines: String? = nil, airports: String? = nil,
                planes: String? = nil) {
        self.paths = paths
        self.fileSystem = fileSystem
        let first = paths.first ?? "."
        let directory = fileSystem.isDirectory(first) ? first : first.lastIndex(of: "/").map { String(first[..<$0]) } ?? "."
        let folder = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        nameFiles = [(NameFile.Kind.airlines, airlines), (.airports, airports), (.planes, planes)].map { kind, given in
            NameFile(kind: kind, path: given ?? "\(folder)/\(kind.defaultName)", isNamed: given != nil)
        }
    }

    /// The data as messages name it: the one file or folder, or how many were named.
    public var dataName: String {
        paths.count == 1 ? paths[0] : "the \(paths.count) data paths"
    }

    /// What the rows left out were, when ``skipBadRows`` left some out.
    public struct SkippedRows: Sendable {
        /// How many.
        public let count: Int
        /// What was wrong with the first.
        public let first: OnTimeFileError?
    }

    /// One data file of the set.
    public struct DataFile: Sendable, Equatable {
        /// As named, or as found in a folder named (`folder/2024-01.csv`).
        public let path: String
        /// Whether it was found in a folder, rather than named: such a file that is not
        /// on-time data (a header of neither layout, or no header) is left out, not an error.
        public let inFolder: Bool
        /// The absolute path without links, which its cache images are named by; ``path``
        /// when it does not exist.
        let canonicalPath: String
        /// Whether it is a zip archive holding the CSV.
        let isArchive: Bool
    }

    /// The data files the paths name, in the order given, each folder's by name; a file named
    /// twice (or named and found in a folder named) is read once.
    ///
    /// A folder gives every file whose name ends in `.csv` or `.zip` (in any case) but the
    /// files of names (`airlines.csv`, `airports.csv`); it does not look into folders inside it.
    /// A folder with none is an error, as the data would be nothing. A zip beside the CSV it
    /// holds (named as the zip, or as the file inside) is left aside: unzipped in place and
    /// kept, it would count every flight twice. A file named is a zip archive when its name
    /// ends in `.zip` or its bytes begin as one.
    public func dataFiles() throws(OnTimeDataError) -> [DataFile] {
        var files: [DataFile] = []
        var seen: Set<String> = []
        let names = Set(NameFile.Kind.allCases.map(\.defaultName))
        for path in paths {
            guard fileSystem.isDirectory(path) else {
                let canonical = fileSystem.canonicalPath(path) ?? path
                if seen.insert(canonical).inserted {
                    files.append(DataFile(path: path, inFolder: false, canonicalPath: canonical,
                                          isArchive: ZippedData.isArchive(path, fileSystem: fileSystem)))
                }
                continue
            }
            let entries: [String]
            do { entries = try fileSystem.directoryEntries(path) } catch { throw .unreadable(error) }
            let folder = path.hasSuffix("/") ? path : path + "/"
            let csvFiles = Set(entries.map { $0.lowercased() }.filter { $0.hasSuffix(".csv") && !names.contains($0) })
            let found = entries.filter { name in
                let lowered = name.lowercased()
                if csvFiles.contains(lowered) { return true }
                guard lowered.hasSuffix(".zip") else { return false }
                return !Self.isUnzipped(folder + name, besides: csvFiles, fileSystem: fileSystem)
            }
                .map { folder + $0 }
                .filter { !fileSystem.isDirectory($0) }
            guard !found.isEmpty else { throw .noDataFiles(folder: path) }
            for file in found {
                let canonical = fileSystem.canonicalPath(file) ?? file
                if seen.insert(canonical).inserted {
                    files.append(DataFile(path: file, inFolder: true, canonicalPath: canonical,
                                          isArchive: file.lowercased().hasSuffix(".zip")))
                }
            }
        }
        return files
    }

    /// Whether the folder holds the CSV of the zip archive at `path` (lowercased names in
    /// `csvFiles`): a CSV named as the zip, or as the file the zip holds.
    private static func isUnzipped(_ path: String, besides csvFiles: Set<String>, fileSystem: any FileSystem) -> Bool {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if csvFiles.contains(name.dropLast(".zip".count) + ".csv") { return true }
        guard !csvFiles.isEmpty, let inside = try? ZippedData(path: path, fileSystem: fileSystem).entry.name else { return false }
        return csvFiles.contains(inside.split(separator: "/").last.map { $0.lowercased() } ?? "")
    }

    /// The data as a source of flights, and what was skipped reading it.
    /// - Parameter mapped: the file, when there is one and the caller has mapped it already.
    public func load(mapped: MappedFile? = nil) throws(OnTimeDataError) -> (source: any FlightSource, skipped: SkippedRows?) {
        let files = try dataFiles()
        var parts: [RecordedPart] = []
        var skippedCount = 0
        var firstSkipped: OnTimeFileError?
        // A zip archive is inflated to be read: its own bytes are not the CSV's.
        let mapped = files.count == 1 && !files[0].isArchive ? mapped : nil
        for outcome in try read(files, mapped: mapped, freshToo: true) {
            guard case .read(let sources, let skipped) = outcome.read else { continue }
            if let skipped {
                skippedCount += skipped.count
                firstSkipped = firstSkipped ?? skipped.first
            }
            parts += sources.filter { $0.summary.days != nil || files.count == 1 }
        }
        let skipped = skippedCount > 0 ? SkippedRows(count: skippedCount, first: firstSkipped) : nil
        guard !parts.isEmpty, parts.contains(where: { $0.summary.days != nil }) else {
            let what = files.count == 1 ? "a header and no row" : "no file of the data has a row"
            throw .malformed(OnTimeFileError(file: files.count == 1 ? files[0].path : dataName, kind: .emptyFile,
                                             message: skipped == nil ? "no flights: \(what)" : "no flights: every row was skipped"))
        }
        let data = RecordedAirports(parts: parts, code: nil)
        guard let given = airport else {
            let origins = data.origins
            if origins.count == 1 { return (data.seen(from: origins[0]), skipped) }
            if wholeFileAllowed { return (data.seen(from: nil), skipped) }
            throw .airportNeeded(origins: origins)
        }
        let code = given.uppercased()
        guard let packed = OnTimeTable.pack(airport: code), data.summary.has(airport: packed) else {
            throw .noSuchAirport(given, origins: Array(data.origins.prefix(5)))
        }
        return (data.seen(from: code), skipped)
    }

    /// Each file of the set as `flights data` lists it: its cache image as it stands and,
    /// when that is fresh, what the file holds. With `building`, each file without a fresh
    /// image is read first, which builds it (a file of a folder that is not on-time data is
    /// then said to be left out).
    public func report(building: Bool) throws(OnTimeDataError) -> [DataFileReport] {
        let files = try dataFiles()
        let outcomes = building ? try read(files, mapped: nil, freshToo: false)
            : files.map { FileOutcome(file: $0, found: nil, read: nil) }
        return outcomes.map { outcome -> DataFileReport in
            switch outcome.read {
            case .read(let sources, _)?:
                return DataFileReport(file: outcome.file, cache: fileLoader(outcome.file).state(),
                               summary: OnTimeTableSummary.merged(sources.map(\.summary)), leftOut: nil)
            case .leftOut(let reason)?:
                return DataFileReport(file: outcome.file, cache: outcome.found, summary: nil, leftOut: reason)
            case nil:
                let (state, summary) = fileLoader(outcome.file).inspect()
                return DataFileReport(file: outcome.file, cache: state, summary: summary, leftOut: nil)
            }
        }
    }

    /// A file of the set, the state of its cache image as found, and what reading it gave, if it was read.
    private struct FileOutcome {
        enum Read {
            /// Its parts (segments of a large file) and the rows skipped.
            case read([RecordedPart], SkippedRows?)
            /// A file of a folder that is not on-time data (a zip archive holding no CSV file), and why.
            case leftOut(String)
        }

        let file: DataFile
        let found: CacheState?
        let read: Read?
    }

    /// Reads the files without a fresh cache image, and those with one too when `freshToo`,
    /// in order, telling ``onProgress`` how far the reading of the first has come.
    private func read(_ files: [DataFile], mapped: MappedFile?, freshToo: Bool) throws(OnTimeDataError) -> [FileOutcome] {
        // From the images' headers: opening them here, to open them again to read them, cost a
        // cached board on a year of flights a sixth of its time.
        let listing = cacheDirectory.map { CacheFolderListing(folder: $0, fileSystem: fileSystem) }
        let nameStamps = files.isEmpty ? [] : fileLoader(files[0]).currentNameStamps()
        let loaders = files.map { file in
            var loader = fileLoader(file, cacheListing: listing)
            loader.nameStamps = nameStamps
            return loader.remembering()
        }
        let found = loaders.map { $0.state() }
        let sizes = loaders.map { $0.known?.contentSize ?? 0 }
        let total = zip(found, sizes).reduce(0) { $0 + ($1.0 == .fresh ? 0 : $1.1) }
        var bytes = 0, rows = 0
        var unwritable: FileSystemError?
        var outcomes: [FileOutcome] = []
        for (index, file) in files.enumerated() {
            let pending = found[index] != .fresh
            guard pending || freshToo else {
                outcomes.append(FileOutcome(file: file, found: found[index], read: nil))
                continue
            }
            let (before, rowsBefore) = (bytes, rows)
            let tell: (Int, Int) -> Void = { [onProgress] read, counted in
                if pending {
                    onProgress(BuildProgress(file: file.path, bytesRead: before + read, bytesTotal: total, rowsRead: rowsBefore + counted))
                }
            }
            tell(0, 0)
            do {
                var loader = loaders[index]
                loader.writesImages = unwritable == nil
                loader.opensLazily = files.count > 1
                let loaded = try loader.load(mapped: mapped, onRead: tell)
                outcomes.append(FileOutcome(file: file, found: found[index], read: .read(loaded.parts, loaded.skipped)))
                rows += loaded.parts.reduce(0) { $0 + $1.summary.flightCount }
                if unwritable == nil, let failure = loaded.unwritable {
                    unwritable = failure
                    onCacheUnwritable(failure)
                }
            } catch .malformed(let error) where file.inFolder && !error.isSkippable {
                outcomes.append(FileOutcome(file: file, found: found[index], read: .leftOut(error.description)))
            } catch .badArchive(let error) where file.inFolder && error.holdsNoData {
                outcomes.append(FileOutcome(file: file, found: found[index], read: .leftOut(error.description)))
            }
            if pending { bytes += sizes[index] }
        }
        return outcomes
    }

    /// - Parameter cacheListing: for a loader that reads the file, and so may write its images.
    private func fileLoader(_ file: DataFile, cacheListing: CacheFolderListing? = nil) -> OnTimeFileLoader {
        OnTimeFileLoader(path: file.path, canonicalPath: file.canonicalPath, isArchive: file.isArchive, nameFiles: nameFiles,
                         skipBadRows: skipBadRows, cacheDirectory: cacheDirectory, scratchDirectory: scratchDirectory,
                         cacheListing: cacheListing, onDamagedCache: onDamagedCache,
                         fileSystem: fileSystem, pieceBytes: pieceBytes, segmentRows: segmentRows,
                         readsDetails: readsDetails || cacheDirectory != nil)
    }
}

extension OnTimeDataError {
    /// The error as a query reports it, when the file is read again in the middle of one.
    var sourceError: FlightSourceError {
        switch self {
        case .unreadable(let error): FlightSourceError(.unreadable, "cannot read \(error.path): \(error.reason)")
        case .namesUnreadable(_, let error): FlightSourceError(.unreadable, "cannot read \(error.path): \(error.reason)")
        case .malformed(let error): FlightSourceError(.malformed, error.description)
        case .badArchive(let error): FlightSourceError(.malformed, error.description)
        case .archiveUnwritable(let path, let error):
            FlightSourceError(.unreadable, "cannot inflate \(path) in \(error.path): \(error.reason)")
        case .changedWhileRead(let path): FlightSourceError(.changed, OnTimeDataError.changedMessage(path))
        case .namesMalformed(let error): FlightSourceError(.malformed, error.description)
        case .airportNeeded, .noSuchAirport, .noDataFiles: FlightSourceError(.malformed, "the data changed while it was read")
        }
    }
}

extension OnTimeDataError {
    /// What to tell the user when the file at `path` changed while it was read.
    public static func changedMessage(_ path: String) -> String {
        "\(path) changed while it was read (another program is writing it); run the command again once it is written"
    }
}
