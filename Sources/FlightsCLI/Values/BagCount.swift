import FlightBoard

/// Checked bags as `--bags` gives them, 0 to ``Baggage/maximum``.
struct BagCount: OptionValue {
    let count: Int

    init(option text: String) throws(OptionValueError) {
        switch Baggage.parse(text) {
        case .success(let count): self.count = count
        case .failure(let error): throw .problem(error.message)
        }
    }
}
