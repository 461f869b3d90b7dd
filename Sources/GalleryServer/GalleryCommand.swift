import ArgumentParser

/// `gallery`: the ContainerUI gallery and its server.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "The live gallery of ContainerUI containers.",
        subcommands: [Serve.self]
    )
}
