/// The options that answer the questions of `show`, `checkin`, `history`, `stats` and `checkins`,
/// so that every flow can run without prompts.
public enum FlowOptions {
    public static let detent = OptionSpec.value(
        "detent", "DETENT",
        help: "Height of the sheet: medium (half the terminal), large (all of it), drawer (15%, at least 8 rows), a fraction such as 0.4, or a number of rows.",
        suggestions: .values(["medium", "large", "drawer"]))
    public static let choice = OptionSpec.value(
        "choice", "ACTION", help: "Answer the check-in action sheet.", values: ["check-in", "reschedule", "not-now"])
    public static let name = OptionSpec.value("name", "NAME", help: "The passenger's name, as on the ID.")
    public static let seat = OptionSpec.value(
        "seat", "SEAT", help: "Seat preference.", values: ["window", "aisle", "any"])
    public static let bags = OptionSpec.value("bags", "N", help: "Checked bags, 0 to 3.")
    public static let to = OptionSpec.value(
        "to", "FLIGHT", help: "With reschedule: the flight to move to, one of the alternatives offered; the soonest one unless --to-date names its day.",
        suggestions: .dynamic(.flights))
    public static let toDate = OptionSpec.value(
        "to-date", "YYYY-MM-DD", help: "With --to: the day of that flight.")
    public static let yes = OptionSpec.flag("yes", short: "y", help: "Answer yes to the final confirmation.")
    public static let days = OptionSpec.value(
        "days", "N", help: "How many days back to show: 1 to 60 (default 10), or with recorded data up to all of them (all, the default without --date).")
    public static let view = OptionSpec.value(
        "view", "VIEW", help: "hours: the last 24 hours by hour (the default); days: the last 10 days by day; carriers: a table by airline over --days.",
        values: ["hours", "days", "carriers"])
    public static let period = OptionSpec.value(
        "days", "N", help: "With --view carriers: how many days up to the clock's, or all (default 10).")
    public static let undo = OptionSpec.value("undo", "CODE", help: "Undo the check-in or reschedule with this code.")
}
