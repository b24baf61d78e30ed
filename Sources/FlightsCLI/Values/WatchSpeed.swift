/// How many times faster than real time a pinned clock runs for `flights watch` (`--speed`).
struct WatchSpeed: BoundedCount {
    let factor: Int

    static let range = 1...100_000
    static let unit = "times"

    init(count: Int) { factor = count }
}
