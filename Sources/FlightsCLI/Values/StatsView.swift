import FlightBoard

/// What `stats --view` shows: the on-time share by hour or by day, a table by airline (of
/// punctuality, or of delay causes and cancellation reasons), or the departures by destination
/// and by hour of the day.
enum StatsView: String, CaseIterable, OptionValue {
    case hours, days, carriers, causes, routes, times

    /// The chart's periods; nil for the views over `--days`.
    var span: OnTimeHistory.Span? {
        switch self {
        case .hours: .hours
        case .days: .days
        case .carriers, .causes, .routes, .times: nil
        }
    }

    /// The chart's view of `span`.
    init(_ span: OnTimeHistory.Span) {
        self = span == .hours ? .hours : .days
    }

    /// The views of the statistics sheet, in its picker's order: one airport's, drawn to a width.
    static let inSheet: [StatsView] = [.hours, .days, .routes, .times]

    /// The picker's name of the view, and its short form.
    var segment: (name: String, short: String) {
        switch self {
        case .hours: ("Last 24 Hours", "24 Hours")
        case .days: ("Last 10 Days", "10 Days")
        case .routes: ("Routes", "Routes")
        case .times: ("Times of Day", "Times")
        case .carriers: ("Airlines", "Airlines")
        case .causes: ("Causes", "Causes")
        }
    }
}
