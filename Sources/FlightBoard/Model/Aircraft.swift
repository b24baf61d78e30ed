/// The aircraft that flies a flight, as the data names it.
public struct Aircraft: Hashable, Sendable {
    /// Its registration, the tail number painted on it (`N14228`): letters and digits only.
    public let registration: String

    public init(registration: String) {
        self.registration = registration
    }
}
