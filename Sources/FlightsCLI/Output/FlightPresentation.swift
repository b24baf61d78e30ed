import FlightBoard
import TerminalKit

/// How a flight reads on a board: the words and the colour of its status.
enum FlightPresentation {
    /// `On time`, `Delayed 10:40 (+25)`, `Landed 09:52 (-8)`, `Departed 00:35+1 (+45)`...
    /// The parenthesised number is the delay in minutes, left out when `withDelay` is false
    /// (where room is short); `+1` marks the next day.
    static func remarks(_ flight: Flight, boardDate: CivilDate, withDelay: Bool = true) -> String {
        let delay = withDelay ? flight.delayMinutes ?? 0 : 0
        switch flight.status {
        case .onTime: return "On time"
        case .delayed(let expected): return remark("Delayed ", at: expected, on: boardDate, delay: delay)
        case .boarding: return remark("Boarding", at: nil, on: boardDate, delay: delay)
        case .departed(let at): return remark("Departed ", at: at, on: boardDate, delay: delay)
        case .landed(let at): return remark("Landed ", at: at, on: boardDate, delay: delay)
        case .cancelled: return "Cancelled"
        case .diverted: return "Diverted"
        }
    }

    private static func remark(_ word: StaticString, at moment: LocalDateTime?, on boardDate: CivilDate, delay: Int) -> String {
        Speller.spell { speller in
            speller.append(word)
            if let moment { speller.append(moment, on: boardDate) }
            speller.append(delay: delay)
        }
    }

    /// `14:05` on `day`; `2026-12-03 13:59` on another, where `13:59-1` would read as a riddle:
    /// when a watch said a change, when a watch began.
    static func moment(_ moment: LocalDateTime, onDayOf day: CivilDate) -> String {
        moment.date == day ? "\(moment.time)" : "\(moment.date) \(moment.time)"
    }

    /// ` (+35)`, ` (-8)`, or nothing for 0: minutes from the scheduled time after a time.
    static func delaySuffix(_ minutes: Int) -> String {
        Speller.spell { $0.append(delay: minutes) }
    }

    /// `HH:MM`, with `+1` (or `-1`) when the time falls on another day than the board's.
    static func time(_ time: LocalDateTime, on boardDate: CivilDate) -> String {
        Speller.spell { $0.append(time, on: boardDate) }
    }

    /// A remark's parts spelled into one string's bytes: a hub's board makes a thousand
    /// remarks, and joining their texts made each part a string of its own.
    private struct Speller {
        private let bytes: UnsafeMutableBufferPointer<UInt8>
        private var count = 0

        /// The text `write` spells, at most 64 bytes: a word, a time and a delay take 57 at most
        /// (`Departed `, `HH:MM` and a day count of 20 characters, ` (` a delay of 20 `)`).
        static func spell(_ write: (inout Speller) -> Void) -> String {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { bytes in
                var speller = Speller(bytes: bytes)
                write(&speller)
                return String(decoding: UnsafeMutableBufferPointer(rebasing: bytes[..<speller.count]), as: UTF8.self)
            }
        }

        private init(bytes: UnsafeMutableBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func append(_ word: StaticString) {
            word.withUTF8Buffer { for byte in $0 { append(byte: byte) } }
        }

        /// `HH:MM`, then the days from `boardDate` when there are any (`+1`, `-1`).
        mutating func append(_ moment: LocalDateTime, on boardDate: CivilDate) {
            let minutes = moment.minutesSinceEpoch - moment.daysSinceEpoch * 1440
            append(byte: UInt8(ascii: "0") + UInt8(minutes / 600))
            append(byte: UInt8(ascii: "0") + UInt8(minutes / 60 % 10))
            append(byte: UInt8(ascii: ":"))
            append(byte: UInt8(ascii: "0") + UInt8(minutes % 60 / 10))
            append(byte: UInt8(ascii: "0") + UInt8(minutes % 10))
            let days = moment.daysSinceEpoch - boardDate.daysSinceEpoch
            if days > 0 { append(byte: UInt8(ascii: "+")) }
            if days != 0 { append(number: days) }
        }

        /// ` (+35)`, ` (-8)`, or nothing for 0.
        mutating func append(delay minutes: Int) {
            guard minutes != 0 else { return }
            append(" (")
            if minutes > 0 { append(byte: UInt8(ascii: "+")) }
            append(number: minutes)
            append(byte: UInt8(ascii: ")"))
        }

        private mutating func append(number: Int) {
            if number < 0 { append(byte: UInt8(ascii: "-")) }
            var digits = 0, rest = number.magnitude
            repeat { digits += 1; rest /= 10 } while rest > 0
            precondition(count + digits <= bytes.count, "a remark longer than its room")
            rest = number.magnitude
            for place in stride(from: digits - 1, through: 0, by: -1) {
                bytes[count + place] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            count += digits
        }

        private mutating func append(byte: UInt8) {
            precondition(count < bytes.count, "a remark longer than its room")
            bytes[count] = byte
            count += 1
        }
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
