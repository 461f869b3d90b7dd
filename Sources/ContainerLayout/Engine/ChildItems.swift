/// The outermost items of a node's children, in order, indexed from 0: a window on the engine's
/// flat `childItems`, so that a node's children cost no array of their own.
struct ChildItems: RandomAccessCollection {
    typealias Indices = Range<Int>

    private let base: ArraySlice<Int>

    init(_ base: ArraySlice<Int>) {
        self.base = base
    }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }
    var indices: Range<Int> { 0..<base.count }

    subscript(position: Int) -> Int { base[base.startIndex + position] }

    /// The children in `range` (positions from 0), indexed from 0 again.
    func items(_ range: Range<Int>) -> ChildItems {
        ChildItems(base[(base.startIndex + range.lowerBound)..<(base.startIndex + range.upperBound)])
    }
}

extension LayoutEngine {
    /// The outermost items of `node`'s children.
    func children(of node: Int) -> ChildItems {
        let start = nodes[node].childStart
        return ChildItems(childItems[start..<(start + nodes[node].childCount)])
    }
}
