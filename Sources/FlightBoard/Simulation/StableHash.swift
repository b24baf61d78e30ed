/// A hash that is the same on every run and machine (FNV-1a, 64 bits), unlike Swift's
/// `Hasher`, which is seeded per process by design: for seeds of the simulation and
/// for names of cache files.
public enum StableHash {
    /// The 64-bit FNV-1a hash of the key's UTF-8 bytes.
    public static func fnv1a(_ key: String) -> UInt64 {
        fnv1a(joining: key)
    }

    /// The 64-bit FNV-1a hash of `parts` joined by `|`, hashed in turn rather than joined:
    /// the simulation hashes a key for every flight of every day it makes.
    public static func fnv1a(joining parts: String...) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = (hash ^ UInt64(UInt8(ascii: "|"))) &* prime }
            var part = part
            // The contiguous bytes: walking the UTF-8 view costs several times as much per byte.
            hash = part.withUTF8 { bytes in
                var hash = hash
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
                return hash
            }
        }
        return hash
    }
}
