import Foundation

extension View {
    /// Where assistive technologies reach this view among its siblings in their container:
    /// higher priorities first, equal ones in the container's order (all are 0 by default). In a
    /// stack the page writes the siblings in that order and draws them in their own (CSS
    /// `order`), since a screen reader follows the document.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(_SortPriorityModifier(priority: sortPriority))
    }
}

/// `accessibilitySortPriority(_:)`: the modifier on each member, which notes that it has one.
public struct _SortPriorityModifier: ViewModifier {
    let priority: Double

    public typealias Body = Never

    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let start = resolver.resolveMembers(of: content)
        resolver.apply(.accessibilitySortPriority(modifier.priority), toMembersFrom: start)
        for index in start..<resolver.output.count { resolver.output[index].noteSortPriority() }
    }
}

extension ResolvedNode {
    /// Whether an `accessibilitySortPriority` modifier is applied to the node.
    package var hasSortPriority: Bool { storage.hasSortPriority }

    /// Whether the node is a stack or `ZStack` one of whose children has a sort priority, noted
    /// when the stack was made.
    package var childrenHaveSortPriority: Bool { storage.childrenHaveSortPriority }

    /// Notes that an `accessibilitySortPriority` modifier is applied to the node.
    package mutating func noteSortPriority() {
        makeUnique()
        storage.hasSortPriority = true
    }

    /// The node's sort priority for assistive technologies: the innermost
    /// `accessibilitySortPriority`, 0 without one.
    package var accessibilitySortPriority: Double {
        guard hasSortPriority else { return 0 }
        for modifier in modifiers { if case .accessibilitySortPriority(let priority) = modifier { return priority } }
        return 0
    }
}
