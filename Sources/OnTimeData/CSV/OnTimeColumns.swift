import FlightBoard
/// Which fields of a row the parser reads and what each one means, found by name in the
/// header line, so that a layout's other columns (and their order) do not matter.
struct OnTimeColumns: Sendable {
    /// What a field of a row holds.
    enum Role: Sendable {
        case skip
        case year, month, day, flightDate
        case carrier, flight, origin, destination
        case scheduledDeparture, departureTime, departureDelay
        case scheduledArrival, arrivalTime, arrivalDelay
        case cancelled, diverted
        case tail
        case cancellationCode, carrierDelay, weatherDelay, nasDelay, securityDelay, lateAircraftDelay
        case distance, airTime
    }

    /// A header that is neither layout: the required columns missing from the closer one.
    struct NotOnTime: Error {
        let missing: [String]
    }

    let layout: OnTimeCSV.Layout
    /// The role of each field of a row by position, up to the last field read.
    let roles: [Role]
    /// The header's name of each position in `roles`, for error messages.
    let names: [String]
    /// Whether the file gives arrival delays: then a departed flight without one was diverted.
    let hasArrivalDelay: Bool
    /// How many fields a row starts with up to its last date field, when those before it are
    /// all date fields or skipped ones (`year,month,day`; BTS's first six, up to `FlightDate`);
    /// 0 when a field that is neither comes first.
    let leadingDateFields: Int
    /// For each position, how many fields from it on are skipped, up to the next one read or
    /// to ``leadingDateFields`` (where the parser remembers the row's start): stepped over at once.
    let skippedRuns: [Int]
    /// Whether a row goes on for long after its last field read (BTS's 60 columns, not
    /// nycflights13's 5): then its end is found faster by masks than by the line reader.
    let longRest: Bool

    /// Whether rows are read for their details (``OnTimeDetails``): asked for, and the file has some.
    let hasDetails: Bool

    /// Finds a layout's columns in `header`, trying nycflights13 first; the details' columns
    /// only when `details` asks for them (else they are stepped over with the rest).
    init(header: [String], details: Bool = true) throws(NotOnTime) {
        // The first column of a name wins; a later one of the same name is an extra column.
        var index: [String: Int] = [:]
        for (position, name) in header.enumerated() where index[name] == nil { index[name] = position }
        let matches = [OnTimeCSV.Layout.nycflights13, .bts].map { OnTimeColumns.match($0, index) }
        guard let match = matches.first(where: { $0.missing.isEmpty }) else {
            throw NotOnTime(missing: matches.min { $0.missing.count < $1.missing.count }!.missing)
        }
        layout = match.layout
        var found = match.roles
        if !details { found = found.filter { !Self.detailRoles.contains($0.value) } }
        hasDetails = found.values.contains { Self.detailRoles.contains($0) }
        let last = found.keys.max()!
        roles = (0...last).map { found[$0] ?? .skip }
        names = (0...last).map { header[$0] }
        hasArrivalDelay = roles.contains(.arrivalDelay)
        let dateRoles: Set<Role> = [.year, .month, .day, .flightDate]
        let leading = roles.prefix { $0 == .skip || dateRoles.contains($0) }
        leadingDateFields = (leading.lastIndex { dateRoles.contains($0) } ?? -1) + 1
        var runs = [Int](repeating: 0, count: roles.count + 1)
        for position in roles.indices.reversed() where roles[position] == .skip {
            runs[position] = position + 1 == leadingDateFields ? 1 : runs[position + 1] + 1
        }
        skippedRuns = Array(runs.dropLast())
        longRest = header.count - roles.count >= 8
    }

    /// The roles of ``OnTimeDetails``'s columns.
    static let detailRoles: Set<Role> = [.cancellationCode, .carrierDelay, .weatherDelay, .nasDelay, .securityDelay,
                                         .lateAircraftDelay, .distance, .airTime]

    /// The header name of the column with `role`, which the layout has, for messages about a row as a whole.
    func name(of role: Role) -> String {
        names[roles.firstIndex(of: role)!]
    }

    func has(_ role: Role) -> Bool { roles.contains(role) }

    /// The roles of `layout`'s columns by position in the header, and its missing required columns.
    private static func match(_ layout: OnTimeCSV.Layout, _ index: [String: Int])
        -> (layout: OnTimeCSV.Layout, roles: [Int: Role], missing: [String]) {
        var roles: [Int: Role] = [:]
        var missing: [String] = []
        for need in needs(of: layout) {
            if let choice = need.choices.first(where: { $0.allSatisfy { index[$0.name] != nil } }) {
                for (name, role) in choice { roles[index[name]!] = role }
            } else if need.required {
                let names = need.choices.map { $0.map(\.name).joined(separator: ", ") }
                missing.append(names.dropFirst().reduce(names[0]) { "\($0) (or \($1))" })
            }
        }
        return (layout, roles, missing)
    }

    /// Something a layout needs from its header: the first of `choices` whose columns are all there.
    private struct Need {
        let choices: [[(name: String, role: Role)]]
        let required: Bool

        init(_ choices: [[(name: String, role: Role)]], required: Bool = true) {
            self.choices = choices
            self.required = required
        }

        init(_ name: String, _ role: Role, required: Bool = true) {
            self.init([[(name, role)]], required: required)
        }
    }

    private static func needs(of layout: OnTimeCSV.Layout) -> [Need] {
        switch layout {
        case .nycflights13:
            [
                Need("year", .year), Need("month", .month), Need("day", .day),
                Need("carrier", .carrier), Need("flight", .flight),
                Need("origin", .origin), Need("dest", .destination),
                Need("sched_dep_time", .scheduledDeparture), Need("dep_time", .departureTime),
                Need("dep_delay", .departureDelay, required: false),
                Need("sched_arr_time", .scheduledArrival), Need("arr_time", .arrivalTime),
                Need("arr_delay", .arrivalDelay, required: false),
                Need("tailnum", .tail, required: false),
                Need("air_time", .airTime, required: false), Need("distance", .distance, required: false),
            ]
        case .bts:
            [
                // One date column reads faster than three, so FlightDate wins when both are there.
                Need([[("FlightDate", .flightDate)],
                      [("Year", .year), ("Month", .month), ("DayofMonth", .day)]]),
                Need([[("Reporting_Airline", .carrier)], [("IATA_CODE_Reporting_Airline", .carrier)]]),
                Need("Flight_Number_Reporting_Airline", .flight),
                Need("Origin", .origin), Need("Dest", .destination),
                Need("CRSDepTime", .scheduledDeparture), Need("DepTime", .departureTime),
                Need("DepDelay", .departureDelay, required: false),
                Need("CRSArrTime", .scheduledArrival), Need("ArrTime", .arrivalTime),
                Need("ArrDelay", .arrivalDelay, required: false),
                Need("Cancelled", .cancelled, required: false),
                Need("Diverted", .diverted, required: false),
                Need("Tail_Number", .tail, required: false),
                Need("CancellationCode", .cancellationCode, required: false),
                Need("CarrierDelay", .carrierDelay, required: false), Need("WeatherDelay", .weatherDelay, required: false),
                Need("NASDelay", .nasDelay, required: false), Need("SecurityDelay", .securityDelay, required: false),
                Need("LateAircraftDelay", .lateAircraftDelay, required: false),
                Need("Distance", .distance, required: false), Need("AirTime", .airTime, required: false),
            ]
        }
    }
}
