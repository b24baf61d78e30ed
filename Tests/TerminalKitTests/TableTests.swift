import Testing
import TerminalKit

@Suite struct TableTests {
    /// Four columns whose natural layout is 45 columns wide.
    let departures = Table(
        columns: [
            TableColumn(header: "CODE", priority: 10, minWidth: 4),
            TableColumn(header: "CITY", priority: 5, minWidth: 6),
            TableColumn(header: "TIME", alignment: .right, priority: 9, minWidth: 5),
            TableColumn(header: "NOTE", priority: 1, minWidth: 6),
        ],
        rows: [
            ["AB123", "Tokyo 東京", "09:05", "Boarding at gate 12"],
            ["CD4", "Zürich", "10:30", "On time"],
            ["EF56", "Reykjavík", "23:59", ""],
        ]
    )

    @Test func rendersAtNaturalWidthWhenUnlimited() {
        #expect(departures.render(TableRenderOptions()) == """
            CODE   CITY         TIME  NOTE
            AB123  Tokyo 東京  09:05  Boarding at gate 12
            CD4    Zürich      10:30  On time
            EF56   Reykjavík   23:59

            """)
    }

    /// Placed in a screen, the table is laid out the same way, as styled runs: the header
    /// bold, cells in their styles, no padding after the last cell of a line.
    @Test func asAViewItGivesStyledLinesFittedToTheSize() {
        var table = departures
        table.rows[1][3] = TableCell(text: "On time", style: .foreground(.green))
        let lines = table.styledLines(in: TerminalSize(columns: 40, rows: 10))
        #expect(lines.map { $0.rendered(color: false) } == [
            "CODE   CITY         TIME  NOTE",
            "AB123  Tokyo 東京  09:05  Boarding at g…",
            "CD4    Zürich      10:30  On time",
            "EF56   Reykjavík   23:59",
        ])
        #expect(lines[0].allSatisfy { $0.style == .bold || $0.text.allSatisfy { $0 == " " } })
        #expect(lines[2].last == StyledText("On time", style: .foreground(.green)))
    }

    /// Cells given row after row make the same table as rows do; a short last row, or a
    /// short row among rows, is filled with empty cells and a long one cut to the columns.
    @Test func cellsRowAfterRowMakeTheTableRowsMake() {
        let flat = Table(columns: departures.columns, cells: departures.rows.flatMap { $0 })
        #expect(flat.render() == departures.render())
        let short = Table(columns: Array(departures.columns.prefix(2)), cells: ["A", "B", "C"])
        #expect(short.rows == [["A", "B"], ["C", ""]])
        let uneven = Table(columns: Array(departures.columns.prefix(2)), rows: [["A"], ["B", "C", "D"]])
        #expect(uneven.cells == ["A", "", "B", "C"])
        #expect(uneven.render() == "CODE  CITY\nA\nB     C\n")
    }

    /// A cell of plain text whose short form holds a control character shows the short form
    /// sanitised (ESC as ^[) when the column is too narrow for the text.
    @Test func aShortFormIsSanitisedThoughItsTextIsPlain() {
        let table = Table(columns: [TableColumn(header: "TO", minWidth: 2)],
                          cells: [TableCell(text: "Chicago (ORD)", shortForm: "\u{1B}[2J")])
        #expect(table.render(TableRenderOptions(maxWidth: 6)) == "TO\n^[[2J\n")
    }

    @Test func rendersUnchangedWhenWideEnough() {
        #expect(departures.render(TableRenderOptions(maxWidth: 45)) == departures.render(TableRenderOptions()))
    }

    @Test func shrinksLowestPriorityColumnFirst() {
        #expect(departures.render(TableRenderOptions(maxWidth: 40)) == """
            CODE   CITY         TIME  NOTE
            AB123  Tokyo 東京  09:05  Boarding at g…
            CD4    Zürich      10:30  On time
            EF56   Reykjavík   23:59

            """)
    }

    @Test func dropsTheLeastImportantRatherThanShortenTheNext() {
        // NOTE at its minimum (6) would need 32; it goes, and CITY keeps its full width.
        #expect(departures.render(TableRenderOptions(maxWidth: 30)) == """
            CODE   CITY         TIME
            AB123  Tokyo 東京  09:05
            CD4    Zürich      10:30
            EF56   Reykjavík   23:59

            """)
    }

    @Test func shrinksTheNextColumnOnceTheLeastImportantIsGone() {
        #expect(departures.render(TableRenderOptions(maxWidth: 22)) == """
            CODE   CITY       TIME
            AB123  Tokyo …   09:05
            CD4    Zürich    10:30
            EF56   Reykjav…  23:59

            """)
    }

    @Test func dropsLowestPriorityColumnAndLaysOutAfresh() {
        // At minimum widths the four columns need 29; without NOTE the rest fit unshrunk.
        #expect(departures.render(TableRenderOptions(maxWidth: 24)) == """
            CODE   CITY         TIME
            AB123  Tokyo 東京  09:05
            CD4    Zürich      10:30
            EF56   Reykjavík   23:59

            """)
    }

    @Test func shrinksAgainAfterDropping() {
        #expect(departures.render(TableRenderOptions(maxWidth: 20)) == """
            CODE   CITY     TIME
            AB123  Tokyo…  09:05
            CD4    Zürich  10:30
            EF56   Reykj…  23:59

            """)
    }

    @Test func truncatesLastRemainingColumnBelowItsMinimum() {
        #expect(departures.render(TableRenderOptions(maxWidth: 3)) == """
            CO…
            AB…
            CD4
            EF…

            """)
    }

    @Test func alignsWideCharacters() {
        let table = Table(
            columns: [
                TableColumn(header: "CITY"),
                TableColumn(header: "NAME", alignment: .right),
                TableColumn(header: "CODE"),
            ],
            rows: [
                ["Tokyo", "東京", "HND"],
                ["Seoul", "서울", "ICN"],
                ["Osaka", "大阪国際", "ITM"],
                ["Flagged", "🇯🇵", "—"],
            ]
        )
        #expect(table.render(TableRenderOptions()) == """
            CITY         NAME  CODE
            Tokyo        東京  HND
            Seoul        서울  ICN
            Osaka    大阪国際  ITM
            Flagged        🇯🇵  —

            """)
    }

    @Test func stylesCellsOnlyWhenColourIsOn() {
        let table = Table(
            columns: [
                TableColumn(header: "ID"),
                TableColumn(header: "GATE", alignment: .right),
                TableColumn(header: "STATUS"),
            ],
            rows: [
                ["A1", TableCell(text: "7", style: .dim), TableCell(text: "Delayed", style: .foreground(.red))],
                ["B22", "12345", TableCell(text: "On time", style: Style(foreground: .green, bold: true))],
            ]
        )
        // Padding stays outside the escape sequences, on either side.
        #expect(table.render(TableRenderOptions(color: true)) == """
            \u{1B}[1mID\u{1B}[0m    \u{1B}[1mGATE\u{1B}[0m  \u{1B}[1mSTATUS\u{1B}[0m
            A1       \u{1B}[2m7\u{1B}[0m  \u{1B}[31mDelayed\u{1B}[0m
            B22  12345  \u{1B}[1;32mOn time\u{1B}[0m

            """)
        #expect(table.render(TableRenderOptions(color: false)) == """
            ID    GATE  STATUS
            A1       7  Delayed
            B22  12345  On time

            """)
    }

    @Test func stylesTruncatedTextIncludingEllipsis() {
        let table = Table(
            columns: [TableColumn(header: "STATUS")],
            rows: [[TableCell(text: "Cancelled", style: .foreground(.red))]]
        )
        #expect(table.render(TableRenderOptions(maxWidth: 6, color: true, showsHeader: false)) == """
            \u{1B}[31mCance…\u{1B}[0m

            """)
    }

    @Test func sanitisesCellsAndHeadersBeforeMeasuring() {
        let table = Table(
            columns: [TableColumn(header: "NAME\u{1B}[2J"), TableColumn(header: "X")],
            rows: [["evil\u{1B}[31m", "1"], ["a\u{202E}b", "2"], ["tab\there", "3"]]
        )
        #expect(table.render(TableRenderOptions()) == """
            NAME^[[2J   X
            evil^[[31m  1
            a\\u{202E}b  2
            tab^Ihere   3

            """)
    }

    @Test func rendersOnlyTheHeaderWithoutRows() {
        let table = Table(columns: [TableColumn(header: "CODE"), TableColumn(header: "CITY")])
        #expect(table.render(TableRenderOptions()) == "CODE  CITY\n")
        #expect(table.render(TableRenderOptions(showsHeader: false)) == "")
    }

    @Test func measuresOnlyShownLinesWithoutHeader() {
        let table = Table(
            columns: [TableColumn(header: "DESTINATION"), TableColumn(header: "T")],
            rows: [["Rome", "1"], ["Oslo", "2"]]
        )
        #expect(table.render(TableRenderOptions(showsHeader: false)) == """
            Rome  1
            Oslo  2

            """)
    }

    @Test func fillsMissingCellsAndIgnoresExtraOnes() {
        let table = Table(
            columns: [TableColumn(header: "A"), TableColumn(header: "B", alignment: .right)],
            rows: [["1"], ["2", "22", "ignored"]]
        )
        #expect(table.render(TableRenderOptions()) == """
            A   B
            1
            2  22

            """)
    }

    @Test func usesCustomSeparator() {
        let table = Table(
            columns: [TableColumn(header: "A"), TableColumn(header: "B")],
            rows: [["1", "2"]]
        )
        #expect(table.render(TableRenderOptions(separator: " | ")) == """
            A | B
            1 | 2

            """)
    }

    @Test func rendersNothingWithoutColumns() {
        #expect(Table(columns: [], rows: [[], []]).render(TableRenderOptions()) == "")
    }

    @Test(arguments: 1...80)
    func neverExceedsMaxWidth(maxWidth: Int) {
        let table = Table(
            columns: [
                TableColumn(header: "CODE", priority: 10, minWidth: 4),
                TableColumn(header: "CITY", priority: 5, minWidth: 6),
                TableColumn(header: "TIME", alignment: .right, priority: 9, minWidth: 5),
                TableColumn(header: "NOTE", priority: 1, minWidth: 6),
                TableColumn(header: "EXTRA", alignment: .right, priority: 5, minWidth: 3),
            ],
            rows: [
                ["AB123", "Tokyo 東京", "09:05", "Boarding at gate 12", "🇯🇵"],
                ["CD4", TableCell(text: "大阪国際空港", style: .bold), "10:30", "On time", "\u{2764}\u{FE0F}"],
                ["EF56", "Reykjavík", "23:59", "e\u{301}e\u{301}e\u{301}", "\u{1B}[2J"],
                ["", "", "", "", ""],
            ]
        )
        for color in [false, true] {
            let output = table.render(TableRenderOptions(maxWidth: maxWidth, color: color))
            #expect(output.hasSuffix("\n"))
            for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                #expect(DisplayWidth.of(withoutEscapes(line)) <= maxWidth, "\(line)")
                #expect(!line.hasSuffix(" "), "\(line)")
            }
        }
    }

    @Test func aCellTooWideForItsColumnShowsItsShortFormAndTheColumnTakesOnlyWhatItNeeds() {
        let table = Table(
            columns: [
                TableColumn(header: "TIME", priority: 9, minWidth: 5),
                TableColumn(header: "FROM", priority: 1, minWidth: 4),
            ],
            rows: [
                ["09:00", TableCell(text: "Chicago (ORD)", shortForm: "ORD")],
                ["10:00", TableCell(text: "BQN")],
                ["11:00", TableCell(text: "Atlanta (ATL)", shortForm: "ATLANTA-X")],
            ]
        )
        // Natural: 5 + 2 + 13 = 20. At 16 FROM gets 9: "Chicago (ORD)" shows ORD, BQN fits,
        // and the third short form, 9 wide, just fits; the column stays 9.
        #expect(table.render(TableRenderOptions(maxWidth: 16)) == """
            TIME   FROM
            09:00  ORD
            10:00  BQN
            11:00  ATLANTA-X

            """)
        // At 12 FROM gets 5: the third short form is cut; no cell needs more than 5.
        #expect(table.render(TableRenderOptions(maxWidth: 12)) == """
            TIME   FROM
            09:00  ORD
            10:00  BQN
            11:00  ATLA…

            """)
        // Without the long short form the column needs only its header's 4.
        var codes = table
        codes.rows[2][1].shortForm = "ATL"
        #expect(codes.render(TableRenderOptions(maxWidth: 16)) == """
            TIME   FROM
            09:00  ORD
            10:00  BQN
            11:00  ATL

            """)
        // Where the whole text fits, the short form is not used.
        #expect(table.render(TableRenderOptions()).contains("Chicago (ORD)"))
    }

    /// `text` without the SGR sequences `Style` writes, which take no columns.
    private func withoutEscapes(_ text: Substring) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                inEscape = character != "m"
            } else {
                result.append(character)
            }
        }
        return result
    }
}
