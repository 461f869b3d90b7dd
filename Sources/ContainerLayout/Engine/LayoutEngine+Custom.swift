import ContainerUICore
import Foundation

/// A custom `Layout`: its subviews are measured by the engine, and its own `sizeThatFits` and
/// `placeSubviews` decide its size and where each subview goes.
extension LayoutEngine {
    func arrangeCustomLayout(_ node: Int, _ layout: ResolvedLayout, _ proposal: ProposedViewSize) -> CGSize {
        let children = self.children(of: node)
        let (session, recorder) = layoutSession(node, layout)
        let size = session.sizeThatFits(proposal)
        session.placeSubviews(CGRect(origin: .zero, size: size), proposal)
        for index in children.indices {
            placements.append(.init(item: children[index], origin: recorder.frames[index]?.origin ?? .zero,
                                    proposal: recorder.proposals[index] ?? .unspecified))
        }
        return size
    }

    /// The size a custom layout chooses for `proposal`, its subviews left unplaced.
    func customLayoutSize(_ node: Int, _ layout: ResolvedLayout, _ proposal: ProposedViewSize) -> CGSize {
        layoutSession(node, layout).0.sizeThatFits(proposal)
    }

    /// The node's layout pass, made on first use: `makeCache` runs once per engine, and every
    /// measurement and placement of the container shares that cache, as in SwiftUI.
    private func layoutSession(_ node: Int, _ layout: ResolvedLayout) -> (LayoutSession, PlacementRecorder) {
        if let existing = layoutSessions[node] { return existing }
        let recorder = PlacementRecorder()
        let session = layout.makeSession(layoutSubviews(of: node, recorder: recorder))
        layoutSessions[node] = (session, recorder)
        return (session, recorder)
    }

    /// The `LayoutSubviews` of a node, measured by this engine.
    package func layoutSubviews(of node: Int, recorder: PlacementRecorder) -> LayoutSubviews {
        let children = self.children(of: node)
        return LayoutSubviews(children.indices.map { index in
            let child = children[index]
            let node = items[child].node
            return LayoutSubview(
                index: index, containerValues: resolvedNodes[node].containerValues,
                priority: nodes[node].priority, recorder: recorder
            ) { [unowned self] proposal in
                self.size(child, proposal)
            }
        })
    }
}
