/// The result of ``resolve(_:environment:)``: a root node standing for the hosting window.
public struct ResolvedTree {
    /// The root; its children are the resolved subviews of the resolved view.
    public var root: ResolvedNode

    /// The number of nodes in the tree, the root included.
    public var nodeCount: Int { root.subtreeCount }

    /// An indented outline of the whole tree, one node per line.
    public func dump(ids: Bool = false) -> String {
        root.dump(ids: ids)
    }
}
