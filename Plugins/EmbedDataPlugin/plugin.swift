import PackagePlugin

/// Embeds `Data/airport.json` into the FlightBoard module at build time, so the
/// `flights` binary finds its default airport from any directory once installed.
@main
struct EmbedDataPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let input = context.package.directoryURL.appending(path: "Data/airport.json")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedData.swift")
        return [
            .buildCommand(
                displayName: "Embedding Data/airport.json",
                executable: try context.tool(named: "EmbedData").url,
                arguments: [input.path, output.path],
                inputFiles: [input],
                outputFiles: [output]
            )
        ]
    }
}
