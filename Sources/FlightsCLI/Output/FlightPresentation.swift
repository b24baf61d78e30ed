import FlightBoard
import TerminalKit

/// How a flight reads on a board: the words and the colour of its status.
enum FlightPresentation {
    /// `On time`, `Delayed 10:40 (+25)`, `Landed 09:52 (-8)`, `Departed 00:35+1 (+45)`...
    /// The parenthesised number is the delay in minutes, left out when `withDelay` is false
    /// (where room is short); `+1` marks the next day.
    static func remarks(_ flight: Flight, boardDate: CivilDate, withDelay: Bool = true) -> String {
        // Joined in one copy rather than interpolated: a hub's board makes a thousand of these.
        let delay = delaySuffix(withDelay ? flight.delayMinutes ?? 0 : 0)
        switch flight.status {
        case .onTime: return "On time"
        case .delayed(let expected): return String(joining: "Delayed ", time(expected, on: boardDate), delay)
        case .boarding: return "Boarding" + delay
        case .departed(let at): return String(joining: "Departed ", time(at, on: boardDate), delay)
        case .landed(let at): return String(joining: "Landed ", time(at, on: boardDate), delay)
        case .cancelled: return "Cancelled"
        case .diverted: return "Diverted"
        }
    }

    /// `14:05` on `day`; `2026-12-03 13:59` on another, where `13:59-1` would read as a riddle:
    /// when a watch said a change, when a watch began.
    static func moment(_ moment: LocalDateTime, onDayOf day: CivilDate) -> String {
        moment.date == day ? "\(moment.time)" : "\(moment.date) \(moment.time)"
    }

    /// ` (+35)`, ` (-8)`, or nothing for 0: minutes from the scheduled time after a time.
    static func delaySuffix(_ minutes: Int) -> String {
        minutes == 0 ? "" : String(joining: minutes > 0 ? " (+" : " (", String(minutes), ")")
    }

    /// `HH:MM`, with `+1` (or `-1`) when the time falls on another day than the board's.
    static func time(_ time: LocalDateTime, on boardDate: CivilDate) -> String {
        let days = time.date.daysSinceEpoch - boardDate.daysSinceEpoch
        return days == 0 ? time.time.description : "\(time.time)\(days > 0 ? "+" : "")\(days)"
    }

    /// Green when on time, yellow when a little late, red when 15 minutes late or more,
    /// bold red when cancelled or diverted. The remarks carry the same information in words.
    static func style(_ punctuality: Punctuality) -> Style {
        switch punctuality {
        case .onTime: Style(foreground: .green)
        case .slightlyLate: Style(foreground: .yellow)
        case .late: Style(foreground: .red)
        case .disrupted: Style(foreground: .brightRed, bold: true)
        }
    }

    /// `Chicago (ORD)`, or just `BQN` when the data has no name for it.
    static func place(_ airport: Airport) -> String {
        airport.city == airport.code ? airport.code : String(joining: airport.city, " (", airport.code, ")")
    }
}
