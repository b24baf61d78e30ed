extension Tool {
    /// `flights`: its commands in the order help lists them, and its own options.
    public static let flights = Tool(
        commands: [
            BoardCommand.arrivals,
            BoardCommand.departures,
            ShowCommand.spec,
            CheckInCommand.spec,
            CheckInsCommand.spec,
            RebookCommand.spec,
            HistoryCommand.spec,
            PlaneCommand.spec,
            StatsCommand.spec,
            WatchCommand.spec,
            BoardAppCommand.spec,
            OpenCommand.spec,
            DataCommand.spec,
            CompletionCommand.spec,
            HelpCommand.spec,
        ],
        hiddenCommands: [CompleteCommand.spec],
        options: ToolOptions.all.map(\.spec))
}
