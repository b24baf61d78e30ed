#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fields of one CSV line: quoted fields with doubled quotes, a trailing CR ignored.
enum SimpleCSV {
    /// The fields numbered `columns` (from 0) of a line, each nil where the line ends before it
    /// or the column is nil. Only those are made into strings: a board wants two of an airport
    /// line's eight.
    static func fields(_ line: UnsafeBufferPointer<UInt8>, columns: [Int?]) -> [String?] {
        var found = [String?](repeating: nil, count: columns.count)
        guard let base = line.baseAddress, let last = columns.lazy.compactMap({ $0 }).max() else { return found }
        guard memchr(base, Int32(UInt8(ascii: "\"")), line.count) == nil,
              memchr(base, Int32(UInt8(ascii: "\r")), line.count) == nil
        else {
            let all = fields(line, limit: last + 1)
            for slot in columns.indices { if let column = columns[slot], column < all.count { found[slot] = all[column] } }
            return found
        }
        var start = 0
        for column in 0...last {
            let end = memchr(base + start, Int32(UInt8(ascii: ",")), line.count - start)
                .map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? line.count
            for slot in columns.indices where columns[slot] == column {
                found[slot] = String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
            }
            guard end < line.count else { break }
            start = end + 1
        }
        return found
    }

    static func fields(_ line: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> [String] {
        guard let base = line.baseAddress, limit > 0 else { return limit > 0 ? [""] : [] }
        // Most lines have neither quotes nor carriage returns: cut at the commas found by
        // memchr, a string a field, rather than byte by byte (a board names seventy airports,
        // each a line, and `split` cost 8,000 instructions a line).
        if memchr(base, Int32(UInt8(ascii: "\"")), line.count) == nil,
           memchr(base, Int32(UInt8(ascii: "\r")), line.count) == nil {
            var fields: [String] = []
            var start = 0
            while true {
                let end = memchr(base + start, Int32(UInt8(ascii: ",")), line.count - start)
                    .map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? line.count
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self))
                guard fields.count < limit, end < line.count else { return fields }
                start = end + 1
            }
        }
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var index = 0
        while index < line.count {
            let byte = line[index]
            index += 1
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index < line.count, line[index] == UInt8(ascii: "\"") { field.append(byte); index += 1 } else { quoted = false }
                } else {
                    field.append(byte)
                }
            } else if byte == UInt8(ascii: "\"") {
                quoted = true
            } else if byte == UInt8(ascii: ",") {
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
                if fields.count == limit { return fields }
            } else if byte != UInt8(ascii: "\r") {
                field.append(byte)
            }
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }
}
