import Foundation

/// A resolved custom layout: the layout value, erased, ready for the layout engine.
public struct ResolvedLayout {
    /// The layout's type name.
    public let typeName: String
    /// Sizes the container for a proposal.
    public let sizeThatFits: (ProposedViewSize, LayoutSubviews) -> CGSize
    /// Places the subviews in bounds.
    public let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

    @usableFromInline
    package init<L: Layout>(_ layout: L) {
        typeName = String(describing: L.self)
        sizeThatFits = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        placeSubviews = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The type name, for dumps.
    public var summary: String { typeName }
}
