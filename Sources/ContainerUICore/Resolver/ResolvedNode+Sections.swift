extension Array where Element == ResolvedNode {
    /// The list as a plain container sees it: each section replaced by its header, content and
    /// footer subviews (SEMANTICS §9.1).
    @usableFromInline
    package func flatteningSections() -> [ResolvedNode] {
        guard contains(where: \.isSection) else { return self }
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
        var runStart: Int?
        func closeRun(before end: Int) {
            guard let start = runStart else { return }
            sections.append(.implicitSection(Array(self[start..<end])))
            runStart = nil
        }
        for (index, node) in enumerated() {
            guard node.isSection, case .section(let section) = node.storage.kind else {
                if runStart == nil { runStart = index }
                continue
            }
            closeRun(before: index)
            let range = section.contentRange(childCount: node.children.count)
            if node.children[range].contains(where: \.isSection) {
                var explicit = node
                let content = Array(node.children[range]).flatteningSections()
                explicit.children = Array(node.children[..<range.lowerBound]) + content + Array(node.children[range.upperBound...])
                sections.append(explicit)
            } else {
                sections.append(node)
            }
        }
        closeRun(before: count)
        if sections.isEmpty { sections.append(.implicitSection([])) }
        return sections
    }
}

extension ResolvedNode {
    /// Whether this node is a section.
    @usableFromInline
    package var isSection: Bool { storage.isSection }

    /// A section made of content outside any `Section`.
    package static func implicitSection(_ content: [ResolvedNode]) -> ResolvedNode {
        ResolvedNode(
            kind: .section(ResolvedSection(headerCount: 0, footerCount: 0, isImplicit: true)),
            children: content,
            identity: content.first?.identity ?? 0
        )
    }
}
