import Foundation
import Glibc
import Testing
@testable import FlightsCLI

/// The sleeps a watch takes over its data files, on this machine's inotify: a write of the
/// file ends one (a replacement, an append in place, one made before the sleep began), a
/// write of another file beside it does not, and nothing to watch is a plain sleep.
@Suite struct FileChangeWaitTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-wait-\(UUID().uuidString)").path

    private func soon(_ body: @escaping @Sendable () -> Void) {
        Thread {
            usleep(100_000)
            body()
        }.start()
    }

    private func took(_ body: () -> Void) -> Duration {
        let began = ContinuousClock.now
        body()
        return ContinuousClock.now - began
    }

    @Test func aFileReplacedEndsTheSleep() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/feed.csv"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        let wait = FileChangeWait([file])
        soon { try? Data("row\n".utf8).write(to: URL(fileURLWithPath: file), options: .atomic) }
        // Woken by the write, not by the minute: far less than it.
        #expect(took { wait.sleep(.seconds(60)) } < .seconds(30))
    }

    @Test func rowsAppendedInPlaceEndTheSleepOnceTheWriterPauses() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/feed.csv"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("header\n".utf8)))
        let wait = FileChangeWait([file])
        let descriptor = open(file, O_WRONLY | O_APPEND)
        defer { close(descriptor) }
        // Three rows 100 ms apart, the file held open: one wake, after the last.
        soon {
            for _ in 0..<3 {
                _ = "row\n".withCString { write(descriptor, $0, 4) }
                usleep(100_000)
            }
        }
        let slept = took { wait.sleep(.seconds(60)) }
        #expect(slept >= .milliseconds(300))
        #expect(slept < .seconds(30))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "header\nrow\nrow\nrow\n")
    }

    @Test func aWriteBeforeTheSleepIsNotLost() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/feed.csv"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        let wait = FileChangeWait([file])
        try Data("row\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(took { wait.sleep(.seconds(60)) } < .seconds(30))
    }

    @Test func aFileInAFolderGivenEndsTheSleep() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let wait = FileChangeWait([directory])
        let path = directory + "/2013-08.csv"
        soon { _ = FileManager.default.createFile(atPath: path, contents: Data("row\n".utf8)) }
        #expect(took { wait.sleep(.seconds(60)) } < .seconds(30))
    }

    @Test func anotherFileBesideItDoesNot() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/feed.csv", other = directory + "/notes.txt"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        let wait = FileChangeWait([file])
        soon { _ = FileManager.default.createFile(atPath: other, contents: Data("note\n".utf8)) }
        #expect(took { wait.sleep(.milliseconds(700)) } >= .milliseconds(700))
    }

    @Test func aPathThatCannotBeWatchedIsAPlainSleep() {
        let wait = FileChangeWait(["/nonexistent-\(UUID().uuidString)/feed.csv"])
        #expect(took { wait.sleep(.milliseconds(300)) } >= .milliseconds(300))
    }
}
