import FlightBoard

/// `flights history FLIGHT`: the flight's on-time record over the previous days, as a popover chart.
enum HistoryCommand {
    static let defaultDays = 10
    static let maximumDays = 60

    static let spec = CommandSpec(
        name: "history",
        abstract: "Show a flight's on-time history as a bar chart.",
        discussion: """
            The flight's minutes late on each of the previous days it flew (--days, default \(defaultDays)), as a bar chart in a popover, \
            with a summary by the US DOT rule: on time means less than 15 minutes late, and cancelled or diverted flights count as late. \
            A full bar (█) is 15 minutes late or more, a shaded one (▓) 1 to 14; early days are marked ▾, on-time days ·, cancelled ✕, diverted ↪.
            """,
        arguments: [.flight("The flight number, such as UA1545 or \"B6 725\".")],
        options: [FlowOptions.days] + FlightOptions.common + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) history UA635", "UA 635's last 10 days."),
            .init("\(ToolSpec.name) history DL1705 --days 30 --json | jq .summary", "A month of DL 1705, for a script."),
        ],
        run: { invocation throws(CLIError) in
            var days = defaultDays
            if let text = invocation.value(FlowOptions.days) {
                guard let parsed = Int(text), (1...maximumDays).contains(parsed) else {
                    throw invocation.usageError("--days expects a number from 1 to \(maximumDays), not '\(text)'")
                }
                days = parsed
            }
            let source = try DataLocator.source(for: invocation)
            let clock = try BoardClock.resolve(invocation, source: source)
            let flight = try FlightResolver.resolve(invocation, source: source, clock: clock,
                                                    prompter: Prompter(invocation: invocation))
            let history = source.history(of: flight.designator, direction: flight.direction,
                                         before: flight.scheduled.date, days: days, asOf: clock.now)
            let output = invocation.environment.output
            if invocation.isSet(FlightOptions.json) {
                output.write(json(flight, history: history).rendered() + "\n")
                return
            }
            let lines = HistoryChart.render(flight, history: history, width: invocation.outputWidth ?? 80,
                                            color: invocation.colorEnabled)
            output.write(lines.joined(separator: "\n") + "\n")
        }
    )

    /// Whether the day's outcome is known at the clock; until then `on_time` is null.
    static func isFinished(_ flight: Flight) -> Bool {
        [.departed, .landed, .cancelled, .diverted].contains(flight.status.kind)
    }

    static func json(_ flight: Flight, history: [Flight]) -> JSONValue {
        .object([
            ("flight", .string(flight.designator.description)),
            ("direction", .string(flight.direction.rawValue)),
            ("days", .array(history.map { day in
                .object([
                    ("date", .string(day.scheduled.date.description)),
                    ("scheduled", .string(day.scheduled.description)),
                    ("actual", day.estimated.map { .string($0.description) } ?? .null),
                    ("status", .string(day.status.kind.rawValue)),
                    ("delay_minutes", day.delayMinutes.map { .int($0) } ?? .null),
                    ("on_time", isFinished(day) ? .bool(day.operation.isOnTime) : .null),
                ])
            })),
            ("summary", .object(StatsCommand.summary(OnTimeSummary(history)))),
        ])
    }
}
