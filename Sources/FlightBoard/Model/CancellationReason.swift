/// Why a flight was cancelled, as BTS codes it (`CancellationCode`): one of the causes of
/// ``DelayCause`` but the late aircraft.
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

    /// The cause it is.
    public var cause: DelayCause {
        switch self {
        case .carrier: .carrier
        case .weather: .weather
        case .nationalAirSystem: .nationalAirSystem
        case .security: .security
        }
    }

    /// As a sentence names it: `weather`.
    public var name: String { cause.name }
}
