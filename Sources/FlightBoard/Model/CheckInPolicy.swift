/// When online check-in is open for a departure.
///
/// Check-in opens 24 hours before departure and closes a number of minutes before
/// it that depends on the airline. This table is the one place those numbers live;
/// airlines not listed close 45 minutes before. Times count from the scheduled
/// departure, or from the expected one when it is later: a delay keeps check-in
/// open longer, as airlines do, and an early departure does not shorten it.
public enum CheckInPolicy {
    /// Hours before departure at which check-in opens.
    public static let opensHoursBefore = 24
    /// Minutes before departure at which check-in closes, for airlines not in ``closingMinutes``.
    public static let defaultClosingMinutes = 45
    /// Minutes before departure at which check-in closes, by IATA airline code
    /// (domestic US rules of 2013–2024 as published by the carriers).
    public static let closingMinutes: [String: Int] = [
        "AA": 45, "AS": 40, "B6": 40, "DL": 30, "F9": 45, "FL": 45,
        "HA": 45, "NK": 45, "UA": 30, "US": 45, "VX": 30, "WN": 10,
    ]

    /// Minutes before departure at which `airline`'s check-in closes.
    public static func closingMinutes(for airline: String) -> Int {
        closingMinutes[airline] ?? defaultClosingMinutes
    }
}
