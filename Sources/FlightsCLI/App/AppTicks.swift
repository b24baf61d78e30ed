/// When the board app next reads the clock and the data again: on the next whole multiple
/// of the refresh interval (whole minutes by default, as the clock's minute changes), or
/// never while the clock is pinned.
struct AppTicks {
    /// The refresh interval, in seconds (`--refresh`).
    let interval: Int
    /// The second since the epoch of the next tick; nil: none.
    private var next: Int?
    /// How long after its second a tick is read, in milliseconds, so that the clock has passed it.
    static let margin = 50

    init(interval: Int) {
        self.interval = interval
    }

    /// The next tick after `now`, none when the clock is pinned.
    mutating func schedule(now: Int, pinned: Bool) {
        next = pinned ? nil : (now / interval + 1) * interval
    }

    /// Milliseconds until the next tick, from `now`; nil when there is none.
    func millisecondsLeft(now: Int) -> Int? {
        next.map { max(0, ($0 - now) * 1000 + Self.margin) }
    }

    /// Whether the next tick is due at `now`.
    func isDue(now: Int) -> Bool {
        millisecondsLeft(now: now).map { $0 <= Self.margin } ?? false
    }
}
