// swift-tools-version:6.0
import PackageDescription

/// Release builds refer to the metadata of concrete generic types (`[String: Airport]`,
/// `Column<UInt32>`) through their accessors rather than by mangled names: demangling those
/// names at run time, and looking up each `Hashable` conformance they require through the
/// whole static binary, was a sixth of a cached board's instructions and a fifth of the
/// built-in board's (Benchmarks/README.md, 2026-12-06, later). Unsafe flags keep the library
/// products from being another package's dependency: they serve this package's own targets.
let releaseSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

let package = Package(
    name: "flights",
    products: [
        .library(name: "FlightBoard", targets: ["FlightBoard"]),
        .library(name: "OnTimeData", targets: ["OnTimeData"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .executable(name: "flights", targets: ["flights"]),
    ],
    targets: [
        // The model: flights, statuses, eligibility, the simulated airport. No terminal I/O.
        .target(name: "FlightBoard", swiftSettings: releaseSettings),
        // The file system seam: regular files read whole (bounded) or mapped, locks, and
        // atomic replacement. No flight knowledge.
        .target(name: "FileSystemKit", swiftSettings: releaseSettings),
        // Zip archives and DEFLATE (RFC 1951), read through the file system seam, for data
        // files as the BTS publishes them. No flight knowledge.
        .target(name: "ZipKit", dependencies: ["FileSystemKit"], swiftSettings: releaseSettings),
        // Recorded US DOT on-time data: the CSV reader, the cache image, the indexes and the
        // recorded airport that serves them to the model as a FlightSource.
        .target(name: "OnTimeData", dependencies: ["FlightBoard", "FileSystemKit", "ZipKit", "FreedMemory"],
                swiftSettings: releaseSettings),
        // glibc's malloc_trim, which the Glibc module leaves out, for the first run's memory.
        .target(name: "FreedMemory"),
        // Generic terminal pieces: styles, display width, tables. No flight knowledge.
        .target(name: "TerminalKit", swiftSettings: releaseSettings),
        // Command declarations, parsing, help and the commands themselves.
        .target(name: "FlightsCLI", dependencies: ["FlightBoard", "OnTimeData", "FileSystemKit", "TerminalKit"],
                swiftSettings: releaseSettings),
        .executableTarget(name: "flights", dependencies: ["FlightsCLI", "TerminalKit"], swiftSettings: releaseSettings),

        // Writes Data/airport.json as the Swift values FlightBoard carries
        // (Sources/FlightBoard/Data/EmbeddedAirport.swift): `swift run embed-airport`.
        .executableTarget(name: "embed-airport", dependencies: ["FlightBoard"], path: "Sources/EmbedAirport"),

        // The board app's frames, timed and counted (see Benchmarks/README.md).
        .executableTarget(name: "board-benchmark",
                          dependencies: ["FlightsCLI", "FlightBoard", "FileSystemKit", "TerminalKit"],
                          path: "Benchmarks/BoardBenchmark"),

        // The inflater's output rate on an archive, without the disk or the parser.
        .executableTarget(name: "inflate-benchmark", dependencies: ["ZipKit", "FileSystemKit"],
                          path: "Benchmarks/InflateBenchmark"),

        // Runs programs from tests: spawned and reaped by pid, every wait with a deadline.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "FlightBoardTests", dependencies: ["FlightBoard", "TestSupport"]),
        .testTarget(name: "FileSystemKitTests", dependencies: ["FileSystemKit", "TestSupport"]),
        .testTarget(name: "ZipKitTests", dependencies: ["ZipKit", "FileSystemKit", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "OnTimeDataTests", dependencies: ["OnTimeData", "FlightBoard", "ZipKit", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "TestSupport"]),
        .testTarget(name: "FlightsCLITests", dependencies: ["FlightsCLI", "flights", "TestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
