import OnTimeData

/// `flights data`: what the recorded data holds, file by file, and the state of each cache.
enum DataCommand {
    static let spec = CommandSpec(
        name: "data",
        abstract: "List the files of recorded data, what each holds and its cache; --build builds the caches.",
        discussion: """
            Each file that --data names, or finds in a folder, with its first and last day, its flights, airports and \
            airlines, and its cache: fresh (built from the file as it is), stale (built from an earlier version of it, or \
            by another version of flights; rebuilt on the next read), none, or unreadable. What a file holds is read from \
            its fresh cache, so the list costs no reading of the data; for the others it shows once built. \
            --build reads every file without a fresh cache first, which builds it, as the first command on the data would, \
            with the same errors; a file of a folder that is not on-time data is then said to be left out. \
            The last line is the total of the files whose contents are known.
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
            // Asked to read: the progress shows at once.
            let progress = ProgressDisplay(environment: invocation.environment, delay: .zero)
            let loader = DataLocator.recordedData(invocation, progress: progress)
            let report = Result { () throws(OnTimeDataError) in try loader.report(building: invocation.isSet(DataOptions.build)) }
            progress.finish()
            do throws(OnTimeDataError) {
                return DataResult(files: try report.get())
            } catch {
                throw DataLocator.cliError(error, loader: loader, invocation: invocation)
            }
        }
    )
}
