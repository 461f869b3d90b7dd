/// Resolves `view` into a tree of plain data, as SwiftUI resolves declared views.
///
/// The returned tree's root stands for the hosting window: its children are the view's resolved
/// subviews, or, when views present a sheet, alert or dialog, those subviews made inert under
/// the presentation. Node ids are paths (`0.2.1`), the same on every run for the same view at the same place.
///
/// ```swift
/// let tree = resolve(VStack { Text("A"); Text("B") })
/// print(tree.dump())
/// ```
public func resolve<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> ResolvedTree {
    var resolver = Resolver(environment: environment)
    let presentations = PresentationScope()
    resolver.presentations = presentations
    var children = resolver.collect { $0.resolve(view) }.flatteningSections()
    let layers = presentations.layers.compactMap { $0 }
    if !layers.isEmpty {
        children = resolver.collect { $0.resolve(PresentationHost(base: children, layers: layers)) }
    }
    // Consumed, so that the root holds the only reference to each child and assigning ids
    // writes the tree in place instead of copying it.
    var root = ResolvedNode(kind: .root, children: consume children, identity: 0)
    root.assignIDs(path: "0")
    return ResolvedTree(root: root)
}
