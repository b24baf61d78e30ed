import Synchronization

/// A value made the first time it is asked for, then kept: for what only some commands need
/// and a value type cannot put off (the gates a departure may move to, which an arrivals
/// board never asks for). Safe to share between tasks; `make` runs under the lock, so it
/// must not ask for the same value.
final class Deferred<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    /// A value that `make` will give when first asked for.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if it has not been.
    var value: Value {
        made.withLock { made in
            if let value = made { return value }
            let value = make()
            made = value
            return value
        }
    }
}
