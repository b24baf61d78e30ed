/// The options that answer the questions of `show`, `checkin`, `history`, `stats` and `checkins`,
/// so that every flow can run without prompts.
public enum FlowOptions {
    /// `--detent`: the height of the sheet.
    public static let detent = OptionSpec.value(
        "detent", "DETENT",
        help: "Height of the sheet: medium (half the terminal), large (all of it), drawer (15%, at least 8 rows), a fraction such as 0.4, or a number of rows.",
        suggestions: .values(["medium", "large", "drawer"]))
    /// `--choice`: the answer to the check-in action sheet.
    public static let choice = OptionSpec.value(
        "choice", "ACTION", help: "Answer the check-in action sheet.", values: ["check-in", "reschedule", "not-now"])
    /// `--name`: the passenger's name.
    public static let name = OptionSpec.value("name", "NAME", help: "The passenger's name, as on the ID.")
    /// `--seat`: the seat preference.
    public static let seat = OptionSpec.value(
        "seat", "SEAT", help: "Seat preference.", values: ["window", "aisle", "any"])
    /// `--bags`: checked bags, 0 to 3.
    public static let bags = OptionSpec.value("bags", "N", help: "Checked bags, 0 to 3.")
    /// `--to`: the flight to reschedule to.
    public static let to = OptionSpec.value(
        "to", "FLIGHT", help: "With reschedule: the flight to move to, one of the alternatives offered; the soonest one unless --to-date names its day.",
        suggestions: .dynamic(.flights))
    /// `--to-date`: the day of the `--to` flight.
    public static let toDate = OptionSpec.value(
        "to-date", "YYYY-MM-DD", help: "With --to: the day of that flight.")
    /// `-y`, `--yes`: answers yes to the final confirmation.
    public static let yes = OptionSpec.flag("yes", short: "y", help: "Answer yes to the final confirmation.")
    /// `--days` of `history`: how many days back, 1 to 60, or `all` with recorded data.
    public static let days = OptionSpec.value(
        "days", "N", help: "How many days back to show: 1 to 60 (default 10), or with recorded data up to all of them (all, the default without --date).")
    /// `--view` of `stats`: hours, days or carriers.
    public static let view = OptionSpec.value(
        "view", "VIEW", help: "hours: the last 24 hours by hour (the default); days: the last 10 days by day; carriers: a table by airline over --days.",
        values: ["hours", "days", "carriers"])
    /// `--days` of `stats --view carriers`: how many days, or `all`.
    public static let period = OptionSpec.value(
        "days", "N", help: "With --view carriers: how many days up to the clock's, or all (default 10).")
    /// `--date` of `stats`: the last day counted, parsed as every `--date` is.
    public static let statsDate = FlightOptions.date.explained(
        "The last day the statistics count, up to today: YYYY-MM-DD, today or yesterday (default: today at the airport; with recorded data, the file's last day).")
    /// `--undo`: the code of a check-in or reschedule to undo.
    public static let undo = OptionSpec.value(
        "undo", "CODE", help: "Undo the check-in or reschedule with this code. Undoing a reschedule brings back the check-ins it set aside.")
    /// `--all` of `checkins`: flown trips too.
    public static let allTrips = OptionSpec.flag(
        "all", help: "List trips whose flight has left or whose time has passed too; without it only the trips still to come are listed.")
}
