import Testing
import FlightBoard
@testable import OnTimeData

@Suite struct OnTimeTableTests {
    @Test func packsCodesWithTheFirstCharacterHighest() {
        #expect(OnTimeTable.pack(carrier: "UA") == 0x5541)
        #expect(OnTimeTable.pack(carrier: "9E") == 0x3945)
        #expect(OnTimeTable.pack(airport: "EWR") == 0x45_5752)
        #expect(OnTimeTable.pack(airport: "04G") == 0x30_3447)
        // Packed codes sort like their text.
        #expect(OnTimeTable.pack(airport: "ABQ")! < OnTimeTable.pack(airport: "ABR")!)
        #expect(OnTimeTable.pack(carrier: "9E")! < OnTimeTable.pack(carrier: "AA")!)
    }

    @Test(arguments: ["UA", "9E", "B6"])
    func givesBackCarrierCodes(code: String) {
        #expect(OnTimeTable.code(OnTimeTable.pack(carrier: code)!) == code)
    }

    @Test(arguments: ["EWR", "04G", "JFK"])
    func givesBackAirportCodes(code: String) {
        #expect(OnTimeTable.code(OnTimeTable.pack(airport: code)!) == code)
    }

    @Test(arguments: ["", "U", "UAL", "ua", "U-", "É1", "U\u{0}"])
    func refusesOtherCarrierCodes(code: String) {
        #expect(OnTimeTable.pack(carrier: code) == nil)
    }

    @Test(arguments: ["", "EW", "EWRR", "ewr", "E R", "ÉWR"])
    func refusesOtherAirportCodes(code: String) {
        #expect(OnTimeTable.pack(airport: code) == nil)
    }

    @Test func startsEmpty() {
        let table = OnTimeTable()
        #expect(table.count == 0)
        #expect(table.date.isEmpty && table.status.isEmpty)
        #expect(OnTimeTable.missing == Int16.min)
    }
}
