/// A small deterministic random generator (SplitMix64), seeded from text.
///
/// Swift's `Hasher` and `SystemRandomNumberGenerator` differ between runs by design;
/// the simulated airport must give the same board for the same date on every run and
/// machine, so seeds come from FNV-1a over a stable key instead.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// Seeds from the UTF-8 bytes of `key` (FNV-1a, 64 bits).
    init(key: String) {
        self.init(seed: StableHash.fnv1a(key))
    }

    /// Seeds from the UTF-8 bytes of `parts` joined by `|`, as `init(key:)` of the joined text.
    init(keyParts first: String, _ second: String, _ third: String) {
        self.init(seed: StableHash.fnv1a(joining: first, second, third))
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A uniform value in [0, 1) with 53 bits of precision.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
