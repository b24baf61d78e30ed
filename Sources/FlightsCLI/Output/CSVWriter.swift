import TerminalKit

/// RFC 4180 CSV: a header line, then one line per record; fields with a comma,
/// quote or line break are quoted. Control characters are made visible first
/// (see `TextSanitizer`), since CSV is often read on a terminal.
enum CSVWriter {
    static func render(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(field).joined(separator: ",") + "\n" }.joined()
    }

    private static func field(_ text: String) -> String {
        let clean = TextSanitizer.sanitize(text)
        guard clean.contains(where: { $0 == "," || $0 == "\"" }) else { return clean }
        return "\"" + clean.map { $0 == "\"" ? "\"\"" : String($0) }.joined() + "\""
    }
}
