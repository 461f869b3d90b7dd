import ContainerUI

extension ResolvedNode {
    /// This node and every node below it that `matches`, depth first.
    func nodes(where matches: (ResolvedNode) -> Bool) -> [ResolvedNode] {
        (matches(self) ? [self] : []) + children.flatMap { $0.nodes(where: matches) }
    }

    /// The first text at or below this node, depth first.
    var firstText: ResolvedText? {
        if case .text(let text) = kind { return text }
        return children.lazy.compactMap(\.firstText).first
    }

    /// This node and every vertical stack below it spaced `spacing` apart: how the tests spot a
    /// style's own stack.
    func verticalStacks(spacing: CGFloat) -> [ResolvedNode] {
        nodes { node in
            if case .stack(let stack) = node.kind { stack.axis == .vertical && stack.spacing == spacing } else { false }
        }
    }
}
