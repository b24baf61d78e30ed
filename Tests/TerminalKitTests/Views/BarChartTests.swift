import Testing
import TerminalKit

@Suite struct BarChartTests {
    /// Six periods on a percentage axis: a bar, a shaded bar, a period with no
    /// data, an early one, one beyond the axis and one ending in an eighth block.
    let percentages = BarChart(
        bars: [
            .init(label: "a", value: 50),
            .init(label: "b", value: 20, fill: "▓"),
            .init(label: "c", value: nil, mark: "✕"),
            .init(label: "d", value: -5, mark: "▾"),
            .init(label: "e", value: 130),
            .init(label: "f", value: 30),
        ],
        maximum: 100,
        height: 4,
        labelEvery: 2
    ) { "\(Int($0))%" }

    /// Mean delay per hour, coloured and filled by punctuality, as a flight's
    /// history chart shows it.
    let delays = BarChart(
        bars: [
            .init(label: "12h", value: 5, style: .foreground(.green)),
            .init(label: "13h", value: 12, style: .foreground(.yellow)),
            .init(label: "14h", value: nil, style: .foreground(.red), mark: "✕"),
            .init(label: "15h", value: -4, style: .foreground(.green), mark: "▾"),
            .init(label: "16h", value: 75, style: .foreground(.red), fill: "▓"),
            .init(label: "17h", value: 33, style: .foreground(.red)),
            .init(label: "18h", value: 60, style: .foreground(.red), fill: "░"),
            .init(label: "19h", value: 0),
        ],
        maximum: 60,
        barWidth: 2
    ) { "\(Int($0)) min" }

    @Test func drawsBarsOverTheGridWithMarksAndLabels() {
        #expect(percentages.render(in: .columns(40), color: false).joined(separator: "\n") == """
            100% ┤┈┈┈┈┈┈┈┈┈↑┈┈
                 │┈┈┈┈┈┈┈┈┈█┈┈
             50% ┤┈█┈┈┈┈┈┈┈█┈▂
                 │┈█┈▓┈┈┈┈┈█┈█
              0% └────────────
                       ✕ ▾
                   a   c   e
            """)
    }

    @Test func drawsEighthBlocksForSolidBarsAndWholeRowsForOtherFills() {
        // 5 of 60 is 5⁄8 of a row: ▅. 12 is 1 5⁄8 rows, 33 is 4 3⁄8; 75 is clipped.
        #expect(delays.render(in: .columns(80), color: false).joined(separator: "\n") == """
            60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈↑↑┈┈┈┈░░┈┈┈
                   │             ▓▓    ░░
                   │┈┈┈┈┈┈┈┈┈┈┈┈┈▓▓┈┈┈┈░░┈┈┈
                   │             ▓▓ ▃▃ ░░
            30 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈▓▓┈██┈░░┈┈┈
                   │             ▓▓ ██ ░░
                   │┈┈┈┈▅▅┈┈┈┈┈┈┈▓▓┈██┈░░┈┈┈
                   │ ▅▅ ██       ▓▓ ██ ░░
             0 min └────────────────────────
                           ✕  ▾
                     12h   14h   16h   18h
            """)
    }

    @Test func colourWrapsBarsAndMarksInTheirStylesAndDimsTheGrid() {
        let chart = BarChart(
            bars: [
                .init(label: "1", value: 10, style: .foreground(.green)),
                .init(label: "2", value: nil, style: .foreground(.red), mark: "✕"),
                .init(label: "3", value: 20, style: .foreground(.red), fill: "▓"),
            ],
            maximum: 20,
            height: 2
        ) { "\(Int($0))" }
        #expect(chart.render(in: .columns(40), color: true) == [
            "20 ┤\u{1B}[2m┈┈┈┈┈\u{1B}[0m\u{1B}[31m▓\u{1B}[0m",
            "10 ┤\u{1B}[2m┈\u{1B}[0m\u{1B}[32m█\u{1B}[0m\u{1B}[2m┈┈┈\u{1B}[0m\u{1B}[31m▓\u{1B}[0m",
            " 0 └──────",
            "       \u{1B}[31m✕\u{1B}[0m",
            "     1 2 3",
        ])
        #expect(chart.render(in: .columns(40), color: false).joined(separator: "\n") == """
            20 ┤┈┈┈┈┈▓
            10 ┤┈█┈┈┈▓
             0 └──────
                   ✕
                 1 2 3
            """)
    }

    @Test func writesNoEscapeSequencesWithColourOff() {
        #expect(!delays.render(in: .columns(80), color: false).contains { $0.contains("\u{1B}") })
    }

    @Test func labelsEveryNthBarAndSkipsLabelsThatWouldTouch() {
        // Every third bar is Mon, Thu and Sun; Thu would run into Mon, so it is left out.
        let days = ["Mon 23", "Tue 24", "Wed 25", "Thu 26", "Fri 27", "Sat 28", "Sun 29"]
        let week = BarChart(
            bars: days.map { .init(label: $0, value: 50) },
            maximum: 100,
            height: 2,
            labelEvery: 3
        ) { "\(Int($0))%" }
        #expect(week.render(in: .columns(40), color: false).joined(separator: "\n") == """
            100% ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈
             50% ┤┈█┈█┈█┈█┈█┈█┈█
              0% └──────────────
                   Mon 23      Sun 29
            """)
        var everyOther = week
        everyOther.labelEvery = 2
        everyOther.gap = 3
        #expect(everyOther.render(in: .columns(40), color: false).joined(separator: "\n") == """
            100% ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
             50% ┤┈┈┈█┈┈┈█┈┈┈█┈┈┈█┈┈┈█┈┈┈█┈┈┈█
              0% └────────────────────────────
                     Mon 23  Wed 25  Fri 27  Sun 29
            """)
    }

    @Test func marksMissingEarlyAndClippedValues() {
        let chart = BarChart(
            bars: [
                .init(label: "", value: nil, mark: "✕"),
                .init(label: "", value: -3, mark: "▾"),
                .init(label: "", value: 150, fill: "▓", mark: "!"),
                .init(label: "", value: -3),
            ],
            maximum: 60,
            height: 3
        ) { "\(Int($0))" }
        // In 3 rows the 50 % line rounds to the top edge of the second row.
        #expect(chart.render(in: .columns(40), color: false).joined(separator: "\n") == """
            60 ┤┈┈┈┈┈↑┈┈
            30 ┤┈┈┈┈┈▓┈┈
               │┈┈┈┈┈▓┈┈
             0 └────────
                 ✕ ▾ !
            """)
    }

    @Test func dropsTheOldestBarsWhenTooWide() {
        #expect(delays.render(in: .columns(20), color: false).joined(separator: "\n") == """
            60 min ┤┈↑↑┈┈┈┈░░┈┈┈
                   │ ▓▓    ░░
                   │┈▓▓┈┈┈┈░░┈┈┈
                   │ ▓▓ ▃▃ ░░
            30 min ┤┈▓▓┈██┈░░┈┈┈
                   │ ▓▓ ██ ░░
                   │┈▓▓┈██┈░░┈┈┈
                   │ ▓▓ ██ ░░
             0 min └────────────
                     16h   18h
            """)
    }

    @Test func keepsEveryLineWithinTheWidthWithoutTrailingSpaces() {
        for maxWidth in 0...60 {
            for chart in [percentages, delays] {
                for line in chart.render(in: .columns(maxWidth), color: false) {
                    #expect(DisplayWidth.of(line) <= maxWidth, "width \(maxWidth): \(line)")
                    #expect(line.last != " ", "width \(maxWidth): \(line)")
                }
            }
        }
    }

    @Test func rendersNothingWhenNotEvenOneBarFits() {
        #expect(delays.render(in: .columns(10), color: false) == [])
        // The newest bar alone, at 0 minutes, its label left out as it would run past the width.
        #expect(delays.render(in: .columns(11), color: false).joined(separator: "\n") == """
            60 min ┤┈┈┈
                   │
                   │┈┈┈
                   │
            30 min ┤┈┈┈
                   │
                   │┈┈┈
                   │
             0 min └───
            """)
    }

    @Test func drawsInASCII() {
        var chart = percentages
        chart.glyphs = .ascii
        #expect(chart.render(in: .columns(40), color: false).joined(separator: "\n") == """
            100% +.........^..
                 |.........█..
             50% +.█.......█.▂
                 |.█.▓.....█.█
              0% +------------
                       ✕ ▾
                   a   c   e
            """)
    }

    @Test func drawsAFillThatIsNotOneColumnWideAsHash() {
        let chart = BarChart(bars: [.init(label: "x", value: 1, fill: "東")], maximum: 1, height: 1) { "\(Int($0))" }
        #expect(chart.render(in: .columns(20), color: false).joined(separator: "\n") == """
            1 ┤┈#
            0 └──
                x
            """)
    }

    @Test func sanitisesLabels() {
        let chart = BarChart(bars: [.init(label: "\u{1B}[2J", value: 1)], maximum: 1, height: 1) { _ in "\u{7}" }
        #expect(chart.render(in: .columns(20), color: false).joined(separator: "\n") == """
            ^G ┤┈█
            ^G └──
                 ^[[2J
            """)
    }

    /// Days from Nov 28 to Dec 4 with their months as sections.
    let days = BarChart(
        bars: ["28", "29", "30", "01", "02", "03", "04"].enumerated().map { index, day in
            .init(label: day, value: nil, section: index == 0 ? "Nov" : index == 3 ? "Dec" : nil)
        },
        maximum: 100,
        height: 2,
        barWidth: 2
    ) { "\(Int($0))%" }

    @Test func writesSectionsUnderTheLabelsAndTheFirstShownBarsSection() {
        // Six of seven bars fit: Nov 28 is left out, and Nov 29 is written under its month.
        #expect(days.render(in: .columns(24), color: false).joined(separator: "\n") == """
            100% ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
             50% ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
              0% └──────────────────
                   29 30 01 02 03 04
                   Nov   Dec
            """)
    }

    @Test func keepsTheSectionThatBeginsWhenTwoWouldTouch() {
        #expect(days.render(in: .columns(21), color: false).joined(separator: "\n") == """
            100% ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
             50% ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
              0% └───────────────
                   30 01 02 03 04
                      Dec
            """)
    }
}
