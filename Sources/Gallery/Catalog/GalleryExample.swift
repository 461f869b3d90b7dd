import ContainerUI

/// One container in the gallery: what it is called, what it shows, and how to build it.
public struct GalleryExample: Sendable {
    /// The URL-safe identifier, as in `/containers/{id}`.
    public let id: String
    /// The title.
    public let title: String
    /// A one-line summary.
    public let summary: String
    /// The topic it is grouped under on the index.
    public let topic: String
    /// Builds the example's view.
    public let makeView: @Sendable () -> AnyView

    /// An example.
    public init(id: String, title: String, summary: String, topic: String, makeView: @escaping @Sendable () -> AnyView) {
        self.id = id
        self.title = title
        self.summary = summary
        self.topic = topic
        self.makeView = makeView
    }
}
