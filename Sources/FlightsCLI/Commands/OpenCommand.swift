/// `flights open LINK`: the board app, opened at the place a link names.
enum OpenCommand {
    static let name = "open"
    static let spec = CommandSpec(
        name: name,
        abstract: "Open the board app at the place a flights:// link names.",
        discussion: """
            The same app as board, started with the link's screen already pushed. A link is \
            flights://TAB[/FLIGHT[/history[/DAY]]][?date=DAY&airport=CODE&sheet=SHEET&to=CODE&filter=WORDS&airline=CODE&hide=cancelled]: \
            TAB is arrivals, departures or trips (which takes no flight), FLIGHT a flight number such as UA635, DAY a day such as \
            2026-12-01 (none: today), SHEET checkin (a departure's check-in flow), rebook or stats; to=CODE on departures, \
            from=CODE on arrivals, the leg's other end, which a number that flies several legs that way that day needs; filter, \
            airline and hide=cancelled, the board's filters (filter percent-escaped). In the app, y gives the link of the place shown. \
            A malformed link, an unknown screen or a flight not on that day's board is a usage error (status 64) with a did-you-mean.
            """,
        arguments: [ArgumentSpec(name: "LINK", help: "A flights:// link, such as flights://departures/UA635/history.")],
        options: [AppOptions.refresh, FlowOptions.detent, AppOptions.detents, AppOptions.noMouse, BoardOptions.date, BoardOptions.at, BoardOptions.hideCancelled,
                  GlobalOptions.color, GlobalOptions.data] + DataOptions.all + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) open flights://departures/UA635/history", "UA 635's on-time history, over today's departures."),
            .init("\(ToolSpec.name) open 'flights://departures/UA635?sheet=checkin'", "Straight to UA 635's check-in."),
            .init("\(ToolSpec.name) open flights://trips", "The saved trips."),
        ],
        run: { invocation throws(CLIError) in
            let text = invocation.arguments.positionals[0]
            let link: AppLink
            do throws(AppLinkError) {
                link = try AppLink(parsing: text)
            } catch {
                throw invocation.usageError(error.message, hint: error.suggestion.map { "Did you mean '\(ToolSpec.name) open \($0)'?" })
            }
            return try BoardApp.run(invocation, link: link)
        }
    )
}
