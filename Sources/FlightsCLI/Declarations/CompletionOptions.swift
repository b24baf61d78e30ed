/// The options of `flights __complete`.
enum CompletionOptions {
    /// The options of the line being completed that change what is listed (the data, its
    /// airport and names, the day, the clock): the scripts find them and pass them on, so
    /// that `flights show --data FILE --airport JFK --date 2013-07-04 <Tab>` lists that board.
    static let context: [any OptionDeclaration] = [GlobalOptions.data, DataOptions.airport, DataOptions.airlines, DataOptions.airports,
                          BoardOptions.date, BoardOptions.at]
}
