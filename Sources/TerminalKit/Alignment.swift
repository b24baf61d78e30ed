/// Which side of a fixed-width field text sits against.
public enum Alignment: Sendable, Equatable {
    case left
    case right
}
