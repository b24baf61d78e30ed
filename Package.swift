// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flights",
    products: [
        .library(name: "FlightBoard", targets: ["FlightBoard"]),
        .executable(name: "flights", targets: ["flights"]),
    ],
    targets: [
        // The model: flights, statuses, eligibility, the simulated airport. No terminal I/O.
        .target(
            name: "FlightBoard",
            plugins: ["EmbedDataPlugin"]
        ),
        // Generic terminal pieces: styles, display width, tables. No flight knowledge.
        .target(name: "TerminalKit"),
        // Command declarations, parsing, help and the commands themselves.
        .target(name: "FlightsCLI", dependencies: ["FlightBoard", "TerminalKit"]),
        .executableTarget(name: "flights", dependencies: ["FlightsCLI", "TerminalKit"]),

        // Build-time tool that turns Data/airport.json into a Swift constant, so the
        // installed binary carries its default airport and needs no files beside it.
        .executableTarget(name: "EmbedData"),
        .plugin(
            name: "EmbedDataPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedData"]
        ),

        .testTarget(name: "FlightBoardTests", dependencies: ["FlightBoard"], exclude: ["RealData/Fixtures"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
        .testTarget(name: "FlightsCLITests", dependencies: ["FlightsCLI", "flights"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
