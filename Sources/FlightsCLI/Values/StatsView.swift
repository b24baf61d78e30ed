import FlightBoard

/// What `stats --view` shows: the on-time share by hour or by day, or a table by airline (of
/// punctuality, or of delay causes and cancellation reasons).
enum StatsView: String, CaseIterable, OptionValue {
    case hours, days, carriers, causes

    /// The chart's periods; nil for the table by airline.
    var span: OnTimeHistory.Span? {
        switch self {
        case .hours: .hours
        case .days: .days
        case .carriers, .causes: nil
        }
    }
}
