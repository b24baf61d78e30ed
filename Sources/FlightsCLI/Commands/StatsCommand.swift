import FlightBoard

/// `flights stats`: the board's on-time share over the last 24 hours or 10 days.
enum StatsCommand {
    static let spec = CommandSpec(
        name: "stats",
        abstract: "Show the board's on-time share for the last 24 hours or 10 days.",
        discussion: """
            A bar chart of the share of flights, arrivals and departures together, that were on time by the US DOT rule \
            (less than 15 minutes late; cancelled and diverted flights count as late), in the two views of a battery graph: \
            the last 24 hours by hour (--view hours, the default) and the last 10 days by day (--view days). \
            Only flights that have finished count; a period with none shows a dot.
            """,
        options: [FlowOptions.view, BoardOptions.at, FlightOptions.json, GlobalOptions.color, GlobalOptions.data],
        examples: [
            .init("\(ToolSpec.name) stats", "The last 24 hours, by hour."),
            .init("\(ToolSpec.name) stats --view days --at 2026-11-29T20:00", "The 10 days up to that evening, by day."),
        ],
        run: { invocation throws(CLIError) in
            let source = try DataLocator.source(for: invocation)
            let clock = try BoardClock.resolve(invocation, airport: source.airport)
            let span = invocation.value(FlowOptions.view).flatMap(OnTimeHistory.Span.init(rawValue:)) ?? .hours
            let history = OnTimeHistory(source: source, span: span, asOf: clock.now)
            let output = invocation.environment.output
            if invocation.isSet(FlightOptions.json) {
                output.write(json(history).rendered() + "\n")
                return
            }
            let lines = StatsChart.render(history, airport: source.airport, width: invocation.outputWidth ?? 80,
                                          color: invocation.colorEnabled)
            output.write(lines.joined(separator: "\n") + "\n")
        }
    )

    static func json(_ history: OnTimeHistory) -> JSONValue {
        .object([
            ("view", .string(history.span.rawValue)),
            ("periods", .array(history.periods.map { period in
                .object([("start", .string(period.start.description))] + summary(period.summary))
            })),
            ("total", .object(summary(history.total))),
        ])
    }

    /// The fields of an ``OnTimeSummary``, shared by `stats` and `history`.
    static func summary(_ summary: OnTimeSummary) -> [(String, JSONValue)] {
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
