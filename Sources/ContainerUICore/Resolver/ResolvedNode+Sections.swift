extension Array where Element == ResolvedNode {
    /// The list as a plain container sees it: each section replaced by its header, content and
    /// footer subviews (SEMANTICS §9.1).
    @usableFromInline
    package func flatteningSections() -> [ResolvedNode] {
        guard contains(where: { $0.isSection }) else { return self }
        var result: [ResolvedNode] = []
        result.reserveCapacity(count)
        for node in self {
            if node.isSection {
                result += node.children.flatteningSections()
            } else {
                result.append(node)
            }
        }
        return result
    }

    /// The list as a section-aware container sees it: explicit sections, and every maximal run of
    /// other subviews as one implicit section (§9.2); at least one section; sections nested in a
    /// section's content flattened into it (§9.8).
    @usableFromInline
    package func groupedIntoSections() -> [ResolvedNode] {
        var sections: [ResolvedNode] = []
        var run: [ResolvedNode] = []
        func closeRun() {
            guard !run.isEmpty else { return }
            sections.append(.implicitSection(run))
            run = []
        }
        for node in self {
            if case .section(let section) = node.kind {
                closeRun()
                var explicit = node
                let range = section.contentRange(childCount: node.children.count)
                let content = Array(node.children[range]).flatteningSections()
                explicit.children = Array(node.children[..<range.lowerBound]) + content + Array(node.children[range.upperBound...])
                sections.append(explicit)
            } else {
                run.append(node)
            }
        }
        closeRun()
        if sections.isEmpty { sections.append(.implicitSection([])) }
        return sections
    }
}

extension ResolvedNode {
    /// Whether this node is a section.
    package var isSection: Bool {
        if case .section = kind { return true }
        return false
    }

    /// A section made of content outside any `Section`.
    package static func implicitSection(_ content: [ResolvedNode]) -> ResolvedNode {
        ResolvedNode(
            kind: .section(ResolvedSection(headerCount: 0, footerCount: 0, isImplicit: true)),
            children: content,
            identity: content.first?.identity ?? 0
        )
    }
}
