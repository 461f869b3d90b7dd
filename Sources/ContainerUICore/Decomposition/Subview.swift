/// A resolved subview of some content, as handed out by `ForEach(subviews:)` and
/// `Group(subviews:)`. It is a view: placing it renders the original, and modifiers applied to it
/// wrap outside the ones written in the content. Environment changes applied to it do not reach
/// the original, which was resolved in its container's environment.
public struct Subview: View, Identifiable {
    /// A subview's identity: its position in the declared content and any explicit ids, stable
    /// across updates and reorderings within one process.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let identity: UInt64
        public var description: String { "Subview.ID(\(String(identity, radix: 16)))" }
    }

    package let node: ResolvedNode

    package init(node: ResolvedNode) {
        self.node = node
    }

    /// The subview's identity.
    public var id: ID { ID(identity: node.identity) }

    /// The container values written on the subview.
    public var containerValues: ContainerValues { node.containerValues }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.append(view.node)
    }
}
