#if canImport(Glibc)
import FileSystemKit
import Glibc
#endif
import FlightBoard
import OnTimeData

/// Reads recorded on-time data (`--data FILE.csv`): from the cache when it was built
/// from this very file (same path, size and modification time), else from the CSV,
/// writing the cache for next time. Names come from `airlines.csv` and `airports.csv`
/// beside the file, or from `--airlines` and `--airports`; the cache keeps the lines of
/// them that its table needs, used while those files are unchanged too.
struct RecordedDataLoader {
    let invocation: Invocation
    let path: String

    private var fileSystem: any FileSystem { invocation.environment.fileSystem }
    /// The files of names list a few thousand airlines or airports at most (a megabyte);
    /// a larger file is not one of them.
    static let nameFileLimit = 64 << 20

    /// The data file's bytes.
    func map() throws(CLIError) -> MappedFile {
        do {
            return try fileSystem.map(path)
        } catch {
            let origin = invocation.source(of: GlobalOptions.data)
            throw CLIError("cannot read \(path) (from \(origin)): \(error.reason)", status: .noInput)
        }
    }

    /// - Parameter mapped: the file, when the caller has mapped it already.
    func load(wholeFileAllowed: Bool, mapped: MappedFile? = nil) throws(CLIError) -> RecordedAirport {
        let (table, index, summary, names, fromCache) = try self.table(mapped)
        let loader = self
        var rebuild: (@Sendable () -> OnTimeIndexedTable)?
        if fromCache { rebuild = { @Sendable in loader.rebuildDamaged() } }
        let source = RecordedAirport(table: table, index: index, names: names, code: nil, summary: summary, rebuild: rebuild)
        guard let given = invocation.value(DataOptions.airport) else {
            let origins = source.origins
            if origins.count == 1 { return source.seen(from: origins[0]) }
            if wholeFileAllowed { return source }
            throw invocation.usageError(
                "\(path) has flights from \(origins.count) airports (\(origins.prefix(5).joined(separator: ", "))\(origins.count > 5 ? ", …" : "")); choose one with --airport")
        }
        let code = given.uppercased()
        guard let packed = OnTimeTable.pack(airport: code),
              source.summary.has(airport: packed) else {
            throw invocation.usageError("no flight leaves or reaches '\(given)' in \(path)",
                                        hint: "Airports with the most departures: \(source.origins.prefix(5).joined(separator: ", ")).")
        }
        return source.seen(from: code)
    }

    /// The table, with its indexes when they come from (or go into) the cache, its summary when
    /// the parser counted it, and the names.
    private func table(_ mapped: MappedFile?) throws(CLIError) -> (table: OnTimeTable, index: OnTimeIndexedTable?,
                                                                   summary: OnTimeTableSummary?, names: ReferenceTables, fromCache: Bool) {
        let useCache = !invocation.isSet(DataOptions.noCache) && !invocation.isSet(DataOptions.skipBadRows)
        let stamp = try self.stamp()
        let cachePath = useCache ? cacheFile() : nil
        let nameFiles = self.nameFiles()
        if let cachePath, let image = try? fileSystem.map(cachePath),
           let cached = OnTimeCache.decode(image.bytes, owner: image, expecting: stamp) {
            // The kept names serve while their files are as they were (or still missing).
            let names: ReferenceTables
            if cached.names.map(\.source) == nameFiles.map(\.stamp),
               let kept = try? ReferenceTables(excerpts: cached.names.map(\.excerpt)) {
                names = kept
            } else {
                names = try referenceTables(nameFiles)
            }
            return (cached.table.table, cached.table, nil, names, true)
        }
        let names = try referenceTables(nameFiles)
        let (table, index, summary) = try parse(mapped, stamp: stamp, cachePath: cachePath, names: names, nameFiles: nameFiles)
        return (table, index, summary, names, false)
    }

    /// The table read from the file, not the cache, and written to the cache when there is one,
    /// with the lines of the files of names that it needs.
    private func parse(_ mapped: MappedFile?, stamp: OnTimeCache.SourceStamp, cachePath: String?,
                       names: ReferenceTables, nameFiles: [NameFile])
        throws(CLIError) -> (OnTimeTable, OnTimeIndexedTable?, OnTimeTableSummary) {
        let file: MappedFile
        if let mapped { file = mapped } else { file = try map() }
        let result: OnTimeCSV.Result
        do {
            result = try OnTimeCSV.parse(file.bytes, file: path, skipBadRows: invocation.isSet(DataOptions.skipBadRows))
        } catch {
            throw CLIError(error.description, status: .dataError,
                           hint: error.isSkippable ? "Fix the row, or pass --skip-bad-rows to read the others." : nil)
        }
        if result.skippedRows > 0 {
            let first = result.firstSkipped.map { " (the first: \($0.description))" } ?? ""
            invocation.environment.errorOutput.write(
                "flights: skipped \(result.skippedRows) row\(result.skippedRows == 1 ? "" : "s") of \(path) that could not be read\(first)\n")
        }
        guard let cachePath, result.skippedRows == 0 else { return (result.table, nil, result.summary) }
        // The indexes are built only to be kept: for one question a scan is cheaper.
        // A cache that cannot be written only costs the next run its speed.
        let indexed = OnTimeIndexedTable(table: result.table, summary: result.summary)
        let excerpts = names.excerpts(airlines: indexed.summary.carriers.map(OnTimeTable.code),
                                      airports: indexed.summary.airports.map { OnTimeTable.code($0.code) })
        let kept = zip(nameFiles, excerpts).map { OnTimeCache.NameFile(source: $0.stamp, excerpt: $1) }
        let directory = String(cachePath[..<cachePath.lastIndex(of: "/")!])
        try? fileSystem.createDirectories(directory)
        try? fileSystem.replace(cachePath, with: OnTimeCache.encode(indexed, source: stamp, names: kept))
        return (result.table, indexed, result.summary)
    }

    /// The table read again from the file, after a query found the cache damaged; the cache is
    /// written anew. The file read well when the cache was made from it and has kept its size
    /// and time, so it reads well again unless it was changed behind the program's back.
    ///
    /// Should it fail, the process ends here with the error's status: a query cannot throw,
    /// and answering it from nothing would print a wrong board as a success. Nothing has been
    /// printed yet, since every command answers its queries before it prints.
    private func rebuildDamaged() -> OnTimeIndexedTable {
        let errors = invocation.environment.errorOutput
        errors.write("flights: the cache of \(path) is damaged; reading the file instead\n")
        do {
            let nameFiles = self.nameFiles()
            let (table, index, summary) = try parse(nil, stamp: try stamp(), cachePath: cacheFile(),
                                                    names: try referenceTables(nameFiles), nameFiles: nameFiles)
            return index ?? OnTimeIndexedTable(table: table, summary: summary)
        } catch {
            errors.write(ErrorReport.text(for: error))
            exit(error.status.rawValue)
        }
    }

    private func stamp() throws(CLIError) -> OnTimeCache.SourceStamp {
        do {
            return try stamp(of: path)
        } catch {
            throw CLIError("cannot read \(path): \(error.reason)", status: .noInput)
        }
    }

    private func stamp(of file: String) throws(FileSystemError) -> OnTimeCache.SourceStamp {
        let stamp = try fileSystem.stamp(file)
        return OnTimeCache.SourceStamp(path: fileSystem.canonicalPath(file) ?? file, size: stamp.size,
                                       modificationSeconds: stamp.modificationSeconds,
                                       modificationNanoseconds: stamp.modificationNanoseconds)
    }

    /// `$XDG_CACHE_HOME/flights/<hash of the file's path>.fltc` (default `~/.cache/flights/`);
    /// nil when there is nowhere to put it.
    private func cacheFile() -> String? {
        guard let base = invocation.environment.baseDirectory("XDG_CACHE_HOME", homeFallback: ".cache") else { return nil }
        let hash = StableHash.fnv1a(fileSystem.canonicalPath(path) ?? path)
        return "\(base)/flights/\(String(hash, radix: 16)).fltc"
    }

    /// A file of names to read: given with its option, or found beside the data file.
    private struct NameFile {
        let option: OptionSpec
        let path: String
        /// As it is now; nil when there is none (only beside the data file may it be missing).
        let stamp: OnTimeCache.SourceStamp?
    }

    /// The files of airline and airport names, in that order.
    private func nameFiles() -> [NameFile] {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        return [(DataOptions.airlines, "airlines.csv"), (DataOptions.airports, "airports.csv")].map { option, name in
            let file = invocation.value(option) ?? "\(directory)/\(name)"
            return NameFile(option: option, path: file, stamp: try? stamp(of: file))
        }
    }

    private func referenceTables(_ files: [NameFile]) throws(CLIError) -> ReferenceTables {
        var tables = ReferenceTables()
        for file in files {
            guard invocation.value(file.option) != nil || fileSystem.exists(file.path) else { continue }
            do {
                try tables.read(try fileSystem.read(file.path, limit: Self.nameFileLimit), file: file.path)
            } catch let error as FileSystemError {
                throw CLIError("cannot read \(file.path) (from --\(file.option.name)): \(error.reason)", status: .noInput)
            } catch let error as DataFileError {
                throw CLIError(error)
            } catch {
                throw CLIError("cannot read \(file.path): \(error)")
            }
        }
        return tables
    }
}
