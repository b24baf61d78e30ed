import FlightBoard
import Testing
@testable import FlightsCLI

/// A flight's words on a board, worked by hand: the time against the board's day, the delay
/// in minutes, and the remark that joins them.
@Suite struct FlightPresentationTests {
    private static let day = CivilDate(year: 2026, month: 11, day: 29)!

    private static func at(_ text: String) -> LocalDateTime { LocalDateTime(parsing: text)! }

    private func date(_ text: String) -> CivilDate { LocalDateTime(parsing: text + "T00:00")!.date }

    private static func flight(scheduled: String, outcome: Operation.Outcome, asOf: String,
                               direction: Direction = .departure) -> Flight {
        Flight(airline: Airline(code: "UA", name: "United Airlines"), designator: FlightDesignator(airline: "UA", number: 301),
               direction: direction, airport: Airport(code: "ORD", name: "O'Hare", city: "Chicago", timeZone: "America/Chicago"),
               operation: Operation(scheduled: at(scheduled), outcome: outcome, gate: "B2"), asOf: at(asOf))
    }

    @Test func writesATimeAgainstTheBoardsDay() {
        #expect(FlightPresentation.time(Self.at("2026-11-29T14:05"), on: Self.day) == "14:05")
        #expect(FlightPresentation.time(Self.at("2026-11-29T00:00"), on: Self.day) == "00:00")
        #expect(FlightPresentation.time(Self.at("2026-11-30T00:35"), on: Self.day) == "00:35+1")
        #expect(FlightPresentation.time(Self.at("2026-11-28T23:59"), on: Self.day) == "23:59-1")
        #expect(FlightPresentation.time(Self.at("2026-12-11T09:07"), on: Self.day) == "09:07+12")
        #expect(FlightPresentation.time(Self.at("2026-11-17T10:00"), on: Self.day) == "10:00-12")
        #expect(FlightPresentation.time(Self.at("2029-08-25T10:00"), on: Self.day) == "10:00+1000")
        #expect(FlightPresentation.time(Self.at("1969-12-31T23:50"), on: CivilDate(year: 1970, month: 1, day: 1)!) == "23:50-1")
    }

    @Test func writesADelayInMinutes() {
        #expect(FlightPresentation.delaySuffix(0) == "")
        #expect(FlightPresentation.delaySuffix(35) == " (+35)")
        #expect(FlightPresentation.delaySuffix(-8) == " (-8)")
        #expect(FlightPresentation.delaySuffix(1440) == " (+1440)")
        #expect(FlightPresentation.delaySuffix(Int.min) == " (-9223372036854775808)")
        #expect(FlightPresentation.delaySuffix(Int.max) == " (+9223372036854775807)")
    }

    @Test func joinsTheStatusTheTimeAndTheDelay() {
        let departed = Self.flight(scheduled: "2026-11-29T23:30", outcome: .operated(at: Self.at("2026-11-30T00:20")),
                                   asOf: "2026-11-30T01:00")
        #expect(FlightPresentation.remarks(departed, boardDate: Self.day) == "Departed 00:20+1 (+50)")
        #expect(FlightPresentation.remarks(departed, boardDate: Self.day, withDelay: false) == "Departed 00:20+1")
        let delayed = Self.flight(scheduled: "2026-11-29T10:15", outcome: .operated(at: Self.at("2026-11-29T10:40")),
                                  asOf: "2026-11-29T08:00")
        #expect(FlightPresentation.remarks(delayed, boardDate: Self.day) == "Delayed 10:40 (+25)")
        let early = Self.flight(scheduled: "2026-11-29T10:15", outcome: .operated(at: Self.at("2026-11-29T10:07")),
                                asOf: "2026-11-29T12:00")
        #expect(FlightPresentation.remarks(early, boardDate: Self.day) == "Departed 10:07 (-8)")
        let onTime = Self.flight(scheduled: "2026-11-29T18:00", outcome: .operated(at: Self.at("2026-11-29T18:00")),
                                 asOf: "2026-11-29T08:00")
        #expect(FlightPresentation.remarks(onTime, boardDate: Self.day) == "On time")
        let cancelled = Self.flight(scheduled: "2026-11-29T18:00", outcome: .cancelled, asOf: "2026-11-29T17:00")
        #expect(FlightPresentation.remarks(cancelled, boardDate: Self.day) == "Cancelled")
        let boarding = Self.flight(scheduled: "2026-11-29T12:30", outcome: .operated(at: Self.at("2026-11-29T12:30")),
                                   asOf: "2026-11-29T12:00")
        #expect(boarding.status == .boarding)
        #expect(FlightPresentation.remarks(boarding, boardDate: Self.day) == "Boarding")
        let landed = Self.flight(scheduled: "2026-11-28T23:55", outcome: .operated(at: Self.at("2026-11-29T00:20")),
                                 asOf: "2026-11-29T08:00", direction: .arrival)
        #expect(FlightPresentation.remarks(landed, boardDate: Self.day) == "Landed 00:20 (+25)")
        #expect(FlightPresentation.remarks(landed, boardDate: date("2026-11-28")) == "Landed 00:20+1 (+25)")
        let diverted = Self.flight(scheduled: "2026-11-29T12:20", outcome: .diverted(at: Self.at("2026-11-29T12:20")),
                                   asOf: "2026-11-29T13:00", direction: .arrival)
        #expect(FlightPresentation.remarks(diverted, boardDate: Self.day) == "Diverted")
    }
}
