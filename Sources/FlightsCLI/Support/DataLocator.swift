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
        let paths = invocation.values(GlobalOptions.data)
        guard let path = paths.first else {
            return try simulated(invocation) { () throws(DataFileError) in try SimulatedAirport.embedded() }
        }
        let progress = ProgressDisplay(environment: invocation.environment, delay: .seconds(1))
        let loader = recordedData(invocation, progress: progress, wholeFileAllowed: wholeFileAllowed)
        // Several paths, a folder, or a .csv file are recorded data, and a file is not even
        // opened when its cache is good.
        let fileSystem = invocation.environment.fileSystem
        if paths.count > 1 || path.lowercased().hasSuffix(".csv") || fileSystem.isDirectory(path) {
            return try load(loader, progress: progress, invocation: invocation)
        }
        let file: MappedFile
        do {
            file = try fileSystem.map(path)
        } catch {
            throw unreadable(error, invocation: invocation)
        }
        if isAirportFile(file.bytes) {
            let bytes = Array(file.bytes)
            if file.wasCut { throw CLIError(OnTimeDataError.changedMessage(path), status: .tryAgain) }
            return try simulated(invocation) { () throws(DataFileError) in
                SimulatedAirport(timetable: try Timetable(json: bytes, file: path))
            }
        }
        return try load(loader, progress: progress, invocation: invocation, mapped: file)
    }

    /// How the options and the environment ask for recorded data to be read: the files of
    /// names, the airport, the cache under `$XDG_CACHE_HOME/flights` (default `~/.cache/flights`).
    /// - Parameter progress: shows how far a first run has come; the caller finishes it.
    static func recordedData(_ invocation: Invocation, progress: ProgressDisplay,
                             wholeFileAllowed: Bool = false) -> OnTimeDataLoader {
        let environment = invocation.environment
        var loader = OnTimeDataLoader(paths: invocation.values(GlobalOptions.data), fileSystem: environment.fileSystem,
                                      airlines: invocation[DataOptions.airlines],
                                      airports: invocation[DataOptions.airports])
        loader.airport = invocation[DataOptions.airport]
        loader.skipBadRows = invocation.isSet(DataOptions.skipBadRows)
        loader.wholeFileAllowed = wholeFileAllowed
        if !invocation.isSet(DataOptions.noCache) {
            loader.cacheDirectory = environment.baseDirectory("XDG_CACHE_HOME", homeFallback: ".cache").map { $0 + "/flights" }
        }
        loader.onProgress = progress.update
        let errors = environment.errorOutput
        loader.onDamagedCache = { file in
            errors.write(TextSanitizer.sanitize("flights: the cache of \(file) is damaged; reading the file instead") + "\n")
        }
        return loader
    }

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
        case .namesUnreadable(let kind, let failure):
            let option = kind == .airlines ? DataOptions.airlines : DataOptions.airports
            let origin = invocation.has(option) ? "--\(option.name)" : "beside the data file"
            return CLIError("cannot read \(failure.path) (from \(origin)): \(failure.reason)", status: .noInput)
        case .namesMalformed(let failure):
            return CLIError(failure)
        case .noDataFiles(let folder):
            return CLIError("no data in \(folder) (from \(invocation.source(of: GlobalOptions.data))): it holds no CSV file but the files of names",
                            status: .noInput, hint: "Put the monthly on-time files (*.csv) in it, or name a file with --data.")
        case .airportNeeded(let origins):
            return invocation.usageError(
                "\(loader.dataName) has flights from \(origins.count) airports (\(origins.prefix(5).joined(separator: ", "))\(origins.count > 5 ? ", …" : "")); choose one with --airport")
        case .noSuchAirport(let given, let origins):
            return invocation.usageError("no flight leaves or reaches '\(given)' in \(loader.dataName)",
                                         hint: "Airports with the most departures: \(origins.joined(separator: ", ")).")
        }
    }

    private static func unreadable(_ error: FileSystemError, invocation: Invocation) -> CLIError {
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
