/// The outermost items of a node's children, in order, indexed from 0: a window on the engine's
/// flat list of child items, so that a node's children cost no array of their own, and passing
/// them around retains nothing. Valid while the engine that made it lives.
struct ChildItems: RandomAccessCollection {
    typealias Indices = Range<Int>

    private let base: UnsafePointer<Int>
    let count: Int

    init(_ base: UnsafePointer<Int>, count: Int) {
        self.base = base
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var indices: Range<Int> { 0..<count }

    subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "child position out of range")
        return base[position]
    }

    /// The children in `range` (positions from 0), indexed from 0 again.
    func items(_ range: Range<Int>) -> ChildItems {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "child range out of range")
        return ChildItems(base + range.lowerBound, count: range.count)
    }
}

extension LayoutEngine {
    /// The outermost items of `node`'s children.
    func children(of node: Int) -> ChildItems {
        ChildItems(childItems + nodes[node].childStart, count: nodes[node].childCount)
    }
}
