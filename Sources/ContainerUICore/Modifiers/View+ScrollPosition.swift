extension View {
    /// Binds the identity of the view this scroll view is scrolled to. A render is the first
    /// frame: with `id` set, the scroll view starts at the view inside with that identity (an
    /// `id(_:)`, or a `ForEach` element's id), its `anchor` at the same anchor of the scroll view
    /// (inside the content margins, within the scroll range; without an anchor, its leading
    /// edge at the start), as SwiftUI places the view of its scroll position; with `nil` it
    /// starts where it would without the binding. The page starts there through CSS
    /// (`scroll-initial-target`, lined up by `scroll-snap-align`), and the layout engine scrolls
    /// the same way. Anchors between the start, the centre and the end are drawn at the nearest.
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
        resolver.output[start...].markScrollTargets(id, anchor: modifier.anchor.map(ScrollAnchor.init) ?? .topLeading)
    }
}

extension MutableCollection where Element == ResolvedNode {
    /// Marks, in each scroll view among these nodes, the first view with the identity `id` as
    /// the target it starts at, lined up by `anchor` (the scroll view's `targetAnchor`). A scroll
    /// view with such a view no longer starts at its `defaultScrollAnchor`: the scroll position
    /// wins.
    fileprivate mutating func markScrollTargets(_ id: AnyHashable, anchor: ScrollAnchor) {
        let described = String(describing: id.base)
        for index in indices {
            guard case .scrollView(var scroll) = self[index].kind else { continue }
            for child in self[index].children.indices
            where self[index].children[child].markScrollTarget(id, described: described) {
                scroll.initialAnchor = nil
                scroll.targetAnchor = anchor
                self[index].kind = .scrollView(scroll)
                break
            }
        }
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
