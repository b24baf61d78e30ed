/// An option's value once converted to its type, kept until the command reads it.
///
/// A class, read back with a class cast (``ConvertedValue/value(as:)``): casting a value
/// of `any Sendable` back to its type searches every protocol conformance of the binary
/// the first time for each type, which costs a program that runs for two milliseconds.
class ConvertedValue: @unchecked Sendable {
    /// The value, if it is of type `Value`.
    final func value<Value>(as _: Value.Type) -> Value? {
        (self as? ConvertedBox<Value>)?.value
    }
}

/// A ``ConvertedValue`` of type `Value`.
final class ConvertedBox<Value>: ConvertedValue, @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
