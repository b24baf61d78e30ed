import FileSystemKit
import FlightBoard
import OnTimeData
import TerminalKit

/// Finds the flights to show: `--data PATH` (or `FLIGHTS_DATA`), which is an airport
/// file (JSON) or recorded on-time data (CSV files, or folders of them), else the airport
/// built into the binary.
enum DataLocator {
    /// - Parameter wholeFileAllowed: recorded data without `--airport` may stand for every
    ///   flight of the data (statistics); other commands need one airport.
    static func source(for invocation: Invocation, wholeFileAllowed: Bool = false) throws(CLIError) -> any FlightSource {
        guard invocation.has(GlobalOptions.data) else {
            return try simulated(invocation) { () throws(DataFileError) in SimulatedAirport.embedded() }
        }
        let progress = ProgressDisplay(environment: invocation.environment, delay: .seconds(1))
        let loader = recordedData(invocation, progress: progress, wholeFileAllowed: wholeFileAllowed)
        switch try named(invocation) {
        case .airportFile(let airport, _):
            return airport
        case .recorded(let mapped):
            return try load(loader, progress: progress, invocation: invocation, mapped: mapped)
        }
    }

    /// What `--data` names.
    enum NamedData {
        /// An airport file, read and checked, and its path.
        case airportFile(SimulatedAirport, path: String)
        /// Recorded data, and its one file when it was mapped to be told apart from an airport file.
        case recorded(mapped: MappedFile?)
    }

    /// Whether `--data` (given) names an airport file or recorded data. Several paths, a folder,
    /// or a .csv or .zip file are recorded data, and a .csv file is not even opened when its cache is good;
    /// an airport file among several paths is an error, as it is a whole airport alone.
    static func named(_ invocation: Invocation) throws(CLIError) -> NamedData {
        let paths = invocation.values(GlobalOptions.data)
        let fileSystem = invocation.environment.fileSystem
        let path = paths.first ?? ""
        if paths.count > 1 || path.lowercased().hasSuffix(".csv") || path.lowercased().hasSuffix(".zip")
            || fileSystem.isDirectory(path) {
            for other in paths where other.lowercased().hasSuffix(".json") && !fileSystem.isDirectory(other) {
                guard let file = try? fileSystem.map(other), isAirportFile(file.bytes) else { continue }
                throw invocation.usageError("\(other) is an airport file: it is the data alone (--data \(other)), not one of several paths of recorded data")
            }
            return .recorded(mapped: nil)
        }
        let file: MappedFile
        do {
            file = try fileSystem.map(path)
        } catch {
            throw unreadable(error, invocation: invocation)
        }
        guard isAirportFile(file.bytes) else { return .recorded(mapped: file) }
        let bytes = Array(file.bytes)
        if file.wasCut { throw CLIError(OnTimeDataError.changedMessage(path), status: .tryAgain) }
        let airport = try simulated(invocation) { () throws(DataFileError) in
            SimulatedAirport(timetable: try Timetable(json: bytes, file: path))
        }
        return .airportFile(airport, path: path)
    }

    /// The JSON files of `folder`, which its data leaves aside: a folder's data is its CSV files.
    static func jsonFiles(in folder: String, fileSystem: any FileSystem) -> [String] {
        let entries = (try? fileSystem.directoryEntries(folder)) ?? []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return entries.filter { $0.lowercased().hasSuffix(".json") }.map { prefix + $0 }.filter { !fileSystem.isDirectory($0) }
    }

    /// How the options and the environment ask for recorded data to be read: the files of
    /// names, the airport, the cache under `$XDG_CACHE_HOME/flights` (default `~/.cache/flights`).
    /// - Parameter progress: shows how far a first run has come; the caller finishes it.
    static func recordedData(_ invocation: Invocation, progress: ProgressDisplay,
                             wholeFileAllowed: Bool = false) -> OnTimeDataLoader {
        let environment = invocation.environment
        var loader = OnTimeDataLoader(paths: invocation.values(GlobalOptions.data), fileSystem: environment.fileSystem,
                                      airlines: invocation[DataOptions.airlines],
                                      airports: invocation[DataOptions.airports], planes: invocation[DataOptions.planes])
        loader.airport = invocation[DataOptions.airport]
        loader.skipBadRows = invocation.isSet(DataOptions.skipBadRows)
        loader.wholeFileAllowed = wholeFileAllowed
        loader.readsDetails = commandsShowingDetails.contains(invocation.command.name)
        if let temporary = environment.variable("TMPDIR"), temporary.hasPrefix("/") { loader.scratchDirectory = temporary }
        if !invocation.isSet(DataOptions.noCache) {
            loader.cacheDirectory = environment.baseDirectory("XDG_CACHE_HOME", homeFallback: ".cache").map { $0 + "/flights" }
        }
        loader.onProgress = progress.update
        loader.onDamagedCache = { file in progress.say("flights: the cache of \(file) is damaged; reading the file instead") }
        let cache = loader.cacheDirectory ?? ""
        loader.onCacheUnwritable = { failure in
            progress.say("flights: cannot write the cache in \(cache) (\(failure.reason)); reading the data without it. "
                + "Set XDG_CACHE_HOME to a folder that can be written, or pass --no-cache.")
        }
        return loader
    }

    /// The commands that show what rows say beyond their times (delay causes, cancellation
    /// reasons): the others read a file without a cache faster without them.
    private static let commandsShowingDetails: Set<String> = [HistoryCommand.spec.name, StatsCommand.spec.name,
                                                               BoardAppCommand.spec.name, OpenCommand.spec.name]

    /// The recorded airport, or the error that says what to fix; rows skipped are said on standard error.
    private static func load(_ loader: OnTimeDataLoader, progress: ProgressDisplay, invocation: Invocation,
                             mapped: MappedFile? = nil) throws(CLIError) -> any FlightSource {
        do {
            let loaded = Result { () throws(OnTimeDataError) in try loader.load(mapped: mapped) }
            progress.finish()
            let (source, skipped) = try loaded.get()
            if let skipped {
                let first = skipped.first.map { " (the first: \($0.description))" } ?? ""
                invocation.environment.errorOutput.write(TextSanitizer.sanitize(
                    "flights: skipped \(skipped.count) row\(skipped.count == 1 ? "" : "s") of \(loader.dataName) that could not be read\(first)") + "\n")
            }
            return source
        } catch {
            throw cliError(error, loader: loader, invocation: invocation)
        }
    }

    static func cliError(_ error: OnTimeDataError, loader: OnTimeDataLoader, invocation: Invocation) -> CLIError {
        switch error {
        case .unreadable(let failure):
            return unreadable(failure, invocation: invocation)
        case .changedWhileRead(let path):
            return CLIError(OnTimeDataError.changedMessage(path), status: .tryAgain)
        case .malformed(let failure):
            return CLIError(failure.description, status: .dataError,
                            hint: failure.isSkippable ? "Fix the row, or pass --skip-bad-rows to read the others." : nil)
        case .badArchive(let failure):
            let file = CommandHint.quoted(failure.file)
            let hint: String? = switch failure.problem {
            case .truncated, .notAnArchive: "Download it again, or name the CSV with --data FILE.csv."
            case .encrypted: "Unzip it with its password (unzip \(file)) and name the CSV with --data FILE.csv."
            case .unsupportedMethod: "Unzip it (unzip \(file)) and name the CSV with --data FILE.csv."
            case .severalEntries: "Unzip it (unzip \(file)) and name the CSV to read with --data FILE.csv, or their folder."
            case .split: "Join its parts (zip -s 0 \(file) --out whole.zip), or unzip them and name the CSV."
            default: nil
            }
            return CLIError(failure.description, status: .dataError, hint: hint)
        case .archiveUnwritable(let archive, let failure):
            return CLIError("cannot inflate \(archive) in \(failure.path): \(failure.reason)", status: .ioError,
                            hint: "Set TMPDIR (or XDG_CACHE_HOME, with the cache) to a folder with room, or unzip it there and name the CSV with --data.")
        case .namesUnreadable(let kind, let failure):
            let option = switch kind {
            case .airlines: DataOptions.airlines
            case .airports: DataOptions.airports
            case .planes: DataOptions.planes
            }
            let origin = invocation.has(option) ? "--\(option.name)" : "beside the data file"
            return CLIError("cannot read \(failure.path) (from \(origin)): \(failure.reason)", status: .noInput)
        case .namesMalformed(let failure):
            return CLIError(failure)
        case .noDataFiles(let folder):
            let fileSystem = invocation.environment.fileSystem
            let names = Set(((try? fileSystem.directoryEntries(folder)) ?? []).map { $0.lowercased() })
            let holdsNames = NameFile.Kind.allCases.contains { names.contains($0.defaultName) }
            let airportFile = jsonFiles(in: folder, fileSystem: fileSystem).first
            return CLIError("no data in \(folder) (from \(invocation.source(of: GlobalOptions.data))): it holds no CSV or zip file\(holdsNames ? " but the files of names" : "")",
                            status: .noInput,
                            hint: airportFile.map { "An airport file is named alone: --data \($0)." }
                                ?? "Put the monthly on-time files (*.csv, or the BTS's *.zip) in it, or name a file with --data.")
        case .airportNeeded(let origins):
            return invocation.usageError(
                "\(loader.dataName) has flights from \(origins.count) airports (\(origins.prefix(5).joined(separator: ", "))\(origins.count > 5 ? ", …" : "")); choose one with --airport")
        case .noSuchAirport(let given, let origins):
            return invocation.usageError("no flight leaves or reaches '\(given)' in \(loader.dataName)",
                                         hint: "Airports with the most departures: \(origins.joined(separator: ", ")).")
        }
    }

    static func unreadable(_ error: FileSystemError, invocation: Invocation) -> CLIError {
        CLIError("cannot read \(error.path) (from \(invocation.source(of: GlobalOptions.data))): \(error.reason)", status: .noInput)
    }

    /// An airport file is one JSON object; anything else is taken for CSV.
    private static func isAirportFile(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "{")
    }

    private static func simulated(_ invocation: Invocation,
                                  _ load: () throws(DataFileError) -> SimulatedAirport) throws(CLIError) -> SimulatedAirport {
        let airport: SimulatedAirport
        do {
            airport = try load()
        } catch {
            throw CLIError(error)
        }
        let recordedOnly = [invocation.has(DataOptions.airlines) ? DataOptions.airlines.name : nil,
                            invocation.has(DataOptions.airports) ? DataOptions.airports.name : nil,
                            invocation.has(DataOptions.planes) ? DataOptions.planes.name : nil,
                            invocation.isSet(DataOptions.skipBadRows) ? DataOptions.skipBadRows.name : nil,
                            invocation.isSet(DataOptions.noCache) ? DataOptions.noCache.name : nil].compactMap { $0 }
        if let first = recordedOnly.first {
            throw invocation.usageError("--\(first) applies to recorded data (--data FILE.csv), not to an airport file")
        }
        if let code = invocation[DataOptions.airport], code.uppercased() != airport.airport.code {
            throw invocation.usageError("--airport \(code): this data is \(airport.airport.name) (\(airport.airport.code)) only",
                                        hint: "Leave --airport out, or give recorded data with --data FILE.csv.")
        }
        return airport
    }
}
