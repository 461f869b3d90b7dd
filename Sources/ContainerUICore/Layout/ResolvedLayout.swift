import Foundation

/// A resolved custom layout: the layout value, erased, ready for the layout engine.
public struct ResolvedLayout {
    /// The layout's type name, made when asked for (dumps and JSON): describing a type is
    /// costly, and rendering never needs it.
    public var typeName: String { String(describing: layoutType) }
    private let layoutType: any Layout.Type
    /// The axis of its `layoutProperties`, which spacers and dividers among its subviews follow
    /// as they do in a stack of that axis; `nil` for none.
    public let stackOrientation: Axis?
    private let session: (LayoutSubviews) -> LayoutSession

    @usableFromInline
    package init<L: Layout>(_ layout: L) {
        layoutType = L.self
        stackOrientation = L.layoutProperties.stackOrientation
        session = { subviews in LayoutSession(layout, subviews: subviews) }
    }

    /// Whether the layout's `explicitAlignment` for `key`'s axis is known to be the protocol's
    /// default, which only merges its subviews' guides (known once the default has run for the
    /// layout's type in this process).
    package func answersByDefault(_ key: AlignmentKey) -> Bool {
        DefaultExplicitAlignments.isDefault(layoutType, key)
    }

    /// Starts a layout pass over `subviews`: the layout's cache is made once (`makeCache`) and
    /// shared by every `sizeThatFits` and `placeSubviews` call of the pass, as in SwiftUI.
    public func makeSession(_ subviews: LayoutSubviews) -> LayoutSession {
        session(subviews)
    }

    /// The type name, for dumps.
    public var summary: String { typeName }
}

/// One layout pass of a custom layout over fixed subviews, holding the layout's cache.
public final class LayoutSession {
    /// The container's size for a proposal.
    public let sizeThatFits: (ProposedViewSize) -> CGSize
    /// Places the subviews in bounds, for the proposal the container was given.
    public let placeSubviews: (CGRect, ProposedViewSize) -> Void
    /// Tells the layout its subviews changed (`updateCache`).
    public let updateSubviews: (LayoutSubviews) -> Void
    /// The position of a guide in the bounds the subviews were placed in, for the container's
    /// proposal (`explicitAlignment`), or `nil` for the guide's default.
    package let explicitAlignment: (AlignmentKey, CGRect, ProposedViewSize) -> CGFloat?

    init<L: Layout>(_ layout: L, subviews: LayoutSubviews) {
        let box = LayoutCacheBox<L>(cache: layout.makeCache(subviews: subviews), subviews: subviews)
        sizeThatFits = { proposal in
            layout.sizeThatFits(proposal: proposal, subviews: box.subviews, cache: &box.cache)
        }
        placeSubviews = { bounds, proposal in
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: box.subviews, cache: &box.cache)
        }
        updateSubviews = { subviews in
            box.subviews = subviews
            layout.updateCache(&box.cache, subviews: subviews)
        }
        explicitAlignment = { key, bounds, proposal in
            switch key {
            case .horizontal(let guide):
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: box.subviews, cache: &box.cache)
            case .vertical(let guide):
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: box.subviews, cache: &box.cache)
            }
        }
    }
}

/// A layout's cache and subviews during one pass, shared by the session's closures.
private final class LayoutCacheBox<L: Layout> {
    var cache: L.Cache
    var subviews: LayoutSubviews

    init(cache: L.Cache, subviews: LayoutSubviews) {
        self.cache = cache
        self.subviews = subviews
    }
}
