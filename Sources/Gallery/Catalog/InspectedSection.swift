import ContainerUI

/// One section of a container's content as `ForEach(sections:)` hands it out: header, content
/// and footer subviews and the values written on the `Section`.
public struct InspectedSection: Sendable {
    /// The section's position among the sections.
    public let id: String
    /// The header's subviews.
    public let header: [InspectedSubview]
    /// The content's subviews.
    public let content: [InspectedSubview]
    /// The footer's subviews.
    public let footer: [InspectedSubview]
    /// The container values written on the section.
    public let containerValues: [(name: String, value: InspectedSubview.ContainerValue)]

    /// The sections of `content`, decomposed through `ForEach(sections:)` as a section-aware
    /// container decomposes them.
    static func sections(of content: some View) -> [InspectedSection] {
        let sink = Sink()
        _ = resolve(ForEach(sections: content) { section in
            sink.sections.append(InspectedSection(section, index: sink.sections.count))
            return EmptyView()
        })
        return sink.sections
    }

    private init(_ section: SectionConfiguration, index: Int) {
        id = String(index)
        header = InspectedSubview.subviews(of: section.header)
        content = InspectedSubview.subviews(of: section.content)
        footer = InspectedSubview.subviews(of: section.footer)
        containerValues = InspectedSubview.values(section.containerValues)
    }

    private final class Sink {
        var sections: [InspectedSection] = []
    }
}
