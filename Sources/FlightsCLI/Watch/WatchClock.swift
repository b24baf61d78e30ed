import FlightBoard

/// The clock a watch reads and sleeps on: the real one at the airport, or a pinned one
/// (`--at`, `FLIGHTS_NOW`, a recorded day) that runs on from where it was pinned, `--speed`
/// times faster than real time. It sleeps through the environment, so a test moves it on.
struct WatchClock {
    private enum Kind {
        case live(ZoneRules)
        case pinned(start: LocalDateTime, speed: Int, began: ContinuousClock.Instant)
    }

    private let environment: Environment
    private let kind: Kind

    /// The real clock at an airport of these rules.
    init(live rules: ZoneRules, environment: Environment) {
        self.environment = environment
        kind = .live(rules)
    }

    /// A clock that reads `start` now and runs `speed` times faster than real time.
    init(pinned start: LocalDateTime, speed: Int, environment: Environment) {
        self.environment = environment
        kind = .pinned(start: start, speed: speed, began: environment.clock())
    }

    /// The minute it is now at the airport.
    func now() -> LocalDateTime {
        switch kind {
        case .live(let rules):
            return rules.localDateTime(at: environment.now())
        case .pinned(let start, let speed, let began):
            return start.adding(minutes: Int(seconds(since: began) * Double(speed) / 60))
        }
    }

    /// Sleeps until `moment` has come, or until `waking` is woken by a change.
    func sleep(until moment: LocalDateTime, waking: (any WakingSleep)? = nil) {
        let wait: Duration
        switch kind {
        case .live(let rules):
            wait = .seconds(max(0, rules.instant(at: moment).secondsSinceEpoch - environment.now().secondsSinceEpoch))
        case .pinned(let start, let speed, let began):
            // A millisecond past the moment, so that the minute read on waking is the moment's.
            let due = Double(moment.minutes(since: start) * 60) / Double(speed) + 0.001
            wait = .seconds(max(0, due - seconds(since: began)))
        }
        if let waking { waking.sleep(wait) } else { environment.sleep(wait) }
    }

    private func seconds(since began: ContinuousClock.Instant) -> Double {
        let (seconds, attoseconds) = (environment.clock() - began).components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
