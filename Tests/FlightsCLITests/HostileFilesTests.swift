import Foundation
import Glibc
import Testing
import TestSupport

/// Files that are not what they claim to be, given to the built binary: each is refused
/// with one message naming it, at once, never read without end.
@Suite struct HostileFilesTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-hostile-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Two JFK departures of 2013-07-04, beside a file of airport names whose JFK has `zone`.
    private func recordedData(zone: String) throws -> String {
        let data = directory + "/flights.csv"
        try """
            year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest,air_time,distance,hour,minute,time_hour
            2013,7,4,557,600,-3,838,850,-12,AA,59,N1,JFK,SFO,350,2586,6,0,2013-07-04T10:00:00Z

            """.write(toFile: data, atomically: false, encoding: .utf8)
        try """
            faa,name,lat,lon,alt,tz,dst,tzone
            "JFK","John F Kennedy Intl",40.64,-73.78,13,-5,"A","\(zone)"

            """.write(toFile: directory + "/airports.csv", atomically: false, encoding: .utf8)
        return data
    }

    @Test(arguments: ["../../../../dev/zero", "/etc/passwd", "America/../../../../dev/zero", "America//New_York", "."])
    func aZoneNameThatIsNotOneIsRefusedBeforeAnyFileIsOpened(zone: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = try recordedData(zone: zone)
        let result = try FlightsBinary.run(["departures", "--data", data, "--at", "2013-07-04T20:00Z", "--no-cache"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            flights: the time zone of JFK, "\(zone)", is not a time zone name such as America/New_York
            Correct its tzone in the file of airport names, or pin the clock with --at YYYY-MM-DDTHH:MM.

            """)
    }

    @Test func aNamedPipeInPlaceOfAZoneFileIsRefusedWithoutWaiting() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/America", withIntermediateDirectories: true)
        #expect(mkfifo(directory + "/America/New_York", 0o600) == 0)
        let result = try FlightsBinary.run(["arrivals"], environment: ["TZDIR": directory])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(
            "flights: cannot read the time zone America/New_York of LGA from \(directory)/America/New_York: a named pipe, not a regular file\n"))
    }

    @Test(arguments: ["/dev/zero", "/dev/null"])
    func aDeviceAsTheDataIsRefused(path: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try FlightsBinary.run(["arrivals", "--data", path])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("flights: cannot read \(path) (from --data): a device, not a regular file\n"))
    }

    @Test func aNamedPipeAsTheDataIsRefusedWithoutWaiting() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pipe = directory + "/flights.csv"
        #expect(mkfifo(pipe, 0o600) == 0)
        let result = try FlightsBinary.run(["departures", "--data", pipe, "--airport", "JFK", "--date", "2013-07-04"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("flights: cannot read \(pipe)"))
        #expect(result.stderr.contains("a named pipe, not a regular file"))
    }

    private static let header = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest,air_time,distance,hour,minute,time_hour"

    @Test func aFileWithAHeaderAndNoRowSaysThereAreNoFlights() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = directory + "/flights.csv"
        try (Self.header + "\n").write(toFile: data, atomically: false, encoding: .utf8)
        let result = try FlightsBinary.run(["departures", "--data", data, "--no-cache"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == "flights: \(data): no flights: a header and no row\n")
    }

    @Test func aFileWhoseEveryRowIsSkippedSaysSoRatherThanShowingAnEmptyBoard() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = directory + "/flights.csv"
        // Flight number 0 is outside 1 to 9999, so the one row is a bad row.
        try (Self.header + "\n2013,7,4,557,600,-3,838,850,-12,AA,0,N1,JFK,SFO,350,2586,6,0,2013-07-04T10:00:00Z\n")
            .write(toFile: data, atomically: false, encoding: .utf8)
        let result = try FlightsBinary.run(["departures", "--data", data, "--no-cache", "--skip-bad-rows"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr.hasSuffix("flights: \(data): no flights: every row was skipped\n"))
    }

    @Test func aFileWhoseLinesEndInACarriageReturnAloneIsNamedAsSuch() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = directory + "/flights.csv"
        try (Self.header + "\r2013,7,4,557,600,-3,838,850,-12,AA,59,N1,JFK,SFO,350,2586,6,0,2013-07-04T10:00:00Z\r")
            .write(toFile: data, atomically: false, encoding: .utf8)
        let result = try FlightsBinary.run(["departures", "--data", data, "--no-cache"])
        #expect(result.status == 65)
        #expect(result.stderr == "flights: \(data): line 1: lines end in a carriage return alone; an on-time file's lines end in a line feed (LF or CR LF)\n")
    }
}
