/// A hash that is the same on every run and machine (FNV-1a, 64 bits), unlike Swift's
/// `Hasher`, which is seeded per process by design: for seeds of the simulation and
/// for names of cache files.
public enum StableHash {
    /// The 64-bit FNV-1a hash of the key's UTF-8 bytes.
    public static func fnv1a(_ key: String) -> UInt64 {
        adding(key, to: offsetBasis)
    }

    /// The 64-bit FNV-1a hash of the parts joined by `|`, hashed in turn rather than joined
    /// (the simulation hashes a key for every flight of every day it makes), and not variadic:
    /// an array of the parts a call cost more than hashing them.
    public static func fnv1a(joining first: String, _ second: String) -> UInt64 {
        adding(second, to: separated(adding(first, to: offsetBasis)))
    }

    /// ``fnv1a(joining:_:)`` of three parts.
    public static func fnv1a(joining first: String, _ second: String, _ third: String) -> UInt64 {
        adding(third, to: separated(fnv1a(joining: first, second)))
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01b3
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func separated(_ hash: UInt64) -> UInt64 {
        (hash ^ UInt64(UInt8(ascii: "|"))) &* prime
    }

    private static func adding(_ part: String, to hash: UInt64) -> UInt64 {
        var part = part
        // The contiguous bytes: walking the UTF-8 view costs several times as much per byte.
        return part.withUTF8 { bytes in
            var hash = hash
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
            return hash
        }
    }
}
