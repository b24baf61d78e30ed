/// The buttons of the check-in action sheet, as `--choice` names them.
enum CheckInAction: String, CaseIterable, OptionValue {
    case notNow = "not-now"
    case reschedule
    case checkIn = "check-in"
}
