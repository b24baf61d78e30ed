#if canImport(Glibc)
import Glibc
#endif
import FileSystemKit
import FlightBoard

/// Reads one data file of a set: from its cache image when that was built from this very
/// file (same path, size and modification time), else from the CSV, writing the image for
/// next time. Each file has an image of its own, so that a new month adds one image and a
/// changed file rebuilds only its own.
///
/// A file larger than ``segmentBytes`` is cut at line ends into segments of about that size,
/// each read, indexed and written to an image of its own before the next is read, its pages
/// of the CSV let go as it goes, and then used from its image: building the cache of a file
/// of any size needs the memory of one segment. The file is then several parts, as a folder
/// is several files. Without a cache (or when rows are skipped) the file is read whole.
struct OnTimeFileLoader: Sendable {
    /// The data file, as the user named it (or as found in a folder named).
    let path: String
    /// The files of airline and airport names, in that order.
    let nameFiles: [NameFile]
    let skipBadRows: Bool
    let cacheDirectory: String?
    let onDamagedCache: @Sendable (_ dataFile: String) -> Void
    let fileSystem: any FileSystem
    /// The size above which a file is read and cached in segments of about this size.
    let segmentBytes: Int

    typealias SkippedRows = OnTimeDataLoader.SkippedRows

    /// The file's flights, every airport of it, in one part or one per segment, and what was
    /// skipped reading it.
    /// - Parameter onRead: told of the bytes and rows read so far, as the file itself is read.
    func load(mapped: MappedFile?, onRead: (_ bytes: Int, _ rows: Int) -> Void = { _, _ in })
        throws(OnTimeDataError) -> (parts: [RecordedAirport], skipped: SkippedRows?) {
        let stamp = try dataStamp()
        let segments = segmentCount(stamp.size)
        guard segments == 1 else { return (try loadSegments(mapped, stamp: stamp, count: segments, onRead: onRead), nil) }
        let (table, index, summary, names, fromCache, skipped) = try table(mapped, stamp: stamp, onRead: onRead)
        return ([RecordedAirport(table: table, index: index, names: names, code: nil, summary: summary,
                                 rebuild: fromCache ? rebuild(segment: 0, of: 1) : nil)], skipped)
    }

    /// The file's cache images as they stand (fresh when every segment's is), and what the
    /// file holds when they are fresh (read from them, not from the file); a nil state when the
    /// file cannot be read.
    func inspect() -> (state: CacheState?, summary: OnTimeTableSummary?) {
        guard let stamp = try? dataStamp() else { return (nil, nil) }
        let count = segmentCount(stamp.size)
        var summaries: [OnTimeTableSummary] = []
        var found = false
        for segment in 0..<count {
            guard let cachePath = cacheFile(segment: segment, of: count), fileSystem.exists(cachePath) else { continue }
            found = true
            if let image = try? fileSystem.map(cachePath),
               let cached = OnTimeCache.decode(image.bytes, owner: image, expecting: stamp.segment(segment, of: count)) {
                summaries.append(cached.table.summary)
            }
        }
        guard summaries.count == count else { return (found ? .stale : .missing, nil) }
        return (.fresh, OnTimeTableSummary.merged(summaries))
    }

    /// How many segments a file of `size` bytes is read in: one without a cache to keep them in.
    private func segmentCount(_ size: Int) -> Int {
        guard cacheDirectory != nil, !skipBadRows, size > segmentBytes else { return 1 }
        return (size + segmentBytes - 1) / segmentBytes
    }

    private typealias Loaded = (table: OnTimeTable, index: OnTimeIndexedTable?, summary: OnTimeTableSummary?,
                                names: ReferenceTables, fromCache: Bool, skipped: SkippedRows?)

    /// The table, with its indexes when they come from (or go into) the cache, its summary when
    /// the parser counted it, and the names.
    private func table(_ mapped: MappedFile?, stamp: OnTimeCache.SourceStamp, onRead: (Int, Int) -> Void) throws(OnTimeDataError) -> Loaded {
        let cachePath = skipBadRows ? nil : cacheFile(segment: 0, of: 1)
        let stamps = nameFiles.map { try? self.stamp(of: $0.path) }
        if let cachePath, let cached = cached(cachePath, stamp: stamp) {
            return (cached.table.table, cached.table, nil, try names(cached, stamps: stamps), true, nil)
        }
        let names = try referenceTables()
        let (table, index, summary, skipped) = try parse(mapped, stamp: stamp, cachePath: cachePath, names: names, stamps: stamps)
        onRead(stamp.size, summary.flightCount)
        return (table, index, summary, names, false, skipped)
    }

    /// The image at `cachePath`, when it was made from the file (or segment) `stamp` names.
    /// For a segment, the pages that opening it read leave the process at once (a query reads
    /// them again from the page cache): else each segment's image kept some 10 MB resident,
    /// its first pages and summaries mapped in whole 2 MB folios, and a file of any size
    /// needed memory in proportion to its segments.
    private func cached(_ cachePath: String, stamp: OnTimeCache.SourceStamp) -> OnTimeCache.Contents? {
        guard let image = try? fileSystem.map(cachePath) else { return nil }
        let contents = OnTimeCache.decode(image.bytes, owner: image, expecting: stamp)
        if stamp.segmentCount > 1 { image.discard(0..<image.bytes.count) }
        return contents
    }

    /// The names an image kept, while their files are as they were (or still missing); else the files'.
    private func names(_ cached: OnTimeCache.Contents, stamps: [OnTimeCache.SourceStamp?]) throws(OnTimeDataError) -> ReferenceTables {
        if cached.names.map(\.source) == stamps, let kept = try? ReferenceTables(excerpts: cached.names.map(\.excerpt)) {
            return kept
        }
        return try referenceTables()
    }

    /// The table read from the file, not the cache, and written to the cache when there is one,
    /// with the lines of the files of names that it needs.
    private func parse(_ mapped: MappedFile?, stamp: OnTimeCache.SourceStamp, cachePath: String?,
                       names: ReferenceTables, stamps: [OnTimeCache.SourceStamp?])
        throws(OnTimeDataError) -> (OnTimeTable, OnTimeIndexedTable?, OnTimeTableSummary, SkippedRows?) {
        let file: MappedFile
        if let mapped { file = mapped } else { file = try map() }
        let parsed = Result { () throws(OnTimeFileError) in try OnTimeCSV.parse(file.bytes, file: path, skipBadRows: skipBadRows) }
        try checkUnchanged(file, stamp: stamp)
        let result: OnTimeCSV.Result
        do {
            result = try parsed.get()
        } catch {
            throw .malformed(error)
        }
        let skipped = result.skippedRows > 0 ? SkippedRows(count: result.skippedRows, first: result.firstSkipped) : nil
        guard let cachePath, result.skippedRows == 0 else { return (result.table, nil, result.summary, skipped) }
        // The indexes are built only to be kept: for one question a scan is cheaper.
        let indexed = OnTimeIndexedTable(table: result.table, summary: result.summary)
        write(indexed, to: cachePath, stamp: stamp, names: names, stamps: stamps)
        return (result.table, indexed, result.summary, skipped)
    }

    /// Writes the image of `indexed`; one that cannot be written only costs the next run its speed.
    private func write(_ indexed: OnTimeIndexedTable, to cachePath: String, stamp: OnTimeCache.SourceStamp,
                       names: ReferenceTables, stamps: [OnTimeCache.SourceStamp?]) {
        let excerpts = names.excerpts(airlines: indexed.summary.carriers.map(OnTimeTable.code),
                                      airports: indexed.summary.airports.map { OnTimeTable.code($0.code) })
        let kept = zip(stamps, excerpts).map { OnTimeCache.NameFile(source: $0, excerpt: $1) }
        if let slash = cachePath.lastIndex(of: "/") { try? fileSystem.createDirectories(String(cachePath[..<slash])) }
        try? fileSystem.replace(cachePath, with: OnTimeCache.encode(indexed, source: stamp, names: kept))
    }

    /// Each segment from its image, or read from the file and written to its image first.
    private func loadSegments(_ mapped: MappedFile?, stamp: OnTimeCache.SourceStamp, count: Int,
                              onRead: (Int, Int) -> Void) throws(OnTimeDataError) -> [RecordedAirport] {
        let stamps = nameFiles.map { try? self.stamp(of: $0.path) }
        var file = mapped
        var bounds: [Int] = []
        var referenceNames: ReferenceTables?
        var parts: [RecordedAirport] = []
        var rows = 0
        for segment in 0..<count {
            let segmentStamp = stamp.segment(segment, of: count)
            let cachePath = cacheFile(segment: segment, of: count)!
            if let cached = cached(cachePath, stamp: segmentStamp) {
                parts.append(RecordedAirport(table: cached.table.table, index: cached.table, names: try names(cached, stamps: stamps),
                                             code: nil, rebuild: rebuild(segment: segment, of: count)))
                continue
            }
            let names: ReferenceTables
            if let referenceNames { names = referenceNames } else { names = try referenceTables() }
            referenceNames = names
            let whole: MappedFile
            if let file { whole = file } else { whole = try map() }
            file = whole
            if bounds.isEmpty {
                // Looking for each cut brings in the pages around it as whole folios of up to
                // 2 MB, which would stay: 190 MB resident for a file of a hundred segments.
                let folio = 2 << 20
                bounds = Self.segmentBounds(whole.bytes, count: count, size: segmentBytes) { looked in
                    whole.discard(max(0, looked.lowerBound - folio)..<looked.upperBound + folio)
                }
            }
            guard let indexed = try parse(segment: segment, of: whole, bounds: bounds, stamp: stamp) else {
                // A cut inside a quoted field holding a line end (or a bad row): the file is read
                // whole, for the error with its true line, or the table.
                let (table, _, summary, _) = try parse(whole, stamp: stamp, cachePath: nil, names: names, stamps: stamps)
                onRead(stamp.size, summary.flightCount)
                return [RecordedAirport(table: table, index: nil, names: names, code: nil, summary: summary)]
            }
            write(indexed, to: cachePath, stamp: segmentStamp, names: names, stamps: stamps)
            releaseFreedMemory()
            rows += indexed.summary.flightCount
            onRead(bounds[segment + 1], rows)
            // Used from its image, so that the table read goes now; kept if it could not be written.
            if let image = cached(cachePath, stamp: segmentStamp) {
                parts.append(RecordedAirport(table: image.table.table, index: image.table, names: names, code: nil,
                                             rebuild: rebuild(segment: segment, of: count)))
            } else {
                parts.append(RecordedAirport(table: indexed.table, index: indexed, names: names, code: nil))
            }
        }
        return parts
    }

    /// Segment `segment` of the file, read with the header line before it and indexed; nil when
    /// it does not read on its own.
    private func parse(segment: Int, of file: MappedFile, bounds: [Int], stamp: OnTimeCache.SourceStamp)
        throws(OnTimeDataError) -> OnTimeIndexedTable? {
        // The header and the segment, copied together: the parser reads a file from its header.
        // The segment's pages of the file go at once: the copy is what is read.
        var bytes = [UInt8](UnsafeRawBufferPointer(rebasing: file.bytes[..<bounds[0]]))
        bytes += UnsafeRawBufferPointer(rebasing: file.bytes[bounds[segment]..<bounds[segment + 1]])
        file.discard(bounds[segment]..<bounds[segment + 1])
        let parsed = bytes.withUnsafeBytes { bytes in
            Result { () throws(OnTimeFileError) in try OnTimeCSV.parse(bytes, file: path, skipBadRows: false) }
        }
        bytes = []
        try checkUnchanged(file, stamp: stamp)
        guard let result = try? parsed.get() else { return nil }
        return OnTimeIndexedTable(table: result.table, summary: result.summary)
    }

    /// Gives the memory freed after a segment back to the system. glibc's allocator raises its
    /// threshold for mapping large blocks as they are freed, so that the next segment's blocks
    /// come from its heaps, whose free pages it keeps: without this, each segment left some
    /// 18 MB more resident than the last.
    private func releaseFreedMemory() {
        _ = Self.mallocTrim?(0)
    }

    /// glibc's `malloc_trim`, which Swift's Glibc module leaves out (it is in `malloc.h`);
    /// nil with another C library.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        // RTLD_DEFAULT: the symbol wherever the process has it.
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// Where the header line ends (the first line that is not blank), then where each segment
    /// ends: just after the first line end at or past each multiple of `size` bytes.
    /// - Parameter lookedAt: told of the bytes read to find each segment's end, once found.
    static func segmentBounds(_ bytes: UnsafeRawBufferPointer, count: Int, size: Int,
                              lookedAt: (Range<Int>) -> Void = { _ in }) -> [Int] {
        var start = 0
        while start < bytes.count, bytes[start] == 0x0A || bytes[start] == 0x0D { start += 1 }
        func lineEnd(from position: Int) -> Int {
            guard position < bytes.count else { return bytes.count }
            guard let newline = bytes[position...].firstIndex(of: 0x0A) else { return bytes.count }
            return newline + 1
        }
        var bounds = [lineEnd(from: start)]
        for segment in 1..<count {
            let from = max(bounds.last!, segment * size)
            bounds.append(max(bounds.last!, lineEnd(from: from)))
            lookedAt(min(from, bounds.last!)..<bounds.last!)
        }
        bounds.append(bytes.count)
        return bounds
    }

    /// Bytes of a file written over meanwhile are neither the old file nor the new one, so
    /// neither what they hold nor what is wrong with them is an answer, and nothing is cached.
    private func checkUnchanged(_ file: MappedFile, stamp: OnTimeCache.SourceStamp) throws(OnTimeDataError) {
        var now = try? self.stamp(of: path)
        now?.segment = stamp.segment
        now?.segmentCount = stamp.segmentCount
        if file.wasCut || now != stamp { throw .changedWhileRead(path) }
    }

    private func map() throws(OnTimeDataError) -> MappedFile {
        do { return try fileSystem.map(path) } catch { throw .unreadable(error) }
    }

    /// What reads a segment (or the whole file) again, after a query found its image damaged.
    private func rebuild(segment: Int, of count: Int) -> @Sendable () throws(FlightSourceError) -> OnTimeIndexedTable {
        let loader = self
        return { @Sendable () throws(FlightSourceError) in try loader.rebuildDamaged(segment: segment, of: count) }
    }

    /// The table read again from the file, after a query found the cache damaged; the cache is
    /// written anew. The file read well when the cache was made from it and has kept its size
    /// and time, so it reads well again unless it was changed behind the program's back, in
    /// which case the query fails with why.
    private func rebuildDamaged(segment: Int, of count: Int) throws(FlightSourceError) -> OnTimeIndexedTable {
        onDamagedCache(path)
        do throws(OnTimeDataError) {
            let stamps = nameFiles.map { try? self.stamp(of: $0.path) }
            let stamp = try dataStamp()
            let names = try referenceTables()
            guard count > 1, segmentCount(stamp.size) == count else {
                let (table, index, summary, _) = try parse(nil, stamp: stamp, cachePath: cacheFile(segment: 0, of: 1),
                                                           names: names, stamps: stamps)
                return index ?? OnTimeIndexedTable(table: table, summary: summary)
            }
            let file = try map()
            let bounds = Self.segmentBounds(file.bytes, count: count, size: segmentBytes)
            guard let indexed = try parse(segment: segment, of: file, bounds: bounds, stamp: stamp) else {
                throw OnTimeDataError.changedWhileRead(path)
            }
            if let cachePath = cacheFile(segment: segment, of: count) {
                write(indexed, to: cachePath, stamp: stamp.segment(segment, of: count), names: names, stamps: stamps)
            }
            return indexed
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

    /// `<cacheDirectory>/<hash of the file's path>.fltc`, or `….<segment>.fltc` for a segment of
    /// a file read in several; nil when there is nowhere to put it.
    private func cacheFile(segment: Int, of count: Int) -> String? {
        guard let cacheDirectory else { return nil }
        let hash = String(StableHash.fnv1a(fileSystem.canonicalPath(path) ?? path), radix: 16)
        return count == 1 ? "\(cacheDirectory)/\(hash).fltc" : "\(cacheDirectory)/\(hash).\(segment).fltc"
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
