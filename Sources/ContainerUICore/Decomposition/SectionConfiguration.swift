/// One section of some content, as handed out by `ForEach(sections:)` and `Group(sections:)`:
/// its header, content and footer subviews, and the container values written on the `Section`.
public struct SectionConfiguration: Identifiable {
    /// A section's identity.
    public struct ID: Hashable, Sendable {
        let identity: UInt64
        let index: Int
    }

    /// The section's identity.
    public let id: ID
    /// The header's subviews; empty when there is no header.
    public let header: SubviewsCollection
    /// The content's subviews.
    public let content: SubviewsCollection
    /// The footer's subviews; empty when there is no footer.
    public let footer: SubviewsCollection
    /// The container values written on the section.
    public let containerValues: ContainerValues

    package init(node: ResolvedNode, index: Int) {
        guard case .section(let section) = node.kind else {
            preconditionFailure("SectionConfiguration: node is a \(node.kind.typeName), not a section")
        }
        let range = section.contentRange(childCount: node.children.count)
        id = ID(identity: node.identity, index: index)
        let children = node.children
        header = SubviewsCollection(base: children, range: 0..<range.lowerBound)
        content = SubviewsCollection(base: children, range: range)
        footer = SubviewsCollection(base: children, range: range.upperBound..<children.count)
        containerValues = node.containerValues
    }
}

/// The sections of some content: explicit `Section`s, and runs of other subviews as implicit
/// sections; never empty.
public struct SectionCollection: RandomAccessCollection {
    private let sections: [ResolvedNode]

    @usableFromInline
    package init(sections: [ResolvedNode]) {
        self.sections = sections
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of sections.
    public var endIndex: Int { sections.count }

    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration {
        SectionConfiguration(node: sections[index], index: index)
    }
}
