#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An airport's validated timetable: who flies where, when and from which gate,
/// plus any recorded operations that replace the simulated ones.
public struct Timetable: Sendable {
    public let airport: Airport
    public let airlines: [String: Airline]
    public let airports: [String: Airport]
    /// Sorted by scheduled time, then flight.
    public let entries: [Entry]
    let recorded: [RecordKey: Recorded]

    /// One line of the timetable.
    public struct Entry: Hashable, Sendable {
        public let designator: FlightDesignator
        public let direction: Direction
        /// The other end's IATA code.
        public let airportCode: String
        public let time: TimeOfDay
        /// ISO weekdays of operation (1 is Monday).
        public let days: Set<Int>
        public let gate: String

        public func operates(on date: CivilDate) -> Bool { days.contains(date.weekday) }
    }

    struct RecordKey: Hashable {
        let date: CivilDate
        let designator: FlightDesignator
        let direction: Direction
    }

    struct Recorded: Sendable {
        let outcome: RecordedOutcome
        let time: LocalDateTime?
        let gate: String?
    }

    enum RecordedOutcome: String {
        case scheduled, cancelled, diverted
    }

    /// Decodes and validates an airport data file.
    ///
    /// - Parameter file: how to name the file in errors.
    /// - Throws: ``DataFileError`` naming the JSON path (or line) of the first problem.
    public init(json: [UInt8], file: String) throws(DataFileError) {
        let raw: AirportFile
        do {
            raw = try JSONDecoder().decode(AirportFile.self, from: Data(json))
        } catch let error as DecodingError {
            throw DataFileError(decoding: error, file: file)
        } catch {
            throw DataFileError(file: file, message: "not valid JSON")
        }
        var validator = TimetableValidator(file: file)
        self = try validator.validate(raw)
    }

    init(airport: Airport, airlines: [String: Airline], airports: [String: Airport],
         entries: [Entry], recorded: [RecordKey: Recorded]) {
        self.airport = airport
        self.airlines = airlines
        self.airports = airports
        self.entries = entries
        self.recorded = recorded
    }
}

extension DataFileError {
    init(decoding error: DecodingError, file: String) {
        func path(_ codingPath: [any CodingKey], _ key: (any CodingKey)? = nil) -> String {
            (codingPath + (key.map { [$0] } ?? [])).reduce("$") { path, key in
                if let index = key.intValue { return "\(path)[\(index)]" }
                return "\(path).\(key.stringValue)"
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init(file: file, location: path(context.codingPath),
                      message: "missing field \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let expected = switch type {
            case is String.Type, is String?.Type: "a string"
            case is [Any].Type: "an array"
            default: "an object"
            }
            self.init(file: file, location: path(context.codingPath), message: "expected \(expected)")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                self.init(file: file, location: DataFileError.lineAndColumn(in: context),
                          message: "not valid JSON")
            } else {
                self.init(file: file, location: path(context.codingPath), message: context.debugDescription)
            }
        @unknown default:
            self.init(file: file, message: "cannot be read")
        }
    }

    /// JSONDecoder reports syntax errors as "... around line L, column C."; keep just that place.
    private static func lineAndColumn(in context: DecodingError.Context) -> String? {
        let texts = [context.debugDescription] + (context.underlyingError.map { ["\($0)"] } ?? [])
        for text in texts {
            if let start = text.indices.first(where: { text[$0...].hasPrefix("line ") }) {
                let tail = text[start...]
                let place = tail.prefix { $0 != "." && $0 != ")" && $0 != "\"" }
                return String(place)
            }
        }
        return nil
    }
}
