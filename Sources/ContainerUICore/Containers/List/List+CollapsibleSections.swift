import Foundation

extension Resolver {
    /// The sections of a list in `style` as the list draws them. A collapsed section (its
    /// `isExpanded` false) keeps its header alone. In the `.sidebar` style every explicit
    /// section with a header is collapsible, as iOS's sidebar makes it: expanded unless a
    /// binding says otherwise, its header prominent (bold `title3`, not upper-cased) and followed
    /// by the tinted disclosure chevron at the trailing edge. Lists of other styles, and
    /// sections that do not collapse, are returned as they are, without a copy.
    package mutating func listSections(_ sections: [ResolvedNode], style: ListStyleKind) -> [ResolvedNode] {
        let isSidebar = style == .sidebar
        guard isSidebar || sections.contains(where: \.isCollapsedSection) else { return sections }
        var drawn = sections
        for index in drawn.indices {
            guard case .section(var info) = drawn[index].kind, !info.isImplicit else { continue }
            if isSidebar, info.headerCount > 0 {
                let expanded = info.isExpanded ?? true
                let node = drawn[index]
                let children = node.children
                let header = withIdentityCollect(node.identity) { resolver in
                    resolver.resolve(SidebarSectionHeader(
                        header: SubviewsCollection(base: children, range: 0..<info.headerCount), isExpanded: expanded))
                }
                drawn[index].children = header + children[info.headerCount...]
                info.headerCount = header.count
                info.isExpanded = expanded
                info.headerProminence = .increased
            }
            if info.isExpanded == false {
                drawn[index].children.removeSubrange(info.headerCount...)
                info.footerCount = 0
            }
            drawn[index].kind = .section(info)
        }
        return drawn
    }
}

extension ResolvedNode {
    /// Whether this node is a collapsible section that is collapsed.
    fileprivate var isCollapsedSection: Bool {
        guard isSection, case .section(let info) = kind else { return false }
        return info.isExpanded == false
    }
}

/// A sidebar section's header: the header's views, then the disclosure chevron in the tint at
/// the trailing edge, right while collapsed and down while expanded, as a disclosure group's.
private struct SidebarSectionHeader: View {
    let header: SubviewsCollection
    let isExpanded: Bool

    var body: some View {
        HStack {
            header
            Spacer()
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tint)
        }
    }
}
