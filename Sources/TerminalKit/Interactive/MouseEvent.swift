/// A mouse report (SGR 1006, `ESC [ < b ; x ; y M`), as a terminal sends it while
/// mouse reporting is on (``ANSI/enableMouse``): a press or a release of a button, or
/// a turn of the wheel, at a cell counted from 0 at the top left.
public struct MouseEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The left button pressed; the other buttons are not reported as presses.
        case press
        case release
        case wheelUp
        case wheelDown
    }

    public let kind: Kind
    public let column: Int
    public let row: Int

    public init(_ kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }

    /// The event of an SGR report's parameters (`b;x;y`, the part between `<` and the final
    /// byte) and its final byte (`M` press, `m` release); nil for what no app here uses
    /// (motion, the middle and right buttons) and for numbers no screen has.
    init?(sgrParameters parameters: some Collection<UInt8>, final: UInt8) {
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field -> Int? in
            guard (1...5).contains(field.count), field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(String(decoding: field, as: UTF8.self))
        }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2], column >= 1, row >= 1
        else { return nil }
        let button = code & ~(4 | 8 | 16)  // shift, meta and control held are ignored
        let kind: Kind
        switch (button, final) {
        case (0, UInt8(ascii: "M")): kind = .press
        case (0, UInt8(ascii: "m")): kind = .release
        case (64, UInt8(ascii: "M")): kind = .wheelUp
        case (65, UInt8(ascii: "M")): kind = .wheelDown
        default: return nil
        }
        self.init(kind, column: column - 1, row: row - 1)
    }
}
