/// The seat a passenger asks for at check-in.
public enum SeatPreference: String, CaseIterable, Sendable, Codable {
    case window
    case aisle
    /// Any seat: the airline picks.
    case any

    /// How a boarding pass and a prompt name it.
    public var label: String {
        switch self {
        case .window: "Window"
        case .aisle: "Aisle"
        case .any: "No preference"
        }
    }
}
