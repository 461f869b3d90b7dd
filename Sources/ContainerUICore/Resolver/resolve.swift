/// Resolves `view` into a tree of plain data, as SwiftUI resolves declared views.
///
/// The returned tree's root stands for the hosting window: its children are the view's resolved
/// subviews. Node ids are paths (`0.2.1`), the same on every run for the same view at the same place.
///
/// ```swift
/// let tree = resolve(VStack { Text("A"); Text("B") })
/// print(tree.dump())
/// ```
public func resolve<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> ResolvedTree {
    var resolver = Resolver(environment: environment)
    let children = resolver.collect { $0.resolve(view) }
    var root = ResolvedNode(kind: .root, children: children.flatteningSections(), identity: 0)
    root.assignIDs(path: "0")
    return ResolvedTree(root: root)
}
