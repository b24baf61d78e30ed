import FlightBoard
import TerminalKit

/// The options that answer the questions of `show`, `checkin`, `history`, `stats` and `checkins`,
/// so that every flow can run without prompts.
enum FlowOptions {
    /// `--detent`: the height of the sheet.
    static let detent = Option<SheetDetent>(
        "detent", "DETENT",
        help: "Height of the sheet: medium (half the terminal), large (all of it), drawer (15%, at least 8 rows), a fraction such as 0.4, or a number of rows.",
        suggestions: .values(["medium", "large", "drawer"]))
    /// `--choice`: the answer to the check-in action sheet.
    static let choice = Option<CheckInAction>(
        "choice", "ACTION", help: "Answer the check-in action sheet.", values: CheckInAction.words)
    /// `--name`: the passenger's name.
    static let name = Option<PassengerArgument>("name", "NAME", help: "The passenger's name, as on the ID.")
    /// `--seat`: the seat preference.
    static let seat = Option<SeatPreference>(
        "seat", "SEAT", help: "Seat preference.", values: SeatPreference.words)
    /// `--bags`: checked bags, 0 to 3.
    static let bags = Option<BagCount>("bags", "N", help: "Checked bags, 0 to 3.")
    /// `--to`: the flight to reschedule to.
    static let to = Option<FlightQuery>(
        "to", "FLIGHT", help: "With reschedule: the flight to move to, one of the alternatives offered; the soonest one unless --to-date names its day.",
        suggestions: .dynamic(.flights))
    /// `--to-date`: the day of the `--to` flight.
    static let toDate = Option<CivilDate>(
        "to-date", "YYYY-MM-DD", help: "With --to: the day of that flight.")
    /// `-y`, `--yes`: answers yes to the final confirmation.
    static let yes = OptionSpec.flag("yes", short: "y", help: "Answer yes to the final confirmation.")
    /// `--days` of `history`: how many days back, 1 to 60, or `all` with recorded data.
    static let days = Option<DayCount>(
        "days", "N", help: "How many days back to show: 1 to 60 (default 10), or with recorded data up to all of them (all, the default without --date).")
    /// `--view` of `stats`: hours, days, carriers, causes, routes or times.
    static let view = Option<StatsView>(
        "view", "VIEW", help: "hours: the last 24 hours by hour (the default); days: the last 10 days by day; carriers: a table by airline over --days; causes: the same flights' delay causes and cancellation reasons by airline; routes: the departures by destination, least on time first; times: the share of departures late by scheduled hour.",
        values: StatsView.words)
    /// `--days` of `stats --view carriers`: the option of `history`, counting days up to the clock's.
    static let period = days.explained("With --view carriers, causes, routes or times: how many days up to the clock's, or all (default 10).")
    /// `--date` of `stats`: the last day counted, parsed as every `--date` is.
    static let statsDate = BoardOptions.date.explained(
        "The last day the statistics count, up to today: YYYY-MM-DD, today or yesterday (default: today at the airport; with recorded data, the file's last day).")
    /// `--undo`: the code of a check-in or reschedule to undo.
    static let undo = Option<CodeArgument>(
        "undo", "CODE", help: "Undo the check-in or reschedule with this code. Undoing a reschedule brings back the check-ins it set aside.")
    /// `--all` of `checkins`: flown trips too.
    static let allTrips = OptionSpec.flag(
        "all", help: "List trips whose flight has left or whose time has passed too; without it only the trips still to come are listed.")
}
