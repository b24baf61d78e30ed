/// `flights board`: the flight board as a live, navigable full-screen app.
enum BoardAppCommand {
    static let name = "board"
    static let spec = CommandSpec(
        name: name,
        abstract: "Open the flight board full screen: live, navigable, with every flow.",
        discussion: """
            The airport's board on the whole terminal, following the clock (--refresh), with tabs Arrivals | Departures | Trips. \
            ? lists every key of the screen shown, and the status line the keys that fit. ↑↓ (j k) move; Enter pushes the \
            flight's details (a sheet; + and - change its height among --detents); c checks in (the action sheet and its \
            questions, saved at once); r rebooks; h shows the on-time history (←→ choose a day, Enter pushes it); / filters \
            as you type; a picks an airline; x toggles Hide Cancelled; s shows the statistics; [ and ] show the day before \
            or after, t today, d a day from a list; Tab or 1 2 3 change tabs; Esc goes back, ~ to the board. On Trips, Enter \
            shows a boarding pass or a move again and u undoes a trip. y shows the link of the place shown (printed when the \
            app ends; see open). q quits, Ctrl-C quits at once (status 130), Ctrl-Z suspends. A click on a tab, a row or a key \
            of the status line does what it says, and the wheel scrolls (--no-mouse leaves the mouse to the terminal).
            With recorded data of several airports and no --airport, the app first asks for one (busiest first, type to filter); \
            without --date, or with a day outside the data, for a day. When standard input or output is not a terminal, \
            or with --no-input, the board of --tab is printed once, as the commands arrivals and departures print it; \
            --accessible asks with numbered lines instead (a tab or the statistics and their view, a flight, an action).
            """,
        options: [AppOptions.tab, AppOptions.refresh, FlowOptions.detent, AppOptions.detents, AppOptions.noMouse, AppOptions.open,
                  BoardOptions.date, BoardOptions.at, BoardOptions.hideCancelled, GlobalOptions.color, GlobalOptions.data]
            + DataOptions.all + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) board", "Today's departures at the built-in airport, live."),
            .init("\(ToolSpec.name) board --tab arrivals --at 14:30", "The arrivals with the clock pinned at 14:30."),
            .init("\(ToolSpec.name) board --data Data/jfk-2013-07/flights.csv --date 2013-07-04", "A real day at JFK, from US DOT data."),
        ],
        run: { invocation throws(CLIError) in try BoardApp.run(invocation, link: invocation[AppOptions.open]) }
    )
}
