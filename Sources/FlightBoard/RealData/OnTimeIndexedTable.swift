/// A table with its indexes, ready for queries: departures and arrivals of an airport-day, and
/// the days of one flight number, each touching only its own rows.
public struct OnTimeIndexedTable: Sendable {
    public let table: OnTimeTable
    /// By (origin, date), then scheduled departure.
    let departures: OnTimeRowIndex
    /// By (destination, date), then scheduled departure.
    let arrivals: OnTimeRowIndex
    /// By (carrier, flight), then date and scheduled departure.
    let flights: OnTimeRowIndex
    /// The table's days, airlines and airports.
    public let summary: OnTimeTableSummary

    /// Builds the indexes and the summary (a few milliseconds for a year of New York's
    /// flights, on all cores).
    public init(table: OnTimeTable) {
        var summary: OnTimeTableSummary?
        let indexes = Parallel.map(4) { which -> OnTimeRowIndex? in
            var order = RadixOrder(count: table.count)
            order.add(table.scheduledDeparture)
            switch which {
            case 0:
                order.add(table.date)
                order.add(table.origin)
                return OnTimeRowIndex(rows: order.rows()) { OnTimeIndexedTable.key(table.origin[$0], table.date[$0]) }
            case 1:
                order.add(table.date)
                order.add(table.destination)
                return OnTimeRowIndex(rows: order.rows()) {
                    OnTimeIndexedTable.key(table.destination[$0], table.date[$0])
                }
            case 2:
                order.add(table.date)
                order.add(table.flight)
                order.add(table.carrier)
                return OnTimeRowIndex(rows: order.rows()) { OnTimeIndexedTable.key(table.carrier[$0], table.flight[$0]) }
            default:
                summary = OnTimeTableSummary(table: table)
                return nil
            }
        }
        self.init(table: table, departures: indexes[0]!, arrivals: indexes[1]!, flights: indexes[2]!, summary: summary!)
    }

    init(table: OnTimeTable, departures: OnTimeRowIndex, arrivals: OnTimeRowIndex, flights: OnTimeRowIndex,
         summary: OnTimeTableSummary) {
        self.table = table
        self.departures = departures
        self.arrivals = arrivals
        self.flights = flights
        self.summary = summary
    }

    /// The rows of the flights that left `origin` on `date` (``OnTimeTable/date``), by scheduled
    /// departure.
    public func rows(origin: UInt32, date: Int32) -> some Collection<Int> {
        departures.rows(for: OnTimeIndexedTable.key(origin, date), count: table.count)
    }

    /// The rows of the flights to `destination` that were scheduled to leave on `date`
    /// (``OnTimeTable/date`` is the departure day: a flight landing after midnight is under the
    /// day before), by scheduled departure.
    public func rows(destination: UInt32, date: Int32) -> some Collection<Int> {
        arrivals.rows(for: OnTimeIndexedTable.key(destination, date), count: table.count)
    }

    /// The rows of one flight number, all days, by date (then scheduled departure).
    public func rows(carrier: UInt16, flight: Int32) -> some Collection<Int> {
        flights.rows(for: OnTimeIndexedTable.key(carrier, flight), count: table.count)
    }

    /// A signed number as an unsigned one of the same order.
    private static func ordered(_ value: Int32) -> UInt32 {
        UInt32(bitPattern: value) ^ 0x8000_0000
    }

    private static func key(_ airport: UInt32, _ date: Int32) -> UInt64 {
        UInt64(airport) << 32 | UInt64(ordered(date))
    }

    private static func key(_ carrier: UInt16, _ flight: Int32) -> UInt64 {
        UInt64(carrier) << 32 | UInt64(ordered(flight))
    }
}
