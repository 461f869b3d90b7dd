import ContainerUICore

/// Captures what the public decomposition APIs hand to a container.
final class Captured<Value> {
    var value: Value?
}

/// The resolved subviews of `content`, as `Group(subviews:)` hands them to a container.
func subviews<V: View>(@ViewBuilder of content: () -> V) -> SubviewsCollection {
    let captured = Captured<SubviewsCollection>()
    let content = content()
    _ = resolve(Group(subviews: content) { subviews in
        let _ = captured.value = subviews
        EmptyView()
    })
    return captured.value!
}

/// The sections of `content`, as `Group(sections:)` hands them to a container.
func sections<V: View>(@ViewBuilder of content: () -> V) -> SectionCollection {
    let captured = Captured<SectionCollection>()
    let content = content()
    _ = resolve(Group(sections: content) { sections in
        let _ = captured.value = sections
        EmptyView()
    })
    return captured.value!
}

extension Subview {
    /// The subview's text, or its type name.
    var label: String {
        if case .text(let text) = node.kind { return text.fullString }
        if case .color(let color) = node.kind { return "\(color)" }
        return node.kind.typeName
    }
}

extension RandomAccessCollection where Element == Subview {
    var labels: [String] { map(\.label) }
}

extension ResolvedTree {
    /// The root's children, summarised.
    var topLevel: [String] { root.children.map { $0.kind.summary } }
}
