/// The JSON layout of an airport data file, exactly as written on disk
/// (documented in `Data/README.md` and in flights(1), FILES). Only decoding
/// happens here; ``Timetable`` checks what the values mean.
struct AirportFile: Decodable {
    static let formatName = "flights-airport/1"

    struct Place: Decodable {
        var code: String
        var name: String
        var city: String
        var timeZone: String
    }

    struct Carrier: Decodable {
        var code: String
        var name: String
    }

    struct ScheduledFlight: Decodable {
        var flight: String
        var direction: String
        var airport: String
        var time: String
        var days: String
        var gate: String
    }

    struct RecordedOperation: Decodable {
        var date: String
        var flight: String
        var direction: String
        var status: String
        var time: String?
        var gate: String?
    }

    var format: String
    var airport: Place
    var airlines: [Carrier]
    var airports: [Place]
    var flights: [ScheduledFlight]
    var operations: [RecordedOperation]?
}
