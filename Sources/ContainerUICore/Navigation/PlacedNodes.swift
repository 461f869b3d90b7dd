/// Views resolved earlier, placed as they are: how a navigation stack composes its bar and
/// screen from views it had to resolve first to learn their title and toolbar.
struct PlacedNodes: View {
    let nodes: [ResolvedNode]

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.reserveOutput(view.nodes.count)
        for node in view.nodes { resolver.append(node) }
    }
}
