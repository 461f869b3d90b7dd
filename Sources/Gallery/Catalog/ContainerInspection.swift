import ContainerUI

/// What the gallery's inspector shows for an example: how many views its outermost custom
/// container was given (declared), how many it decomposes them into (resolved), the subviews and
/// sections it sees, and the whole resolved tree.
///
/// The outermost custom container is the example's `body` when that is an
/// ``InspectableContainer``; otherwise it is the window, which decomposes the `body` itself.
public struct ContainerInspection: Sendable {
    /// The number of top-level statements of the declared content.
    public let declaredCount: Int
    /// The resolved subviews, sections flattened.
    public let subviews: [InspectedSubview]
    /// The sections, as a section-aware container sees them.
    public let sections: [InspectedSection]
    /// The type name of the container that decomposes the content.
    public let containerName: String

    /// Inspects `example`'s outermost custom container (for an example shown in a scroll view,
    /// its content's).
    public init<Example: View>(of example: Example) {
        if let scrolling = example as? any ScrollingExample {
            self = scrolling.contentInspection
            return
        }
        let body = example.body
        if let container = body as? any InspectableContainer {
            self.init(container: container)
        } else {
            self.init(content: body, containerName: "window")
        }
    }

    private init<Container: InspectableContainer>(container: Container) {
        let name = String(describing: Container.self)
        self.init(content: container.inspectedContent, containerName: String(name.prefix { $0 != "<" }))
    }

    private init<Content: View>(content: Content, containerName: String) {
        declaredCount = (content as? any DeclaredStatements)?.declaredStatementCount ?? 1
        subviews = InspectedSubview.subviews(of: content)
        sections = InspectedSection.sections(of: content)
        self.containerName = containerName
    }

    /// The number of resolved subviews.
    public var resolvedCount: Int { subviews.count }
}
