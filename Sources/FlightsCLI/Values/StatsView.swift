import FlightBoard

/// What `stats --view` shows: the on-time share by hour or by day, or a table by airline.
enum StatsView: String, CaseIterable, OptionValue {
    case hours, days, carriers

    /// The chart's periods; nil for the table by airline.
    var span: OnTimeHistory.Span? {
        switch self {
        case .hours: .hours
        case .days: .days
        case .carriers: nil
        }
    }
}
