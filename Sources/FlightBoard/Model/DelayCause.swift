/// What BTS puts a late arrival's minutes down to: the five causes of its on-time reporting.
public enum DelayCause: String, CaseIterable, Hashable, Sendable {
    /// Within the airline's control: crew, maintenance, baggage, fuelling.
    case carrier
    /// Significant weather.
    case weather
    /// The national air system: traffic control, airport operations, heavy traffic.
    case nationalAirSystem = "nas"
    /// Evacuations, security breaches, long screening lines.
    case security
    /// The aircraft arrived late from its previous leg.
    case lateAircraft = "late_aircraft"

    /// As a sentence names it: `national air system`.
    public var name: String {
        switch self {
        case .carrier: "carrier"
        case .weather: "weather"
        case .nationalAirSystem: "national air system"
        case .security: "security"
        case .lateAircraft: "late aircraft"
        }
    }

    /// As a narrow column heads it: `NAS`.
    public var shortName: String {
        switch self {
        case .carrier: "Carrier"
        case .weather: "Weather"
        case .nationalAirSystem: "NAS"
        case .security: "Security"
        case .lateAircraft: "Late aircraft"
        }
    }
}
