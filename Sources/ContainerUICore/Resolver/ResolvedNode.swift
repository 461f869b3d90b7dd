/// One node of a resolved tree: a leaf view or a container, as plain data.
///
/// Its `modifiers` are the modifiers applied to it, innermost first; its `containerValues` are
/// the values it hands to its parent container; its `children` are a container's resolved subviews.
public struct ResolvedNode {
    /// The node's path in the tree (`0.2.1`), assigned once the tree is complete; equal to the
    /// `data-node` attribute of its HTML and the `id` of its JSON.
    public package(set) var id: String = ""
    /// What the node is.
    public var kind: ResolvedKind
    /// The modifiers applied to it, innermost first.
    public var modifiers: [ResolvedModifier] = []
    /// The container values written on it, read by its parent container.
    public var containerValues = ContainerValues()
    /// A container's resolved subviews, in order.
    public var children: [ResolvedNode]
    /// The structural identity (declaration position and explicit ids), stable across runs of
    /// one process; `Subview.ID` is made from it.
    public let identity: UInt64

    @usableFromInline
    package init(kind: ResolvedKind, children: [ResolvedNode] = [], identity: UInt64) {
        self.kind = kind
        self.children = children
        self.identity = identity
    }

    /// The number of nodes in this subtree, this one included.
    public var subtreeCount: Int {
        children.reduce(1) { $0 + $1.subtreeCount }
    }

    /// Applies a modifier to this node; sections and grid rows pass it to each of their members.
    @usableFromInline
    package mutating func apply(_ modifier: ResolvedModifier) {
        switch kind {
        case .section, .gridRow:
            for index in children.indices { children[index].apply(modifier) }
        default:
            modifiers.append(modifier)
        }
    }

    /// Adds `values` under the ones already written. A section keeps them as its own values and
    /// also hands them to each subview of its content.
    @usableFromInline
    package mutating func addContainerValueDefaults(_ values: ContainerValues) {
        containerValues.addDefaults(values)
        if case .section(let section) = kind {
            for index in section.contentRange(childCount: children.count) {
                children[index].addContainerValueDefaults(values)
            }
        }
    }

    /// Gives this node and its descendants their path ids.
    package mutating func assignIDs(path: String) {
        var buffer = Array(path.utf8)
        assignIDs(path: &buffer)
    }

    /// Gives this node and its descendants their path ids, `path` holding this node's id as UTF-8:
    /// each id is one `String` made from the shared buffer, never a concatenation per level.
    package mutating func assignIDs(path: inout [UInt8]) {
        id = String(decoding: path, as: UTF8.self)
        let length = path.count
        for index in children.indices {
            path.append(UInt8(ascii: "."))
            path.appendDecimal(index)
            children[index].assignIDs(path: &path)
            path.removeSubrange(length...)
        }
        for index in modifiers.indices where modifiers[index].hasContentLayer {
            path.append(contentsOf: ".m".utf8)
            path.appendDecimal(index)
            modifiers[index].assignIDs(path: &path)
            path.removeSubrange(length...)
        }
    }
}

extension [UInt8] {
    /// Appends the decimal digits of a non-negative `value`.
    mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
    }
}
