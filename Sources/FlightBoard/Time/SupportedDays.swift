extension CivilDate {
    /// The years a day may be in wherever the tool takes or gives one: `--date`, `--at` and the
    /// clock, a row of recorded data, a flight a trip is moved to. One year short of 9999, so
    /// that a day of them and the hours after it (a flight landing past midnight, a clock that
    /// stands when the day's last flight has gone) still have four-digit years.
    public static let supportedYears = 1900...9998

    /// The same, as days: 1900-01-01 to 9998-12-31.
    public static let supportedDays = CivilDate(year: supportedYears.lowerBound, month: 1, day: 1)!
        ... CivilDate(year: supportedYears.upperBound, month: 12, day: 31)!

    /// Whether the day is in ``supportedYears``.
    public var isSupported: Bool { Self.supportedYears.contains(year) }

    /// `… is out of range: the years 1900 to 9998 are supported`, for `what`, a day or what names one.
    public static func outOfRange(_ what: String) -> String {
        "\(what) is out of range: the years \(supportedYears.lowerBound) to \(supportedYears.upperBound) are supported"
    }
}
