import ContainerUI

extension ResolvedTree {
    /// The root's children, summarised.
    var topLevel: [String] { root.children.map { $0.kind.summary } }
}
