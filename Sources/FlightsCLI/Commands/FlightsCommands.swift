extension Tool {
    /// `flights`: its commands in the order help lists them, and its own options.
    public static let flights = Tool(
        commands: [
            .init(BoardCommand.name(.arrival)) { BoardCommand.arrivals },
            .init(BoardCommand.name(.departure)) { BoardCommand.departures },
            .init(ShowCommand.name) { ShowCommand.spec },
            .init(CheckInCommand.name) { CheckInCommand.spec },
            .init(CheckInsCommand.name) { CheckInsCommand.spec },
            .init(RebookCommand.name) { RebookCommand.spec },
            .init(HistoryCommand.name) { HistoryCommand.spec },
            .init(PlaneCommand.name) { PlaneCommand.spec },
            .init(StatsCommand.name) { StatsCommand.spec },
            .init(WatchCommand.name) { WatchCommand.spec },
            .init(BoardAppCommand.name) { BoardAppCommand.spec },
            .init(OpenCommand.name) { OpenCommand.spec },
            .init(DataCommand.name) { DataCommand.spec },
            .init(CompletionCommand.name) { CompletionCommand.spec },
            .init(HelpCommand.name) { HelpCommand.spec },
        ],
        hiddenCommands: [.init(CompleteCommand.name) { CompleteCommand.spec }],
        options: ToolOptions.all.map(\.spec))
}
