/// A command line to suggest to the user, written so that it works when pasted: the
/// words asked for, then the options of this run that chose the data and the clock,
/// each word quoted for a POSIX shell where it needs to be.
enum CommandHint {
    /// The options that decide which flights a command sees; a hint without them would
    /// look at another airport, file or moment than the one the user is looking at.
    static let context: [OptionSpec] = [GlobalOptions.data, DataOptions.airport, DataOptions.airlines,
                                        DataOptions.airports, DataOptions.skipBadRows, BoardOptions.at]

    /// `flights checkin AA337 --date 2026-11-30 --data 'my file.csv'`: `words` after the
    /// tool's name, then the context options given on this run's command line (those
    /// taken from environment variables are still in the environment where it is pasted).
    static func line(_ words: [String], context invocation: Invocation) -> String {
        var all = [ToolSpec.name] + words
        for option in context where !words.contains("--\(option.name)") {
            if option.takesValue {
                if let value = invocation.arguments.values[option.name] { all += ["--\(option.name)", value] }
            } else if invocation.isSet(option) {
                all.append("--\(option.name)")
            }
        }
        return all.map(quoted).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: bare when it holds only characters no shell
    /// treats specially, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_./:=@%+,-".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
