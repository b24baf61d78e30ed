/// Options of the board app, `flights board` and `flights open`.
enum AppOptions {
    /// `--tab`: the tab the app opens on.
    static let tab = Option<AppLink.Tab>(
        "tab", "TAB", help: "The tab to open on: arrivals, departures (the default) or trips; through a pipe, the board printed.",
        values: AppLink.Tab.words)
    /// `--refresh`: how often a live board reads the clock again.
    static let refresh = Option<RefreshInterval>(
        "refresh", "SECONDS",
        help: "How often the live board reads the clock and the data again, in seconds (default 60); a pinned clock never moves.")
    /// `--detents`: the heights + and - move a sheet between.
    static let detents = Option<DetentList>(
        "detents", "LIST",
        help: "The heights + and - move the sheet between, comma-separated, lowest first (default drawer,medium,large).",
        suggestions: .values(["drawer,medium,large"]))
    /// `--no-mouse`: leave clicks and the wheel to the terminal.
    static let noMouse = OptionSpec.flag(
        "no-mouse", help: "Leave the mouse to the terminal (its own selection and scrollback): no clicks or wheel in the app.")
    /// `--open`: a link to open the app at.
    static let open = Option<AppLink>(
        "open", "LINK",
        help: "Open at this place, a flights:// link such as flights://departures/UA635/history (see flights open).")
}
