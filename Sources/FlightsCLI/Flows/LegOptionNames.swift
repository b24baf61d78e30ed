import FlightBoard

/// The options that name a leg of a flight number, as the hints and errors spell them:
/// `--to` and `--from` for `show`, `rebook` and `history`; `--destination` for `checkin`,
/// whose `--to` is the flight to move to, and which takes departures only.
struct LegOptionNames: Sendable {
    /// The option that names a leg by where it goes.
    let to: String
    /// The option that names a leg by where it comes from; nil for a command of departures only.
    let from: String?

    static let toAndFrom = LegOptionNames(to: FlightOptions.to.name, from: FlightOptions.from.name)
    static let destination = LegOptionNames(to: FlightOptions.destination.name, from: nil)

    /// `--to AZO` for a departing leg, `--from DAL` for an arriving one: the option and value that pick `leg`.
    func words(for leg: FlightLeg) -> [String] {
        leg.direction == .departure ? ["--\(to)", leg.destination.code] : ["--\(from ?? to)", leg.origin.code]
    }

    /// `--to or --from`: the options, as a prompt's "answered by" says them.
    var words: String {
        from.map { "--\(to) or --\($0)" } ?? "--\(to)"
    }
}
