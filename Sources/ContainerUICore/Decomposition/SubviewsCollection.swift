/// The resolved subviews of some content: a random-access collection with `Int` indices from 0,
/// and a view that renders all of them (a modifier applied to it lands on each).
///
/// It shares the list the subviews were resolved into (a section's children, a container's
/// content) and keeps their range in it, so handing subviews out never copies them.
public struct SubviewsCollection: RandomAccessCollection, View {
    /// The list holding the subviews.
    private let base: [ResolvedNode]
    /// The subviews' positions in `base`.
    private let range: Range<Int>

    @usableFromInline
    package init(nodes: [ResolvedNode]) {
        self.init(base: nodes, range: nodes.indices)
    }

    /// The subviews of `base` in `range`.
    package init(base: [ResolvedNode], range: Range<Int>) {
        self.base = base
        self.range = range
    }

    /// The subviews, in order.
    package var nodes: ArraySlice<ResolvedNode> { base[range] }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { range.count }

    /// The subview at `index`.
    public subscript(index: Int) -> Subview {
        precondition(index >= 0 && index < range.count, "SubviewsCollection: index \(index) out of 0..<\(range.count)")
        return Subview(node: base[range.lowerBound + index])
    }

    /// The subviews in `bounds`; the slice shares this collection's indices.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        precondition(bounds.lowerBound >= 0 && bounds.upperBound <= range.count, "SubviewsCollection: range \(bounds) out of 0..<\(range.count)")
        return SubviewsCollectionSlice(base: base, offset: range.lowerBound, bounds: bounds)
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
    /// The position in `base` of the collection's index 0.
    private let offset: Int
    private let bounds: Range<Int>

    package init(base: [ResolvedNode], offset: Int, bounds: Range<Int>) {
        self.base = base
        self.offset = offset
        self.bounds = bounds
    }

    /// The first index, as in the base collection.
    public var startIndex: Int { bounds.lowerBound }
    /// One past the last index, as in the base collection.
    public var endIndex: Int { bounds.upperBound }

    /// The subview at `index` of the base collection.
    public subscript(index: Int) -> Subview {
        precondition(bounds.contains(index), "SubviewsCollectionSlice: index \(index) out of \(bounds)")
        return Subview(node: base[offset + index])
    }

    /// A narrower slice.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        precondition(bounds.clamped(to: self.bounds) == bounds, "SubviewsCollectionSlice: range \(bounds) out of \(self.bounds)")
        return SubviewsCollectionSlice(base: base, offset: offset, bounds: bounds)
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.output += view.base[(view.offset + view.bounds.lowerBound)..<(view.offset + view.bounds.upperBound)]
    }
}
