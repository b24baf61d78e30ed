import TerminalKit

/// How the statistics write a share, a mean and a count, and colour a share.
enum StatsFormat {
    /// `61.3%`: a share to a tenth of a point.
    static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// `-2.5`: mean minutes to a tenth; `-` when there is none.
    static func minutes(_ value: Double?) -> String {
        guard let value else { return "-" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// The same thresholds as the on-time chart: green from 80 %, yellow from 60 %, red below.
    static func style(_ share: Double?) -> Style {
        guard let share else { return .plain }
        return share >= 0.8 ? Style(foreground: .green) : share >= 0.6 ? Style(foreground: .yellow) : Style(foreground: .red)
    }

    /// The fill of a chart's bar at an on-time share, on the steps of ``style(_:)``, so that
    /// the bars read without colour too.
    static func fill(_ share: Double) -> Character {
        share >= 0.8 ? "█" : share >= 0.6 ? "▓" : "▒"
    }

    /// `██████░░░░`: a share as a bar of `width` cells, to the nearest cell.
    static func bar(_ share: Double, width: Int = 10) -> String {
        let filled = min(width, max(0, Int((share * Double(width)).rounded())))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// `1,204`: a count with its thousands marked.
    static func grouped(_ count: Int) -> String {
        var digits = String(count.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (count < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
