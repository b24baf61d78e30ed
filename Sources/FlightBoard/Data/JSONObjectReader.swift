/// Reads the fields of one JSON object of a data file, turning every problem into
/// a ``DataFileError`` that names the line, the column and the JSON path.
struct JSONObjectReader {
    let file: String
    let path: String
    let node: JSONNode
    private let members: [(key: String, value: JSONNode)]

    /// - Parameter fields: the field names the object may have; any other is an error (a typo, most likely).
    init(_ node: JSONNode, path: String, file: String, fields: [String]) throws(DataFileError) {
        self.file = file
        self.path = path
        self.node = node
        guard case .object(let members) = node.value else {
            throw DataFileError(file: file, location: JSONObjectReader.place(node, path),
                                message: "expected an object, found \(node.kindName)")
        }
        self.members = members
        for member in members where !fields.contains(member.key) {
            throw DataFileError(file: file, location: JSONObjectReader.place(member.value, "\(path).\(member.key)"),
                                message: "unknown field \"\(member.key)\"; expected one of: \(fields.joined(separator: ", "))")
        }
    }

    /// `line 12, column 5 ($.flights[3].time)`.
    static func place(_ node: JSONNode, _ path: String) -> String {
        "line \(node.line), column \(node.column) (\(path))"
    }

    /// A problem with the value of `key` (or with the object itself when `key` is nil).
    func error(_ key: String?, _ message: String) -> DataFileError {
        guard let key else { return DataFileError(file: file, location: JSONObjectReader.place(node, path), message: message) }
        let value = members.first { $0.key == key }?.value ?? node
        return DataFileError(file: file, location: JSONObjectReader.place(value, "\(path).\(key)"), message: message)
    }

    func string(_ key: String) throws(DataFileError) -> String {
        guard let value = try optionalString(key) else {
            throw DataFileError(file: file, location: JSONObjectReader.place(node, path), message: "missing field \"\(key)\"")
        }
        return value
    }

    func optionalString(_ key: String) throws(DataFileError) -> String? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        guard case .string(let text) = member.value.value else {
            throw error(key, "expected a string, found \(member.value.kindName)")
        }
        return text
    }

    /// A whole number field.
    func int(_ key: String) throws(DataFileError) -> Int {
        guard let member = members.first(where: { $0.key == key }) else {
            throw DataFileError(file: file, location: JSONObjectReader.place(node, path), message: "missing field \"\(key)\"")
        }
        guard case .number(let value) = member.value.value, value == value.rounded(), abs(value) < 1e15 else {
            throw error(key, "expected a whole number, found \(member.value.kindName)")
        }
        return Int(value)
    }

    /// The elements of an array field, each with its JSON path.
    func array(_ key: String, required: Bool = true) throws(DataFileError) -> [(node: JSONNode, path: String)] {
        guard let member = members.first(where: { $0.key == key }) else {
            if required {
                throw DataFileError(file: file, location: JSONObjectReader.place(node, path), message: "missing field \"\(key)\"")
            }
            return []
        }
        guard case .array(let items) = member.value.value else {
            throw error(key, "expected an array, found \(member.value.kindName)")
        }
        return items.enumerated().map { ($1, "\(path).\(key)[\($0)]") }
    }

    func object(_ key: String, fields: [String]) throws(DataFileError) -> JSONObjectReader {
        guard let member = members.first(where: { $0.key == key }) else {
            throw DataFileError(file: file, location: JSONObjectReader.place(node, path), message: "missing field \"\(key)\"")
        }
        return try JSONObjectReader(member.value, path: "\(path).\(key)", file: file, fields: fields)
    }
}
