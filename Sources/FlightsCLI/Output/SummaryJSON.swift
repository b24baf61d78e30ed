import FlightBoard

/// An on-time summary as `history --json` and `stats --json` write it (documented in the
/// manual, "Statistics in JSON").
enum SummaryJSON {
    static func fields(_ summary: OnTimeSummary) -> [(String, JSONValue)] {
        [
            ("flights", .int(summary.flights)),
            ("on_time", .int(summary.onTime)),
            ("cancelled", .int(summary.cancelled)),
            ("diverted", .int(summary.diverted)),
            ("on_time_share", summary.onTimeShare.map { .double(($0 * 10000).rounded() / 10000) } ?? .null),
            ("average_delay_minutes", summary.averageDelay.map { .double(($0 * 10).rounded() / 10) } ?? .null),
        ]
    }
}
