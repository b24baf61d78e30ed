/// A parsed JSON value with the line and column where it starts, so that a data
/// file's errors can point at the exact place.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case array([JSONNode])
        /// Members in file order; duplicate keys are rejected by the parser.
        case object([(key: String, value: JSONNode)])
    }

    let value: Value
    /// 1-based line and column (in bytes) of the value's first character.
    let line: Int
    let column: Int

    /// `a string`, `an array`... for "expected ..., found ..." messages.
    var kindName: String {
        switch value {
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON text that is not well formed.
struct JSONSyntaxError: Error, Sendable {
    let line: Int
    let column: Int
    let message: String
}
