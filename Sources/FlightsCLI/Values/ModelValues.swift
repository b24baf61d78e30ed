import FlightBoard
import TerminalKit

// The model's and the kit's types as option values. Their closed sets of words convert
// through their raw values; the others through their own parsers, with one wording each.

extension FlightStatus.Kind: OptionValue {}
extension SeatPreference: OptionValue {}
extension ColorChoice: OptionValue {}
extension OutputFormat: OptionValue {}

extension ClockReading: OptionValue {
    public init(option text: String) throws(OptionValueError) {
        guard let reading = ClockReading(parsing: text) else {
            throw .expected("HH:MM, YYYY-MM-DDTHH:MM, or an ISO 8601 time with Z or an offset such as 2026-11-29T19:30Z", not: text)
        }
        self = reading
    }
}

extension SheetDetent: OptionValue {
    public init(option text: String) throws(OptionValueError) {
        guard let detent = SheetDetent(parsing: text) else {
            throw .expected("medium, large, drawer, a fraction such as 0.4, or a number of rows from 3", not: text)
        }
        self = detent
    }
}

extension FlightQuery: OptionValue {
    public init(option text: String) throws(OptionValueError) {
        do {
            self = try FlightQuery(parsing: text)
        } catch {
            throw .problem(error.description)
        }
    }
}

extension CivilDate: OptionValue {
    public init(option text: String) throws(OptionValueError) {
        guard let date = CivilDate(parsing: text) else { throw .expected("a day as YYYY-MM-DD", not: text) }
        self = date
    }
}
