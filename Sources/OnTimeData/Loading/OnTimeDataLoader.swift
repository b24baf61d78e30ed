import FileSystemKit
import FlightBoard

/// Opens recorded on-time data: from the cache when it was built from this very file (same
/// path, size and modification time), else from the CSV, writing the cache for next time.
/// Names come from the files of names (``NameFile``); the cache keeps the lines of them that
/// its table needs, used while those files are unchanged too.
///
/// This is the one way in to the module for a caller: it says where things are and how to
/// read them, and gets a ``RecordedAirport`` or an ``OnTimeDataError``.
public struct OnTimeDataLoader: Sendable {
    /// The data file, as the user named it.
    public var path: String
    /// The airport whose board it is, by code; nil to take the file's only one.
    public var airport: String?
    /// The files of airline and airport names, in that order.
    public var nameFiles: [NameFile]
    /// Leave unreadable rows out (and count them) instead of stopping; the cache is then neither used nor written.
    public var skipBadRows = false
    /// Where cache images are kept; nil reads the file itself and keeps nothing.
    public var cacheDirectory: String?
    /// Whether the file may stand for every airport in it (statistics) when ``airport`` is nil.
    public var wholeFileAllowed = false
    /// Told when a query finds the cache damaged and the file is read again instead.
    public var onDamagedCache: @Sendable (_ dataFile: String) -> Void = { _ in }
    let fileSystem: any FileSystem

    /// The files of names list a few thousand airlines or airports at most (a megabyte);
    /// a larger file is not one of them.
    static let nameFileLimit = 64 << 20

    /// A loader of `path`, reading through `fileSystem`, with the files of names beside it
    /// unless others are given.
    public init(path: String, fileSystem: any FileSystem, airlines: String? = nil, airports: String? = nil) {
        self.path = path
        self.fileSystem = fileSystem
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        nameFiles = [(NameFile.Kind.airlines, airlines), (.airports, airports)].map { kind, given in
            NameFile(kind: kind, path: given ?? "\(directory)/\(kind.defaultName)", isNamed: given != nil)
        }
    }

    /// What the rows left out were, when ``skipBadRows`` left some out.
    public struct SkippedRows: Sendable {
        /// How many.
        public let count: Int
        /// What was wrong with the first.
        public let first: OnTimeFileError?
    }

    /// The data as a source of flights, and what was skipped reading it.
    /// - Parameter mapped: the file, when the caller has mapped it already.
    public func load(mapped: MappedFile? = nil) throws(OnTimeDataError) -> (source: RecordedAirport, skipped: SkippedRows?) {
        let (table, index, summary, names, fromCache, skipped) = try self.table(mapped)
        var rebuild: (@Sendable () throws(FlightSourceError) -> OnTimeIndexedTable)?
        if fromCache {
            let loader = self
            rebuild = { @Sendable () throws(FlightSourceError) in try loader.rebuildDamaged() }
        }
        let source = RecordedAirport(table: table, index: index, names: names, code: nil, summary: summary, rebuild: rebuild)
        guard table.count > 0 else {
            throw .malformed(OnTimeFileError(file: path, kind: .emptyFile,
                                             message: skipped == nil ? "no flights: a header and no row" : "no flights: every row was skipped"))
        }
        guard let given = airport else {
            let origins = source.origins
            if origins.count == 1 { return (source.seen(from: origins[0]), skipped) }
            if wholeFileAllowed { return (source, skipped) }
            throw .airportNeeded(origins: origins)
        }
        let code = given.uppercased()
        guard let packed = OnTimeTable.pack(airport: code), source.summary.has(airport: packed) else {
            throw .noSuchAirport(given, origins: Array(source.origins.prefix(5)))
        }
        return (source.seen(from: code), skipped)
    }

    private typealias Loaded = (table: OnTimeTable, index: OnTimeIndexedTable?, summary: OnTimeTableSummary?,
                                names: ReferenceTables, fromCache: Bool, skipped: SkippedRows?)

    /// The table, with its indexes when they come from (or go into) the cache, its summary when
    /// the parser counted it, and the names.
    private func table(_ mapped: MappedFile?) throws(OnTimeDataError) -> Loaded {
        let stamp = try dataStamp()
        let cachePath = skipBadRows ? nil : cacheFile()
        let stamps = nameFiles.map { try? self.stamp(of: $0.path) }
        if let cachePath, let image = try? fileSystem.map(cachePath),
           let cached = OnTimeCache.decode(image.bytes, owner: image, expecting: stamp) {
            // The kept names serve while their files are as they were (or still missing).
            let names: ReferenceTables
            if cached.names.map(\.source) == stamps, let kept = try? ReferenceTables(excerpts: cached.names.map(\.excerpt)) {
                names = kept
            } else {
                names = try referenceTables()
            }
            return (cached.table.table, cached.table, nil, names, true, nil)
        }
        let names = try referenceTables()
        let (table, index, summary, skipped) = try parse(mapped, stamp: stamp, cachePath: cachePath, names: names, stamps: stamps)
        return (table, index, summary, names, false, skipped)
    }

    /// The table read from the file, not the cache, and written to the cache when there is one,
    /// with the lines of the files of names that it needs.
    private func parse(_ mapped: MappedFile?, stamp: OnTimeCache.SourceStamp, cachePath: String?,
                       names: ReferenceTables, stamps: [OnTimeCache.SourceStamp?])
        throws(OnTimeDataError) -> (OnTimeTable, OnTimeIndexedTable?, OnTimeTableSummary, SkippedRows?) {
        let file: MappedFile
        if let mapped {
            file = mapped
        } else {
            do { file = try fileSystem.map(path) } catch { throw .unreadable(error) }
        }
        let parsed = Result { () throws(OnTimeFileError) in try OnTimeCSV.parse(file.bytes, file: path, skipBadRows: skipBadRows) }
        // Bytes of a file written over meanwhile are neither the old file nor the new one, so
        // neither what they hold nor what is wrong with them is an answer, and nothing is cached.
        if file.wasCut || (try? self.stamp(of: path)) != stamp { throw .changedWhileRead(path) }
        let result: OnTimeCSV.Result
        do {
            result = try parsed.get()
        } catch {
            throw .malformed(error)
        }
        let skipped = result.skippedRows > 0 ? SkippedRows(count: result.skippedRows, first: result.firstSkipped) : nil
        guard let cachePath, result.skippedRows == 0 else { return (result.table, nil, result.summary, skipped) }
        // The indexes are built only to be kept: for one question a scan is cheaper.
        // A cache that cannot be written only costs the next run its speed.
        let indexed = OnTimeIndexedTable(table: result.table, summary: result.summary)
        let excerpts = names.excerpts(airlines: indexed.summary.carriers.map(OnTimeTable.code),
                                      airports: indexed.summary.airports.map { OnTimeTable.code($0.code) })
        let kept = zip(stamps, excerpts).map { OnTimeCache.NameFile(source: $0, excerpt: $1) }
        if let slash = cachePath.lastIndex(of: "/") { try? fileSystem.createDirectories(String(cachePath[..<slash])) }
        try? fileSystem.replace(cachePath, with: OnTimeCache.encode(indexed, source: stamp, names: kept))
        return (result.table, indexed, result.summary, skipped)
    }

    /// The table read again from the file, after a query found the cache damaged; the cache is
    /// written anew. The file read well when the cache was made from it and has kept its size
    /// and time, so it reads well again unless it was changed behind the program's back, in
    /// which case the query fails with why.
    private func rebuildDamaged() throws(FlightSourceError) -> OnTimeIndexedTable {
        onDamagedCache(path)
        do {
            let stamps = nameFiles.map { try? self.stamp(of: $0.path) }
            let (table, index, summary, _) = try parse(nil, stamp: try dataStamp(), cachePath: cacheFile(),
                                                       names: try referenceTables(), stamps: stamps)
            return index ?? OnTimeIndexedTable(table: table, summary: summary)
        } catch {
            throw error.sourceError
        }
    }

    private func dataStamp() throws(OnTimeDataError) -> OnTimeCache.SourceStamp {
        do { return try stamp(of: path) } catch { throw .unreadable(error) }
    }

    private func stamp(of file: String) throws(FileSystemError) -> OnTimeCache.SourceStamp {
        let stamp = try fileSystem.stamp(file)
        return OnTimeCache.SourceStamp(path: fileSystem.canonicalPath(file) ?? file, size: stamp.size,
                                       modificationSeconds: stamp.modificationSeconds,
                                       modificationNanoseconds: stamp.modificationNanoseconds)
    }

    /// `<cacheDirectory>/<hash of the file's path>.fltc`; nil when there is nowhere to put it.
    private func cacheFile() -> String? {
        guard let cacheDirectory else { return nil }
        let hash = StableHash.fnv1a(fileSystem.canonicalPath(path) ?? path)
        return "\(cacheDirectory)/\(String(hash, radix: 16)).fltc"
    }

    private func referenceTables() throws(OnTimeDataError) -> ReferenceTables {
        var tables = ReferenceTables()
        for file in nameFiles where file.isNamed || fileSystem.exists(file.path) {
            let bytes: [UInt8]
            do { bytes = try fileSystem.read(file.path, limit: Self.nameFileLimit) } catch { throw .namesUnreadable(file.kind, error) }
            do { try tables.read(bytes, file: file.path) } catch { throw .namesMalformed(error) }
        }
        return tables
    }
}

extension OnTimeDataError {
    /// The error as a query reports it, when the file is read again in the middle of one.
    var sourceError: FlightSourceError {
        switch self {
        case .unreadable(let error): FlightSourceError(.unreadable, "cannot read \(error.path): \(error.reason)")
        case .namesUnreadable(_, let error): FlightSourceError(.unreadable, "cannot read \(error.path): \(error.reason)")
        case .malformed(let error): FlightSourceError(.malformed, error.description)
        case .changedWhileRead(let path): FlightSourceError(.changed, OnTimeDataError.changedMessage(path))
        case .namesMalformed(let error): FlightSourceError(.malformed, error.description)
        case .airportNeeded, .noSuchAirport: FlightSourceError(.malformed, "the data changed while it was read")
        }
    }
}

extension OnTimeDataError {
    /// What to tell the user when the file at `path` changed while it was read.
    public static func changedMessage(_ path: String) -> String {
        "\(path) changed while it was read (another program is writing it); run the command again once it is written"
    }
}
