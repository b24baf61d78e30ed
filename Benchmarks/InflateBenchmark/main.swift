// Inflates the entries of a zip archive in memory, several times, and prints the best
// run's output rate: the inflater and the CRC alone, without the disk or the parser.
// Usage: inflate-benchmark FILE.zip [runs]
import FileSystemKit
import Foundation
import ZipKit

let arguments = CommandLine.arguments
guard arguments.count >= 2, let archive = try? ZipArchive(path: arguments[1], fileSystem: PosixFileSystem()) else {
    FileHandle.standardError.write(Data("usage: inflate-benchmark FILE.zip [runs]\n".utf8))
    exit(64)
}
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let inflater = Inflater()
var best = Double.infinity
var bytes = 0
for _ in 0..<runs {
    bytes = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for entry in archive.entries where !entry.isDirectory {
        do {
            try archive.extract(entry, inflater: inflater) { chunk in
                bytes += chunk.count
                return true
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(65)
        }
    }
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}
print(String(format: "%d bytes in %.3f s: %.0f MB/s", bytes, best, Double(bytes) / best / 1e6))
