import OnTimeData

/// `flights data`: what the recorded data holds, file by file, and the state of each cache.
enum DataCommand {
    static let name = "data"
    static let spec = CommandSpec(
        name: name,
        abstract: "List the files of recorded data, what each holds and its cache; --build builds the caches.",
        discussion: """
            Each file that --data names, or finds in a folder, with its first and last day, its flights, airports and \
            airlines, and its cache: fresh (built from the file as it is), stale (built from an earlier version of it, or \
            by another version of flights; rebuilt on the next read), none, or unreadable. What a file holds is read from \
            its fresh cache, so the list costs no reading of the data; for the others it shows once built. \
            --build reads every file without a fresh cache first, which builds it, as the first command on the data would, \
            with the same errors; a file of a folder that is not on-time data is then said to be left out. \
            The last line is the total of the files whose contents are known. \
            An airport file (JSON) is not recorded data and has no cache: given one, data says what it holds instead \
            (its airport, flights a week, airlines, airports and recorded operations).
            """,
        options: [DataOptions.build, FlightOptions.json, GlobalOptions.color, GlobalOptions.data],
        examples: [
            .init("\(ToolSpec.name) data --data ~/bts", "The months of a folder of BTS files, and their caches."),
            .init("\(ToolSpec.name) data --data ~/bts --build", "Builds the caches ahead of use, then lists."),
        ],
        run: { invocation throws(CLIError) in
            guard invocation.has(GlobalOptions.data) else {
                throw invocation.usageError("no data to list: name recorded data with --data (or FLIGHTS_DATA)")
            }
            if case .airportFile(let airport, let path) = try DataLocator.named(invocation) {
                return AirportFileResult(path: path, timetable: airport.timetable, building: invocation.isSet(DataOptions.build))
            }
            try checkNamedFiles(invocation)
            // Asked to read: the progress shows at once.
            let progress = ProgressDisplay(environment: invocation.environment, delay: .zero)
            let loader = DataLocator.recordedData(invocation, progress: progress)
            let report = Result { () throws(OnTimeDataError) in try loader.report(building: invocation.isSet(DataOptions.build)) }
            progress.finish()
            do throws(OnTimeDataError) {
                let fileSystem = invocation.environment.fileSystem
                let folders = invocation.values(GlobalOptions.data).filter(fileSystem.isDirectory)
                return DataResult(files: try report.get(),
                                  leftAside: folders.flatMap { DataLocator.jsonFiles(in: $0, fileSystem: fileSystem) })
            } catch {
                throw DataLocator.cliError(error, loader: loader, invocation: invocation)
            }
        }
    )

    /// A file named that cannot be read is an error, as for every other command, not a line
    /// of the list; an empty one is read at once (there is nothing to read) for the reader's error.
    private static func checkNamedFiles(_ invocation: Invocation) throws(CLIError) {
        let fileSystem = invocation.environment.fileSystem
        for path in invocation.values(GlobalOptions.data) where !fileSystem.isDirectory(path) {
            let size: Int
            do {
                size = try fileSystem.stamp(path).size
            } catch {
                throw DataLocator.unreadable(error, invocation: invocation)
            }
            guard size == 0 else { continue }
            let loader = OnTimeDataLoader(path: path, fileSystem: fileSystem)
            do throws(OnTimeDataError) {
                _ = try loader.load()
            } catch {
                throw DataLocator.cliError(error, loader: loader, invocation: invocation)
            }
        }
    }
}
