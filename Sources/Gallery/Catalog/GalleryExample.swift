import ContainerUI

/// One container in the gallery: what it is called, its parameters, the file of its source, and
/// how to build and inspect it for given arguments.
public struct GalleryExample: Sendable {
    /// The URL-safe identifier, as in `/containers/{id}`.
    public let id: String
    /// The title.
    public let title: String
    /// A one-line summary.
    public let summary: String
    /// The topic it is grouped under on the index.
    public let topic: String
    /// The parameters, in the order of their controls.
    public let parameters: [GalleryParameter]
    /// The example's file, relative to `Sources/Gallery`.
    public let sourceFile: String
    /// Builds the example's view.
    public let makeView: @Sendable (GalleryArguments) -> AnyView
    /// Inspects the example's outermost custom container.
    public let inspect: @Sendable (GalleryArguments) -> ContainerInspection

    /// An example built by `make`.
    public init<Example: View & SendableMetatype>(
        id: String, title: String, summary: String, topic: String, parameters: [GalleryParameter] = [],
        sourceFile: String, make: @escaping @Sendable (GalleryArguments) -> Example
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.topic = topic
        self.parameters = parameters
        self.sourceFile = sourceFile
        makeView = { AnyView(make($0)) }
        inspect = { ContainerInspection(of: make($0)) }
    }

    /// The defaults of every parameter.
    public var defaultArguments: GalleryArguments { GalleryArguments(defaultsOf: parameters) }

    /// The text of ``sourceFile``, embedded at build time.
    public var sourceText: String { GallerySources.text(of: sourceFile) ?? "" }
}
