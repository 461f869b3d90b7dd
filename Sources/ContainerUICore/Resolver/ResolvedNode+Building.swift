extension ResolvedNode {
    /// The number of nodes in this subtree, this one included.
    public var subtreeCount: Int {
        storage.children.reduce(1) { $0 + $1.subtreeCount }
    }

    /// Applies a modifier to this node; sections and grid rows pass it to each of their members.
    /// `hasContentLayer` says that it is a background or overlay of views (the caller knows; asking
    /// the modifier would copy it).
    @usableFromInline
    package mutating func apply(_ modifier: ResolvedModifier, hasContentLayer: Bool = false) {
        if storage.passesModifiersOn {
            for index in children.indices { children[index].apply(modifier, hasContentLayer: hasContentLayer) }
        } else {
            makeUnique()
            let storage = self.storage
            // Most modified nodes get several modifiers: start with room for a few.
            if storage.modifiers.isEmpty { storage.modifiers.reserveCapacity(4) }
            storage.modifiers.append(modifier)
            if hasContentLayer { storage.hasContentLayers = true }
        }
    }

    /// Adds `values` under the ones already written. A section keeps them as its own values and
    /// also hands them to each subview of its content.
    @usableFromInline
    package mutating func addContainerValueDefaults(_ values: ContainerValues) {
        containerValues.addDefaults(values)
        if storage.isSection, case .section(let section) = storage.kind {
            for index in section.contentRange(childCount: storage.children.count) {
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
        makeUnique()
        let storage = self.storage
        storage.id = String(decoding: path, as: UTF8.self)
        let length = path.count
        for index in storage.children.indices {
            path.append(UInt8(ascii: "."))
            path.appendDecimal(index)
            storage.children[index].assignIDs(path: &path)
            path.removeLast(path.count - length)
        }
        guard storage.hasContentLayers else { return }
        for index in storage.modifiers.indices where storage.modifiers[index].hasContentLayer {
            path.append(contentsOf: ".m".utf8)
            path.appendDecimal(index)
            storage.modifiers[index].assignIDs(path: &path)
            path.removeLast(path.count - length)
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
