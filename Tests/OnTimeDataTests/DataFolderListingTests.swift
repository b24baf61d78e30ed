import FileSystemKit
import FlightBoard
import Foundation
@testable import OnTimeData
import Synchronization
import Testing

/// A first run over a folder of many files costs in proportion to the files: the cache folder
/// is listed once a command however many images it writes (once after each image written made
/// 1,000 one-row files take 3.4 s and 3,000 20 s), and a run from the images lists it not at all.
@Suite struct DataFolderListingTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-listing-\(UUID().uuidString)").path

    @Test func theCacheFolderIsListedOnceHoweverManyFilesAreCached() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = directory + "/data", cache = directory + "/cache"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let header = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest\n"
        for day in 1...40 {
            try (header + "2013,1,\(day > 31 ? day - 31 : day),540,540,0,840,840,0,AA,701,N1,JFK,MIA\n")
                .write(toFile: "\(data)/file\(day).csv", atomically: false, encoding: .utf8)
        }
        func listings() throws -> (data: Int, cache: Int) {
            let fileSystem = CountingListings()
            var loader = OnTimeDataLoader(path: data, fileSystem: fileSystem)
            loader.cacheDirectory = cache
            loader.airport = "JFK"
            let (source, _) = try loader.load()
            #expect(try source.flights(on: CivilDate(year: 2013, month: 1, day: 2)!, direction: .departure,
                                       asOf: LocalDateTime(minutesSinceEpoch: 15_800 * 1440)).count == 2)
            return fileSystem.counts.withLock { ($0[data] ?? 0, $0[cache] ?? 0) }
        }
        let first = try listings()
        #expect(first.data == 1)
        #expect(first.cache == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).count == 40)
        let cached = try listings()
        #expect(cached.data == 1)
        #expect(cached.cache == 0)
    }
}

/// The real file system, counting the listings of each folder.
private final class CountingListings: ForwardingFileSystem, @unchecked Sendable {
    let counts = Mutex<[String: Int]>([:])

    override func directoryEntries(_ path: String) throws(FileSystemError) -> [String] {
        counts.withLock { $0[path, default: 0] += 1 }
        return try real.directoryEntries(path)
    }
}
