import FileSystemKit
import FlightBoard

/// Reads one data file of a set: from its cache image when that was built from this very
/// file (same path, size and modification time), else from the CSV, writing the image for
/// next time. Each file has an image of its own, so that a new month adds one image and a
/// changed file rebuilds only its own.
struct OnTimeFileLoader: Sendable {
    /// The data file, as the user named it (or as found in a folder named).
    let path: String
    /// The files of airline and airport names, in that order.
    let nameFiles: [NameFile]
    let skipBadRows: Bool
    let cacheDirectory: String?
    let onDamagedCache: @Sendable (_ dataFile: String) -> Void
    let fileSystem: any FileSystem

    /// The file's flights, every airport of it, and what was skipped reading it.
    /// - Parameter onRead: told of the bytes and rows read so far, when the file itself is read.
    func load(mapped: MappedFile?, onRead: (_ bytes: Int, _ rows: Int) -> Void = { _, _ in })
        throws(OnTimeDataError) -> (source: RecordedAirport, skipped: OnTimeDataLoader.SkippedRows?) {
        let (table, index, summary, names, fromCache, skipped) = try table(mapped, onRead: onRead)
        var rebuild: (@Sendable () throws(FlightSourceError) -> OnTimeIndexedTable)?
        if fromCache {
            let loader = self
            rebuild = { @Sendable () throws(FlightSourceError) in try loader.rebuildDamaged() }
        }
        return (RecordedAirport(table: table, index: index, names: names, code: nil, summary: summary, rebuild: rebuild), skipped)
    }

    /// The file's cache image as it stands, and what the file holds when the image is fresh
    /// (read from it, not from the file); a nil state when the file cannot be read.
    func inspect() -> (state: CacheState?, summary: OnTimeTableSummary?) {
        guard let stamp = try? dataStamp() else { return (nil, nil) }
        guard let cachePath = cacheFile(), fileSystem.exists(cachePath) else { return (.missing, nil) }
        guard let image = try? fileSystem.map(cachePath),
              let cached = OnTimeCache.decode(image.bytes, owner: image, expecting: stamp) else { return (.stale, nil) }
        return (.fresh, cached.table.summary)
    }

    private typealias Loaded = (table: OnTimeTable, index: OnTimeIndexedTable?, summary: OnTimeTableSummary?,
                                names: ReferenceTables, fromCache: Bool, skipped: OnTimeDataLoader.SkippedRows?)

    /// The table, with its indexes when they come from (or go into) the cache, its summary when
    /// the parser counted it, and the names.
    private func table(_ mapped: MappedFile?, onRead: (Int, Int) -> Void) throws(OnTimeDataError) -> Loaded {
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
        onRead(stamp.size, summary.flightCount)
        return (table, index, summary, names, false, skipped)
    }

    /// The table read from the file, not the cache, and written to the cache when there is one,
    /// with the lines of the files of names that it needs.
    private func parse(_ mapped: MappedFile?, stamp: OnTimeCache.SourceStamp, cachePath: String?,
                       names: ReferenceTables, stamps: [OnTimeCache.SourceStamp?])
        throws(OnTimeDataError) -> (OnTimeTable, OnTimeIndexedTable?, OnTimeTableSummary, OnTimeDataLoader.SkippedRows?) {
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
        let skipped = result.skippedRows > 0
            ? OnTimeDataLoader.SkippedRows(count: result.skippedRows, first: result.firstSkipped) : nil
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
            do { bytes = try fileSystem.read(file.path, limit: OnTimeDataLoader.nameFileLimit) } catch { throw .namesUnreadable(file.kind, error) }
            do { try tables.read(bytes, file: file.path) } catch { throw .namesMalformed(error) }
        }
        return tables
    }
}
