/// The resolved subviews of some content: a random-access collection with `Int` indices from 0,
/// and a view that renders all of them (a modifier applied to it lands on each).
public struct SubviewsCollection: RandomAccessCollection, View {
    package let nodes: [ResolvedNode]

    @usableFromInline
    package init(nodes: [ResolvedNode]) {
        self.nodes = nodes
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { nodes.count }

    /// The subview at `index`.
    public subscript(index: Int) -> Subview {
        Subview(node: nodes[index])
    }

    /// The subviews in `bounds`; the slice shares this collection's indices.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(base: nodes, bounds: bounds)
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.output += view.nodes
    }
}

/// A contiguous part of a ``SubviewsCollection``, sharing its indices (`subviews[1...].startIndex == 1`);
/// also a view rendering its subviews.
public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    private let base: [ResolvedNode]
    private let bounds: Range<Int>

    package init(base: [ResolvedNode], bounds: Range<Int>) {
        self.base = base
        self.bounds = bounds
    }

    /// The first index, as in the base collection.
    public var startIndex: Int { bounds.lowerBound }
    /// One past the last index, as in the base collection.
    public var endIndex: Int { bounds.upperBound }

    /// The subview at `index` of the base collection.
    public subscript(index: Int) -> Subview {
        precondition(bounds.contains(index), "SubviewsCollectionSlice: index \(index) out of \(bounds)")
        return Subview(node: base[index])
    }

    /// A narrower slice.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(base: base, bounds: bounds)
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.output += view.base[view.bounds]
    }
}
