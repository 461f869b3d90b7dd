extension View {
    /// Binds the identity of the view this scroll view is scrolled to. A render is the first
    /// frame: with `id` set, the scroll view starts at the view inside with that identity (an
    /// `id(_:)`, or a `ForEach` element's id), its leading edge at the start of the scroll view
    /// (inside the content margins, within the scroll range), as SwiftUI places the view of
    /// its scroll position; with `nil` it starts at its top. The page starts there through CSS
    /// (`scroll-initial-target`), and the layout engine scrolls the same way. An `anchor` other
    /// than the leading edge along the scrolling axis (`.center`, `.bottom`, …) is not drawn:
    /// the scroll view then starts at its top.
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyVStack { ForEach(days) { DayRow(day: $0) } }
    ///         .scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $today)
    /// ```
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id.wrappedValue.map { AnyHashable($0) }, anchor: anchor))
    }
}

/// Marks the view with the scroll position's identity in the scroll views it resolves as the
/// scroll target they show first.
struct ScrollPositionModifier: ViewModifier {
    let id: AnyHashable?
    let anchor: UnitPoint?

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard let id = modifier.id else { return resolver.resolve(content) }
        // A `ForEach`'s elements are tagged with their ids, as a picker's options are, so that
        // their identities can be matched.
        let saved = resolver.tagsElementsByID
        resolver.tagsElementsByID = true
        let start = resolver.output.count
        resolver.resolve(content)
        resolver.tagsElementsByID = saved
        let described = String(describing: id.base)
        for index in start..<resolver.output.count {
            guard case .scrollView(let scroll) = resolver.output[index].kind, modifier.isLeading(along: scroll.axes) else { continue }
            for child in resolver.output[index].children.indices {
                if resolver.output[index].children[child].markScrollTarget(id, described: described) { break }
            }
        }
    }
}

extension ScrollPositionModifier {
    /// Whether the anchor is the leading edge along each scrolling axis (or not given), which is
    /// where the page's initial scroll target puts a view.
    fileprivate func isLeading(along axes: Axis.Set) -> Bool {
        guard let anchor else { return true }
        return (!axes.contains(.vertical) || anchor.y <= 0) && (!axes.contains(.horizontal) || anchor.x <= 0)
    }
}

extension ResolvedNode {
    /// Marks the first node at or below this one (outside nested scroll views and lists) whose
    /// tag is `id` or whose explicit identity is `described` as the initial scroll target;
    /// whether one was found.
    fileprivate mutating func markScrollTarget(_ id: AnyHashable, described: String) -> Bool {
        let matches = modifiers.contains { modifier in
            switch modifier {
            case .tag(let tag): tag == id
            case .id(let identity): identity == described
            default: false
            }
        }
        if matches {
            apply(.initialScrollTarget)
            return true
        }
        switch kind {
        case .scrollView, .list: return false
        default: break
        }
        for index in children.indices where children[index].markScrollTarget(id, described: described) { return true }
        return false
    }
}
