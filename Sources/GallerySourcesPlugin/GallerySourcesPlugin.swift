import PackagePlugin

/// Embeds the text of the Gallery target's Swift files into a generated Swift file, so the
/// gallery executable shows its examples' source without the repository at run time.
@main
struct GallerySourcesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding the source of \(inputs.count) Gallery files",
                executable: try context.tool(named: "embed-gallery-sources").url,
                arguments: [module.directoryURL.path(percentEncoded: false), output.path(percentEncoded: false)]
                    + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
