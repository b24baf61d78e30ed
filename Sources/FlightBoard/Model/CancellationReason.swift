/// Why a flight was cancelled, as BTS codes it (`CancellationCode`).
public enum CancellationReason: String, CaseIterable, Hashable, Sendable {
    /// `A`: the airline.
    case carrier = "A"
    /// `B`: weather.
    case weather = "B"
    /// `C`: the national air system.
    case nationalAirSystem = "C"
    /// `D`: security.
    case security = "D"

    /// The code, `A` to `D`.
    public var code: String { rawValue }

    /// As a sentence names it: `weather`.
    public var name: String {
        switch self {
        case .carrier: "carrier"
        case .weather: "weather"
        case .nationalAirSystem: "national air system"
        case .security: "security"
        }
    }

    /// A name for JSON keys: `nas` for the national air system.
    public var key: String {
        switch self {
        case .carrier: "carrier"
        case .weather: "weather"
        case .nationalAirSystem: "nas"
        case .security: "security"
        }
    }
}
