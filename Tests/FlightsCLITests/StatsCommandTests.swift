import Foundation
import Glibc
import Testing
import TestSupport

/// `flights stats` end to end on the small fixture airport: which period `--date` shows,
/// the title naming it, and the lines under the chart wrapped at words on a narrow terminal.
@Suite struct StatsCommandTests {
    let small = FlightsBinary.fixture("small-airport.json")

    private func run(_ arguments: [String]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + ["--data", small])
    }

    @Test func aDayAfterTheClocksIsAUsageErrorNotAnotherPeriod() throws {
        let result = try run(["stats", "--view", "days", "--date", "2026-12-25", "--at", "2026-12-01T10:00"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("""
            flights: --date 2026-12-25 has not come yet: it is 2026-12-01 at LGA, and the statistics count only flights that have finished

            """))
        #expect(result.stderr.contains("To see that day as if it were over, pin the clock: --at 2026-12-25T23:59.\n"))
    }

    /// A past day is honoured whatever the clock: the ten days end with it, and the title says so.
    @Test func aPastDayEndsThePeriodAndTheTitleNamesIt() throws {
        let days = try run(["stats", "--view", "days", "--date", "2026-11-25", "--at", "2026-11-29T20:00"])
        #expect(days.status == 0)
        let lines = days.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "On time at LaGuardia Airport (LGA), arrivals and departures")
        #expect(lines[1] == "2026-11-16 to 2026-11-25")
        #expect(lines[2] == "  Last 24 Hours [ Last 10 Days ]   Routes   Times of Day")
        #expect(lines.contains("       Mo16 Tu17 We18 Th19 Fr20 Sa21 Su22 Mo23 Tu24 We25"))
        #expect(lines.contains("       Nov"))

        // Across a month's end the new month is named under its 1st: bars of 5 columns after
        // 6 for the axis, so Nov 23 at column 7 and Dec 1, the ninth, at 7 + 8 × 5 = 47.
        let across = try run(["stats", "--view", "days", "--at", "2026-12-02T20:00"])
        let acrossLines = across.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(acrossLines[1] == "2026-11-23 to 2026-12-02")
        #expect(acrossLines.contains("       Mo23 Tu24 We25 Th26 Fr27 Sa28 Su29 Mo30 Tu1  We2"))
        #expect(acrossLines.contains("       Nov" + String(repeating: " ", count: 37) + "Dec"))

        // The same day by hour: its 24 hours, seen from its end.
        let hours = try run(["stats", "--date", "2026-11-25", "--at", "2026-11-29T20:00", "--json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(hours.stdout.utf8)) as? [String: Any])
        let periods = try #require(object["periods"] as? [[String: Any]])
        #expect(periods.first?["start"] as? String == "2026-11-25T00:00")
        #expect(periods.last?["start"] as? String == "2026-11-25T23:00")
        let chart = try run(["stats", "--date", "2026-11-25", "--at", "2026-11-29T20:00"])
        #expect(chart.stdout.hasPrefix("""
            On time at LaGuardia Airport (LGA), arrivals and departures
            2026-11-25 00:00 to 2026-11-25 23:59
            [ Last 24 Hours ]   Last 10 Days   Routes   Times of Day

            """))
        #expect(chart.stdout.contains("\n       00       03       06       09       12       15       18       21\n       Nov 25\n"))
    }

    /// On a 60-column terminal every line fits, and the summary and legend break between
    /// their phrases: 46 + 14 = 60 columns keep "5 cancelled" on the first line, and the
    /// legend's 44 + 17 = 61 put "· none finished" on a line of its own.
    @Test func theSummaryAndLegendWrapAtWordsOnANarrowTerminal() throws {
        let (master, slave) = try openPseudoTerminal(columns: 60, rows: 40)
        defer { close(master); close(slave) }
        let child = try ChildProcess(FlightsBinary.url.path,
                                     ["stats", "--view", "days", "--at", "2026-11-29T20:00", "--color", "never", "--data", small],
                                     environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"],
                                     stdout: slave, stderr: slave)
        var screen = ""
        func readAvailable() {
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while poll(&pfd, 1, 100) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { return }
                screen += String(decoding: buffer[0..<count], as: UTF8.self)
            }
        }
        let deadline = Date().addingTimeInterval(10)
        while !child.hasExited, Date() < deadline { readAvailable() }
        #expect(try child.wait() == .exited(0))
        readAvailable()
        let lines = screen.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
        for line in lines { #expect(line.count <= 60, "wider than the terminal: \(line)") }
        #expect(lines.first == "On time at LaGuardia Airport (LGA), arrivals and departures")
        #expect(Array(lines.suffix(4)) == [
            "Last 10 days: 86 flights finished, 76% on time · 5 cancelled",
            "average delay +10 min",
            "█ 80% or more on time  ▓ 60-79%  ▒ under 60%",
            "· none finished",
        ])
    }

    /// At 24 columns the hours view's 24 bars, side by side, take 24 columns beside the
    /// 6 of the axis: 18 are drawn, and a line says which; the picker names the views short.
    @Test func aChartTooNarrowForItsPeriodSaysWhichPartItDraws() throws {
        let (master, slave) = try openPseudoTerminal(columns: 24, rows: 40)
        defer { close(master); close(slave) }
        let child = try ChildProcess(FlightsBinary.url.path,
                                     ["stats", "--at", "2026-11-29T14:30", "--color", "never", "--data", small],
                                     environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"],
                                     stdout: slave, stderr: slave)
        var screen = ""
        let deadline = Date().addingTimeInterval(10)
        while !child.hasExited || screen.isEmpty, Date() < deadline {
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &buffer, buffer.count)
            if count > 0 { screen += String(decoding: buffer[0..<count], as: UTF8.self) }
        }
        #expect(try child.wait() == .exited(0))
        let lines = screen.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
        for line in lines { #expect(line.count <= 24, "wider than the terminal: \(line)") }
        // The picker's four short names do not fit 24 columns: the view shown stands alone.
        #expect(lines.contains("[ 24 Hours ]"))
        #expect(screen.replacingOccurrences(of: "\r\n", with: " ").contains("Drawn: the last 18 hours, from 21:00; the hours before do not fit."))
    }

    @Test func helpSaysWhatTheDateMeansForStatistics() throws {
        let help = try FlightsBinary.run(["stats", "--help"])
        #expect(help.stdout.contains("""
              --date DAY       The last day the statistics count, up to today: YYYY-MM-DD,
                               today or yesterday (default: today at the airport; with
                               recorded data, the file's last day).

            """))
        #expect(!help.stdout.contains("The day of the flight"))
    }
}
